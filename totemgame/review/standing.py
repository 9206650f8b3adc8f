"""A seat's standing among the others as a share (0..1): the review's measure for the games
whose AI judges places rather than a chance to win (Totemix, Totem Village). No pygame.

Standing 1 is first alone, 0 last alone: the share of the other seats this seat is ahead of,
a tie counting half. Averaged over sampled worlds it is the seat's expected place put on the
review's 0..1 scale: with two players, the chance to be ahead.
"""

from __future__ import annotations

from collections.abc import Sequence


def standing(values: Sequence[float], seat: int) -> float:
    """`seat`'s standing among `values` (each seat's worth by the game's measure, higher is
    better): the share of the others it beats, ties counting half."""
    others = [v for s, v in enumerate(values) if s != seat]
    if not others:
        return 1.0
    mine = values[seat]
    won = sum(1.0 if mine > v else 0.5 if mine == v else 0.0 for v in others)
    return won / len(others)


def mean(values: Sequence[float]) -> float | None:
    """The average, None for no values (nothing could be judged)."""
    return sum(values) / len(values) if values else None
