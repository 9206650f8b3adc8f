"""Drawing the Totemix table: the card, the action box, the last auction, the other players,
your sheet and pole, and the reveal animation. A part of the board (BoardDrawing) that reads
the table through a TotemixPort and the board's choices through a TotemixTable (port.py) and keeps its own caches: the static parts are drawn
once per position into a cached surface.
"""

from __future__ import annotations

import math

import pygame

from totemgame.games.totemix.actions import BID, deposit_pay
from totemgame.games.totemix.content import EMPTY, Bundle, add, content, sheet
from totemgame.games.totemix.sheet import Player
from totemgame.games.totemix.table import art, othersdraw, poledraw, sheetdraw, tips
from totemgame.games.totemix.table.layout import (
    ACTION,
    CARD,
    LAST,
    OPP,
    PLUS_DX,
    POLE,
    SHEET,
    SHEET_PANEL,
    TIP_H,
    TOKEN,
    TRAY_Y,
    auto_note_rect,
    tray_rects,
    tray_slots,
)
from totemgame.games.totemix.table.port import (
    TotemixPort,
    TotemixTable,
    my_turn,
)
from totemgame.games.totemix.table.revealdraw import draw_reveal
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import N_, _, current
from totemgame.text import join_commas
from totemgame.ui import theme

# A line of the last auction: a player's bid and the card row it took.
LAST_LINE = {
    "top": N_("{name}: bid {bid}, highest"),
    "middle": N_("{name}: bid {bid}, middle"),
    "bottom": N_("{name}: bid {bid}, lowest"),
}


class BoardDrawing:
    """Draws the Totemix board for the port and the choices it is given; keeps the cached surfaces, the card's
    parts as last drawn (`parts`, for tooltips and the reveal; 'side': the sheet side's name)
    and the viewer's sheet."""

    def __init__(self, port: TotemixPort, table: TotemixTable, size: tuple[int, int]) -> None:
        self.port = port
        self.table = table
        self.size = size
        self._bg: pygame.Surface | None = None
        self._board: pygame.Surface | None = None
        self._board_key: tuple[object, ...] | None = None
        self.parts: dict[str, pygame.Rect] = {}
        self._cached_player: tuple[object, Player | None] = (None, None)

    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface(self.size)
            for y in range(bg.get_height()):
                t = y / bg.get_height()
                bg.fill(
                    (int(30 + 14 * t), int(44 - 10 * t), int(38 - 12 * t)),
                    (0, y, bg.get_width(), 1),
                )
            pygame.draw.rect(bg, (40, 74, 104), SHEET_PANEL, border_radius=12)
            pygame.draw.rect(bg, theme.GOLD_DARK, SHEET_PANEL, 2, border_radius=12)
            pygame.draw.rect(bg, (26, 36, 30), OPP, border_radius=10)
            pygame.draw.rect(bg, (26, 36, 30), LAST, border_radius=10)
            self._bg = bg
        return self._bg

    def reveal_stage(self) -> int:
        """0: no reveal; 1: the bids are typing out; 2: they are all shown."""
        reveal = self.table.reveal
        return 0 if reveal is None else reveal.stage()

    def draw(self, surface: pygame.Surface, view: TotemixView) -> None:
        # Everything but the pulsing highlights and the reveal is drawn once per position
        # (and per selection or bid change) into a cached surface.
        t = self.table
        mine = my_turn(self.port, view) and t.opened_sheet is None
        targets = frozenset(t.marks_targets(t.selected)) if mine else frozenset()
        key: tuple[object, ...] = (id(view), t.selected, t.bid_value, mine, self.reveal_stage())
        key += (targets, t.opened_sheet, id(t.last_moves), current())
        if key != self._board_key or self._board is None:
            self._board_key = key
            if self._board is None:
                self._board = pygame.Surface(self.size)
            self.parts = self._draw_static(self._board, view, targets)
        surface.blit(self._board, (0, 0))
        glow = 0.5 + 0.5 * math.sin(self.port.time * 5)
        sheetdraw.draw_highlights(surface, view.mode, SHEET, targets, glow)
        if t.reveal is not None:
            draw_reveal(surface, self.port, t.reveal, view, self.parts)

    def _draw_static(
        self, surface: pygame.Surface, view: TotemixView, targets: frozenset[int]
    ) -> dict[str, pygame.Rect]:
        surface.blit(self._background(), (0, 0))
        self._draw_heading(surface, view)
        reveal = self.table.reveal
        card_index = reveal.card if reveal else view.card
        you = None
        if view.seat is not None and card_index >= 0:
            you = self._shared_for(view, card_index)
        parts = sheetdraw.draw_card(surface, CARD, content().deck[card_index], you)
        self._draw_action(surface, view)
        self._draw_last(surface, view)
        t, port = self.table, self.port
        lasts = t.last_moves
        othersdraw.draw_opponents(
            surface, OPP, view, port.names, port.seat_colour, SHEET, content().end_height, lasts,
            t.opened_sheet,
        )  # fmt: skip
        shown = self.shown_seat(view)
        sv = view.seats[shown]
        mine = shown == view.seat or view.seat is None and t.opened_sheet is None
        if t.opened_sheet is not None:  # an opponent's sheet at full size, over yours
            pygame.draw.rect(surface, (52, 66, 88), SHEET_PANEL, border_radius=12)
            pygame.draw.rect(surface, port.seat_colour(shown), SHEET_PANEL, 4, border_radius=12)
            pygame.draw.rect(surface, (26, 36, 30), POLE, border_radius=8)
        name = port.names[shown]
        title = _("Your sheet") if shown == view.seat else _("{name}'s sheet").format(name=name)
        x, y = SHEET_PANEL.x + 12, SHEET_PANEL.y + 14
        size = theme.fit_size(title, "heading", 22, SHEET_PANEL.w * 11 // 20, 15)
        drawn = theme.blit_text(
            surface, title, (x, y), "heading", size, theme.GOLD_BRIGHT, "midleft"
        )
        note = _(sheet(view.mode).name) if mine else _("click, Esc or Enter: back to yours")
        room = SHEET_PANEL.right - 12 - (drawn.right + 12)  # never over the title
        size = theme.fit_size(note, "body", 16, room, 11)
        parts["side"] = theme.blit_text(
            surface, note, (SHEET_PANEL.right - 12, y), "body", size, theme.TEXT_DIM, "midright"
        )  # the sheet's side (Apprentice, Master), where a tutorial step points
        shown_targets = targets if mine else frozenset()
        sheetdraw.draw_sheet(surface, view.mode, SHEET, sv.marks, sv.done, sv.active, shown_targets)
        last = lasts[shown]
        fresh = {f for f in last.fields if sv.marks[f]}
        rows = {r for r in last.rows if sv.done[r]}
        sheetdraw.draw_last_marks(surface, view.mode, SHEET, fresh, rows, port.seat_colour(shown))
        pole_title = _("Your pole") if shown == view.seat else (_("Pole") if mine else name[:8])
        poledraw.draw_pole_panel(surface, POLE, sv.pole, content().end_height, pole_title)
        return parts

    def shown_seat(self, view: TotemixView) -> int:
        """Whose sheet is in the big panel: an opened opponent's, else the viewer's."""
        opened = self.table.opened_sheet
        if opened is not None:
            return opened
        return view.seat if view.seat is not None else 0

    def _shared_for(self, view: TotemixView, card_index: int) -> Bundle:
        pl = self.player(view)
        out = EMPTY
        for d in content().deck[card_index].shared:
            out = add(out, deposit_pay(pl, d))
        return out

    def player(self, view: TotemixView) -> Player:
        """A Player shaped like the viewer's public sheet (to ask what deposits pay)."""
        assert view.seat is not None
        key = (view.seat, view.round, view.seats[view.seat].active)
        cached_key, pl = self._cached_player
        if cached_key != key or pl is None:
            sv = view.seats[view.seat]
            pl = Player.new(view.mode, sv.crystals)
            pl.active = list(sv.active)
            self._cached_player = (key, pl)
        return pl

    def _draw_heading(self, surface: pygame.Surface, view: TotemixView) -> None:
        if view.over:
            heading = _("Round {round} · Game over")
        elif view.phase == BID:
            heading = _("Round {round} · Bidding")
        else:
            heading = _("Round {round} · Marking")
        theme.blit_shadowed(
            surface,
            heading.format(round=view.round),
            (CARD.x, 26),
            "heading",
            28,
            theme.GOLD_BRIGHT,
            anchor="midleft",
        )

    def _draw_action(self, surface: pygame.Surface, view: TotemixView) -> None:
        pygame.draw.rect(surface, theme.PARCHMENT, ACTION, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD_DARK, ACTION, 2, border_radius=10)
        x, y = ACTION.x + 12, ACTION.y + 10
        if view.over:
            _title(surface, _("The game is over."), (x, y), 22)
            return
        seat = view.seat
        if seat is None:
            public = (
                _("Bids are secret until all are in.")
                if view.phase == BID
                else _("Everyone marks their sheet.")
            )
            for i, line in enumerate(theme.wrap(public, ACTION.w - 24, "bold", 18)[:4]):
                theme.blit_text(surface, line, (x, y + i * 24), "bold", 18, theme.INK)
            return
        if view.phase == BID:
            self._draw_bidding(surface, view, x, y)
        else:
            self._draw_marking(surface, view, x, y)

    def _draw_bidding(self, surface: pygame.Surface, view: TotemixView, x: int, y: int) -> None:
        assert view.seat is not None
        sv = view.seats[view.seat]
        if my_turn(self.port, view):
            _title(surface, _("Your secret bid"), (x, y), 22)
            cx = ACTION.x + 12 + 126
            surface.blit(art.resource_icon("crystal", 40), (cx - 58, ACTION.y + 60))
            theme.blit_text(
                surface,
                str(self.table.bid_value),
                (cx + 8, ACTION.y + 80),
                "heading",
                40,
                theme.INK,
                anchor="center",
            )
            # "of 10" between the + button and the box's edge, never under the button.
            # TRANSLATORS: after the bid being dialled: "3 of 10" (crystals held)
            held = _("of {crystals}").format(crystals=sv.crystals)
            left = ACTION.x + 12 + PLUS_DX + 56 + 6
            size = theme.fit_size(held, "body", 18, ACTION.right - 12 - left, 12)
            theme.blit_text(
                surface, held, (left, ACTION.y + 80), "body", size, theme.INK_SOFT, "midleft"
            )
        elif view.own_bid is not None:
            _title(surface, _("You bid {bid} (secret).").format(bid=view.own_bid), (x, y), 22)
            waiting = join_commas([self.port.names[s] for s in view.to_move])
            text = _("Waiting for {who}.").format(who=waiting)
            for i, line in enumerate(theme.wrap(text, ACTION.w - 24, "body", 18)[:3]):
                theme.blit_text(surface, line, (x, y + 36 + i * 24), "body", 18, theme.INK_SOFT)
        else:
            _title(surface, _("Waiting…"), (x, y), 22)

    def _draw_marking(self, surface: pygame.Surface, view: TotemixView, x: int, y: int) -> None:
        assert view.seat is not None
        sv = view.seats[view.seat]
        selected = self.table.selected
        mine = my_turn(self.port, view)
        if mine:
            title = _("Place your resources") if any(sv.pending) else _("All placed: press Done")
        else:
            title = _("Waiting for the others to mark") if sv.confirmed else _("Marking…")
        _title(surface, title, (x, y), 20)
        note = self.table.auto_note if mine and not tray_rects(view) else ""
        if note:  # what Auto did, where the emptied tray and its line were (not over the log)
            area = auto_note_rect()
            lines, size = theme.fit_lines(note, "body", 16, area.w, area.h, 11)
            mid = (x, area.centery)
            theme.blit_lines(surface, lines, mid, "body", size, theme.INK_SOFT)
            return
        for res, rect, n in tray_slots(view):
            if not n:  # placed: the slot stays (the next one must not slide under the mouse)
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, rect, border_radius=8)
                surface.blit(_ghost(res, TOKEN), rect)
                continue
            if res == selected:  # in hand: lifted off the tray on a gold ground
                rect = rect.move(0, -4)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), border_radius=8)
                pygame.draw.rect(surface, theme.INK, rect.inflate(8, 8), 3, border_radius=8)
            surface.blit(art.resource_icon(res, TOKEN), rect)
            if n > 1:
                pygame.draw.circle(surface, theme.INK, (rect.right - 2, rect.y + 4), 11)
                theme.blit_text(
                    surface,
                    str(n),
                    (rect.right - 2, rect.y + 4),
                    "bold",
                    16,
                    theme.TEXT,
                    anchor="center",
                )
        if mine:
            tip = (
                _("Click a resource, then a glowing field.")
                if selected is None
                else tips.selected_tip(selected)
            )
            if not tray_rects(view):
                tip = _("Unplaced resources become crystals.")
            # Between the tray and the buttons: wrapped onto two smaller lines before it is cut.
            lines, size = theme.fit_lines(tip, "body", 16, ACTION.w - 24, TIP_H, 12)
            mid = (x, TRAY_Y + TOKEN + 4 + TIP_H // 2)
            theme.blit_lines(surface, lines, mid, "body", size, theme.INK_SOFT)

    def _draw_last(self, surface: pygame.Surface, view: TotemixView) -> None:
        x, y = LAST.x + 10, LAST.y + 8
        theme.blit_text(surface, _("Last auction"), (x, y), "bold", 18, theme.GOLD_BRIGHT)
        if not view.last_bids or self.reveal_stage() == 1:
            theme.blit_text(
                surface,
                _("No bids revealed yet.") if not view.last_bids else _("Revealing…"),
                (x, y + 28),
                "body",
                16,
                theme.TEXT_DIM,
            )
            return
        n = view.players
        lh = min(24, (LAST.h - 34) // n)
        for s in range(n):
            yy = y + 28 + s * lh
            line = _(LAST_LINE[view.last_rows[s]])
            words = line.format(name=self.port.names[s], bid=view.last_bids[s])
            size = theme.fit_size(words, "body", 16, LAST.right - 8 - (x + 16), 12)  # name whole
            pygame.draw.circle(surface, self.port.seat_colour(s), (x + 6, yy + lh // 2), 6)
            theme.blit_text(
                surface, words, (x + 16, yy + lh // 2), "body", size, theme.TEXT, anchor="midleft"
            )


_GHOSTS: dict[tuple[str, int], pygame.Surface] = {}


def _ghost(res: str, size: int) -> pygame.Surface:
    """A placed resource's empty tray slot: its icon, faint."""
    key = (res, size)
    if key not in _GHOSTS:
        s = art.resource_icon(res, size).copy()
        s.set_alpha(55)
        _GHOSTS[key] = s
    return _GHOSTS[key]


def _title(surface: pygame.Surface, title: str, at: tuple[int, int], size: int) -> None:
    """The action box's title, smaller when a language's words run longer than the box
    ("Warten, bis die anderen markiert haben")."""
    size = theme.fit_size(title, "heading", size, ACTION.right - 12 - at[0], 14)
    theme.blit_text(surface, title, at, "heading", size, theme.INK)
