"""Where things are on the Totemix table, by name (board_element) and by the next click of a
move (element_for): the tutorial points there, its self-test and tests click there.

Keys, in the game's words: 'card', 'card:shared', 'card:top', 'card:middle', 'card:bottom',
'button:bid', 'button:minus', 'button:plus', 'button:auto', 'button:undo', 'button:done',
'tray:<resource>', 'field:<n>', 'row:<n>' (rows of the sheet by index), 'sheet', 'sheet:side'
(the name of the sheet's side, above it), 'pole', 'opponent:<seat>', 'last' (the last auction
box).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemix.actions import BID, AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.table import sheetdraw
from totemgame.games.totemix.table.layout import (
    CARD,
    LAST,
    POLE,
    SHEET,
    SHEET_PANEL,
    opp_rects,
    tray_rects,
)
from totemgame.games.totemix.table.port import TotemixTable
from totemgame.games.totemix.table.scenedraw import BoardDrawing
from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.games.totemix.view import TotemixView
    from totemgame.ui.widgets.button import Button
    from totemgame.ui.widgets.dialog import DialogScene


class BoardParts(TotemixTable, Protocol):
    """What the lookups read of the board beyond a TotemixTable: its buttons, the card's parts
    as last drawn, the Done question and whether something moves."""

    @property
    def bid_button(self) -> Button:
        """Bid the crystals dialled in."""

    @property
    def minus(self) -> Button:
        """One crystal less."""

    @property
    def plus(self) -> Button:
        """One crystal more."""

    @property
    def auto_button(self) -> Button:
        """Mark the resources in hand automatically."""

    @property
    def undo_place(self) -> Button:
        """Take back the last mark of this turn."""

    @property
    def done_button(self) -> Button:
        """End the marking."""

    @property
    def drawing(self) -> BoardDrawing:
        """The board as last drawn (`parts`: where the card's parts are)."""

    @property
    def done_dialog(self) -> DialogScene | None:
        """The Done question last asked (it is up while it is the app's top scene)."""

    def is_animating(self) -> bool:
        """An animation runs (the board waits for it)."""


def field_rect(mode: str, f: int) -> pygame.Rect | None:
    for box in sheetdraw.layout(mode, *SHEET):
        for g, r in box.fields:
            if g == f:
                return r
    return None


def board_element(table: BoardParts, view: TotemixView, key: str) -> pygame.Rect | None:
    """Where the element named `key` is drawn for `view` (None: not on screen)."""
    kind, _, arg = key.partition(":")
    buttons = {
        "bid": table.bid_button,
        "minus": table.minus,
        "plus": table.plus,
        "auto": table.auto_button,
        "undo": table.undo_place,
        "done": table.done_button,
    }
    if kind == "button":
        button = buttons.get(arg)
        return button.rect if button is not None and button.visible else None
    if kind == "card":
        if not arg:
            return CARD
        return table.drawing.parts.get(arg)
    if kind == "tray":
        return dict(tray_rects(view)).get(arg)
    if kind == "field" and arg.isdigit():
        return field_rect(view.mode, int(arg))
    if kind == "row" and arg.isdigit():
        box = next((b for b in sheetdraw.layout(view.mode, *SHEET) if b.row == int(arg)), None)
        return None if box is None else box.rect
    if key == "sheet:side":
        return table.drawing.parts.get("side")
    if kind == "opponent" and arg.isdigit():
        return dict(opp_rects(view)).get(int(arg))
    return {"sheet": SHEET_PANEL, "pole": POLE, "last": LAST}.get(key)


def element_for(table: BoardParts, view: TotemixView, action: Action) -> pygame.Rect | None:
    """The next click towards `action` for the viewing human from `view` (see
    Board.element_for)."""
    if view.seat is None or view.seat not in view.to_move or table.is_animating():
        return None
    dialog = table.done_dialog
    if dialog is not None and dialog.app.top is dialog:  # Done asked first: its answer
        button = dialog.find_button(_("End marking") if isinstance(action, Confirm) else "")
        return button.rect if button is not None else None
    if table.opened_sheet is not None:  # an opponent's sheet is open: a click closes it
        return SHEET_PANEL.inflate(-40, -40)
    if isinstance(action, Bid):
        if view.phase != BID:
            return None
        if action.amount > table.bid_value:
            return table.plus.rect
        if action.amount < table.bid_value:
            return table.minus.rect
        return table.bid_button.rect
    if view.phase == BID:
        return None
    if isinstance(action, Mark):
        if table.selected != action.resource:
            return dict(tray_rects(view)).get(action.resource)
        r = field_rect(view.mode, action.field)
        return None if r is None else r.inflate(-6, -6)
    buttons = {AutoPlace: table.auto_button, Confirm: table.done_button, Unmark: table.undo_place}
    button = buttons.get(type(action))
    if isinstance(action, AutoPlace) and action.confirm:
        return None  # no single button does both (Auto, then Done)
    return button.rect if button is not None and button.visible else None
