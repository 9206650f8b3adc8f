"""Wheel build hook: compile the translation catalogues (.po -> .mo) into the package.

The .mo files are build output (not in git); `artifacts` in pyproject.toml ships them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CataloguesHook(BuildHookInterface):
    """Runs build/catalogues.py before the wheel (or the editable install) is made."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        sys.path.insert(0, str(Path(self.root) / "build"))
        try:
            from catalogues import compile_catalogues
        finally:
            sys.path.pop(0)
        compile_catalogues(Path(self.root) / "totemgame" / "locale")
