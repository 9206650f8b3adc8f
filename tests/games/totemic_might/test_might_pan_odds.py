"""The pans' odds (pan_odds.py): the Hint's measure for the layout on the pans, from the seat's
view only, the same for the same view and layout, and never "0%" or "100%" unless every world
the view allows agrees."""

from __future__ import annotations

from dataclasses import replace

import pytest

from totemgame.games.totemic_might import pan_odds
from totemgame.games.totemic_might.actions import Orders
from totemgame.games.totemic_might.ai import layout_odds, make_agent
from totemgame.games.totemic_might.facts import UNSAID, Allowed, Fact
from totemgame.games.totemic_might.rules import MightState, new_game
from totemgame.games.totemic_might.scoring import balanced, pan_weights


@pytest.fixture(autouse=True)
def _fresh():
    pan_odds.forget()
    yield
    pan_odds.forget()


def _final(seed: int) -> MightState:
    """A 3-seat game brought straight to the final challenge."""
    state = new_game(3, {}, seed)
    state.final_round = True
    for p in state.p:
        p.reset_orders(True)
    for s in range(3):
        state.apply(s, Orders((0, 0), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    assert state.view(0).phase == "final"
    return state


def _told_everything(state: MightState):
    """Seat 0's view with every weight told: a single world remains."""
    view = state.view(0)
    told = Fact("hint", 1, UNSAID, tuple(Allowed(t, (w,)) for t, w in enumerate(state.weights)))
    return replace(view, facts=(*view.facts, told))


def test_the_same_view_and_layout_give_the_same_odds():
    view = _final(3).view(0)
    pans = tuple(i % 3 for i in range(len(view.final_items)))
    first = layout_odds(view, pans)
    pan_odds.forget()  # drawn again from scratch, with the view's own seed
    assert first is not None and first.worlds > 50
    assert layout_odds(view, pans) == first


def test_the_hints_arrangement_scores_as_the_hint_says():
    """The Hint's share of its own arrangement is the measure's, over the same worlds."""
    view = _final(5).view(0)
    agent = make_agent("hard", pan_odds.seed_of(view))
    hinted = agent.choose(view, None).pans
    odds = layout_odds(view, hinted)
    assert odds is not None and agent.last_share is not None
    assert odds.share == pytest.approx(agent.last_share)
    naive = layout_odds(view, tuple(i % 3 for i in range(len(hinted))))
    assert naive is not None and odds.balanced > naive.balanced


@pytest.mark.parametrize("seed", [1, 2])
def test_all_or_nothing_only_when_every_world_agrees(seed):
    """Told every weight, one world is left: a layout balances in it or not, and the odds say
    100% or 0%, proven, as the real weights do."""
    state = _final(seed)
    view = _told_everything(state)
    items = view.final_items
    lifts = state.p[0].lifts
    # the hint's arrangement for the one world, and one piece moved off it
    agent = make_agent("hard", 1)
    good = agent.choose(view, None).pans
    bad = list(good)
    bad[0] = (bad[0] + 1) % 3
    for pans in (good, tuple(bad)):
        odds = layout_odds(view, pans)
        assert odds is not None
        truth = balanced(pan_weights(items, pans, state.weights, lifts))
        assert odds.percent == (100 if truth else 0)
        assert odds.always == truth and odds.never == (not truth)


def test_a_share_short_of_all_or_none_is_never_shown_as_such():
    """Knowing little, a layout the sample never balances can still balance: it reads 1%, not
    0% (and everything on one pan is proven never to balance)."""
    view = _final(4).view(0)
    n = len(view.final_items)
    spread = tuple(i % 3 for i in range(n))
    odds = layout_odds(view, spread)
    assert odds is not None and not odds.always and not odds.never
    assert 1 <= odds.percent <= 99
    heap = layout_odds(view, (0,) * n)
    assert heap is not None and heap.never and heap.percent == 0
    assert pan_odds.Odds(0, 300).percent == 1
    assert pan_odds.Odds(300, 300).percent == 99


def test_no_odds_while_a_piece_is_in_the_tray():
    view = _final(3).view(0)
    pans = [i % 3 for i in range(len(view.final_items))]
    pans[2] = -1
    assert layout_odds(view, pans) is None


def test_the_hints_words_give_the_share_the_pans_will_show():
    """The Hint's sentence names the share the line beside Weigh shows once its layout is
    placed, whatever worlds the hinting agent drew itself."""
    from totemgame.games.totemic_might.actions import Arrange
    from totemgame.games.totemic_might.hint_words import pct

    view = _final(5).view(0)
    agent = make_agent("hard", 1)  # another seed than the view's: other worlds
    action = agent.choose(view, None)
    odds = layout_odds(view, action.pans)
    assert odds is not None and 0 < odds.balanced < odds.worlds
    text = agent.explain(view, Arrange(action.pans))  # as the Hint asks for its words
    assert pct(odds.share) in text
