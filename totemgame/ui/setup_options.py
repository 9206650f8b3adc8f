"""The setup's options panel: one row per option of the game, a toggle, a slider for a wide
range of numbers, or a choice of its values (its box wide enough for the longest)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import OptionKind
from totemgame.i18n import _
from totemgame.ui import layout, theme
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec
    from totemgame.ui.widgets.base import Widget

ROW_H = 58  # a row of the setup's panels at 100 %, seats and options alike


def option_box_width(labels: list[str], name: str, width: int) -> int:
    """An option's value box: wide enough for its longest value between the arrows (at least
    170 px at scale 1), leaving the option's name the room on the left (at least 45%)."""
    need = max((theme.font("bold", theme.ui(theme.SMALL)).size(t)[0] for t in labels), default=0)
    room = width - theme.font("body", theme.ui(theme.BODY)).size(name)[0] - 16
    # A long name gives way (its text shrinks to fit) before the value is cut.
    return max(min(theme.ui(170), room), min(need + 60, max(room, width * 55 // 100)))


def option_widgets(
    spec: GameSpec, options: dict[str, Any], options_panel: pygame.Rect
) -> list[Widget]:
    """A widget for each of `spec`'s options in `options_panel`, showing its value in `options`
    (which each widget's change updates): a toggle, a slider for a wide range of numbers,
    else a choice of the option's values."""
    widgets: list[Widget] = []
    x, w = options_panel.x + 20, options_panel.w - 40
    y = options_panel.y + 70
    step = layout.row_step(len(spec.options), options_panel.bottom - 12 - y, theme.ui(ROW_H))
    h = step - 12
    for opt in spec.options:
        value = options.get(opt.key, opt.default)
        setter = lambda v, k=opt.key: options.__setitem__(k, v)  # noqa: E731
        widget: Widget
        if opt.kind is OptionKind.BOOL:
            widget = Toggle((x, y, w, h), _(opt.label), bool(value), setter, tooltip=_(opt.help))
        elif opt.kind is OptionKind.INT and opt.maximum - opt.minimum > 12:
            widget = Slider(
                (x, y, w, h),
                _(opt.label),
                int(value),
                opt.minimum,
                opt.maximum,
                1,
                setter,
                tooltip=_(opt.help),
            )
        else:
            choices = (
                range(opt.minimum, opt.maximum + 1) if opt.kind is OptionKind.INT else opt.choices
            )
            labelled = [
                (
                    c,
                    _(opt.label_for(c))
                    if opt.labels
                    else (
                        _(str(c).replace("_", " ").capitalize()) if isinstance(c, str) else str(c)
                    ),
                )
                for c in choices
            ]
            widget = Choice(
                (x, y, w, h),
                labelled,
                value,
                setter,
                label=_(opt.label),
                tooltip=_(opt.help),
                box_width=option_box_width([t for _v, t in labelled], _(opt.label), w),
            )
        widgets.append(widget)
        y += step
    return widgets
