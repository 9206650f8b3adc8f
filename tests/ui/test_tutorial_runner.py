"""The tutorial runner on a real table (the throwaway Stick Pick game): steps, refusals,
scripted opponents, progress, the end screen, and nothing kept in saves or statistics."""

from __future__ import annotations

import pygame
import pytest
from fake_game import Take
from helpers import click, play_by_clicks, run_until, scene_name

from totemgame.storage import saves, tutorial_progress
from totemgame.tutorial import parse
from totemgame.ui import tutorial_guide as tutorial

SCRIPT = {
    "title": "Learn Stick Pick",
    "seed": 5,
    "players": ["You", "Kai"],
    "options": {"sticks": 5},
    "summary": ["Take one to three sticks."],
    "not_covered": ["The second round."],
    "steps": [
        {"text": "These are the sticks.", "element": "sticks"},
        {"text": "Take one stick.", "play": {"kind": "take", "n": 1}, "wrong": "take ONE."},
        {"seat": 1, "play": {"kind": "take", "n": 2}},
        {"text": "Take the last two.", "play": {"kind": "take", "n": 2}},
        {"seat": 1, "play": {"kind": "take", "n": 1}, "text": "Kai starts round two."},
        {"text": "Take three.", "play": {"kind": "take", "n": 3}},
        {"text": "Well done."},
    ],
}


@pytest.fixture
def script():
    return parse("stick-pick", SCRIPT)


def _open(app, script, at=0):
    scene = tutorial.open_tutorial(app, script, at)
    app.step(1 / 60)
    return scene


def _key(app, key) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)


def test_explanation_points_at_its_element_and_refuses_board_clicks(app, script):
    scene = _open(app, script)
    guide = scene.tutorial
    assert guide.target() == scene.board_element("sticks")
    assert guide.waiting_for_next and guide.next_button.visible
    click(app, scene.board.take_buttons[0].rect.center)
    assert scene.session.match.ply == 0 and guide.refusals == 1
    assert any("Not yet" in t for t in scene.banners.texts())
    _key(app, pygame.K_RETURN)
    assert guide.index == 1


def test_wrong_click_and_wrong_move_change_nothing(app, script):
    scene = _open(app, script, at=1)
    guide = scene.tutorial
    assert guide.target() == scene.board.take_buttons[0].rect  # element_for(Take(1))
    click(app, scene.board.take_buttons[2].rect.center)  # Take 3: not this one
    assert scene.session.match.ply == 0
    assert any(t == "Not this one: take ONE." for t in scene.banners.texts())
    assert not scene.submit(Take(2))  # a move from any source is refused too
    assert scene.session.match.ply == 0 and guide.refusals == 2
    play_by_clicks(app, scene, Take(1))
    assert scene.session.match.ply >= 1


def test_the_script_plays_the_opponents_and_waits_for_next_after_a_told_move(app, script):
    scene = _open(app, script, at=1)
    guide = scene.tutorial
    play_by_clicks(app, scene, Take(1))
    run_until(app, lambda: guide.index == 3)  # Kai's silent move played itself
    assert scene.session.match.record.actions[1] == (1, {"kind": "take", "n": 2})
    play_by_clicks(app, scene, Take(2))
    run_until(app, lambda: guide.landed)  # Kai's told move landed: Next waits
    assert guide.index == 4 and guide.waiting_for_next
    for _ in range(30):
        app.step(1 / 60)
    assert guide.index == 4  # nothing moves on without Next
    click(app, guide.next_button.rect.center)
    assert guide.index == 5
    assert not scene.session.requests  # no AI was ever asked


def test_a_whole_tutorial_ends_on_its_summary_and_keeps_nothing(app, script):
    scene = _open(app, script)
    guide = scene.tutorial
    for _step in script.steps:
        run_until(app, lambda: guide.waiting_for_next or guide.expected() is not None)
        if guide.expected() is not None:
            play_by_clicks(app, scene, guide.expected())
        else:
            click(app, guide.next_button.rect.center)
        if guide.finished:
            break
    run_until(app, lambda: scene_name(app) == "TutorialEndScene")
    assert tutorial_progress.get("stick-pick").completed
    assert not list(saves.games_dir().glob("*.json"))  # no autosave, so no replay either
    end = app.top
    assert "Take one to three sticks." in [t for _s, t in end.lines()]
    click(app, end.find_button("Play a real game").rect.center)
    assert scene_name(app) == "SetupScene"
    kinds = [w["kind"].value for w in app.top.seat_widgets]
    assert kinds == ["human", "ai:easy"]


def test_progress_resumes_at_the_step_reached(app, script, monkeypatch):
    scene = _open(app, script, at=1)
    play_by_clicks(app, scene, Take(1))
    run_until(app, lambda: scene.tutorial.index == 3)
    assert tutorial_progress.get("stick-pick").step == 3
    monkeypatch.setattr("totemgame.tutorial.load", lambda game_id: script)
    again = tutorial.start(app, "stick-pick")
    assert again.tutorial.index == 3 and again.session.ply == 2
    fresh = tutorial.start(app, "stick-pick", resume=False)
    assert fresh.tutorial.index == 0 and fresh.session.ply == 0


def test_menu_offers_skip_and_skipping_shows_the_summary(app, script):
    _open(app, script, at=1)
    _key(app, pygame.K_ESCAPE)
    assert scene_name(app) == "PauseScene"
    click(app, app.top.find_button("Skip tutorial").rect.center)
    assert scene_name(app) == "TutorialEndScene" and app.top.skipped
    assert not tutorial_progress.get("stick-pick").completed


def test_hint_and_undo_are_off(app, script):
    scene = _open(app, script, at=1)
    play_by_clicks(app, scene, Take(1))
    app.step(1 / 60)
    assert not scene.hint_button.visible and not scene.undo_button.visible
    scene.ask_for_hint()
    assert scene.session.hint is None


def test_the_selftest_plays_a_tutorial_through_with_a_wrong_click_per_step(
    app, script, monkeypatch, capsys
):
    import json

    from totemgame.ui.harness import tutorial_selftest

    monkeypatch.setattr("totemgame.tutorial.load", lambda game_id: script)
    monkeypatch.setattr("totemgame.tutorial.exists", lambda game_id: True)
    tutorial_selftest.run_tutorials(app, ["stick-pick"])
    report = json.loads(capsys.readouterr().out.strip())
    assert report["game"] == "stick-pick" and report["completed"] is True
    assert report["steps"] == len(script.steps)
    assert scene_name(app) == "TutorialEndScene"


def test_the_selftest_fails_a_step_whose_element_is_missing(app, script, monkeypatch):
    from fake_game import StickBoard

    from totemgame.ui.harness import tutorial_selftest

    monkeypatch.setattr("totemgame.tutorial.load", lambda game_id: script)
    monkeypatch.setattr("totemgame.tutorial.exists", lambda game_id: True)
    monkeypatch.setattr(StickBoard, "element_for", lambda self, view, action: None)
    with pytest.raises(tutorial_selftest.TutorialFailure, match="step 2.*nothing to click"):
        tutorial_selftest.run_tutorials(app, ["stick-pick"])


def test_the_counter_skips_silent_moves_and_a_move_on_show_takes_clicks(app, script):
    scene = _open(app, script, at=1)
    guide = scene.tutorial
    assert guide.shown_steps() == 6  # Kai's silent move is not a step to read
    assert guide.shown_number() == 2
    play_by_clicks(app, scene, Take(1))
    run_until(app, lambda: guide.index == 3)
    assert guide.shown_number() == 3  # step 3 (silent) was never a number of its own
    scene.is_animating = lambda: True  # a move on show: its own click (skip) is the table's
    click(app, (450, 100))
    assert guide.refusals == 0


def test_a_click_just_after_a_move_on_show_ended_is_not_scolded(app, script):
    """A click meant to end a reveal that ended on its own a moment before is swallowed
    quietly; a second later a stray click is refused again."""
    scene = _open(app, script)
    guide = scene.tutorial
    scene.is_animating = lambda: True
    app.step(1 / 60)
    scene.is_animating = lambda: False  # the move on show ends by itself
    app.step(1 / 60)
    click(app, scene.board.take_buttons[0].rect.center)
    assert scene.session.match.ply == 0 and guide.refusals == 1  # refused, quietly
    assert not any("Not yet" in t for t in scene.banners.texts())
    for _ in range(70):
        app.step(1 / 60)
    click(app, scene.board.take_buttons[0].rect.center)
    assert scene.session.match.ply == 0 and guide.refusals == 2
    assert any("Not yet" in t for t in scene.banners.texts())


def test_a_step_read_while_a_panel_waits_ends_with_the_panels_own_button(app, script):
    scene = _open(app, script)
    guide = scene.tutorial
    panel = {"up": True}  # a round's results, say: only its own button closes it
    scene.overlay_waits = lambda: panel["up"]
    scene.is_animating = lambda: panel["up"]
    app.step(1 / 60)
    assert guide.index == 0 and not guide.next_button.visible
    panel["up"] = False  # the learner pressed the panel's button: no Next after it
    app.step(1 / 60)
    assert guide.index == 1
    panel["up"] = True  # a learner's move step is not ended by a panel
    app.step(1 / 60)
    panel["up"] = False
    app.step(1 / 60)
    assert guide.index == 1 and guide.expected() is not None


def test_a_click_step_ends_with_a_click_on_its_element_and_plays_no_move(app):
    """A step that shows something on the table: the learner clicks the element it names (a
    tab, a button that is no move); Next and Enter do not end it, a click elsewhere is refused,
    and the click on the element goes through to the table."""
    steps = [{"text": "Look at the sticks: click them.", "click": "sticks", "wrong": "the sticks."}]
    script = parse("stick-pick", {**SCRIPT, "steps": steps + SCRIPT["steps"]})
    scene = _open(app, script)
    guide = scene.tutorial
    sticks = scene.board_element("sticks")
    assert guide.target() == sticks
    assert not guide.waiting_for_next and not guide.next_button.visible
    _key(app, pygame.K_RETURN)
    assert guide.index == 0
    click(app, scene.board.take_buttons[2].rect.center)  # elsewhere on the board
    assert guide.index == 0 and guide.refusals == 1 and scene.session.match.ply == 0
    assert any(t == "Not this one: the sticks." for t in scene.banners.texts())
    seen: list[pygame.event.Event] = []
    board = scene.handle_board_event
    scene.handle_board_event = lambda event, view: seen.append(event) or board(event, view)
    click(app, (sticks.x + 5, sticks.y + 5))
    assert guide.index == 1 and scene.session.match.ply == 0
    assert {e.type for e in seen} >= {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP}
    assert guide.waiting_for_next  # the next step, an explanation, waits for Next again


def test_a_step_with_a_check_takes_any_move_of_its_kind_that_passes_it(app):
    """`accept`: the scripted move, or another that passes the game's check; the board is
    free meanwhile (no click refused), a move failing the check is refused."""
    steps = [
        {"text": "Take two or three.", "play": {"kind": "take", "n": 2}, "accept": "two_or_more"},
        {"text": "Done."},
    ]
    script = parse("stick-pick", {**SCRIPT, "steps": steps})
    scene = _open(app, script)
    guide = scene.tutorial
    assert guide.free and guide.target() == scene.board.take_buttons[1].rect
    click(app, (450, 100))  # anywhere on the board: not refused
    assert guide.refusals == 0
    assert not scene.submit(Take(1)) and guide.refusals == 1  # fails the check
    assert scene.session.match.ply == 0
    click(app, scene.board.take_buttons[2].rect.center)  # Take 3: not the script's, but passes
    run_until(app, lambda: guide.index == 1)
    assert scene.session.match.record.actions == [(0, {"kind": "take", "n": 3})]
    assert not guide.free
