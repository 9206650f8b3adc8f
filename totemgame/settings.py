"""Player settings: a dataclass stored as TOML in the user config folder.

A broken file never crashes the app: loading returns defaults plus a warning to show, and the
file is left alone until the player saves settings again.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from totemgame import i18n, paths, userfiles
from totemgame.engine.record import write_atomic

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
AI_SPEEDS = ("relaxed", "normal", "fast")
UI_SCALES = (100, 125, 150)  # percent: menu text and controls (the canvas stays 1280x720)
MAX_BYTES = userfiles.MB  # a settings file is a few hundred bytes; a larger one is not ours


DEFAULT_PLAYER_NAME = "Player"  # stored in English; shown in the player's language


@dataclass
class Settings:
    """Everything the player can set. Field order is the order shown on the settings screen."""

    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    sound_volume: int = 70  # 0-100
    muted: bool = False
    animation_speed: str = "normal"
    ai_speed: str = "normal"
    colour_blind: bool = False
    ui_scale: int = 100  # one of UI_SCALES
    player_name: str = DEFAULT_PLAYER_NAME
    language: str = ""  # "" follows the operating system; else one of i18n.LANGUAGES

    def validated(self) -> Settings:
        """A copy with every value clamped or reset into its allowed range."""
        d = dataclasses.replace(self)
        d.window_width = min(max(int(d.window_width), 640), 7680)
        d.window_height = min(max(int(d.window_height), 360), 4320)
        d.sound_volume = min(max(int(d.sound_volume), 0), 100)
        if d.animation_speed not in ANIMATION_SPEEDS:
            d.animation_speed = "normal"
        if d.ai_speed not in AI_SPEEDS:
            d.ai_speed = "normal"
        if d.ui_scale not in UI_SCALES:
            # The nearest allowed scale: a hand-edited 140 means "large", not "reset".
            d.ui_scale = min(UI_SCALES, key=lambda s: abs(s - int(d.ui_scale)))
        if d.language not in i18n.LANGUAGES:
            d.language = ""
        d.player_name = userfiles.clean_name(str(d.player_name)) or DEFAULT_PLAYER_NAME
        return d

    def shown_player_name(self) -> str:
        """The player's name; the untouched default is said in the current language."""
        if self.player_name == DEFAULT_PLAYER_NAME:
            # TRANSLATORS: the first human seat's name until the player types one
            return i18n._("Player")
        return self.player_name


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read settings; returns (settings, warning). A missing file is not a warning."""
    path = path or paths.settings_path()
    try:
        raw = userfiles.parse_toml(userfiles.read_bytes(path, MAX_BYTES))
    except FileNotFoundError:
        return Settings(), None
    except (OSError, userfiles.UnreadableFile) as exc:
        return Settings(), f"Your settings file could not be read ({_short(exc)}); using defaults."
    fields = {f.name: f for f in dataclasses.fields(Settings)}
    values = {}
    bad = []
    for key, value in raw.items():
        f = fields.get(key)
        if f is None:
            continue
        default = getattr(Settings(), key)
        if type(value) is not type(default):
            bad.append(key)
            continue
        values[key] = value
    settings = Settings(**values).validated()
    warning = None
    if bad:
        warning = f"Some settings were invalid and reset to defaults: {', '.join(bad)}."
    return settings, warning


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write settings atomically. Raises OSError if the folder is not writable."""
    path = path or paths.settings_path()
    write_atomic(path, tomli_w.dumps(dataclasses.asdict(settings.validated())))


def _short(exc: Exception) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:80]
