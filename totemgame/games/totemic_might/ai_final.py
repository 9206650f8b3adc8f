"""AI for the final challenge: the three-pan arrangement that balances in the largest share of
sampled consistent worlds, found by local search over per-world pan sums.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from totemgame.engine.rng import Rng

Item = tuple[str, int]


def item_values(items: Sequence[Item], world: Sequence[int], size: int = 20) -> list[int]:
    """Each item's signed weight in `world` (balloons subtract their lift)."""
    return [-world[size + ref] if kind == "balloon" else world[ref] for kind, ref in items]


def partition(values: Sequence[int], rng: Rng, tries: int = 30) -> list[int]:
    """Pans 0-2 for `values` with the three sums as equal as possible (greedy + repair)."""
    n = len(values)
    best, best_gap = [i % 3 for i in range(n)], 10**9
    order = sorted(range(n), key=lambda i: -values[i])
    for attempt in range(tries):
        idx = order[:]
        if attempt:
            # a little shuffle of the greedy order gives different partitions
            for _ in range(4):
                a, b = rng.randint(0, n - 1), rng.randint(0, n - 1)
                idx[a], idx[b] = idx[b], idx[a]
        pans, sums = [0] * n, [0, 0, 0]
        for i in idx:
            p = min(range(3), key=lambda q: sums[q])
            pans[i] = p
            sums[p] += values[i]
        for _ in range(200):
            gap = max(sums) - min(sums)
            if gap <= 1:
                break
            h, lo = sums.index(max(sums)), sums.index(min(sums))
            need = gap // 2
            moved = False
            # move one item, or swap two, to shrink the gap between the extreme pans
            for i in range(n):
                if (
                    pans[i] == h
                    and 0 < values[i] <= need
                    or pans[i] == lo
                    and -need <= values[i] < 0
                ):
                    src, dst = pans[i], (lo if pans[i] == h else h)
                    sums[src] -= values[i]
                    sums[dst] += values[i]
                    pans[i] = dst
                    moved = True
                    break
            if not moved:
                for i in range(n):
                    if pans[i] != h:
                        continue
                    for j in range(n):
                        if pans[j] == lo and 0 < values[i] - values[j] <= need:
                            d = values[i] - values[j]
                            pans[i], pans[j] = lo, h
                            sums[h] -= d
                            sums[lo] += d
                            moved = True
                            break
                    if moved:
                        break
            if not moved:
                break
        gap = max(sums) - min(sums)
        if gap < best_gap:
            best, best_gap = pans[:], gap
            if gap <= 1:
                break
    return best


def merged_partition(vals: Sequence[Sequence[int]], rng: Rng) -> list[int]:
    """A partition that keeps together uncertain items whose sum is the same in every world
    (pairs, then triples), so their uncertainty cancels on one pan."""
    n = len(vals[0])
    varying = [i for i in range(n) if any(v[i] != vals[0][i] for v in vals)]
    groups: list[list[int]] = [[i] for i in range(n) if i not in varying]
    left = varying[:]
    rng.shuffle(left)
    while left:
        i = left.pop()
        mate = None
        for j in left:
            s0 = vals[0][i] + vals[0][j]
            if all(v[i] + v[j] == s0 for v in vals):
                mate = [j]
                break
        if mate is None:
            for a in range(len(left)):
                for b in range(a + 1, len(left)):
                    j, k = left[a], left[b]
                    s0 = vals[0][i] + vals[0][j] + vals[0][k]
                    if all(v[i] + v[j] + v[k] == s0 for v in vals):
                        mate = [j, k]
                        break
                if mate:
                    break
        for j in mate or []:
            left.remove(j)
        groups.append([i, *(mate or [])])
    gvals = [sum(vals[0][i] for i in g) for g in groups]
    gpans = partition(gvals, rng)
    pans = [0] * n
    for g, p in zip(groups, gpans, strict=True):
        for i in g:
            pans[i] = p
    return pans


def _count(sums: list[list[int]]) -> int:
    return sum(1 for s in sums if max(s) - min(s) <= 1)


def robust_arrangement(
    items: Sequence[Item],
    worlds: Sequence[Sequence[int]],
    rng: Rng,
    seeds: int = 6,
    passes: int = 3,
    size: int = 20,
    until: float | None = None,
) -> tuple[list[int], float]:
    """The arrangement balanced in the most `worlds` (and that share): partitions of a few
    sampled worlds, each improved by moving or swapping items while the count grows.
    `until` (time.monotonic()) stops the search early with the best arrangement so far."""
    vals = [item_values(items, w, size) for w in worlds]
    n = len(items)
    best: list[int] = [i % 3 for i in range(n)]
    best_count = -1
    for k in range(min(seeds, len(worlds))):
        if k and until is not None and time.monotonic() > until:
            break
        if k == 0:
            pans = merged_partition(vals, rng)
        else:
            pans = partition(vals[rng.randint(0, len(vals) - 1)], rng)
        sums = [[0, 0, 0] for _ in vals]
        for wi, v in enumerate(vals):
            s = sums[wi]
            for i in range(n):
                s[pans[i]] += v[i]
        count = _count(sums)
        for _ in range(passes):
            improved = False
            for i in range(n):
                if until is not None and time.monotonic() > until:
                    break
                for j in range(i + 1, n):
                    a, b = pans[i], pans[j]
                    if a == b:
                        continue
                    c = 0
                    for wi, v in enumerate(vals):
                        d = v[i] - v[j]
                        s = sums[wi]
                        x, y, z = s[0], s[1], s[2]
                        if a == 0:
                            x -= d
                        elif a == 1:
                            y -= d
                        else:
                            z -= d
                        if b == 0:
                            x += d
                        elif b == 1:
                            y += d
                        else:
                            z += d
                        if max(x, y, z) - min(x, y, z) <= 1:
                            c += 1
                    if c > count:
                        for wi, v in enumerate(vals):
                            d = v[i] - v[j]
                            sums[wi][a] -= d
                            sums[wi][b] += d
                        pans[i], pans[j] = b, a
                        count = c
                        improved = True
            if not improved or count == len(vals):
                break
        if count > best_count:
            best, best_count = pans[:], count
        if best_count == len(vals):
            break
    return best, best_count / max(1, len(vals))
