"""The window icon: a small totem on a gold disc."""

from __future__ import annotations

import pygame

from totemgame.ui import theme
from totemgame.ui.art.totem import totem


def window_icon() -> pygame.Surface:
    """A 64x64 icon."""
    surf = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(surf, theme.GOLD_DARK, (32, 32), 31)
    pygame.draw.circle(surf, theme.BG, (32, 32), 27)
    t = pygame.transform.smoothscale(totem(20, 2, 1), (30, 52))
    surf.blit(t, t.get_rect(center=(32, 33)))
    return surf
