"""SurroundState.check: the reason a move is refused, in the game's words, and apply refuses
exactly the moves check gives a reason for."""

from __future__ import annotations

import pytest

from totemgame.engine.game import Action, IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.rules import SurroundState, new_game


def sq(row: int, col: int) -> int:
    square = geometry().square_at(row, col)
    assert square is not None
    return square


def label(row: int, col: int) -> str:
    return geometry().label(sq(row, col))


def candidates() -> list[Action]:
    """Every totem move and placement, legal or not, a few off the board or of no value."""
    squares = range(-1, geometry().size + 1)
    values = range(0, max(geometry().values) + 2)
    moves: list[Action] = [MoveTotem(s) for s in squares]
    return moves + [PlacePiece(s, v) for s in squares for v in values]


@pytest.mark.parametrize("seed", range(6))
def test_apply_refuses_exactly_what_check_gives_a_reason_for(seed):
    rng = Rng(seed)
    state = new_game(2, {}, seed)
    everything = candidates()
    positions = 0
    while True:
        positions += 1
        for seat in (0, 1):
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
                    assert trial.view(None) == before  # a refused move changes nothing
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(legal))
    assert positions > 20  # whole games, both halves of many turns, and the end


def _state(cells: dict[tuple[int, int], int], totem: tuple[int, int]) -> SurroundState:
    s = SurroundState()
    for (r, c), v in cells.items():
        s.cells[sq(r, c)] = v
        seat, value = (0, v) if v > 0 else (1, -v)
        s.left[seat][geometry().values.index(value)] -= 1
    s.totem = sq(*totem)
    return s


def test_a_step_onto_an_occupied_square_is_refused_in_words():
    s = _state({(2, 3): -1}, totem=(3, 3))
    assert (
        s.check(0, MoveTotem(sq(2, 3)))
        == f"The square {label(2, 3)} is taken: the totem only lands on an empty square."
    )
    assert s.check(0, MoveTotem(sq(3, 4))) is None


def test_a_jump_must_pass_over_an_unbroken_line_of_your_own_pieces():
    s = _state({(3, 4): 1, (3, 5): -2, (2, 3): 2}, totem=(3, 3))
    # over Red's 2 (behind White's 1): never
    assert s.check(0, MoveTotem(sq(3, 6))) == "The totem never jumps over Red's pieces."
    # over White's 2 onto the first empty square behind it: yes; further: no
    assert s.check(0, MoveTotem(sq(1, 3))) is None
    assert s.check(0, MoveTotem(sq(0, 3))) == (
        f"A jump lands on the first empty square behind your line of pieces: {label(1, 3)}."
    )
    # for Red, White's pieces block the jumps
    s.turn = 1
    assert s.check(1, MoveTotem(sq(1, 3))) == "The totem never jumps over White's pieces."
    # two squares away over an empty square: a step goes one square only
    assert s.check(1, MoveTotem(sq(5, 3))) == (
        "The totem steps one square; only a jump over a line of your own pieces goes further."
    )
    assert s.check(1, MoveTotem(sq(4, 5))) == (
        "The totem moves in a straight line: across, up and down, or diagonally."
    )
    assert s.check(1, MoveTotem(sq(3, 3))) == f"The totem already stands on {label(3, 3)}."
    assert s.check(1, MoveTotem(99)) == "That square is not on the board."


def test_a_placement_must_touch_the_totem_with_a_value_still_held():
    s = _state({(2, 3): -1}, totem=(3, 3))
    s.phase = Phase.PLACE
    s.left[0] = [5, 5, 5, 0]
    assert s.check(0, PlacePiece(sq(5, 3), 1)) == (
        "Place your piece on an empty square next to the totem."
    )
    assert s.check(0, PlacePiece(sq(2, 3), 1)) == (
        f"The square {label(2, 3)} is taken: place your piece on an empty square."
    )
    assert s.check(0, PlacePiece(sq(3, 3), 1)) == (
        f"The totem stands on {label(3, 3)}: place your piece on an empty square."
    )
    assert s.check(0, PlacePiece(sq(2, 2), 4)) == "You have no pieces of value 4 left."
    assert s.check(0, PlacePiece(sq(2, 2), 7)) == "There are no pieces of value 7."
    assert s.check(0, PlacePiece(sq(2, 2), 3)) is None


def test_the_two_halves_of_a_turn_come_in_order_and_only_for_the_player_to_move():
    s = new_game(2, {}, 0)
    assert s.check(1, MoveTotem(sq(2, 3))) == "It is White's turn."
    assert s.check(0, PlacePiece(sq(2, 3), 1)) == "First move the totem, then place a piece."
    s.apply(0, MoveTotem(sq(2, 3)))
    assert s.check(0, MoveTotem(sq(1, 3))) == "The totem has moved: now place a piece."
    s.over = True
    assert s.check(0, PlacePiece(sq(1, 3), 1)) == (
        "The game is over: the totem cannot move any more."
    )
