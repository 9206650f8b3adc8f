"""Totemix's review values: the seat's expected place once the auction's round is marked, by
the Hard AI's measure of a seat's standing (carved levels first, then rows under way, then
crystals). A bid is tried on sampled auctions: each other seat's sealed bid is drawn from the
Hard AI's model of a heuristic bidder (its answer to small bids, computed from that seat's
open sheet, softened), and then every seat places what it won by auto-place. Marking is tried
once: nothing about it is hidden. With hindsight, the bids already sealed are the real ones
(those still to come are drawn as before). No pygame."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from totemgame.ai.simultaneous import exact_response_values, response_values
from totemgame.engine.game import Action, State
from totemgame.engine.rng import Rng
from totemgame.games.totemix.ai import TEMPERATURE, auction_model, position_value
from totemgame.games.totemix.rules import BID, AutoPlace, Confirm, TotemixState, TotemixView
from totemgame.games.totemix.world import sample_world
from totemgame.review.standing import mean, standing

WORLDS = 24  # sampled auctions per bid
STEPS = 200  # moves of a round's marking at most (auto-place, then confirm, per seat)
SAMPLES = 12  # sampled profiles per bid level when the others are too many to sum exactly

BidModel = dict[int, tuple[list[int], list[float]]]  # seat -> (bid levels, their chances)


def bid_model(world: TotemixState, seat: int, rng: Rng) -> BidModel:
    """How the Hard AI expects each other seat to bid: its answer to small bids from the
    others (read from the open sheets only), softened as Hard softens it."""
    model = auction_model(world)
    sizes = [len(levels) for levels in model.levels]
    prior = [[1.0 / (1 + a) for a in range(k)] for k in sizes]
    out: BidModel = {}
    for j in range(len(sizes)):
        if j == seat:
            continue
        values = exact_response_values(j, sizes, prior, model.payoff, 512)
        if values is None:
            values = response_values(j, sizes, prior, model.payoff, SAMPLES, rng)
        top = max(values)
        weights = [math.exp((v - top) / TEMPERATURE) for v in values]
        total = sum(weights)
        out[j] = (model.levels[j], [w / total for w in weights])
    return out


def draw_bids(world: TotemixState, seat: int, model: BidModel, keep: bool, rng: Rng) -> None:
    """Seal a bid for every other seat of `world` by `model` (`keep`: a bid already sealed
    stays, as with hindsight)."""
    for j, (levels, chances) in model.items():
        if keep and world.p[j].bid is not None:
            continue
        world.p[j].bid = levels[rng.weighted_index(chances)]


def finish_round(world: TotemixState, seat: int, action: Action) -> float:
    """Play `action` for `seat` in `world` (the others' bids sealed), then every seat's marking
    by auto-place; the seat's standing when the next auction opens (or the game ends)."""
    start = world.round
    world.apply(seat, action)
    for _ in range(STEPS):
        if world.over or (world.phase == BID and world.round != start):
            break
        mover = world.to_move()[0]
        world.apply(mover, AutoPlace(True) if world.p[mover].placeable() else Confirm())
    late = world.late()
    return standing([position_value(pl, late) for pl in world.p], seat)


def standings(
    worlds: Sequence[TotemixState], seat: int, actions: Sequence[Action]
) -> list[float | None]:
    """The mean standing after each of `actions` over `worlds`."""
    return [mean([finish_round(w.clone(), seat, action) for w in worlds]) for action in actions]


def sampled(start: TotemixState, seat: int, keep: bool, seed: int) -> list[TotemixState]:
    """WORLDS copies of `start` with the others' bids drawn (one copy while marking)."""
    if start.phase != BID:
        return [start]
    rng = Rng(seed)
    model = bid_model(start, seat, rng)
    worlds = []
    for _ in range(WORLDS):
        world = start.clone()
        draw_bids(world, seat, model, keep, rng)
        worlds.append(world)
    return worlds


def review_values(
    agent: Any, view: TotemixView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The seat's expected standing after each of `actions`, from `view` alone."""
    assert view.seat is not None
    world = sample_world(view, Rng(seed))  # only the others' sealed bids are unknown
    return standings(sampled(world, view.seat, False, seed), view.seat, actions)


def hindsight_values(
    truth: State[TotemixView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: the same on the true state (the others' sealed bids as they were)."""
    assert isinstance(truth, TotemixState)
    return standings(sampled(truth, seat, True, seed), seat, actions)
