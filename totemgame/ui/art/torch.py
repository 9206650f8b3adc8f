"""A wall torch with an animated flame."""

from __future__ import annotations

import math

import pygame

from totemgame.ui import theme


def draw_torch(
    surface: pygame.Surface, base: tuple[int, int], height: int, t: float, phase: float = 0.0
) -> None:
    """A torch whose handle ends at `base` (bottom) and whose flame flickers with time `t`."""
    x, y = base
    handle = pygame.Rect(0, 0, max(6, height // 8), height)
    handle.midbottom = (x, y)
    pygame.draw.rect(surface, theme.WOOD_DARK, handle, border_radius=3)
    cup = pygame.Rect(0, 0, handle.w * 2 + 6, handle.w + 4)
    cup.midbottom = handle.midtop
    pygame.draw.rect(surface, theme.STONE, cup, border_radius=3)
    flick = 0.85 + 0.15 * math.sin(t * 11 + phase) * math.sin(t * 7.3 + phase * 2)
    fh = int(height * 0.55 * flick)
    fw = cup.w
    for scale, col in ((1.0, (200, 70, 20)), (0.72, theme.TORCH), (0.42, theme.GOLD_BRIGHT)):
        r = pygame.Rect(0, 0, int(fw * scale), int(fh * scale))
        r.midbottom = (cup.centerx, cup.top + 2)
        pygame.draw.ellipse(surface, col, r)


def glow(
    radius: int, colour: tuple[int, int, int] = (255, 150, 60), strength: int = 90
) -> pygame.Surface:
    """A soft radial glow surface (additive-looking light pool)."""
    surf = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for i in range(radius, 0, -4):
        a = int(strength * (1 - i / radius) ** 2)
        pygame.draw.circle(surf, (*colour, a), (radius, radius), i)
    return surf
