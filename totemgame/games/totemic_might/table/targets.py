"""Where to click on the Totemic Might table: the next click that brings an action one step
closer (a tab, a piece, a pan, a letter, then the button that plays it), and where a named
board element is drawn. Pure lookups over the scene's parts, for the tutorial and the hints.

Board element keys: 'grid' (the totem grid), 'totem:<id>', 'pieces' (your pieces),
'last_round' (the seats' tags), 'tab:<auction|wager|scale|table|notebook>', 'series:<A|B>',
'bid:<A|B>', 'button:submit', 'wager:<kind>', 'scale', 'pans' (the final balance), 'tray',
'attempts' (the final's earlier attempts), 'button:weigh_pans', 'button:place_hint',
'button:assist' and 'button:strike' (the notebook's; its tab while another one is open).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemic_might.actions import (
    AnswerTrade,
    Arrange,
    OfferTrade,
    PickSpirit,
    SetBid,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.table import grid
from totemgame.games.totemic_might.table.final import HISTORY, TRAY
from totemgame.games.totemic_might.table.orders import ORDERS
from totemgame.games.totemic_might.table.panels import pool_rect
from totemgame.games.totemic_might.table.wager import KINDS

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.scene import MightScene


def element_for(scene: MightScene, action: Action) -> pygame.Rect | None:
    """The next click towards `action` on the table as it stands (None: not by a click now)."""
    view = scene.view
    if view.seat is None or scene.summary is not None or scene.end is not None:
        return None
    if scene.tab != "table":
        return scene.tab_buttons["table"].rect
    if isinstance(action, Arrange):
        return _arrange(scene, action)
    if isinstance(action, PickSpirit):
        pool = list(view.pool)
        return pool_rect(pool.index(action.totem)) if action.totem in pool else None
    if isinstance(action, AnswerTrade):
        reply = scene.orders.reply
        return (reply.accept if action.accept else reply.refuse).rect
    if view.phase != "orders":
        return None
    orders = scene.orders
    if isinstance(action, Submit):
        return orders.submit_button.rect
    want = _tab_of(action)
    if want is not None and orders.tab != want:
        return orders.buttons[want].rect
    if isinstance(action, SetBid):
        auction, s = orders.auction, action.series
        bid = view.bids[s] if view.bids else 0
        if auction.picking == s and 1 <= action.amount <= len(auction.keypad[s]):
            return auction.keypad[s][action.amount - 1].rect
        if auction.picking is None and abs(action.amount - bid) == 1:
            return (auction.plus if action.amount > bid else auction.minus)[s].rect
        return auction.amount[s].rect  # the bid itself opens (or closes) the keypad
    if isinstance(action, SetWager):
        return _wager(scene, action)
    if isinstance(action, Weigh):
        return _weigh(scene, action)
    if isinstance(action, OfferTrade):
        return _trade(scene, action)
    return None


def _tab_of(action: Action) -> str | None:
    if isinstance(action, SetBid):
        return "auction"
    if isinstance(action, SetWager):
        return "wager"
    if isinstance(action, Weigh | OfferTrade):
        return "scale"
    return None


def _wager(scene: MightScene, action: SetWager) -> pygame.Rect:
    section = scene.orders.wager
    if section.kind != action.wager:
        return section.kind_buttons[KINDS.index(action.wager)].rect
    if action.wager == "snake" and section.letter != action.letter:
        return section.letter_buttons[action.letter].rect
    if action.wager in ("wolf", "bear", "fox"):
        wanted, chosen = set(action.totems), set(section.totems)
        for t in sorted(wanted ^ chosen):  # a missing totem to click on, or one to click off
            return grid.cell_rect(t).inflate(-8, -8)
        if section.option != action.option:
            return section.option_buttons[action.option].rect
    return section.place_button.rect


def _weigh(scene: MightScene, action: Weigh) -> pygame.Rect | None:
    """A click on a piece's tile under the scale moves it off -> left -> right -> off."""
    scale = scene.orders.scale
    if scale.modal is not None:
        return scale.modal.cancel.rect
    target = dict.fromkeys(action.left, 1) | dict.fromkeys(action.right, 2)
    items = scale.items(scene)
    rects = scale.tile_rects(len(items))
    for (code, *_), r in zip(items, rects, strict=True):
        if scale.side.get(code, 0) != target.get(code, 0):
            return r
    return scale.weigh_button.rect


def _trade(scene: MightScene, action: OfferTrade) -> pygame.Rect | None:
    scale = scene.orders.scale
    chooser = scale.chooser
    if scale.giver.active:
        return scale.giver.cancel.rect
    if not chooser.active:
        return scale.trade_button.rect
    view = scene.view
    if chooser.trial != action.trial:
        for r, k, _ in chooser.copy_rects(view):
            if k == action.trial:
                return r
        return None
    chooser._layout(view)
    for r, seat, k, _ in chooser._targets:
        if seat == action.to and k == action.want:
            return r
    return None


def _arrange(scene: MightScene, action: Arrange) -> pygame.Rect | None:
    final = scene.final
    view = scene.view
    if scene._mode(view) != "final":
        return None
    pans = final.arrangement(view)
    if list(action.pans) == pans:
        return final.submit_button.rect
    if final.hint_pending(view) == tuple(action.pans):
        return final.place_hint_button.rect
    slots = final.slots(view)
    for i, (now, want) in enumerate(zip(pans, action.pans, strict=True)):
        if now != want:  # a click moves a piece to the next pan (tray -> 1 -> 2 -> 3 -> 1)
            return slots[i]
    return None


def board_element(scene: MightScene, key: str) -> pygame.Rect | None:
    """Where the element named `key` is drawn now (see the module's docstring)."""
    kind, _, arg = key.partition(":")
    orders = scene.orders
    if kind == "grid":
        first, last = grid.cell_rect(0), grid.cell_rect(19)
        return first.union(last).inflate(8, 8)
    if kind == "totem" and arg.isdigit() and int(arg) < 20:
        return grid.cell_rect(int(arg))
    if kind == "pieces":
        return pygame.Rect(
            grid.PIECES.x, grid.PIECES.y, grid.PIECES.w, grid.LAST_ROUND.y - 26 - grid.PIECES.y
        )
    if kind == "last_round":
        return grid.LAST_ROUND.inflate(4, 26).move(0, -10)
    if kind == "tab" and arg in scene.tab_buttons:
        return scene.tab_buttons[arg].rect
    if kind == "tab" and arg in orders.buttons:
        return orders.buttons[arg].rect
    if kind == "series" and arg in ("A", "B"):
        s = "AB".index(arg)
        top = orders.auction.tile_rect(s, 0)
        return top.union(orders.auction.tile_rect(s, 5)).inflate(8, 8).inflate(0, 24).move(0, 12)
    if kind == "bid" and arg in ("A", "B"):
        s = "AB".index(arg)
        return orders.auction.minus[s].rect.union(orders.auction.plus[s].rect).inflate(60, 8)
    if key == "button:submit":
        return orders.submit_button.rect
    if kind == "wager" and arg in KINDS:
        return orders.wager.kind_buttons[KINDS.index(arg)].rect
    if kind == "scale":
        return pygame.Rect(ORDERS.x, ORDERS.y, ORDERS.w, 200)
    if kind == "pans":
        return scene.final.balance.pan_rect(0).union(scene.final.balance.pan_rect(2))
    if kind == "tray":
        return TRAY
    if kind == "attempts":
        return HISTORY
    if key in ("button:assist", "button:strike"):
        if scene.tab != "notebook":
            return scene.tab_buttons["notebook"].rect
        notes = scene.notes
        return (notes.assist_button if key == "button:assist" else notes.copy_button).rect
    if key == "button:weigh_pans":
        return scene.final.submit_button.rect
    if key == "button:place_hint":
        return scene.final.place_hint_button.rect
    return None
