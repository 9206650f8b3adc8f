"""The Snake's ten hints A-J: true statements generated at game start from the real weights,
each with a balloon lift 11-20 set by how much it narrows the weights (rarer = larger lift).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.content import (
    N_SEASONS,
    N_SIGILS,
    column,
    content,
    row,
    totem_name,
)
from totemgame.games.totemic_might.facts import Allowed, Constraint, compare, holds_all, linear


@dataclass(frozen=True)
class Hint:
    letter: int
    text: str
    cons: tuple[Constraint, ...]
    lift: int


def _make(kind: str, w: list[int], rng: Rng) -> tuple[str, tuple[Constraint, ...]]:
    c = content()
    t = rng.randint(0, 19)
    if kind == "exact":
        return f"{totem_name(t)} weighs {w[t]}.", (Allowed(t, (w[t],)),)
    if kind == "heavier":
        a, b = rng.sample(range(20), 2)
        hi, lo = (a, b) if w[a] > w[b] else (b, a)
        return f"{totem_name(hi)} is heavier than {totem_name(lo)}.", (compare([hi], [lo], 1),)
    if kind == "row_sum":
        s = rng.randint(0, N_SEASONS - 1)
        total = sum(w[u] for u in row(s))
        return (
            f"The {c.seasons[s]} totems weigh {total} together.",
            (linear({u: 1 for u in row(s)}, total, total),),
        )
    if kind in ("column_heaviest", "column_lightest", "row_lightest"):
        if kind == "row_lightest":
            s = rng.randint(0, N_SEASONS - 1)
            group, where = row(s), f"the {c.seasons[s]} season"
        else:
            s = rng.randint(0, N_SIGILS - 1)
            group, where = column(s), f"the {c.sigils[s]} sigil"
        heavy = kind == "column_heaviest"
        best = max(group, key=lambda u: w[u]) if heavy else min(group, key=lambda u: w[u])
        sign = 1 if heavy else -1
        cons = tuple(compare([best], [u], sign) for u in group if u != best)
        word = "heaviest" if heavy else "lightest"
        return f"{totem_name(best)} is the {word} of {where}.", cons
    if kind == "above_ten":
        if w[t] > 10:
            return f"{totem_name(t)} weighs more than 10.", (Allowed(t, tuple(range(11, 21))),)
        return f"{totem_name(t)} weighs 10 or less.", (Allowed(t, tuple(range(1, 11))),)
    if kind == "parity":
        odd = w[t] % 2
        values = tuple(v for v in range(1, 21) if v % 2 == odd)
        return f"{totem_name(t)} weighs an {'odd' if odd else 'even'} number.", (
            Allowed(t, values),
        )
    raise ValueError(f"unknown hint kind {kind!r}")


def generate(weights: list[int], rng: Rng) -> tuple[Hint, ...]:
    """Ten true hints with lifts by informativeness (-log of the share of random weightings
    that satisfy the hint, measured on a fixed number of random permutations)."""
    c = content()
    kinds = list(c.hint_kinds)
    rng.shuffle(kinds)
    made = [_make(k, weights, rng) for k in kinds[:10]]
    probe = list(range(1, 21))
    samples = []
    for _ in range(c.hint_info_samples):
        rng.shuffle(probe)
        samples.append(tuple(probe))
    info = []
    for _, cons in made:
        hits = sum(1 for s in samples if holds_all(cons, s))
        info.append(-math.log((hits + 1) / (len(samples) + 1)))
    order = sorted(range(10), key=lambda i: (info[i], i))
    lo, hi = c.snake_lifts
    lifts = [0] * 10
    for rank, i in enumerate(order):
        lifts[i] = lo + round(rank * (hi - lo) / 9)
    return tuple(Hint(i, made[i][0], made[i][1], lifts[i]) for i in range(10))
