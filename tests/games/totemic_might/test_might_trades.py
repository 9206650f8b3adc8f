"""Totemic Might trades: offered with the orders, answered by the other player, made at the end
of the round ("trades between humans need both to agree; AI seats accept a trade when their own
evaluation says it helps them")."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.actions import (
    TRIAL,
    AnswerTrade,
    Give,
    OfferTrade,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.ai import make_agent
from totemgame.games.totemic_might.rules import MightState, new_game
from totemgame.games.totemic_might.world import sample_world


def holding(trials: list[list[int]], seed: int = 4) -> MightState:
    """A 3-player game in round 1 where each seat holds the given trial copies."""
    st = new_game(3, {}, seed)
    for p, ts in zip(st.p, trials, strict=True):
        p.trials = list(ts)
    return st


def submit_all(st: MightState) -> list:
    events = []
    for s in list(st.to_move()):
        events += st.apply(s, Submit())
    return events


def test_an_accepted_trade_swaps_the_two_copies_at_the_end_of_the_round():
    st = holding([[3, 4], [7], []])
    st.apply(0, OfferTrade(1, 1, 0))  # seat 0's copy of totem 4 for seat 1's copy of totem 7
    events = submit_all(st)
    assert st.phase == "reply" and st.to_move() == (1,)
    assert any(e.key == "trade_offered" and e.visible_to is None for e in events)
    events = st.apply(1, AnswerTrade(0, 1, True))
    assert st.phase != "reply"
    assert 7 in st.p[0].trials and 4 not in st.p[0].trials
    assert 4 in st.p[1].trials and 7 not in st.p[1].trials
    assert {e.key for e in events} >= {"trade_accepted", "traded"}


def test_a_refused_trade_changes_nothing():
    st = holding([[3, 4], [7], []])
    st.apply(0, OfferTrade(1, 1, 0))
    submit_all(st)
    st.apply(1, AnswerTrade(0, 1, False))
    assert st.p[0].trials[:2] == [3, 4] and st.p[1].trials[0] == 7


def test_two_players_offering_the_same_swap_have_agreed():
    st = holding([[3], [7], []])
    st.apply(0, OfferTrade(0, 1, 0))
    st.apply(1, OfferTrade(0, 0, 0))
    submit_all(st)
    assert st.phase != "reply"  # nobody is asked
    assert st.p[0].trials[0] == 7 and st.p[1].trials[0] == 3


def test_an_offer_lapses_when_the_copy_asked_for_crumbles_on_the_scale():
    st = holding([[3], [7], []])
    st.apply(0, OfferTrade(0, 1, 0))
    spirit = st.p[1].spirits[0]
    st.apply(1, Weigh((spirit,), (TRIAL + 0,)))  # seat 1 weighs the copy asked for
    events = submit_all(st)
    assert st.phase != "reply" and any(e.key == "trade_lapsed" for e in events)
    assert st.p[0].trials[0] == 3


def test_accepting_one_offer_refuses_the_others_for_the_same_copy():
    st = holding([[3], [7], [9]])
    st.apply(0, OfferTrade(0, 1, 0))
    st.apply(2, OfferTrade(0, 1, 0))
    submit_all(st)
    assert st.to_move() == (1,)
    st.apply(1, AnswerTrade(2, 0, True))
    assert st.phase != "reply"
    assert st.p[1].trials[0] == 9 and st.p[2].trials[0] == 7 and st.p[0].trials[0] == 3


def test_an_offered_copy_cannot_be_weighed_or_given_and_no_trades_in_the_final_round():
    st = holding([[3], [7], []])
    st.apply(0, OfferTrade(0, 1, 0))
    spirit = st.p[0].spirits[0]
    with pytest.raises(IllegalAction):
        st.apply(0, Weigh((spirit,), (TRIAL + 0,)))
    with pytest.raises(IllegalAction):
        st.apply(0, Give(0, 2))
    st.apply(0, OfferTrade(0, -1, 0))  # withdrawn: free again
    st.apply(0, Give(0, 2))
    final = holding([[3], [7], []])
    final.final_round = True
    with pytest.raises(IllegalAction):
        final.apply(0, OfferTrade(0, 1, 0))


def test_offers_are_secret_during_orders_and_public_once_put_to_their_players():
    st = holding([[3], [7], []])
    st.apply(0, OfferTrade(0, 1, 0))
    assert st.view(0).trades == ((0, 0, 1, 0, -1),)
    assert st.view(1).trades == () and st.view(None).trades == ()
    submit_all(st)
    assert st.view(2).trades == ((0, 0, 1, 0, -1),)
    view = st.view(1)
    world = sample_world(view, Rng(3))
    assert world.view(1) == view and world.to_move() == (1,)


@pytest.mark.parametrize("difficulty", ["medium", "hard"])
def test_ai_accepts_a_copy_it_can_learn_from_for_a_copy_of_its_own_spirit(difficulty):
    st = holding([[5], [], []], seed=6)
    own = st.p[1].start
    st.p[1].trials = [own]  # a copy of its own starting totem: it knows that weight already
    st.apply(0, OfferTrade(0, 1, 0))
    submit_all(st)
    answer = make_agent(difficulty, 1).choose(st.view(1), None)
    assert answer == AnswerTrade(0, 0, True)


@pytest.mark.parametrize("difficulty", ["medium", "hard"])
def test_ai_refuses_a_copy_of_its_own_spirit_for_one_it_can_learn_from(difficulty):
    st = holding([[], [5], []], seed=6)
    st.p[0].trials = [st.p[1].start]
    st.apply(0, OfferTrade(0, 1, 0))
    submit_all(st)
    answer = make_agent(difficulty, 1).choose(st.view(1), None)
    assert answer == AnswerTrade(0, 0, False)
