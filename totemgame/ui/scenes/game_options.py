"""Game options: the options of one game for a table hosted for friends (the Host a table
screen's "Game options" button), the same widgets the setup screen shows beside its seats.
They change the host's `options` in place; Done goes back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import GameSpec
from totemgame.i18n import N_, _
from totemgame.ui import draw, layout, theme
from totemgame.ui.option_widgets import option_widget
from totemgame.ui.scenes.menu import MenuScene

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

PANEL = pygame.Rect(340, 100, 600, 500)
ROW_H = 58


class GameOptionsScene(MenuScene):
    """The options of `spec`, set in `options` (see the module docstring)."""

    title = N_("Game options")

    def __init__(self, app: Host, spec: GameSpec, options: dict[str, Any]) -> None:
        super().__init__(app)
        self.spec = spec
        self.options = options

    def build(self) -> None:
        x, w = PANEL.x + 24, PANEL.w - 48
        y = PANEL.y + 80
        step = layout.row_step(len(self.spec.options), PANEL.bottom - 16 - y, theme.ui(ROW_H))
        for opt in self.spec.options:
            self.add(option_widget(opt, self.options, pygame.Rect(x, y, w, step - 12)))
            y += step
        self.add_footer(_("Done"))
        self.ui.set_focus(self.ui.widgets[0] if self.ui.widgets else None)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        theme.blit_text(
            surface, self.spec.name, (PANEL.x + 24, PANEL.y + 20), "heading", 32, theme.INK
        )
