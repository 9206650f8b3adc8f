"""Where things are: shipped assets (source tree, installed wheel, frozen bundle) and user files."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python < 3.11
    import tomli as tomllib

# The TOML reader of this Python, for the modules that parse TOML themselves.
TOML = tomllib
TomlError = tomllib.TOMLDecodeError

APP_DIR_NAME = "totemgame"


@cache
def assets_dir() -> Path:
    """The assets folder, whichever way the app was installed."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen_root:
        candidates.append(Path(frozen_root) / "assets")
    here = Path(__file__).resolve().parent
    candidates += [here / "assets", here.parent / "assets"]
    for c in candidates:
        if (c / "data").is_dir():
            return c
    raise FileNotFoundError("the game's assets folder is missing; reinstall the game")


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


@cache
def load_data(name: str) -> dict[str, Any]:
    """Parse assets/data/<name>.toml (cached; treat the result as read-only)."""
    with open(asset("data", f"{name}.toml"), "rb") as f:
        data: dict[str, Any] = tomllib.load(f)
    return data


def _user_root(kind: str) -> Path:
    override = os.environ.get("TOTEMGAME_HOME")
    if override:
        return Path(override) / kind
    import platformdirs

    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def config_dir() -> Path:
    """User config folder (settings.toml). TOTEMGAME_HOME overrides it (tests, portable use)."""
    return _user_root("config")


def data_dir() -> Path:
    """User data folder (games in progress, saves, finished games)."""
    return _user_root("data")


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The single autosave of earlier versions (now each game has its own: see saves.py)."""
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.toml"
