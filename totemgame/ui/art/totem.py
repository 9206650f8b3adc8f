"""A generic carved totem pole, drawn procedurally (used for game cards, the title and icons)."""

from __future__ import annotations

from functools import cache

import pygame

from totemgame.ui import theme

# Face colours of the stacked heads, bottom to top (painted wood).
HEAD_PAINTS = ((168, 92, 48), (120, 140, 70), (190, 130, 60), (150, 70, 60), (96, 120, 150))


def _head(surf: pygame.Surface, rect: pygame.Rect, paint: tuple[int, int, int], style: int) -> None:
    dark = [max(0, c - 60) for c in paint]
    light = [min(255, c + 40) for c in paint]
    pygame.draw.rect(surf, dark, rect, border_radius=max(2, rect.w // 10))
    inner = rect.inflate(-max(2, rect.w // 14), -max(2, rect.h // 12))
    pygame.draw.rect(surf, paint, inner, border_radius=max(2, rect.w // 10))
    pygame.draw.line(
        surf,
        light,
        (inner.left + 3, inner.top + 2),
        (inner.right - 3, inner.top + 2),
        max(1, rect.h // 24),
    )
    ew = max(2, rect.w // 5)
    eh = max(2, rect.h // (4 if style % 2 else 5))
    ey = rect.top + rect.h // 3
    for ex in (rect.centerx - rect.w // 4, rect.centerx + rect.w // 4):
        eye = pygame.Rect(0, 0, ew, eh)
        eye.center = (ex, ey)
        pygame.draw.ellipse(surf, theme.PARCHMENT, eye)
        pygame.draw.ellipse(surf, theme.BG_DEEP, eye.inflate(-ew // 2, -eh // 3))
    brow_y = ey - eh
    pygame.draw.line(
        surf,
        dark,
        (rect.left + rect.w // 8, brow_y),
        (rect.right - rect.w // 8, brow_y),
        max(2, rect.h // 14),
    )
    nose = [
        (rect.centerx, ey),
        (rect.centerx - rect.w // 10, rect.top + rect.h * 3 // 5),
        (rect.centerx + rect.w // 10, rect.top + rect.h * 3 // 5),
    ]
    pygame.draw.polygon(surf, dark, nose)
    mouth = pygame.Rect(0, 0, rect.w // 2, max(3, rect.h // 6))
    mouth.midtop = (rect.centerx, rect.top + rect.h * 2 // 3)
    if style % 3 == 0:
        pygame.draw.rect(surf, theme.BG_DEEP, mouth, border_radius=3)
        for tx in range(mouth.left + 3, mouth.right - 2, max(4, mouth.w // 5)):
            pygame.draw.line(surf, theme.PARCHMENT, (tx, mouth.top + 1), (tx, mouth.bottom - 2), 2)
    elif style % 3 == 1:
        pygame.draw.arc(
            surf, theme.BG_DEEP, mouth.inflate(0, mouth.h), 3.4, 6.0, max(2, rect.h // 16)
        )
    else:
        pygame.draw.ellipse(surf, theme.BG_DEEP, mouth)


@cache
def totem(width: int, heads: int = 3, seed: int = 0) -> pygame.Surface:
    """A totem pole `width` wide with `heads` carved faces and wings on top (cached)."""
    head_h = int(width * 0.95)
    wing_h = int(width * 0.55)
    h = wing_h + heads * head_h + width // 4
    surf = pygame.Surface((width * 2, h), pygame.SRCALPHA)
    cx = width
    # Wings: a flat carved thunderbird spread on top.
    wing = [
        (cx - width, wing_h),
        (cx - width // 2, wing_h // 5),
        (cx, wing_h // 2),
        (cx + width // 2, wing_h // 5),
        (cx + width, wing_h),
    ]
    pygame.draw.polygon(surf, (180, 60, 40), wing)
    pygame.draw.polygon(surf, theme.WOOD_DARK, wing, max(2, width // 20))
    for i in range(heads):
        paint = HEAD_PAINTS[(i + seed) % len(HEAD_PAINTS)]
        rect = pygame.Rect(cx - width // 2, wing_h + i * head_h, width, head_h)
        _head(surf, rect, paint, i + seed)
    base = pygame.Rect(cx - width * 3 // 5, h - width // 4, width * 6 // 5, width // 4)
    pygame.draw.rect(surf, theme.STONE_DARK, base, border_radius=3)
    return surf
