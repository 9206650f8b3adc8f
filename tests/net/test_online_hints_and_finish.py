"""Hints at an online table and the finished game kept by each player's app, over real sockets
on 127.0.0.1: a hint is thought about in this app's worker from this seat's view alone (never
another seat's, never the referee's seed or salt); when the game ends the referee's record
joins the player's Replays and Statistics, marked online with the seat they held; a record
that does not read is said and nothing of it is kept. Every server is stopped; every wait is
bounded."""

from __future__ import annotations

import time

import pytest
from test_remote_session import seated
from test_server import Running, raw_connection, request, wait_for

from totemgame import games
from totemgame.ai.worker import AiWorker
from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.client import remote_session
from totemgame.net.remote_hints import seat_seed
from totemgame.storage import history, stats


class SpyWorker:
    """Records what a session hands the worker; thinks in this thread (a random move)."""

    def __init__(self) -> None:
        self.requests: list[tuple] = []

    def request(self, game_id, difficulty, view, seed, seconds, explain=False):
        self.requests.append((game_id, difficulty, view, seed, seconds, explain))
        return AiWorker(use_process=False).request(
            game_id, "random", view, seed, seconds, explain=explain
        )


@pytest.fixture
def running():
    server = Running()
    yield server
    server.stop()


def test_a_hint_at_an_online_table_is_thought_from_the_seats_own_view_only():
    _, referee, (a, b) = seated("tiki-topple", ["human", "human", "ai:random"])
    mover = a if a.human_to_move() is not None else b
    other = b if mover is a else a
    spy = SpyWorker()
    mover.worker = other.worker = spy
    messages = []
    other.on_message = lambda text, kind: messages.append(text() if callable(text) else text)
    assert not other.request_hint() and messages == ["A hint is available when it is your turn."]
    hints = []
    mover.on_hint = lambda action, reason: hints.append((action, reason))
    assert mover.request_hint() and mover.hint_pending()
    game_id, difficulty, view, seed, seconds, explain = spy.requests[-1]
    assert (game_id, difficulty, explain) == ("tiki-topple", "hard", True)
    match = referee.match
    assert view == match.view(mover.seat) and view.seat == mover.seat
    assert all(view != match.view(s) for s in (other.seat, 2, None))
    # Keyed by the seat's own token: the referee's seed and salt never reach the worker.
    position = games.get("tiki-topple").hint_position
    key = f"ply/{mover.ply}" if position is None else f"position/{position(view)}"
    assert seed == seat_seed(mover.token, f"hint/{mover.table}/{mover.seat}/{key}")
    assert seed not in (match.record.seed, match.record.seed & 0x7FFFFFFF)
    wait_for(lambda: mover.update() or hints, what="the hint")
    action, reason = hints[0]
    assert action in mover.legal_actions() and reason
    assert mover.hints_used == 1 and mover.hint_shown == (mover.seat, mover.ply, 0)
    assert other.hints_used == 0
    assert mover.submit(action)  # the move made: a hint of before is stale
    mover.update()
    assert mover.hint_stale(mover.seat, mover.hint_shown[1], 0)


def test_the_finished_game_joins_the_friends_replays_and_statistics_marked_online(running):
    module = games.get("tiki-topple")
    url = running.url
    seats = [{"kind": "human", "name": n, "colour": i} for i, n in enumerate(["Ana", "Bo"])]
    seats.append({"kind": "ai:random", "name": "AI", "colour": 2})
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
        claimed = request(ws, protocol.make("claim", table=created["table"], name="Bo"))
    table = created["table"]
    host, _ = remote_session(url, module, table, created["token"])
    friend, _ = remote_session(url, module, table, claimed["token"])
    friend.keep_finished = True  # this test's home is the friend's app
    friend.worker = SpyWorker()
    sessions = [host, friend]
    referee = running.server.tables.referees[table]
    rng = Rng(3)
    hinted = False
    try:
        wait_for(lambda: [s.update() for s in sessions] and all(s.joined for s in sessions))
        host.start()
        wait_for(lambda: [s.update() for s in sessions] and all(s.started for s in sessions))
        deadline = time.monotonic() + 120
        while not all(s.is_over() and s.finished() for s in sessions):
            assert time.monotonic() < deadline, "the game took too long"
            for s in sessions:
                s.update()
                if s.human_to_move() is None:
                    continue
                if s is friend and not hinted:
                    hinted = friend.request_hint()
                    continue
                if s is friend and friend.hint_pending():
                    continue
                assert s.submit(rng.choice(s.legal_actions()))
                # Under the table's rate (20 a second): a move refused for the rate frees the
                # seat at once and would be sent again at once, a flood the server cuts off.
                time.sleep(0.05)
                # Before the end, the friend's files hold nothing of the game.
                assert not history.replays_dir().exists() or not history.archived_files()
            time.sleep(0.002)
        assert hinted and friend.hints_used == 1
    finally:
        for s in sessions:
            s.close()
    (entry,) = history.list_replays()
    assert entry.game == "tiki-topple" and entry.online_seat == 1 and not entry.problem
    assert entry.players == ("Ana", "Bo", "AI")
    kept = history.archived_files()[0]
    assert history.online_game_kept(table, referee.match.record)
    from totemgame.engine.record import GameRecord, read_record_json

    record = GameRecord.from_json(read_record_json(kept))
    assert record.actions == referee.match.record.actions and record.hints_used == 1
    (result,) = stats.StatsFile.load().results  # the friend's seat only
    assert result.player == "Bo" and result.opponents == stats.ONLINE and not result.ranked
    outcome = referee.match.state.result()
    assert (result.outcome == stats.WIN) == (tuple(outcome.winners) == (1,))
    summary = stats.summarise([result], "tiki-topple")
    assert summary.online.played == 1 and summary.total.played == 0


def test_a_finished_game_seen_again_after_a_rejoin_is_kept_once():
    _, referee, (a, b) = seated("tiki-topple", ["human", "human"])
    b.keep_finished = True
    rng = Rng(5)
    while not referee.match.is_over():
        for s in (a, b):
            s.update()
            if s.human_to_move() is not None:
                assert s.submit(rng.choice(s.legal_actions()))
    b.update()
    assert b.finished() is not None and len(history.archived_files()) == 1
    from test_remote_session import remote

    again = remote(b.transport.hub, "tiki-topple", b.table, b.token)
    again.keep_finished = True
    again.update()
    assert again.finished() is not None and len(history.archived_files()) == 1
    assert len(stats.StatsFile.load().results) == 1


@pytest.mark.parametrize(
    "broken",
    [
        {"format": 1, "game": "tiki-topple"},  # no seats, no moves
        "take",  # the record replaced by garbage below
        "other-game",
        "cut",
    ],
)
def test_a_record_that_does_not_read_is_said_and_nothing_of_it_is_kept(broken):
    _, referee, (a, b) = seated("tiki-topple", ["human", "human"])
    b.keep_finished = True

    def tamper(message):
        if message.get("record") is None:
            return message
        record = dict(message["record"])
        if broken == "take":
            record["actions"] = [[0, {"kind": "nonsense"}]]
        elif broken == "other-game":
            record["game"] = "totemix"
        elif broken == "cut":
            record["actions"] = record["actions"][:-1]
        else:
            record = broken
        return {**message, "record": record}

    b.transport.listener = lambda message: b.deliver(tamper(message))
    messages = []
    b.on_message = lambda text, kind: messages.append((kind, text() if callable(text) else text))
    rng = Rng(7)
    while not referee.match.is_over():
        for s in (a, b):
            s.update()
            if s.human_to_move() is not None:
                assert s.submit(rng.choice(s.legal_actions()))
    a.update()
    b.update()
    assert a.finished() is not None  # the other app read the same game's record
    assert b.is_over() and b.finished() is None and b.result() is None
    assert [k for k, _ in messages] == ["error"]
    assert "cannot read" in messages[0][1] and "not kept" in messages[0][1]
    assert not history.replays_dir().exists() or history.archived_files() == []
    assert stats.StatsFile.load().results == []
