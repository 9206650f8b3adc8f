"""The hint's words for Totem Surround: what the move does in the game's words (a jump over how
many pieces, how many totem moves a placement leaves, a trap that ends the game) and the sums."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.advice import explain_move
from totemgame.games.totem_surround.board import geometry, sign_of, surround_sums, totem_moves
from totemgame.games.totem_surround.rules import new_game
from totemgame.games.totem_surround.search import SearchReport


def test_a_jump_hint_says_how_many_pieces_it_clears():
    sq = geometry().square_at
    state = new_game(2, {}, 0)
    for action in (MoveTotem(sq(2, 3)), PlacePiece(sq(3, 3), 2), MoveTotem(sq(2, 4))):
        state.apply(state.turn, action)
    state.apply(1, PlacePiece(sq(1, 4), 1))
    jump = MoveTotem(sq(4, 2))  # White from e5 over its 2 on d4 to c3
    words = explain_move(state.view(0), jump, SearchReport())
    assert words.startswith("Jump the totem over 1 of yours to c3, leaving Red's 1 behind: ")
    assert "you would have 2 to your opponent's 0" in words
    step = explain_move(state.view(0), MoveTotem(sq(2, 5)), SearchReport())
    assert step.startswith("Move the totem to f5: ")


def test_a_placement_hint_says_what_it_leaves_the_opponent():
    found = {"trap": False, "few": False}
    for seed in range(60):
        state = new_game(2, {}, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = state.turn
            action = rng.choice(state.legal_actions(seat))
            if isinstance(action, PlacePiece):
                cells = list(state.cells)
                cells[action.square] = action.value * sign_of(seat)
                moves = totem_moves(cells, state.totem, sign_of(1 - seat))
                words = explain_move(state.view(seat), action, SearchReport(chance=0.5))
                assert len(words) < 200 and words.endswith("at 50%.")
                other = geometry().side_names[1 - seat]
                sums = surround_sums(cells, state.totem)
                assert f"you would have {sums[seat]} to your opponent's {sums[1 - seat]}" in words
                if not moves:
                    assert f"{other} cannot move the totem then: the game ends" in words
                    found["trap"] = True
                elif len(moves) <= 3:
                    n = len(moves)
                    assert f"{other} keeps {n} totem move{'s' if n > 1 else ''}" in words
                    found["few"] = True
                else:
                    assert "keeps" not in words and "game ends" not in words
            state.apply(seat, action)
    assert found == {"trap": True, "few": True}


def test_a_totem_move_hint_says_whose_pieces_it_leaves_or_joins():
    sq = geometry().square_at
    state = new_game(2, {}, 0)
    state.apply(0, MoveTotem(sq(2, 3)))  # White to d5
    state.apply(0, PlacePiece(sq(1, 3), 3))  # a 3 on d6
    view = state.view(1)  # Red to move, the totem on d5 next to White's 3
    away = explain_move(view, MoveTotem(sq(3, 3)), SearchReport())
    assert away.startswith("Move the totem to d4, leaving White's 3 behind: ")  # d6 is behind
    stay = explain_move(view, MoveTotem(sq(2, 2)), SearchReport())  # c5 still touches d6
    assert stay.startswith("Move the totem to c5: ")
    state.apply(1, MoveTotem(sq(2, 2)))  # Red to c5: still next to d6
    state.apply(1, PlacePiece(sq(2, 1), 4))  # a 4 on b5
    view = state.view(0)
    words = explain_move(view, MoveTotem(sq(3, 3)), SearchReport())
    assert words.startswith("Move the totem to d4, leaving Red's 4 behind: ")
    state = new_game(2, {}, 0)
    for action in (MoveTotem(sq(2, 3)), PlacePiece(sq(1, 4), 3), MoveTotem(sq(3, 2))):
        state.apply(state.turn, action)  # White: d5, a 3 on e6; Red: to c4 ...
    state.apply(1, PlacePiece(sq(2, 2), 4))  # ... a 4 on c5, which d5 touches too
    back = explain_move(state.view(0), MoveTotem(sq(2, 3)), SearchReport())
    assert back.startswith("Move the totem to d5, next to your 3: ")


def test_a_move_onto_more_of_their_pieces_is_not_called_leaving_them_behind():
    sq = geometry().square_at
    state = new_game(2, {}, 0)
    state.cells[sq(4, 3)] = 1  # White's 1 on d3, below the totem on d4
    state.cells[sq(1, 4)] = 4  # White's 4 on e6, next to d5 but not to c5
    state.turn = 1  # Red to move the totem
    view = state.view(1)
    escape = explain_move(view, MoveTotem(sq(2, 2)), SearchReport())
    assert escape.startswith("Move the totem to c5, leaving White's 1 behind: ")
    onto = explain_move(view, MoveTotem(sq(2, 3)), SearchReport())  # leaves the 1, meets the 4
    assert onto.startswith("Move the totem to d5: ")
