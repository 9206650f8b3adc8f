"""`totemgame bench --server`: many tables of bot players on one `totemgame serve` process.

The server runs as it would for players (`serve --data` on 127.0.0.1, every move written to
its database); this process opens `--tables` Tiki Topple tables of 3 and 4 seats (every seat a
bot client on a WebSocket of its own, no AI seat: no thinking is timed) and each bot plays a
random legal move a while (`--think-ms`, spread from half to one and a half times) after its
turn comes. Every move in Tiki Topple is shown to every seat, so a move's latency is the time
from its submission to the arrival of its update at the last client of its table. Measured
over `--seconds` after every table is seated: p50/p95/max of that latency, moves per second,
the server's CPU time per move, its peak memory (VmHWM) and memory per table (its resident
size seated and playing, less before any table), and its database writes (from its log).
Linux only for the memory figures (/proc).
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from totemgame.cli.common import CliError, percentile
from totemgame.engine.rng import Rng

HOST = "127.0.0.1"
GAME = "tiki-topple"
SEATS = (3, 4)  # seats per table, in turn: 200 tables make 700 clients


@dataclass
class Moves:
    """When each move was sent, and when its update reached each client of its table."""

    sent: dict[tuple[str, int], float] = field(default_factory=dict)
    arrived: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    clients: dict[str, int] = field(default_factory=dict)
    measuring: bool = False
    refused: int = 0
    clients_cpu_share: float = 0.0


def _serve_command() -> list[str]:
    if getattr(sys, "frozen", False):  # the packaged executable is the command itself
        return [sys.executable, "serve"]
    return [sys.executable, "-m", "totemgame", "serve"]


def _proc_status(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM of a process, in kB (empty where /proc is missing)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return {}
    found = re.findall(r"^(VmRSS|VmHWM):\s+(\d+) kB", text, re.MULTILINE)
    return {name: int(kb) for name, kb in found}


def _cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _bot(url: str, table: str, token: str, moves: Moves, think: float, rng: Rng) -> None:
    """One seat's client: joins, notes when each update arrives, and plays a random legal move
    a while after its turn comes (in a task of its own: reading never waits for thinking)."""
    from websockets.asyncio.client import ClientConnection, connect
    from websockets.exceptions import ConnectionClosed

    async def play_later(ws: ClientConnection, ply: int, legal: list[Any]) -> None:
        await asyncio.sleep(think * (0.5 + rng.random()))
        if moves.measuring:
            moves.sent[(table, ply + 1)] = time.perf_counter()
        with contextlib.suppress(ConnectionClosed):
            await ws.send(_dumps("action", action=rng.choice(legal)))

    decided = -1  # the last ply this seat moved at: each turn played once
    tasks: set[asyncio.Task[None]] = set()
    async with connect(url, proxy=None, compression=None, max_size=2**22) as ws:
        await ws.send(_dumps("join", table=table, token=token))
        try:
            async for raw in ws:
                now = time.perf_counter()
                message = json.loads(raw)
                if message["type"] == "refused":
                    moves.refused += 1
                    continue
                if message["type"] not in ("snapshot", "update"):
                    continue
                ply = message["ply"]
                if message["type"] == "update" and (table, ply) in moves.sent:
                    moves.arrived.setdefault((table, ply), []).append(now)
                if message["over"]:
                    return
                if message["legal"] and ply > decided:
                    decided = ply
                    task = asyncio.ensure_future(play_later(ws, ply, message["legal"]))
                    tasks.add(task)
                    task.add_done_callback(tasks.discard)
        finally:
            for task in list(tasks):
                task.cancel()


def _dumps(kind: str, **fields: Any) -> str:
    from totemgame.net import protocol

    return protocol.dumps(protocol.make(kind, **fields))


async def _open_table(url: str, seats: int) -> tuple[str, list[str]]:
    from websockets.asyncio.client import connect

    kinds = [{"kind": "human", "name": f"Bot {i + 1}", "colour": i} for i in range(seats)]
    async with connect(url, proxy=None, compression=None) as ws:
        await ws.send(_dumps("create", game=GAME, seats=kinds, options={}))
        created = json.loads(await ws.recv())
        if created["type"] != "created":
            raise CliError(f"the server refused a table: {created.get('reason')}")
        tokens = [created["token"]]
        for _ in range(seats - 1):
            await ws.send(_dumps("claim", table=created["table"]))
            tokens.append(json.loads(await ws.recv())["token"])
        await ws.send(_dumps("join", table=created["table"], token=tokens[0]))
        await ws.recv()  # the host's seat in the lobby
        await ws.send(_dumps("start"))  # every seat is claimed: the game starts
        started = json.loads(await ws.recv())
        if not started.get("started"):
            raise CliError(f"the server did not start a table: {started.get('reason')}")
    return created["table"], tokens


async def _drive(url: str, args: argparse.Namespace, pid: int) -> dict[str, Any]:
    moves, rng = Moves(), Rng(args.seed)
    think = args.think_ms / 1000
    opened = []
    for i in range(0, args.tables, 20):  # twenty at a time: a crowd arriving, not a wall
        batch = [_open_table(url, SEATS[n % 2]) for n in range(i, min(args.tables, i + 20))]
        opened += await asyncio.gather(*batch)
    bots = []
    for table, tokens in opened:
        moves.clients[table] = len(tokens)
        for token in tokens:
            seed = rng.randint(0, 2**31 - 1)
            bots.append(asyncio.ensure_future(_bot(url, table, token, moves, think, Rng(seed))))
    await asyncio.sleep(min(3.0, 2 * think))  # every seat joined and playing
    seated = _proc_status(pid)
    cpu0, t0, mine0 = _cpu_seconds(pid), time.perf_counter(), time.process_time()
    moves.measuring = True
    await asyncio.sleep(args.seconds)
    moves.measuring = False
    cpu1, elapsed = _cpu_seconds(pid), time.perf_counter() - t0
    moves.clients_cpu_share = (time.process_time() - mine0) / elapsed
    await asyncio.sleep(1.0)  # the last moves' updates arrive
    playing = _proc_status(pid)
    for bot in bots:
        bot.cancel()
    await asyncio.gather(*bots, return_exceptions=True)
    return _figures(moves, len(bots), elapsed, (cpu0, cpu1), seated, playing)


def _figures(
    moves: Moves,
    clients: int,
    elapsed: float,
    cpu: tuple[float | None, float | None],
    seated: dict[str, int],
    playing: dict[str, int],
) -> dict[str, Any]:
    latencies, partial = [], 0
    for key, sent in moves.sent.items():
        arrived = moves.arrived.get(key, [])
        if len(arrived) < moves.clients[key[0]]:
            partial += 1
            continue
        latencies.append(1000 * (max(arrived) - sent))
    latencies.sort()
    cpu0, cpu1 = cpu
    cpu_ms = None if cpu0 is None or cpu1 is None or not latencies else 1000 * (cpu1 - cpu0)
    return {
        "tables": len(moves.clients),
        "clients": clients,
        "moves": len(latencies),
        "moves_per_s": round(len(latencies) / elapsed, 1),
        "latency_ms": {
            "p50": _r(percentile(latencies, 50)),
            "p95": _r(percentile(latencies, 95)),
            "max": _r(latencies[-1] if latencies else None),
        },
        "moves_not_seen_by_all": partial,
        "refused": moves.refused,
        "server_cpu_ms_per_move": _r(cpu_ms / len(latencies) if cpu_ms is not None else None),
        "server_cpu_share": _r(None if cpu_ms is None else cpu_ms / 1000 / elapsed),
        "clients_cpu_share": _r(moves.clients_cpu_share),
        "server_peak_mb": _mb(playing.get("VmHWM")),
        "server_rss_seated_mb": _mb(seated.get("VmRSS")),
        "server_rss_playing_mb": _mb(playing.get("VmRSS")),
    }


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _mb(kb: int | None) -> float | None:
    return None if kb is None else round(kb / 1024, 1)


def cmd_bench_server(args: argparse.Namespace) -> int:
    """Run the benchmark (see the module docstring); print its figures."""
    with tempfile.TemporaryDirectory(prefix="totemgame-bench-") as folder:
        log = Path(folder) / "serve.log"
        clients = sum(SEATS[n % 2] for n in range(args.tables))
        command = _serve_command() + [
            "--host", HOST, "--port", "0", "--data", str(Path(folder) / "data"),
            "--log", str(log),
            "--tables-per-address", str(args.tables + 1),
            "--connections-per-address", str(clients + args.tables + 10),
        ]  # fmt: skip
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            if not line.startswith("Serving tables on "):
                raise CliError(f"the server did not start: {line.strip()}")
            idle = _proc_status(server.pid)
            figures = asyncio.run(_drive(line.split()[-1], args, server.pid))
        finally:
            stopping = time.perf_counter()
            server.terminate()
            try:
                server.wait(timeout=60)
            except subprocess.TimeoutExpired:
                if hasattr(signal, "SIGUSR1"):  # say where it is stuck (on stderr), then kill
                    server.send_signal(signal.SIGUSR1)
                    time.sleep(1.0)
                server.kill()
                server.wait(timeout=30)
        figures["server_stop_s"] = round(time.perf_counter() - stopping, 2)
        figures["server_exit_code"] = server.returncode
        figures["server_idle_mb"] = _mb(idle.get("VmRSS"))
        playing, base = figures["server_rss_playing_mb"], figures["server_idle_mb"]
        if playing is not None and base is not None:
            figures["mb_per_table"] = round((playing - base) / max(1, args.tables), 3)
        figures["server_move_ms"] = _logged_times(
            log, "moves answered (ms, arrival to the last update sent)"
        )
        figures["db_write_ms"] = _logged_times(log, "database writes (ms)")
        figures["server_errors_logged"] = _errors(log)
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    figures = {
        "think_ms": args.think_ms,
        "seconds": args.seconds,
        "cpus": os.cpu_count(),
        "load_average_1min_after": None if load is None else round(load[0], 1),
        **figures,
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def _errors(log: Path) -> int | None:
    """How many errors the server logged."""
    try:
        return log.read_text(encoding="utf-8").count(" ERROR ")
    except OSError:
        return None


def _logged_times(log: Path, prefix: str) -> dict[str, Any] | None:
    """The server's own timings (its database writes, its moves), from the line it logs as it
    stops."""
    try:
        text = log.read_text(encoding="utf-8")
    except OSError:
        return None
    found = re.findall(rf"{re.escape(prefix)}: (\{{.*\}})", text)
    return ast.literal_eval(found[-1]) if found else None
