"""What one seat of Totemic Might knows of the weights: the one measure the table shows (the
grid and the notebook with the assist on, the Wager tab's warning, the final pans' ranges) and
the Hint and the Hard AI read.

known_domains(view): per totem (then per balloon of the seat) the values that proof.py finds
some world consistent with every fact of the seat giving. Its budgets are search nodes, not
seconds, so the same facts give the same answer on any machine; only the final challenge's
answers about the pans, long sums that make every search node slow, are proven under a clock
(no hint reads them). A value whose search ran out of budget stays open unless the facts before
the newest one ruled it out: fewer facts allow every world that more facts allow, so a weight
once ruled out stays ruled out as facts are added, and no range ever widens.

pan_bounds(view, pans): the same for what each final pan can weigh. answer_possible and
total_bounds answer the Hint's questions (can the scale give this answer? what can these
totems weigh together?) by the same proof, so a chance it calls nil is impossible.

Both remember their last answers (the proof of the facts before the newest one is then at
hand); the answer is the same with or without that memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import N_VARS, Fact, compare
from totemgame.games.totemic_might.pan_ranges import (
    Range,
    known_sums,
    pan_range,
    piece_ranges,
)
from totemgame.games.totemic_might.proof import PAN_NODES, SECONDS, TOTAL_NODES, Prover

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

Domains = tuple[frozenset[int], ...]
Facts = tuple[Fact, ...]
Items = tuple[tuple[str, int], ...]
MEMORY = 256  # answers remembered (a game adds a fact or a few per round and seat)
QUESTION_NODES = 3_000  # the Hint's question: a search this long without an answer says "possible"


def forget() -> None:
    """Drop the remembered answers (a test that changes the budgets or the prover)."""
    _known.cache_clear()
    _span.cache_clear()


def _timed(facts: Facts) -> bool:
    """Whether these facts hold a final attempt's answer (long sums: proven under a clock)."""
    return any(f.kind == "final" for f in facts)


def _balloons(
    facts: Facts, balloons: Sequence[str], lifts: Sequence[int]
) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The seat's balloons as far as these facts need them: none unless a fact names a lift
    (only the final's answers do). The weights' proof is then the same whatever balloons
    the seat holds, so winning one never reopens a weight."""
    if any(v >= N_VARS for f in facts for c in f.cons for v in c.vars):
        return tuple(balloons), tuple(lifts)
    return (), ()


def known_domains(view: MightView) -> Domains:
    """The weights (then the lifts of the viewer's own balloons) the viewer's facts still
    allow, by proof; the viewer must be a seat."""
    if view.seat is None:
        raise ValueError("only a seat knows weights")
    facts = tuple(view.facts)
    balloons, lifts = view.balloons[view.seat], view.own_lifts
    needed = _balloons(facts, balloons, lifts)
    doms = _known(facts, *needed)
    if needed[0]:
        return doms
    return doms + Knowledge((), balloons, lifts).domains()[N_VARS:]  # lifts no fact names


@lru_cache(maxsize=MEMORY)
def _known(facts: Facts, balloons: tuple[str, ...], lifts: tuple[int, ...]) -> Domains:
    know = Knowledge(facts, balloons, lifts)
    doms, undecided = Prover(know, TOTAL_NODES, SECONDS if _timed(facts) else None).decide()
    if not facts or not any(v < N_VARS for v, _ in undecided):
        return doms
    before = facts[:-1]
    earlier = _known(before, *_balloons(before, balloons, lifts))
    return tuple(
        frozenset(x for x in d if (v, x) not in undecided or x in earlier[v]) if v < N_VARS else d
        for v, d in enumerate(doms)
    )


def pan_bounds(view: MightView, pans: Sequence[int]) -> list[Range]:
    """Per final pan, the least and most it can weigh with the viewer's items placed on
    `pans`, by what the viewer knows (a proof under a clock, never wider than it was before
    the newest fact)."""
    if view.seat is None:
        raise ValueError("only a seat has pans")
    facts = tuple(view.facts)
    balloons, lifts = tuple(view.balloons[view.seat]), tuple(view.own_lifts)
    items = tuple(view.final_items)
    return [_span(facts, balloons, lifts, items, tuple(pans), pan) for pan in range(3)]


def quick_pan_ranges(
    view: MightView, domains: Sequence[frozenset[int]] | None, pans: Sequence[int]
) -> tuple[list[Range], list[Range]]:
    """(range per piece, range per pan) from `domains` alone: what the final screen shows
    while the pans' proof runs."""
    items = view.final_items
    per = piece_ranges(items, domains, view.own_lifts)
    sums = known_sums(view.facts or ())  # a Fox's total bounds its three at once
    return per, [pan_range(items, pans, p, per, sums) for p in range(3)]


@lru_cache(maxsize=MEMORY)
def _span(
    facts: Facts,
    balloons: tuple[str, ...],
    lifts: tuple[int, ...],
    items: Items,
    pans: tuple[int, ...],
    pan: int,
) -> Range:
    know = Knowledge(facts, balloons, lifts)
    totems = _known(facts, *_balloons(facts, balloons, lifts))[:N_VARS]
    per = piece_ranges(items, totems + tuple(know.domains()[N_VARS:]), lifts)
    quick = pan_range(items, pans, pan, per, known_sums(facts))
    terms: dict[int, int] = {}
    for (kind, ref), p in zip(items, pans, strict=True):
        if p == pan:
            var, k = (know.size + ref, -1) if kind == "balloon" else (ref, 1)
            terms[var] = terms.get(var, 0) + k
    if not terms:
        return quick
    prover = Prover(know, PAN_NODES // 3, SECONDS / 3)
    (lo, hi), decided = prover.decided_span(terms, quick)
    if decided or not _timed(facts):
        return lo, hi
    earlier = _span(facts[:-1], balloons, lifts, items, pans, pan)  # before the newest answer
    return max(lo, earlier[0]), min(hi, earlier[1])


def _question(view: MightView) -> Prover:
    """A prover of the viewer's facts within what they know, with no clock (the Hint's)."""
    if view.seat is None:
        raise ValueError("only a seat asks")
    facts = tuple(view.facts)
    know = Knowledge(facts, *_balloons(facts, view.balloons[view.seat], view.own_lifts))
    return Prover(know, QUESTION_NODES, None, known_domains(view)[:N_VARS])


def answer_possible(view: MightView, left: Sequence[int], right: Sequence[int], sign: int) -> bool:
    """Whether some world consistent with the viewer's facts has the totems `left` heavier
    (sign 1), lighter (-1) or as heavy (0) as `right`. A search cut short counts as possible:
    False is a proof."""
    weighed = compare(left, right, sign)
    if sign == 0 and [abs(k) for _, k in weighed.terms] == [1, 1]:
        return False  # one totem against another never balances: all weights differ
    return _question(view).world([weighed], branch=QUESTION_NODES) is not False


def total_bounds(view: MightView, totems: Sequence[int]) -> Range:
    """The least and most the distinct `totems` weigh together by what the viewer knows (never
    narrower than the truth)."""
    doms = known_domains(view)
    quick = sum(min(doms[t]) for t in totems), sum(max(doms[t]) for t in totems)
    return _question(view).span(dict.fromkeys(totems, 1), quick)
