"""The pass-and-play hand-off: a way out to the pause menu, and a summary sized to its news."""

from __future__ import annotations

import pygame
from helpers import click, click_button, record, run_until, scene_name, the_autosave

from totemgame.ui.scenes.handoff import HandoffScene
from totemgame.ui.scenes.pause import PauseScene
from totemgame.ui.table_factory import start_game


def curtain(app):
    """A game of two humans, at its first hand-off ("Pass to P1")."""
    table = start_game(app, record(["human", "human"]))
    app.run_frames(2)
    assert isinstance(app.top, HandoffScene)
    return table


def press(app, key: int) -> None:
    app.key(key)
    app.run_frames(2)


def to_next_handoff(app, table) -> HandoffScene:
    """Lift the curtain, play the first legal move, wait for the next curtain."""
    click(app, (640, 360))
    if isinstance(app.top, HandoffScene):  # a summary first
        click_button(app, "To the table")
    run_until(app, lambda: table.can_act)
    table.submit(table.legal_actions()[0])
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    return app.top


def test_escape_on_the_hand_off_opens_the_pause_menu(app):
    curtain(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert isinstance(app.stack[-2], HandoffScene)


def test_the_pause_menu_over_the_hand_off_shows_nothing_of_the_table(app):
    table = curtain(app)
    drawn = []
    table.board.draw = lambda surface, view: drawn.append(view)
    press(app, pygame.K_ESCAPE)
    app.run_frames(3)
    assert drawn == []


def test_resume_goes_back_behind_the_curtain(app):
    table = curtain(app)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Resume")
    assert isinstance(app.top, HandoffScene) and app.top.step == 1
    assert table.session.pending_handoff is not None


def test_the_menu_button_on_the_curtain_opens_the_pause_menu(app):
    curtain(app)
    click_button(app, "Menu")
    assert isinstance(app.top, PauseScene)


def test_save_and_quit_from_the_curtain_keeps_the_game(app):
    curtain(app)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save and quit to title")
    assert scene_name(app) == "TitleScene"
    assert the_autosave().exists()


def test_before_a_players_first_turn_the_summary_says_so(app):
    table = curtain(app)
    second = to_next_handoff(app, table)  # P1 moved; P2 has not moved yet
    click(app, (640, 360))
    assert second.step == 2
    assert second.heading() == "P2, before your first turn:"


def test_after_a_players_own_move_the_summary_is_since_their_last_turn(app):
    table = curtain(app)
    to_next_handoff(app, table)
    third = to_next_handoff(app, table)  # back to P1, who has moved before
    click(app, (640, 360))
    assert third.step == 2
    assert third.heading() == "P1, since your last turn:"


def test_a_short_summary_gets_a_panel_its_size(app):
    table = curtain(app)
    handoff = to_next_handoff(app, table)
    click(app, (640, 360))
    assert 1 <= len(handoff.summary) <= 3
    panel = handoff._summary_panel()
    assert panel.h < 300  # not a nearly empty sheet filling the screen
    button = handoff.find_button("To the table")
    assert button is not None and 0 < button.rect.top - panel.bottom < 40
    (view,) = [w for w in handoff.ui.widgets if type(w).__name__ == "ScrollView"]
    assert panel.contains(view.rect) and view.content_height <= view.rect.h
