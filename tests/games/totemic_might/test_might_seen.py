"""A seat's moves checked from its view alone (seen.py) agree with the rules' check on the
whole state: over random games, for the moves of the menu and moves of every kind off it
(bids of every amount, weighings with an empty pan or again, wagers, trades, gifts, picks,
arrangements, guesses), the view's verdict and reason are the state's. A view never lets
another seat's move be judged."""

from __future__ import annotations

import itertools

import pytest
from test_might_check import odd_ones

from totemgame.engine.game import Action
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might import checks
from totemgame.games.totemic_might.actions import (
    TRIAL,
    AnswerTrade,
    Give,
    OfferTrade,
    SetBid,
    SetWager,
    Weigh,
)
from totemgame.games.totemic_might.rules import MightState, new_game
from totemgame.games.totemic_might.seen import check_from_view, seen_position


def off_the_menu(state: MightState, seat: int, rng: Rng) -> list[Action]:
    """Moves the menu leaves out, legal or not, built from what `seat` holds."""
    p = state.p[seat]
    items = list(p.spirits) + [TRIAL + k for k in range(len(p.trials))]
    pans = [(), *[(i,) for i in items], *itertools.combinations(items, 2)]
    weighs = [Weigh(tuple(sorted(a)), tuple(sorted(b))) for a in pans for b in pans]
    out: list[Action] = [SetBid(s, x) for s in (0, 1) for x in range(-1, 13)]
    out += rng.sample(weighs, min(40, len(weighs)))
    out += [Weigh(*w) for w in p.weighed]  # the same weighing again
    out += [SetWager("wolf", 0, (a, b), 0) for a, b in [(0, 5), (0, 1), (p.spirits[0], 9)]]
    out += [SetWager("fox", 0, (0, 6, 13), o) for o in (0, 1)]
    out += [SetWager("bear", 0, (1, 2), o) for o in (0, 1)]
    out += [SetWager("snake", x, (), 0) for x in (0, 9, 10)]
    out += [OfferTrade(k, to, w) for k in range(3) for to in range(-1, state.n) for w in (0, 2)]
    out += [Give(k, to) for k in range(3) for to in range(-1, state.n)]
    out += [AnswerTrade(by, k, yes) for by in range(state.n) for k in (0, 1) for yes in (0, 1)]
    return out


@pytest.mark.parametrize("seed", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_the_view_judges_a_seat_s_moves_as_the_state_does(seed):
    from totemgame.games.totemic_might import GAME

    agents = [GAME.make_agent("random", seed * 10 + s) for s in range(4)]
    rng = Rng(seed)
    state = new_game(4, {"short": True}, seed)
    judged = refused = 0
    phases = set()
    while not state.is_over():
        phases.add(state.phase)
        for seat in state.to_move():
            view = state.view(seat)
            menu = list(checks.menu(state, seat))
            for action in rng.sample(menu, min(8, len(menu))) + off_the_menu(state, seat, rng):
                why = state.check(seat, action)
                assert check_from_view(view, seat, action) == why, (state.phase, seat, action)
                judged += 1
                refused += why is not None
            for action in odd_ones(state):
                assert check_from_view(view, seat, action) == state.check(seat, action)
            other = (seat + 1) % state.n
            assert check_from_view(view, other, menu[0]) is not None  # not this view's seat
        seat = rng.choice(list(state.to_move()))
        state.apply(seat, agents[seat].choose(state.view(seat)))
    assert {"orders", "reply", "final", "guess"} <= phases
    assert judged > 2000 and 0 < refused < judged


def test_the_seen_position_holds_no_secret_of_the_state():
    state = new_game(3, {}, 7)
    assert state.check(1, SetBid(0, 3)) is None
    state.apply(1, SetBid(0, 3))  # seat 1's orders are its own until every seat gave them
    seen = seen_position(state.view(0))
    assert seen.weights == [] and seen.hints == ()
    assert [p.start for p in seen.p] == [state.p[0].start, -1, -1]
    assert seen.p[0].bids == state.p[0].bids and seen.p[1].bids != state.p[1].bids
    for s in (1, 2):  # others' starting totems are not among what the view holds
        assert state.p[s].start not in seen.p[s].spirits
