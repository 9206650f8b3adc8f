"""Nothing lost: every game started keeps its own autosave until it is finished; Continue and
Load game offer every unfinished game; deleting one asks first; the cap is never silent."""

from __future__ import annotations

import os

import pygame
from helpers import autosaves, click, click_button, record, run_until, scene_name, to_next_human

from totemgame import paths
from totemgame.engine.record import load_record
from totemgame.storage import history, saves
from totemgame.ui.scenes.load_game import LoadGameScene
from totemgame.ui.scenes.title import TitleScene
from totemgame.ui.table_factory import start_game


def to_title(app) -> TitleScene:
    app.set_root(TitleScene(app))
    app.run_frames(3)  # Continue is checked after the first frames
    return app.top


def play_a_move(app, table) -> None:
    to_next_human(app, table)  # a resumed game may have the AI to move first
    ply = table.session.match.ply
    click(app, table.board.take_buttons[0].rect.center)
    assert table.session.match.ply == ply + 1


def open_load(app) -> LoadGameScene:
    title = to_title(app)
    click(app, title.find_button("Load game").rect.center)
    assert scene_name(app) == "LoadGameScene"
    return app.top


def test_a_finished_game_does_not_cost_the_unfinished_one_started_before(app):
    a = start_game(app, record(["human", "ai:random"]))
    play_a_move(app, a)
    a_file = a.session.autosave_file
    app.key(pygame.K_ESCAPE)
    app.run_frames(1)
    click_button(app, "Save and quit to title")
    assert scene_name(app) == "TitleScene"
    b = start_game(app, record(["ai:random", "ai:random"], seed=9))
    run_until(app, lambda: b.session.match.is_over())
    app.run_frames(2)
    assert autosaves() == [a_file]  # B, finished, went to Replays; A is kept
    assert [e.game for e in history.list_replays()] == ["stick-pick"]
    cont = to_title(app).find_button("Continue")
    assert cont.enabled and cont.detail == "Stick Pick, round 1 \u2014 P1 vs 1 AI"
    scene = open_load(app)
    assert [e.path for e in scene.entries] == [a_file]
    click(app, (scene.view.rect.x + 100, scene.view.rect.y + 20))  # the row: load it
    table = app.top
    assert table.session.match.record.actions == load_record(a_file).actions
    play_a_move(app, table)
    assert autosaves() == [a_file]  # it goes on saving in its own file
    assert len(load_record(a_file).actions) == table.session.match.ply


def test_starting_a_new_game_keeps_the_unfinished_one_and_continue_takes_the_latest(app):
    a = start_game(app, record(["human", "ai:random"]))
    play_a_move(app, a)
    b = start_game(app, record(["human", "human"], seed=8))  # from the results or a menu
    app.run_frames(2)
    b.session.save_now()
    assert sorted(autosaves()) == sorted([a.session.autosave_file, b.session.autosave_file])
    assert to_title(app).status.path == b.session.autosave_file
    assert to_title(app).find_button("Continue").detail == "Stick Pick, round 1 \u2014 P1 and P2"


def test_a_named_save_goes_on_in_a_new_autosave_and_stays_as_it_was(app):
    table = start_game(app, record(["human", "ai:random"]))
    play_a_move(app, table)
    named = paths.saves_dir() / "evening.json"
    table.session.save_as(named)
    before = named.read_bytes()
    scene = open_load(app)
    assert [e.named for e in scene.entries] == [True, False]  # saved after the last autosave
    click(app, (scene.view.rect.x + 100, scene.view.rect.y + 20))
    resumed = app.top
    play_a_move(app, resumed)
    assert named.read_bytes() == before
    assert len(autosaves()) == 2 and resumed.session.autosave_file != named


def test_each_row_shows_game_progress_players_and_date(app):
    table = start_game(app, record(["human", "ai:random"]))
    play_a_move(app, table)
    (entry,) = open_load(app).entries
    assert entry.title == "Stick Pick"
    assert entry.detail == "Round 1 \u00b7 P1 vs 1 AI \u00b7 in progress"
    assert entry.date  # "24 Nov 2026 10:05"


def _delete_button(app, scene, row: int):
    click(app, scene.delete_rect(row).center)
    assert scene_name(app) == "DialogScene"
    return app.top


def test_deleting_a_game_asks_first_and_keep_it_keeps_it(app):
    table = start_game(app, record(["human", "ai:random"]))
    play_a_move(app, table)
    path = table.session.autosave_file
    scene = open_load(app)
    dialog = _delete_button(app, scene, 0)
    assert dialog.title == "Delete this unfinished game?"
    assert "Stick Pick" in dialog.text and "cannot be brought back" in dialog.text
    assert "in progress" not in dialog.text  # the title says it: "Delete this unfinished game?"
    click_button(app, "Keep it")
    assert app.top is scene and path.exists() and len(scene.entries) == 1
    _delete_button(app, scene, 0)
    click_button(app, "Delete")
    assert app.top is scene and not path.exists() and scene.entries == []
    assert not to_title(app).find_button("Continue").enabled


def test_the_delete_key_on_a_chosen_row_asks_too(app):
    paths.saves_dir().mkdir(parents=True)
    saves.write_game(
        paths.saves_dir() / "mine.json",
        record(["human", "ai:random"]),
        saves.Summary("stick-pick", "round 1", "P1 vs 1 AI", 10.0, 0),
    )
    assert len(open_load(app).entries) == 1
    app.key(pygame.K_DOWN)
    app.key(pygame.K_DELETE)
    app.run_frames(1)
    assert scene_name(app) == "DialogScene" and app.top.title == "Delete this saved game?"
    app.key(pygame.K_ESCAPE)  # Esc answers no
    app.run_frames(1)
    assert (paths.saves_dir() / "mine.json").exists()
    app.key(pygame.K_DELETE)
    app.run_frames(1)
    assert app.top.ui.focused is app.top.find_button("Keep it")
    app.key(pygame.K_RETURN)  # Enter keeps it too: only a deliberate choice deletes
    app.run_frames(1)
    assert scene_name(app) == "LoadGameScene" and (paths.saves_dir() / "mine.json").exists()


def test_past_the_cap_the_player_is_told_which_game_goes_and_may_cancel(app, monkeypatch):
    monkeypatch.setattr(saves, "UNFINISHED_CAP", 3)
    monkeypatch.setattr(saves.dropped_by_new_game, "__defaults__", (3,))
    files = []
    for i in range(3):
        table = start_game(app, record(["human", "ai:random"], seed=i))
        play_a_move(app, table)
        os.utime(table.session.autosave_file, (1000 + i, 1000 + i))
        files.append(table.session.autosave_file)
    # the summaries' times decide the order: make the first game the oldest
    for i, path in enumerate(files):
        rec = load_record(path)
        saves.write_game(path, rec, saves.Summary("stick-pick", "round 1", "P1", 1000.0 + i, 1))
    to_title(app)
    assert start_game(app, record(["human", "ai:random"], seed=7)) is None
    dialog = app.top
    assert dialog.title == "Too many unfinished games"
    assert "You have 3 unfinished games; 3 are kept" in dialog.text
    assert saves.read_entry(files[0], named=False).date in dialog.text  # the oldest, by date
    assert dialog.ui.focused is dialog.find_button("Cancel")
    click_button(app, "Cancel")
    assert scene_name(app) == "TitleScene" and all(p.exists() for p in files)
    start_game(app, record(["human", "ai:random"], seed=7))
    click_button(app, "Delete it and start")
    assert scene_name(app) == "TableScene"
    assert not files[0].exists() and files[1].exists() and files[2].exists()
