"""Totemix's review values: the seat's expected place at the game's end, as the Hard AI
imagines the rest of the game. Each move is tried on sampled futures (the unseen cards in a
shuffled order; in an auction, each other seat's sealed bid drawn from the Hard AI's model of
a heuristic bidder: its answer to small bids, computed from that seat's open sheet, softened).
Every later auction is bid by that same model for every seat, the reviewed one too, and every
seat marks by auto-place, to the end of the game; the seats are then placed by the rules
(carved levels, then height, then crystals). With two players that is the chance to win. Every
move meets the same futures (the same cards and draws), so the difference between two moves is
the move's own. With hindsight, the cards come in their true order and the bids already sealed
are the real ones. No pygame."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from totemgame.ai.simultaneous import exact_response_values, response_values
from totemgame.engine.game import Action, State
from totemgame.engine.rng import Rng
from totemgame.games.totemix.ai import TEMPERATURE, auction_model
from totemgame.games.totemix.rules import BID, AutoPlace, Bid, Confirm, TotemixState, TotemixView
from totemgame.games.totemix.world import sample_world
from totemgame.review.standing import mean, standing

WORLDS = 16  # sampled futures per move
HINDSIGHT_WORLDS = WORLDS  # with hindsight the cards and sealed bids are true; later bids drawn
STEPS = 2000  # moves to the game's end at most (bids, then auto-place and confirm per seat)
SAMPLES = 12  # sampled profiles per bid level when the others are too many to sum exactly

BidModel = dict[int, tuple[list[int], list[float]]]  # seat -> (bid levels, their chances)


def bid_model(world: TotemixState, seats: Sequence[int], rng: Rng) -> BidModel:
    """How the Hard AI expects each of `seats` to bid: its answer to small bids from the
    others (read from the open sheets only), softened as Hard softens it."""
    model = auction_model(world)
    sizes = [len(levels) for levels in model.levels]
    prior = [[1.0 / (1 + a) for a in range(k)] for k in sizes]
    out: BidModel = {}
    for j in seats:
        values = exact_response_values(j, sizes, prior, model.payoff, 512)
        if values is None:
            values = response_values(j, sizes, prior, model.payoff, SAMPLES, rng)
        top = max(values)
        weights = [math.exp((v - top) / TEMPERATURE) for v in values]
        total = sum(weights)
        out[j] = (model.levels[j], [w / total for w in weights])
    return out


def draw_bids(world: TotemixState, model: BidModel, keep: bool, rng: Rng) -> None:
    """Seal a bid for every seat of `model` in `world` (`keep`: a bid already sealed stays,
    as with hindsight)."""
    for j, (levels, chances) in model.items():
        if keep and world.p[j].bid is not None:
            continue
        world.p[j].bid = levels[rng.weighted_index(chances)]


def finish_game(world: TotemixState, seat: int, action: Action, rng: Rng) -> float:
    """Play `action` for `seat` in `world` (the others' bids sealed), then the rest of the
    game as the Hard AI imagines it; the seat's standing at the end by the rules' ranking."""
    world.apply(seat, action)
    for _ in range(STEPS):
        if world.over:
            break
        if world.phase == BID:
            waiting = world.to_move()
            bids = bid_model(world, waiting, rng)
            for j, (levels, chances) in bids.items():
                world.apply(j, Bid(levels[rng.weighted_index(chances)]))
                if world.phase != BID:
                    break
            continue
        mover = world.to_move()[0]
        world.apply(mover, AutoPlace(True) if world.p[mover].placeable() else Confirm())
    if not world.over:  # a game this long is not expected: place the seats as they stand
        keys = [(pl.carved(), pl.height(), pl.crystals) for pl in world.p]
        return standing([-sum(k > mine for k in keys) for mine in keys], seat)
    return standing([-rank for rank in world.result().ranks], seat)


def standings(
    futures: Sequence[tuple[TotemixState, int]], seat: int, actions: Sequence[Action]
) -> list[float | None]:
    """The mean final standing after each of `actions` over `futures` (a world and the seed
    of its draws: the same for every action)."""
    return [
        mean([finish_game(w.clone(), seat, action, Rng(dice)) for w, dice in futures])
        for action in actions
    ]


def futures_of(
    worlds: Sequence[TotemixState], seat: int, keep: bool, rng: Rng
) -> list[tuple[TotemixState, int]]:
    """Each world with the others' bids of this auction drawn (when bidding) and its seed."""
    out = []
    for world in worlds:
        if world.phase == BID:
            others = [j for j in range(world.players) if j != seat]
            draw_bids(world, bid_model(world, others, rng), keep, rng)
        out.append((world, rng.randint(0, 2**40)))
    return out


def review_values(
    agent: Any, view: TotemixView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The seat's expected final standing after each of `actions`, from `view` alone."""
    assert view.seat is not None
    rng = Rng(seed)
    worlds = [sample_world(view, rng) for _ in range(WORLDS)]
    return standings(futures_of(worlds, view.seat, False, rng), view.seat, actions)


def hindsight_values(
    truth: State[TotemixView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: the same on the true state (the cards in their order, the others'
    sealed bids as they were)."""
    assert isinstance(truth, TotemixState)
    rng = Rng(seed)
    worlds = [truth.clone() for _ in range(HINDSIGHT_WORLDS)]
    return standings(futures_of(worlds, seat, True, rng), seat, actions)
