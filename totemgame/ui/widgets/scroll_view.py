"""ScrollView: a clipped vertical viewport over taller content (wheel, drag, keys, scrollbar)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up

DrawContent = Callable[[pygame.Surface, pygame.Rect, int], None]


class ScrollView(Widget):
    """Shows content of height `content_height`, drawn by `draw_content(surface, rect, offset)`.

    `on_click(y_in_content, event)` receives clicks that were not drags.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        draw_content: DrawContent,
        content_height: int = 0,
        on_click: Callable[[int, pygame.event.Event], None] | None = None,
        line: int = 40,
    ) -> None:
        super().__init__(rect)
        self.draw_content = draw_content
        self.content_height = content_height
        self.on_click = on_click
        self.offset = 0
        self.line = line
        self._drag_from: tuple[int, int] | None = None
        self._drag_offset = 0
        self._dragged = False
        self._bar_drag: int | None = None

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def scroll_to(self, offset: int) -> None:
        self.offset = min(max(int(offset), 0), self.max_offset)

    def scroll_to_end(self) -> None:
        self.scroll_to(self.max_offset)

    def _bar(self) -> pygame.Rect | None:
        if self.max_offset <= 0:
            return None
        h = max(30, int(self.rect.h * self.rect.h / self.content_height))
        y = self.rect.y + int((self.rect.h - h) * self.offset / self.max_offset)
        return pygame.Rect(self.rect.right - 10, y, 8, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()) or self.hovered:
                self.scroll_to(self.offset - event.y * self.line)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self._bar_drag is not None:
                assert self._drag_from is not None  # a bar drag starts with a press
                span = max(self.rect.h - (self._bar() or self.rect).h, 1)
                self.scroll_to(
                    self._bar_drag + (event.pos[1] - self._drag_from[1]) * self.max_offset / span
                )
                return True
            if self._drag_from is not None:
                dy = event.pos[1] - self._drag_from[1]
                if abs(dy) > 6:
                    self._dragged = True
                if self._dragged:
                    self.scroll_to(self._drag_offset - dy)
                return True
            return False
        if is_click_down(event) and self.rect.collidepoint(event.pos):
            bar = self._bar()
            self._drag_from = event.pos
            self._drag_offset = self.offset
            self._dragged = False
            self._bar_drag = (
                self.offset if bar and bar.inflate(12, 0).collidepoint(event.pos) else None
            )
            return True
        if is_click_up(event) and self._drag_from is not None:
            was_drag = self._dragged or self._bar_drag is not None
            self._drag_from, self._bar_drag = None, None
            if not was_drag and self.rect.collidepoint(event.pos) and self.on_click:
                self.on_click(event.pos[1] - self.rect.y + self.offset, event)
            return True
        if event.type == pygame.KEYDOWN and (self.focused or self.hovered):
            step = {
                pygame.K_UP: -self.line,
                pygame.K_DOWN: self.line,
                pygame.K_PAGEUP: -self.rect.h,
                pygame.K_PAGEDOWN: self.rect.h,
            }.get(event.key)
            if step is not None:
                self.scroll_to(self.offset + step)
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to_end()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        self.draw_content(surface, self.rect, self.offset)
        surface.set_clip(clip)
        bar = self._bar()
        if bar:
            track = pygame.Rect(bar.x, self.rect.y, bar.w, self.rect.h)
            pygame.draw.rect(surface, (*theme.STONE_DARK,), track, border_radius=4)
            pygame.draw.rect(
                surface, theme.GOLD if self.hovered else theme.GOLD_DARK, bar, border_radius=4
            )
