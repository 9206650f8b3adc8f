"""Broken files never crash the UI and are never rewritten behind the player's back."""

from __future__ import annotations

import os

from helpers import click, scene_name

from totemgame import paths
from totemgame.ui.app import App


def test_corrupt_settings_file_shows_a_warning_and_is_left_untouched(fake_game):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"volume = = broken [[[")
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    app = App()
    app.run_frames(3)
    assert any("settings" in t.lower() for t in app.top.banners.texts())
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
    app.shutdown()


def test_continue_is_disabled_without_an_autosave(app):
    app.run_frames(3)
    cont = app.top.find_button("Continue")
    assert not cont.enabled
    click(app, cont.rect.center)
    assert scene_name(app) == "TitleScene"


def test_continue_is_enabled_for_an_unfinished_autosave(fake_game):
    from helpers import record

    from totemgame.engine.record import save_record

    save_record(record(["human", "ai:random"]), paths.autosave_path())
    app = App()
    app.run_frames(3)
    cont = app.top.find_button("Continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert scene_name(app) == "TableScene"
    app.shutdown()


def test_loading_a_corrupt_save_shows_a_message_and_keeps_the_file(app):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    bad = folder / "broken.json"
    bad.write_bytes(b'{"format": 1, "game": "stick-pick", "seats": "nope"')
    before = (bad.read_bytes(), os.stat(bad).st_mtime_ns)
    app.run_frames(2)
    click(app, app.top.find_button("Load game").rect.center)
    assert scene_name(app) == "LoadGameScene"
    view = app.top.view
    click(app, (view.rect.x + 100, view.rect.y + 20))
    assert scene_name(app) == "DialogScene"
    assert "cannot be loaded" in app.top.text
    assert (bad.read_bytes(), os.stat(bad).st_mtime_ns) == before
    assert bad.exists()


def test_an_illegal_record_in_a_save_gives_the_reason(app):
    from helpers import record

    from totemgame.engine.record import save_record

    rec = record(["human", "ai:random"])
    rec.actions.append((1, {"kind": "take", "n": 1}))  # seat 1 is not to move first
    path = paths.saves_dir() / "illegal.json"
    save_record(rec, path)
    before = path.read_bytes()
    app.run_frames(2)
    click(app, app.top.find_button("Load game").rect.center)
    click(app, (app.top.view.rect.x + 100, app.top.view.rect.y + 20))
    assert scene_name(app) == "DialogScene"
    assert "move 1 is not legal" in app.top.text
    assert path.read_bytes() == before


def test_settings_save_writes_the_file(app):
    app.run_frames(2)
    click(app, app.top.find_button("Settings").rect.center)
    assert scene_name(app) == "SettingsScene"
    app.top.draft.player_name = "Mia"
    click(app, app.top.find_button("Save").rect.center)
    assert scene_name(app) == "TitleScene"
    assert 'player_name = "Mia"' in paths.settings_path().read_text()
    assert app.settings.player_name == "Mia"


def test_settings_save_to_a_read_only_folder_explains_the_problem(app, monkeypatch):
    import totemgame.ui.scenes.settings_screen as settings_scene

    def refuse(settings, path=None):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_scene, "save_settings", refuse)
    app.run_frames(2)
    click(app, app.top.find_button("Settings").rect.center)
    click(app, app.top.find_button("Save").rect.center)
    assert scene_name(app) == "DialogScene"
    assert "could not be written" in app.top.text
