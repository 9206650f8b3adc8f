"""What a final pan can weigh from what the player knows: a range per piece (the deduction
engine's possible weights; a balloon's possible lifts), summed per pan, and the weight every
pan must reach. Pure functions: the final screen draws what these return."""

from __future__ import annotations

from collections.abc import Sequence

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


def pan_range(
    items: Sequence[tuple[str, int]], pans: Sequence[int], pan: int, ranges: Sequence[Range]
) -> Range:
    """The least and most pan `pan` can weigh. The copies are 20 distinct totems weighing
    1..20 in all: k of them weigh at least 1+..+k, and 210 minus what all the others weigh."""
    lo = hi = 0
    mine_lo = mine_hi = rest_lo = rest_hi = 0
    k = others = 0
    for (kind, _), p, (a, b) in zip(items, pans, ranges, strict=True):
        if kind != "copy":
            if p == pan:
                lo, hi = lo + a, hi + b
        elif p == pan:
            mine_lo, mine_hi, k = mine_lo + a, mine_hi + b, k + 1
        else:
            rest_lo, rest_hi, others = rest_lo + a, rest_hi + b, others + 1
    if k:
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
