"""Closing the window (pygame.QUIT): nothing is lost. An unfinished game is saved again and the
player confirms; a save that fails is said plainly; hand-offs and AI moves close safely."""

from __future__ import annotations

import json
import time

import pygame
from helpers import autosaves, click, click_button, record, run_until, scene_name, the_autosave

from totemgame.engine.record import load_record
from totemgame.ui.table_factory import start_game


def _close_window(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)


def test_closing_without_a_game_quits_at_once(app):
    app.run_frames(2)
    _close_window(app)
    assert not app.running


def test_closing_mid_game_saves_and_asks_and_keep_playing_goes_back(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    assert not autosaves()  # no move yet, so nothing autosaved so far
    _close_window(app)
    assert app.running and scene_name(app) == "DialogScene"
    assert "Continue" in app.top.text and "saved" in app.top.text
    # Saved at the moment of asking, even before the first move: Continue finds this game.
    saved = load_record(the_autosave())
    assert (
        saved.seed == table.session.match.record.seed
        and saved.actions == table.session.match.record.actions
    )
    click_button(app, "Keep playing")
    assert app.running and app.top is table
    click(app, table.board.take_buttons[1].rect.center)
    assert table.session.match.ply >= 1
    _close_window(app)
    click_button(app, "Quit")
    assert not app.running
    assert load_record(the_autosave()).actions[:1] == table.session.match.record.actions[:1]


def test_escape_in_the_dialog_keeps_playing_and_a_second_close_quits(app):
    start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    _close_window(app)
    app.key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.running and scene_name(app) == "TableScene"
    _close_window(app)
    assert scene_name(app) == "DialogScene"
    _close_window(app)  # closing again while asked: quit (the game is saved)
    assert not app.running


def test_a_failed_save_is_said_before_quitting(app, monkeypatch):
    from totemgame.storage import saves

    def refuse(path, rec, summary):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "write_game", refuse)
    start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    _close_window(app)
    dialog = app.top
    assert dialog.title == "Game not saved" and "read-only" in dialog.text
    assert dialog.find_button("Quit and lose it") is not None
    click_button(app, "Keep playing")
    assert app.running


def test_closing_during_a_hand_off_keeps_the_secrets_hidden(app):
    table = start_game(app, record(["human", "human"]))
    app.run_frames(2)
    assert scene_name(app) == "HandoffScene"
    _close_window(app)
    assert scene_name(app) == "DialogScene"
    assert [scene_name_of(s) for s in app.stack[-2:]] == ["HandoffScene", "DialogScene"]
    click_button(app, "Keep playing")
    assert scene_name(app) == "HandoffScene"  # still hidden: the next player must click first
    assert table.session.pending_handoff is not None


def scene_name_of(scene) -> str:
    return type(scene).__name__


def test_closing_while_the_ai_thinks_freezes_the_game_and_exits_cleanly(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)
    ply = table.session.match.ply
    assert table.session.requests  # the AI is deciding
    _close_window(app)
    app.run_frames(30)  # the dialog is up: the table is paused, no AI move lands
    assert table.session.match.ply == ply
    click_button(app, "Quit")
    started = time.perf_counter()
    app.shutdown()
    assert time.perf_counter() - started < 2.0
    assert json.loads(the_autosave().read_text())["actions"] == [
        [s, a] for s, a in table.session.match.record.actions
    ]


def test_a_finished_game_closes_without_asking(app):
    table = start_game(app, record(["ai:random", "ai:random"]))
    run_until(app, lambda: table.session.match.is_over())
    _close_window(app)
    assert not app.running
