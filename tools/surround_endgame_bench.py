"""Totem Surround endgame bench: Hard's move time, nodes/s and exactness at 9-16 empty squares.

Positions come from seeded games that keep the totem mobile (hard endgames), stopped at the
first totem move with at most N empty squares. Each row: Hard's whole choose() call without
a deadline (as simulate/arena run it; wall and CPU seconds: on a busy machine CPU is what a
quiet one would take), the nodes its solver visited, and how it decided: the exact value,
a proved win or draw (the outcome test), or MCTS. A summary per count closes the run.

    PYTHONPATH=. python3 tools/surround_endgame_bench.py --empty 9-16 --per 4
"""

from __future__ import annotations

import argparse
import statistics
import time

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.ai import make_agent
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.rules import SurroundState, new_game


def positions(empty: int, count: int) -> list[SurroundState]:
    """`count` positions, the mover to move the totem, with exactly `empty` empty squares."""
    geo = geometry()
    centre = set(geo.neighbours[geo.centre]) | {geo.centre}
    out: list[SurroundState] = []
    for seed in range(400):
        rng, s = Rng(f"bench/{seed}"), new_game(2, {}, 0)
        while not s.is_over():
            left = sum(1 for i, c in enumerate(s.cells) if c == 0 and i != s.totem)
            if left <= empty and s.phase is Phase.MOVE:
                break
            acts = s.legal_actions(s.turn)
            if s.phase is Phase.MOVE:
                free = [a for a in acts if sum(s.cells[n] == 0 for n in geo.neighbours[a.to]) >= 2]
                good = [a for a in free if a.to not in centre] or free or acts
            else:
                good = [a for a in acts if a.square not in centre] or acts
            s.apply(s.turn, rng.choice(good))
        left = sum(1 for i, c in enumerate(s.cells) if c == 0 and i != s.totem)
        if not s.is_over() and left == empty and len(s.legal_actions(s.turn)) >= 3:
            out.append(s)
            if len(out) == count:
                break
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--empty", default="9-16", help="a range of empty-square counts, e.g. 9-14")
    ap.add_argument("--per", type=int, default=4, help="positions per count")
    args = ap.parse_args()
    lo, _, hi = args.empty.partition("-")
    times: list[float] = []
    summary = []
    for empty in range(int(lo), int(hi or lo) + 1):
        ways = {"exact": 0, "proved": 0, "mcts": 0}
        cpus = []
        for k, state in enumerate(positions(empty, args.per)):
            agent = make_agent("hard", k)
            t0, c0 = time.perf_counter(), time.process_time()
            agent.choose(state.view(state.turn), None)
            dt, cpu = time.perf_counter() - t0, time.process_time() - c0
            times.append(dt)
            cpus.append(cpu)
            rep = agent.report  # type: ignore[attr-defined]
            way = "exact" if rep.exact else "proved" if rep.by_outcome_test else "mcts"
            ways[way] += 1
            print(
                f"empty {empty:2d} #{k}: {dt:6.3f} s (cpu {cpu:6.3f})  nodes {rep.nodes:7d}  "
                f"{way:6s} value {rep.value}",
                flush=True,
            )
        summary.append(f"empty {empty:2d}: {ways}, cpu p95 {_p95(cpus):.3f} s")
    print("\n".join(summary))
    print(f"{len(times)} moves: median {statistics.median(times):.3f} s, p95 {_p95(times):.3f} s")


def _p95(times: list[float]) -> float:
    times = sorted(times)
    return times[min(len(times) - 1, round(0.95 * (len(times) - 1)))] if times else 0.0


if __name__ == "__main__":
    main()
