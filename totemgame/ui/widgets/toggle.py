"""Toggle: an on/off switch with a label."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.i18n import pgettext
from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up


class Toggle(Widget):
    """Click (or Enter/Space) flips `value` and calls `on_change(value)`."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
        tooltip: str = "",
        colour: theme.Colour = theme.INK,
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.colour = colour
        self._pressed = False

    def flip(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.flip()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif is_click_down(event) and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        elif is_click_up(event) and self._pressed:
            self._pressed = False
            if self.rect.collidepoint(event.pos):
                self.flip()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(0, 0, theme.ui(64), theme.ui(30))
        room = self.rect.w - track.w - theme.ui(60)  # the label stops before "On"/"Off"
        lines, size = theme.fit_lines(
            self.label, "body", theme.ui(theme.BODY), room, self.rect.h, 13
        )
        theme.blit_lines(
            surface, lines, (self.rect.x, self.rect.centery), "body", size, self.colour
        )
        track.midright = (self.rect.right - 4, self.rect.centery)
        on_col = theme.OK if self.enabled else theme.DISABLED
        pygame.draw.rect(
            surface, on_col if self.value else theme.STONE, track, border_radius=track.h // 2
        )
        rim = theme.GOLD_BRIGHT if self.focused else theme.GOLD_DARK
        pygame.draw.rect(
            surface,
            rim,
            track,
            width=3 if self.focused or self.hovered else 2,
            border_radius=track.h // 2,
        )
        r = track.h // 2
        knob_x = track.right - r if self.value else track.left + r
        pygame.draw.circle(surface, theme.PARCHMENT, (knob_x, track.centery), r - 4)
        pygame.draw.circle(surface, theme.WOOD_DARK, (knob_x, track.centery), r - 4, 2)
        word = pgettext("switch", "On") if self.value else pgettext("switch", "Off")
        theme.blit_text(
            surface,
            word,
            (track.left - 10, track.centery),
            "bold",
            theme.ui(theme.SMALL),
            self.colour,
            "midright",
        )
