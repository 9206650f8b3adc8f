"""The lobby over real sockets on 127.0.0.1: a table waits for its host's start (nobody moves
before, and only the host starts it); the host gives an open seat to an AI at the start, and
the seat of a player who stays away to an AI until they come back; the AI decides in the
server's worker thread, never on its event loop; nothing of this leaks a secret on the wire;
the start, the names chosen at claim and the stand-ins survive `serve --data` being killed.
Every server started here is stopped; every wait is bounded."""

from __future__ import annotations

import json
import sqlite3
import threading
import time

import pytest
from net_helpers import check_stream
from test_serve_data import Player, serve  # noqa: F401 (a fixture)
from test_server import Running, raw_connection, request, wait_for
from test_table_store import send

from totemgame import games
from totemgame.engine.record import SeatInfo
from totemgame.engine.rng import Rng
from totemgame.net import ai_seats, protocol
from totemgame.net.client import remote_session
from totemgame.net.server import Limits
from totemgame.net.table_schema import SCHEMA_VERSION
from totemgame.net.table_store import FILE_NAME, open_store
from totemgame.net.tables import Seating, Tables


@pytest.fixture
def running():
    server = Running()
    yield server
    server.stop()


def lobby(url, kinds, names=(), game="tiki-topple"):
    """A table of `kinds` in its lobby: the host and each claimed seat joined (a Player each,
    by seat; claims named from `names`, as many as given)."""
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=game, seats=seats, options={}))
        assert created["type"] == "created", created
        tokens = {created["seat"]: created["token"]}
        for name in names:
            claimed = request(ws, protocol.make("claim", table=created["table"], name=name))
            tokens[claimed["seat"]] = claimed["token"]
    table = created["table"]
    return table, tokens, {seat: Player(url, table, token) for seat, token in tokens.items()}


def ask(player, kind, presence=False, **fields):
    """Send a request on a player's connection; the first answer (a presence only if
    `presence`: one may come any time)."""
    player.ws.send(protocol.dumps(protocol.make(kind, **fields)))
    while True:
        message = json.loads(player.ws.recv(timeout=10))
        if message["type"] in ("snapshot", "update"):
            player.last = message
        if presence or message["type"] != "presence":
            return message


def close_all(players):
    for p in players.values():
        p.close()


def test_nobody_moves_before_the_host_starts_and_only_the_host_starts(running):
    table, _tokens, players = lobby(running.url, ["human", "human"], names=["Mia"])
    host, mia = players[0], players[1]
    referee = running.server.tables.referees[table]
    try:
        for p in (host, mia):
            assert p.last["started"] is False and p.last["legal"] == [] and p.last["host"] == 0
        move = {"kind": "play", "card": "up1", "tiki": 0}
        for p in (host, mia):
            refused = ask(p, "action", action=move)
            assert refused["code"] == "not_started"
            assert refused["reason"] == "the host has not started the game yet"
        refused = ask(mia, "start")
        assert refused["code"] == "not_host" and "only the host" in refused["reason"]
        assert not referee.started and referee.match.ply == 0
        started = ask(host, "start")
        assert started["type"] == "snapshot" and started["started"] is True
        told = mia.read()  # the friend's table opens by the table's word, not its own
        assert told["type"] == "snapshot" and told["started"] is True
        assert ask(host, "start")["code"] == "started"
        mover = next(p for p in (host, mia) if p.last["legal"])
        assert ask(mover, "action", action=mover.last["legal"][0])["type"] == "update"
    finally:
        close_all(players)


def test_the_host_gives_an_open_seat_to_an_ai_of_its_choice_then_starts(running):
    table, _tokens, players = lobby(running.url, ["human", "human", "human"], names=["Mia"])
    host, mia = players[0], players[1]
    referee = running.server.tables.referees[table]
    try:
        assert host.last["open"] == [2]
        refused = ask(host, "start")
        assert refused["code"] == "seats_open" and "seat 3 is still open" in refused["reason"]
        hand = {"seat": 2, "ai": "ai:easy", "name": "AI 1"}
        assert ask(mia, "hand", **hand)["code"] == "not_host"
        assert ask(host, "hand", **{**hand, "ai": "ai:cheat"})["code"] == "malformed"
        assert ask(host, "hand", seat=1, ai="ai:easy")["code"] == "not_handed"  # Mia's
        host.ws.send(protocol.dumps(protocol.make("hand", **hand)))
        told = [json.loads(p.ws.recv(timeout=10)) for p in (host, mia)]
        for message in told:
            assert message["type"] == "presence" and message["open"] == []
            assert message["seats"][2] == {"kind": "ai:easy", "name": "AI 1", "colour": 2}
        with raw_connection(running.url) as late:  # the seat is no longer free to claim
            assert request(late, protocol.make("claim", table=table))["code"] == "full"
        assert ask(host, "start")["started"] is True
        mia.read()
        assert referee.match.seats[2].kind == "ai:easy" and referee.started
    finally:
        close_all(players)


def test_a_player_who_stays_away_is_played_by_an_ai_until_they_come_back(running, monkeypatch):
    deciding = []  # the threads the AI decided on
    real = ai_seats.choose

    def spy(match, seat, kind, speed):
        deciding.append(threading.current_thread())
        return real(match, seat, kind, speed)

    monkeypatch.setattr(ai_seats, "choose", spy)
    table, tokens, players = lobby(running.url, ["human", "human"], names=["Mia"])
    host, mia = players[0], players[1]
    referee = running.server.tables.referees[table]
    try:
        assert ask(host, "start")["started"]
        mia.read()
        assert ask(host, "hand", seat=1, ai="ai:easy")["code"] == "not_handed"  # Mia is here
        mia.close()
        wait_for(lambda: referee.connected == {0}, what="Mia gone")
        assert ask(host, "hand", seat=0, ai="ai:easy")["code"] == "not_handed"  # the host's
        rng = Rng(4)
        host.ws.send(protocol.dumps(protocol.make("hand", seat=1, ai="ai:medium")))
        for _ in range(4):  # the host moves; the AI answers for Mia each time
            while not host.last["legal"]:
                message = json.loads(host.ws.recv(timeout=10))
                if message["type"] == "presence":
                    assert message["stand_ins"] == [1] and message["connected"] == [0]
                    continue
                host.last = message
            ply = host.last["ply"]
            host.ws.send(
                protocol.dumps(protocol.make("action", action=rng.choice(host.last["legal"])))
            )
            host.read()
            assert host.last["ply"] > ply
        assert referee.stand_ins == {1: "ai:medium"} and deciding
        assert threading.main_thread() not in deciding and running.thread not in deciding
        back = Player(running.url, table, tokens[1])  # Mia's app joins again: her seat back
        players[1] = back
        assert back.last["stand_ins"] == [] and referee.stand_ins == {}
        assert back.last["view"] is not None and referee.plays_ai(1) is False
    finally:
        close_all(players)


def test_a_game_with_ai_seats_given_by_the_host_sends_no_secret():
    """Totemic Might: an open seat given to an AI at the start, a friend away played by an AI
    and back; every byte each app received holds its seat's view and events only."""
    running = Running(Limits(messages_per_second=500, burst=500, hello_seconds=5.0))
    try:
        play_with_ai_seats_given(running)
    finally:
        running.stop()


def play_with_ai_seats_given(running):
    module = games.get("totemic-might")
    url = running.url
    kinds = ["human", "human", "human"]
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
        claimed = request(ws, protocol.make("claim", table=created["table"], name="Mia"))
    table = created["table"]
    texts: dict[int, list[str]] = {0: [], 1: []}
    host, _ = remote_session(url, module, table, created["token"], None, texts[0].append)
    mia, mia_link = remote_session(url, module, table, claimed["token"], None, texts[1].append)
    sessions = [host, mia]
    referee = running.server.tables.referees[table]
    rng = Rng(8)
    try:
        wait_for(lambda: [s.update() for s in sessions] and all(s.joined for s in sessions))
        host.hand(2, "ai:easy", "AI 1")
        wait_for(lambda: host.update() or host.open == [], what="the open seat given")
        host.start()
        wait_for(lambda: [s.update() for s in sessions] and all(s.started for s in sessions))
        handed = False
        deadline = time.monotonic() + 240
        while not host.is_over():
            assert time.monotonic() < deadline, "the game took too long"
            for s in sessions:
                s.update()
                if s.human_to_move() is not None:
                    assert s.submit(rng.choice(s.legal_actions()))
            if not handed and referee.match.ply >= 6:
                handed = True
                mia_link.close()
                sessions = [host]
                wait_for(lambda: referee.connected == {0}, what="Mia gone")
                host.hand(1, "ai:easy")
                wait_for(lambda: referee.stand_ins == {1: "ai:easy"}, what="Mia's stand-in")
            if handed and mia not in sessions and referee.match.ply >= 20 and not host.is_over():
                mia, mia_link = remote_session(
                    url, module, table, claimed["token"], None, texts[1].append
                )
                sessions = [host, mia]
                wait_for(lambda back=mia: back.update() or back.joined, what="Mia back")
                assert referee.stand_ins == {}
            threading.Event().wait(0.002)
        wait_for(lambda: [s.update() for s in sessions] and all(s.is_over() for s in sessions))
        assert handed and mia in sessions
        for seat, stream in texts.items():
            check_stream(referee.match, seat, stream)
            assert not [t for t in stream if '"type":"refused"' in t]
    finally:
        for s in sessions:
            s.close()


def test_the_start_names_and_stand_ins_survive_a_killed_server(serve):  # noqa: F811
    server = serve()
    kinds = ["human", "human", "human"]
    started, tokens, players = lobby(server.url, kinds, names=["Mia", "Ben"])
    assert ask(players[0], "start")["started"]
    close_all(players)
    waiting, waiting_tokens, players = lobby(server.url, kinds, names=["Ona"])
    handed = ask(players[0], "hand", True, seat=2, ai="ai:hard", name="AI 1")
    while handed["open"]:  # (Ona's coming was told first)
        handed = json.loads(players[0].ws.recv(timeout=10))
    assert handed["type"] == "presence" and handed["seats"][2]["kind"] == "ai:hard"
    close_all(players)
    server.kill()

    again = serve(port=server.port)
    host, ben = Player(again.url, started, tokens[0]), Player(again.url, started, tokens[2])
    names = [s["name"] for s in host.last["seats"]]
    assert host.last["started"] and names == ["P0", "Mia", "Ben"]
    assert ask(host, "hand", True, seat=1, ai="ai:easy")["type"] in ("presence", "update")
    ben.close()
    host.close()
    lobby_host = Player(again.url, waiting, waiting_tokens[0])
    ona = Player(again.url, waiting, waiting_tokens[1])
    assert lobby_host.last["started"] is False
    assert [s["name"] for s in lobby_host.last["seats"]] == ["P0", "Ona", "AI 1"]
    assert lobby_host.last["seats"][2]["kind"] == "ai:hard"
    assert ask(ona, "action", action={"kind": "play"})["code"] == "not_started"
    assert ona.last["started"] is False
    assert ask(ona, "start")["code"] == "not_host"
    assert ask(lobby_host, "start")["started"] is True
    lobby_host.close()
    ona.close()
    again.kill()

    final = serve(port=server.port)
    host = Player(final.url, started, tokens[0])
    assert host.last["stand_ins"] == [1] and host.last["started"]
    host.close()
    assert Player(final.url, waiting, waiting_tokens[1]).last["started"] is True
    final.stop()


def test_a_database_of_the_first_schema_is_brought_up_to_date_and_its_games_go_on(tmp_path):
    folder = tmp_path / "data"
    store, _ = open_store(folder)
    seats = [SeatInfo("human", "Ana", 0), SeatInfo("ai:easy", "Bo", 1)]
    referee = Tables(store=store).open("tiki-topple", seats, {})
    code, token = referee.table, referee.token_of(0)
    store.claimed(code, {0: referee.hash_of(0)}, 0.0)
    store.close()
    db = sqlite3.connect(folder / FILE_NAME)  # as the first schema wrote it: no hosts, no AIs
    db.executescript("DROP TABLE hosts; DROP TABLE stand_ins; PRAGMA user_version = 1;")
    db.close()

    store, note = open_store(folder)
    assert note is None  # brought up to date, not set aside
    tables = Tables(store=store)
    assert tables.restore() == []
    restored = tables.referees[code]
    assert restored.started and restored.host == 0  # its game started when it opened
    ana = Seating()
    (_, snapshot), *_ = send(tables, ana, "join", table=code, token=token)
    assert snapshot["started"] and snapshot["legal"]  # the AI played its turn if it had one
    [(_, update), *_] = send(tables, ana, "action", action=snapshot["legal"][0])
    assert update["type"] == "update"
    store.close()
    version = sqlite3.connect(folder / FILE_NAME).execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 2
    store, note = open_store(folder)  # and it opens again as a file of this version
    assert note is None and len(store.load()[0]) == 1
    store.close()


def test_a_friend_claiming_a_name_already_at_the_table_gets_it_numbered(running):
    """Two apps with the default name: the seats are still told apart at the table."""
    table, _tokens, players = lobby(running.url, ["human", "human", "human"], names=["P0", "p0"])
    try:
        names = [s["name"] for s in players[0].last["seats"]]
        assert names == ["P0", "P0 (2)", "p0 (3)"]
        assert running.server.tables.referees[table].match.record.seats[1].name == "P0 (2)"
    finally:
        close_all(players)
