"""Whole games through the real scenes: AI only, hand-offs between humans, undo against AI."""

from __future__ import annotations

import pygame
from helpers import click, click_button, record, run_until, scene_name

from totemgame import games
from totemgame.ui.harness.selftest import drive_game
from totemgame.ui.scenes.handoff import HandoffScene
from totemgame.ui.table_factory import start_game


def test_a_full_game_of_ai_seats_through_the_real_scenes(app):
    app.ai_min_delay = 0.0
    drive_game(app, "stick-pick")
    assert scene_name(app) == "TitleScene"


def test_setup_start_builds_the_record_from_the_seats(app):
    app.run_frames(3)
    click_button(app, "New game")
    click(app, app.top.find_card("stick-pick").rect.center)
    setup = app.top
    click_button(app, "+ Add player")
    assert len(setup.seats) == 3
    assert len({s.colour for s in setup.seats}) == 3
    click_button(app, "Start")
    assert scene_name(app) == "TableScene"
    rec = app.top.session.match.record
    assert [s.kind for s in rec.seats] == ["human", "ai:medium", "ai:medium"]
    assert rec.seats[0].name == app.settings.shown_player_name()


def test_handoff_hides_the_table_between_two_humans(app):
    table = start_game(app, record(["human", "human"]))
    app.run_frames(2)
    assert isinstance(app.top, HandoffScene)
    # The hand-off is opaque: the table is not drawn under it.
    assert app.top.opaque
    drawn = []
    table.board.draw = lambda surface, view: drawn.append(view)
    app.run_frames(2)
    assert drawn == []
    click(app, (640, 360))
    assert app.top is table
    assert table.viewer == 0
    click(app, table.board.take_buttons[0].rect.center)
    app.run_frames(2)
    assert isinstance(app.top, HandoffScene)
    assert app.top.name == "P2"
    click(app, (640, 360))  # "I am P2": then the summary of what happened
    assert app.top.step == 2
    assert any("P1 takes 1" in line for line in app.top.summary)
    click_button(app, "To the table")
    assert app.top is table and table.viewer == 1


def test_undo_against_the_ai_returns_to_the_humans_decision(app):
    app.ai_min_delay = 0.0
    table = start_game(app, record(["human", "ai:random"], seed=3))
    app.run_frames(2)
    assert table.can_act
    click(app, table.board.take_buttons[0].rect.center)
    run_until(app, lambda: table.can_act)
    assert table.session.match.ply == 2
    assert table.undo_button.enabled
    app.key(pygame.K_z, pygame.KMOD_CTRL)
    app.run_frames(1)
    assert table.session.match.ply == 0
    assert table.can_act


def test_an_illegal_move_shows_a_message_and_changes_nothing(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    fg = games.get("stick-pick")
    ok = table.submit(fg.codec.decode({"kind": "take", "n": 9}))
    assert not ok
    assert table.session.match.ply == 0
    assert any("not allowed" in t for t in table.banners.texts())
    # the table's why_not is the state's own check, reason and all
    assert table.why_not(fg.codec.decode({"kind": "take", "n": 9})) == "cannot take 9 now"
    assert table.why_not(fg.codec.decode({"kind": "take", "n": 1})) is None


def test_a_failing_autosave_shows_a_banner_and_play_goes_on(app, monkeypatch):
    from totemgame.storage import saves

    def refuse(path, record, summary):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "write_game", refuse)
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)
    assert table.session.match.ply == 1
    assert any("Autosave failed" in t for t in table.banners.texts())


def test_closing_the_window_mid_game_asks_first(app):
    start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert app.running
    assert scene_name(app) == "DialogScene"
    click_button(app, "Quit")
    assert not app.running


def test_no_turn_marker_or_thinking_dots_while_the_board_plays_out_moves(app, monkeypatch):
    table = start_game(app, record(["human", "ai:random"]))
    run_until(app, lambda: table.session.human_to_move() == 0)
    seen = []
    monkeypatch.setattr(
        table.panels,
        "draw",
        lambda surface, infos, thinking, t: seen.append(
            ({i for i, p in enumerate(infos) if p.active}, set(thinking))
        ),
    )
    app.step(1 / 60)
    assert seen[-1][0] == {0}
    monkeypatch.setattr(table, "is_animating", lambda: True)
    app.step(1 / 60)
    assert seen[-1] == (set(), set())
