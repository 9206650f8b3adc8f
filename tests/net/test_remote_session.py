"""RemoteSession: a seat whose referee is elsewhere plays through the same Session protocol
a table uses, seeing exactly what its seat may see."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import Conn, Hub

from totemgame import games
from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.remote_session import RemoteSession
from totemgame.session.protocol import Session
from totemgame.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def seats(*kinds):
    return [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]


def open_table(hub, game_id, kinds):
    """Create a table as its first player's app would; that app's connection and answer."""
    conn = Conn(hub)
    conn.send(protocol.make("create", game=game_id, seats=seats(*kinds), options={}))
    created = conn.inbox.pop()
    assert created["type"] == "created", created
    return conn, created


def remote(hub, game_id, table, token, conn=None):
    conn = conn or Conn(hub)
    return RemoteSession(games.get(game_id), Settings(), conn, table, token)


def claim(hub, table):
    conn = Conn(hub)
    conn.send(protocol.make("claim", table=table))
    claimed = conn.inbox.pop()
    assert claimed["type"] == "claimed", claimed
    return conn, claimed


def seated(game_id, kinds):
    """A table of `game_id` and a RemoteSession for each of its human seats."""
    hub = Hub()
    conn, created = open_table(hub, game_id, kinds)
    table = created["table"]
    sessions = [remote(hub, game_id, table, created["token"], conn)]
    for _ in range(sum(k == "human" for k in kinds) - 1):
        c, claimed = claim(hub, table)
        sessions.append(remote(hub, game_id, table, claimed["token"], c))
    for s in sessions:
        s.update()
    assert not any(s.started for s in sessions)
    sessions[0].start()  # the host, every seat taken
    for s in sessions:
        s.update()
        assert s.started
    return hub, hub.tables.referees[table], sessions


def test_a_remote_session_is_a_session():
    hub, _, (session,) = seated("tiki-topple", ["human", "ai:random"])
    as_session: Session = session
    missing = sorted(
        m
        for m in [*vars(Session), *Session.__annotations__]
        if not m.startswith("_")
        if not hasattr(as_session, m)
    )
    assert not missing


def test_mypy_accepts_a_remote_session_where_a_session_is_expected(tmp_path):
    good = tmp_path / "good.py"
    good.write_text(
        "from totemgame.net.remote_session import RemoteSession\n"
        "from totemgame.session.protocol import Session\n"
        "def seat(remote: RemoteSession) -> Session:\n"
        "    session: Session = remote\n"
        "    return session\n"
    )
    bad = tmp_path / "bad.py"  # the check is not vacuous: a class lacking members is refused
    bad.write_text(
        "from totemgame.session.protocol import Session\n"
        "class Half:\n    game_id = 'x'\n"
        "session: Session = Half()\n"
    )
    runs = {}
    for path in (good, bad):
        runs[path.name] = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
    assert runs["good.py"].returncode == 0, runs["good.py"].stdout
    assert runs["bad.py"].returncode != 0 and "Session" in runs["bad.py"].stdout


def play_to_the_end(referee, sessions, seed=1):
    rng = Rng(seed)
    match = referee.match
    for _ in range(100_000):
        for s in sessions:
            s.update()
            seat = s.seat
            assert s.view() == match.view(seat)
            assert s.visible_events() == match.events_visible_to(seat)
        if match.is_over():
            return
        movers = [s for s in sessions if s.human_to_move() is not None]
        assert movers, "nobody may move"
        mover = movers[0]
        assert mover.legal_actions() == list(match.state.legal_actions(mover.seat))
        assert mover.submit(rng.choice(mover.legal_actions()))
        assert mover.human_to_move() is None  # waiting for the referee's answer
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", ["totemic-might", "tiki-topple"])
def test_remote_seats_play_a_whole_game_seeing_only_their_seat(game_id):
    kinds = ["human", "ai:random", "human"]
    _, referee, sessions = seated(game_id, kinds)
    assert [s.seat for s in sessions] == [0, 2]
    play_to_the_end(referee, sessions)
    for s in sessions:
        assert s.is_over() and s.finished() is not None
        assert s.finished().record.to_json() == referee.match.record.to_json()
        assert s.result() == referee.match.state.result()
        assert s.actions() == referee.match.record.actions


def test_before_the_end_a_remote_session_holds_no_record():
    _, referee, (a, b) = seated("tiki-topple", ["human", "human"])
    assert a.finished() is None and a.result() is None and a.actions() == []
    assert a.names == ["P0", "P1"] and a.seats == referee.match.seats


def test_a_move_not_in_the_legal_list_is_refused_here_without_sending():
    _, referee, (a, b) = seated("tiki-topple", ["human", "human"])
    mover, other = (a, b) if a.human_to_move() is not None else (b, a)
    messages = []
    other.on_message = lambda text, kind: messages.append(kind)
    action = mover.legal_actions()[0]
    assert other.refusal(action) == "It is not your turn."
    assert not other.submit(action) and messages == ["error"]
    ply = referee.match.ply
    foreign = type(action)(card=action.card, tiki=99)
    assert mover.refusal(foreign) == "That move is not allowed now."
    assert not mover.submit(foreign)
    assert referee.match.ply == ply
    assert mover.refusal(action) is None and mover.submit(action)
    assert referee.match.ply > ply


def test_a_refusal_from_the_referee_reaches_the_player():
    hub, referee, (a, b) = seated("tiki-topple", ["human", "human"])
    mover, other = (a, b) if a.human_to_move() is not None else (b, a)
    messages = []
    other.on_message = lambda text, kind: messages.append(text() if callable(text) else text)
    other.transport.send(protocol.make("action", action=mover.legal_actions()[0].to_json()))
    other.update()
    assert messages == ["It is not your turn."]


def test_garbage_from_the_table_is_told_not_applied():
    _, referee, (a,) = seated("tiki-topple", ["human", "ai:random"])
    view, messages = a.view(), []
    a.on_message = lambda text, kind: messages.append(kind)
    a.deliver({"protocol": 1, "type": "update", "seat": 0})
    a.deliver(
        {"protocol": 1, "type": "snapshot", **{k: 1 for k in protocol.SERVER_MESSAGES["snapshot"]}}
    )
    a.deliver({"protocol": 7, "type": "pong"})
    a.update()
    assert messages == ["error"] * 3 and a.view() == view


def test_a_seat_that_reconnects_with_its_token_finds_the_table_as_it_was():
    hub, referee, (a, b) = seated("tiki-topple", ["human", "human", "ai:random"])
    token, table = b.token, b.table
    b.close()
    assert referee.connected == {0}
    mover = a if a.human_to_move() is not None else None
    if mover is not None:
        mover.submit(mover.legal_actions()[0])
    back = remote(hub, "tiki-topple", table, token)
    back.update()
    assert back.seat == 1 and back.view() == referee.match.view(1)
    assert back.visible_events() == referee.match.events_visible_to(1)
    assert referee.connected == {0, 1}


def test_a_table_is_shown_the_moves_one_at_a_time_as_it_draws_them():
    _, referee, (a,) = seated("tiki-topple", ["human", "ai:random", "ai:random"])
    while a.human_to_move() is None:
        a.update()
    ply = a.ply
    assert a.submit(a.legal_actions()[0])  # answered by its update and both AIs' at once
    assert referee.match.ply == ply + 3
    a.update(animating=True)  # a move still being drawn: nothing new is shown
    assert a.ply == ply
    shown = []
    for _ in range(3):
        a.update(animating=False)  # one move a frame
        shown.append(a.ply)
    assert shown == [ply + 1, ply + 2, ply + 3]
    a.update()  # without a table: all at once (nothing left here)
    assert a.view() == referee.match.view(0)
