"""Tooltips: after hovering a widget briefly, a small parchment note explains it."""

from __future__ import annotations

import pygame

from totemgame.ui import theme

DELAY = 0.45


class TooltipManager:
    """Tracks the hovered widget (or an explicit text) and draws its tooltip near the mouse."""

    def __init__(self) -> None:
        self._key: object = None
        self._text = ""
        self._hover_time = 0.0
        self._pos = (0, 0)

    def hover(self, key: object, text: str, pos: tuple[int, int]) -> None:
        """Report what is under the mouse this frame (key None/empty text = nothing)."""
        if key is not self._key or text != self._text:
            self._key, self._text, self._hover_time = key, text, 0.0
        self._pos = pos

    def update(self, dt: float) -> None:
        self._hover_time += dt

    @property
    def visible(self) -> bool:
        return bool(self._text) and self._hover_time >= DELAY

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_tooltip(surface, self._text, self._pos)


def draw_tooltip(
    surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int = 360
) -> None:
    """A tooltip bubble placed below-right of `pos`, kept on screen."""
    lines = theme.wrap(text, max_width, "body", theme.SMALL)
    lh = theme.font("body", theme.SMALL).get_linesize()
    w = max(theme.font("body", theme.SMALL).size(ln)[0] for ln in lines) + 20
    h = lh * len(lines) + 14
    rect = pygame.Rect(pos[0] + 16, pos[1] + 20, w, h)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - 8
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3), border_radius=6)
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=6)
    for i, ln in enumerate(lines):
        theme.blit_text(
            surface, ln, (rect.x + 10, rect.y + 7 + i * lh), "body", theme.SMALL, theme.INK
        )
