"""`totemgame serve --data DIR` as a real process on 127.0.0.1: stopped (SIGTERM) or killed
(SIGKILL) mid-game and started again, it has every move a player was told of, and each player's
token opens their seat where it was; a damaged database is set aside and the server starts;
per-address caps over real sockets; wss:// with --cert/--key; old tables closed by the sweep.
Every process started here is stopped; every wait is bounded."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import ssl
import subprocess
import sys

import pytest
from test_server import (
    HOST,
    LIMITS,
    Running,
    raw_connection,
    request,
    start_table,
    wait_for,
)
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.keeping import Keeping
from totemgame.net.tables import Tables


class Serve:
    """`python -m totemgame serve` in a process of its own."""

    def __init__(self, data, port=0, extra=(), home=None):
        self.data, self.extra, self.home = data, list(extra), home
        self.port = port
        self.proc = None
        self.url = ""

    def start(self):
        args = [sys.executable, "-m", "totemgame", "serve", "--host", HOST]
        args += ["--port", str(self.port), "--data", str(self.data), *self.extra]
        env = dict(os.environ, PYTHONUNBUFFERED="1", TOTEMGAME_HOME=str(self.home))
        self.proc = subprocess.Popen(
            args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        line = self.proc.stdout.readline()
        if not line.startswith("Serving tables on "):
            self.proc.kill()
            raise AssertionError(line + self.proc.communicate(timeout=10)[1])
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        return self

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        assert self.proc.wait(timeout=20) == 0, self.proc.stderr.read()

    def kill(self):
        self.proc.kill()
        self.proc.wait(timeout=20)

    def stderr(self):
        return self.proc.stderr.read() if self.proc.poll() is not None else ""

    def cleanup(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=20)
        if self.proc is not None:
            for stream in (self.proc.stdout, self.proc.stderr):
                stream.close()


@pytest.fixture
def serve(tmp_path):
    started = []

    def make(**kw):
        server = Serve(tmp_path / "data", home=tmp_path / "home", **kw)
        started.append(server)
        return server.start()

    yield make
    for server in started:
        server.cleanup()


def create(url, kinds, game="tiki-topple"):
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=game, seats=seats, options={}))
        assert created["type"] == "created", created
        tokens = {created["seat"]: created["token"]}
        for _ in range(kinds.count("human") - 1):
            claimed = request(ws, protocol.make("claim", table=created["table"]))
            tokens[claimed["seat"]] = claimed["token"]
    start_table(url, created["table"], created["token"])
    return created["table"], tokens


class Player:
    """One player's connection: joins with its token and plays random legal moves."""

    def __init__(self, url, table, token):
        self._connection = raw_connection(url)
        self.ws = self._connection.__enter__()
        self.last = request(self.ws, protocol.make("join", table=table, token=token))
        assert self.last["type"] == "snapshot", self.last

    def read(self, timeout=5.0):
        """The next update or snapshot (a `presence`, someone coming or going, is passed)."""
        while True:
            message = json.loads(self.ws.recv(timeout=timeout))
            if message["type"] != "presence":
                break
        self.last = message
        assert self.last["type"] in ("update", "snapshot"), self.last
        return self.last

    def close(self):
        self._connection.__exit__(None, None, None)


def play_moves(players, moves, rng):
    """`moves` moves, each answered: the ply every player was told of last."""
    for _ in range(moves):
        mover = next(p for p in players if p.last["legal"] and not p.last["over"])
        ply = mover.last["ply"]
        mover.ws.send(
            protocol.dumps(protocol.make("action", action=rng.choice(mover.last["legal"])))
        )
        for p in players:  # Tiki Topple: every seat is told of every move
            while p.read()["ply"] <= ply:
                pass
    return players[0].last["ply"]


def rejoin(url, table, tokens):
    return {seat: Player(url, table, token) for seat, token in tokens.items()}


@pytest.mark.parametrize("how", ["stop", "kill"])
def test_a_restart_loses_no_move_and_players_come_back_to_their_seats(serve, how):
    server = serve()
    table, tokens = create(server.url, ["human", "human", "human"])
    players = rejoin(server.url, table, tokens)
    rng = Rng(11)
    told = play_moves(list(players.values()), 7, rng)
    views = {s: p.last["view"] for s, p in players.items()}
    if how == "kill":  # a move sent while the server dies: kept or refused, never half-kept
        mover = next(p for p in players.values() if p.last["legal"])
        mover.ws.send(protocol.dumps(protocol.make("action", action=mover.last["legal"][0])))
        server.kill()
    else:
        server.stop()
    for p in players.values():
        p.close()
    again = serve(port=server.port)
    players = rejoin(again.url, table, tokens)
    for seat, p in players.items():
        assert p.last["seat"] == seat
        if how == "stop" or p.last["ply"] == told:
            assert p.last["ply"] == told and p.last["view"] == views[seat]
        else:  # the last move was accepted before the kill: it is kept, and after the others
            assert p.last["ply"] == told + 1
    told = play_moves(list(players.values()), 3, rng)  # and the game goes on
    for p in players.values():
        p.close()
    again.kill()  # even killed again, every move told is there
    final = serve(port=server.port)
    players = rejoin(final.url, table, tokens)
    assert {p.last["ply"] for p in players.values()} == {told}
    for p in players.values():
        p.close()
    final.stop()


def test_after_a_restart_only_the_right_token_opens_a_seat(serve):
    server = serve()
    table, tokens = create(server.url, ["human", "human"])
    other, other_tokens = create(server.url, ["human", "ai:random"])
    server.stop()
    again = serve(port=server.port)
    with raw_connection(again.url) as ws:
        join = protocol.make("join", table=table, token=other_tokens[0])
        assert request(ws, join)["code"] == "other_table"
        join = protocol.make("join", table=table, token=tokens[1][:-2])
        assert request(ws, join)["code"] == "unknown_token"
        join = protocol.make("join", table=other, token=tokens[0])
        assert request(ws, join)["code"] == "other_table"
        assert request(ws, protocol.make("join", table=table, token=tokens[1]))["seat"] == 1
        assert request(ws, protocol.make("claim", table=table))["code"] == "full"
    again.stop()


def test_a_damaged_database_is_set_aside_with_a_message_and_the_server_starts(serve, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    junk = b"SQLite format 3\x00" + os.urandom(5000)
    (data / "tables.sqlite3").write_bytes(junk)
    server = serve()
    with raw_connection(server.url) as ws:
        assert request(ws, protocol.make("ping"))["type"] == "pong"
    create(server.url, ["human", "human"])
    server.stop()
    err = server.stderr()
    assert "warning" in err and "cannot be used" in err and "moved to" in err, err
    aside = [p for p in data.iterdir() if ".unreadable-" in p.name]
    assert [p.read_bytes() for p in aside] == [junk]


def test_a_second_server_on_the_same_data_is_refused(serve, tmp_path):
    first = serve()
    second = Serve(tmp_path / "data", home=tmp_path / "home")
    args = [sys.executable, "-m", "totemgame", "serve", "--port", "0", "--data", str(second.data)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "another server keeps its tables there" in done.stderr
    first.stop()


# -- caps and the sweep, on a server in this process ------------------------------------------
def test_one_address_may_hold_only_so_many_connections():
    running = Running(LIMITS.__class__(**{**LIMITS.__dict__, "connections_per_address": 3}))
    try:
        with contextlib.ExitStack() as stack:
            conns = [stack.enter_context(raw_connection(running.url)) for _ in range(3)]
            for ws in conns:
                assert request(ws, protocol.make("ping"))["type"] == "pong"
            with raw_connection(running.url) as extra:
                refused = json.loads(extra.recv(timeout=5))
                assert refused["code"] == "too_many_connections"
                assert "3 connections from your address" in refused["reason"]
                with pytest.raises(ConnectionClosed):
                    extra.recv(timeout=5)
            assert request(conns[0], protocol.make("ping"))["type"] == "pong"  # unaffected
            conns[2].close()
            wait_for(lambda: running.server.connections[HOST] == 2, what="the close to count")
            with raw_connection(running.url) as later:
                assert request(later, protocol.make("ping"))["type"] == "pong"
    finally:
        running.stop()


def test_one_address_may_open_only_so_many_tables_over_the_wire():
    running = Running()
    running.server.tables = Tables(keeping=Keeping(tables_per_address=2))
    try:
        create(running.url, ["human", "human"])
        create(running.url, ["human", "human"])
        seats = [{"kind": "human", "name": "A", "colour": 0}] * 2
        with raw_connection(running.url) as ws:
            refused = request(
                ws, protocol.make("create", game="tiki-topple", seats=seats, options={})
            )
        assert refused["code"] == "too_many_tables_here"
        assert len(running.server.tables.referees) == 2
    finally:
        running.stop()


def test_the_sweep_closes_tables_left_idle():
    hours = 1.0 / 3600  # a second
    running = Running()
    running.server.tables = Tables(keeping=Keeping(idle_hours=hours, finished_hours=hours))
    try:
        asyncio_restart_sweep(running)
        table, tokens = create(running.url, ["human", "human"])
        assert table in running.server.tables.referees
        wait_for(lambda: table not in running.server.tables.referees, 10, "the table to close")
        with raw_connection(running.url) as ws:
            join = protocol.make("join", table=table, token=tokens[0])
            assert request(ws, join)["code"] == "unknown_table"
    finally:
        running.stop()


def asyncio_restart_sweep(running):
    """The sweep reads its period from the tables it sweeps: start it again for new ones."""
    import asyncio

    async def again():
        server = running.server
        server._sweeper.cancel()
        server._sweeper = asyncio.ensure_future(server._sweep())

    asyncio.run_coroutine_threadsafe(again(), running.loop).result(10)


# -- TLS --------------------------------------------------------------------------------------
@pytest.mark.skipif(
    shutil.which("openssl") is None, reason="no openssl command to make a certificate"
)
def test_serve_speaks_wss_with_a_certificate(serve, tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert made.returncode == 0, made.stderr
    server = serve(extra=["--tls-cert", str(cert), "--tls-key", str(key)])
    assert server.url.startswith("wss://127.0.0.1:")
    trusting = ssl.create_default_context(cafile=str(cert))
    with connect(server.url, ssl=trusting, proxy=None, open_timeout=10) as ws:
        assert request(ws, protocol.make("ping"))["type"] == "pong"
    with pytest.raises(ssl.SSLError):  # a client that does not trust it does not talk
        connect(server.url, ssl=ssl.create_default_context(), proxy=None, open_timeout=10)
    plain = server.url.replace("wss://", "ws://")
    with pytest.raises(InvalidHandshake), connect(plain, proxy=None, open_timeout=5):
        pass  # no WebSocket without TLS
    server.stop()


def test_serve_refuses_a_certificate_it_cannot_read(tmp_path):
    bad = tmp_path / "cert.pem"
    bad.write_text("not a certificate")
    args = [sys.executable, "-m", "totemgame", "serve", "--port", "0", "--cert", str(bad)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "cannot use the certificate" in done.stderr, done.stderr


def test_the_server_bench_plays_tables_on_a_serve_process_and_reports():
    args = [sys.executable, "-m", "totemgame", "bench", "--server", "--tables", "3"]
    args += ["--seconds", "2", "--think-ms", "100", "--json"]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["tables"] == 3 and figures["clients"] == 3 + 4 + 3
    assert figures["moves"] > 0 and figures["refused"] == 0
    assert figures["moves_not_seen_by_all"] <= 3  # one a table in flight as the window closed
    assert set(figures["latency_ms"]) == {"p50", "p95", "max"}
    assert figures["server_exit_code"] == 0 and figures["server_errors_logged"] == 0
    assert figures["db_write_ms"]["count"] >= figures["moves"]  # every move written
    assert figures["server_move_ms"]["count"] >= figures["moves"]
