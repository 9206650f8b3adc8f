"""The Totemic Might board's table tab: the totem grid with what the viewer knows, their
pieces, every seat's last moves, and the pool of spirits to pick from. The grid, the pieces and
the waiting panel change only with the game or the mouse: their picture is cached."""

from __future__ import annotations

import pygame

from totemgame import i18n
from totemgame.games.totemic_might import event_words
from totemgame.games.totemic_might.actions import PickSpirit
from totemgame.games.totemic_might.table import grid
from totemgame.games.totemic_might.table.board_help import totem_tip
from totemgame.games.totemic_might.table.last_moves import (
    SeatMoves,
    last_moves,
    sentence,
    strip_rects,
)
from totemgame.games.totemic_might.table.notebook_tab import NotebookTab
from totemgame.games.totemic_might.table.orders import OrdersColumn
from totemgame.games.totemic_might.table.panels import TablePanel, draw_pool, pool_rect
from totemgame.games.totemic_might.table.pictures import table_background
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.view import MightView
from totemgame.ui.table.board import HANDLED, Intent


class TableTab:
    """The grid, your pieces and the orders beside them, as the table tab shows them."""

    def __init__(self, port: MightPort, notes: NotebookTab, orders: OrdersColumn) -> None:
        self.port = port
        self.notes = notes
        self.orders = orders
        self.panel = TablePanel()
        self.hover_totem: int | None = None
        self._moves_key: tuple[object, ...] = ()
        self._moves: list[SeatMoves] = []
        self._bg: pygame.Surface | None = None  # the board's background, and with the grid
        self._bg_grid = pygame.Surface((1, 1))
        self._bg_lang = ""

    def background(self) -> pygame.Surface:
        """The board's background (the grid's own copy is painted again per language)."""
        if self._bg is None:
            self._bg = table_background(self.port.board_rect.size)
        if self._bg_lang != i18n.current():  # the grid's labels are words: again per language
            self._bg_lang = i18n.current()
            self._bg_grid = self._bg.copy()  # the table tab: the grid is part of the picture
            grid.paint_static(self._bg_grid)
        return self._bg

    def moves(self) -> list[SeatMoves]:
        """Every seat's last moves, as the viewer may see them (read from the log once a ply)."""
        session = self.port.session
        key = (session.revision, self.port.viewer)
        if key != self._moves_key:
            self._moves_key = key
            log = [le.event for le in session.visible_events()]
            self._moves = last_moves(log, len(session.seats))
        return self._moves

    def last_weighing(self, view: MightView) -> str:
        """The viewer's last weighing, in words ('' when none)."""
        weighings = [
            event_words.weighing_words(f.text) for f in (view.facts or ()) if f.kind == "weigh"
        ]
        return weighings[-1] if weighings else ""

    def event(self, event: pygame.event.Event, view: MightView) -> Intent:
        """The grid's notes under the pointer; a spirit picked; the orders' clicks."""
        port = self.port
        if event.type == pygame.MOUSEMOTION:
            t = grid.totem_at(event.pos)
            self.hover_totem = t
            if t is not None:
                tip = totem_tip(view, t, self.notes.candidates(view, t), self.moves(), port.names)
                port.board_tooltip(("grid", t), tip, event.pos)
            elif view.seat is not None and grid.LAST_ROUND.collidepoint(event.pos):
                moves = self.moves()
                for s, r in enumerate(strip_rects(grid.LAST_ROUND, len(moves))):
                    if r.collidepoint(event.pos):
                        weighing = self.last_weighing(view) if s == view.seat else ""
                        tip = sentence(moves[s], port.names[s], weighing)
                        port.board_tooltip(("last", s), tip, event.pos)
        acting = port.can_act and view.seat is not None
        if view.phase == "pick" and acting and event.type == pygame.MOUSEBUTTONDOWN:
            for i, t in enumerate(view.pool):
                if pool_rect(i).collidepoint(event.pos):
                    return PickSpirit(t)
        if view.phase in ("orders", "reply") and acting:
            return HANDLED if self.orders.handle(event, view) else None
        return None

    def draw(
        self, surface: pygame.Surface, view: MightView, colours: list[tuple[int, int, int]]
    ) -> None:
        port = self.port
        acting = port.can_act and view.seat is not None
        live = acting and view.phase in ("orders", "pick", "reply")
        captions = self.notes.captions(view)
        selected = self.orders.selected()
        # Grid, pieces and the waiting panel change only with the game or the mouse: cached.
        key = (port.viewer, port.session.ply, id(captions), selected, self.hover_totem, live)
        args = (captions, selected, self.hover_totem, live, key, self.moves(), colours)
        self.panel.draw(surface, view, port.names, self._bg_grid, *args)
        if view.phase in ("orders", "reply") and acting:
            self.orders.draw(surface, view)
        elif view.phase == "pick" and acting:
            draw_pool(surface, view)
