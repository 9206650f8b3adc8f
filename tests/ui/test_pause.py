"""The pause menu at the table: Settings mid-game, and back to the menu."""

from __future__ import annotations

from helpers import click_button, record, scene_name

from totemgame.settings import load_settings
from totemgame.ui import theme
from totemgame.ui.scenes.pause import PauseScene
from totemgame.ui.table_factory import start_game


def paused(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    table.open_pause()
    app.run_frames(1)
    assert isinstance(app.top, PauseScene)
    return table


def test_settings_open_from_the_pause_menu_and_come_back_to_it(app):
    paused(app)
    click_button(app, "Settings")
    assert scene_name(app) == "SettingsScene"
    click_button(app, "Back")
    assert scene_name(app) == "PauseScene"


def test_settings_saved_mid_game_apply_to_the_game_at_once(app):
    table = paused(app)
    click_button(app, "Settings")
    app.top.draft.ai_speed = "relaxed"
    app.top.draft.sound_volume = 20
    click_button(app, "Save")
    assert scene_name(app) == "PauseScene"
    assert load_settings()[0].sound_volume == 20
    assert table.session.settings.ai_speed == "relaxed"  # the AI's pace follows now


def test_a_new_menu_text_size_rebuilds_the_pause_menu(app):
    paused(app)
    before = app.top.find_button("Resume").rect.h
    click_button(app, "Settings")
    app.top.draft.ui_scale = 150
    click_button(app, "Save")
    try:
        assert app.top.find_button("Resume").rect.h > before
    finally:
        theme.set_ui_scale(100)


def test_every_pause_button_is_on_its_panel(app):
    from totemgame.ui.scenes.pause import panel

    paused(app)
    labels = [w.label for w in app.top.ui.widgets]
    assert labels == ["Resume", "Rules", "Settings", "Save game as...", "Save and quit to title"]
    assert all(panel().contains(w.rect) for w in app.top.ui.widgets)


def test_a_save_name_keeps_the_letters_of_every_language_and_never_leaves_the_folder():
    from totemgame.ui.scenes.pause import safe_file_name

    assert safe_file_name("Ma partie à Kapu") == "Ma partie à Kapu.json"
    assert safe_file_name("Zażółć gęślą jaźń") == "Zażółć gęślą jaźń.json"
    assert safe_file_name("../../etc/passwd") == "etc-passwd.json"
    assert safe_file_name('a:b*c?"<>|') == "a-b-c.json"
    assert safe_file_name(" con ") == "con-game.json"  # a device name on Windows
    assert safe_file_name("  ") == "game.json"


def test_saving_under_a_name_already_used_asks_before_replacing_it(app):
    from totemgame import paths
    from totemgame.engine.record import load_record, save_record

    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    other = record(["human", "ai:random"], seed=99)
    save_record(other, paths.saves_dir() / "Soirée.json")
    table = paused(app)
    pause = app.top
    pause.save_as()
    pause.name_box.text = "Soirée"
    pause.do_save()
    app.run_frames(1)
    assert scene_name(app) == "DialogScene" and app.top.title == "Replace the saved game?"
    click_button(app, "Keep it")
    assert load_record(paths.saves_dir() / "Soirée.json").seed == 99  # the other game is kept
    pause.do_save()
    app.run_frames(1)
    click_button(app, "Replace")
    assert load_record(paths.saves_dir() / "Soirée.json").seed == table.session.match.record.seed
