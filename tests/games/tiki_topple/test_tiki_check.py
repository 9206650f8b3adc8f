"""TikiToppleState.check: the reason a play is refused, in the game's words, and apply refuses
exactly the plays check gives a reason for."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from totemgame.engine.game import Action, IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import TikiToppleState, new_game

NAMES = content().tiki_names


@dataclass(frozen=True)
class Shout(Action):
    """Not a Tiki Topple action."""

    kind = "shout"


def candidates() -> list[Action]:
    """Every card on every tiki, a few tikis that do not exist, and a foreign action."""
    plays: list[Action] = [PlayCard(c, t) for c in CARDS for t in range(-1, len(NAMES) + 1)]
    return plays + [Shout()]


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (2, 1), (3, 2), (4, 3)])
def test_apply_refuses_exactly_what_check_gives_a_reason_for(players, seed):
    rng = Rng(seed)
    state = new_game(players, {}, seed)
    everything = candidates()
    refused_kinds: set[str] = set()
    while True:
        for seat in range(players):
            legal = state.legal_actions(seat)
            for action in everything:
                why = state.check(seat, action)
                assert (why is None) == (action in legal), (seat, action, why)
                trial = state.clone()
                before = trial.view(None)
                if why is None:
                    trial.apply(seat, action)
                else:
                    assert why and why[0].isupper() and why.endswith("."), why
                    with pytest.raises(IllegalAction) as refused:
                        trial.apply(seat, action)
                    assert str(refused.value) == why
                    assert trial.view(None) == before  # a refused play changes nothing
                    refused_kinds.add(why.split()[0])
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.check(0, PlayCard(Card.UP1, state.line[-1])) == "The game is over."
    assert len(refused_kinds) >= 5  # many different reasons came up, not one catch-all


def fresh(seed: int = 1) -> TikiToppleState:
    return new_game(2, {}, seed)


def test_toast_on_the_first_turn_of_a_round_says_so():
    state = fresh()
    seat = state.turn
    why = state.check(seat, PlayCard(Card.TOAST, state.line[-1]))
    assert why == "Tiki Toast may not be played on your first turn of a round."
    assert state.check(1 - seat, PlayCard(Card.UP1, state.line[-1])) == "It is not your turn."


def test_a_tiki_too_high_for_the_card_is_named_with_its_place():
    state = fresh()
    seat, line = state.turn, state.line
    assert state.check(seat, PlayCard(Card.UP3, line[1])) == (
        f"Tiki Up 3 needs 3 tikis above; {NAMES[line[1]]} is 2nd."
    )
    assert state.check(seat, PlayCard(Card.UP2, line[1])) == (
        f"Tiki Up 2 needs 2 tikis above; {NAMES[line[1]]} is 2nd."
    )
    assert state.check(seat, PlayCard(Card.UP1, line[0])) == (
        f"{NAMES[line[0]]} is already at the top of the line."
    )
    assert state.check(seat, PlayCard(Card.UP3, line[3])) is None
    assert state.check(seat, PlayCard(Card.TOPPLE, line[0])) is None  # Topple moves any tiki


def test_a_card_already_played_and_a_toasted_tiki_are_refused_with_reasons():
    state = fresh(2)
    first = state.turn
    state.apply(first, PlayCard(Card.UP3, state.line[5]))
    second = state.turn
    state.apply(second, PlayCard(Card.UP1, state.line[4]))
    assert state.check(first, PlayCard(Card.UP3, state.line[6])) == (
        "You have already played your Tiki Up 3 this round."
    )
    bottom = state.line[-1]
    assert state.check(first, PlayCard(Card.TOAST, state.line[0])) == (
        "Tiki Toast removes only the bottom tiki."
    )
    state.apply(first, PlayCard(Card.TOAST, bottom))
    assert state.check(second, PlayCard(Card.TOPPLE, bottom)) == (
        f"{NAMES[bottom]} was toasted: it is out of the line for the rest of the round."
    )
    assert state.check(second, PlayCard(Card.TOPPLE, 99)) == "That tiki is not in the line."
    assert state.check(second, Shout()) == "Tiki Topple is played with action cards."
