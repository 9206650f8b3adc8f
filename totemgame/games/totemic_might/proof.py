"""What the notebook's assist and the final challenge's pan ranges prove, beyond the deduction
engine's quick bounds: a weight stays possible only while some world consistent with every
fact gives it, and a pan's range ends where the worlds' sums end.

The quick bounds (deduction.py) check each fact on its own, so "A < B" and "A + B > 19" leave B
at 2-20 although together they prove B >= 11. Here each remaining value is tried in turn:
- fixed to that value, the bounds propagate (solver.py); a contradiction rules the value out;
- else a search looks for a whole consistent world, and every value of that world is then
  possible (one world answers for twenty weights at once); a search that runs through every
  branch without one rules the value out.

The work is capped in search nodes and in time (the final challenge's answers are long sums
that make every node slow): a value whose search runs out of either is kept, so what is shown
is never too narrow, only sometimes wider than the truth. The table asks for it in the
background (the AI worker, where AI decisions wait behind it, hence the time cap) and shows
the quick bounds until it lands.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import BIG, Linear
from totemgame.games.totemic_might.solver import Solver, to_mask

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

Domains = tuple[frozenset[int], ...]
Range = tuple[int, int]
BRANCH_NODES = 300  # a search that finds nothing within this many nodes leaves the value open
TOTAL_NODES = 60_000  # the whole proof of one view's weights (then the rest stays open)
PAN_NODES = 20_000  # the whole proof of one arrangement's three pans
SECONDS = 0.4  # and at most this long, each (then the rest stays open)


def _values(mask: int) -> list[int]:
    return [v for v in range(mask.bit_length()) if mask >> v & 1]


class Prover:
    """Exact questions about one seat's Knowledge, answered by search within a node budget
    and a time cap (what either cuts short stays open: never too narrow)."""

    def __init__(self, know: Knowledge, nodes: int, seconds: float = SECONDS) -> None:
        self.know = know
        self.left = nodes
        self.until = time.monotonic() + seconds
        self.rng = Rng("proof")  # the same answer for the same facts, every time
        self.doms = [to_mask(d) for d in know.doms]

    def world(self, extra: Sequence[Linear] = (), fixed: tuple[int, int] | None = None) -> (
        list[int] | bool
    ):  # fmt: skip
        """A world consistent with the facts (plus `extra`, with var `fixed[0]` at value
        `fixed[1]`); False if none exists; True if the budget ran out before either was shown."""
        if time.monotonic() > self.until:
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
        budget = min(BRANCH_NODES, self.left)
        solver.nodes = 0
        found = solver.solve(doms, self.rng, budget, self.until)
        self.left -= max(1, solver.nodes)
        if found is not None:
            return found if all(c.holds(found) for c in cons) else True
        return solver.nodes >= budget  # False: every branch was searched and none holds

    def domains(self) -> Domains:
        """Each variable's values that some consistent world gives it (a value whose search ran
        out of budget is kept)."""
        seen = [0] * self.know.nv
        for var in range(self.know.nv):
            for x in _values(self.doms[var]):
                if seen[var] >> x & 1:
                    continue
                got = self.world(fixed=(var, x))
                if got is False:
                    self.doms[var] &= ~(1 << x)
                elif got is not True:
                    for u, value in enumerate(got):
                        seen[u] |= 1 << value
        return tuple(frozenset(_values(m)) for m in self.doms)

    def span(self, terms: dict[int, int], quick: Range) -> Range:
        """The least and most sum(coeff * var) over the consistent worlds, within `quick` (the
        bounds already known): each end moves in by bisection, a world showing a sum that is
        reached and a search without one showing a sum that is not."""
        linear = tuple(sorted(terms.items()))

        def total(w: list[int]) -> int:
            return sum(k * w[v] for v, k in linear)

        first = self.world()
        if not isinstance(first, list):
            return quick
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
        return lo, hi


def proven_domains(view: MightView, nodes: int = TOTAL_NODES, seconds: float = SECONDS) -> Domains:
    """The weights (then the viewer's own balloons' lifts) the viewer's facts still allow."""
    return Prover(Knowledge.from_view(view), nodes, seconds).domains()


def pan_spans(
    view: MightView,
    pans: Sequence[int],
    quick: Sequence[Range],
    nodes: int = PAN_NODES,
    seconds: float = SECONDS,
) -> list[Range]:
    """Per final pan, the least and most it can weigh with the viewer's items placed on
    `pans`, within the `quick` ranges (pan_ranges.pan_range)."""
    know = Knowledge.from_view(view)
    prover = Prover(know, nodes, seconds)
    out = []
    for pan, bounds in enumerate(quick):
        terms: dict[int, int] = {}
        for (kind, ref), p in zip(view.final_items, pans, strict=True):
            if p != pan:
                continue
            var, k = (know.size + ref, -1) if kind == "balloon" else (ref, 1)
            terms[var] = terms.get(var, 0) + k
        out.append(prover.span(terms, bounds) if terms else bounds)
    return out
