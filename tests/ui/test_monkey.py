"""The monkey: random input on every scene finds crashes and freezes, and says where."""

from __future__ import annotations

import time

import pytest

from totemgame import games
from totemgame.ui.harness.monkey import Monkey, MonkeyFailure

EVERY_SCENE = {
    "TitleScene",
    "GameSelectScene",
    "SetupScene",
    "TableScene",
    "PauseScene",
    "RulesScene",
    "SettingsScene",
    "LoadGameScene",
    "HandoffScene",
    "ResultsScene",
}


@pytest.fixture
def fast_app(app):
    app.ai_min_delay = 0.0
    app.run_frames(3)
    return app


def test_the_monkey_visits_every_scene_of_a_game(fast_app):
    report = Monkey(fast_app, seed=3).run(["stick-pick"], 3.0)
    assert report.scenes >= EVERY_SCENE, EVERY_SCENE - report.scenes
    assert report.inputs > 20 and report.frames > report.inputs


def test_a_crash_names_the_seed_the_scene_and_the_last_inputs(fast_app, fake_game, monkeypatch):
    def broken(self, event, view):
        if event.type == __import__("pygame").MOUSEBUTTONDOWN:
            raise ZeroDivisionError("the board fell over")
        return None

    monkeypatch.setattr(fake_game.StickBoard, "hit", broken)
    with pytest.raises(MonkeyFailure) as info:
        Monkey(fast_app, seed=8).run(["stick-pick"], 5.0)
    text = str(info.value)
    assert "seed 8" in text and "ZeroDivisionError" in text and "the board fell over" in text
    assert "TableScene" in text and "last inputs" in text and "click" in text


def test_an_ai_that_never_moves_is_reported_as_a_freeze(fast_app, monkeypatch):
    from helpers import record

    from totemgame.ai.worker import Ticket
    from totemgame.ui.table_factory import start_game

    monkeypatch.setattr(Ticket, "done", lambda self: False)  # the AI thinks forever
    monkey = Monkey(fast_app, seed=2, frozen_after=0.5)
    start_game(fast_app, record(["ai:random", "human"]))  # the AI moves first
    with pytest.raises(MonkeyFailure, match="froze: an AI should move at ply 0"):
        for _ in range(10_000):
            monkey.frame()


def test_a_main_loop_that_stalls_is_reported(fast_app, monkeypatch):
    monkey = Monkey(fast_app, seed=2, stall_after=0.2)
    real_step = type(fast_app).step

    def slow_step(self, dt=None, events=None):
        if self.frame > 40:
            time.sleep(0.3)
        real_step(self, dt, events)

    monkeypatch.setattr(type(fast_app), "step", slow_step)
    with pytest.raises(MonkeyFailure, match="stalled"):
        monkey.play_scenario("title", 5.0, "stick-pick")


def test_the_same_seed_sends_the_same_first_inputs(fast_app):
    first = Monkey(fast_app, seed=4)
    first.play_scenario("settings", 0.3, "stick-pick")
    second = Monkey(fast_app, seed=4)
    second.play_scenario("settings", 0.3, "stick-pick")
    # How many inputs fit in 0.3 s depends on the machine; the first ones must not.
    n = min(len(first.first), len(second.first), 6)
    assert n >= 3 and first.first[:n] == second.first[:n]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.ids())
def test_monkey_on_every_real_game_finds_no_crash(game_id, monkeypatch):
    """CI-sized: a few seconds of monkey per registered game, through the self-test's entry."""
    from totemgame.ui.harness.selftest import run_selftest

    code = run_selftest(game_id, monkey_seconds=4.0, use_process=False, walkthrough=False)
    assert code == 0


@pytest.mark.parametrize("argv", [["--monkey", "-1"], ["--monkey-only"]])
def test_selftest_refuses_a_meaningless_monkey(capsys, argv):
    from totemgame import cli

    assert cli.main(["selftest", *argv]) == 2
    assert "monkey" in capsys.readouterr().err


@pytest.mark.slow
def test_the_command_line_monkey_reports_its_seed_and_the_scenes_it_saw():
    import os
    import subprocess
    import sys

    game = games.ids()[-1]
    argv = ["selftest", "--game", game, "--monkey", "3", "--monkey-only", "--seed", "12"]
    done = subprocess.run(
        [sys.executable, "-m", "totemgame", *argv],
        capture_output=True,
        text=True,
        timeout=300,
        env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
    )
    assert done.returncode == 0, done.stderr
    assert "monkey (seed 12)" in done.stderr and "ResultsScene" in done.stderr
