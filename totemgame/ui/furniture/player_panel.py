"""Player panels: name, colour, score, a per-game note, whose turn it is, and AI thinking."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from totemgame.ui import theme


@dataclass(frozen=True)
class PanelInfo:
    """What one panel shows (equal infos reuse the cached drawing)."""

    name: str
    kind: str  # "You", "Human", "AI Easy"...
    colour: tuple[int, int, int]
    score: str
    note: str
    active: bool
    viewer: bool


class PlayerPanels:
    """A column of player panels inside `rect`; static parts are cached per PanelInfo."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._cache: dict[tuple[PanelInfo, int, int], pygame.Surface] = {}
        self.rows: list[pygame.Rect] = []

    def layout(self, count: int) -> None:
        gap = 6
        h = min(78, (self.rect.h - gap * (count - 1)) // max(count, 1))
        self.rows = [
            pygame.Rect(self.rect.x, self.rect.y + i * (h + gap), self.rect.w, h)
            for i in range(count)
        ]

    @property
    def bottom(self) -> int:
        return self.rows[-1].bottom if self.rows else self.rect.y

    def _render(self, info: PanelInfo, w: int, h: int) -> pygame.Surface:
        key = (info, w, h)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        if len(self._cache) > 64:
            self._cache.clear()
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = surf.get_rect()
        face = theme.PARCHMENT if info.active else theme.PARCHMENT_DARK
        pygame.draw.rect(surf, face, r, border_radius=10)
        # A colour strip down the left edge: the player's colour, readable at a glance.
        strip = pygame.Rect(0, 0, 14, h)
        pygame.draw.rect(
            surf, info.colour, strip, border_top_left_radius=10, border_bottom_left_radius=10
        )
        rim = theme.GOLD_BRIGHT if info.active else theme.GOLD_DARK
        pygame.draw.rect(surf, rim, r, 4 if info.active else 2, border_radius=10)
        two_lines = h >= 56
        name_y = 8 if two_lines else h // 2 - 12
        x = 26
        if info.active:
            pygame.draw.polygon(
                surf, theme.GOLD_DARK, [(x, name_y + 4), (x + 12, name_y + 12), (x, name_y + 20)]
            )
            x += 18
        name = theme.text(info.name, "bold", 21, theme.INK)
        surf.blit(name, (x, name_y))
        if info.kind:
            tag = theme.text(info.kind, "body", theme.SMALL, theme.INK_SOFT)
            surf.blit(tag, (x + name.get_width() + 10, name_y + 3))
        if info.score:
            sc = theme.text(info.score, "bold", 26, theme.INK)
            surf.blit(sc, sc.get_rect(topright=(w - 14, name_y - 2)))
        if two_lines and info.note:  # a longer language's note shrinks, then ends in "..."
            size = theme.fit_size(info.note, "body", theme.SMALL, w - 40, 13)
            note = theme.elide(info.note, w - 40, "body", size)
            theme.blit_text(surf, note, (26, h - 15), "body", size, theme.INK_SOFT, "midleft")
        self._cache[key] = surf
        return surf

    def draw(
        self, surface: pygame.Surface, infos: list[PanelInfo], thinking: set[int], t: float
    ) -> None:
        if len(self.rows) != len(infos):
            self.layout(len(infos))
        for seat, (info, row) in enumerate(zip(infos, self.rows, strict=False)):
            surface.blit(self._render(info, row.w, row.h), row.topleft)
            if seat in thinking:  # on the name's line, clear of the note and the score
                right = row.right - 60
                if info.score:
                    right -= theme.text(info.score, "bold", 26, theme.INK).get_width()
                y = row.y + 20 if row.h >= 56 else row.centery + 14
                draw_thinking(surface, (right - 24, y), t)


def draw_thinking(surface: pygame.Surface, pos: tuple[int, int], t: float) -> None:
    """Three bouncing dots: an AI is thinking."""
    for i in range(3):
        dy = -abs(math.sin(t * 6 + i * 0.9)) * 6
        pygame.draw.circle(surface, theme.GOLD_DARK, (pos[0] + i * 16, int(pos[1] + dy)), 5)
