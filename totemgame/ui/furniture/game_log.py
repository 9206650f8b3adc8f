"""The game log: events in words, newest at the bottom, scrollable; drawn from a cached surface."""

from __future__ import annotations

import pygame

from totemgame.i18n import ngettext
from totemgame.ui import theme
from totemgame.ui.widgets.scroll_view import ScrollView

SIZE = theme.SMALL
MAX_LINES = 400  # the log shows the newest lines; older ones scroll away for good


class GameLog(ScrollView):
    """A scroll view of wrapped log lines. `set_entries` rebuilds the cached content."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.text_line = theme.font("body", SIZE).get_linesize()
        # A wheel notch scrolls three lines, as text views do (one line crawled).
        super().__init__(rect, self._draw_lines, 0, line=3 * self.text_line)
        self.entries: list[str] = []
        self.full_height = self.rect.h  # with no message stacked over the log
        self._surface: pygame.Surface | None = None
        self._wrapped: dict[str, list[str]] = {}
        self._tops: list[int] = []  # where each text line starts on the cached surface
        self.unseen = 0  # entries added below while the player had scrolled up
        self._pill: pygame.Rect | None = None  # "3 new lines below": a click scrolls down

    @property
    def at_end(self) -> bool:
        """The newest line is in sight (within a few pixels of the bottom)."""
        return self.offset >= self.max_offset - 4

    def follow(self) -> None:
        """Back to the newest line, following new ones again (the player went on: a move, a
        box's Continue), as a chat follows once you write; scrolled up, the log stays put."""
        self.scroll_to_end()
        self.unseen, self._pill = 0, None

    def set_entries(self, entries: list[str]) -> None:
        """Replace the log (only re-rendered if it changed); follows the newest line."""
        if entries == self.entries and self._surface is not None:
            return
        at_end = self.at_end
        if not at_end and len(entries) > len(self.entries):
            self.unseen += len(entries) - len(self.entries)
        self.entries = list(entries)
        width = self.rect.w - 22
        lh = theme.font("body", SIZE).get_linesize()
        # Keep only the last few hundred lines: a long game must not grow a huge surface, and
        # wrapping (font measuring) only the newest entries keeps a 1,500-move log cheap.
        lines: list[tuple[str, bool]] = []
        for entry in reversed(self.entries):
            if len(lines) >= MAX_LINES:
                break
            if lines:
                lines.append(("", False))
            wrapped = self._wrap(entry, width - 14)
            lines.extend((ln, j == 0) for j, ln in reversed(list(enumerate(wrapped))))
        lines.reverse()
        lines = lines[-MAX_LINES:]
        height = max(lh * len(lines) + 8, 1)
        surf = pygame.Surface((self.rect.w, height), pygame.SRCALPHA)
        y = 4
        self._tops = []
        for ln, first in lines:
            if ln:
                self._tops.append(y)
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

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._pill is not None
            and self._pill.collidepoint(event.pos)
        ):
            self.scroll_to_end()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.at_end:
            self.unseen, self._pill = 0, None
            return
        if not self.unseen:
            self._pill = None
            return
        # TRANSLATORS: on the game log scrolled up, when new lines came in below
        text = ngettext("{n} new line below", "{n} new lines below", self.unseen)
        img = theme.text(text.format(n=self.unseen), "bold", SIZE - 2, theme.INK)
        # Room around its words, and a dark rim: it reads as a button over the log's lines.
        pill = img.get_rect().inflate(28, 10)
        pill.midbottom = (self.rect.centerx - 5, self.rect.bottom - 4)
        pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.INK, pill, 2, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        self._pill = pill

    @property
    def full_rect(self) -> pygame.Rect:
        """The log's place with no message stacked over it."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.full_height)

    def fit_above(self, top: int | None) -> None:
        """End the log above `top` (messages stacked over it; None: none) so its newest lines
        stay in sight; it keeps to the bottom unless the player scrolled up."""
        full = self.full_height
        h = full if top is None else max(self.text_line * 2, min(full, top - 8 - self.rect.y))
        if h != self.rect.h:
            at_end = self.at_end
            self.rect.h = h
            self.scroll_to(self.max_offset if at_end else self.offset)

    def _wrap(self, entry: str, width: int) -> list[str]:
        """`entry` wrapped to `width`, remembered: the same lines are re-wrapped at every move."""
        lines = self._wrapped.get(entry)
        if lines is None:
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            lines = self._wrapped[entry] = theme.wrap(entry, width, "body", SIZE)
        return lines

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        if self._surface is None:
            return
        if self.content_height < rect.h:
            # Newest at the bottom even when the log is short.
            surface.blit(self._surface, (rect.x, rect.bottom - self.content_height))
        else:
            # A line scrolled partly out of the top is left out, never shown cut in half.
            top = next((t for t in self._tops if t >= offset), offset)
            area = pygame.Rect(0, top, rect.w, rect.h - (top - offset))
            surface.blit(self._surface, (rect.x, rect.y + top - offset), area)
