"""The setup's options panel: one row per option of the game (a toggle, a slider or a choice of
values: ui/option_widgets.py, shared with the Host a table screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from totemgame.ui import layout, theme
from totemgame.ui.option_widgets import option_widget

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec
    from totemgame.ui.widgets.base import Widget

ROW_H = 58  # a row of the setup's panels at 100 %, seats and options alike


def option_widgets(
    spec: GameSpec, options: dict[str, Any], options_panel: pygame.Rect
) -> list[Widget]:
    """A widget for each of `spec`'s options in `options_panel`, one row each, showing its
    value in `options` (which each widget's change updates): ui/option_widgets.py makes it."""
    widgets: list[Widget] = []
    x, w = options_panel.x + 20, options_panel.w - 40
    y = options_panel.y + 70
    step = layout.row_step(len(spec.options), options_panel.bottom - 12 - y, theme.ui(ROW_H))
    h = step - 12
    for opt in spec.options:
        widgets.append(option_widget(opt, options, pygame.Rect(x, y, w, h)))
        y += step
    return widgets
