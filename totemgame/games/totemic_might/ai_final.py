"""AI for the final challenge: the three-pan arrangement that balances in the largest share of
sampled consistent worlds, found by local search over per-world pan sums (moving one piece to
another pan, or swapping two) from a few starting partitions: whole groups of known total
(final_groups.py), pieces whose sum is the same in every world, and single worlds' partitions.

A search from single worlds alone overfits the sampled worlds: on the tutorial's final it found
layouts balanced in 10 and 2 of the pans' measure's 300 worlds (seeds 0 and 1), where the
groups the learner knows balance in all 300.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from totemgame.engine.rng import Rng

Item = tuple[str, int]
# The search's work: moves tried per world, starting partition and pass (a budget, not a clock:
# the Hint, thinking without one, gives the same layout for the same position). On the 36
# first final views of 3-Hard games (seeds 1-12) Hard's layouts measured a mean share of 58.7%
# of the pans' worlds and balanced at the first attempt in 19 (before this search: 58.0%, 19);
# twice the work, 59.5% and 18.
MOVES = 60


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


def group_partition(
    vals: Sequence[Sequence[int]], groups: Sequence[Sequence[int]], rest: Sequence[int], rng: Rng
) -> list[int]:
    """A partition of whole groups of known total (known.py's facts: final_groups.py); the
    leftover pieces go together when their total is the same in every world, else one by one
    at their mean weight."""
    n = len(vals[0])
    units = [list(g) for g in groups]
    if rest:
        total = sum(vals[0][i] for i in rest)
        if all(sum(v[i] for i in rest) == total for v in vals):
            units.append(list(rest))
        else:
            units += [[i] for i in rest]
    weights = [round(sum(sum(v[i] for i in u) for v in vals) / len(vals)) for u in units]
    upans = partition(weights, rng)
    pans = [0] * n
    for u, p in zip(units, upans, strict=True):
        for i in u:
            pans[i] = p
    return pans


def _score(x: Sequence[int], y: Sequence[int], z: Sequence[int]) -> tuple[int, int]:
    """(worlds balanced, total spread between the heaviest and lightest pan) over the worlds."""
    count = spread = 0
    for p, q, r in zip(x, y, z, strict=True):
        gap = max(p, q, r) - min(p, q, r)
        if gap <= 1:
            count += 1
        spread += gap
    return count, spread


def _try(
    sums: Sequence[Sequence[int]],
    a: int,
    b: int,
    gain: Sequence[int],
    loss: Sequence[int],
    best: tuple[int, int],
) -> tuple[int, int] | None:
    """The score of moving `gain` less `loss` (per world) from pan a to pan b, if better than
    `best`; None as soon as too many worlds are off balance to beat it."""
    limit = len(gain) - best[0]  # worlds that may stay off balance
    miss = spread = 0
    for x, y, z, g, h in zip(sums[a], sums[b], sums[3 - a - b], gain, loss, strict=True):
        x -= g - h
        y += g - h
        gap = max(x, y, z) - min(x, y, z)
        spread += gap
        if gap > 1:
            miss += 1
            if miss > limit:
                return None
    count = len(gain) - miss
    return (count, spread) if count > best[0] or spread < best[1] else None


def climb(
    pans: list[int],
    vals: Sequence[Sequence[int]],
    passes: int,
    until: float | None = None,
    work: list[int] | None = None,
) -> int:
    """Improve `pans` in place by moving one piece to another pan or swapping two pieces of
    different pans while the worlds balanced grow (or stay and the pans' spread shrinks).
    `work`: [moves x worlds] still allowed, shared by the calls (a budget that does not hang on
    the machine's speed); `until` (time.monotonic()) stops early too. Returns the worlds
    balanced."""
    n = len(pans)
    cols = [[v[i] for v in vals] for i in range(n)]
    zero = [0] * len(vals)
    sums = [[0] * len(vals) for _ in range(3)]
    for i in range(n):
        s = sums[pans[i]]
        for w, x in enumerate(cols[i]):
            s[w] += x
    best = _score(*sums)
    for _ in range(passes):
        improved = False
        for i in range(n):
            if until is not None and time.monotonic() > until or work and work[0] <= 0:
                return best[0]
            a = pans[i]
            # (destination pan, partner piece or -1): a move, or a swap with the partner
            moves = [(b, -1) for b in range(3) if b != a]
            moves += [(pans[j], j) for j in range(i + 1, n) if pans[j] != a]
            if work:
                work[0] -= len(moves) * len(vals)
            for b, j in moves:
                loss = cols[j] if j >= 0 else zero
                score = _try(sums, a, b, cols[i], loss, best)
                if score is not None:
                    best = score
                    sums[a] = [x - g + h for x, g, h in zip(sums[a], cols[i], loss, strict=True)]
                    sums[b] = [x + g - h for x, g, h in zip(sums[b], cols[i], loss, strict=True)]
                    pans[i] = b
                    if j >= 0:
                        pans[j] = a
                    improved = True
                    break
        if not improved or best[0] == len(vals):
            break
    return best[0]


def robust_arrangement(
    items: Sequence[Item],
    worlds: Sequence[Sequence[int]],
    rng: Rng,
    seeds: int = 6,
    passes: int = 3,
    size: int = 20,
    until: float | None = None,
    groups: tuple[Sequence[Sequence[int]], Sequence[int]] | None = None,
    work: int | None = None,
) -> tuple[list[int], float]:
    """The arrangement balanced in the most `worlds` (and that share): a partition of the
    groups whose totals are known (`groups`: final_groups.known_groups), then partitions of
    a few sampled worlds, each improved by moving or swapping pieces (climb).
    `until` (time.monotonic()) stops the search early with the best arrangement so far;
    `work` bounds it: moves tried times worlds (default: MOVES per world, start and pass)."""
    vals = [item_values(items, w, size) for w in worlds]
    n = len(items)
    best: list[int] = [i % 3 for i in range(n)]
    best_count = -1
    left = [MOVES * len(vals) * max(1, seeds) * max(1, passes) if work is None else work]
    if not vals:
        return best, 0.0
    starts = 0 if groups is None else 1
    for k in range(starts + min(seeds, len(worlds))):
        if k and (until is not None and time.monotonic() > until or left[0] <= 0):
            break
        if k < starts and groups is not None:
            pans = group_partition(vals, groups[0], groups[1], rng)
        elif k == starts:
            pans = merged_partition(vals, rng)
        else:
            pans = partition(vals[rng.randint(0, len(vals) - 1)], rng)
        count = climb(pans, vals, passes, until, left)
        if count > best_count:
            best, best_count = pans[:], count
        if best_count == len(vals):
            break
    return best, best_count / len(vals)
