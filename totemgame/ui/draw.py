"""Shared drawing helpers: parchment panels, wooden frames, shadows, gradients."""

from __future__ import annotations

from functools import cache

import pygame

from totemgame.ui import theme


def shadow_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = theme.RADIUS,
    offset: int = 4,
    alpha: int = 90,
) -> None:
    """A soft drop shadow under `rect`."""
    sh = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, alpha // 2), sh.get_rect(), border_radius=radius + 4)
    pygame.draw.rect(sh, (0, 0, 0, alpha), sh.get_rect().inflate(-6, -6), border_radius=radius + 2)
    surface.blit(sh, (rect.x - 4 + offset, rect.y - 4 + offset))


@cache
def _parchment(w: int, h: int, radius: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PARCHMENT, surf.get_rect(), border_radius=radius)
    # Darker edges give the page a worn, lit-by-torch look without any image files.
    for i in range(6):
        c = [
            int(a + (b - a) * (i / 6))
            for a, b in zip(theme.PARCHMENT_DARK, theme.PARCHMENT, strict=True)
        ]
        pygame.draw.rect(
            surf,
            c,
            surf.get_rect().inflate(-2 * i, -2 * i),
            width=1,
            border_radius=max(radius - i, 0),
        )
    pygame.draw.rect(surf, theme.GOLD_DARK, surf.get_rect(), width=2, border_radius=radius)
    return surf


def parchment(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = theme.RADIUS, shadow: bool = True
) -> None:
    """A parchment panel (cached per size)."""
    if shadow:
        shadow_rect(surface, rect, radius)
    surface.blit(_parchment(rect.w, rect.h, radius), rect.topleft)


@cache
def _wood(w: int, h: int, radius: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.WOOD_DARK, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-6, -6)
    pygame.draw.rect(surf, theme.WOOD, inner, border_radius=max(radius - 3, 0))
    # Wood grain: a few faint horizontal streaks.
    for i, y in enumerate(range(inner.top + 9, inner.bottom - 5, 13)):
        c = theme.WOOD_LIGHT if i % 3 == 0 else theme.WOOD_DARK
        pygame.draw.line(
            surf,
            (*c, 45),
            (inner.left + 10 + (i * 37) % 50, y),
            (inner.right - 10 - (i * 23) % 60, y),
        )
    pygame.draw.rect(surf, theme.GOLD_DARK, surf.get_rect(), width=2, border_radius=radius)
    return surf


def wood_panel(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = theme.RADIUS, shadow: bool = True
) -> None:
    """A dark wooden panel with a gold rim (cached per size)."""
    if shadow:
        shadow_rect(surface, rect, radius)
    surface.blit(_wood(rect.w, rect.h, radius), rect.topleft)


def vertical_gradient(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> pygame.Surface:
    """A surface fading from `top` to `bottom` colour."""
    w, h = size
    surf = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(h - 1, 1)
        c = [int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(surf, c, (0, y), (w, y))
    return surf


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (behind modal dialogs)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 5, 3, alpha))
    surface.blit(veil, (0, 0))


def empty_note(surface: pygame.Surface, panel: pygame.Rect, title: str, line: str) -> None:
    """What an empty list says in its panel: a heading and one line under it."""
    theme.blit_text(surface, title, panel.center, "heading", 34, theme.INK_SOFT, "center")
    theme.blit_text(
        surface,
        line,
        (panel.centerx, panel.centery + 44),
        "body",
        theme.BODY,
        theme.INK_SOFT,
        "center",
    )
