"""The code base passes ruff (lint and format), as configured in pyproject.toml."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _ruff(*args: str) -> subprocess.CompletedProcess:
    exe = shutil.which("ruff")
    cmd = [exe] if exe else [sys.executable, "-m", "ruff"]
    return subprocess.run([*cmd, *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_check_passes():
    pytest.importorskip("ruff")
    result = _ruff("check", "totemgame", "tests", "build", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied():
    pytest.importorskip("ruff")
    result = _ruff("format", "--check", "totemgame", "tests", "build", "tools")
    assert result.returncode == 0, result.stdout + result.stderr
