"""Totem Surround rules, one behaviour per test (decisions: shared/rules/totem-surround.md)."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import geometry, placement_squares
from totemgame.games.totem_surround.rules import SurroundState, new_game
from totemgame.games.totem_surround.world import sample_world


def position(diagram: str, turn: int = 0, phase: Phase = Phase.MOVE) -> SurroundState:
    """A state from a picture of the board: '.' empty, 'T' the totem, 'W3' a White 3, 'R1' a
    Red 1; one line per row (3, 5, 7, 7, 7, 5, 3 squares). Pieces in hand = the rest."""
    geo = geometry()
    tokens = diagram.split()
    assert len(tokens) == geo.size, f"{len(tokens)} tokens"
    s = SurroundState()
    s.cells = [0] * geo.size
    s.left = [list(geo.counts), list(geo.counts)]
    for sq, tok in enumerate(tokens):
        if tok == "T":
            s.totem = sq
        elif tok != ".":
            seat = "WR".index(tok[0])
            value = int(tok[1])
            s.cells[sq] = value if seat == 0 else -value
            s.left[seat][geo.values.index(value)] -= 1
            assert s.left[seat][geo.values.index(value)] >= 0
    s.turn, s.phase = turn, phase
    return s


def sq(row: int, col: int) -> int:
    square = geometry().square_at(row, col)
    assert square is not None
    return square


def destinations(state: SurroundState) -> set[int]:
    return {a.to for a in state.legal_actions(state.turn) if isinstance(a, MoveTotem)}


# -- the board ------------------------------------------------------------------------------
def test_board_has_37_squares_in_rows_of_3_5_7_7_7_5_3():
    geo = geometry()
    assert geo.size == 37
    assert [sum(1 for r, _ in geo.coords if r == row) for row in range(7)] == [3, 5, 7, 7, 7, 5, 3]
    assert geo.square_at(0, 0) is None and geo.square_at(1, 0) is None
    assert geo.square_at(0, 1) is None and geo.square_at(0, 2) is not None


def test_squares_have_4_to_8_neighbours_diagonals_included():
    # The decisions file says "3 to 8", but on the 3-5-7-7-7-5-3 shape every square has at
    # least 4 (the end of the top row touches one square beside it and three below).
    geo = geometry()
    counts = [len(n) for n in geo.neighbours]
    assert min(counts) == 4 and max(counts) == 8
    assert len(geo.neighbours[geo.centre]) == 8
    assert sq(2, 2) in geo.neighbours[geo.centre]  # diagonal


def test_each_side_starts_with_five_1s_five_2s_five_3s_three_4s():
    s = new_game(2, {}, 0)
    assert s.left == [[5, 5, 5, 3], [5, 5, 5, 3]]
    assert s.totem == geometry().centre and s.turn == 0 and s.phase is Phase.MOVE


# -- moving the totem -----------------------------------------------------------------------
def test_step_to_any_adjacent_empty_square():
    s = new_game(2, {}, 0)
    assert destinations(s) == set(geometry().neighbours[geometry().centre])
    s.apply(0, MoveTotem(sq(2, 3)))
    assert s.totem == sq(2, 3) and s.phase is Phase.PLACE and s.turn == 0


def test_jump_over_one_own_piece_lands_directly_behind_it():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  T  W1 .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert sq(3, 5) in destinations(s) and sq(3, 4) not in destinations(s)
    events = s.apply(0, MoveTotem(sq(3, 5)))
    assert events[0].key == "totem_jump" and events[0].params["over"] == [sq(3, 4)]


def test_jump_over_a_run_of_three_own_pieces():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      T  W1 W4 W2 .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert sq(3, 4) in destinations(s)
    assert sq(3, 5) not in destinations(s)  # the first empty square behind the run, no further
    events = s.apply(0, MoveTotem(sq(3, 4)))
    assert events[0].params["count"] == 3


def test_jump_blocked_by_an_opponent_piece_in_the_run():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      T  W1 R2 W3 .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    row3 = {sq(3, c) for c in range(7)}
    assert destinations(s) & row3 == set()


def test_the_totem_never_passes_over_an_opponent_piece():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  T  R1 .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert sq(3, 5) not in destinations(s) and sq(3, 4) not in destinations(s)
    # ...but Red, whose piece it is, may jump it.
    s.turn = 1
    assert sq(3, 5) in destinations(s)


def test_jump_blocked_when_the_run_reaches_the_edge_of_the_board():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  T  W1 W2 W1
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert destinations(s) == set(geometry().neighbours[s.totem]) - {sq(3, 4)}


def test_no_jump_over_a_gap():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      T  .  W1 .  .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert sq(3, 1) in destinations(s)  # the step
    assert sq(3, 3) not in destinations(s)


def test_a_step_and_a_jump_are_both_offered():
    s = position("""
            .  .  .
         .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  T  W1 .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    assert len(destinations(s)) == 8  # seven steps and one jump


# -- placing a piece ------------------------------------------------------------------------
def test_placement_only_next_to_the_totem_with_any_value_still_held():
    s = new_game(2, {}, 0)
    s.apply(0, MoveTotem(sq(2, 3)))
    actions = s.legal_actions(0)
    squares = {a.square for a in actions}
    assert squares == set(geometry().neighbours[sq(2, 3)])
    assert {a.value for a in actions} == {1, 2, 3, 4}
    with pytest.raises(IllegalAction):
        s.apply(0, PlacePiece(sq(5, 3), 1))


def test_a_value_no_longer_held_cannot_be_placed():
    s = new_game(2, {}, 0)
    s.left[0] = [5, 5, 5, 0]
    s.apply(0, MoveTotem(sq(2, 3)))
    assert all(a.value != 4 for a in s.legal_actions(0))
    with pytest.raises(IllegalAction, match="value 4"):
        s.apply(0, PlacePiece(sq(1, 3), 4))


def test_placement_forced_elsewhere_when_the_totems_neighbours_are_full():
    # White jumps over its 1 into the top square, whose four neighbours are all taken.
    s = position("""
            .  R1 .
         W2 W1 R3 .  .
      .  .  T  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """)
    top = sq(0, 2)
    assert set(geometry().neighbours[top]) == {sq(0, 3), sq(1, 1), sq(1, 2), sq(1, 3)}
    s.cells[sq(0, 3)] = -1
    s.apply(0, MoveTotem(top))
    squares = {a.square for a in s.legal_actions(0)}
    empties = {i for i, v in enumerate(s.cells) if v == 0 and i != top}
    assert squares == empties and sq(2, 2) in squares  # even where the totem came from
    events = s.apply(0, PlacePiece(sq(6, 3), 2))
    assert events[0].key == "place_forced"


def test_move_first_then_place():
    s = new_game(2, {}, 0)
    with pytest.raises(IllegalAction):
        s.apply(0, PlacePiece(sq(2, 3), 1))
    s.apply(0, MoveTotem(sq(2, 3)))
    with pytest.raises(IllegalAction):
        s.apply(0, MoveTotem(sq(1, 3)))
    s.apply(0, PlacePiece(sq(1, 3), 3))
    assert s.turn == 1 and s.phase is Phase.MOVE and s.cells[sq(1, 3)] == 3


def test_an_illegal_action_leaves_the_state_unchanged():
    s = new_game(2, {}, 0)
    before = s.view(None)
    with pytest.raises(IllegalAction):
        s.apply(0, MoveTotem(sq(0, 2)))
    with pytest.raises(IllegalAction):
        s.apply(1, MoveTotem(sq(2, 3)))
    assert s.view(None) == before


# -- the end --------------------------------------------------------------------------------
def _trap_red() -> SurroundState:
    """White to place with the totem on the top square; filling its last free neighbour
    leaves Red without a move (every neighbour is White, so Red cannot jump)."""
    return position(
        """
            T  W3 .
         W1 W2 .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            R4 R4 R4
    """,
        turn=0,
        phase=Phase.PLACE,
    )


def test_the_game_ends_when_the_player_to_move_cannot_move_the_totem():
    s = _trap_red()
    assert not s.is_over()
    events = s.apply(0, PlacePiece(sq(1, 3), 1))
    assert s.is_over() and s.to_move() == ()
    assert [e.key for e in events] == ["place", "totem_stuck", "game_over"]
    assert s.legal_actions(0) == [] and s.legal_actions(1) == []


def test_a_surrounded_totem_can_still_jump_over_own_pieces():
    s = _trap_red()
    s.apply(0, PlacePiece(sq(1, 3), 1))
    s.over, s.turn = False, 0  # the same ring, but White to move: it may jump its own pieces
    # Over the 3 along the top row, and over each piece of the ring below onto row 2.
    assert destinations(s) == {sq(0, 4), sq(2, 0), sq(2, 2), sq(2, 4)}


def test_scoring_counts_only_own_pieces_touching_the_totem():
    s = _trap_red()
    s.apply(0, PlacePiece(sq(1, 3), 1))
    result = s.result()
    assert result.scores == (3 + 1 + 2 + 1, 0)  # Red's three 4s are far away
    assert result.winners == (0,)


def test_at_most_eight_pieces_score():
    s = position(
        """
            .  .  .
         .  .  .  .  .
      .  .  W4 W4 R4 .  .
      .  .  W3 T  R4 .  R3
      .  .  W3 W3 R4 .  .
         .  .  .  .  .
            .  .  W4
    """,
        turn=0,
    )
    assert s.view(0).scores == (4 + 4 + 3 + 3 + 3, 12)  # the far W4 and R3 do not count
    assert len(geometry().neighbours[s.totem]) == 8


def test_tie_on_points_goes_to_more_pieces_on_the_board():
    # Red's run along the top row reaches the edge, so Red cannot jump: the game ends at
    # Red's turn with 3 points each, and White has placed one piece more.
    s = position(
        """
            T  R3 R1
         W1 W1 .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  .  .
    """,
        turn=0,
        phase=Phase.PLACE,
    )
    events = s.apply(0, PlacePiece(sq(1, 3), 1))
    assert s.is_over()
    result = s.result()
    assert result.scores == (3, 3) and result.details["pieces"] == [3, 2]
    assert result.winners == (0,) and events[-1].key == "game_over_tiebreak"


def test_equal_points_and_pieces_is_a_draw():
    s = position(
        """
            T  W3 W1
         R1 R1 .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
         .  .  .  .  .
            .  W1 .
    """,
        turn=1,
        phase=Phase.PLACE,
    )
    events = s.apply(1, PlacePiece(sq(1, 3), 1))
    assert s.is_over()
    result = s.result()
    assert result.scores == (3, 3) and result.details["pieces"] == [3, 3]
    assert result.winners == (0, 1) and events[-1].key == "game_drawn"


def test_views_show_the_live_sums_around_the_totem():
    s = new_game(2, {}, 0)
    s.apply(0, MoveTotem(sq(2, 3)))
    s.apply(0, PlacePiece(sq(1, 3), 3))
    assert s.view(None).scores == (3, 0)
    s.apply(1, MoveTotem(sq(3, 3)))
    assert s.view(1).scores == (0, 0)  # the 3 no longer touches the totem


def test_sample_world_is_the_position_itself():
    s = new_game(2, {}, 0)
    s.apply(0, MoveTotem(sq(2, 3)))
    world = sample_world(s.view(1), Rng(3))
    assert world.view(1) == s.view(1)
    assert set(world.legal_actions(0)) == set(s.legal_actions(0))


def test_placement_helper_falls_back_to_every_empty_square():
    cells = [1] * 37
    cells[5] = cells[30] = 0
    assert placement_squares(cells, 30) == [5]
