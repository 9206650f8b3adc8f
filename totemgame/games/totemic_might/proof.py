"""What the notebook's assist and the final challenge's pan ranges prove, beyond the deduction
engine's quick bounds: a weight stays possible only while some world consistent with every
fact gives it, and a pan's range ends where the worlds' sums end.

The quick bounds (deduction.py) check each fact on its own, so "A < B" and "A + B > 19" leave B
at 2-20 although together they prove B >= 11. Here each remaining value is tried in turn:
- fixed to that value, the bounds propagate (solver.py); a contradiction rules the value out;
- else a search looks for a whole consistent world, and every value of that world is then
  possible (one world answers for twenty weights at once); a search that runs through every
  branch without one rules the value out.

The work is capped in search nodes, and may be in time (the final challenge's answers are long
sums that make every node slow): a value whose search runs out of either is kept, so what is
shown is never too narrow, only sometimes wider than the truth. known.py chains these proofs
so that a weight ruled out stays ruled out as facts are added.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import BIG, Linear
from totemgame.games.totemic_might.solver import Solver, to_mask

Domains = tuple[frozenset[int], ...]
Range = tuple[int, int]
BRANCH_NODES = 300  # a search that finds nothing within this many nodes leaves the value open
TOTAL_NODES = 60_000  # the whole proof of one view's weights (then the rest stays open)
PAN_NODES = 20_000  # the whole proof of one arrangement's three pans
SECONDS = 0.4  # and, where a clock is asked for, at most this long each (then the rest stays open)
Open = frozenset[tuple[int, int]]  # (variable, value) pairs a proof left undecided


def _values(mask: int) -> list[int]:
    return [v for v in range(mask.bit_length()) if mask >> v & 1]


class Prover:
    """Exact questions about one seat's Knowledge, answered by search within a node budget
    and, with `seconds`, a time cap (what either cuts short stays open: never too narrow).
    Without a clock the same facts get the same answer on any machine."""

    def __init__(
        self,
        know: Knowledge,
        nodes: int,
        seconds: float | None = SECONDS,
        within: Sequence[frozenset[int]] = (),
    ) -> None:
        self.know = know
        self.left = nodes
        self.until = None if seconds is None else time.monotonic() + seconds
        self.rng = Rng("proof")  # the same answer for the same facts, every time
        self.doms = [to_mask(d) for d in know.doms]
        for var, values in enumerate(within):  # what an earlier proof already ruled out
            self.doms[var] &= to_mask(values)

    def world(
        self,
        extra: Sequence[Linear] = (),
        fixed: tuple[int, int] | None = None,
        branch: int = BRANCH_NODES,
    ) -> list[int] | bool:
        """A world consistent with the facts (plus `extra`, with var `fixed[0]` at value
        `fixed[1]`), searched within `branch` nodes; False if none exists; True if the budget
        ran out before either was shown."""
        if self.until is not None and time.monotonic() > self.until:
            return True
        know, n = self.know, self.know.size
        cons = list(know.cons) + list(extra)
        by_var = [list(cs) for cs in know.by_var]
        for c in extra:
            for v in c.vars:
                by_var[v].append(c)
        solver = Solver(n, cons, by_var)
        doms = self.doms[:]
        if fixed is not None:
            var, x = fixed
            if not doms[var] >> x & 1:
                return False
            doms[var] = 1 << x
            if var < n:
                for j in range(n):
                    if j != var:
                        doms[j] &= ~(1 << x)
        if not all(doms) or not solver.propagate(doms) or not solver.alldiff_ok(doms):
            return False
        if self.left <= 0:
            return True
        budget = min(branch, self.left)
        solver.nodes = 0
        found = solver.solve(doms, self.rng, budget, self.until)
        self.left -= max(1, solver.nodes)
        if found is not None:
            return found if all(c.holds(found) for c in cons) else True
        return solver.nodes >= budget  # False: every branch was searched and none holds

    def domains(self) -> Domains:
        """Each variable's values that some consistent world gives it (a value whose search ran
        out of budget is kept)."""
        return self.decide()[0]

    def decide(self) -> tuple[Domains, Open]:
        """domains(), and the (variable, value) pairs among them that no search decided: kept
        only because a budget ran out (every other one is shown possible by a world)."""
        seen = [0] * self.know.nv
        undecided = []
        for var in range(self.know.nv):
            for x in _values(self.doms[var]):
                if seen[var] >> x & 1:
                    continue
                got = self.world(fixed=(var, x))
                if got is False:
                    self.doms[var] &= ~(1 << x)
                elif got is True:
                    undecided.append((var, x))
                else:
                    for u, value in enumerate(got):
                        seen[u] |= 1 << value
        still = frozenset((var, x) for var, x in undecided if not seen[var] >> x & 1)
        return tuple(frozenset(_values(m)) for m in self.doms), still

    def span(self, terms: dict[int, int], quick: Range) -> Range:
        """The least and most sum(coeff * var) over the consistent worlds, within `quick` (the
        bounds already known): each end moves in by bisection, a world showing a sum that is
        reached and a search without one showing a sum that is not."""
        return self.decided_span(terms, quick)[0]

    def decided_span(self, terms: dict[int, int], quick: Range) -> tuple[Range, bool]:
        """span(), and whether both its ends were decided (else a budget cut the search short
        and the range may be wider than the truth)."""
        linear = tuple(sorted(terms.items()))

        def total(w: list[int]) -> int:
            return sum(k * w[v] for v, k in linear)

        first = self.world()
        if not isinstance(first, list):
            return quick, first is False
        lo, hi = quick
        reached_lo = reached_hi = total(first)
        while lo < reached_lo:  # the least sum is in [lo, reached_lo]
            t = (lo + reached_lo - 1) // 2
            got = self.world([Linear(linear, -BIG, t)])
            if isinstance(got, list):
                reached_lo = total(got)
            elif got is False:
                lo = t + 1
            else:
                break
        while reached_hi < hi:  # the most is in [reached_hi, hi]
            t = (reached_hi + hi + 1) // 2
            got = self.world([Linear(linear, t, BIG)])
            if isinstance(got, list):
                reached_hi = total(got)
            elif got is False:
                hi = t - 1
            else:
                break
        return (lo, hi), (lo, hi) == (reached_lo, reached_hi)
