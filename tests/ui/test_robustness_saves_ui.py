"""What the player sees when saves go wrong: a plain message, and the file left as it was."""

from __future__ import annotations

import errno
import json
import os

import pytest
from helpers import click, record, scene_name

from totemgame import paths
from totemgame.engine.record import FORMAT, save_record
from totemgame.storage import safe_write
from totemgame.ui.app import App
from totemgame.ui.table_factory import start_game


def snapshot(path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


def _open_load_scene(app):
    app.run_frames(2)
    click(app, app.top.find_button("Load game").rect.center)
    assert scene_name(app) == "LoadGameScene"
    return app.top


@pytest.mark.parametrize(
    ("name", "change", "reason"),
    [
        ("alien.json", {"game": "chess-960"}, "no game called 'chess-960'"),
        ("future.json", {"format": FORMAT + 1}, "newer version"),
    ],
)
def test_a_save_the_game_cannot_read_is_marked_in_the_list_and_explained(app, name, change, reason):
    path = paths.saves_dir() / name
    save_record(record(["human", "ai:random"]), path)
    path.write_text(json.dumps(json.loads(path.read_text()) | change))
    before = snapshot(path)
    scene = _open_load_scene(app)
    entry = scene.entries[0]
    assert entry.broken and entry.detail.startswith("Cannot be loaded") and reason in entry.detail
    click(app, (scene.view.rect.x + 100, scene.view.rect.y + 20))
    assert scene_name(app) == "DialogScene" and reason in app.top.text
    assert snapshot(path) == before


def test_a_damaged_autosave_is_announced_on_the_title_and_kept(fake_game):
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": 1, "game": "stick-pick", "seats": [')
    before = snapshot(path)
    app = App()
    app.run_frames(3)
    cont = app.top.find_button("Continue")
    assert not cont.enabled
    texts = app.top.banners.texts()
    assert any("autosave cannot be loaded" in t and "kept" in t for t in texts), texts
    click(app, cont.rect.center)
    assert scene_name(app) == "TitleScene"
    assert snapshot(path) == before
    app.shutdown()


def test_an_autosave_of_an_unknown_game_does_not_offer_continue(fake_game):
    rec = record(["human", "ai:random"])
    rec.game = "no-such-game"
    save_record(rec, paths.autosave_path())
    app = App()
    app.run_frames(3)
    assert not app.top.find_button("Continue").enabled
    assert any("no game called" in t for t in app.top.banners.texts())
    app.shutdown()


class _FullDisk:
    def __init__(self, f) -> None:
        self.f = f

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")


def _play_one_move(app, table) -> None:
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)
    assert table.session.match.ply == 1


def test_a_full_disk_shows_a_banner_keeps_the_last_autosave_and_play_goes_on(app, monkeypatch):
    table = start_game(app, record(["human", "ai:random"]))
    last_good = table.session.write_autosave()  # the last good autosave
    before = snapshot(last_good)
    real_fdopen = os.fdopen
    monkeypatch.setattr(
        safe_write.os, "fdopen", lambda fd, *a, **k: _FullDisk(real_fdopen(fd, *a, **k))
    )
    _play_one_move(app, table)
    assert any(
        "Autosave failed: the disk is full" in t and "previous save is kept" in t
        for t in table.banners.texts()
    )
    assert snapshot(last_good) == before
    assert [p.name for p in last_good.parent.iterdir() if p.is_file()] == [last_good.name]


def test_a_read_only_save_folder_shows_a_banner_once_and_play_goes_on(app, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    table = start_game(app, record(["human", "ai:random"]))
    monkeypatch.setattr(safe_write.tempfile, "mkstemp", refuse)
    _play_one_move(app, table)
    texts = [t for t in table.banners.texts() if "Autosave failed" in t]
    assert texts == ["Autosave failed: the save folder is read-only. Your previous save is kept."]
