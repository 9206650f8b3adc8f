"""The packaged one-folder app (build/build.py). Slow: they need `python build/build.py` first.

Without a built folder these tests skip, unless TOTEMGAME_TEST_BUILD=1 asks them to build it.
.ci/run builds the app and then runs them with `pytest -m slow tests/test_packaging.py`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from totemgame import __version__, games

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "dist" / "totemgame"
EXE = APP / ("totemgame.exe" if sys.platform == "win32" else "totemgame")
BUDGET_MB = 70


@pytest.fixture(scope="module")
def exe() -> Path:
    if os.environ.get("TOTEMGAME_TEST_BUILD") == "1":
        subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--no-zip"], check=True)
    if not EXE.is_file():
        pytest.skip("no built app: run `python build/build.py` (or set TOTEMGAME_TEST_BUILD=1)")
    return EXE


def run_app(exe: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [str(exe), *args], capture_output=True, text=True, env=env, timeout=timeout
    )


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
    # --jobs 2 spawns worker processes: the frozen executable must run them (freeze_support).
    proc = run_app(
        exe, "arena", "--game", game_id, "--a", "ai:random", "--b", "ai:random",
        "--games", "2", "--jobs", "2", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 2
