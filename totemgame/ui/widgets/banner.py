"""Banners: timed messages (toasts) shown at the top of an area, fading out."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from totemgame.text import Words
from totemgame.ui import theme

FADE_IN = 0.15  # seconds a new banner takes to appear
FADE_OUT = 0.4  # and to fade away at the end of its time
KINDS = {"info": theme.GOLD, "warning": theme.TORCH, "error": theme.DANGER, "ok": theme.OK}


@dataclass
class Banner:
    text: str
    seconds: float
    kind: str = "info"
    age: float = 0.0
    words: Callable[[], str] | None = None  # says the text again in a new language


class BannerStack:
    """Messages stacked under `top_y` (or, with `bottom_y`, upwards from it, the newest at the
    bottom), centred on `centre_x`, inside a max width."""

    def __init__(
        self,
        centre_x: int = theme.WIDTH // 2,
        top_y: int = 14,
        max_width: int = 760,
        bottom_y: int | None = None,
        size: int = theme.BODY,
    ) -> None:
        self.centre_x, self.top_y, self.max_width = centre_x, top_y, max_width
        self.bottom_y, self.size = bottom_y, size
        self.banners: list[Banner] = []

    def show(self, text: Words, seconds: float = 4.0, kind: str = "info") -> None:
        """Add a message (an identical visible message is refreshed, not repeated). Given as
        a function, it is said again when the language changes (see language_changed)."""
        words = None if isinstance(text, str) else text
        said = text if isinstance(text, str) else text()
        for b in self.banners:
            if b.text == said:
                b.age, b.seconds = 0.0, seconds
                b.words = words or b.words
                return
        self.banners.append(Banner(said, seconds, kind, words=words))
        del self.banners[:-3]

    def language_changed(self) -> None:
        """Say the messages again in the new language; one given as a plain text cannot be,
        and goes (two languages on one screen would read as a fault)."""
        kept = []
        for b in self.banners:
            if b.words is not None:
                b.text = b.words()
                kept.append(b)
        self.banners = kept

    def texts(self) -> list[str]:
        return [b.text for b in self.banners]

    def top(self) -> int | None:
        """The top of the highest message shown, or None when there is none."""
        rects = self._rects()
        return min(r.top for r in rects) if rects else None

    def update(self, dt: float) -> None:
        for b in self.banners:
            b.age += dt
        self.banners = [b for b in self.banners if b.age < b.seconds]

    def next_change_in(self) -> float | None:
        """Seconds until the banners change by themselves: 0.0 while one fades in or out,
        None when there are none."""
        waits = []
        for b in self.banners:
            if b.age < FADE_IN or b.age >= b.seconds - FADE_OUT:
                return 0.0
            if math.isfinite(b.seconds):  # one that stays until it is cleared never changes
                waits.append(b.seconds - FADE_OUT - b.age)
        return min(waits, default=None)

    def handle_click(self, pos: tuple[int, int]) -> bool:
        """Clicking a banner dismisses it."""
        for b, rect in zip(self.banners, self._rects(), strict=False):
            if rect.collidepoint(pos):
                self.banners.remove(b)
                return True
        return False

    def rects(self) -> list[pygame.Rect]:
        """Where the banners on screen are drawn (a tooltip keeps clear of them)."""
        return self._rects()

    def _rects(self) -> list[pygame.Rect]:
        rects, y = [], self.top_y
        font = theme.font("bold", self.size)
        lh = font.get_linesize()
        for b in self.banners:
            lines = theme.wrap(b.text, self.max_width - 40, "bold", self.size)
            w = max(font.size(ln)[0] for ln in lines) + 40
            r = pygame.Rect(0, y, w, lh * len(lines) + 16)
            r.centerx = self.centre_x
            rects.append(r)
            y = r.bottom + 6
        if self.bottom_y is not None and rects:  # the whole stack sits on bottom_y
            shift = self.bottom_y - rects[-1].bottom
            rects = [r.move(0, shift) for r in rects]
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        lh = theme.font("bold", self.size).get_linesize()
        for b, rect in zip(self.banners, self._rects(), strict=False):
            fade = min(
                1.0, (b.seconds - b.age) / FADE_OUT, b.age / FADE_IN if b.age < FADE_IN else 1.0
            )
            alpha = int(250 * max(fade, 0.0))
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*theme.BG_DEEP, alpha), panel.get_rect(), border_radius=10)
            pygame.draw.rect(
                panel,
                (*KINDS.get(b.kind, theme.GOLD), alpha),
                panel.get_rect(),
                3,
                border_radius=10,
            )
            for i, ln in enumerate(theme.wrap(b.text, self.max_width - 40, "bold", self.size)):
                t = theme.text(ln, "bold", self.size, theme.TEXT).copy()
                t.set_alpha(alpha)
                panel.blit(t, t.get_rect(midtop=(rect.w // 2, 8 + i * lh)))
            surface.blit(panel, rect)
