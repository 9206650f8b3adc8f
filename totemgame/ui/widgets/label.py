"""Label: static text (not focusable), optionally wrapped to its rect's width."""

from __future__ import annotations

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget


class Label(Widget):
    """Text drawn at its rect; `wrap` breaks lines to the rect width."""

    focusable = False

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        role: str = "body",
        size: int = theme.BODY,
        colour: theme.Colour = theme.TEXT,
        align: str = "left",
        wrap: bool = False,
    ) -> None:
        super().__init__(rect)
        self.text, self.role, self.size, self.colour, self.align, self.wrap = (
            text,
            role,
            size,
            colour,
            align,
            wrap,
        )

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lines = (
            theme.wrap(self.text, self.rect.w, self.role, self.size) if self.wrap else [self.text]
        )
        y = self.rect.y
        lh = theme.font(self.role, self.size).get_linesize()
        for line in lines:
            if self.align == "center":
                theme.blit_text(
                    surface,
                    line,
                    (self.rect.centerx, y),
                    self.role,
                    self.size,
                    self.colour,
                    "midtop",
                )
            else:
                theme.blit_text(surface, line, (self.rect.x, y), self.role, self.size, self.colour)
            y += lh
