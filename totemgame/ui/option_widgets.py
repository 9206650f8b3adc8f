"""A game's option as a widget (a toggle, a slider or a choice of values), as the setup screen
and the Host a table screen offer them: the same words, tooltips and value boxes in both."""

from __future__ import annotations

from typing import Any

import pygame

from totemgame.engine.game import GameOption, OptionKind
from totemgame.i18n import _
from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.toggle import Toggle


def option_box_width(labels: list[str], name: str, width: int) -> int:
    """An option's value box: wide enough for its longest value between the arrows (at least
    170 px at scale 1), leaving the option's name the room on the left (at least 45%)."""
    need = max((theme.font("bold", theme.ui(theme.SMALL)).size(t)[0] for t in labels), default=0)
    room = width - theme.font("body", theme.ui(theme.BODY)).size(name)[0] - 16
    # A long name gives way (its text shrinks to fit) before the value is cut.
    return max(min(theme.ui(170), room), min(need + 60, max(room, width * 55 // 100)))


def option_widget(opt: GameOption, options: dict[str, Any], rect: pygame.Rect) -> Widget:
    """The widget of option `opt` in `rect`, showing and setting `options[opt.key]`."""
    x, y, w, h = rect
    value = options.get(opt.key, opt.default)

    def setter(v: Any) -> None:
        options[opt.key] = v

    if opt.kind is OptionKind.BOOL:
        return Toggle((x, y, w, h), _(opt.label), bool(value), setter, tooltip=_(opt.help))
    if opt.kind is OptionKind.INT and opt.maximum - opt.minimum > 12:
        return Slider(
            (x, y, w, h),
            _(opt.label),
            int(value),
            opt.minimum,
            opt.maximum,
            1,
            setter,
            tooltip=_(opt.help),
        )
    choices = range(opt.minimum, opt.maximum + 1) if opt.kind is OptionKind.INT else opt.choices
    labelled = [
        (
            c,
            _(opt.label_for(c))
            if opt.labels
            else (_(str(c).replace("_", " ").capitalize()) if isinstance(c, str) else str(c)),
        )
        for c in choices
    ]
    return Choice(
        (x, y, w, h),
        labelled,
        value,
        setter,
        label=_(opt.label),
        tooltip=_(opt.help),
        box_width=option_box_width([t for _v, t in labelled], _(opt.label), w),
    )
