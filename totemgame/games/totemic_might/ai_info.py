"""AI information measures over sampled worlds: the entropy of a weighing's answer, the
uncertainty of each totem, the most informative wager sets."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

from totemgame.games.totemic_might.actions import TRIAL, Weigh
from totemgame.games.totemic_might.content import season, sigil

World = Sequence[int]


def entropy(counts: Sequence[int]) -> float:
    total = sum(counts)
    if not total:
        return 0.0
    return -sum(c / total * math.log2(c / total) for c in counts if c)


def totem_entropy(worlds: Sequence[World], t: int) -> float:
    counts: dict[int, int] = {}
    for w in worlds:
        counts[w[t]] = counts.get(w[t], 0) + 1
    return entropy(list(counts.values()))


def weighing_candidates(
    spirits: Sequence[int],
    trials: Sequence[int],
    excluded: set[int],
    rich: bool,
    worlds: Sequence[World] = (),
    pair_items: int = 7,
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Pans of item codes: singles against singles, and (rich) pairs against singles or pairs.
    Items of the same totem count once; with `worlds`, the pairs use only the `pair_items`
    most uncertain items (the candidates grow with the cube of the items: a time budget)."""
    items, seen = [], set()
    for code in list(spirits) + [TRIAL + k for k in range(len(trials)) if k not in excluded]:
        t = totem_of(code, trials)
        if t not in seen:
            seen.add(t)
            items.append(code)
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for a, b in combinations(items, 2):
        out.append(((a,), (b,)))
    if rich:
        if worlds and len(items) > pair_items:
            ent = {c: totem_entropy(worlds, totem_of(c, trials)) for c in items}
            items = sorted(sorted(items, key=lambda c: (-ent[c], c))[:pair_items])
        pairs = list(combinations(items, 2))
        for p in pairs:
            for c in items:
                if c not in p:
                    out.append((tuple(sorted(p)), (c,)))
        if len(items) <= 7:
            for p, q in combinations(pairs, 2):
                if not set(p) & set(q):
                    out.append((tuple(sorted(p)), tuple(sorted(q))))
    return out


def totem_of(code: int, trials: Sequence[int]) -> int:
    return trials[code - TRIAL] if code >= TRIAL else code


def weighing_gain(left: Sequence[int], right: Sequence[int], worlds: Sequence[World]) -> float:
    """Entropy of the answer (= expected information, answers being certain given a world)."""
    c = [0, 0, 0]
    for w in worlds:
        d = sum(w[t] for t in left) - sum(w[t] for t in right)
        c[(d > 0) - (d < 0) + 1] += 1
    return entropy(c)


def best_weighing(
    spirits: Sequence[int],
    trials: Sequence[int],
    excluded: set[int],
    done: Sequence[tuple[tuple[int, ...], tuple[int, ...]]],
    worlds: Sequence[World],
    rich: bool,
) -> tuple[Weigh | None, float]:
    best, best_gain = None, 0.0
    for left, right in weighing_candidates(spirits, trials, excluded, rich, worlds):
        if (left, right) in done or (right, left) in done:
            continue
        lt = [totem_of(c, trials) for c in left]
        rt = [totem_of(c, trials) for c in right]
        gain = weighing_gain(lt, rt, worlds)
        if gain > best_gain + 1e-9:
            best, best_gain = Weigh(left, right), gain
    return best, best_gain


def sum_entropy(totems: Sequence[int], worlds: Sequence[World], width: int = 1) -> float:
    counts: dict[int, int] = {}
    for w in worlds:
        key = (sum(w[t] for t in totems) - 1) // width
        counts[key] = counts.get(key, 0) + 1
    return entropy(list(counts.values()))


def fox_triples() -> list[tuple[int, ...]]:
    """All sets of three totems sharing no season and no sigil."""
    out: list[tuple[int, ...]] = []
    for trio in combinations(range(20), 3):
        if len({season(t) for t in trio}) == 3 and len({sigil(t) for t in trio}) == 3:
            out.append(trio)
    return out


FOX_TRIPLES = fox_triples()
