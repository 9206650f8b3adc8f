"""The crash guard of the player's window: an unexpected error saves the game, writes a report
and shows a dialog that goes back to the title. Tests and the self-test (which call step())
still see every exception."""

from __future__ import annotations

import tempfile

import pygame
import pytest
from helpers import click, click_button, record, run_until, scene_name, the_autosave

from totemgame import paths
from totemgame.engine.record import load_record
from totemgame.ui.crash_guard import CRASH_LOOP_COUNT, CrashGuard, CrashScene
from totemgame.ui.table_factory import start_game


def _table_with_a_move(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)
    run_until(app, lambda: table.can_act and table.session.match.ply >= 2)
    return table


def _break(monkeypatch, scene, method: str = "update") -> None:
    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug in the scene")

    monkeypatch.setattr(scene, method, broken)


def _report(path_text: str) -> str:
    reports = sorted((paths.data_dir() / "logs").glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in path_text.replace("\n", "")
    return reports[0].read_text(encoding="utf-8")


def test_step_still_raises_so_tests_and_the_selftest_see_the_crash(app, monkeypatch):
    table = _table_with_a_move(app)
    _break(monkeypatch, table)
    with pytest.raises(ZeroDivisionError):
        app.step(1 / 60)
    assert not (paths.data_dir() / "logs").exists()  # no guard outside App.run()


def test_a_crash_saves_the_game_reports_it_and_the_dialog_goes_to_the_title(app, monkeypatch):
    table = _table_with_a_move(app)
    played = list(table.session.match.record.actions)
    _break(monkeypatch, table)
    try:
        app.step(1 / 60)
    except ZeroDivisionError as exc:
        CrashGuard(app).recover(exc)
    dialog = app.top
    assert isinstance(dialog, CrashScene) and app.stack == [dialog]
    assert dialog.title == "Something went wrong"
    assert "Your game was saved" in dialog.text and "Continue" in dialog.text
    text = _report(dialog.text)
    assert "ZeroDivisionError: a bug in the scene" in text and "Traceback" in text
    assert (
        "game: stick-pick" in text and "seed: 5" in text and f"moves played: {len(played)}" in text
    )
    assert "version: " in text and "platform: " in text and "MouseButtonDown" in text
    assert load_record(the_autosave()).actions == played
    app.run_frames(2)  # the dialog draws on its own (the broken screen is gone)
    app.key(pygame.K_RETURN)
    app.run_frames(2)
    assert scene_name(app) == "TitleScene"
    run_until(app, lambda: app.top.find_button("Continue").enabled)
    click_button(app, "Continue")
    assert scene_name(app) == "TableScene" and app.top.session.match.record.actions == played


def test_escape_closes_the_crash_dialog_too(app, monkeypatch):
    app.run_frames(2)
    CrashGuard(app).recover(RuntimeError("boom"))
    assert isinstance(app.top, CrashScene) and "saved" not in app.top.text  # no game to save
    app.key(pygame.K_ESCAPE)
    app.run_frames(2)
    assert scene_name(app) == "TitleScene"


def test_the_guard_never_crashes_when_neither_save_nor_report_works(app, monkeypatch):
    import totemgame.crash_report as crash_report
    from totemgame.storage import saves

    def refuse(path, rec, summary):
        raise PermissionError(13, "Permission denied")

    table = _table_with_a_move(app)
    monkeypatch.setattr(saves, "write_game", refuse)
    blocker = paths.data_dir() / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setattr(crash_report, "logs_dir", lambda: blocker)
    monkeypatch.setattr(tempfile, "tempdir", str(blocker))  # nor the temporary folder
    _break(monkeypatch, table, "exit")  # leaving the broken table fails as well
    CrashGuard(app).recover(ValueError("boom"))
    dialog = app.top
    assert isinstance(dialog, CrashScene) and app.running
    assert "could not be saved" in dialog.text and "could not be written" in dialog.text


def test_a_report_the_data_folder_cannot_take_goes_to_the_temporary_folder(
    app, monkeypatch, tmp_path
):
    logs = paths.data_dir() / "logs"
    logs.parent.mkdir(parents=True)
    logs.write_text("a file where the folder of reports goes")
    aside = tmp_path / "tmp"
    aside.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(aside))
    _table_with_a_move(app)
    CrashGuard(app).recover(ValueError("boom"))
    (report,) = aside.glob("totemgame-crash-*.txt")
    assert "ValueError: boom" in report.read_text(encoding="utf-8")
    assert report.stat().st_mode & 0o777 == 0o600  # the player's alone
    assert str(report) in app.top.text.replace("\n", "")
    assert logs.read_text() == "a file where the folder of reports goes"


def test_errors_over_and_over_end_the_app_with_exit_code_1(app):
    from totemgame.ui.scenes.title import TitleScene

    app.run_frames(2)
    guard = CrashGuard(app)
    for n in range(CRASH_LOOP_COUNT):
        assert app.running, n
        guard.recover(RuntimeError(f"again {n}"))
        app.set_root(TitleScene(app))  # as fast as no player could press Enter
    assert not app.running and guard.exit_code == 1


def test_a_crash_dialog_that_cannot_be_shown_ends_the_app(app, monkeypatch):
    app.run_frames(2)
    guard = CrashGuard(app)
    guard.recover(RuntimeError("first"))
    _break(monkeypatch, app.top, "draw")
    try:
        app.step(1 / 60)
    except ZeroDivisionError as exc:
        guard.recover(exc)
    assert not app.running and guard.exit_code == 1
    assert len(list((paths.data_dir() / "logs").glob("crash-*.txt"))) == 2


def test_the_players_loop_survives_a_crashing_scene(app, monkeypatch):
    """App.run(), the real main loop: the crash becomes the dialog, then the window closes
    normally (here a close-button click posted by the broken scene)."""
    table = _table_with_a_move(app)
    seen: list[str] = []
    real_push = app.push

    def push(scene):
        seen.append(type(scene).__name__)
        real_push(scene)

    def broken(dt):
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        raise ZeroDivisionError("a bug in the scene")

    monkeypatch.setattr(app, "push", push)
    monkeypatch.setattr(table, "update", broken)
    assert app.run() == 0
    assert seen == ["CrashScene"]
    assert len(list((paths.data_dir() / "logs").glob("crash-*.txt"))) == 1
    assert load_record(the_autosave()).actions == table.session.match.record.actions


def test_an_ai_that_always_fails_is_a_crash_not_a_frozen_table(app, monkeypatch):
    from totemgame.ai import worker
    from totemgame.session.local_session import AiFailure

    def think(*args, **kwargs):
        raise RuntimeError("the agent is broken")

    monkeypatch.setattr(worker, "think", think)
    table = start_game(app, record(["ai:easy", "human"]))
    messages: list[str] = []
    table.session.on_message = lambda text, kind: messages.append(text)
    with pytest.raises(AiFailure) as caught:
        run_until(app, lambda: False, seconds=20)
    assert isinstance(caught.value.__cause__, RuntimeError)
    assert len(messages) == 2 and all("trying again" in m for m in messages)
    CrashGuard(app).recover(caught.value)
    assert "seed 5" in _report(app.top.text)


def test_the_window_entry_reports_a_crash_before_the_loop(monkeypatch, capsys):
    from totemgame.ui import launch

    def broken(*args, **kwargs):
        raise RuntimeError("the title screen is broken")

    monkeypatch.setattr(launch, "App", broken)
    assert launch.main([]) == 1
    err = capsys.readouterr().err
    assert "could not start" in err and "crash report" in err
    assert len(list((paths.data_dir() / "logs").glob("crash-*.txt"))) == 1


def test_selftest_leaves_no_temporary_folder(tmp_path, monkeypatch):
    import tempfile

    from totemgame.ui.harness.selftest import run_selftest

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert run_selftest("no-such-game") == 2
    assert list(tmp_path.glob("totemgame-selftest-*")) == []


def test_a_long_report_path_is_cut_into_lines_that_fit_the_dialog(app):
    from totemgame.ui import theme
    from totemgame.ui.crash_guard import DIALOG_WIDTH, _path_lines

    path = "C:\\Users\\" + "Very Long Name " * 6 + "\\AppData\\Local\\totemgame\\logs\\"
    path += "x" * 150 + "\\crash-20260101-120000.txt"
    lines = _path_lines(path)
    font = theme.font("body", theme.ui(theme.BODY))
    assert len(lines) >= 3 and "".join(lines) == path
    assert all(font.size(line)[0] <= DIALOG_WIDTH - 80 for line in lines)
