"""Where to click on the Totemic Might table: the next click that brings an action one step
closer (a tab, a piece, a pan, a letter, then the button that plays it), and where a named
board element is drawn. Pure lookups over the table's parts, for the tutorial and the hints.

Board element keys: 'grid' (the totem grid), 'totem:<id>', 'pieces' (your pieces),
'last_round' (the seats' tags), 'tab:<auction|wager|scale|table|notebook>', 'series:<A|B>',
'bid:<A|B>', 'button:submit', 'wager:<kind>', 'scale', 'pans' (the final balance), 'tray',
'attempts' (the final's earlier attempts), 'odds' (how often the pans balance, beside
Weigh), 'button:weigh_pans', 'button:place_hint',
'button:assist' and 'button:strike' (the notebook's; its tab while another one is open).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemic_might.actions import (
    AnswerTrade,
    Arrange,
    OfferTrade,
    PickSpirit,
    SetBid,
    SetPrefs,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.table import grid
from totemgame.games.totemic_might.table.end_table import EndTable
from totemgame.games.totemic_might.table.final import FinalSection
from totemgame.games.totemic_might.table.final_board import HISTORY
from totemgame.games.totemic_might.table.final_layout import TRAY
from totemgame.games.totemic_might.table.notebook_tab import NotebookTab
from totemgame.games.totemic_might.table.odds import LINE as ODDS_LINE
from totemgame.games.totemic_might.table.orders import ORDERS, OrdersColumn
from totemgame.games.totemic_might.table.overlays import RoundSummary
from totemgame.games.totemic_might.table.panels import pool_rect
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.table.wager_terms import KINDS
from totemgame.games.totemic_might.view import MightView
from totemgame.ui.widgets.button import Button


class Parts(Protocol):
    """What the lookups read of the board: the port, its tabs and sections as drawn."""

    @property
    def port(self) -> MightPort:
        """The table as the board sees it."""

    @property
    def tab(self) -> str:
        """The board's tab on show: 'table' or 'notebook'."""

    @property
    def tab_buttons(self) -> dict[str, Button]:
        """The board's tabs, by name."""

    @property
    def orders(self) -> OrdersColumn:
        """The orders column (its auction, wager and scale sections, Submit)."""

    @property
    def final(self) -> FinalSection:
        """The final challenge's pans and tray."""

    @property
    def notes(self) -> NotebookTab:
        """The notebook tab."""

    @property
    def summary(self) -> RoundSummary | None:
        """The round's summary over the board (None: not shown)."""

    @property
    def end(self) -> EndTable | None:
        """The final table over the board (None: not shown)."""

    def board_mode(self, view: MightView) -> str:
        """What the board shows: 'notebook', 'final', 'guess' or the 'table'."""


def element_for(table: Parts, view: MightView, action: Action) -> pygame.Rect | None:
    """The next click towards `action` from `view` on the board as it stands (None: not by a
    click now)."""
    if view.seat is None or table.summary is not None or table.end is not None:
        return None
    if table.tab != "table":
        return table.tab_buttons["table"].rect
    if isinstance(action, Arrange):
        return _arrange(table, view, action)
    if isinstance(action, PickSpirit):
        pool = list(view.pool)
        return pool_rect(pool.index(action.totem)) if action.totem in pool else None
    if isinstance(action, AnswerTrade):
        reply = table.orders.reply
        return (reply.accept if action.accept else reply.refuse).rect
    if view.phase != "orders":
        return None
    orders = table.orders
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
    if isinstance(action, SetPrefs):
        return _prefs(table, view, action)
    if isinstance(action, SetWager):
        return _wager(table, action)
    if isinstance(action, Weigh):
        return _weigh(table, view, action)
    if isinstance(action, OfferTrade):
        return _trade(table, view, action)
    return None


def _prefs(table: Parts, view: MightView, action: SetPrefs) -> pygame.Rect | None:
    """The wish-list tile to click: a click puts it first (only that move is guided)."""
    prefs = view.prefs
    if not prefs or tuple(prefs[action.series]) == tuple(action.order):
        return None
    slot = list(prefs[action.series]).index(action.order[0])
    return table.orders.auction.tile_rect(action.series, slot)


def _tab_of(action: Action) -> str | None:
    if isinstance(action, SetBid | SetPrefs):
        return "auction"
    if isinstance(action, SetWager):
        return "wager"
    if isinstance(action, Weigh | OfferTrade):
        return "scale"
    return None


def _wager(table: Parts, action: SetWager) -> pygame.Rect:
    section = table.orders.wager
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


def _weigh(table: Parts, view: MightView, action: Weigh) -> pygame.Rect | None:
    """A click on a piece's tile under the scale moves it off -> left -> right -> off."""
    scale = table.orders.scale
    if scale.modal is not None:
        return scale.modal.cancel.rect
    target = dict.fromkeys(action.left, 1) | dict.fromkeys(action.right, 2)
    items = scale.items(table.port)
    rects = scale.tile_rects(len(items))
    for (code, *_), r in zip(items, rects, strict=True):
        if scale.side.get(code, 0) != target.get(code, 0):
            return r
    return scale.weigh_button.rect


def _trade(table: Parts, view: MightView, action: OfferTrade) -> pygame.Rect | None:
    scale = table.orders.scale
    chooser = scale.chooser
    if scale.giver.active:
        return scale.giver.cancel.rect
    if not chooser.active:
        return scale.trade_button.rect
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


def _arrange(table: Parts, view: MightView, action: Arrange) -> pygame.Rect | None:
    final = table.final
    if table.board_mode(view) != "final":
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


def board_element(table: Parts, view: MightView, key: str) -> pygame.Rect | None:
    """Where the element named `key` is drawn for `view` (see the module's docstring); the
    board's elements stand where they are whatever the position."""
    kind, _, arg = key.partition(":")
    orders = table.orders
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
    if kind == "tab" and arg in table.tab_buttons:
        return table.tab_buttons[arg].rect
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
        return table.final.balance.pan_rect(0).union(table.final.balance.pan_rect(2))
    if kind == "tray":
        return TRAY
    if kind == "attempts":
        return HISTORY
    if kind == "odds":
        return ODDS_LINE
    if key in ("button:assist", "button:strike"):
        if table.tab != "notebook":
            return table.tab_buttons["notebook"].rect
        notes = table.notes
        return (notes.assist_button if key == "button:assist" else notes.copy_button).rect
    if key == "button:weigh_pans":
        return table.final.submit_button.rect
    if key == "button:place_hint":
        return table.final.place_hint_button.rect
    return None
