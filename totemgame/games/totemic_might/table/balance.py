"""The Balance of Souls, drawn: a two-pan trial scale that tips, and the three-pan final balance.

Both draw with pygame.draw primitives and cached piece surfaces only (nothing allocated per
frame); the tilt and the pan drops are tweens so an answer is seen, not just read.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

import pygame

from totemgame.ui import anim, theme

MAX_TILT = 0.22  # radians
PIVOT_DY = 42  # the pivot sits this far below the scale's top: the needle stays inside
NEEDLE = 30
BRASS = (206, 160, 70)
BRASS_DARK = (120, 86, 30)
PAN_BROWN = (70, 52, 30)  # a final pan's dish, under its texts


class TwoPanScale:
    """A beam balance in `rect`; `tip(sign)` animates: -1 left heavier, 1 right heavier, 0 level."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.angle = 0.0
        self.tween: anim.Tween[float] | None = None
        self.pan_w = int(self.rect.w * 0.34)

    def tip(self, sign: int, instant: bool = False) -> None:
        """Tilt towards the heavier side (sign of right minus left; 0 = balanced)."""
        target = MAX_TILT * sign  # a positive angle lowers the right end
        if instant:
            self.angle, self.tween = target, None
        else:
            self.tween = anim.Tween(self.angle, target, 0.9, anim.ease_out_bounce)

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.tween.update(dt)
            self.angle = self.tween.value
            if self.tween.done:
                self.tween = None

    @property
    def animating(self) -> bool:
        return self.tween is not None

    def pivot(self) -> tuple[int, int]:
        return self.rect.centerx, self.rect.top + PIVOT_DY

    def pan_points(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Where the left and right pans hang (beam ends)."""
        cx, cy = self.pivot()
        arm = self.rect.w * 0.3
        dx, dy = math.cos(self.angle) * arm, math.sin(self.angle) * arm
        return (cx - dx, cy - dy), (cx + dx, cy + dy)

    def pan_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The dish areas where pieces stand (for drawing and dropping)."""
        out = []
        drop = self.rect.h - PIVOT_DY - 54
        for px, py in self.pan_points():
            r = pygame.Rect(0, 0, self.pan_w, 58)
            r.midbottom = (int(px), int(py + drop))
            out.append(r)
        return out[0], out[1]

    def drop_zone(self, side: int) -> pygame.Rect:
        """Where a dragged piece lands on the left (0) or right (1) pan: that half of the scale."""
        half = self.rect.w // 2
        return pygame.Rect(self.rect.x + side * half, self.rect.y, half, self.rect.h + 16)

    def piece_rects(self, side: int, n: int, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where `n` pieces of `size` stand on the left (0) or right (1) pan, as drawn."""
        return stack(self.pan_rects()[side], n, size)

    def draw(
        self,
        surface: pygame.Surface,
        left: Sequence[pygame.Surface] = (),
        right: Sequence[pygame.Surface] = (),
    ) -> None:
        cx, cy = self.pivot()
        base_y = self.rect.bottom - 6
        pygame.draw.rect(surface, theme.WOOD_DARK, (cx - 7, cy, 14, base_y - cy))
        pygame.draw.rect(
            surface, theme.STONE_DARK, (cx - 70, base_y - 14, 140, 18), border_radius=5
        )
        pygame.draw.rect(
            surface, theme.GOLD_DARK, (cx - 70, base_y - 14, 140, 18), 2, border_radius=5
        )
        (lx, ly), (rx, ry) = self.pan_points()
        pygame.draw.line(surface, BRASS_DARK, (lx, ly + 2), (rx, ry + 2), 9)
        pygame.draw.line(surface, BRASS, (lx, ly), (rx, ry), 6)
        # The needle points up from the pivot and leans with the beam.
        nx, ny = cx + math.sin(self.angle) * NEEDLE, cy - math.cos(self.angle) * NEEDLE
        pygame.draw.line(surface, theme.DANGER, (cx, cy), (nx, ny), 3)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, (cx, cy), 10)
        pygame.draw.circle(surface, BRASS_DARK, (cx, cy), 10, 2)
        for (px, py), pan, pieces in zip(
            self.pan_points(), self.pan_rects(), (left, right), strict=True
        ):
            _hang(surface, (px, py), pan, pieces)


def stack(pan: pygame.Rect, n: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """Pieces standing side by side in a dish, centred, overlapping when there are many."""
    pw, ph = size
    dish_y = pan.bottom - 10
    step = min(pw + 2, (pan.w - pw) / max(1, n - 1)) if n > 1 else 0
    x0 = pan.centerx - (step * (n - 1) + pw) / 2
    return [pygame.Rect(int(x0 + i * step), dish_y - ph + 4, pw, ph) for i in range(n)]


def _hang(
    surface: pygame.Surface,
    top: tuple[float, float],
    pan: pygame.Rect,
    pieces: Sequence[pygame.Surface],
) -> None:
    """Chains from the beam end, a dish, and the pieces standing in it (overlapping if many)."""
    dish_y = pan.bottom - 10
    for x in (pan.left + 8, pan.right - 8):
        pygame.draw.line(surface, BRASS_DARK, top, (x, dish_y), 2)
    dish = pygame.Rect(pan.left, dish_y - 8, pan.w, 20)
    pygame.draw.ellipse(surface, BRASS_DARK, dish.move(0, 3))
    pygame.draw.ellipse(surface, BRASS, dish)
    if not pieces:
        return
    for img, r in zip(pieces, stack(pan, len(pieces), pieces[0].get_size()), strict=True):
        surface.blit(img, r)


class ThreePanBalance:
    """Three pans on one frame; after an attempt the heaviest sinks and the lightest rises."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.offset = [0.0, 0.0, 0.0]
        self.tweens: list[anim.Tween[float] | None] = [None, None, None]
        w = (self.rect.w - 40) // 3
        self.pans = [
            pygame.Rect(self.rect.x + 10 + i * (w + 10), self.rect.y + 60, w, self.rect.h - 90)
            for i in range(3)
        ]

    def show(self, heaviest: int | None, lightest: int | None, instant: bool = False) -> None:
        """Sink `heaviest`, raise `lightest`, level the rest (None, None = all level)."""
        for i in range(3):
            target = 22.0 if i == heaviest else -22.0 if i == lightest else 0.0
            if instant:
                self.offset[i], self.tweens[i] = target, None
            else:
                self.tweens[i] = anim.Tween(self.offset[i], target, 0.8, anim.ease_out_bounce)

    def update(self, dt: float) -> None:
        for i, tw in enumerate(self.tweens):
            if tw is not None:
                tw.update(dt)
                self.offset[i] = tw.value
                if tw.done:
                    self.tweens[i] = None

    @property
    def animating(self) -> bool:
        return any(t is not None for t in self.tweens)

    def pan_rect(self, i: int) -> pygame.Rect:
        return self.pans[i].move(0, int(self.offset[i]))

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The crossbar and the chains; pans are drawn by the caller (they hold pieces)."""
        top = self.rect.y + 16
        pygame.draw.line(
            surface, BRASS_DARK, (self.rect.x + 20, top + 2), (self.rect.right - 20, top + 2), 9
        )
        pygame.draw.line(surface, BRASS, (self.rect.x + 20, top), (self.rect.right - 20, top), 6)
        for i in range(3):
            pan = self.pan_rect(i)
            for x in (pan.left + 14, pan.right - 14):
                pygame.draw.line(surface, BRASS_DARK, (pan.centerx, top), (x, pan.top), 2)
            pygame.draw.circle(surface, theme.GOLD_BRIGHT, (pan.centerx, top), 7)
            surface.blit(_pan_surface(pan.w, pan.h), pan)


@cache
def _pan_surface(w: int, h: int) -> pygame.Surface:
    """A final-balance pan (filled rounded rectangles are too slow to draw every frame)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, PAN_BROWN, s.get_rect(), border_radius=12)
    pygame.draw.rect(s, BRASS, s.get_rect(), 3, border_radius=12)
    return s
