"""The app icon: a totem on a gold disc. The window icon and the packaged app's icon files
(tools/make_icons.py) are both drawn here, so they always match."""

from __future__ import annotations

import pygame

from totemgame.ui import theme
from totemgame.ui.art.totem import totem


def app_icon(size: int) -> pygame.Surface:
    """The icon at `size` x `size` pixels (drawn large, then smoothly scaled down)."""
    big = max(256, size)
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    pygame.draw.circle(surf, theme.GOLD_DARK, (c, c), c - 1)
    pygame.draw.circle(surf, theme.GOLD, (c, c), c - big // 40)
    pygame.draw.circle(surf, theme.BG, (c, c), c - big // 12)
    pole = totem(big // 3, 3, 1)
    h = big * 13 // 16
    pole = pygame.transform.smoothscale(pole, (pole.get_width() * h // pole.get_height(), h))
    surf.blit(pole, pole.get_rect(center=(c, c + big // 64)))
    return surf if big == size else pygame.transform.smoothscale(surf, (size, size))


def window_icon() -> pygame.Surface:
    """A 64x64 icon for the window's title bar and task bar."""
    return app_icon(64)
