"""Player settings: a dataclass stored as TOML in the user config folder.

A broken file never crashes the app: loading returns defaults plus a warning to show, and the
file is never written over (not by M, not by a Save): what the player changes lasts for the
session, unless they choose in Settings to replace the file, which is then kept beside it.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import stat
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from totemgame import i18n, paths
from totemgame.storage import userfiles
from totemgame.storage.safe_write import write_atomic

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
            # numbered as the setup numbers the other seats ("Player 2", "AI 1"): one form
            return i18n._("Player {number}").format(number=1)
        return self.player_name


@dataclass(frozen=True)
class SettingsFile:
    """What the settings file held when read: the settings to use and, if the file could not
    be used whole, why (it is then never written over without the player's say)."""

    settings: Settings
    problem: str = ""  # why the file could not be read ("" = read whole, or no file)
    invalid: tuple[str, ...] = ()  # settings of a wrong type, reset to their defaults
    # An ordinary file whose bytes were read: the Settings screen may offer to replace it,
    # keeping it beside under another name (a FIFO or an unreadable file is never replaced).
    replaceable: bool = False

    @property
    def damaged(self) -> bool:
        """The file is there but the app could not use all of it."""
        return bool(self.problem or self.invalid)

    @property
    def reason(self) -> str:
        """Why it is kept as it is, in a few words."""
        return self.problem or f"invalid values: {', '.join(self.invalid)}"

    def warning(self) -> str | None:
        """What the player is told at start (None: nothing to tell)."""
        if self.problem:
            return i18n._(
                "Your settings file could not be read ({reason}), so it is left as it is: "
                "the default settings are used, and what you change lasts until you close "
                "the game."
            ).format(reason=self.problem)
        if self.invalid:
            return i18n._(
                "Some settings were invalid and use their defaults ({names}). The file is left "
                "as it is: what you change lasts until you close the game."
            ).format(names=", ".join(self.invalid))
        return None


def read_settings(path: Path | None = None) -> SettingsFile:
    """Read the settings file; never raises. A missing file is simply the defaults."""
    path = path or paths.settings_path()
    try:
        data = userfiles.read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        return SettingsFile(Settings())
    except (OSError, userfiles.UnreadableFile) as exc:
        return SettingsFile(Settings(), _short(userfiles.read_reason(exc)))
    # Only an ordinary file in its own name may be replaced (never the file a link points to).
    try:
        replaceable = stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:  # gone since it was read
        replaceable = False
    try:
        raw = userfiles.parse_toml(data)
    except userfiles.UnreadableFile as exc:
        return SettingsFile(Settings(), _short(str(exc)), replaceable=replaceable)
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
    return SettingsFile(Settings(**values).validated(), invalid=tuple(bad), replaceable=replaceable)


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read settings; returns (settings, warning). A missing file is not a warning."""
    found = read_settings(path)
    return found.settings, found.warning()


def save_settings(
    settings: Settings, path: Path | None = None, replace_damaged: bool = False
) -> None:
    """Write settings atomically. Raises OSError if the folder is not writable, and
    userfiles.NotReplaced (an OSError) if the file there could not be used: that stays as it
    is, unless `replace_damaged` (the player said so) and it is an ordinary file whose bytes
    were read, which is then kept beside under a new name (`kept_beside`)."""
    path = path or paths.settings_path()
    found = read_settings(path)
    if found.damaged:
        if not (replace_damaged and found.replaceable):
            raise userfiles.NotReplaced(path, found.reason)
        keep_beside(path)
    write_atomic(path, tomli_w.dumps(dataclasses.asdict(settings.validated())))


def kept_name(path: Path) -> Path:
    """A free name beside `path` for a damaged file the player chose to replace:
    `settings.toml.damaged`, then `settings.toml.damaged-2`, ..."""
    candidate = path.with_name(path.name + ".damaged")
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.damaged-{n}")
        n += 1
    return candidate


def keep_beside(path: Path) -> Path:
    """Keep the file at `path` under a free name beside it (the same file, linked where the
    disk allows, else copied). Returns the new name. Raises OSError."""
    target = kept_name(path)
    try:
        os.link(path, target, follow_symlinks=False)
    except OSError:
        shutil.copyfile(path, target)
    return target


def _short(text: str) -> str:
    return (text.splitlines() or [""])[0][:80]
