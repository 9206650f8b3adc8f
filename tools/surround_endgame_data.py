"""Totem Surround endgame test data: random endgames with their exact values, solved once.

Each position comes from a seeded game of random legal moves, stopped at the first totem move
with exactly N empty squares (kept when the mover has at least two totem destinations:
bench.random_endgame). The
endgame solver solves it with no node budget and no deadline, then tests every turn with a
null window: whether it is optimal (its exact value is the position's) and whether it keeps
the outcome (a win stays a win, a draw at least a draw). The test
(tests/games/totem_surround/test_surround_endgame.py) holds Hard to these. Lines are written
as they are solved (JSON lines), so a long run can be stopped and resumed with --append.

    PYTHONPATH=. python3 tools/surround_endgame_data.py --empty 12,14 --per 20 \\
        --out tests/games/totem_surround/data/endgames.jsonl
    PYTHONPATH=. python3 tools/surround_endgame_data.py --empty 16 --per 10 \\
        --max-nodes 20000000 --first-seed 2000 --out ... (and the lines appended)
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from totemgame.games.totem_surround.ai import DRAW_AT_LEAST, WIN_AT_LEAST
from totemgame.games.totem_surround.bench import random_endgame
from totemgame.games.totem_surround.endgame import Solver
from totemgame.games.totem_surround.rules import SurroundState
from totemgame.games.totem_surround.search import OutOfBudget, Position, Turn, turns


def solve(state: SurroundState, max_nodes: int) -> dict[str, Any]:
    """The position, its exact value, its optimal turns and the turns that keep its outcome
    (OutOfBudget past `max_nodes`)."""
    pos = Position(state.cells, state.totem, state.left, state.turn)
    solver = Solver(max_nodes)
    root = turns(pos)
    _, value = solver.solve(pos, root)

    def at_least(turn: Turn, threshold: int) -> bool:
        lo, hi = solver.bounds(turn)  # what the solve proved already, else one more test
        return lo >= threshold or (hi >= threshold and solver.at_least(pos, turn, threshold))

    optimal = [t for t in root if at_least(t, value)]
    threshold = WIN_AT_LEAST if value >= WIN_AT_LEAST else DRAW_AT_LEAST
    if value < DRAW_AT_LEAST:
        keeps = root
    else:
        keeps = [t for t in root if t in optimal or at_least(t, threshold)]
    return {
        "cells": state.cells,
        "totem": state.totem,
        "left": state.left,
        "seat": state.turn,
        "value": value,
        "optimal": [list(t) for t in optimal],
        "keeps": [list(t) for t in keeps],
        "turns": len(root),
        "nodes": solver.nodes,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--empty", default="12,14,16", help="empty-square counts, e.g. 12,14,16")
    ap.add_argument("--per", type=int, default=20, help="positions per count")
    ap.add_argument("--out", required=True, help="the JSON-lines file to write")
    ap.add_argument(
        "--max-nodes",
        type=int,
        default=1 << 62,
        help="skip (and name) a position whose solve needs more nodes than this",
    )
    ap.add_argument("--first-seed", type=int, default=0, help="the first game seed tried")
    ap.add_argument("--append", action="store_true", help="keep the file's lines, add the rest")
    args = ap.parse_args()
    done: dict[int, list[int]] = {}
    if args.append:
        with open(args.out, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                done.setdefault(row["empty"], []).append(row["seed"])
    with open(args.out, "a" if args.append else "w", encoding="utf-8") as out:
        for empty in (int(n) for n in args.empty.split(",")):
            have = done.get(empty, [])
            seed = max(have) + 1 if have else args.first_seed
            while len(have) < args.per:
                state = random_endgame(empty, seed)
                if state is not None:
                    t0 = time.perf_counter()
                    try:
                        row = {"empty": empty, "seed": seed, **solve(state, args.max_nodes)}
                    except OutOfBudget:
                        print(f"empty {empty} seed {seed}: skipped, over --max-nodes", flush=True)
                        seed += 1
                        continue
                    out.write(json.dumps(row, separators=(",", ":")) + "\n")
                    out.flush()
                    have.append(seed)
                    print(
                        f"empty {empty} seed {seed}: value {row['value']}, "
                        f"{len(row['optimal'])}/{row['turns']} optimal, {row['nodes']} nodes, "
                        f"{time.perf_counter() - t0:.1f} s",
                        flush=True,
                    )
                seed += 1


if __name__ == "__main__":
    main()
