"""The night behind the Tiki Topple line: jungle, stone groove, scoring zones, torches."""

from __future__ import annotations

import math
import random

import pygame

from totemgame.games.tiki_topple.content import place_name
from totemgame.games.tiki_topple.table import art
from totemgame.games.tiki_topple.table.layout import (
    HEAD_H,
    HEAD_W,
    HEAD_X,
    LINE_TOP,
    NAME_X,
    PLACE_SIZE,
    PLACES,
    SLOT_H,
    place_rect,
)
from totemgame.i18n import _
from totemgame.ui import theme

_DIM_CACHE: dict[int, pygame.Surface] = {}


def dimmed(tiki: int) -> pygame.Surface:
    """The tiki's head, darkened: a tiki the chosen card cannot move."""
    surf = _DIM_CACHE.get(tiki)
    if surf is None:
        surf = art.tiki_surface(tiki, HEAD_W, HEAD_H).copy()
        surf.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
        _DIM_CACHE[tiki] = surf
    return surf


def draw_background(size: tuple[int, int]) -> pygame.Surface:
    """Night jungle, a stone groove for the line, place marks and the 9/5/2 scoring zones."""
    w, h = size
    bg = pygame.Surface(size)
    for y in range(h):
        t = y / h
        bg.fill((int(22 + 18 * t), int(30 + 10 * t), int(22 + 4 * t)), (0, y, w, 1))
    rng = random.Random(7)
    for _leaf in range(60):  # dark leaves at the edges
        x = rng.choice((rng.randint(-40, 60), rng.randint(w - 90, w + 20)))
        y = rng.randint(-20, h)
        pygame.draw.ellipse(
            bg,
            (18 + rng.randint(0, 20), 48 + rng.randint(0, 30), 26),
            (x, y, rng.randint(50, 110), rng.randint(18, 34)),
        )
    groove = pygame.Rect(HEAD_X - 22, LINE_TOP - 14, HEAD_W + 44 + 130, 9 * SLOT_H + 20)
    pygame.draw.rect(bg, (60, 54, 48), groove.inflate(10, 10), border_radius=18)
    pygame.draw.rect(bg, (84, 76, 66), groove, border_radius=16)
    pygame.draw.rect(bg, (104, 96, 84), groove.inflate(-10, -10), 2, border_radius=14)
    zone_pts = (9, 5, 2)
    for i in range(PLACES):
        y = LINE_TOP + i * SLOT_H
        if i < 3:
            zone = pygame.Rect(groove.x + 4, y - 3, groove.w - 8, SLOT_H)
            pygame.draw.rect(bg, (120 - i * 10, 98 - i * 8, 52), zone, border_radius=10)
        theme.blit_text(
            bg, place_name(i), place_rect(i).topleft, "bold", PLACE_SIZE, (220, 206, 176)
        )
        if i < 8:
            pygame.draw.line(
                bg,
                (70, 64, 56),
                (groove.x + 12, y + SLOT_H - 3),
                (groove.right - 12, y + SLOT_H - 3),
                1,
            )
    for i, pts in enumerate(zone_pts):
        y = LINE_TOP + i * SLOT_H + SLOT_H // 2 - 3
        cx = 36
        pygame.draw.circle(bg, theme.GOLD_DARK, (cx, y), 19)
        pygame.draw.circle(bg, theme.GOLD, (cx, y), 16)
        theme.blit_text(bg, str(pts), (cx, y), "bold", 20, theme.INK, anchor="center")
    # TRANSLATORS: under the 9 / 5 / 2 coins beside the line's top three places
    label = _("scores")
    theme.blit_text(
        bg, label, (36, LINE_TOP + 3 * SLOT_H + 6), "body", 15, theme.TEXT_DIM, anchor="midtop"
    )
    return bg


def draw_torches(surface: pygame.Surface, time_s: float) -> None:
    """Two torches above the line, flickering with `time_s`."""
    for x, y in ((HEAD_X - 52, LINE_TOP - 44), (NAME_X + 150, LINE_TOP - 44)):
        pygame.draw.rect(surface, (70, 44, 24), (x - 4, y + 10, 8, 30), border_radius=3)
        flick = math.sin(time_s * 9 + x) * 3
        pygame.draw.polygon(
            surface, (236, 110, 30), [(x - 10, y + 12), (x, y - 14 + flick), (x + 10, y + 12)]
        )
        pygame.draw.polygon(
            surface, (255, 210, 80), [(x - 5, y + 11), (x, y - 2 + flick), (x + 5, y + 11)]
        )
