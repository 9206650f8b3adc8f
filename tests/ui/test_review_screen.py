"""The review screen: opened from the results screen and from Replays, it judges the seat's
decisions in the worker with a progress bar and Cancel, keeps the review (opening it again is
instant), and a dot of its graph opens the replay at that move with the better move glowing."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, click_button, run_until
from review_games import easy_game

from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview
from totemgame.review.store import load_review, review_path
from totemgame.review.walk import decision_plies, rounds_of
from totemgame.session import review_job
from totemgame.storage.history import archive_game, list_replays
from totemgame.ui.review_graph import points, round_starts
from totemgame.ui.scenes.review import PLOT, ReviewScene, move_number


def quick_judge(record_json, seat, plies):
    """A stand-in for the Hard AI's judgement (the screen's behaviour, not the AI's, is tested
    here): every third move a blunder, its better move the one played next."""
    out = []
    for ply in plies:
        best = record_json["actions"][ply][1]
        blunder = ply % 3 == 0
        out.append(
            MoveReview(
                ply, best, best, {"en": f"Reason {ply}."}, 0.2 if blunder else 0.6, 0.6,
                Mark.BLUNDER if blunder else Mark.BEST, None, None, None,
            ).to_json()
        )  # fmt: skip
    return out


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(review_job, "judge_moves", quick_judge)


def finished_match(game_id: str = "tiki-topple"):
    from totemgame import games

    record = easy_game(game_id, 4)
    return games.open_match(record)


def test_the_results_screen_opens_the_review_which_judges_keeps_and_reopens_at_once(
    game_app, quick
):
    match = finished_match()
    game_app.set_root(game_app.screens.results(match))
    game_app.run_frames(2)
    click_button(game_app, "Review")
    scene = game_app.top
    assert isinstance(scene, ReviewScene) and scene.job is not None
    assert scene.find_button("Cancel") is not None
    run_until(game_app, lambda: scene.job is None, 30)
    assert scene.review is not None and scene.review.moves
    assert load_review(match.record, 0).review == scene.review
    again = game_app.screens.review(match.record)
    assert again.review == scene.review and again.job is None  # kept: no judging again


def test_cancel_stops_the_review_and_keeps_nothing(game_app, monkeypatch):
    import time

    def slow(record_json, seat, plies):
        time.sleep(0.05)
        return quick_judge(record_json, seat, plies)

    monkeypatch.setattr(review_job, "judge_moves", slow)
    match = finished_match()
    scene = game_app.screens.review(match.record)
    game_app.set_root(scene)
    run_until(game_app, lambda: scene.job is not None and scene.job.judged >= 2, 30)
    click_button(game_app, "Cancel")
    assert scene.job is None and scene.cancelled
    assert scene.find_button("Review") is not None  # to start again
    game_app.run_frames(10)
    assert not review_path(match.record, 0).exists()


def test_a_damaged_kept_review_says_so_and_is_made_again(game_app, quick):
    match = finished_match()
    path = review_path(match.record, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "moves": "oops"')
    scene = game_app.screens.review(match.record)
    game_app.set_root(scene)
    assert any("could not be used (the file is damaged)" in t for t in scene.banners.texts())
    assert scene.job is not None
    run_until(game_app, lambda: scene.job is None, 30)
    assert load_review(match.record, 0).review == scene.review


def test_a_dot_opens_the_replay_at_that_move_with_the_better_move_glowing(game_app, quick):
    match = finished_match()
    scene = game_app.screens.review(match.record)
    game_app.set_root(scene)
    run_until(game_app, lambda: scene.job is None, 30)
    costly = scene.costliest()
    assert costly and all(m.mark is Mark.BLUNDER for m in costly)
    worst = costly[0]
    index = scene.moves.index(worst)
    pos = dict(points(PLOT, scene.moves, False))[index]
    click(game_app, pos)
    replay = game_app.top
    assert type(replay).__name__ == "ReplayViewScene"
    assert replay.match.ply == worst.ply and replay.session.viewer == 0
    best = match.module.codec.decode(worst.best)
    assert replay.table.hint_action == best
    # The box beside the log says the move played (as its log line does), then the review.
    played = [replay.table.describe_event(e) for e in replay.match.events_of(worst.ply)]
    assert replay._focus_text.startswith(f"Played: {played[0]}")
    assert "Blunder" in replay._focus_text and f"Reason {worst.ply}." in replay._focus_text
    replay.step_forward()  # the next move: the marks go
    assert replay.table.hint_action is None
    replay.step_back()
    assert replay.table.hint_action == best


def test_each_finished_game_in_replays_has_a_review_button(game_app, quick):
    match = finished_match()
    archive_game(match.record, match.state.result())
    [entry] = list_replays()
    replays = game_app.screens.replays()
    game_app.set_root(replays)
    game_app.run_frames(2)
    row = replays._row_rect(replays.view.rect, 0, 0)
    click(game_app, replays._review_rect(row).center)
    assert isinstance(game_app.top, ReviewScene)
    assert game_app.top.record.actions == match.record.actions


def test_a_game_without_a_review_has_no_review_button(game_app):
    from totemgame import games

    for game_id in games.ids():
        if games.get(game_id).review_values is None:
            match = finished_match(game_id)
            game_app.set_root(game_app.screens.results(match))
            game_app.run_frames(2)
            assert game_app.top.find_button("Review") is None
            return
    pytest.skip("every game has a review")


def test_the_review_chooses_among_the_human_seats(game_app, quick):
    from totemgame.engine.record import SeatInfo

    match = finished_match()
    match.record.seats[1] = SeatInfo("human", "Bo")
    scene = game_app.screens.review(match.record)
    game_app.set_root(scene)
    assert scene.humans == [0, 1] and scene.seat == 0
    scene.set_seat(1)
    run_until(game_app, lambda: scene.job is None, 30)
    assert {match.record.actions[m.ply][0] for m in scene.review.moves} == {1}


def test_leaving_the_review_while_it_is_made_stops_it(game_app, monkeypatch):
    import time

    def slow(record_json, seat, plies):
        time.sleep(0.05)
        return quick_judge(record_json, seat, plies)

    monkeypatch.setattr(review_job, "judge_moves", slow)
    match = finished_match()
    game_app.set_root(game_app.screens.title())
    scene = game_app.screens.review(match.record)
    game_app.push(scene)
    run_until(game_app, lambda: scene.job is not None and scene.job.judged >= 1, 30)
    job = scene.job
    game_app.key(pygame.K_ESCAPE)
    game_app.run_frames(2)
    assert game_app.top is not scene and job.cancelled and scene.job is None


def other_move_judge(record_json, seat, plies):
    """A stand-in judgement whose better move is another legal move than the one played, every
    move a blunder."""
    from totemgame import games
    from totemgame.engine.record import GameRecord
    from totemgame.review.walk import positions

    record = GameRecord.from_json(record_json)
    module = games.get(record.game)
    out = []
    for ply, state in positions(record, module):
        if ply not in plies:
            continue
        played = record.actions[ply][1]
        other = next(a for a in state.legal_actions(seat) if a.to_json() != played)
        out.append(
            MoveReview(
                ply, played, other.to_json(), {"en": "Better."}, 0.1, 0.9, Mark.BLUNDER,
            ).to_json()
        )  # fmt: skip
    return out


@pytest.mark.parametrize(
    "game_id", ["tiki-topple", "totem-surround", "totem-village", "totemix", "totemic-might"]
)
def test_the_replay_marks_the_move_played_beside_the_better_one(game_app, monkeypatch, game_id):
    monkeypatch.setattr(review_job, "judge_moves", other_move_judge)
    match = finished_match(game_id)
    scene = game_app.screens.review(match.record)
    game_app.set_root(scene)
    run_until(game_app, lambda: scene.job is None, 60)
    move = scene.moves[len(scene.moves) // 2]
    click(game_app, dict(points(PLOT, scene.moves, False))[scene.moves.index(move)])
    replay = game_app.top
    codec = match.module.codec
    played = codec.decode(match.record.actions[move.ply][1])
    assert replay.table.hint_action == codec.decode(move.best) != played
    assert replay.table.played_action == played
    game_app.run_frames(2)  # both drawn on the board
    replay.step_forward()
    assert replay.table.played_action is None and replay.table.hint_action is None
    replay.step_back()
    assert replay.table.played_action == played


def test_a_moves_decisions_are_told_apart_and_each_final_attempt_has_its_own_name():
    """Several reviewed decisions in one move (a round's weighings and orders, the final's
    attempts) each get their own name, and every attempt its number; each opens its own ply."""
    from totemgame.ui.scenes.review import move_label, move_number

    record = easy_game("totemic-might", 1, first="medium")
    plies = decision_plies(record, 0)
    moves = [
        MoveReview(p, record.actions[p][1], record.actions[p][1], {}, None, None, None)
        for p in plies
    ]
    labels = [move_label(record, moves, m) for m in moves]
    assert len(set(labels)) == len(labels)  # no two decisions share a name
    attempts = [m for m in moves if m.played["kind"] == "arrange"]
    assert len(attempts) >= 2 and len({move_number(record, m.ply) for m in attempts}) == 1
    named = [move_label(record, moves, m) for m in attempts]
    n = move_number(record, attempts[0].ply)
    assert named == [f"Move {n}, attempt {k}" for k in range(1, len(attempts) + 1)]


def test_the_graph_marks_where_each_round_begins(game_app, quick):
    record = easy_game("tiki-topple", 4)
    scene = ReviewScene(game_app, record, 0)
    game_app.set_root(scene)
    run_until(game_app, lambda: scene.job is None, 30)
    rounds = scene.rounds
    plies = [m.ply for m in scene.moves]
    # Tiki Topple is played in rounds: every reviewed move has one, in order, from round 1.
    assert set(rounds) == set(plies)
    numbers = [rounds[p] for p in plies]
    assert numbers == sorted(numbers) and numbers[0] == 1 and numbers[-1] > 1
    starts = round_starts(PLOT, scene.moves, rounds)
    assert [n for _, n in starts] == sorted(set(numbers))
    xs = [x for x, _ in starts]
    assert xs[0] == PLOT.x and xs == sorted(xs) and xs[-1] < PLOT.right
    # Each boundary lies between the last dot of one round and the first of the next.
    dots = dict(points(PLOT, scene.moves, False))
    for x, n in starts[1:]:
        first = numbers.index(n)
        assert dots[first - 1][0] < x < dots[first][0]


def test_a_game_without_rounds_draws_no_round_marks():
    record = easy_game("totem-surround", 4)
    assert rounds_of(record, 0, [0, 2, 4]) == {}


def test_the_costliest_moves_name_each_move_once(game_app, quick):
    # In Totem Village one move holds several decisions (each spell chosen).
    record = easy_game("totem-village", 1)
    scene = ReviewScene(game_app, record, 0)
    game_app.set_root(scene)
    run_until(game_app, lambda: scene.job is None, 60)
    numbers = [move_number(record, m.ply) for m in scene.moves if m.loss > 0]
    assert len(numbers) > len(set(numbers)), "no move with two costly decisions: another seed"
    listed = [move_number(record, m.ply) for m in scene.costliest()]
    assert len(listed) == 3 and len(set(listed)) == 3
