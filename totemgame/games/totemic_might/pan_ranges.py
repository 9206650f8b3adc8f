"""What a final pan can weigh from what the player knows: a range per piece (the deduction
engine's possible weights; a balloon's possible lifts), summed per pan, and the weight every
pan must reach. Pure functions: the final screen draws what these return."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totemic_might.facts import N_VARS, Fact, Linear

Range = tuple[int, int]
COPIES_TOTAL = sum(range(1, 21))  # one copy of every totem: the weights 1..20, whatever they are


def piece_ranges(
    items: Sequence[tuple[str, int]],
    domains: Sequence[frozenset[int]] | None,
    lifts: Sequence[int] = (),
) -> list[Range]:
    """Per final item, the least and most it can add to a pan (a balloon subtracts its lift).
    `domains` is Knowledge.domains(): 20 totems, then the viewer's balloons."""
    out = []
    for kind, ref in items:
        if kind == "balloon":
            known = lifts[ref] if ref < len(lifts) else 0
            dom = {known} if known else _dom(domains, 20 + ref, (1, 5))
            out.append((-max(dom), -min(dom)))
        else:
            dom = _dom(domains, ref, (1, 20))
            out.append((min(dom), max(dom)))
    return out


def _dom(
    domains: Sequence[frozenset[int]] | None, i: int, default: Range
) -> set[int] | frozenset[int]:
    if domains is not None and i < len(domains) and domains[i]:
        return domains[i]
    return set(default)


Sum = tuple[frozenset[int], int, int]  # totems whose total weight is known to lie in lo..hi


def known_sums(facts: Sequence[Fact]) -> list[Sum]:
    """The facts that bound a plain sum of totems (a Fox's total, a Bear's band, a season's
    sum from a hint), as (totems, least, most)."""
    out = []
    for fact in facts:
        for c in fact.cons:
            if isinstance(c, Linear) and all(k == 1 and v < N_VARS for v, k in c.terms):
                out.append((frozenset(v for v, _ in c.terms), c.lo, c.hi))
    return out


def _copies_range(copies: dict[int, Range], sums: Sequence[Sum]) -> Range:
    """The least and most a set of copies (totem -> its own range) weighs: each known sum
    whose totems all lie in the set bounds them together (disjoint sums, tightest first)."""
    lo = hi = 0
    left = dict(copies)
    for totems, s_lo, s_hi in sorted(sums, key=lambda s: s[2] - s[1]):
        if totems <= left.keys():
            own_lo = sum(left[t][0] for t in totems)
            own_hi = sum(left[t][1] for t in totems)
            lo, hi = lo + max(s_lo, own_lo), hi + min(s_hi, own_hi)
            for t in totems:
                del left[t]
    return lo + sum(a for a, _ in left.values()), hi + sum(b for _, b in left.values())


def pan_range(
    items: Sequence[tuple[str, int]],
    pans: Sequence[int],
    pan: int,
    ranges: Sequence[Range],
    sums: Sequence[Sum] = (),
) -> Range:
    """The least and most pan `pan` can weigh. The copies are 20 distinct totems weighing
    1..20 in all: k of them weigh at least 1+..+k, and 210 minus what all the others weigh;
    a known sum of totems whose copies all lie on one side bounds them together."""
    lo = hi = 0
    mine: dict[int, Range] = {}
    rest: dict[int, Range] = {}
    for (kind, ref), p, (a, b) in zip(items, pans, ranges, strict=True):
        if kind != "copy":
            if p == pan:
                lo, hi = lo + a, hi + b
        else:
            (mine if p == pan else rest)[ref] = (a, b)
    k, others = len(mine), len(rest)
    if not k:
        return lo, hi
    mine_lo, mine_hi = _copies_range(mine, sums)
    rest_lo, rest_hi = _copies_range(rest, sums)
    mine_lo = max(mine_lo, COPIES_TOTAL - rest_hi, k * (k + 1) // 2)
    mine_hi = min(mine_hi, COPIES_TOTAL - rest_lo, COPIES_TOTAL - others * (others + 1) // 2)
    return lo + mine_lo, hi + mine_hi


def target_range(items: Sequence[tuple[str, int]], ranges: Sequence[Range]) -> Range:
    """The least and most each pan must weigh once everything is on the pans (a third of the
    total; when the total is not a multiple of 3 the pans may differ by 1)."""
    lo = hi = COPIES_TOTAL
    for (kind, _), (a, b) in zip(items, ranges, strict=True):
        if kind != "copy":
            lo, hi = lo + a, hi + b
    return lo // 3, -(-hi // 3)


def within_shown(quick: list[Range], asked: object, key: object, shown: list[Range]) -> list[Range]:
    """The quick pan ranges, within those shown (`key`, `shown`) for the same arrangement
    before the newest answer: a failed attempt never widens a pan's range while its proof
    runs (the proof itself never widens one: known.py)."""
    if not (isinstance(key, tuple) and isinstance(asked, tuple)) or len(shown) != len(quick):
        return quick
    if key[:2] != asked[:2] or key[2] > asked[2]:
        return quick
    out = [(max(a, c), min(b, d)) for (a, b), (c, d) in zip(quick, shown, strict=True)]
    return out if all(lo <= hi for lo, hi in out) else quick
