"""The game log: events in words, newest at the bottom, scrollable; drawn from a cached surface."""

from __future__ import annotations

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.scroll_view import ScrollView

SIZE = theme.SMALL


class GameLog(ScrollView):
    """A scroll view of wrapped log lines. `set_entries` rebuilds the cached content."""

    def __init__(self, rect) -> None:
        super().__init__(rect, self._draw_lines, 0, line=theme.font("body", SIZE).get_linesize())
        self.entries: list[str] = []
        self._surface: pygame.Surface | None = None

    def set_entries(self, entries: list[str]) -> None:
        """Replace the log (only re-rendered if it changed); follows the newest line."""
        if entries == self.entries and self._surface is not None:
            return
        at_end = self.offset >= self.max_offset - 4
        self.entries = list(entries)
        width = self.rect.w - 22
        lh = theme.font("body", SIZE).get_linesize()
        lines: list[tuple[str, bool]] = []
        for i, entry in enumerate(self.entries):
            for j, ln in enumerate(theme.wrap(entry, width - 14, "body", SIZE)):
                lines.append((ln, j == 0))
            if i < len(self.entries) - 1:
                lines.append(("", False))
        # Keep only the last few hundred lines: a long game must not grow a huge surface.
        lines = lines[-400:]
        height = max(lh * len(lines) + 8, 1)
        surf = pygame.Surface((self.rect.w, height), pygame.SRCALPHA)
        y = 4
        for ln, first in lines:
            if ln:
                if first:
                    pygame.draw.circle(surf, theme.GOLD, (8, y + lh // 2), 3)
                surf.blit(theme.text(ln, "body", SIZE, theme.TEXT), (18, y))
                y += lh
            else:
                y += lh // 3
        self._surface = surf.subsurface((0, 0, self.rect.w, max(y + 4, 1))).copy()
        self.content_height = self._surface.get_height()
        if at_end or self.content_height <= self.rect.h:
            self.scroll_to_end()

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        if self._surface is None:
            return
        if self.content_height < rect.h:
            # Newest at the bottom even when the log is short.
            surface.blit(self._surface, (rect.x, rect.bottom - self.content_height))
        else:
            surface.blit(self._surface, (rect.x, rect.y), pygame.Rect(0, offset, rect.w, rect.h))
