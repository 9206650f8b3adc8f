"""Totem Village: how well Hard's reading of face-down tokens (beliefs.py) guesses them.

Plays AI-vs-AI games at 2 players and, at every decision, reads each face-down token of the
other seat as the deciding seat would; then scores each reading of SHARPNESS and DOUBT by
the geometric mean of the probability it gave the token's true spell (drawing alike: 10%).
The constants in beliefs.py are the best pair of the grid on the default run.

    PYTHONPATH=. python3 tools/village_beliefs_fit.py --games 14 --agent medium@4
"""

from __future__ import annotations

import argparse
import math

from totemgame.games.totem_village import beliefs
from totemgame.games.totem_village.ai import make_agent
from totemgame.games.totem_village.beliefs import reading, spell_worths
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.rules import new_game

Row = tuple[dict[Spell, list[float]], int, Spell]  # spell -> worth on each hut, hut, truth


def collect(games: int, agent: str) -> list[Row]:
    """One row per face-down token per seat that saw it (once per round)."""
    level, _, budget = agent.partition("@")
    rows: list[Row] = []
    for seed in range(1, games + 1):
        s = new_game(2, {}, seed)
        agents = [make_agent(level, seed * 3 + i, float(budget or 1)) for i in (1, 2)]
        seen: set[tuple[int, int, int]] = set()
        while not s.over and s.round < 40:
            seat = s.to_move()[0]
            view = s.view(seat)
            for i, (caster, spell, hut, _up) in enumerate(view.tokens):
                if (
                    spell is not None
                    or hut < 0
                    or view.mine(caster)
                    or (view.round, i, seat) in seen
                ):
                    continue
                seen.add((view.round, i, seat))
                rows.append((spell_worths(view, caster), hut, s.tokens[i][1]))
            s.apply(seat, agents[seat].choose(view))
    return rows


def score(rows: list[Row], sharpness: float, doubt: float) -> float:
    """The geometric mean of the belief in the true spell."""
    total = sum(math.log(reading(w, hut, sharpness, doubt)[truth]) for w, hut, truth in rows)
    return math.exp(total / len(rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=14)
    parser.add_argument("--agent", default="medium@4", help="both seats, e.g. medium@4, hard")
    args = parser.parse_args()
    rows = collect(args.games, args.agent)
    print(f"{len(rows)} face-down tokens; drawn alike: {score(rows, 0.0, 1.0):.3f}")
    best = max(
        ((score(rows, a, d), a, d) for a in (0.5, 1.0, 2.0, 3.0, 5.0) for d in (0.15, 0.25, 0.5)),
    )
    print(f"best: {best[0]:.3f} at SHARPNESS {best[1]}, DOUBT {best[2]}")
    now = score(rows, beliefs.SHARPNESS, beliefs.DOUBT)
    print(f"beliefs.py ({beliefs.SHARPNESS}, {beliefs.DOUBT}): {now:.3f}")


if __name__ == "__main__":
    main()
