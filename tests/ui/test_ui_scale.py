"""UI scale (100/125/150%): a validated setting; menu text and controls grow and still fit the
1280x720 canvas without overlapping."""

from __future__ import annotations

import itertools

import pygame
import pytest
from helpers import record

from totemgame import games
from totemgame.engine.match import Match
from totemgame.storage.settings import UI_SCALES, Settings, load_settings
from totemgame.ui import theme
from totemgame.ui.layout import flow_rows
from totemgame.ui.scenes.game_select import GameSelectScene
from totemgame.ui.scenes.handoff import HandoffScene
from totemgame.ui.scenes.load_game import LoadGameScene
from totemgame.ui.scenes.pause import PauseScene
from totemgame.ui.scenes.results import ResultsScene
from totemgame.ui.scenes.rules import RulesScene
from totemgame.ui.scenes.settings_screen import SettingsScene
from totemgame.ui.scenes.setup import SetupScene
from totemgame.ui.table_factory import start_game
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import DialogScene
from totemgame.ui.widgets.scroll_view import ScrollView

CANVAS = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)


@pytest.fixture(autouse=True)
def _reset_scale():
    yield
    theme.set_ui_scale(100)  # the scale is process-wide; leave it as other tests expect


def test_ui_scale_defaults_to_100_percent():
    assert Settings().ui_scale == 100


@pytest.mark.parametrize(("stored", "expected"), [(125, 125), (140, 150), (0, 100), (900, 150)])
def test_an_unknown_ui_scale_becomes_the_nearest_allowed_one(stored, expected):
    assert Settings(ui_scale=stored).validated().ui_scale == expected


def test_a_ui_scale_of_the_wrong_type_is_reset_with_a_warning(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('ui_scale = "huge"\n')
    settings, warning = load_settings(path)
    assert settings.ui_scale == 100 and "ui_scale" in (warning or "")


def test_applying_settings_changes_the_scale(app):
    app.apply_settings(Settings(ui_scale=150))
    assert theme.ui_scale() == 1.5 and theme.ui(20) == 30


def test_flow_rows_uses_a_second_column_only_when_needed():
    area = pygame.Rect(0, 0, 800, 300)
    one = flow_rows(4, area, 60, 10, col_w=200)
    assert len({r.x for r in one}) == 1
    two = flow_rows(6, area, 60, 10, col_w=200)
    assert len({r.x for r in two}) == 2 and all(area.contains(r) for r in two)


def finished_match() -> Match:
    match = Match(record(["ai:random", "ai:random"]), games.get("stick-pick"))
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    return match


def menu_scenes(app):
    """Every menu screen, pushed in turn (name, scene)."""
    yield "title", app.top
    yield "game select", GameSelectScene(app)
    setup = SetupScene(app, "stick-pick")
    yield "setup", setup
    for _ in range(8):
        setup.add_seat()
    yield "setup, all seats", setup
    yield "settings", SettingsScene(app)
    yield "rules", RulesScene(app, "stick-pick")
    yield "load game", LoadGameScene(app)
    yield "results", ResultsScene(app, finished_match())
    table = start_game(app, record(["human", "human"]))
    assert table is not None
    pause = PauseScene(app, table)
    yield "pause", pause
    pause.save_as()
    yield "pause, saving", pause
    yield "hand-off", HandoffScene(app, table)
    yield "dialog", DialogScene(app, "Quit?", "Your game is saved; quit? " * 4, [("Quit", None)])


def laid_out_widgets(scene):
    return [w for w in scene.ui.widgets if w.visible]


@pytest.mark.parametrize("scale", UI_SCALES)
def test_every_menu_fits_the_canvas_without_overlap(app, scale):
    app.apply_settings(Settings(ui_scale=scale))
    app.run_frames(1)
    for name, scene in menu_scenes(app):
        if scene is not app.top:
            app.push(scene)  # entering builds the widgets at the current scale
        elif hasattr(scene, "rebuild"):
            scene.rebuild()
        app.run_frames(1)
        widgets = laid_out_widgets(scene)
        assert widgets, name
        for w in widgets:
            assert CANVAS.contains(w.rect), f"{name}: {w} at {w.rect} leaves the screen"
        for a, b in itertools.combinations(widgets, 2):
            if isinstance(a, ScrollView) or isinstance(b, ScrollView):
                continue
            assert not a.rect.colliderect(b.rect), f"{name}: {a.rect} overlaps {b.rect}"


def test_menu_text_and_buttons_grow_with_the_scale(app):
    sizes = {}
    for scale in (100, 150):
        app.apply_settings(Settings(ui_scale=scale))
        scene = SettingsScene(app)
        app.push(scene)
        app.run_frames(1)
        save = scene.find_button("Save")
        assert isinstance(save, Button)
        sizes[scale] = (save.rect.h, scene.rows[1].h)
        app.pop()
    assert sizes[150][0] > sizes[100][0] and sizes[150][1] > sizes[100][1]


def test_a_long_button_label_shrinks_to_its_button():
    theme.set_ui_scale(150)
    button = Button((0, 0, 120, 60), "Save and quit to title", size=24)
    face = button._face("normal")
    assert face.get_width() == 120
    size = min(theme.ui(24), 60 * 3 // 5)
    assert theme.fit_size("Save and quit to title", "bold", size, 104) < size


@pytest.mark.parametrize("scale", UI_SCALES)
def test_every_games_pitch_shows_whole_on_the_chooser(scale):
    from totemgame.ui.app import App

    app = App(settings=Settings(ui_scale=scale), start_title=False)
    try:
        scene = GameSelectScene(app)
        app.push(scene)
        assert len(scene.cards) == len(games.ids()) == 5
        for card in scene.cards:
            art_h, text = card.fit
            lh = text * 22 // theme.SMALL
            room = card.rect.h - 12 - (16 + art_h + theme.ui(92))
            lines = theme.wrap(card.module.spec.pitch, card.rect.w - 32, "body", text)
            assert len(lines) * lh <= room, card.module.spec.id
            assert text >= theme.SMALL
    finally:
        app.shutdown()
