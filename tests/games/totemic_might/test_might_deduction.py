"""The deduction engine: sound propagation, consistent sampling close to uniform (checked against
brute force on 6 totems), queries; it never excludes the true world."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.deduction import Knowledge, outlook
from totemgame.games.totemic_might.facts import (
    UNSAID,
    Allowed,
    Fact,
    ModDiff,
    compare,
    holds_all,
    linear,
)

SMALL = 6


def _fact(*cons) -> Fact:
    return Fact("test", 1, UNSAID, tuple(cons))


def _true_facts(w: list[int], rng: Rng, count: int, size: int) -> list[Fact]:
    """Random observations that hold in world `w`."""
    out = []
    for _ in range(count):
        kind = rng.randint(0, 4)
        if kind == 0:
            a, b = rng.sample(range(size), 2)
            out.append(_fact(compare([a], [b], (w[a] > w[b]) - (w[a] < w[b]))))
        elif kind == 1:
            ts = rng.sample(range(size), 3)
            total = sum(w[t] for t in ts)
            lo = (total - 1) // 5 * 5 + 1
            out.append(_fact(linear(dict.fromkeys(ts, 1), lo, lo + 4)))
        elif kind == 2:
            a, b = rng.sample(range(size), 2)
            out.append(_fact(ModDiff(a, b, 4, abs(w[a] - w[b]) % 4)))
        elif kind == 3:
            t = rng.randint(0, size - 1)
            out.append(_fact(Allowed(t, tuple(v for v in range(1, size + 1) if v % 2 == w[t] % 2))))
        else:
            left, right = rng.sample(range(size), 2), rng.sample(range(size), 1)
            if set(left) & set(right):
                continue
            lw, rw = sum(w[t] for t in left), sum(w[t] for t in right)
            out.append(_fact(compare(left, right, (lw > rw) - (lw < rw))))
    return out


def _brute(facts: list[Fact], size: int) -> list[tuple[int, ...]]:
    cons = [c for f in facts for c in f.cons]
    return [p for p in itertools.permutations(range(1, size + 1)) if holds_all(cons, p)]


def test_propagation_is_exact_on_singletons_and_sound():
    facts = [_fact(Allowed(0, (3,))), _fact(compare([1], [0], 1)), _fact(compare([2], [1], 1))]
    know = Knowledge(facts, size=SMALL)
    doms = know.domains()
    assert doms[0] == {3}
    assert 3 not in doms[1] and min(doms[1]) == 4 and min(doms[2]) == 5
    for world in _brute(facts, SMALL):
        assert all(world[v] in doms[v] for v in range(SMALL))


def test_sampling_matches_brute_force_marginals_on_six_totems():
    rng = Rng(11)
    worst = 0.0
    for trial in range(6):
        w = list(range(1, SMALL + 1))
        rng.shuffle(w)
        facts = _true_facts(w, rng, 3, SMALL)
        exact = _brute(facts, SMALL)
        know = Knowledge(facts, size=SMALL)
        worlds = know.sample(3000, Rng(trial), thin=10)
        assert worlds and all(x in exact for x in set(worlds))
        marg = know.marginals(worlds)
        for v in range(SMALL):
            for x in range(1, SMALL + 1):
                p = sum(1 for e in exact if e[v] == x) / len(exact)
                worst = max(worst, abs(marg[v].get(x, 0.0) - p))
        # every consistent world is reached (when there are few of them)
        if len(exact) <= 40:
            assert set(worlds) == set(exact)
    assert worst < 0.06, worst


def test_balloon_lifts_are_variables():
    # one wolf balloon (lift 1 or 2) whose pan feedback pins it down
    facts = [_fact(Allowed(0, (5,))), _fact(linear({0: 1, 20: -1}, 4, 4))]
    know = Knowledge(facts, balloons=("wolf",), lifts=(0,))
    assert know.domains()[20] == {1}
    worlds = know.sample(20, Rng(1))
    assert all(w[20] == 1 and w[0] == 5 for w in worlds)


def test_outlook_verdicts():
    items = [("copy", t) for t in range(20)]
    # weights known exactly
    w = list(range(1, 21))
    facts = [_fact(Allowed(t, (w[t],))) for t in range(20)]
    know = Knowledge(facts)
    worlds = know.sample(10, Rng(2))
    # total 210 = 3 x 70
    # 20+19+18+13 = 70 and 17+16+15+14+8 = 70; the rest weigh 70 too
    groups = {0: (19, 18, 17, 12), 1: (16, 15, 14, 13, 7), 2: ()}
    pans = [2] * 20
    for p, ts in groups.items():
        for t in ts:
            pans[t] = p
    sums = [sum(w[t] for t in range(20) if pans[t] == p) for p in range(3)]
    assert sums == [70, 70, 70]
    assert outlook(know, items, pans, worlds).verdict == "certain"
    pans[0], pans[19] = 0, 2
    assert outlook(know, items, pans, worlds).verdict == "impossible"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), count=st.integers(0, 25))
def test_the_true_world_is_never_excluded(seed, count):
    rng = Rng(seed)
    w = list(range(1, 21))
    rng.shuffle(w)
    facts = _true_facts(w, rng, count, 20)
    know = Knowledge(facts)
    assert know.consistent
    doms = know.domains()
    assert all(w[t] in doms[t] for t in range(20))
    worlds = know.sample(5, rng)
    cons = [c for f in facts for c in f.cons]
    assert worlds and all(holds_all(cons, x) for x in worlds)
    assert not math.isnan(sum(know.marginals(worlds)[0].values()))


def test_sums_and_differences_use_that_weights_are_all_different():
    # Three totems weighing 44 together: the other two weigh at most 20 + 19, so >= 5 each.
    fox = Knowledge([Fact("fox", 1, UNSAID, (linear({0: 1, 6: 1, 12: 1}, 44, 44),))])
    assert min(fox.domains()[0]) == 5
    # |a - b| mod 8 = 0 with b = 8: a is 16, never 8 itself (no two totems share a weight).
    wolf = Knowledge([Fact("wolf", 1, UNSAID, (Allowed(5, (8,)), ModDiff(0, 5, 8, 0)))])
    assert wolf.domains()[0] == frozenset({16})
