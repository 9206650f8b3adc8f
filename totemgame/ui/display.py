"""The display the window opens on: whether there is one at all, and a window size that fits it.

No pygame import at module level: the command line asks `display_problem()` before loading it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

# SDL video drivers that need no desktop session (tests, the console's own framebuffer).
DRIVERS_WITHOUT_DESKTOP = ("dummy", "offscreen", "kmsdrm", "evdev")


def display_problem(
    environ: Mapping[str, str] | None = None, platform: str | None = None
) -> str | None:
    """Why the window cannot open here, in one line, or None. On Linux and the BSDs a window
    needs an X11 or Wayland session; without one SDL fails, or worse, runs with no window."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly")):
        return None  # Windows and macOS always have a screen to open a window on
    driver = environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in DRIVERS_WITHOUT_DESKTOP:
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set): "
        "start Totem Games from a desktop session"
    )


def fit_window(size: tuple[int, int], screens: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """`size` made no larger than the (first) screen; unchanged if the screen is unknown."""
    width, height = size
    if screens:
        screen_w, screen_h = screens[0]
        if screen_w > 0 and screen_h > 0:
            width, height = min(width, screen_w), min(height, screen_h)
    return max(1, width), max(1, height)
