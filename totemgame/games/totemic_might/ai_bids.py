"""The AIs' bids. Chips count for nothing once the final comes, and it comes once three players
are down to 15 chips: a player who wants the game to end spends them. Each AI spreads what it
holds above 15 evenly over the rounds up to its aim (the short game: two thirds as many), the
more on the series worth more to it:

- a series is worth its best item to this seat (the same values its preference order uses:
  how many bits the trial copy would teach over its sampled worlds, a copy of a totem it already
  holds counting less, the garnet more when short of a Fox), plus a little of the second best
  (the item it gets when outbid);
- Hard splits its round's chips by those worths; Medium shakes the total and the worths by
  about a chip or two, so no fixed bid wins the first pick every round; Easy shakes the total
  more and splits it at random.

Every round weighed teaches, and the final needs it (tables of 3 seats of one level, seeds from
1): Hard seats aiming at round 12 (13 rounds) failed all six attempts at the final in 28 of 36
seat-games, at 16 (17 rounds) in 14 of 36, at 20 (21 rounds) in 7 of 36, at 22 (23 rounds) in
4 of 60; bidding 2 and 2 as Hard did before (28 rounds), in none of 60, but the Hint told the
player to bid 2 and 2 too, and a player who followed it held every game back. Medium, which
spent at most a tenth of its chips a round (24 rounds at 3 seats, 26 at 7), balanced at the
first attempt in 30 of 60 seat-games; aiming at 20 (22 rounds) in 16 of 60, at 23 (25 rounds)
in 27 of 60. Easy, which learns little, fails most finals however long the game.

The default table, seven Medium seats (seeds 1-16), now plays 22 rounds (it played 24 to 28,
median 25.5), and its Medium seats balance at the first attempt in 50 of 112 seat-games (75 of
112 before): a shorter game is a harder final. Hard's pace stays even: a ramp (a little in the
first rounds, more in the last, in proportion to the round) ends the game in the same round,
since the aim decides it, and it made the Hint's pace misleading (bidding 1 and 1 in round 1,
the Hint would say "at 2 a round you are down to 15 chips after round 53").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.content import content

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

# The round by which each level aims to be down to the final's 15 chips: Easy, which learns
# little, sooner; Medium and Hard, whose finals need the weighings, later.
AIM_ROUND = {"easy": 14, "medium": 21, "hard": 22}
# The short game (half the chips, six weighings a round) aims at two thirds of those rounds:
# aiming at half, seven Medium seats played 11 rounds and 40 of 56 seat-finals failed six
# times (main, bidding a tenth of its chips: 17 rounds, 11 of 56); at two thirds, 15 rounds and
# 16 of 56 (seeds 1-8, `simulate --seats ai:medium x7 --option short=true`).
SHORT_AIM = 2 / 3
CHIPS_PER_BIT = 0.6  # Medium: a series led by a fully unknown totem (~5 bits) is worth ~4 chips
SECOND_SHARE = 0.25  # the item taken when outbid still counts a little
NOISE = 1.5  # Medium: half-width of the noise on each series, in chips (a triangle)
TOTAL_NOISE = {"medium": 2, "easy": 3}  # half-width of the noise on the round's total
# The series worth more draws most of the round's chips (split by the cubes of the worths): an
# even-handed split let a fixed bid of 4 on A take the first pick from Medium every round.
SPLIT_POWER = 3
HUNGRY_BIDS = (1, 1)  # the least: a seat short of spirit totems aims at a round with no copy


def series_worth(values: Sequence[float]) -> float:
    """A series' worth from its items' values: the best one, plus a share of the second."""
    top = sorted(values, reverse=True)
    return top[0] + SECOND_SHARE * (top[1] if len(top) > 1 else 0.0)


def paced_total(view: MightView, aim: int, rng: Rng | None = None, noise: int = 0) -> int:
    """The chips to bid this round in all: what is left above the final's 15, spread over the
    rounds up to round `aim` (shaken by up to `noise` either way), at least the least bid,
    within the round's cap and the chips left."""
    c = content()
    chips = view.chips[view.seat] if view.seat is not None else 0
    if view.weighings == c.short_weighings:  # the short game: half the chips, 2/3 the rounds
        aim = round(aim * SHORT_AIM)
    rounds = max(1, aim - view.round + 1)
    total = -(-max(0, chips - c.trigger_chips) // rounds)
    total += rng.randint(-noise, noise) if rng is not None and noise else 0
    return max(0, min(max(2, total), c.max_bid_total, chips))


def split_bids(total: int, worths: tuple[float, float]) -> tuple[int, int]:
    """`total` chips over series A and B, most to the series worth more (an even split when
    neither is worth anything), each bid 1-10; under 2 chips, what there is on A."""
    if total < 2:
        return total, 0
    cap = content().max_bid
    wa, wb = (max(0.0, w) ** SPLIT_POWER for w in worths)
    share = 0.5 if wa + wb <= 0 else wa / (wa + wb)
    a = max(1, min(cap, total - 1, round(total * share)))
    b = min(cap, total - a)
    return total - b, b


def hard_bids(view: MightView, worths: tuple[float, float]) -> tuple[int, int]:
    """Hard: the paced total, split by worth."""
    return split_bids(paced_total(view, AIM_ROUND["hard"]), worths)


def worth_bids(view: MightView, worths: tuple[float, float], rng: Rng) -> tuple[int, int]:
    """Medium: the paced total, shaken, split by worths shaken by noise (so the split varies
    from seat to seat and round to round)."""
    shaken = []
    for worth in worths:
        noise = (rng.random() + rng.random() - 1.0) * NOISE
        shaken.append(max(0.5, 1 + CHIPS_PER_BIT * worth + noise))
    total = paced_total(view, AIM_ROUND["medium"], rng, TOTAL_NOISE["medium"])
    return split_bids(total, (shaken[0], shaken[1]))


def noisy_bids(view: MightView, rng: Rng) -> tuple[int, int]:
    """Easy: the paced total, shaken more, split at random."""
    total = paced_total(view, AIM_ROUND["easy"], rng, TOTAL_NOISE["easy"])
    return split_bids(total, (rng.random(), rng.random()))
