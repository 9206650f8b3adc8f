"""The shape of Totem Village's rules: the state is one dataclass (rules.VillageState: fields
and small queries, no base class), and the rules are functions over it under fixed names, one
concern a module (legality, effects, stages, resolve, scoring), which VillageState's contract
calls. position.VillagePosition, the protocol those functions type the state by, names the
same fields as the dataclass."""

from __future__ import annotations

import dataclasses
import inspect

from totemgame.engine.rng import Rng
from totemgame.games.totem_village import effects, legality, resolve, scoring, stages
from totemgame.games.totem_village.position import VillagePosition
from totemgame.games.totem_village.rules import VillageState, new_game

FUNCTIONS = {
    legality: ("legal_actions", "check", "legal", "allowed", "why_not"),
    effects: ("apply", "act"),
    stages: ("advance", "start_stage", "finish_stage", "clear_round"),
    resolve: ("births", "hunt", "meal", "disease", "ageing", "census", "check_families"),
    scoring: ("result", "game_end"),
}


def test_the_state_is_one_dataclass_with_no_base_class():
    assert dataclasses.is_dataclass(VillageState)
    assert VillageState.__bases__ == (object,)
    assert not hasattr(new_game(2, {}, 1), "__dict__")  # slots: a misspelt field is an error


def test_the_protocol_names_exactly_the_dataclass_fields():
    fields = {f.name for f in dataclasses.fields(VillageState)}
    assert set(VillagePosition.__annotations__) == fields


def test_the_rules_are_functions_over_the_state_under_fixed_names():
    for module, names in FUNCTIONS.items():
        for name in names:
            member = getattr(module, name)
            assert inspect.isfunction(member), f"{module.__name__}.{name}"
            first = next(iter(inspect.signature(member).parameters))
            assert first == "st", f"{module.__name__}.{name} takes the state first"
        assert not [
            n
            for n, c in vars(module).items()
            if inspect.isclass(c) and c.__module__ == module.__name__
        ], f"{module.__name__} defines no class"


def test_the_contract_is_the_functions():
    s = new_game(3, {"spells": "a"}, 5)
    rng = Rng(9)
    for _ in range(200):
        if s.is_over():
            break
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        assert legal == legality.legal_actions(s, seat) == legality.legal(s, s.actor)
        action = rng.choice(legal)
        assert s.check(seat, action) is None and legality.check(s, seat, action) is None
        twin = s.clone()
        assert s.apply(seat, action) == effects.apply(twin, seat, action)
        assert s.view(None) == twin.view(None)
    assert s.result() == scoring.result(s)
