"""Totem Village's review values: the seat's expected place at the end of the round, as the
Hard AI looks ahead. Each move is played on the Hard AI's sampled worlds (the others' hidden
spells drawn from what each family could still cast, face-down tokens read by where they lie)
and the round played out by the rules of thumb, births re-rolled in every world; the seats
are then placed by the Hard AI's evaluation of their families (a finished game counts the
win). Every move meets the same worlds and dice. With hindsight, the worlds are the true
state: the spells really chosen, only the dice re-rolled. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action, State
from totemgame.engine.rng import Rng
from totemgame.games.totem_village.ai import PRESETS, evaluate, rollout_round
from totemgame.games.totem_village.beliefs import token_beliefs
from totemgame.games.totem_village.rules import VillageState
from totemgame.games.totem_village.view import VillageView
from totemgame.games.totem_village.world import sample_world
from totemgame.review.standing import mean, standing

WORLDS = PRESETS["hard"].iterations  # as many worlds as Hard's look-ahead starts with


def standings(
    worlds: Sequence[tuple[VillageState, int]], seat: int, actions: Sequence[Action]
) -> list[float | None]:
    """The mean standing at the round's end after each of `actions`, over `worlds` (each a
    state and its dice)."""
    out: list[float | None] = []
    for action in actions:
        places = []
        for world, dice in worlds:
            w = world.clone()
            w.rng = Rng(dice)
            w.apply(seat, action)
            rollout_round(w, Rng(dice + 1))
            places.append(standing([evaluate(w, s) for s in range(w.players)], seat))
        out.append(mean(places))
    return out


def review_values(
    agent: Any, view: VillageView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The seat's expected standing after each of `actions`, from `view` alone."""
    assert view.seat is not None
    rng = Rng(seed)
    beliefs = token_beliefs(view)
    worlds = []
    for _ in range(WORLDS):
        world = sample_world(view, rng, beliefs)
        worlds.append((world, rng.randint(0, 2**40)))
    return standings(worlds, view.seat, actions)


def hindsight_values(
    truth: State[VillageView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: the same, on the true state (every secret spell and hut as chosen)."""
    assert isinstance(truth, VillageState)
    rng = Rng(seed)
    worlds = [(truth, rng.randint(0, 2**40)) for _ in range(WORLDS)]
    return standings(worlds, seat, actions)
