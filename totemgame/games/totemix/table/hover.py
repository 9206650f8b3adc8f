"""Tooltips on the Totemix table: find the board item under the mouse and say what it is
(sheet fields, rows and pieces, your pole, the other players' panels, the card, the tray).
A part of the board (BoardHover) that keeps the pointer and what its tooltip describes; the
words themselves are in tips.py.
"""

from __future__ import annotations

from totemgame.games.totemix.actions import BID, deposit_pay
from totemgame.games.totemix.content import content, sheet
from totemgame.games.totemix.table import othersdraw, poledraw, sheetdraw, sheetsummary, tips
from totemgame.games.totemix.table.layout import (
    CARD,
    OPP,
    POLE,
    SHEET,
    tray_slots,
)
from totemgame.games.totemix.table.port import TotemixPort, TotemixTable, my_turn
from totemgame.games.totemix.table.scenedraw import BoardDrawing
from totemgame.games.totemix.table.sheetlayout import sheet_layout
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import _, current

Pos = tuple[int, int]


class BoardHover:
    """Board tooltips for the port and choices it is given; `drawing` tells where the card's parts are."""

    def __init__(self, port: TotemixPort, table: TotemixTable, drawing: BoardDrawing) -> None:
        self.port = port
        self.table = table
        self.drawing = drawing
        self.mouse: Pos | None = None  # the pointer, while over the board
        self._tip_for: tuple[object, ...] | None = None  # the position the tooltip describes
        self._board_tip = False  # the tooltip shown is a board item's (not a button's)

    def _key(self) -> tuple[object, ...]:
        t, port = self.table, self.port
        return (
            port.session.ply,
            port.viewer,
            t.selected,
            t.reveal is None,
            t.opened_sheet,
            current(),
        )

    def hover(self, pos: Pos, view: TotemixView) -> None:
        """A tooltip for whatever board item is under the mouse."""
        self._tip_for = self._key()
        found = self._tip_at(pos, view)
        self._board_tip = found is not None
        if found is not None:
            self.port.board_tooltip(found[0], found[1], pos)

    def refresh(self, view: TotemixView) -> None:
        """The board changed under a still mouse: its tooltip must follow (no stale words)."""
        if self.mouse is None or self._key() == self._tip_for:
            return
        was_board = self._board_tip
        self.hover(self.mouse, view)
        if was_board and not self._board_tip:
            self.port.board_tooltip(None, "", self.mouse)

    def _tip_at(self, pos: Pos, view: TotemixView) -> tuple[object, str] | None:
        if SHEET.inflate(8, 8).collidepoint(pos):
            return self._sheet_tip(pos, view)
        if POLE.collidepoint(pos):
            return self._pole_tip(pos, view)
        if OPP.collidepoint(pos):
            return self._opponent_tip(pos, view)
        if CARD.collidepoint(pos):
            return self._card_tip(pos, view)
        if view.seat is not None and view.phase != BID:
            sv = view.seats[view.seat]
            for res, rect, n in tray_slots(view):
                if rect.collidepoint(pos):
                    t = self.table
                    open_now = bool(t.marks_targets(res)) or not my_turn(self.port, view)
                    text = tips.tray_text(res, n, open_now or sv.confirmed, res == t.selected)
                    return ("tray", res, n), text
        return None

    def _sheet_tip(self, pos: Pos, view: TotemixView) -> tuple[object, str] | None:
        me = self.drawing.shown_seat(view)
        sv, sh = view.seats[me], sheet(view.mode)
        lay = sheet_layout(view.mode, *SHEET)
        for g in lay.groups:
            if g.lead.w and g.lead.collidepoint(pos) and g.area in content().deposit_names:
                return ("area", g.area), tips.area_text(g.area)
        for box in lay.rows:
            if not box.rect.collidepoint(pos):
                continue
            row = sh.rows[box.row]
            for f, r in box.fields:
                if r.inflate(4, 4).collidepoint(pos):
                    return ("field", f), tips.field_text(view.mode, f, sv.marks)
            if row.kind == "totem":
                rects = sheetdraw.piece_rects(row, box)
                for i, (p, r) in enumerate(zip(row.pieces, rects, strict=True)):
                    if r.collidepoint(pos):
                        return ("piece", box.row, i), tips.piece_text(p)
            return ("row", box.row), tips.row_text(view.mode, row, sv.marks)
        return None

    def _pole_tip(self, pos: Pos, view: TotemixView) -> tuple[object, str]:
        me = self.drawing.shown_seat(view)
        pole, end = view.seats[me].pole, content().end_height
        for i, (p, r) in enumerate(poledraw.own_pole_pieces(POLE, pole, end)):
            if r.collidepoint(pos):
                return ("pole piece", i), tips.piece_text(p)
        who = None if view.seat == me else self.port.names[me]
        return ("pole", len(pole)), tips.pole_text(who, pole, end)

    def _opponent_tip(self, pos: Pos, view: TotemixView) -> tuple[object, str] | None:
        for part in othersdraw.opponent_parts(OPP, view):
            s, name = part.seat, self.port.names[part.seat]
            if part.pole.inflate(8, 8).collidepoint(pos):
                return ("opp pole", s), tips.pole_text(
                    name, view.seats[s].pole, content().end_height
                )
            if part.sheet.collidepoint(pos):
                lines = None
                if sheetsummary.fits(part.sheet):  # the panel says the sheet in words
                    last = self.table.last_moves[s] if s < len(self.table.last_moves) else None
                    summary = sheetsummary.summary_lines(view.mode, view.seats[s], last)
                    lines = [line.text for line in summary]
                return ("opp sheet", s), tips.mini_sheet_text(view, s, name, lines)
            if part.rect.collidepoint(pos):
                return ("opp", s), tips.opponent_text(view, s, name)
        return None

    def _card_tip(self, pos: Pos, view: TotemixView) -> tuple[object, str] | None:
        reveal = self.table.reveal
        card_index = reveal.card if reveal else view.card
        card = content().deck[card_index]
        parts = self.drawing.parts
        for part in ("top", "middle", "bottom"):
            if part in parts and parts[part].collidepoint(pos):
                return ("card", part), tips.card_row_text(part, card)
        if "shared" in parts and parts["shared"].collidepoint(pos) and view.seat is not None:
            i = (pos[0] - parts["shared"].x - 8) // 62
            if 0 <= i < len(card.shared):
                d = card.shared[i]
                return ("deposit", d), tips.deposit_text(
                    d, deposit_pay(self.drawing.player(view), d)
                )
            return ("you get", card_index), _("What the deposits on this card give you.")
        return None
