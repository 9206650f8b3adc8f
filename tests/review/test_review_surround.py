"""Totem Surround's review: a move the endgame solver proves loses a won game is a blunder, the
best move a win; the chances there are proven (1 or 0), not estimated."""

from __future__ import annotations

from review_games import easy_game

from totemgame import games
from totemgame.games.totem_surround.ai import position_of
from totemgame.games.totem_surround.endgame import Solver
from totemgame.games.totem_surround.review import empty_squares, turns_of
from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview
from totemgame.review.walk import decision_plies, judge_moves, positions

# Easy vs Easy (seed 3): at move 57, with 8 squares empty, White places a 2 that loses a game
# a placement elsewhere wins.
SEED, BLUNDER = 3, 57


def exact_value(view, action) -> int:
    """The solver's exact margin for the mover after `action` (its best continuation)."""
    pos, _ = position_of(view)
    _, value = Solver(2_000_000).solve(pos, turns_of(view, action))
    return value


def test_a_move_that_throws_away_a_proven_win_is_a_blunder():
    record = easy_game("totem-surround", SEED)
    assert BLUNDER in decision_plies(record, 0)
    [raw] = judge_moves(record.to_json(), 0, [BLUNDER])
    review = MoveReview.from_json(raw)
    assert review.mark is Mark.BLUNDER
    assert (review.best_value, review.played_value) == (1.0, 0.0)  # proven, not estimated
    # The solver, asked for the exact margins from scratch, agrees: the best move wins, the
    # move played loses.
    module = games.get("totem-surround")
    state = next(s for ply, s in positions(record, module) if ply == BLUNDER)
    view = state.view(0)
    assert empty_squares(view) <= 8
    played = module.codec.decode(record.actions[BLUNDER][1])
    best = module.codec.decode(review.best)
    assert exact_value(view, best) > 0 > exact_value(view, played)
    assert review.reasons["en"] and set(review.reasons) == {"en", "de", "fr", "pl"}


def test_surround_has_nothing_hidden_so_no_hindsight():
    record = easy_game("totem-surround", SEED)
    [raw] = judge_moves(record.to_json(), 0, [BLUNDER])
    review = MoveReview.from_json(raw)
    assert review.hindsight_mark is None and review.hindsight_played is None


def test_a_midgame_move_is_judged_the_same_twice():
    record = easy_game("totem-surround", SEED)
    ply = decision_plies(record, 0)[6]  # early: MCTS, not the solver, puts a value on it
    first = judge_moves(record.to_json(), 0, [ply])
    assert first == judge_moves(record.to_json(), 0, [ply])
    assert 0.0 < first[0]["values"][0] < 1.0  # an estimate, not a proof
