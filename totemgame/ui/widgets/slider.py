"""Slider: a horizontal value picker (mouse drag, click on the track, arrow keys)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up


class Slider(Widget):
    """An integer between `minimum` and `maximum` in steps of `step`."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: int,
        minimum: int = 0,
        maximum: int = 100,
        step: int = 1,
        on_change: Callable[[int], None] | None = None,
        tooltip: str = "",
        colour: theme.Colour = theme.INK,
        suffix: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.label, self.minimum, self.maximum, self.step = label, minimum, maximum, step
        self.value = value
        self.on_change = on_change
        self.colour = colour
        self.suffix = suffix
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        """The draggable track: the right part of the widget (the label is on the left)."""
        w = min(260, self.rect.w // 2)
        return pygame.Rect(self.rect.right - w - 12, self.rect.centery - 4, w, 8)

    def set_value(self, value: int) -> None:
        value = min(max(int(round(value / self.step) * self.step), self.minimum), self.maximum)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _value_at(self, x: int) -> int:
        t = (x - self.track.left) / max(self.track.w, 1)
        return round(self.minimum + min(max(t, 0.0), 1.0) * (self.maximum - self.minimum))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self.set_value(self._value_at(event.pos[0]))
                return True
        elif is_click_down(event) and self.track.inflate(24, 28).collidepoint(event.pos):
            self.dragging = True
            self.set_value(self._value_at(event.pos[0]))
            return True
        elif is_click_up(event) and self.dragging:
            self.dragging = False
            return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.set_value(self.value - self.step)
                return True
            if event.key == pygame.K_RIGHT:
                self.set_value(self.value + self.step)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        tr = self.track
        room = tr.left - self.rect.x - theme.ui(70)  # the label stops before the value
        lines, size = theme.fit_lines(
            self.label, "body", theme.ui(theme.BODY), room, self.rect.h, 13
        )
        theme.blit_lines(
            surface, lines, (self.rect.x, self.rect.centery), "body", size, self.colour
        )
        theme.blit_text(
            surface,
            f"{self.value}{self.suffix}",
            (tr.left - 14, tr.centery),
            "bold",
            theme.ui(theme.SMALL),
            self.colour,
            "midright",
        )
        pygame.draw.rect(surface, theme.STONE_DARK, tr, border_radius=4)
        frac = (self.value - self.minimum) / max(self.maximum - self.minimum, 1)
        filled = tr.copy()
        filled.w = int(tr.w * frac)
        pygame.draw.rect(
            surface, theme.GOLD if self.enabled else theme.DISABLED, filled, border_radius=4
        )
        knob = (tr.left + filled.w, tr.centery)
        r = theme.ui(12)
        pygame.draw.circle(surface, theme.PARCHMENT, knob, r)
        rim = theme.GOLD_BRIGHT if self.focused or self.dragging else theme.WOOD_DARK
        pygame.draw.circle(surface, rim, knob, r, 3 if self.focused else 2)
