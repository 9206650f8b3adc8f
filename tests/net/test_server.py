"""The table server over real sockets on 127.0.0.1: two players' apps play a whole Tiki Topple
game, one drops and comes back with its token; hostile input is refused and the other players
do not notice. Every server started here is stopped; every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest
from net_helpers import check_stream, seat_kinds
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from totemgame import games
from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.client import ask, remote_session
from totemgame.net.server import Limits, RateLimit, TableServer

HOST = "127.0.0.1"  # the only address these tests use
LIMITS = Limits(
    messages_per_second=20, burst=20, flood_strikes=60, hello_seconds=1.0, ping_interval=1.0
)


class Running:
    """A TableServer on 127.0.0.1 in a thread of its own."""

    def __init__(self, limits: Limits = LIMITS) -> None:
        self.server = TableServer(limits=limits)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        port = asyncio.run_coroutine_threadsafe(self.server.start(HOST, 0), self.loop).result(10)
        self.url = f"ws://{HOST}:{port}"

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture
def running():
    server = Running()
    yield server
    server.stop()


def wait_for(condition, seconds=10.0, what="a condition"):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


def raw_connection(url):
    return connect(
        url, proxy=None, compression=None, open_timeout=5, close_timeout=2, max_size=2**22
    )


def request(ws, message, timeout=5.0):
    ws.send(message if isinstance(message, str | bytes) else protocol.dumps(message))
    return json.loads(ws.recv(timeout=timeout))


def new_table(url, kinds, game="tiki-topple"):
    """A table of `kinds`, every human seat claimed (their tokens by seat) and started."""
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    created = ask(url, protocol.make("create", game=game, seats=seats, options={}))
    assert created["type"] == "created", created
    created["tokens"] = {created["seat"]: created["token"]}
    for _ in range(kinds.count("human") - 1):
        claimed = ask(url, protocol.make("claim", table=created["table"]))
        created["tokens"][claimed["seat"]] = claimed["token"]
    start_table(url, created["table"], created["token"])
    return created


def start_table(url, table, host_token):
    """The host's app joins and starts the game (as the lobby's Start does); its snapshot."""
    with raw_connection(url) as ws:
        assert request(ws, protocol.make("join", table=table, token=host_token))["type"] == (
            "snapshot"
        )
        ws.send(protocol.dumps(protocol.make("start")))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] != "presence":
                break
    assert message["type"] == "snapshot" and message["started"], message
    return message


def seated(session, seat):
    def check():
        session.update()
        return session.seat == seat

    return check


def test_two_players_play_a_whole_game_and_one_comes_back_after_a_drop():
    running = Running(Limits(messages_per_second=500, burst=500, hello_seconds=5.0))
    try:
        play_a_whole_game_with_a_drop(running)
    finally:
        running.stop()


def play_a_whole_game_with_a_drop(running):
    tiki = games.get("tiki-topple")
    created = new_table(running.url, ["human", "human"])
    table, claimed = created["table"], {"token": created["tokens"][1]}
    referee = running.server.tables.referees[table]
    a, a_link = remote_session(running.url, tiki, table, created["token"])
    b, b_link = remote_session(running.url, tiki, table, claimed["token"])
    rng, dropped, deadline = Rng(5), False, time.monotonic() + 120
    try:
        while not (a.is_over() and b.is_over()):
            assert time.monotonic() < deadline, "the game took too long"
            for s in (a, b):
                s.update()
                if s.human_to_move() is not None and s.ply == referee.match.ply:
                    assert s.submit(rng.choice(s.legal_actions()))
            if not dropped and referee.match.ply >= 6:
                dropped = True
                b_link.close()  # B's app goes away mid-game...
                wait_for(lambda: referee.connected == {0}, what="the server to see B leave")
                b, b_link = remote_session(running.url, tiki, table, claimed["token"])
                wait_for(seated(b, 1), what="B's seat back")
                assert b.view() == referee.match.view(1)  # ...and finds the table as it was
            time.sleep(0.005)
        assert dropped and referee.connected == {0, 1}
        for s, seat in ((a, 0), (b, 1)):
            assert s.view() == referee.match.view(seat)
            assert s.visible_events() == referee.match.events_visible_to(seat)
            assert s.finished().record.to_json() == referee.match.record.to_json()
    finally:
        a.close()
        b.close()


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_over_the_wire_sends_each_app_only_what_its_seat_may_see(game_id):
    running = Running(Limits(messages_per_second=500, burst=500, hello_seconds=5.0))
    module, kinds = games.get(game_id), seat_kinds(game_id)
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    sessions, texts = [], {}
    try:
        created = ask(running.url, protocol.make("create", game=game_id, seats=seats, options={}))
        table, tokens = created["table"], [(created["seat"], created["token"])]
        for _ in range(kinds.count("human") - 1):
            claimed = ask(running.url, protocol.make("claim", table=table))
            tokens.append((claimed["seat"], claimed["token"]))
        for seat, token in tokens:
            texts[seat] = []
            sessions.append(
                remote_session(running.url, module, table, token, None, texts[seat].append)[0]
            )
        start_when_seated(sessions)
        play_until_over(sessions, Rng(3), seconds=240)
        match = running.server.tables.referees[table].match
        for seat, stream in texts.items():
            check_stream(match, seat, stream)
            assert not [t for t in stream if '"type":"refused"' in t]  # no move was refused
    finally:
        for session in sessions:
            session.close()
        running.stop()


def start_when_seated(sessions):
    """Every app waits in the lobby until all have joined; then the host (the first) starts."""
    wait_for(
        lambda: [s.update() for s in sessions] and all(s.joined for s in sessions),
        what="every seat in the lobby",
    )
    assert not any(s.started or s.human_to_move() is not None for s in sessions)
    sessions[0].start()
    wait_for(
        lambda: [s.update() for s in sessions] and all(s.started for s in sessions),
        what="the start",
    )


def play_until_over(sessions, rng, seconds):
    """Each app plays a random legal move whenever its seat may, until all know the end."""
    deadline = time.monotonic() + seconds
    while not all(s.is_over() for s in sessions):
        assert time.monotonic() < deadline, "the game took too long"
        for s in sessions:
            s.update()
            if s.human_to_move() is not None:
                assert s.submit(rng.choice(s.legal_actions()))
        time.sleep(0.002)


def test_hostile_input_is_refused_and_changes_nothing(running):
    created = new_table(running.url, ["human", "human"])
    table, token = created["table"], created["token"]
    referee = running.server.tables.referees[table]
    other = new_table(running.url, ["human", "ai:random"])
    with raw_connection(running.url) as ws:
        before = (list(referee.match.record.actions), referee.match.view(0))
        assert request(ws, b"\x00\xff\xfe garbage")["code"] == "malformed"
        assert request(ws, '{"protocol": 1, "type": "join"}')["code"] == "malformed"
        refused = request(ws, '{"protocol": 9, "type": "ping"}')
        assert refused["code"] == "version" and "the server runs version" in refused["reason"]
        big = "x" * (protocol.MAX_INCOMING_BYTES + 10)
        assert request(ws, protocol.make("ping", pad=big))["code"] == "oversized"
        assert request(ws, protocol.make("action", action={"kind": "play"}))["code"] == "not_joined"
        join = protocol.make("join", table=table, token=other["token"])
        assert request(ws, join)["code"] == "other_table"
        assert request(ws, protocol.make("join", table="NOSUCH", token="nobody"))["code"] == (
            "unknown_table"
        )
        snapshot = request(ws, protocol.make("join", table=table, token=token))
        assert snapshot["type"] == "snapshot" and snapshot["seat"] == 0
        if 0 in snapshot["to_move"]:  # a move of seat 1's turn would do: make it seat 1's turn
            move = snapshot["legal"][0]
            assert request(ws, protocol.make("action", action=move))["type"] == "update"
            before = (list(referee.match.record.actions), referee.match.view(0))
        move = {"kind": "play", "card": "up1", "tiki": 0}
        assert request(ws, protocol.make("action", action=move))["code"] == "out_of_turn"
        assert request(ws, protocol.make("ping"))["type"] == "pong"  # still served
        assert (list(referee.match.record.actions), referee.match.view(0)) == before


def test_a_frame_over_the_limit_closes_only_its_connection(running):
    with raw_connection(running.url) as calm, raw_connection(running.url) as big:
        assert request(calm, protocol.make("ping"))["type"] == "pong"
        big.send("x" * (LIMITS.frame_bytes + 1))
        with pytest.raises(ConnectionClosed) as closed:
            big.recv(timeout=5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        assert request(calm, protocol.make("ping"))["type"] == "pong"


def test_a_flood_is_refused_then_cut_off_while_the_others_play_on(running):
    created = new_table(running.url, ["human", "ai:random"])
    table, token = created["table"], created["token"]
    referee = running.server.tables.referees[table]
    with raw_connection(running.url) as player, raw_connection(running.url) as flood:
        snapshot = request(player, protocol.make("join", table=table, token=token))
        ply = referee.match.ply
        for _ in range(1000):
            try:
                flood.send(protocol.dumps(protocol.make("action", action={"kind": "x"})))
            except ConnectionClosed:
                break
        answers = []
        with pytest.raises(ConnectionClosed):
            while True:
                answers.append(json.loads(flood.recv(timeout=10))["code"])
        assert "rate" in answers and referee.match.ply == ply
        update = request(player, protocol.make("action", action=snapshot["legal"][0]))
        assert update["type"] == "update" and referee.match.ply > ply


def test_a_connection_that_says_nothing_is_closed(running):
    with raw_connection(running.url) as silent:
        started = time.monotonic()
        with pytest.raises(ConnectionClosed):
            silent.recv(timeout=5)
        assert time.monotonic() - started < 4


def test_the_rate_limit_allows_a_burst_then_the_rate():
    now = [0.0]
    bucket = RateLimit(rate=10, burst=3, clock=lambda: now[0])
    assert [bucket.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.1
    assert bucket.allow() and not bucket.allow()


def test_serve_runs_without_pygame_and_stops_on_sigterm(tmp_path):
    from test_import_rules import BLOCK_PYGAME

    code = BLOCK_PYGAME + textwrap.dedent(
        """
        from totemgame.cli import main
        code = main(["serve", "--host", "127.0.0.1", "--port", "0"])
        assert not any(m == "pygame" or m.startswith("pygame.") for m in sys.modules)
        raise SystemExit(code)
        """
    )
    env = dict(os.environ, TOTEMGAME_HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        line = proc.stdout.readline()
        assert line.startswith("Serving tables on ws://127.0.0.1:"), line + proc.stderr.read()
        url = line.split()[-1]
        assert ask(url, protocol.make("ping"))["type"] == "pong"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0, proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
