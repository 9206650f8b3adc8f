"""Backdrops: the title scene's jungle temple at night, and a plainer one for menus (cached)."""

from __future__ import annotations

import random
from functools import cache

import pygame

from totemgame.ui import draw, theme
from totemgame.ui.art.torch import glow
from totemgame.ui.art.totem import totem


@cache
def menu_backdrop(size: tuple[int, int] = (theme.WIDTH, theme.HEIGHT)) -> pygame.Surface:
    """A dark warm gradient with faint stone blocks: the background of menus."""
    w, h = size
    surf = draw.vertical_gradient(size, (46, 32, 24), theme.BG_DEEP)
    rnd = random.Random(3)
    for row, y in enumerate(range(0, h, 60)):
        for x in range(-(row % 2) * 70, w, 140):
            r = pygame.Rect(x + 2, y + 2, 136, 56)
            shade = rnd.randint(-6, 6)
            pygame.draw.rect(surf, [max(0, c + shade) for c in (40, 29, 22)], r, border_radius=4)
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 70))
    surf.blit(veil, (0, 0))
    g = glow(520, (255, 140, 50), 55)
    surf.blit(g, g.get_rect(center=(w // 2, h // 3)))
    return surf


@cache
def title_backdrop(size: tuple[int, int] = (theme.WIDTH, theme.HEIGHT)) -> pygame.Surface:
    """Night jungle: stars, hills, palm silhouettes, two great totems (torches drawn live)."""
    w, h = size
    surf = draw.vertical_gradient(size, (18, 16, 34), (70, 38, 24))
    rnd = random.Random(42)
    for _ in range(90):
        x, y = rnd.randrange(w), rnd.randrange(h // 2)
        c = rnd.randint(120, 220)
        surf.set_at((x, y), (c, c, int(c * 0.9)))
    pygame.draw.circle(surf, (246, 232, 190), (w - 190, 110), 46)
    pygame.draw.circle(surf, (30, 24, 40), (w - 172, 100), 42)  # crescent moon
    # Layered hills, far to near, each darker.
    for layer, (base, col) in enumerate(
        ((h * 0.62, (40, 44, 40)), (h * 0.72, (28, 40, 30)), (h * 0.82, theme.JUNGLE_DARK))
    ):
        pts = [(0, h)]
        for x in range(0, w + 40, 40):
            pts.append((x, int(base + 26 * rnd.random() - 13 * layer)))
        pts.append((w, h))
        pygame.draw.polygon(surf, col, pts)
    for px in (60, 210, w - 260, w - 90):
        _palm(surf, px, int(h * 0.80), rnd)
    g = glow(300, (255, 140, 50), 70)
    for x in (250, w - 250):
        surf.blit(g, g.get_rect(center=(x, int(h * 0.45))))
    t = totem(92, 4, 0)
    surf.blit(t, t.get_rect(midbottom=(250, h - 36)))
    t2 = totem(92, 4, 2)
    surf.blit(t2, t2.get_rect(midbottom=(w - 250, h - 36)))
    ground = pygame.Rect(0, h - 40, w, 40)
    pygame.draw.rect(surf, (30, 22, 16), ground)
    return surf


def _palm(surf: pygame.Surface, x: int, ground: int, rnd: random.Random) -> None:
    top = (x + rnd.randint(-30, 30), ground - rnd.randint(170, 240))
    pygame.draw.line(surf, (16, 20, 16), (x, ground), top, 9)
    for angle in range(0, 360, 45):
        import math

        a = math.radians(angle + rnd.randint(-10, 10))
        end = (top[0] + int(math.cos(a) * 90), top[1] + int(math.sin(a) * 40) + 20)
        mid = ((top[0] + end[0]) // 2, min(top[1], end[1]) - 14)
        pygame.draw.lines(surf, (14, 22, 16), False, [top, mid, end], 6)
