"""Totem Surround's own figures for `totemgame bench`: the endgame solver's speed and Hard's
time for a whole endgame turn, as the app asks it.

Positions come from seeded games of random legal moves stopped at a totem move with 12, 14
or 16 empty squares (`random_endgame`, also the source of the tests' solved endgames).
"""

from __future__ import annotations

import contextlib
import os
import time
from typing import Any

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase
from totemgame.games.totem_surround.rules import SurroundState, new_game

BENCH_EMPTY = (12, 14, 16)
SOLVER_NODES = 200_000  # per position for the nodes-per-second figure


def empty_squares(state: SurroundState) -> int:
    return sum(1 for i, c in enumerate(state.cells) if c == 0 and i != state.totem)


def random_endgame(empty: int, seed: int) -> SurroundState | None:
    """The game of random moves seeded `seed`, at its first totem move with `empty` empty
    squares; None if it ends before or skips that count, or the mover has one destination."""
    rng, state = Rng(f"surround-endgame/{seed}"), new_game(2, {}, 0)
    while not state.is_over():
        if empty_squares(state) <= empty and state.phase is Phase.MOVE:
            break
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    if state.is_over() or empty_squares(state) != empty:
        return None
    moves = [a for a in state.legal_actions(state.turn) if isinstance(a, MoveTotem)]
    return state if len(moves) >= 2 else None


def random_endgames(empty: int, count: int, first_seed: int = 0) -> list[SurroundState]:
    out: list[SurroundState] = []
    seed = first_seed
    while len(out) < count:
        state = random_endgame(empty, seed)
        if state is not None:
            out.append(state)
        seed += 1
    return out


def endgame_figures(quick: bool) -> dict[str, Any]:
    """The solver's nodes per CPU second and per wall second on 14- and 16-empty endgames,
    and Hard's whole-turn wall time (fresh agents, cold table, the app's deadline per half)
    at 12, 14 and 16 empty squares, with the machine's load average as it ran."""
    from totemgame.ai.budget import ai_seconds
    from totemgame.games.totem_surround import ai
    from totemgame.games.totem_surround.endgame import Solver
    from totemgame.games.totem_surround.search import OutOfBudget, Position, turns

    per = 2 if quick else 6
    load = os.getloadavg()[0]
    nodes, cpu, wall = 0, 0.0, 0.0
    for empty in (14, 16):
        for state in random_endgames(empty, per, 5000):
            pos = Position(state.cells, state.totem, state.left, state.turn)
            solver = Solver(SOLVER_NODES // (4 if quick else 1))
            c0, t0 = time.process_time(), time.perf_counter()
            with contextlib.suppress(OutOfBudget):
                solver.solve(pos, turns(pos))
            cpu += time.process_time() - c0
            wall += time.perf_counter() - t0
            nodes += solver.nodes
    cap = ai_seconds("hard")
    turn_times: list[float] = []
    turn_cpu: list[float] = []
    for empty in BENCH_EMPTY:
        for k, state in enumerate(random_endgames(empty, per, 6000)):
            ai.forget_endgames()
            seat = state.turn
            t0, c0 = time.perf_counter(), time.process_time()
            for _ in range(2):  # the totem move, then the placement: one agent each
                agent = ai.make_agent("hard", k)
                state.apply(seat, agent.choose(state.view(seat), time.monotonic() + cap))
            turn_times.append(time.perf_counter() - t0)
            turn_cpu.append(time.process_time() - c0)
    return {
        "endgame_solver_nodes_per_cpu_s": round(nodes / cpu) if cpu else None,
        "endgame_solver_nodes_per_s": round(nodes / wall) if wall else None,
        "hard_endgame_turn_s": {**_spread(turn_times), "cap_per_half": cap},
        # CPU seconds: what the turn would take on a quiet machine, whatever the load
        "hard_endgame_turn_cpu_s": _spread(turn_cpu),
        "load_average": round(max(load, os.getloadavg()[0]), 2),
    }


def _spread(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return {"median": round(times[len(times) // 2], 3), "p95": round(p95, 3)}
