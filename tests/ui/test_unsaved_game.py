"""A save the player asked for that fails never takes the game away: Save and quit, or closing
the window, stays at the table and offers to try again, to save elsewhere or to keep playing,
and says how many moves the last good save is behind."""

from __future__ import annotations

import errno

import pygame
import pytest
from helpers import click_button, record, run_until, scene_name

from totemgame import paths, saves
from totemgame.engine.record import load_record
from totemgame.ui.table_factory import start_game


class Disk:
    """The data folder's disk: `full` makes every write into it fail as a full disk does."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real = saves.write_game

        def write_game(path, rec, summary):
            if self.full and paths.data_dir() in path.parents:
                raise OSError(errno.ENOSPC, "No space left on device")
            real(path, rec, summary)

        monkeypatch.setattr(saves, "write_game", write_game)


@pytest.fixture
def disk(monkeypatch):
    return Disk(monkeypatch)


def play_moves(app, table, moves: int) -> None:
    """The human takes one stick `moves` times (the AI answering each time)."""
    app.ai_min_delay = 0.0
    for _ in range(moves):
        run_until(app, lambda: table.can_act)
        table.submit(table.legal_actions()[0])
        app.step(1 / 60)


def start(app):
    """A game long enough for the moves of every test here (two rounds of ten sticks)."""
    rec = record(["human", "ai:random"], seed=7)
    rec.options = {"sticks": 10}
    table = start_game(app, rec)
    app.run_frames(2)
    return table


def save_and_quit(app, table) -> None:
    app.push(_pause(app, table))
    app.run_frames(1)
    click_button(app, "Save and quit to title")


def _pause(app, table):

    return app.screens.pause(table)


def test_save_and_quit_on_a_full_disk_stays_at_the_table_and_says_how_far_behind(app, disk):
    table = start(app)
    play_moves(app, table, 1)  # saved
    disk.full = True
    play_moves(app, table, 2)  # not saved: the autosave says so at each move
    save_and_quit(app, table)
    dialog = app.top
    assert scene_name(app) == "UnsavedDialog" and dialog.title == "Game not saved"
    behind = table.session.moves_unsaved()
    assert behind >= 2
    assert f"Its last good save is {behind} moves behind" in dialog.text
    assert "the disk is full" in dialog.text
    assert [b.label for b in dialog.ui.widgets] == [
        "Try again",
        "Save elsewhere...",
        "Keep playing",
    ]
    click_button(app, "Keep playing")
    assert app.top is table and table in app.stack  # the game goes on
    play_moves(app, table, 1)


def test_escape_keeps_playing_and_try_again_saves_once_the_disk_has_room(app, disk):
    table = start(app)
    disk.full = True
    play_moves(app, table, 2)
    save_and_quit(app, table)
    assert "It was never saved" in app.top.text
    app.key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.top is table
    save_and_quit(app, table)
    click_button(app, "Try again")  # still full: asked again
    assert scene_name(app) == "UnsavedDialog" and table in app.stack
    disk.full = False
    click_button(app, "Try again")
    assert scene_name(app) == "TitleScene"
    assert any("Continue picks it up" in t for t in app.top.banners.texts())
    (saved,) = saves.games_dir().glob("*.json")
    assert load_record(saved).actions == table.session.match.record.actions


def test_save_elsewhere_saves_the_whole_game_in_another_folder(app, disk, tmp_path):
    table = start(app)
    play_moves(app, table, 1)
    disk.full = True
    play_moves(app, table, 2)
    save_and_quit(app, table)
    click_button(app, "Save elsewhere...")
    panel = app.top
    assert scene_name(app) == "PauseScene" and panel.saving
    assert panel.ui.focused is panel.folder_box  # the folder is what to change
    elsewhere = tmp_path / "usb stick"
    elsewhere.mkdir()
    panel.folder_box.text = str(elsewhere)
    panel.name_box.text = "evening"
    click_button(app, "Save")
    assert scene_name(app) == "TitleScene"
    assert any("evening" in t and "Load game lists it when" in t for t in app.top.banners.texts())
    kept = load_record(elsewhere / "evening.json")
    assert (
        kept.actions == table.session.match.record.actions
        and kept.seed == table.session.match.record.seed
    )


def test_save_elsewhere_into_a_folder_that_is_not_there_says_so_and_cancel_goes_back(
    app, disk, tmp_path
):
    table = start(app)
    disk.full = True
    play_moves(app, table, 1)
    save_and_quit(app, table)
    click_button(app, "Save elsewhere...")
    panel = app.top
    panel.folder_box.text = str(tmp_path / "nowhere")
    click_button(app, "Save")
    assert scene_name(app) == "DialogScene" and "there is no such folder" in app.top.text
    click_button(app, "OK")
    assert app.top is panel
    click_button(app, "Cancel")
    assert app.top is table


def test_closing_the_window_with_an_unsaved_game_asks_the_same(app, disk):
    table = start(app)
    disk.full = True
    play_moves(app, table, 2)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    dialog = app.top
    assert scene_name(app) == "UnsavedDialog"
    assert [b.label for b in dialog.ui.widgets] == [
        "Try again",
        "Save elsewhere...",
        "Quit and lose it",
        "Keep playing",
    ]
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # a second close: still asking
    app.run_frames(1)
    assert app.running and app.top is dialog
    click_button(app, "Keep playing")
    assert app.top is table and app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    click_button(app, "Quit and lose it")
    assert not app.running


def test_a_game_saved_elsewhere_with_every_move_quits_without_asking(app, disk, tmp_path):
    table = start(app)
    play_moves(app, table, 1)
    disk.full = True
    table.session.save_as(tmp_path / "mine.json")  # Save game as... in another folder
    save_and_quit(app, table)
    assert scene_name(app) == "TitleScene"
    assert any("mine" in t for t in app.top.banners.texts())


def test_saving_as_over_a_file_the_app_cannot_read_is_refused_and_it_stays(app):
    paths.saves_dir().mkdir(parents=True)
    damaged = paths.saves_dir() / "evening.json"
    damaged.write_bytes(b'{"format": 1, "ga')
    table = start(app)
    pause = _pause(app, table)
    app.push(pause)
    app.run_frames(1)
    pause.save_as()
    pause.name_box.text = "evening"
    click_button(app, "Save")
    assert scene_name(app) == "DialogScene"
    assert "the game cannot read it: the file is damaged" in app.top.text
    assert "choose another name" in app.top.text
    assert damaged.read_bytes() == b'{"format": 1, "ga'
