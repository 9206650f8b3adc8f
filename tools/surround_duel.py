"""Totem Surround: Hard against Hard with other MCTS iterations or solver budgets.

`arena --b ai:hard@0.5` scales everything Hard counts; this duel scales the two apart, to see
what more playouts buy with the same endgame solver (or the other way round). Game i is
seeded SEED + i, A moves first in even games; each line is one game (A's result: 1 a win,
0.5 a tie, 0 a loss), the last line the total.

    PYTHONPATH=. python3 tools/surround_duel.py --a 10000 --b 5000 --games 30 --seed 400
"""

from __future__ import annotations

import argparse
import json

from totemgame.games.totem_surround.ai import HybridAgent
from totemgame.games.totem_surround.rules import new_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=int, required=True, help="A's MCTS iterations")
    parser.add_argument("--b", type=int, required=True, help="B's MCTS iterations")
    parser.add_argument("--a-solver", type=float, default=1.0, help="A's solver node factor")
    parser.add_argument("--b-solver", type=float, default=1.0, help="B's solver node factor")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=400)
    args = parser.parse_args()
    total = 0.0
    for g in range(args.games):
        seed, a_seat = args.seed + g, g % 2
        agents = {
            a_seat: HybridAgent(seed * 7 + 1, args.a, args.a_solver),
            1 - a_seat: HybridAgent(seed * 7 + 2, args.b, args.b_solver),
        }
        state = new_game(2, {}, seed)
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, agents[seat].choose(state.view(seat), None))
        ranks = state.result().ranks
        a = (
            1.0
            if ranks[a_seat] < ranks[1 - a_seat]
            else 0.0
            if ranks[a_seat] > ranks[1 - a_seat]
            else 0.5
        )
        total += a
        print(json.dumps({"game": g, "seed": seed, "a_seat": a_seat, "a": a}), flush=True)
    print(json.dumps({"a_score": total, "games": args.games}))


if __name__ == "__main__":
    main()
