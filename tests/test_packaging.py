"""The packaged one-folder app (build/build.py). Slow: they need `python build/build.py` first.

Without a built folder these tests skip, unless TOTEMGAME_TEST_BUILD=1 asks them to build it.
.ci/run builds the app and then runs them with `pytest -m slow tests/test_packaging.py`.

Another build can be checked with TOTEMGAME_PACKAGED_APP (its folder) and
TOTEMGAME_PACKAGED_RUNNER (a command put before the executable): build/windows_on_wine.sh runs
them on the Windows build with `TOTEMGAME_PACKAGED_RUNNER=wine`. A test that Wine cannot run
is skipped there, with the Wine limit it meets.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from totemgame import __version__, games

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
APP = Path(os.environ.get("TOTEMGAME_PACKAGED_APP") or ROOT / "dist" / "totemgame")
RUNNER = shlex.split(os.environ.get("TOTEMGAME_PACKAGED_RUNNER", ""))
UNDER_WINE = bool(RUNNER) and Path(RUNNER[0]).name.startswith("wine")
BUDGET_MB = 70
# Wine 8.0 hangs a ProcessPoolExecutor whose tasks queue up (a dozen-line script with two
# tasks for one worker hangs the same way, while multiprocessing.Pool runs): a Wine limit, not
# the app's. The AI worker's single process, one task at a time, runs (the selftests use it).
WINE_POOL_LIMIT = "Wine 8.0 hangs a ProcessPoolExecutor with queued tasks (arena --jobs 2)"


def executable(app: Path) -> Path:
    windows = app / "totemgame.exe"
    return windows if windows.is_file() or sys.platform == "win32" else app / "totemgame"


EXE = executable(APP)


@pytest.fixture(scope="module")
def exe() -> Path:
    if os.environ.get("TOTEMGAME_TEST_BUILD") == "1":
        subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--no-zip"], check=True)
    if not EXE.is_file():
        pytest.skip("no built app: run `python build/build.py` (or set TOTEMGAME_TEST_BUILD=1)")
    return EXE


class AppTimeout(AssertionError):
    """The packaged app did not finish in time; it and every process it started were ended."""


def run_process(cmd: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    """Run `cmd` in a process group of its own; at `timeout`, end the whole group and fail.

    Killing the group (on Windows, the process tree) ends the worker processes the app started
    too, so none of them keeps the output pipes open and hangs the test run. Under Wine, the Wine server of the prefix
    is ended as well (Wine may start a program's children outside its group)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        start_new_session=True,
    )  # fmt: skip
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        end_group(proc)
        raise AppTimeout(f"{shlex.join(cmd)} ran over {timeout:.0f} s; it was ended") from None
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


def end_group(proc: subprocess.Popen[str]) -> None:
    if sys.platform == "win32":  # no process groups: end the process tree
        subprocess.run(["taskkill", "/T", "/F", "/PID", str(proc.pid)], check=False)
    else:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
    if UNDER_WINE:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(["wineserver", "-k"], timeout=30, check=False)
    try:
        proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:  # a process outside the group still holds a pipe
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
        proc.wait(timeout=10)


def run_app(exe: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return run_process([*RUNNER, str(exe), *args], timeout)


def test_a_hung_app_and_its_children_are_ended_at_the_timeout(tmp_path):
    # A parent that starts a child holding the same output pipes, then both sleep: without the
    # group kill, communicate() would wait for the child's end of the pipes for ever.
    script = (
        "import subprocess, sys, time\n"
        "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
        "print('started', flush=True)\n"
        "time.sleep(600)\n"
    )
    started = time.monotonic()
    with pytest.raises(AppTimeout, match="ran over 2 s"):
        run_process([sys.executable, "-c", script], timeout=2)
    assert time.monotonic() - started < 60


def test_packaged_app_prints_its_version(exe):
    proc = run_app(exe, "--version")
    assert proc.returncode == 0 and __version__ in proc.stdout


def test_packaged_app_starts_quickly(exe):
    started = time.perf_counter()
    run_app(exe, "--version")
    assert time.perf_counter() - started < 5


def test_packaged_folder_is_within_the_size_budget(exe):
    size = sum(p.lstat().st_size for p in APP.rglob("*") if p.is_file() or p.is_symlink())
    assert size / 1e6 <= BUDGET_MB


def test_packaged_app_carries_the_assets(exe):
    internal = APP / "_internal" if (APP / "_internal").is_dir() else APP
    assert (internal / "assets" / "data").is_dir()


def test_packaged_app_carries_every_catalogue(exe):
    internal = APP / "_internal" if (APP / "_internal").is_dir() else APP
    from totemgame import i18n

    for lang in set(i18n.LANGUAGES) - {i18n.DEFAULT}:
        assert (internal / "totemgame" / "locale" / lang / "LC_MESSAGES" / "totemgame.mo").is_file()


@pytest.mark.parametrize("game_id", games.ids())
def test_packaged_app_runs_parallel_ai_processes(exe, game_id):
    if UNDER_WINE:
        pytest.skip(WINE_POOL_LIMIT)
    # --jobs 2 spawns worker processes: the frozen executable must run them (freeze_support).
    proc = run_app(
        exe, "arena", "--game", game_id, "--a", "ai:random", "--b", "ai:random",
        "--games", "2", "--jobs", "2", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 2
