"""Where things are on the Totemix table, by name (board_element) and by the next click of a
move (element_for): the tutorial points there, its self-test and tests click there.

Keys, in the game's words: 'card', 'card:shared', 'card:top', 'card:middle', 'card:bottom',
'button:bid', 'button:minus', 'button:plus', 'button:auto', 'button:undo', 'button:done',
'tray:<resource>', 'field:<n>', 'row:<n>' (rows of the sheet by index), 'sheet', 'sheet:side'
(the name of the sheet's side, above it), 'pole', 'opponent:<seat>', 'last' (the last auction
box).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemix.actions import BID, AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.table import sheetdraw
from totemgame.games.totemix.table.scenedraw import (
    CARD,
    LAST,
    POLE,
    SHEET,
    SHEET_PANEL,
    opp_rects,
    tray_rects,
)
from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.games.totemix.table.scene import TotemixScene


def field_rect(mode: str, f: int) -> pygame.Rect | None:
    for box in sheetdraw.layout(mode, *SHEET):
        for g, r in box.fields:
            if g == f:
                return r
    return None


def board_element(scene: TotemixScene, key: str) -> pygame.Rect | None:
    """Where the element named `key` is drawn now (None: not on screen)."""
    view = scene.view
    kind, _, arg = key.partition(":")
    buttons = {
        "bid": scene.bid_button,
        "minus": scene.minus,
        "plus": scene.plus,
        "auto": scene.auto_button,
        "undo": scene.undo_place,
        "done": scene.done_button,
    }
    if kind == "button":
        button = buttons.get(arg)
        return button.rect if button is not None and button.visible else None
    if kind == "card":
        if not arg:
            return CARD
        return scene.drawing.parts.get(arg)
    if kind == "tray":
        return dict(tray_rects(view)).get(arg)
    if kind == "field" and arg.isdigit():
        return field_rect(view.mode, int(arg))
    if kind == "row" and arg.isdigit():
        box = next((b for b in sheetdraw.layout(view.mode, *SHEET) if b.row == int(arg)), None)
        return None if box is None else box.rect
    if key == "sheet:side":
        return scene.drawing.parts.get("side")
    if kind == "opponent" and arg.isdigit():
        return dict(opp_rects(view)).get(int(arg))
    return {"sheet": SHEET_PANEL, "pole": POLE, "last": LAST}.get(key)


def element_for(scene: TotemixScene, action: Action) -> pygame.Rect | None:
    """The next click towards `action` for the viewing human (see TableScene.element_for)."""
    view = scene.view
    if view.seat is None or view.seat not in view.to_move or scene.is_animating():
        return None
    dialog = scene.done_dialog
    if dialog is not None and scene.app.top is dialog:  # Done asked first: its answer
        button = dialog.find_button(_("End marking") if isinstance(action, Confirm) else "")
        return button.rect if button is not None else None
    if scene.opened_sheet is not None:  # an opponent's sheet is open: a click closes it
        return SHEET_PANEL.inflate(-40, -40)
    if isinstance(action, Bid):
        if view.phase != BID:
            return None
        if action.amount > scene.bid_value:
            return scene.plus.rect
        if action.amount < scene.bid_value:
            return scene.minus.rect
        return scene.bid_button.rect
    if view.phase == BID:
        return None
    if isinstance(action, Mark):
        if scene.selected != action.resource:
            return dict(tray_rects(view)).get(action.resource)
        r = field_rect(view.mode, action.field)
        return None if r is None else r.inflate(-6, -6)
    buttons = {AutoPlace: scene.auto_button, Confirm: scene.done_button, Unmark: scene.undo_place}
    button = buttons.get(type(action))
    if isinstance(action, AutoPlace) and action.confirm:
        return None  # no single button does both (Auto, then Done)
    return button.rect if button is not None and button.visible else None
