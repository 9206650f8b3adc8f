"""What a seat knows (known.py), the one measure of the grid, the notebook, the Wager tab, the
final pans and the Hint: it never widens as facts are added, even when a proof runs out of
budget, and never loses the true weight; the Hint's chances call an answer impossible (0%) or
certain (100%) only when no world consistent with the player's view says otherwise."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from totemgame.games.totemic_might import known
from totemgame.games.totemic_might.actions import Arrange, Weigh
from totemgame.games.totemic_might.ai import make_agent
from totemgame.games.totemic_might.ai_info import totem_of, weighing_candidates
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import compare
from totemgame.games.totemic_might.hint_words import explain
from totemgame.games.totemic_might.proof import Prover
from totemgame.games.totemic_might.rules import MightState, new_game
from totemgame.games.totemic_might.scoring import pan_weights


@pytest.fixture(autouse=True)
def _fresh():
    """Every test proves from scratch (and leaves nothing a stand-in proved behind)."""
    known.forget()
    yield
    known.forget()


def _random_game(seed: int, players: int = 3) -> MightState:
    """A whole game of Random seats: weighings, wagers, hints and the final's answers."""
    state = new_game(players, {}, seed)
    agents = [make_agent("random", seed * 10 + s) for s in range(players)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, agents[seat].choose(state.view(seat), None))
    return state


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(1, 10**6), nodes=st.sampled_from([60, 400, 5_000]))
@example(seed=25, nodes=400)  # games where a starved proof once reopened weights
@example(seed=12, nodes=400)
def test_what_a_seat_knows_only_narrows_as_its_facts_grow(seed, nodes):
    """Seat 0's facts of a random game, added one by one, with proofs starved of search
    nodes (so many weights are left undecided): no weight ruled out ever comes back, and the
    true weight is never ruled out."""
    state = _random_game(seed)
    end = state.view(0)
    facts = end.facts
    known.forget()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(known, "TOTAL_NODES", nodes)
        before = None
        for k in range(len(facts) + 1):
            doms = known.known_domains(replace(end, facts=facts[:k]))
            assert all(state.weights[t] in doms[t] for t in range(20)), k
            if before is not None:
                widened = [t for t in range(20) if not doms[t] <= before[t]]
                assert not widened, (k, facts[k - 1].kind, widened)
            before = doms
    known.forget()


def test_the_answer_is_the_same_with_or_without_remembered_proofs():
    """The memory only saves work: a cold proof of the last facts equals the warm one."""
    state = _random_game(11)
    end = state.view(0)
    for k in range(len(end.facts) + 1):
        warm = known.known_domains(replace(end, facts=end.facts[:k]))
    known.forget()
    assert known.known_domains(replace(end, facts=end.facts[:k])) == warm


def test_a_pans_range_never_widens_after_a_failed_attempt(monkeypatch):
    """The final's answers make proofs slow: one cut short keeps what the attempt before it
    proved for the same arrangement (in the tutorial a pan once went from 28-112 to 28-119)."""
    state = new_game(3, {}, 12)
    state.final_round = True
    for p in state.p:
        p.reset_orders(True)
    from totemgame.games.totemic_might.actions import Orders

    for s in range(3):
        state.apply(s, Orders((0, 0), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    items = state.view(0).final_items
    pans = tuple(i % 3 for i in range(len(items)))
    shown = [known.pan_bounds(state.view(0), pans)]
    monkeypatch.setattr(known, "PAN_NODES", 3)  # every later proof runs out at once
    for attempt in range(3):
        tried = tuple((i + attempt + 1) % 3 for i in range(len(items)))
        state.apply(0, Arrange(tried))
        if state.p[0].final_done:
            break
        view = state.view(0)
        now = known.pan_bounds(view, pans)
        weights = pan_weights(items, pans, state.weights, state.p[0].lifts)
        for pan, ((lo, hi), (was_lo, was_hi)) in enumerate(zip(now, shown[-1], strict=True)):
            assert was_lo <= lo <= weights[pan] <= hi <= was_hi, (attempt, pan)
        shown.append(now)
    assert len(shown) > 1


# -- the Hint's chances --------------------------------------------------------------------
ODDS = re.compile(r"left heavier (\S+), right heavier ([^\s.,]+)(?:, balanced ([^\s.]+))?\.")


def _impossible(view, left: list[int], right: list[int], sign: int) -> bool:
    """A search through every world consistent with the view finds none with this answer (a
    search cut short by its budget proves nothing: False)."""
    weighed = compare(left, right, sign)
    if sign == 0 and len(weighed.terms) == 2 and sorted(k for _, k in weighed.terms) == [-1, 1]:
        return True  # one totem against another never balances (a search would take ages)
    know = Knowledge.from_view(view)
    prover = Prover(know, 10**5, None, known.known_domains(view))
    return prover.world([weighed], branch=10**5) is False


def _weighing_positions(seed: int, count: int = 4):
    """Seat 0's views at the start of a few rounds of a game of Medium seats."""
    state = new_game(3, {}, seed)
    agents = [make_agent("medium", seed * 10 + s) for s in range(3)]
    rounds = set()
    while not state.is_over() and len(rounds) < count:
        view = state.view(0)
        if view.phase == "orders" and view.round not in rounds and view.round % 3 == 2:
            rounds.add(view.round)
            yield state, view
        seat = state.to_move()[0]
        state.apply(seat, agents[seat].choose(state.view(seat), None))


@pytest.mark.parametrize("seed", [3, 8])
def test_a_chance_shown_as_nil_or_certain_is_so_in_every_world_the_view_allows(seed):
    """Positions of random games, every weighing the seat can make, odds from only a few
    sampled worlds (so many answers go unsampled): each answer shown as 0% (or left out) is
    impossible and each shown as 100% certain, by a search of every consistent world; the
    true world's answer is never shown as 0%."""
    checked = 0
    for state, view in _weighing_positions(seed):
        me = state.p[0]
        agent = make_agent("hard", seed)
        _, worlds = agent.worlds(view, 6, restarts=2, nodes=20_000)
        assert worlds
        for left, right in weighing_candidates(view.spirits[0], view.trials[0], set(), True)[:40]:
            text = explain(view, Weigh(left, right), worlds)
            odds = ODDS.search(text)
            assert odds, text
            lt = [totem_of(c, me.trials) for c in left]
            rt = [totem_of(c, me.trials) for c in right]
            shown = dict(zip((1, -1, 0), odds.groups(), strict=True))
            for sign, chance in shown.items():
                if chance is None or chance == "0%":  # left out or nil: impossible
                    assert _impossible(view, lt, rt, sign), (text, sign)
                    checked += 1
                elif chance == "100%":
                    others = [g for g in (1, -1, 0) if g != sign]
                    assert all(_impossible(view, lt, rt, g) for g in others), text
                    checked += 1
            d = sum(state.weights[t] for t in lt) - sum(state.weights[t] for t in rt)
            truth = shown[(d > 0) - (d < 0)]
            assert truth not in (None, "0%"), (text, d)
    assert checked >= 10  # the test saw nil and certain answers, else it proves nothing


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(1, 10**6), nodes=st.sampled_from([3, 300, 20_000]))
@example(seed=12, nodes=3)
def test_a_final_pans_range_only_narrows_as_a_random_games_final_answers_come(seed, nodes):
    """The pans show their ranges in the final challenge, where what the player learns is
    each failed attempt's answer: in random games (several failures each), for the
    arrangement weighed last and with proofs starved of search nodes, no pan's range widens
    as the answers are added one by one, and each holds the pan's true weight."""
    state = _random_game(seed)
    end = state.view(0)
    items = end.final_items
    pans = end.feedback[-1][0] if end.feedback else tuple(i % 3 for i in range(len(items)))
    truth = pan_weights(items, pans, state.weights, state.p[0].lifts)
    first = next((k for k, f in enumerate(end.facts) if f.kind == "final"), len(end.facts))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(known, "PAN_NODES", nodes)
        before = None
        for k in range(first, len(end.facts) + 1):
            now = known.pan_bounds(replace(end, facts=end.facts[:k]), pans)
            for pan, (lo, hi) in enumerate(now):
                assert lo <= truth[pan] <= hi, (k, pan)
                if before is not None:
                    assert before[pan][0] <= lo and hi <= before[pan][1], (k, pan)
            before = now
    known.forget()
