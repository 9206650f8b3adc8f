"""Choice: a cycling selector ("< Medium >"); click the arrows or press Left/Right."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up

V = TypeVar("V")  # what the options stand for (a level, a language, a window size)
LABEL_GAP = 16  # between the label's last letter and the box (the label wraps or shrinks)


class Choice(Widget, Generic[V]):
    """One of `options` (value, label) pairs. `label` (optional) is drawn to the left."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[tuple[V, str]],
        value: V | None = None,
        on_change: Callable[[V], None] | None = None,
        label: str = "",
        tooltip: str = "",
        colour: theme.Colour = theme.INK,
        box_width: int | None = None,
        swatches: Sequence[tuple[int, int, int]] | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.label = label
        self.colour = colour
        self.box_width = box_width
        self.swatches = swatches
        self._pressed_side = 0
        self._fit: tuple[tuple[int, float], int] | None = None
        # Skip options this predicate rejects (e.g. colours other seats already took).
        self.allowed: Callable[[V], bool] = lambda _v: True

    @property
    def value(self) -> V:
        return self.options[self.index][0]

    @property
    def box(self) -> pygame.Rect:
        w = self.box_width or (self.rect.w if not self.label else self.rect.w // 2)
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h)

    def step(self, delta: int) -> None:
        """Move to the next allowed option in direction `delta` (wrapping)."""
        if not self.enabled or not self.options:
            return
        n = len(self.options)
        i = self.index
        for _ in range(n):
            i = (i + delta) % n
            if self.allowed(self.options[i][0]):
                break
        if i != self.index:
            self.index = i
            if self.on_change:
                self.on_change(self.value)

    def set_value(self, value: V) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        box = self.box
        if event.type == pygame.MOUSEMOTION:
            self.hovered = box.collidepoint(event.pos)
        elif is_click_down(event) and box.collidepoint(event.pos):
            self._pressed_side = -1 if event.pos[0] < box.centerx else 1
            return True
        elif is_click_up(event) and self._pressed_side:
            side, self._pressed_side = self._pressed_side, 0
            if box.collidepoint(event.pos):
                self.step(side)
                return True
        elif (
            event.type == pygame.KEYDOWN
            and self.focused
            and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        ):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def _value_size(self, width: int) -> int:
        """One text size for every option, so the size does not jump as the value changes."""
        key = (width, theme.ui_scale())
        if self._fit is None or self._fit[0] != key:
            size = min(
                (
                    theme.fit_size(label, "bold", theme.ui(theme.SMALL), width, 13)
                    for _, label in self.options
                ),
                default=theme.SMALL,
            )
            self._fit = (key, size)
        return self._fit[1]

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box
        if self.label:
            room = box.x - self.rect.x - theme.ui(LABEL_GAP)
            lines, size = theme.fit_lines(
                self.label, "body", theme.ui(theme.BODY), room, self.rect.h, 13
            )
            theme.blit_lines(
                surface, lines, (self.rect.x, self.rect.centery), "body", size, self.colour
            )
        face = theme.PARCHMENT_DARK if self.enabled else theme.STONE
        pygame.draw.rect(surface, face, box, border_radius=8)
        rim = (
            theme.GOLD_BRIGHT if self.focused else (theme.GOLD if self.hovered else theme.GOLD_DARK)
        )
        pygame.draw.rect(surface, rim, box, width=3 if self.focused else 2, border_radius=8)
        ink = theme.INK if self.enabled else theme.DISABLED
        for side, ch in ((-1, "‹"), (1, "›")):
            x = box.left + 16 if side < 0 else box.right - 16
            theme.blit_text(surface, ch, (x, box.centery - 2), "bold", 30, ink, "center")
        text = self.options[self.index][1] if self.options else ""
        cx = box.centerx
        room = box.w - 52  # between the arrows
        if self.swatches:
            sw = pygame.Rect(0, 0, 22, 22)
            size = self._value_size(room - sw.w - 8)
            label = theme.text(text, "bold", size, ink)
            total = sw.w + 8 + label.get_width()
            sw.midleft = (cx - total // 2, box.centery)
            pygame.draw.rect(surface, self.swatches[self.index], sw, border_radius=5)
            pygame.draw.rect(surface, theme.INK, sw, 2, border_radius=5)
            surface.blit(label, label.get_rect(midleft=(sw.right + 8, box.centery)))
        else:
            size = self._value_size(room)
            theme.blit_text(surface, text, (cx, box.centery), "bold", size, ink, "center")
