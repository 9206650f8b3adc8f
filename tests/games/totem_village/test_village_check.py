"""VillageState.check: the reason a move is refused, in the game's words, and apply refuses
exactly the moves check gives a reason for (random short games, every variant)."""

from __future__ import annotations

import pytest

from totemgame.engine.game import Action, IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totem_village.actions import (
    Dismiss,
    EndPick,
    EndReveal,
    KeepYoung,
    Move,
    Pass,
    Pick,
    Place,
    Ready,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import KINDS, SPELLS, content
from totemgame.games.totem_village.rules import VillageState, new_game


def candidates(families: int) -> list[Action]:
    """Every kind of decision, legal or not, a few with huts off the board."""
    own = range(-1, 4)
    out: list[Action] = [Ready(), EndPick(), Pass(), EndReveal()]
    out += [Move(k, s, d) for k in KINDS for s in own for d in own]
    out += [Dismiss(k, h) for k in KINDS for h in own]
    out += [Pick(s) for s in SPELLS] + [Reveal(s) for s in SPELLS]
    out += [Place(s, h) for s in SPELLS for h in range(-1, 3 * families + 1)]
    out += [Starve(k, h) for k in KINDS for h in own]
    out += [KeepYoung(k, h) for k in KINDS for h in own]
    return out


def assert_check_matches_apply(state: VillageState, everything: list[Action], rng: Rng) -> None:
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        before = state.view(None)
        for action in everything:
            why = state.check(seat, action)
            assert (why is None) == (action in legal), (state.stage_name, seat, action, why)
            if why is None:
                continue
            assert why and why[0].isupper() and why.endswith("."), why
            with pytest.raises(IllegalAction) as refused:
                state.apply(seat, action)
            assert str(refused.value) == why
        assert state.view(None) == before  # refused moves changed nothing
        for action in rng.sample(legal, min(2, len(legal))):
            assert state.check(seat, action) is None
            state.clone().apply(seat, action)


VARIANTS = [
    (2, {}),
    (3, {"spells": "a", "meal": "a"}),
    (4, {"spells": "b", "meal": "b", "village": True}),
    (2, {"spells": "a", "meal": "b", "totem_a": True, "totem_b": True}),
]


@pytest.mark.parametrize("seed,players,options", [(i, *v) for i, v in enumerate(VARIANTS)])
def test_apply_refuses_exactly_what_check_gives_a_reason_for(seed, players, options):
    rng = Rng(seed)
    state = new_game(players, {**options, "max_rounds": 2}, seed)
    everything = candidates(state.families)
    stages = set()
    while not state.is_over():
        stages.add(state.stage_name)
        assert_check_matches_apply(state, everything, rng)
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert_check_matches_apply(state, everything, rng)
    assert {"arrange", "place"} <= stages


def test_reasons_speak_of_the_village():
    """A few refusals in the game's own words: whose decision, a missing villager, a full hut,
    a decision of another phase, the game over."""
    reasons = content().reasons
    state = new_game(2, {}, 1)
    assert state.stage_name == "arrange"
    seat = state.to_move()[0]
    other = 1 - seat
    f = state.actor
    assert state.check(other, Ready()) == reasons["not_yours"]
    assert "Arrange" in state.check(seat, Pick(SPELLS[0]))
    huts = state.family_huts(f)
    kind = next(k for i, k in enumerate(KINDS) if huts[0][i] == 0)
    assert (
        state.check(seat, Move(kind, 0, 1))
        == f"There is no {content().kind_names[kind]} in that hut."
    )
    assert state.check(seat, Move(kind, 1, 1)) == reasons["own_huts"]
    state.over = True
    assert state.check(seat, Ready()) == reasons["over"]
