"""The deduction engine: what one seat knows, as constraints over the permutation of 1..20
(plus the lifts of its own balloons), with bound propagation, sampling of consistent worlds and
queries for the AI and the human "assist" view.

- Propagation (domains) is sound: a value is removed only when no world allows it, so the true
  world is never excluded.
- Sampling: a randomised depth-first search with bound checks finds a consistent world, then a
  Markov chain of swaps (two totems exchange weights), 3-cycles and balloon re-draws walks the
  consistent worlds. The proposals are symmetric and a move is accepted only if every constraint
  still holds, so the chain's stationary law is uniform over the consistent worlds it reaches.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.facts import (
    N_VARS,
    Allowed,
    Constraint,
    Fact,
    Linear,
    ModDiff,
)
from totemgame.games.totemic_might.scoring import balanced, pan_weights
from totemgame.games.totemic_might.solver import Solver, to_mask

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

World = tuple[int, ...]
BALLOON_DOMAINS = {"wolf": (1, 2), "fox": (1, 2, 3, 4, 5)}


@dataclass(frozen=True)
class Outlook:
    verdict: str  # "certain" | "likely" | "unlikely" | "impossible"
    share: float


class Knowledge:
    """Constraints from one seat's facts, over 20 weights and `len(balloons)` lifts."""

    def __init__(
        self,
        facts: Sequence[Fact],
        balloons: Sequence[str] = (),
        lifts: Sequence[int] = (),
        size: int = 20,
    ) -> None:
        self.size = size  # number of totems (20 in the game; smaller in tests)
        self.nb = len(balloons)
        self.nv = size + self.nb
        self.cons: list[Constraint] = [c for f in facts for c in f.cons]
        doms: list[set[int]] = [set(range(1, size + 1)) for _ in range(size)]
        for b, kind in enumerate(balloons):
            known = lifts[b] if b < len(lifts) else 0
            doms.append({known} if known else set(BALLOON_DOMAINS.get(kind, (1, 2, 3, 4, 5))))
        self._offset = N_VARS - size  # balloon var 20 + b maps to index size + b
        self.cons = [self._remap(c) for c in self.cons]
        self.by_var: list[list[Constraint]] = [[] for _ in range(self.nv)]
        for c in self.cons:
            for v in c.vars:
                self.by_var[v].append(c)
        self.doms = doms
        self.consistent = self._propagate()
        self._last: list[int] | None = None
        self.nodes_left: int | None = None

    @classmethod
    def from_view(cls, view: MightView) -> Knowledge:
        seat = view.seat
        balloons = view.balloons[seat] if seat is not None else ()
        return cls(view.facts, balloons, view.own_lifts)

    def _remap(self, c: Constraint) -> Constraint:
        if not self._offset:
            return c
        m = self._map_var
        if isinstance(c, Linear):
            return Linear(tuple((m(v), k) for v, k in c.terms), c.lo, c.hi)
        if isinstance(c, Allowed):
            return Allowed(m(c.var), c.values)
        return ModDiff(m(c.a), m(c.b), c.mod, c.value)

    def _map_var(self, v: int) -> int:
        return v - self._offset if v >= N_VARS else v

    # -- propagation ------------------------------------------------------------------------
    def _propagate(self) -> bool:
        doms, n = self.doms, self.size
        changed = True
        while changed:
            changed = False
            for c in self.cons:
                if isinstance(c, Allowed):
                    new = doms[c.var] & set(c.values)
                    if new != doms[c.var]:
                        doms[c.var] = new
                        changed = True
                elif isinstance(c, Linear):
                    changed |= self._prune_linear(c)
                else:
                    distinct = c.a < n and c.b < n  # two totems never share a weight
                    for x, y in ((c.a, c.b), (c.b, c.a)):
                        new = {
                            v
                            for v in doms[x]
                            if any(
                                abs(v - u) % c.mod == c.value and not (distinct and u == v)
                                for u in doms[y]
                            )
                        }
                        if new != doms[x]:
                            doms[x] = new
                            changed = True
            # all-different over the totems: fixed values leave the others; a value that only
            # one totem can take is that totem's.
            for i in range(n):
                if len(doms[i]) == 1:
                    (v,) = doms[i]
                    for j in range(n):
                        if j != i and v in doms[j]:
                            doms[j] = doms[j] - {v}
                            changed = True
            for v in range(1, n + 1):
                holders = [i for i in range(n) if v in doms[i]]
                if len(holders) == 1 and len(doms[holders[0]]) > 1:
                    doms[holders[0]] = {v}
                    changed = True
            if any(not d for d in doms):
                return False
        return True

    def _prune_linear(self, c: Linear) -> bool:
        if len(c.terms) > 1 and all(k == 1 and v < self.size for v, k in c.terms):
            return self._prune_distinct_sum(c)
        doms = self.doms
        lows, highs = [], []
        for v, k in c.terms:
            a, b = k * min(doms[v]), k * max(doms[v])
            lows.append(min(a, b))
            highs.append(max(a, b))
        tot_lo, tot_hi = sum(lows), sum(highs)
        changed = False
        for i, (v, k) in enumerate(c.terms):
            rest_lo, rest_hi = tot_lo - lows[i], tot_hi - highs[i]
            new = {x for x in doms[v] if k * x + rest_lo <= c.hi and k * x + rest_hi >= c.lo}
            if new != doms[v]:
                doms[v] = new
                changed = True
                if not new:
                    return True
        return changed

    def _prune_distinct_sum(self, c: Linear) -> bool:
        """A sum of totems: the others' share is bounded by their own domains and, since all
        weights differ, by the smallest and largest distinct values they can take together
        (three other totems weigh at most 20 + 19 + 18)."""
        doms = self.doms
        changed = False
        for i, (v, _) in enumerate(c.terms):
            others = [u for j, (u, _) in enumerate(c.terms) if j != i]
            union = set().union(*(doms[u] for u in others))
            own_lo = sum(min(doms[u]) for u in others)
            own_hi = sum(max(doms[u]) for u in others)
            m = len(others)
            new = set()
            for x in doms[v]:
                pool = sorted(union - {x})
                if len(pool) < m:
                    continue
                lo, hi = max(own_lo, sum(pool[:m])), min(own_hi, sum(pool[-m:]))
                if x + lo <= c.hi and x + hi >= c.lo:
                    new.add(x)
            changed |= new != doms[v]
            doms[v] = new
            if not new:
                return True
        return changed

    def domains(self) -> tuple[frozenset[int], ...]:
        """Values each totem (then each own balloon) can still take: provably, never too few."""
        return tuple(frozenset(d) for d in self.doms)

    # -- sampling ---------------------------------------------------------------------------
    def _ok(self, w: list[int], var: int) -> bool:
        return all(c.holds(w) for c in self.by_var[var])

    def first_world(
        self,
        rng: Rng,
        budget: int = 150,
        until: float | None = None,
        nodes: int | None = None,
    ) -> list[int] | None:
        """A consistent world by randomised search with propagation (solver.py), restarted
        often with a small node budget (dead ends are heavy-tailed). `nodes` caps the search
        nodes over all restarts (a deterministic work budget; `self.nodes_left` tells the rest);
        `until` is a time.monotonic() cap."""
        solver = Solver(self.size, self.cons, self.by_var)
        doms = [to_mask(d) for d in self.doms]
        left = nodes
        for attempt in range(60):
            if until is not None and attempt and time.monotonic() > until:
                break
            if left is not None and left <= 0:
                break
            cap = budget if attempt < 50 else 20_000
            if left is not None:
                cap = min(cap, left)
            solver.nodes = 0
            w = solver.solve(doms, rng, cap)
            if left is not None:
                left -= max(1, solver.nodes)
            if w is not None and all(c.holds(w) for c in self.cons):
                self.nodes_left = left
                return w
        self.nodes_left = left
        return None

    def sample(
        self,
        count: int,
        rng: Rng,
        thin: int = 20,
        start: Sequence[int] | None = None,
        restarts: int = 0,
        until: float | None = None,
        nodes: int | None = None,
    ) -> list[World]:
        """`count` consistent worlds: Markov chains (every `thin` proposals) from the previous
        chain state or `start` when still consistent, plus `restarts` fresh solver worlds (or
        enough of them, about one per 25 worlds, when there is no warm start)."""
        if not self.consistent:
            return []
        chains: list[list[int]] = []
        for cand in (start, self._last):
            if cand is not None and len(cand) == self.nv and all(c.holds(cand) for c in self.cons):
                chains.append(list(cand))
                break
        fresh = restarts if chains else max(1, restarts, count // 25)
        left = nodes
        for _ in range(fresh):
            if until is not None and chains and time.monotonic() > until:
                break
            if left is not None and left <= 0 and chains:
                break
            w = self.first_world(rng, until=until, nodes=left)
            left = self.nodes_left
            if w is None:
                break
            self._walk(w, rng, thin * 5)  # burn-in away from the search's bias
            chains.append(w)
        if not chains:
            return []
        out = []
        for i in range(count):
            if until is not None and i >= 8 and not i % 8 and time.monotonic() > until:
                break  # the deadline wins over the sample count
            w = chains[i % len(chains)]
            self._walk(w, rng, thin)
            out.append(tuple(w))
        self._last = chains[0]
        return out

    def _walk(self, w: list[int], rng: Rng, steps: int) -> None:
        n, nv, doms = self.size, self.nv, self.doms
        rand = rng.random
        for _ in range(steps):
            r = rand()
            if self.nb and r < 0.15:
                b = n + int(rand() * self.nb)
                old = w[b]
                w[b] = rng.choice(sorted(doms[b]))
                if not self._ok(w, b):
                    w[b] = old
                continue
            if r < 0.25:
                self._block(w, rng, 4 if rand() < 0.8 else 5)
                continue
            i, j = int(rand() * n), int(rand() * n)
            if i == j:
                continue
            if r < 0.75:
                if w[j] not in doms[i] or w[i] not in doms[j]:
                    continue
                w[i], w[j] = w[j], w[i]
                if not (self._ok(w, i) and self._ok(w, j)):
                    w[i], w[j] = w[j], w[i]
            else:
                k = int(rand() * n)
                if k in (i, j):
                    continue
                a, b, c = w[i], w[j], w[k]
                if b not in doms[i] or c not in doms[j] or a not in doms[k]:
                    continue
                w[i], w[j], w[k] = b, c, a
                if not (self._ok(w, i) and self._ok(w, j) and self._ok(w, k)):
                    w[i], w[j], w[k] = a, b, c
        del nv

    def _block(self, w: list[int], rng: Rng, k: int) -> None:
        """Gibbs move: k random totems re-deal their weights among themselves, uniformly among
        the consistent deals (connects worlds that single swaps cannot reach)."""
        block = rng.sample(range(self.size), min(k, self.size))
        vals = [w[v] for v in block]
        cons = {id(c): c for v in block for c in self.by_var[v]}.values()
        doms = self.doms
        good = []
        for perm in itertools.permutations(vals):
            if any(x not in doms[v] for v, x in zip(block, perm, strict=True)):
                continue
            for v, x in zip(block, perm, strict=True):
                w[v] = x
            if all(c.holds(w) for c in cons):
                good.append(perm)
        perm = rng.choice(good)  # the current deal is always among them
        for v, x in zip(block, perm, strict=True):
            w[v] = x

    # -- queries ----------------------------------------------------------------------------
    def marginals(self, worlds: Sequence[World]) -> list[dict[int, float]]:
        """Share of `worlds` giving each weight to each totem (then each balloon)."""
        out: list[dict[int, float]] = [{} for _ in range(self.nv)]
        if not worlds:
            return out
        inc = 1.0 / len(worlds)
        for w in worlds:
            for v, x in enumerate(w):
                out[v][x] = out[v].get(x, 0.0) + inc
        return out

    def split(self, world: World) -> tuple[list[int], list[int]]:
        """(weights of the totems, lifts of the balloons) of a sampled world."""
        return list(world[: self.size]), list(world[self.size :])


def outlook(
    know: Knowledge,
    items: Sequence[tuple[str, int]],
    pans: Sequence[int],
    worlds: Sequence[World],
) -> Outlook:
    """Whether an arrangement balances: in every sampled world ("certain"), most ("likely"),
    some ("unlikely") or none ("impossible")."""
    if not worlds:
        return Outlook("impossible", 0.0)
    hits = 0
    for w in worlds:
        ws, ls = know.split(w)
        if balanced(pan_weights(items, pans, ws, ls)):
            hits += 1
    share = hits / len(worlds)
    verdict = (
        "certain"
        if hits == len(worlds)
        else "likely"
        if share >= 0.5
        else ("unlikely" if hits else "impossible")
    )
    return Outlook(verdict, share)
