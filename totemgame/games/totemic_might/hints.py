"""The Snake's ten hints A-J: true statements generated at game start from the real weights,
each with a balloon lift 11-20 set by how much it narrows the weights (rarer = larger lift),
measured exactly as the share of all weightings that satisfy it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.content import (
    N_SEASONS,
    N_SIGILS,
    column,
    content,
    row,
)
from totemgame.games.totemic_might.facts import (
    Allowed,
    Constraint,
    Saying,
    compare,
    linear,
    saying,
)
from totemgame.i18n import N_


@dataclass(frozen=True)
class Hint:
    letter: int
    text: Saying
    cons: tuple[Constraint, ...]
    lift: int
    share: float  # the share of all weightings the hint allows (smaller = more informative)


@cache
def _subsets_with_sum(size: int, total: int, largest: int = 20) -> int:
    """How many sets of `size` distinct weights from 1..`largest` add up to `total`."""
    if size == 0:
        return int(total == 0)
    if largest < size or total <= 0:
        return 0
    return _subsets_with_sum(size, total, largest - 1) + _subsets_with_sum(
        size - 1, total - largest, largest - 1
    )


def _make(kind: str, w: list[int], rng: Rng) -> tuple[Saying, tuple[Constraint, ...], float]:
    """A true hint of `kind`: its sentence, its constraints, and the exact share of all weightings
    (permutations of 1-20) for which it holds: the smaller the share, the more it tells."""
    t = rng.randint(0, 19)
    if kind == "exact":
        return saying(N_("{totem} weighs {n}."), totem=t, n=w[t]), (Allowed(t, (w[t],)),), 1 / 20
    if kind == "heavier":
        a, b = rng.sample(range(20), 2)
        hi, lo = (a, b) if w[a] > w[b] else (b, a)
        said = saying(N_("{totem} is heavier than {other}."), totem=hi, other=lo)
        return said, (compare([hi], [lo], 1),), 1 / 2
    if kind == "row_sum":
        s = rng.randint(0, N_SEASONS - 1)
        total = sum(w[u] for u in row(s))
        size = len(row(s))
        return (
            saying(N_("The {season} totems weigh {n} together."), season=s, n=total),
            (linear({u: 1 for u in row(s)}, total, total),),
            _subsets_with_sum(size, total) / math.comb(20, size),
        )
    if kind in ("column_heaviest", "column_lightest", "row_lightest"):
        heavy = kind == "column_heaviest"
        if kind == "row_lightest":
            s = rng.randint(0, N_SEASONS - 1)
            group, key = row(s), N_("{totem} is the lightest of the {season} season.")
            where = "season"
        else:
            s = rng.randint(0, N_SIGILS - 1)
            group, where = column(s), "sigil"
            key = (
                N_("{totem} is the heaviest of the {sigil} sigil.")
                if heavy
                else N_("{totem} is the lightest of the {sigil} sigil.")
            )
        best = max(group, key=lambda u: w[u]) if heavy else min(group, key=lambda u: w[u])
        sign = 1 if heavy else -1
        cons = tuple(compare([best], [u], sign) for u in group if u != best)
        return saying(key, totem=best, **{where: s}), cons, 1 / len(group)
    if kind == "above_ten":
        if w[t] > 10:
            key, values = N_("{totem} weighs more than 10."), tuple(range(11, 21))
        else:
            key, values = N_("{totem} weighs 10 or less."), tuple(range(1, 11))
        return saying(key, totem=t), (Allowed(t, values),), 1 / 2
    if kind == "parity":
        odd = w[t] % 2
        values = tuple(v for v in range(1, 21) if v % 2 == odd)
        key = N_("{totem} weighs an odd number.") if odd else N_("{totem} weighs an even number.")
        return saying(key, totem=t), (Allowed(t, values),), 1 / 2
    raise ValueError(f"unknown hint kind {kind!r}")


def generate(weights: list[int], rng: Rng) -> tuple[Hint, ...]:
    """Ten true hints with lifts by informativeness: ranked by the exact share of weightings
    they allow (rarer = larger lift), equally informative hints getting the same lift."""
    c = content()
    kinds = list(c.hint_kinds)
    rng.shuffle(kinds)
    made = [_make(k, weights, rng) for k in kinds[:10]]
    share = [round(m[2], 12) for m in made]
    order = sorted(range(10), key=lambda i: (-share[i], i))
    lo, hi = c.snake_lifts
    lifts = [0] * 10
    for i in range(10):
        ranks = [r for r, j in enumerate(order) if share[j] == share[i]]
        lifts[i] = lo + round(sum(ranks) / len(ranks) * (hi - lo) / 9)
    return tuple(Hint(i, *made[i][:2], lifts[i], made[i][2]) for i in range(10))
