"""Totemic Might: what the assist's proof (known.py) adds to the quick bounds, and what it costs.

Seeded 7-seat games of Medium players; at the start of every round, seat 0's view. For each:
the number of (totem, weight) pairs still open by the quick bounds (deduction.py) and by the
proof, whether the proof narrowed anything, whether the true weight always stayed open (it
must), and the proof's CPU seconds. A summary line closes the run.

    PYTHONPATH=. python3 tools/might_proof_bench.py --games 3
"""

from __future__ import annotations

import argparse
import statistics
import time

from totemgame.games.totemic_might.ai import make_agent
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.known import known_domains
from totemgame.games.totemic_might.rules import new_game
from totemgame.games.totemic_might.view import MightView


def views(games: int, first_seed: int) -> list[tuple[MightView, list[int]]]:
    """Seat 0's view at the start of each round with facts, and the true weights."""
    out = []
    for seed in range(first_seed, first_seed + games):
        state = new_game(7, {}, seed)
        agents = [make_agent("medium", seed * 10 + s) for s in range(7)]
        last = -1
        while not state.is_over():
            view = state.view(0)
            if view.round != last and view.facts:
                last = view.round
                out.append((view, list(state.weights)))
            seat = state.to_move()[0]
            state.apply(seat, agents[seat].choose(state.view(seat), None))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cpus, narrower, quick_open, proven_open = [], 0, 0, 0
    sample = views(args.games, args.seed)
    for view, weights in sample:
        quick = Knowledge.from_view(view).domains()
        t0 = time.process_time()
        proven = known_domains(view)
        cpus.append(time.process_time() - t0)
        q, p = sum(len(d) for d in quick[:20]), sum(len(d) for d in proven[:20])
        assert all(weights[t] in proven[t] for t in range(20)), "a true weight was ruled out"
        quick_open, proven_open, narrower = quick_open + q, proven_open + p, narrower + (p < q)
        print(f"round {view.round:2d}: open {q:3d} -> {p:3d}  cpu {cpus[-1]:.3f} s", flush=True)
    cpus.sort()
    p95 = cpus[min(len(cpus) - 1, round(0.95 * (len(cpus) - 1)))]
    print(
        f"{len(sample)} views: the proof narrowed {narrower}; open weights {quick_open} -> "
        f"{proven_open}; the true weight always open; cpu median "
        f"{statistics.median(cpus):.3f} s, p95 {p95:.3f} s, max {cpus[-1]:.3f} s"
    )


if __name__ == "__main__":
    main()
