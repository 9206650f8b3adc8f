"""Cold-start measurement: how long from launching the process to the first menu frame."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

_IMPORTED_AT = time.perf_counter()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere: since this import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 (starttime), counted after the ')' of comm
        hz = os.sysconf("SC_CLK_TCK")
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])  # 10 ms resolution, same clock as starttime
        return max(0.0, uptime - start_ticks / hz)
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED_AT


def measure_cold_start(
    runs: int = 3, timeout: float = 30.0, env: dict[str, str] | None = None
) -> float:
    """Launch the app `runs` times until its first menu frame; returns the best wall time in s.

    Timed from just before spawning to the moment the child reports its first frame, which
    includes interpreter start-up, imports, window creation and the first draw.
    """
    root = Path(__file__).resolve().parents[2]
    module = "totemgame" if (root / "totemgame" / "cli").is_dir() else "totemgame.ui"
    child_env = dict(os.environ)
    child_env.setdefault("SDL_VIDEODRIVER", "dummy")
    child_env.setdefault("SDL_AUDIODRIVER", "dummy")
    child_env["TOTEMGAME_EXIT_AFTER_FIRST_FRAME"] = "1"
    child_env.update(env or {})
    pythonpath = child_env.get("PYTHONPATH", "")
    child_env["PYTHONPATH"] = str(root) + (os.pathsep + pythonpath if pythonpath else "")
    best = float("inf")
    for _ in range(max(runs, 1)):
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", module],
            env=child_env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        t1 = time.perf_counter()
        if proc.returncode != 0 or "first-frame" not in proc.stdout:
            raise RuntimeError(
                f"the app did not show its first frame: {proc.stderr.strip()[-400:]}"
            )
        best = min(best, t1 - t0)
    return best
