"""Killing the game while it autosaves never costs the previous save.

A child process autosaves a real game move by move in a loop, exactly as the table does; the
test kills it with SIGKILL at random moments and then loads the autosave, every time. (About
half of such kills land inside a write: they leave a temp file behind, measured 5 of 10.)
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from totemgame import games, safe_write, saves
from totemgame.engine.record import load_record

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

CHILD = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    from totemgame import games, safe_write
    from totemgame.engine.match import Match
    from totemgame import saves
    from totemgame.engine.record import GameRecord, SeatInfo, save_record

    game_id, path, writer = sys.argv[1], Path(sys.argv[2]), sys.argv[3]

    def save(m):
        if writer == "per-game":  # as the table writes a game's own autosave
            saves.write_game(path, m.record, saves.summarize(m))
        else:
            save_record(m.record, path)

    module = games.get(game_id)
    n = max(2, module.spec.min_players)
    seats = [SeatInfo("ai:easy", f"P{i}", i) for i in range(n)]
    rnd = random.Random(5)
    first = True
    while True:  # game after game, one autosave per move, until killed
        record = GameRecord(game_id, {}, seats, rnd.randrange(10**6))
        match = Match(record, module, on_change=save)
        while not match.is_over():
            seat = match.to_move()[0]
            match.apply(seat, rnd.choice(list(match.state.legal_actions(seat))))
            if first:
                print("saving", flush=True)
                first = False
    """
)


@pytest.mark.parametrize("writer", ["record", "per-game"])
def test_sigkill_during_autosave_leaves_a_loadable_save(tmp_path, writer):
    path = tmp_path / "autosave.json"
    rnd = random.Random(11)
    env = dict(os.environ, PYTHONHASHSEED="0")
    loaded_lengths = set()
    for round_no in range(8):
        game_id = games.ids()[round_no % len(games.ids())]
        if path.exists():
            path.unlink()  # each round starts a new game; the game id must match below
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, game_id, str(path), writer],
            stdout=subprocess.PIPE,
            env=env,
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == b"saving", "the child never started saving"
            time.sleep(rnd.uniform(0.0, 0.3))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=10)
        assert child.returncode == -signal.SIGKILL
        record = load_record(path)  # a RecordError here = a half-written autosave
        match = games.open_match(record)  # and it replays through the rules
        assert record.game == game_id and match.ply == len(record.actions) >= 1
        loaded_lengths.add(len(record.actions))
        if writer == "per-game":  # its summary, read alone, agrees with the moves
            assert saves.read_summary(path).moves == len(record.actions)
        # Temp files of an interrupted write may remain; they are never taken for saves.
        assert [p.name for p in tmp_path.glob("*.json")] == ["autosave.json"]
        json.loads(path.read_text(encoding="utf-8"))
    assert len(loaded_lengths) > 3, "the kills should land at many different moments"


def test_temp_files_of_a_killed_write_are_cleared_by_a_later_save(tmp_path):
    path = tmp_path / "autosave.json"
    old = tmp_path / "autosave.json.abc123.tmp"  # what a write killed long ago leaves
    fresh = tmp_path / "autosave.json.def456.tmp"  # a write in progress elsewhere: keep it
    old.write_text("{")
    fresh.write_text("{")
    long_ago = time.time() - safe_write.STALE_TEMP_SECONDS - 60
    os.utime(old, (long_ago, long_ago))
    safe_write.write_atomic(path, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", fresh.name]


WORKER_PARENT = textwrap.dedent(
    """
    import time
    from totemgame.ai.worker import AiWorker

    if __name__ == "__main__":
        worker = AiWorker()
        worker.start()
        worker.submit(time.sleep, 0).result()
        print(*[p.pid for p in worker._pool._processes.values()], flush=True)
        time.sleep(60)  # killed long before this ends
    """
)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as f:  # a zombie has ended; its parent has not reaped it
        return f.read().split(")")[-1].split()[0] != "Z"


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
def test_the_ai_worker_ends_when_the_app_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(WORKER_PARENT)
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert app.stdout is not None
    workers = [int(p) for p in app.stdout.readline().split()]
    assert workers and all(_alive(p) for p in workers)
    app.send_signal(signal.SIGKILL)
    app.wait()
    for _ in range(100):  # up to 10 s: the worker notices its parent is gone and exits
        if not any(_alive(p) for p in workers):
            break
        time.sleep(0.1)
    assert not any(_alive(p) for p in workers)
