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


def mypy_config() -> dict:
    from totemgame.paths import TOML

    return TOML.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def test_the_whole_package_is_strict_but_a_shrinking_list_of_drawing_modules():
    config = mypy_config()
    assert config["strict"] is True and config["files"] == ["totemgame"]
    loose = [
        module
        for override in config.get("overrides", [])
        if override.get("disallow_untyped_defs") is False
        for module in override["module"]
    ]
    for module in loose:  # only pygame halves, each one a real module
        parts = module.split(".")
        assert parts[:2] == ["totemgame", "ui"] or "table" in parts, module
        assert (ROOT / Path(*parts)).with_suffix(".py").exists(), module
