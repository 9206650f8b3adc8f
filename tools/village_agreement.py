"""Totem Village: how often Hard picks what its 8x self picks, with and without close calls.

Hard compares a few candidate moves on sampled worlds; `ai:hard@8` compares the same
candidates on 8x the worlds, so where the two disagree Hard was misled by too few worlds.
Positions are the searched decisions (spells, Youth's villager, who starves) of seeded
2-player games between Medium players, shuffled, the first N kept. Each Hard variant decides
every position once; the line says how many of its choices match the 8x reference, and its
CPU seconds.

    PYTHONPATH=. python3 tools/village_agreement.py --positions 60
"""

from __future__ import annotations

import argparse
import random
import time

from totemgame.engine.game import Action
from totemgame.games import get
from totemgame.games.totem_village import ai
from totemgame.games.totem_village.view import VillageView


def positions(count: int, seeds: tuple[int, ...] = (11, 12)) -> list[VillageView]:
    """Views of the seat deciding at searched decisions of Medium-vs-Medium games."""
    views: list[VillageView] = []
    for seed in seeds:
        state = get("totem-village").new_game(2, get("totem-village").spec.default_options(), seed)
        agents = [ai.make_agent("medium", seed * 10 + s) for s in range(2)]
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            legal = state.legal_actions(seat)
            if len(legal) > 1 and isinstance(legal[0], ai._SEARCHED):
                views.append(view)
            state.apply(seat, agents[seat].choose(view, None))
    random.Random(1).shuffle(views)
    return views[:count]


def choices(views: list[VillageView], extra: int, budget: float) -> list[Action]:
    """Hard's choice on each view, with close calls extended up to `extra` x more worlds."""
    saved = ai.CLOSE_CALL_EXTRA
    ai.CLOSE_CALL_EXTRA = extra
    try:
        return [ai.make_agent("hard", 500 + i, budget).choose(v, None) for i, v in enumerate(views)]
    finally:
        ai.CLOSE_CALL_EXTRA = saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    args = parser.parse_args()
    views = positions(args.positions)
    start = time.process_time()
    reference = choices(views, 0, 8.0)
    print(f"reference ai:hard@8 (no extension): {time.process_time() - start:.1f} s CPU")
    for label, extra in (("Hard, no close-call extension", 0), ("Hard", ai.CLOSE_CALL_EXTRA)):
        start = time.process_time()
        got = choices(views, extra, 1.0)
        same = sum(a == b for a, b in zip(got, reference, strict=True))
        spent = time.process_time() - start
        print(f"{label}: {same} of {len(views)} as the reference, {spent:.1f} s CPU")


if __name__ == "__main__":
    main()
