"""The danger shown to the player: where the opponent can trap the totem next turn and win,
checked against the rules themselves (every reply played out on a copy of the game)."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.rules import SurroundState, new_game
from totemgame.games.totem_surround.threats import (
    risky_destinations,
    risky_placements,
    winning_traps,
)


def _turns(state: SurroundState):
    """Every whole turn of the side to move: the game after it."""
    seat = state.turn
    for move in state.legal_actions(seat):
        after_move = state.clone()
        after_move.apply(seat, move)
        for place in after_move.legal_actions(seat):
            after = after_move.clone()
            after.apply(seat, place)
            yield move, after


def _winning_replies(state: SurroundState) -> set[int]:
    """Squares the side to move can take the totem to and win: the game ends at once, or every
    turn the other side then has ends it with them ahead. By the rules, turn by turn."""
    seat, found = state.turn, set()
    for move, after in _turns(state):
        assert isinstance(move, MoveTotem)
        if after.is_over():
            won = after.result().winners == (seat,)
        else:
            won = all(
                reply.is_over() and reply.result().winners == (seat,) for _m, reply in _turns(after)
            )
        if won:
            found.add(move.to)
    return found


def _positions(games: int, empty: int = 37):
    """Positions of random games (seeded), at the placement half of a turn, with at most
    `empty` empty squares."""
    for seed in range(games):
        state, rng = new_game(2, {}, seed), Rng(seed)
        while not state.is_over():
            if state.phase is Phase.PLACE and state.cells.count(0) - 1 <= empty:
                yield state
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))


def _held(state: SurroundState, seat: int) -> list[int]:
    return [v for v, n in zip((1, 2, 3, 4), state.left[seat], strict=True) if n]


def test_winning_traps_are_exactly_the_replies_that_end_the_game_in_the_opponents_favour():
    seen, forced = 0, 0
    for state in _positions(12, empty=20):
        seat = state.turn
        for action in state.legal_actions(seat):
            after = state.clone()
            after.apply(seat, action)
            if after.is_over():
                continue
            traps = winning_traps(
                after.cells, after.totem, seat, _held(after, 1 - seat), _held(after, seat)
            )
            assert {t.square for t in traps} == _winning_replies(after)
            seen += bool(traps)
            forced += any(t.forced for t in traps)
    assert seen > 20 and forced > 5  # the positions do hold traps of both kinds


def test_risky_placements_and_destinations_agree_with_the_traps_they_leave():
    placements = destinations = endings = 0
    for state in _positions(8):
        seat = state.turn
        value = max(v for v, n in zip((1, 2, 3, 4), state.left[seat], strict=True) if n)
        risky = risky_placements(state.cells, state.totem, seat, value, state.left)
        for action in state.legal_actions(seat):
            assert isinstance(action, PlacePiece)
            if action.value != value:
                continue
            after = state.clone()
            after.apply(seat, action)
            opens = not after.is_over() and bool(_winning_replies(after))
            assert (action.square in risky) == opens
            placements += opens
    for seed in range(6):  # one step back: the totem move, judged with the highest piece
        state, rng = new_game(2, {}, seed), Rng(seed)
        while not state.is_over():
            if state.phase is Phase.MOVE:
                seat = state.turn
                held = [v for v, n in zip((1, 2, 3, 4), state.left[seat], strict=True) if n]
                risky = risky_destinations(state.cells, state.totem, seat, state.left)
                for move in state.legal_actions(seat):
                    moved = state.clone()
                    moved.apply(seat, move)
                    saved = lost_ending = False
                    for place in moved.legal_actions(seat):
                        if place.value != max(held):
                            continue
                        after = moved.clone()
                        after.apply(seat, place)
                        if after.is_over():  # the piece itself ends the game: saved unless lost
                            lost = after.result().winners == (1 - seat,)
                            saved, lost_ending = saved or not lost, lost_ending or lost
                        else:
                            saved = saved or not _winning_replies(after)
                    assert (move.to in risky) == (not saved)
                    destinations += not saved
                    if not saved and all(t.ending for t in risky[move.to]):
                        assert lost_ending  # told as an ending only when one is lost
                        endings += 1
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    assert placements > 5 and destinations > 2 and endings
