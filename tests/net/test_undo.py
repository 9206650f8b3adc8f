"""Taking back a move at an online table, over real sockets on 127.0.0.1 (Board Game Arena's
policy): only one's own last move, before anyone else has moved, never across revealed
information; the other players are asked and any decline or no answer in time leaves the move
standing; once all accept, the referee rewinds (and so does its SQLite record) and every seat
is sent its new view. A request for a seat with no move, an answer forged by a seat not asked
or for another ask change nothing. Every server started here is stopped; every wait is
bounded."""

from __future__ import annotations

import json

import pytest
from test_server import Running, raw_connection, request

from totemgame.engine.rng import Rng
from totemgame.net import protocol, wire
from totemgame.net.server import Limits
from totemgame.net.table_store import open_store
from totemgame.net.tables import Tables

PATIENT = Limits(ping_interval=None, ping_timeout=None, undo_seconds=8.0)
HASTY = Limits(ping_interval=None, ping_timeout=None, undo_seconds=0.5)


class Seat:
    """One player's app reduced to its messages: every message kept, by type."""

    def __init__(self, url, table, token):
        self._connection = raw_connection(url)
        self.ws = self._connection.__enter__()
        self.messages = [request(self.ws, protocol.make("join", table=table, token=token))]
        assert self.messages[0]["type"] == "snapshot", self.messages[0]
        self.last = self.messages[0]  # the latest snapshot or update

    def send(self, kind, **fields):
        self.ws.send(protocol.dumps(protocol.make(kind, **fields)))

    def until(self, kind, timeout=10.0, **fields):
        """Read until a message of `kind` (with `fields`) comes; that message."""
        while True:
            message = json.loads(self.ws.recv(timeout=timeout))
            self.messages.append(message)
            if message["type"] in ("snapshot", "update"):
                self.last = message
            if message["type"] == kind and all(message.get(k) == v for k, v in fields.items()):
                return message

    def close(self):
        self._connection.__exit__(None, None, None)


def start(url, kinds, game="tiki-topple"):
    """A started table of `kinds`: (code, the Seat of each human seat)."""
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=game, seats=seats, options={}))
        assert created["type"] == "created", created
        tokens = {created["seat"]: created["token"]}
        for _ in range(kinds.count("human") - 1):
            claimed = request(ws, protocol.make("claim", table=created["table"]))
            tokens[claimed["seat"]] = claimed["token"]
    code = created["table"]
    players = {seat: Seat(url, code, token) for seat, token in tokens.items()}
    host = players[created["seat"]]
    host.send("start")
    for p in players.values():
        p.until("snapshot", started=True)
    return code, players


def move(players, rng):
    """The seat to move plays a random legal move; every seat reads its update, and those of
    the AI seats that move after it, until no AI seat is to move. The mover."""
    mover = next(s for s, p in players.items() if p.last["legal"] and not p.last["over"])
    ply = players[mover].last["ply"]
    players[mover].send("action", action=rng.choice(players[mover].last["legal"]))
    kinds = [seat["kind"] for seat in players[mover].messages[0]["seats"]]
    ai_seats = {s for s, kind in enumerate(kinds) if kind.startswith("ai:")}
    for p in players.values():
        while True:
            update = p.until("update")
            settled = update["over"] or not set(update["to_move"]) & ai_seats
            if update["ply"] > ply and settled:
                break
    return mover


@pytest.fixture
def running():
    server = Running(PATIENT)
    yield server
    server.stop()


@pytest.fixture
def hasty():
    server = Running(HASTY)
    yield server
    server.stop()


@pytest.fixture
def kept(tmp_path):
    """A server whose tables are kept in SQLite (as `serve --data`), and its store."""
    store, _note = open_store(tmp_path / "data")
    server = Running(PATIENT)
    server.server.tables = Tables(store=store)
    yield server, store
    server.stop()
    store.close()


def close_all(players):
    for p in players.values():
        p.close()


def test_an_accepted_take_back_rewinds_the_table_and_its_record(kept):
    running, store = kept
    code, players = start(running.url, ["human", "human"])
    referee = running.server.tables.referees[code]
    try:
        rng = Rng(1)
        mover = move(players, rng)
        other = 1 - mover
        assert store.plies(code) == 1 and len(referee.match.record.actions) == 1
        players[mover].send("undo")
        asked = players[other].until("undo", state="asked")
        assert asked["by"] == mover and asked["waiting"] == [other]
        assert players[mover].until("undo")["state"] == "asked"
        players[other].send("undo_answer", ask=asked["ask"], accept=True)
        for s, p in players.items():
            done = p.until("undo")
            assert done["state"] == "accepted" and done["by"] == mover
            snapshot = p.until("snapshot")
            assert snapshot["ply"] == 0 and snapshot["view"] == wire.encode(referee.match.view(s))
            assert all(ply < 0 for ply, _seat, _event in snapshot["events"])  # the deal only
        assert players[mover].last["legal"] and not players[other].last["legal"]
        assert referee.match.record.actions == [] and referee.match.ply == 0
        assert store.plies(code) == 0
        (rows,) = store._db.execute("SELECT COUNT(*) FROM moves WHERE code = ?", (code,))
        assert rows == (0,)  # the move is gone from the database too
        assert move(players, rng) == mover  # the same seat plays again
    finally:
        close_all(players)


def test_a_declined_take_back_leaves_the_move_standing_and_the_ai_is_not_asked(running):
    code, players = start(running.url, ["human", "human", "human", "ai:random"])
    referee = running.server.tables.referees[code]
    try:
        rng = Rng(2)
        while move(players, rng) != 0:  # until seat 0 has moved (seat 1 to move next)
            pass
        actions = list(referee.match.record.actions)
        players[0].send("undo")
        asked = players[1].until("undo", state="asked")
        assert asked["by"] == 0 and asked["waiting"] == [1, 2]  # the AI seat 3 accepts
        players[1].send("undo_answer", ask=asked["ask"], accept=True)
        assert players[2].until("undo", state="asked")["waiting"] == [1, 2]
        assert players[2].until("undo", state="asked")["waiting"] == [2]  # seat 1 said yes
        players[2].send("undo_answer", ask=asked["ask"], accept=False)
        for p in players.values():
            done = p.until("undo", state="declined")
            assert done["declined"] == 2 and done["by"] == 0
        assert referee.match.record.actions == actions and referee.take_backs.ask is None
        # The answer again, or after the end: that ask is over; the move still stands.
        players[1].send("undo_answer", ask=asked["ask"], accept=True)
        assert players[1].until("refused")["code"] == "undo_closed"
        assert referee.match.record.actions == actions
        assert players[1].last["legal"]  # seat 1 plays on
    finally:
        close_all(players)


def test_an_ask_nobody_answers_ends_in_time_and_the_move_stands(hasty):
    code, players = start(hasty.url, ["human", "human"])
    referee = hasty.server.tables.referees[code]
    try:
        mover = move(players, Rng(7))
        players[mover].send("undo")
        for p in players.values():
            assert p.until("undo", state="asked")["by"] == mover
        for p in players.values():
            assert p.until("undo", timeout=10)["state"] == "timeout"
        assert len(referee.match.record.actions) == 1 and referee.take_backs.ask is None
    finally:
        close_all(players)


def test_a_move_played_since_or_no_move_at_all_cannot_be_taken_back(running):
    code, players = start(running.url, ["human", "human"])
    referee = running.server.tables.referees[code]
    try:
        rng = Rng(3)
        first = next(s for s, p in players.items() if p.last["legal"])
        players[1 - first].send("undo")  # no move of theirs yet
        assert players[1 - first].until("refused")["code"] == "undo_none"
        mover = move(players, rng)
        second = move(players, rng)
        assert mover != second
        players[mover].send("undo")
        assert players[mover].until("refused")["code"] == "undo_moved"
        assert len(referee.match.record.actions) == 2 and referee.take_backs.ask is None
    finally:
        close_all(players)


def test_a_forged_request_acts_only_for_the_seat_of_its_token(running):
    code, players = start(running.url, ["human", "human"])
    referee = running.server.tables.referees[code]
    try:
        mover = move(players, Rng(4))
        other = 1 - mover
        # The other seat names the mover's seat: the referee reads only the token's seat.
        players[other].ws.send(protocol.dumps({**protocol.make("undo"), "seat": mover}))
        assert players[other].until("refused")["code"] == "undo_none"  # no move of its own
        players[mover].send("undo")
        asked = players[other].until("undo", state="asked")
        players[mover].until("undo", state="asked")
        # The asker cannot answer for the others, nor anyone answer another ask.
        players[mover].send("undo_answer", ask=asked["ask"], accept=True)
        assert players[mover].until("refused")["code"] == "undo_closed"
        players[other].send("undo_answer", ask=asked["ask"] + 1, accept=True)
        assert players[other].until("refused")["code"] == "undo_closed"
        players[mover].send("undo")  # a second ask while one is open
        assert players[mover].until("refused")["code"] == "undo_open"
        assert len(referee.match.record.actions) == 1 and referee.take_backs.ask is not None
        with raw_connection(running.url) as stranger:  # no seat at all
            answer = request(stranger, protocol.make("undo_answer", ask=asked["ask"], accept=True))
            assert answer["code"] == "not_joined"
        assert len(referee.match.record.actions) == 1
    finally:
        close_all(players)


def test_a_move_that_revealed_something_cannot_be_taken_back(running):
    code, players = start(running.url, ["human", "human", "human"], game="totemic-might")
    referee = running.server.tables.referees[code]
    rng = Rng(5)
    try:
        for _ in range(200):
            mover = move_any(players, rng)
            last = len(referee.match.record.actions) - 1
            if any(le.ply == last and le.event.barrier for le in referee.match.log):
                break
        else:
            pytest.fail("no move revealed anything in 200 moves")
        players[mover].send("undo")
        assert players[mover].until("refused")["code"] == "undo_reveal"
        assert len(referee.match.record.actions) == last + 1
    finally:
        close_all(players)


def move_any(players, rng):
    """A seat that may move plays a random legal move; waits until the referee answered it
    (the mover's own update). The mover."""
    mover = next(s for s, p in players.items() if p.last["legal"] and not p.last["over"])
    ply = players[mover].last["ply"]
    players[mover].send("action", action=rng.choice(players[mover].last["legal"]))
    while True:
        update = players[mover].until("update")
        if update["mover"] == mover and update["ply"] > ply:
            break
    for s, p in players.items():  # the others read what they were sent, without waiting
        if s != mover:
            drain(p)
    return mover


def drain(player, seconds=0.3):
    """Read what has come for `player` within `seconds`."""
    try:
        while True:
            player.until("never", timeout=seconds)
    except TimeoutError:
        return


def test_a_player_away_cannot_be_asked_and_the_server_never_waits(running):
    code, players = start(running.url, ["human", "human", "human"])
    referee = running.server.tables.referees[code]
    try:
        mover = move(players, Rng(6))
        away = next(s for s in players if s != mover)
        players.pop(away).close()
        for p in players.values():
            p.until("presence")
        players[mover].send("undo")
        assert players[mover].until("refused")["code"] == "undo_away"
        assert referee.take_backs.ask is None and len(referee.match.record.actions) == 1
    finally:
        close_all(players)


def test_the_apps_ask_answer_and_say_how_it_ended(running):
    """Two apps' RemoteSessions: Undo offered for one's own last move only; the friend is
    asked, says no, then yes; each app says how it ended in words and the asker moves again."""
    from test_server import wait_for

    from totemgame import games
    from totemgame.net.client import remote_session

    module = games.get("tiki-topple")
    seats = [{"kind": "human", "name": n, "colour": i} for i, n in enumerate(["Ana", "Bo"])]
    with raw_connection(running.url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
        claimed = request(ws, protocol.make("claim", table=created["table"]))
    code = created["table"]
    apps = [
        remote_session(running.url, module, code, created["token"])[0],
        remote_session(running.url, module, code, claimed["token"])[0],
    ]
    said: dict[int, list[str]] = {0: [], 1: []}
    for i, app in enumerate(apps):
        app.on_message = lambda text, kind, i=i: said[i].append(text() if callable(text) else text)
    try:
        wait_for(lambda: [a.update() for a in apps] and all(a.joined for a in apps))
        apps[0].start()
        wait_for(lambda: [a.update() for a in apps] and all(a.started for a in apps))
        me = next(a for a in apps if a.human_to_move() is not None)
        friend = apps[1 - apps.index(me)]
        assert not me.can_undo() and not friend.can_undo()  # nobody has moved
        ply = me.ply
        assert me.submit(me.legal_actions()[0])
        wait_for(lambda: [a.update() for a in apps] and friend.human_to_move() is not None)
        assert me.can_undo() and not friend.can_undo()
        assert me.undo() is False  # asked, not done
        wait_for(lambda: [a.update() for a in apps] and friend.undo_asks.question is not None)
        assert not me.can_undo()  # one ask at a time
        friend.undo_asks.answer(False)
        wait_for(lambda: [a.update() for a in apps] and me.undo_asks.asking is None)
        mine, theirs = apps.index(me), apps.index(friend)
        names = ["Ana", "Bo"]
        assert f"{names[theirs]} said no: your move stands." in said[mine]
        assert f"You said no: {names[mine]}'s move stands." in said[theirs]
        assert me.ply == ply + 1 and friend.human_to_move() is not None
        assert me.undo() is False
        wait_for(lambda: [a.update() for a in apps] and friend.undo_asks.question is not None)
        friend.undo_asks.answer(True)
        wait_for(lambda: [a.update() for a in apps] and me.human_to_move() is not None)
        assert me.ply == ply and friend.human_to_move() is None
        assert "Your move was taken back: play again." in said[mine]
        assert f"{names[mine]} took back their last move." in said[theirs]
        assert not me.can_undo()  # the move is gone: nothing of this seat's to take back now
    finally:
        for app in apps:
            app.close()
