"""Crash reports (pure: no window) and the start-up checks of the display."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from totemgame import __version__, crash_report
from totemgame.crash_report import CrashContext, report_text, write_report
from totemgame.ui.display import display_problem, fit_window


def _raised(exc: Exception) -> Exception:
    try:
        raise exc
    except Exception as caught:
        return caught


def _context() -> CrashContext:
    return CrashContext(
        game_id="tiki-topple",
        seed=4242,
        options={"rounds": 2},
        seats=["human", "ai:hard"],
        ply=3,
        last_moves=[[0, {"kind": "up", "n": 1}], [1, {"kind": "topple"}]],
        scenes=["TitleScene", "TikiToppleScene"],
        inputs=["KeyDown f9 mod 0"],
        saved="saved to the autosave",
    )


def test_the_report_holds_what_reproduces_the_crash():
    text = report_text(_raised(ZeroDivisionError("boom at the table")), _context())
    assert f"version: {__version__}" in text
    assert "platform: " in text and "python: " in text
    assert "game: tiki-topple" in text and "seed: 4242" in text and "moves played: 3" in text
    assert '[1, {"kind": "topple"}]' in text  # the last moves, as the save holds them
    assert "KeyDown f9" in text and "TikiToppleScene" in text
    assert "error: ZeroDivisionError: boom at the table" in text
    assert "Traceback (most recent call last)" in text and "_raised" in text


def test_a_report_without_a_game_still_has_the_traceback():
    text = report_text(_raised(KeyError("x")), CrashContext())
    assert "game:" not in text and "Traceback" in text and "KeyError" in text


def test_reports_go_to_logs_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TOTEMGAME_HOME", str(tmp_path))
    path, problem = write_report(_raised(ValueError("v")), _context())
    assert problem == "" and path is not None
    assert path.parent == tmp_path / "data" / "logs" and path.name.startswith("crash-")
    assert "ValueError: v" in path.read_text(encoding="utf-8")
    second, _ = write_report(_raised(ValueError("w")), _context())
    assert second is not None and second != path  # two in one second do not overwrite


def test_old_reports_are_pruned(tmp_path):
    for i in range(crash_report.KEEP_REPORTS + 5):
        (tmp_path / f"crash-20000101-0000{i:02d}.txt").write_text("old")
    path, _ = write_report(_raised(ValueError("v")), CrashContext(), folder=tmp_path)
    left = sorted(p.name for p in tmp_path.glob("crash-*.txt"))
    assert len(left) == crash_report.KEEP_REPORTS and path is not None and path.name in left


def test_a_report_that_cannot_be_written_says_why_and_does_not_raise(tmp_path):
    blocker = tmp_path / "logs"
    blocker.write_text("a file where the folder should be")
    path, problem = write_report(_raised(ValueError("v")), CrashContext(), folder=blocker)
    assert path is None and problem


def test_an_exception_whose_message_breaks_still_gets_reported(tmp_path):
    class Nasty(Exception):
        def __str__(self) -> str:
            raise RuntimeError("no words")

    path, problem = write_report(_raised(Nasty()), _context(), folder=tmp_path)
    assert problem == "" and path is not None and "Nasty" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("environ", "platform", "problem"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ""}, "linux", True),
        ({"SDL_VIDEODRIVER": "x11"}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"SDL_VIDEODRIVER": "dummy"}, "linux", False),
        ({}, "freebsd14", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_no_display_is_found_only_where_a_window_needs_one(environ, platform, problem):
    found = display_problem(environ, platform)
    assert (found is not None) == problem
    if problem:
        assert found.startswith("no display found") and "\n" not in found


def test_a_window_larger_than_the_screen_is_clamped_to_it():
    assert fit_window((1920, 1080), [(1366, 768)]) == (1366, 768)
    assert fit_window((1280, 720), [(1024, 600), (3840, 2160)]) == (1024, 600)
    assert fit_window((1280, 720), [(1920, 1080)]) == (1280, 720)
    assert fit_window((1600, 900), []) == (1600, 900)  # unknown screen: as saved
    assert fit_window((1600, 900), [(0, 0)]) == (1600, 900)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland only")
def test_starting_with_no_display_prints_one_line_and_fails():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    done = subprocess.run(
        [sys.executable, "-m", "totemgame"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display found" in lines[0], done.stderr
    assert done.stdout == ""
