"""Two windows recording results at the same moment keep every result of both."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from totemgame.storage import file_lock, stats

RECORDER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from totemgame.storage import stats
    from totemgame.engine.game import Result
    from totemgame.engine.record import GameRecord, SeatInfo

    path, who, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    seats = [SeatInfo("human", who), SeatInfo("ai:easy", "AI")]
    record = GameRecord("tiki-topple", {}, seats, 1)
    Path(sys.argv[4]).touch()  # ready: wait for the other process before writing
    while not Path(sys.argv[5]).exists():
        pass
    for _ in range(count):
        stats.record_game(record, Result((3.0, 1.0), (1, 2)), path)
    """
)


def test_two_processes_recording_150_results_each_keep_all_300(tmp_path):
    path = tmp_path / "stats.json"
    env = os.environ | {"PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RECORDER, str(path), who, "150", str(tmp_path / who), str(go)],
            env=env,
        )
        for who in ("Ana", "Bo")
    ]
    while not all((tmp_path / who).exists() for who in ("Ana", "Bo")):
        assert all(p.poll() is None for p in procs), "a recorder stopped before starting"
    go.touch()  # both start writing at once
    assert [p.wait(timeout=300) for p in procs] == [0, 0]
    loaded = stats.StatsFile.load(path)
    assert loaded.warning is None
    players = [r.player for r in loaded.results]
    assert (players.count("Ana"), players.count("Bo")) == (150, 150)


def test_a_held_lock_makes_the_other_writer_wait_then_give_up_with_a_reason(tmp_path):
    path = tmp_path / "stats.json"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from totemgame.storage import file_lock\n"
            "with file_lock.locked(Path(sys.argv[1])):\n"
            "    Path(sys.argv[2]).touch(); time.sleep(30)",
            str(path),
            str(tmp_path / "held"),
        ],
        env=os.environ | {"PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    try:
        while not (tmp_path / "held").exists():
            assert holder.poll() is None
        try:
            with file_lock.locked(path, wait=0.3):
                raise AssertionError("the lock was taken while another process held it")
        except OSError as exc:
            assert "another window" in str(exc)
    finally:
        holder.kill()
        holder.wait()
    with file_lock.locked(path, wait=2.0):  # a dead holder's lock is free again
        pass
