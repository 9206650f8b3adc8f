"""The end of a session as the system brings it: SIGTERM at a table saves the game and ends the
app without asking; the temporary files of saves a kill interrupted are removed at the next
start (the app's own pattern only, never a live writer's)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from helpers import record

from totemgame.storage import safe_write, saves

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and locks")

CHILD = textwrap.dedent(
    """
    import os, sys
    from totemgame.storage import saves
    from totemgame.ai.worker import AiWorker
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App
    from totemgame.ui.table_factory import start_game

    app = App(settings=Settings(ai_speed="fast", animation_speed="instant"),
              ai_worker=AiWorker(use_process=False))
    app.ai_min_delay = 0.0
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("ai:easy", "Kai", 1)]
    table = start_game(app, GameRecord("totem-surround", {}, seats, 11))
    while len(table.session.match.record.actions) < 4:
        if table.can_act:
            table.session.submit(table.session.legal_actions()[0])
        app.step(1 / 60)
    for autosave in saves.games_dir().glob("*.json"):
        os.unlink(autosave)  # as if every autosave had failed: only the end of session saves
    print(len(table.session.match.record.actions), flush=True)
    sys.exit(app.run())
    """
)


@posix_only
def test_sigterm_at_a_table_saves_the_game_and_ends_without_asking(tmp_path):
    env = dict(os.environ, TOTEMGAME_HOME=str(tmp_path / "home"))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert child.stdout is not None
        moves = int(child.stdout.readline())
        time.sleep(0.5)  # the real loop runs (and sleeps between frames)
        child.send_signal(signal.SIGTERM)
        assert child.wait(timeout=20) == 0
    finally:
        if child.poll() is None:
            child.kill()
    (autosave,) = (tmp_path / "home" / "data" / "games").glob("*.json")
    actions = json.loads(autosave.read_text())["actions"]
    assert len(actions) >= moves  # the game as it stood when the session ended


def test_the_terminate_event_saves_and_quits_with_no_dialog(app):
    import pygame
    from helpers import the_autosave

    from totemgame.ui.leaving import TERMINATE
    from totemgame.ui.table_factory import start_game

    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    pygame.event.post(pygame.event.Event(TERMINATE, signal=signal.SIGTERM))
    app.run_frames(1)
    assert not app.running and type(app.top).__name__ == "TableScene"
    assert json.loads(the_autosave().read_text())["seed"] == table.session.match.record.seed


def _old(path: Path) -> None:
    long_ago = time.time() - 5
    os.utime(path, (long_ago, long_ago))


@posix_only
def test_leftover_temps_of_interrupted_saves_go_at_start_and_nothing_else(app):
    import fcntl

    games = saves.games_dir()
    games.mkdir(parents=True)
    killed = games / "20260101-120000-stick-pick-abc123.json.k3x_9q2a.tmp"  # a killed writer's
    live = games / "20260101-120000-stick-pick-def456.json.zz88aa11.tmp"  # a writer still at it
    others = [
        games / "notes.txt.k3x_9q2a.tmp",  # not the app's pattern
        games / "x.json.tmp",
        games / "x.json.ABCDEFGH.tmp",
    ]
    for path in (killed, live, *others):
        path.write_text("{")
        _old(path)
    fifo = games / "y.json.q1w2e3r4.tmp"
    os.mkfifo(fifo)  # not an ordinary file: left as it is
    with open(live, "rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        app.run_frames(3)  # start-up's second frame clears the leftovers
    assert not killed.exists()
    assert live.exists() and all(p.exists() for p in others) and fifo.is_fifo()


def test_a_fresh_temp_is_left_for_its_writer(tmp_path):
    fresh = tmp_path / "settings.toml.a1b2c3d4.tmp"
    fresh.write_text("x")
    assert safe_write.remove_leftover_temps([tmp_path]) == []
    _old(fresh)
    assert safe_write.remove_leftover_temps([tmp_path]) == [fresh]
