"""The idle CPU benchmark: its screens, its child process, and its note without a display."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from totemgame import games
from totemgame.ui.harness import idle_bench


@pytest.mark.parametrize("game_id", games.ids())
def test_the_benched_table_waits_for_its_human_mid_game(game_id):
    match = idle_bench.waiting_match(game_id)
    assert not match.is_over()
    assert 0 in match.to_move() and match.seats[0].is_human
    assert all(not s.is_human for s in match.seats[1:])
    assert match.ply > 0  # from the middle of a game, not its first move


def test_without_a_display_the_measure_is_skipped_with_a_note(monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert idle_bench.idle_cpu("title", seconds=0.1) is None
    assert "no display" in capsys.readouterr().err


def test_the_child_measures_a_resting_title(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["TOTEMGAME_HOME"] = str(tmp_path)
    argv = [sys.executable, "-m", "totemgame.ui.harness.idle_bench", "title"]
    argv += ["--seconds", "1.5", "--settle", "0.2"]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.splitlines()[-1])
    assert report["screen"] == "title" and report["ready"] is True
    # At rest the title is drawn about once a second (a refresh), not 60 times.
    assert report["fps"] < 5
    assert report["cpu_pct"] >= 0
