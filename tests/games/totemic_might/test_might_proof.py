"""What the assist proves (proof.py): on 7 totems, small enough to list every world, the
proven weights and pan ranges are exactly the brute force's, and a starved budget only leaves
them wider, never narrower."""

from __future__ import annotations

import itertools

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import UNSAID, Fact, ModDiff, compare, holds_all, linear
from totemgame.games.totemic_might.proof import Prover

SIZE = 7


def _facts(w: list[int], rng: Rng, count: int) -> list[Fact]:
    """Random observations true in world `w`: comparisons of one or two totems against one,
    sums known to a band of three, and Wolf-like differences."""
    out = []
    for _ in range(count):
        kind = rng.randint(0, 2)
        if kind == 0:
            ts = rng.sample(range(SIZE), 3)
            left, right = ts[: rng.randint(1, 2)], ts[2:]
            lw, rw = sum(w[t] for t in left), sum(w[t] for t in right)
            cons = compare(left, right, (lw > rw) - (lw < rw))
        elif kind == 1:
            ts = rng.sample(range(SIZE), 3)
            total = sum(w[t] for t in ts)
            cons = linear(dict.fromkeys(ts, 1), total - 2, total + 3)
        else:
            a, b = rng.sample(range(SIZE), 2)
            cons = ModDiff(a, b, 3, abs(w[a] - w[b]) % 3)
        out.append(Fact("test", 1, UNSAID, (cons,)))
    return out


def _cases(count: int):
    rng = Rng("proof cases")
    for _ in range(count):
        w = list(range(1, SIZE + 1))
        rng.shuffle(w)
        facts = _facts(w, rng, rng.randint(2, 5))
        cons = [c for f in facts for c in f.cons]
        worlds = [p for p in itertools.permutations(range(1, SIZE + 1)) if holds_all(cons, p)]
        yield facts, worlds, rng


def test_proven_weights_are_exactly_those_some_world_gives():
    narrower = 0
    for facts, worlds, _ in _cases(40):
        know = Knowledge(facts, size=SIZE)
        quick = know.domains()
        proven = Prover(know, 10**6, seconds=60).domains()
        exact = tuple(frozenset(p[v] for p in worlds) for v in range(SIZE))
        assert proven == exact
        narrower += proven != quick
    assert narrower >= 5  # the quick bounds alone are often wider (else this proves nothing)


def test_a_starved_proof_is_never_narrower_than_the_truth():
    for facts, worlds, _ in _cases(40):
        proven = Prover(Knowledge(facts, size=SIZE), 3).domains()
        for p in worlds:
            assert all(p[v] in proven[v] for v in range(SIZE))


def test_a_sums_span_is_exactly_its_least_and_most_over_the_worlds():
    for facts, worlds, rng in _cases(30):
        pan = rng.sample(range(SIZE), 3)
        sums = [sum(p[t] for t in pan) for p in worlds]
        quick = (1 + 2 + 3, SIZE + SIZE - 1 + SIZE - 2)
        terms = dict.fromkeys(pan, 1)
        assert Prover(Knowledge(facts, size=SIZE), 10**6, seconds=60).span(terms, quick) == (
            min(sums),
            max(sums),
        )
        lo, hi = Prover(Knowledge(facts, size=SIZE), 2).span(terms, quick)
        assert lo <= min(sums) and max(sums) <= hi
