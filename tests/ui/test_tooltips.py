"""Tooltips sit beside what they explain, never over it, and go when it goes."""

from __future__ import annotations

import pygame
import pytest

from totemgame.ui.widgets import Button, FocusGroup
from totemgame.ui.widgets.tooltip import DELAY, place_tooltip

SCREEN = pygame.Rect(0, 0, 1280, 720)
BOUNDS = SCREEN.inflate(-16, -16)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def hover(group: FocusGroup, pos: tuple[int, int], seconds: float = DELAY + 0.1) -> None:
    group.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3)
    )
    group.update(seconds)


def drawn_tooltip(group: FocusGroup) -> pygame.Rect | None:
    """Where the tooltip lands on the screen (None: no tooltip)."""
    group.draw_tooltips(pygame.Surface(SCREEN.size))
    return group.tooltips.rect


def test_a_tooltip_goes_below_its_button_when_there_is_room():
    button = Button((600, 100, 200, 50), "Go", tooltip="Start the game")
    rect = place_tooltip((150, 40), button.rect, button.rect.center, BOUNDS)
    assert rect.top >= button.rect.bottom


def test_a_tooltip_goes_above_when_below_would_cover_the_next_button():
    a = Button((500, 300, 260, 50), "Continue", tooltip="Resume Tiki Topple, round 2")
    b = Button((500, 360, 260, 50), "New game")
    group = FocusGroup([a, b])
    hover(group, a.rect.center)
    rect = drawn_tooltip(group)
    assert rect is not None
    assert rect.bottom <= a.rect.top
    assert not rect.colliderect(b.rect)


def test_a_tooltip_at_the_bottom_edge_goes_above_and_stays_in_the_window():
    button = Button((1150, 660, 112, 48), "Menu", tooltip="Pause: rules, settings, save, quit")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    rect = drawn_tooltip(group)
    assert rect is not None and SCREEN.contains(rect)
    assert not rect.colliderect(button.rect)


def test_a_tooltip_boxed_in_above_and_below_goes_to_the_side():
    middle = Button((600, 300, 100, 40), "B", tooltip="The middle one")
    column = [Button((600, y, 100, 40), "x") for y in (200, 250, 350, 400)]
    group = FocusGroup([middle, *column])
    hover(group, middle.rect.center)
    rect = drawn_tooltip(group)
    assert rect is not None
    assert not any(rect.colliderect(w.rect) for w in (middle, *column))


def test_a_tooltip_disappears_when_its_widget_hides():
    button = Button((100, 100, 200, 50), "Hint", tooltip="Show a hint")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    assert group.tooltips.visible
    button.visible = False
    group.update(0.016)
    assert not group.tooltips.visible


def test_a_tooltip_disappears_when_its_widget_is_replaced():
    button = Button((100, 100, 200, 50), "Add", tooltip="Add a player")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    group.clear()  # a menu rebuilt its widgets under a still mouse
    group.add(Button((100, 100, 200, 50), "Add", tooltip="Add a player"))
    group.update(0.016)
    assert not group.tooltips.visible


def test_a_tooltip_disappears_when_the_mouse_leaves():
    button = Button((100, 100, 200, 50), "Go", tooltip="Start")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    hover(group, (700, 600), seconds=1.0)
    assert not group.tooltips.visible
    hover(group, button.rect.center)
    group.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    group.update(1.0)
    assert not group.tooltips.visible


def test_a_disabled_buttons_tooltip_follows_its_reason():
    button = Button((100, 100, 200, 50), "Undo", tooltip="Take back your move")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    button.set_enabled(False, "Nothing to undo.")
    group.update(0.016)
    assert group.tooltips.visible
    assert group.tooltips.text == "Nothing to undo."


def setup_screen(app):
    from totemgame.ui.scenes.setup import SetupScene

    return SetupScene(app, "stick-pick")


def settings_screen(app):
    from totemgame.ui.scenes.settings_screen import SettingsScene

    return SettingsScene(app)


@pytest.mark.parametrize("screen", [setup_screen, settings_screen])
def test_no_tooltip_on_a_menu_screen_covers_a_control(app, screen):
    """Every control with a tooltip, hovered in turn (the settings rows are as wide as the
    panel: their notes go beside them, wrapped narrower)."""
    scene = screen(app)
    app.push(scene)
    app.run_frames(1)
    explained = [w for w in scene.ui.widgets if w.visible and w.tooltip_text()]
    assert len(explained) >= 4
    for widget in explained:
        hover(scene.ui, widget.rect.center)
        rect = drawn_tooltip(scene.ui)
        assert rect is not None and SCREEN.contains(rect)
        covered = [w for w in scene.ui.widgets if w.visible and rect.colliderect(w.rect)]
        assert not covered, f"the tooltip of {widget} covers {covered}"


def test_a_board_items_tooltip_goes_when_a_move_changes_the_board(app):
    from helpers import record, run_until

    from totemgame.ui.table_factory import start_game

    table = start_game(app, record(["human", "ai:random"]))
    run_until(app, lambda: table.session.human_to_move() == 0)
    table.board_tooltip(("stick", 3), "A stick you may take", (400, 300))
    assert table.ui.tooltips.text == "A stick you may take"
    assert table.submit(table.session.match.state.legal_actions(0)[0])
    assert table.ui.tooltips.key is None and table.ui.tooltips.text == ""
    # a widget's tooltip is not dropped by a move: it follows its widget
    button = next(w for w in table.ui.widgets if isinstance(w, Button) and w.visible)
    table.ui.tooltips.hover(button, "Pause", button.rect.center, button.rect)
    table.moves.drop_stale_tooltip()
    assert table.ui.tooltips.key is button


def test_no_tooltip_of_the_screen_below_stays_over_a_dialog(app):
    from tests.ui.helpers import record
    from totemgame.ui.table_factory import start_game
    from totemgame.ui.widgets.dialog import DialogScene

    table = start_game(app, record(["human", "ai:random"]))
    for _ in range(30):
        app.step(1 / 60)
    pos = table.menu_button.rect.center
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3)]
    )
    for _ in range(int(DELAY * 60) + 10):
        app.step(1 / 60)
    assert table.ui.tooltips.rect is not None  # the Menu button's tooltip is showing
    app.push(DialogScene(app, "Sure?", "A question.", [("Yes", None), ("No", None)]))
    app.step(1 / 60)
    app.step(1 / 60)
    assert table.ui.tooltips.rect is None


def test_a_tooltip_keeps_off_what_a_tutorial_points_at_or_is_not_drawn():
    """A tutorial's target (and its arrow) is never covered: the note goes to another side,
    and with every side taken it is not drawn at all."""
    button = Button((600, 300, 200, 50), "Go", tooltip="Start the game")
    group = FocusGroup([button])
    hover(group, button.rect.center)
    below = button.rect.move(0, 60)
    group.draw_tooltips(pygame.Surface(SCREEN.size))
    free = group.tooltips.rect
    assert free is not None and free.colliderect(below)  # below by default
    hover(group, button.rect.center, 0.0)
    group.draw_tooltips(pygame.Surface(SCREEN.size), forbid=[below.inflate(300, 40)])
    moved = group.tooltips.rect
    assert moved is not None and not moved.colliderect(below.inflate(300, 40))
    around = button.rect.inflate(900, 500)  # every place near the button is pointed at
    hover(group, button.rect.center, 0.0)
    group.draw_tooltips(pygame.Surface(SCREEN.size), forbid=[around])
    assert group.tooltips.rect is None
