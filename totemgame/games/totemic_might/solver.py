"""A small constraint solver for the deduction engine: domains as bitmasks, bound propagation
of linear constraints, support checks of Wolf answers, all-different over the totems, and a
randomised search (smallest domain first) that finds consistent worlds in milliseconds.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.facts import Allowed, Constraint, Linear, ModDiff


def _lo(m: int) -> int:
    return (m & -m).bit_length() - 1


def _hi(m: int) -> int:
    return m.bit_length() - 1


def _values(m: int) -> list[int]:
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def to_mask(values: Iterable[int]) -> int:
    m = 0
    for v in values:
        m |= 1 << v
    return m


class Solver:
    """Constraints over `nv` variables; the first `size` are all different."""

    def __init__(
        self, size: int, cons: Sequence[Constraint], by_var: Sequence[Sequence[Constraint]]
    ):
        self.size = size
        self.cons = [c for c in cons if not isinstance(c, Allowed)]
        self.by_var = [[c for c in cs if not isinstance(c, Allowed)] for cs in by_var]
        self.nodes = 0  # search nodes visited by the last solve() (the callers' work budget)

    def propagate(self, doms: list[int], queue: Sequence[Constraint] | None = None) -> bool:
        """Narrow `doms` in place to a fixpoint; False if some domain empties."""
        n = self.size
        pending = list(self.cons if queue is None else queue)
        seen = {id(c) for c in pending}
        while pending:
            c = pending.pop()
            seen.discard(id(c))
            changed: list[int] = []
            if isinstance(c, Linear):
                lows = []
                highs = []
                for v, k in c.terms:
                    m = doms[v]
                    if not m:
                        return False
                    a, b = k * _lo(m), k * _hi(m)
                    lows.append(a if a < b else b)
                    highs.append(b if a < b else a)
                tlo, thi = sum(lows), sum(highs)
                if tlo > c.hi or thi < c.lo:
                    return False
                for i, (v, k) in enumerate(c.terms):
                    rlo, rhi = tlo - lows[i], thi - highs[i]
                    m = doms[v]
                    new = m
                    for x in _values(m):
                        s = k * x
                        if s + rlo > c.hi or s + rhi < c.lo:
                            new &= ~(1 << x)
                    if new != m:
                        if not new:
                            return False
                        doms[v] = new
                        changed.append(v)
            elif isinstance(c, ModDiff):
                for x, y in ((c.a, c.b), (c.b, c.a)):
                    ys = _values(doms[y])
                    m = doms[x]
                    new = 0
                    for v in _values(m):
                        if any(abs(v - u) % c.mod == c.value for u in ys):
                            new |= 1 << v
                    if new != m:
                        if not new:
                            return False
                        doms[x] = new
                        changed.append(x)
            for v in changed:
                if v < n and doms[v] & (doms[v] - 1) == 0:
                    bit = doms[v]
                    for j in range(n):
                        if j != v and doms[j] & bit:
                            doms[j] &= ~bit
                            if not doms[j]:
                                return False
                            for c2 in self.by_var[j]:
                                if id(c2) not in seen:
                                    seen.add(id(c2))
                                    pending.append(c2)
                for c2 in self.by_var[v]:
                    if id(c2) not in seen and c2 is not c:
                        seen.add(id(c2))
                        pending.append(c2)
        return True

    def solve(
        self, doms: list[int], rng: Rng, budget: int = 5000, until: float | None = None
    ) -> list[int] | None:
        """One consistent world (randomised), or None if none found within `budget` nodes
        (and before time.monotonic() reaches `until`: then `nodes` says the budget was spent)."""
        nodes = [0]
        n = self.size

        def rec(ds: list[int]) -> list[int] | None:
            nodes[0] += 1
            if nodes[0] > budget:
                return None
            if until is not None and time.monotonic() > until:
                nodes[0] = budget + 1  # out of time counts as out of budget
                self.nodes = budget
                return None
            self.nodes = nodes[0]
            best, size = -1, 99
            for v, m in enumerate(ds):
                if m & (m - 1):
                    c = m.bit_count()
                    if c < size:
                        best, size = v, c
            if best < 0:
                vals = [_lo(m) for m in ds]
                return vals if len(set(vals[:n])) == n else None
            vals = _values(ds[best])
            rng.shuffle(vals)
            for x in vals:
                nd = ds[:]
                nd[best] = 1 << x
                queue = list(self.by_var[best])
                if best < n:
                    for j in range(n):
                        if j != best and nd[j] >> x & 1:
                            nd[j] &= ~(1 << x)
                            if not nd[j]:
                                break
                            if nd[j] & (nd[j] - 1) == 0:
                                queue += self.by_var[j]
                    else:
                        if self.propagate(nd, queue) and self.alldiff_ok(nd):
                            got = rec(nd)
                            if got is not None:
                                return got
                        continue
                    continue
                if self.propagate(nd, queue):
                    got = rec(nd)
                    if got is not None:
                        return got
                if nodes[0] > budget:
                    return None
            return None

        return rec(list(doms))

    def alldiff_ok(self, ds: list[int]) -> bool:
        union = 0
        singles = 0
        for m in ds[: self.size]:
            union |= m
            if m & (m - 1) == 0:
                if singles & m:
                    return False
                singles |= m
        return union.bit_count() >= self.size
