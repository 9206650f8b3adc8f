"""Medium's bids: what each series' items are worth to this seat, turned into chips with noise.

A series is worth its best item to this seat (the same values the seat's preference order uses:
how many bits the trial copy would teach over its sampled worlds, a copy of a totem it already
holds counting less, the garnet more when short of a Fox), plus a little of the second best (the
item it gets when outbid). The bid grows with that worth, is shaken by noise of about one chip
either way, and is paced by the chips left, so no fixed bid wins the first pick every round.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.content import content

CHIPS_PER_BIT = 0.6  # a series led by a fully unknown totem (~5 bits of worth): about 4 chips
SECOND_SHARE = 0.25  # the item taken when outbid still counts a little
NOISE = 1.5  # half-width of the noise, in chips (sum of two uniforms: a triangle)
PACE = 10  # never spend more in a round than chips left / PACE (but at least 2)


def series_worth(values: Sequence[float]) -> float:
    """A series' worth from its items' values: the best one, plus a share of the second."""
    top = sorted(values, reverse=True)
    return top[0] + SECOND_SHARE * (top[1] if len(top) > 1 else 0.0)


def worth_bids(worths: tuple[float, float], chips: int, rng: Rng) -> tuple[int, int]:
    """Bids for series A and B from their worths, noisy, within the seat's chips and the round's
    cap (1-10 each, at most 15 in total, at most about a PACE-th of the chips left)."""
    c = content()
    bids = []
    for worth in worths:
        noise = (rng.random() + rng.random() - 1.0) * NOISE
        bids.append(max(1, min(c.max_bid, round(1 + CHIPS_PER_BIT * worth + noise))))
    a, b = bids
    total = min(c.max_bid_total, chips, max(2, chips // PACE))
    if chips < 2:
        return min(1, chips), 0
    while a + b > total:
        if a > b or (a == b and worths[0] < worths[1]):
            a -= 1
        else:
            b -= 1
    return a, b
