"""Time the post-game review of whole games, per title, at the default budget (the Hard AI's
own iterations and node budgets, no clock), as the app's worker runs it: one decision after
another in one process.

    python tools/review_bench.py [--game ID ...] [--games N] [--seed S] [--json]

Each game is seat 0 (Medium, standing in for a player) against Easy, played from seed S, S+1...;
its review judges every decision of seat 0. Prints per game the decisions, the seconds and the
marks, then per title the median and the slowest; the load average and the process's CPU
seconds are printed too, because on a shared machine the wall-clock seconds depend on the load
(the CPU seconds are what the review costs on an idle core).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from totemgame import games  # noqa: E402
from totemgame.engine.record import GameRecord, SeatInfo  # noqa: E402
from totemgame.review.walk import review_game  # noqa: E402


def played_game(game_id: str, seed: int) -> GameRecord:
    """Seat 0 Medium (marked human: the reviewed seat) against Easy, to the end."""
    module = games.get(game_id)
    n = module.spec.min_players
    seats = [SeatInfo("human", "P0")] + [SeatInfo("ai:easy", f"P{i}") for i in range(1, n)]
    record = GameRecord(game_id, {}, seats, seed=seed, salt=f"{seed:032x}")  # the same marks again
    state = module.new_game(n, module.spec.validate_options({}), seed)
    agents = [module.make_agent("medium" if i == 0 else "easy", seed * 7 + i) for i in range(n)]
    while not state.is_over():
        seat = state.to_move()[0]
        action = agents[seat].choose(state.view(seat), None)
        state.apply(seat, action)
        record.actions.append((seat, action.to_json()))
    record.finished = True
    return record


def main() -> int:
    reviewed = [g for g in games.ids() if games.get(g).review_values is not None]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=reviewed)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = []
    for game_id in args.game or reviewed:
        seconds, cpus = [], []
        for k in range(args.games):
            record = played_game(game_id, args.seed + k)
            load = os.getloadavg()[0]
            began, cpu = time.perf_counter(), time.process_time()
            review = review_game(record, 0)
            took, cpu = time.perf_counter() - began, time.process_time() - cpu
            seconds.append(took)
            cpus.append(cpu)
            marks = Counter(m.mark.value if m.mark else "none" for m in review.moves)
            line = {
                "game": game_id,
                "seed": args.seed + k,
                "plies": len(record.actions),
                "decisions": len(review.moves),
                "seconds": round(took, 1),
                "cpu_seconds": round(cpu, 1),
                "per_decision": round(took / max(1, len(review.moves)), 2),
                "load": round(load, 1),
                "marks": dict(marks),
            }
            print(json.dumps(line) if args.json else line, flush=True)
        summary = {
            "game": game_id,
            "games": args.games,
            "median_s": round(statistics.median(seconds), 1),
            "max_s": round(max(seconds), 1),
            "median_cpu_s": round(statistics.median(cpus), 1),
            "max_cpu_s": round(max(cpus), 1),
        }
        out.append(summary)
        print(json.dumps(summary) if args.json else summary, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
