"""The types hold: `python -m mypy` (the files and flags of pyproject.toml's [tool.mypy])
finds no error, and every `type: ignore` in the package names its error code and says why."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")


@pytest.mark.skipif(
    importlib.util.find_spec("mypy") is None,
    reason="mypy is not installed (pip install -e '.[test]' installs it)",
)
def test_mypy_finds_no_error_in_the_configured_files():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success" in proc.stdout


def test_every_type_ignore_names_its_code_and_a_reason():
    bare = []
    for path in sorted((ROOT / "totemgame").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found = IGNORE.search(line)
            if found and (not found["codes"] or "#" not in found["rest"]):
                bare.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bare, "a type: ignore needs [code] and a reason comment:\n" + "\n".join(bare)
