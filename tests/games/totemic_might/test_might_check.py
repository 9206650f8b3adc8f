"""MightState.check: the reason an action is refused, in the game's words (checks.py), and
apply refuses exactly the actions check gives a reason for."""

from __future__ import annotations

import pytest

from totemgame.engine.game import Action, IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might import checks
from totemgame.games.totemic_might.actions import (
    NO_WAGER,
    AnswerTrade,
    Arrange,
    Give,
    Guess,
    OfferTrade,
    PickSpirit,
    SetBid,
    SetPrefs,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.rules import MightState, new_game


def odd_ones(state: MightState) -> list[Action]:
    """Actions of every kind, most of them illegal now: out of range, the wrong phase, ..."""
    n = state.n
    return [
        SetBid(0, 1),
        SetBid(1, 99),
        SetBid(2, 1),
        SetPrefs(0, (0, 0, 1, 2, 3, 4)),
        SetWager("snake", 11, (), 0),
        SetWager("bear", 0, (0, 1), 0),
        NO_WAGER,
        Weigh((0,), ()),
        Weigh((), ()),
        Give(0, 1),
        Give(7, -1),
        OfferTrade(0, 1, 0),
        AnswerTrade(0, 0, True),
        Submit(),
        PickSpirit(state.pool[0] if state.pool else 0),
        PickSpirit(-3),
        Arrange((0, 1, 2)),
        Arrange(tuple([3] * len(state.items(0)))),
        Guess(tuple([-1] + [1] * (n - 1))),
        Guess((1,)),
    ]


@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow)])
def test_apply_refuses_exactly_what_check_gives_a_reason_for(seed):
    from totemgame.games.totemic_might import GAME

    agents = [GAME.make_agent("random", seed * 10 + s) for s in range(3)]
    rng = Rng(seed)
    state = new_game(3, {"short": True}, seed)
    positions = 0
    phases = set()
    while not state.is_over():
        positions += 1
        phases.add(state.phase)
        if state.phase == "orders" and positions % 7:
            seat = rng.choice(list(state.to_move()))
            state.apply(seat, agents[seat].choose(state.view(seat)))
            continue  # orders are long: every seventh position is looked at whole
        for seat in range(state.n):
            menu = checks.menu(state, seat)
            if len(menu) > 6:
                menu = rng.sample(menu, 6)
            legal = state.legal_actions(seat)
            for action in menu + odd_ones(state):
                why = state.check(seat, action)
                assert (why is None) == (action in legal), (seat, action, why)
                if action in menu:
                    assert why is None, (seat, action, why)
                trial = state.clone()
                before = trial.view(seat)
                if why is None:
                    trial.apply(seat, action)
                else:
                    assert isinstance(why, str) and why, (seat, action)
                    with pytest.raises(IllegalAction) as refused:
                        trial.apply(seat, action)
                    assert str(refused.value) == why
                    assert trial.view(seat) == before  # a refused action changes nothing
        seat = rng.choice(list(state.to_move()))
        state.apply(seat, agents[seat].choose(state.view(seat)))
    assert positions > 20
    assert {"orders", "final", "guess"} <= phases


def test_check_gives_the_reasons_of_the_rules_in_words():
    state = new_game(3, {"short": True}, 1)
    assert state.check(0, SetBid(0, 99)) == "a bid is 0 to 10 chips"
    assert state.check(0, Guess((-1, 1, 2))) == "it is time for orders"
    assert state.check(0, Give(0, 0)) == "you cannot give that trial totem"
    state.apply(0, Submit())
    assert state.check(0, Submit()) == "this player has no decision to make now"
    assert state.check(1, Submit()) is None
