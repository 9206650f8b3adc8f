"""The monkey's hands: seeded random input a player (or a cat on the keyboard) might send:
clicks with any button, drags, wheel turns, keys (Esc, F11, Ctrl+Z, H, arrows, Enter...) with
typed text, window resizes, full-screen toggles and window events, posted to pygame's queue."""

from __future__ import annotations

import contextlib
import warnings
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from totemgame.ui.app import App

# Keys a player presses; each entry is (key, modifiers).
KEYS: tuple[tuple[int, int], ...] = (
    (pygame.K_ESCAPE, 0),
    (pygame.K_F11, 0),
    (pygame.K_z, pygame.KMOD_CTRL),
    (pygame.K_h, 0),
    (pygame.K_LEFT, 0),
    (pygame.K_RIGHT, 0),
    (pygame.K_UP, 0),
    (pygame.K_DOWN, 0),
    (pygame.K_RETURN, 0),
    (pygame.K_KP_ENTER, 0),
    (pygame.K_SPACE, 0),
    (pygame.K_TAB, 0),
    (pygame.K_TAB, pygame.KMOD_SHIFT),
    (pygame.K_BACKSPACE, 0),
    (pygame.K_DELETE, 0),
    (pygame.K_HOME, 0),
    (pygame.K_END, 0),
    (pygame.K_PAGEUP, 0),
    (pygame.K_PAGEDOWN, 0),
    (pygame.K_1, 0),
    (pygame.K_2, 0),
    (pygame.K_3, 0),
    (pygame.K_4, 0),
    (pygame.K_5, 0),
    (pygame.K_a, 0),
)
WIDTH, HEIGHT = 1280, 720
# Typed text, pasted or from an input method: accents, CJK, emoji, spaces, path characters.
TEXT = ("a", "Z", "é", "ß", "漢", "🙂", " ", "-", "/", "\\", "%s", "{seat}")


def post(type_: int, **attrs: Any) -> None:
    """Put an event of `type_` on pygame's queue (the next frame handles it)."""
    pygame.event.post(pygame.event.Event(type_, **attrs))


class RandomInput:
    """Random input to `app` drawn from `rnd`; each one is told to `note`, and now and then the
    input is `sensible` (what a player mostly does) instead."""

    def __init__(
        self,
        app: App,
        rnd: random.Random,
        note: Callable[[str], None],
        sensible: Callable[[], None],
    ) -> None:
        self.app = app
        self.rnd = rnd
        self.note = note
        self.sensible = sensible

    def _pos(self) -> tuple[int, int]:
        # Now and then just outside the logical screen (letterbox areas of a scaled window).
        if self.rnd.random() < 0.03:
            return (self.rnd.randrange(-20, WIDTH + 20), self.rnd.randrange(-20, HEIGHT + 20))
        return (self.rnd.randrange(WIDTH), self.rnd.randrange(HEIGHT))

    def random_input(self) -> None:
        """One random thing a player (or a cat on the keyboard) might do."""
        r = self.rnd.random()
        if r < 0.15:
            self.sensible()
        elif r < 0.50:
            pos, button = (
                self._pos(),
                1 if self.rnd.random() < 0.85 else self.rnd.choice((2, 3, 4, 5)),
            )
            self.note(f"click {pos} button {button}")
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        elif r < 0.58:
            self._drag()
        elif r < 0.63:
            pos = self._pos()
            self.note(f"move {pos}")
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        elif r < 0.68:
            y = self.rnd.choice((-3, -1, 1, 3))
            self.note(f"wheel {y}")
            post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        elif r < 0.92:
            key, mod = self.rnd.choice(KEYS)
            self.note(f"key {pygame.key.name(key)} mod {mod}")
            char = self.rnd.choice(TEXT) if key == pygame.K_a else ""
            post(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
            if char:
                post(pygame.TEXTINPUT, text=char)
            post(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
        elif r < 0.96:
            self._resize()
        elif r < 0.98:
            self.note("toggle full screen")
            self.app.toggle_fullscreen()
        else:
            self._window_event()

    def _window_event(self) -> None:
        """The window loses focus, is minimised and restored, or its close button is clicked."""
        kind = self.rnd.choice(
            (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.QUIT)
        )
        self.note(f"window event {pygame.event.event_name(kind)}")
        post(kind)

    def _drag(self) -> None:
        start, end = self._pos(), self._pos()
        self.note(f"drag {start} -> {end}")
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, 4):
            p = (
                start[0] + (end[0] - start[0]) * k // 3,
                start[1] + (end[1] - start[1]) * k // 3,
            )
            post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def _resize(self) -> None:
        w, h = self.rnd.randrange(320, 2560), self.rnd.randrange(200, 1440)
        self.note(f"resize {w}x{h}")
        # What the window manager does (a real size change), then the events SDL sends for it.
        with warnings.catch_warnings(), contextlib.suppress(pygame.error, AttributeError):
            warnings.simplefilter("ignore")  # pygame-ce deprecates this for its own windows
            pygame.Window.from_display_module().size = (w, h)
        post(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))
        post(pygame.WINDOWSIZECHANGED, x=w, y=h)
        post(pygame.WINDOWRESIZED, x=w, y=h)
