"""Shared by the network tests: seeded random games and bot players over a referee."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from totemgame import games
from totemgame.engine.game import State
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng

# A seed no view holds by chance: found in a message, it can only be the seed leaking.
BIG_SEED = 8_675_309_271_828


def positions(
    game_id: str, players: int, seed: int, every: int = 1
) -> Iterator[tuple[State, list[Any]]]:
    """Positions of a seeded random game (every `every`-th and the last), each with the events
    of the move that led to it."""
    module = games.get(game_id)
    state = module.new_game(players, module.spec.validate_options({}), seed)
    rng = Rng(seed + 1)
    events: list[Any] = list(state.opening_events())
    ply = 0
    yield state, events
    while not state.is_over():
        seat = rng.choice(state.to_move())
        events = state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        ply += 1
        if ply % every == 0 or state.is_over():
            yield state, events


def new_match(game_id: str, kinds: list[str], seed: int = BIG_SEED) -> Match:
    """A Match of `game_id` with seats of `kinds` ('human', 'ai:random'...)."""
    seats = [SeatInfo(kind, f"Player {i + 1}", i) for i, kind in enumerate(kinds)]
    record = GameRecord(game=game_id, options={}, seats=seats, seed=seed)
    return games.open_match(record)
