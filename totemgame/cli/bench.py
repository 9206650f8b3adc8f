"""`totemgame bench`: random playouts/s, AI move times, frame times, cold start."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from totemgame.cli.common import MAX_PLIES, _dummy_sdl, _r, get_game, percentile

if TYPE_CHECKING:
    pass


def random_playouts_per_s(module: Any, players: int, seconds: float) -> float:
    """Random legal moves from new_game to the end, as many games as fit in `seconds`."""
    import time

    from totemgame.engine.rng import Rng

    rng = Rng(12345)
    options = module.spec.default_options()
    done = 0
    start = time.perf_counter()
    while True:
        state = module.new_game(players, options, rng.randint(0, 2**31 - 1))
        for _ in range(MAX_PLIES):
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        done += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def sample_positions(module: Any, count: int, seed: int = 777) -> list[Any]:
    """Views of the seat to move in `count` positions spread over whole games: each is a
    seeded random game stopped at a uniformly drawn ply, the player count cycling through
    the game's smallest, default and largest (the largest tables think the longest)."""
    from totemgame.engine.rng import Rng

    spec = module.spec
    counts = sorted({spec.min_players, spec.default_players or spec.min_players, spec.max_players})
    rng = Rng(seed)
    options = spec.default_options()
    views = []
    for i in range(count):
        players, game_seed = counts[i % len(counts)], rng.randint(0, 2**31 - 1)
        state = module.new_game(players, options, game_seed)
        moves: list[tuple[int, Any]] = []
        while not state.is_over() and len(moves) < MAX_PLIES:
            seat = state.to_move()[0]
            moves.append((seat, rng.choice(list(state.legal_actions(seat)))))
            state.apply(*moves[-1])
        state = module.new_game(players, options, game_seed)
        for seat, action in moves[: rng.randint(0, max(0, len(moves) - 1))]:
            state.apply(seat, action)
        views.append(state.view(state.to_move()[0]))
    return views


def ai_move_seconds(module: Any, difficulty: str, views: Sequence[Any]) -> dict[str, float | None]:
    """Median and p95 of one agent's thinking time on `views`, under the preset's deadline;
    with "nodes_per_s" when the agent reports the positions its search visited
    (`agent.report.nodes`: search nodes or playout iterations)."""
    import time

    from totemgame.ai.agent import ReportsNodes
    from totemgame.ai.budget import ai_seconds

    times, nodes = [], 0
    for i, view in enumerate(views):
        agent = module.make_agent(difficulty, 1000 + i)
        cap = ai_seconds(difficulty)
        t0 = time.perf_counter()
        agent.choose(view, None if cap is None else time.monotonic() + cap)
        times.append(time.perf_counter() - t0)
        if isinstance(agent, ReportsNodes):
            nodes += agent.report.nodes
    out = {"median": _r(percentile(times, 50)), "p95": _r(percentile(times, 95))}
    if nodes:
        out["nodes_per_s"] = round(nodes / sum(times), 1)
    return out


def _ui_measure(what: str, fn: Callable[[], Any]) -> Any:
    """Run a UI measurement; a missing UI piece gives None and a note on stderr."""
    try:
        return fn()
    except ImportError as exc:
        print(f"bench: {what} skipped, the UI piece is missing ({exc})", file=sys.stderr)
        return None


def cmd_bench(args: argparse.Namespace) -> int:
    from totemgame import games
    from totemgame.games import DIFFICULTIES

    if args.server:  # tables of bot players on a `totemgame serve` process (no pygame)
        from totemgame.cli.bench_server import cmd_bench_server

        return cmd_bench_server(args)
    _dummy_sdl()  # frame timings are measured headless, comparable between machines and CI
    game_ids = [args.game] if args.game else games.ids()
    quick = args.quick
    for game_id in game_ids:
        module = get_game(game_id)

        def idle_cpu(game_id: str = game_id) -> dict[str, float | None]:
            from totemgame.ui.harness import idle_bench

            return idle_bench.idle_report(game_id, seconds=4.0 if quick else 20.0)

        if args.idle:
            report = {"game": game_id, "idle_cpu_pct": _ui_measure("idle_cpu_pct", idle_cpu)}
            print(json.dumps(report) if args.json else f"{game_id}: {report}", flush=True)
            continue
        players = max(2, module.spec.min_players)
        views = sample_positions(module, 3 if quick else 30)
        frames = 60 if quick else 600

        def frame_ms(game_id: str = game_id, frames: int = frames) -> dict[str, Any]:
            from totemgame.ui.harness import frame_bench as bench

            t = bench.table_frame_times(game_id, frames=frames)
            return {"median": _r(t["median_ms"], 3), "p95": _r(t["p95_ms"], 3)}

        def frame_gap(game_id: str = game_id) -> float | None:
            from totemgame.ui.harness import frame_bench as bench

            return _r(bench.max_frame_gap_while_ai(game_id), 3)

        def cold_start() -> float | None:
            from totemgame.ui import startup

            return _r(startup.measure_cold_start(), 3)

        report = {
            "game": game_id,
            "playouts_per_s": round(
                random_playouts_per_s(module, players, 0.3 if quick else 2.0), 2
            ),
            "frame_ms": _ui_measure("frame_ms", frame_ms) or {"median": None, "p95": None},
            "ai_move_s": {
                d: ai_move_seconds(module, d, views) for d in DIFFICULTIES if d != "random"
            },
            "max_frame_gap_ms_while_ai": _ui_measure("max_frame_gap_ms_while_ai", frame_gap),
            "cold_start_s": _ui_measure("cold_start_s", cold_start),
            "idle_cpu_pct": _ui_measure("idle_cpu_pct", idle_cpu),
        }
        if module.bench_figures is not None:
            report.update(module.bench_figures(quick))
        if args.json:
            print(json.dumps(report), flush=True)
        else:
            print(f"{module.spec.name} ({game_id})")
            for key, value in report.items():
                if key != "game":
                    print(f"  {key}: {value}")
    return 0
