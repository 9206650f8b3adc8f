"""The game window: opened at the saved size (never larger than the screen), in a window or
full screen (F11 switches)."""

from __future__ import annotations

import contextlib
import os
import warnings
from typing import TYPE_CHECKING

import pygame

from totemgame.ui import theme
from totemgame.ui.display import fit_window

if TYPE_CHECKING:
    from totemgame.storage.settings import Settings


def open_window(settings: Settings) -> pygame.Surface:
    """The window with its icon, at the size and in the mode of `settings`; the canvas is
    always theme.WIDTH x theme.HEIGHT, scaled to the window."""
    try:
        from totemgame.ui.art.icon import window_icon

        pygame.display.set_icon(window_icon())
    except pygame.error:
        pass
    flags = pygame.SCALED | pygame.RESIZABLE
    # In a window, pygame's SCALED only scales by whole numbers: a 1700x1000 window would
    # show the 1280x720 canvas at 1x inside wide black borders. This pygame switch (the
    # name is pygame's, read from the environment) makes it fill the window, letterboxed,
    # with smooth filtering; the mouse is mapped back to canvas coordinates either way.
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    try:
        with warnings.catch_warnings():
            # The dummy driver (tests) has no GPU renderer; SDL falls back silently.
            warnings.simplefilter("ignore")
            screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags, vsync=0)
    except pygame.error:
        screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT))
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        size = (settings.window_width, settings.window_height)
        with contextlib.suppress(pygame.error, AttributeError):
            # Never larger than the screen (a size saved on a bigger one, or 1280x720 on a
            # small laptop): the window's edges and title bar would be out of reach.
            size = fit_window(size, pygame.display.get_desktop_sizes())
        with contextlib.suppress(pygame.error, AttributeError):
            window = pygame.Window.from_display_module()
            if tuple(window.size) != size:
                # SCALED opens at 1280x720 and makes that the least size; resize to the
                # saved size, smaller on a small screen (the content scales).
                low = window.minimum_size
                window.minimum_size = (min(low[0], size[0]), min(low[1], size[1]))
                window.size = size
                if size != (settings.window_width, settings.window_height):
                    window.position = pygame.WINDOWPOS_CENTERED
        if settings.fullscreen:
            toggle_fullscreen()
    return screen


def toggle_fullscreen() -> None:
    """F11: switch between window and full screen."""
    with contextlib.suppress(pygame.error):
        pygame.display.toggle_fullscreen()


def is_fullscreen(default: bool = False) -> bool:
    """Whether the window is full screen now (`default` where pygame cannot tell)."""
    try:
        return bool(pygame.display.is_fullscreen())
    except (pygame.error, AttributeError):
        return default
