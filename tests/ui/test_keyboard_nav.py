"""Menus work without a mouse: Tab/Shift+Tab/arrows move focus, Enter/Space act, Esc goes back,
and the focused control wears a visible ring."""

from __future__ import annotations

import pygame
from helpers import record, scene_name

from totemgame import games, paths
from totemgame.engine.match import Match
from totemgame.engine.record import save_record
from totemgame.ui import theme
from totemgame.ui.scenes import rules as rules_scene
from totemgame.ui.scenes.load_game import LoadGameScene
from totemgame.ui.scenes.pause import PauseScene
from totemgame.ui.scenes.results import ResultsScene
from totemgame.ui.scenes.rules import RulesScene
from totemgame.ui.scenes.settings_screen import SettingsScene
from totemgame.ui.scenes.setup import SetupScene
from totemgame.ui.table_factory import start_game
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import confirm
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle


def press(app, key: int, mod: int = 0, frames: int = 2) -> None:
    """A real key press through pygame's event queue, then a few frames."""
    app.key(key, mod)
    for _ in range(frames):
        app.step(1 / 60)


def focused(app):
    return app.top.ui.focused


def focused_label(app) -> str:
    w = focused(app)
    return getattr(w, "label", type(w).__name__)


def title(app):
    app.run_frames(3)  # Continue is checked after the first frames
    assert scene_name(app) == "TitleScene"
    return app.top


def test_tab_and_shift_tab_move_focus_on_the_title(app):
    title(app)
    assert focused_label(app) == "New game"  # Continue is disabled: nothing to resume
    press(app, pygame.K_TAB)
    assert focused_label(app) == "Play online"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused_label(app) == "New game"


def test_arrow_keys_move_focus_and_skip_disabled_buttons(app):
    title(app)
    press(app, pygame.K_DOWN)
    assert focused_label(app) == "Play online"
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)  # past the disabled Continue, round to the last entry
    assert focused_label(app) not in ("New game", "Continue")
    press(app, pygame.K_RIGHT)
    assert focused_label(app) == "New game"


def test_enter_opens_the_focused_entry_and_escape_comes_back(app):
    title(app)
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "GameSelectScene"
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "TitleScene"


def test_space_activates_like_enter(app):
    title(app)
    press(app, pygame.K_SPACE)
    assert scene_name(app) == "GameSelectScene"


def test_a_game_is_chosen_and_started_from_the_keyboard(app):
    title(app)
    press(app, pygame.K_RETURN)  # New game
    press(app, pygame.K_RETURN)  # the focused game card
    assert scene_name(app) == "SetupScene"
    assert focused_label(app) == "Start"


def test_left_and_right_change_a_seat_kind_in_setup(app):
    setup = SetupScene(app, "stick-pick")
    app.push(setup)
    app.run_frames(1)
    kind = setup.seat_widgets[1]["kind"]
    setup.ui.set_focus(kind)
    before = setup.seats[1].kind
    press(app, pygame.K_RIGHT)
    assert setup.seats[1].kind != before
    assert focused(app) is kind  # the choice used the arrow; focus stayed
    press(app, pygame.K_LEFT)
    assert setup.seats[1].kind == before


def test_tab_reaches_every_seat_control_in_setup(app):
    setup = SetupScene(app, "stick-pick")
    app.push(setup)
    app.run_frames(1)
    setup.ui.set_focus(None)
    seen = []
    for _ in range(len(setup.ui.widgets)):
        press(app, pygame.K_TAB, frames=1)
        seen.append(focused(app))
    row = setup.seat_widgets[0]
    assert row["colour"] in seen and row["kind"] in seen and row["name"] in seen


def test_arrows_do_not_jump_out_of_a_text_box(app):
    setup = SetupScene(app, "stick-pick")
    app.push(setup)
    app.run_frames(1)
    name = setup.seat_widgets[0]["name"]
    assert isinstance(name, TextInput)
    setup.ui.set_focus(name)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RIGHT)
    assert focused(app) is name
    press(app, pygame.K_TAB)
    assert focused(app) is not name


def test_space_flips_a_focused_toggle_in_settings(app):
    scene = SettingsScene(app)
    app.push(scene)
    app.run_frames(1)
    toggle = next(w for w in scene.ui.widgets if isinstance(w, Toggle))
    scene.ui.set_focus(toggle)
    before = toggle.value
    press(app, pygame.K_SPACE)
    assert toggle.value is not before
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "TitleScene"


def test_the_focused_button_has_a_visible_ring(app):
    title(app)
    button = focused(app)
    assert isinstance(button, Button)
    app.draw(app.screen)
    # The ring is drawn outside the button, where an unfocused button leaves the backdrop.
    ring_pixel = app.screen.get_at((button.rect.centerx, button.rect.top - 3))[:3]
    assert tuple(ring_pixel) == theme.GOLD_BRIGHT
    press(app, pygame.K_TAB)
    app.draw(app.screen)
    assert tuple(app.screen.get_at((button.rect.centerx, button.rect.top - 3))[:3]) != (
        theme.GOLD_BRIGHT
    )


def test_rules_scroll_with_the_keyboard(app, monkeypatch):
    long_text = "\n".join(f"Rule number {i} of a long rulebook." for i in range(80))
    monkeypatch.setattr(
        rules_scene, "rule_sections", lambda _gid: [{"title": "All", "text": long_text}]
    )
    scene = RulesScene(app, "stick-pick")
    app.push(scene)
    app.run_frames(1)
    view = focused(app)
    press(app, pygame.K_DOWN)
    assert view.offset > 0
    press(app, pygame.K_PAGEDOWN)
    down = view.offset
    assert down > view.line
    press(app, pygame.K_END)
    assert view.offset == view.max_offset
    press(app, pygame.K_HOME)
    assert view.offset == 0
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "TitleScene"


def test_a_saved_game_is_loaded_with_arrows_and_enter(app):
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    save_record(record(["human", "ai:random"]), paths.saves_dir() / "first.json")
    scene = LoadGameScene(app)
    app.push(scene)
    app.run_frames(1)
    press(app, pygame.K_DOWN)
    assert scene.hover_row == 0
    press(app, pygame.K_RETURN)
    assert scene_name(app) not in ("LoadGameScene", "DialogScene")


def test_pause_menu_works_from_the_keyboard(app):
    table = start_game(app, record(["human", "ai:random"]))
    assert table is not None
    app.run_frames(2)
    app.push(PauseScene(app, table))
    app.run_frames(1)
    assert focused_label(app) == "Resume"
    press(app, pygame.K_DOWN)
    assert focused_label(app) == "Rules"
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "RulesScene"
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "PauseScene"
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_results_buttons_are_reached_with_arrows(app):
    match = Match(record(["ai:random", "ai:random"]), games.get("stick-pick"))
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    app.set_root(ResultsScene(app, match))
    app.run_frames(1)
    assert focused_label(app) == "Rematch"
    press(app, pygame.K_RIGHT)
    assert focused_label(app) == "Back to title"
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "TitleScene"


def test_dialog_answers_from_the_keyboard(app):
    title(app)
    answers = []
    confirm(
        app, "Sure?", "Really?", lambda: answers.append("yes"), on_no=lambda: answers.append("no")
    )
    app.run_frames(1)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert answers == ["no"]
    confirm(app, "Sure?", "Really?", lambda: answers.append("yes"))
    app.run_frames(1)
    press(app, pygame.K_ESCAPE)
    assert answers == ["no"] and scene_name(app) == "TitleScene"
