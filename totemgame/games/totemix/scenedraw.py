"""Drawing the Totemix table: the card, the action box, the last auction, the other players,
your sheet and pole, and the reveal animation. A mixin of TotemixScene (scene.py), which holds
the state these methods read. Static parts are drawn once per position into a cached surface.
"""

from __future__ import annotations

import math

import pygame

from totemgame.engine.game import Seat
from totemgame.games.totemix import art, sheetdraw
from totemgame.games.totemix.content import EMPTY, RESOURCES, R, add, content, sheet
from totemgame.games.totemix.rules import BID, TotemixView, deposit_pay
from totemgame.games.totemix.sheet import Player
from totemgame.ui import anim, theme

CARD = pygame.Rect(16, 52, 312, 300)
ACTION = pygame.Rect(16, 362, 312, 178)
LAST = pygame.Rect(16, 550, 312, 162)
OPP = pygame.Rect(340, 52, 548, 186)
POLE = pygame.Rect(340, 256, 84, 456)
SHEET = pygame.Rect(432, 268, 456, 444)
TRAY_Y = ACTION.y + 44
TOKEN = 40
PLACEABLE = ("gold", "stone", "ruby", "smoke", "papyrus", "x")
REVEAL_SECONDS = 0.8
FLY_SECONDS = 0.9


class TableDrawing:
    """Drawing methods of the Totemix table (mixed into TotemixScene)."""

    # -- drawing --------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface(self.board_rect.size)
            for y in range(bg.get_height()):
                t = y / bg.get_height()
                bg.fill(
                    (int(30 + 14 * t), int(44 - 10 * t), int(38 - 12 * t)),
                    (0, y, bg.get_width(), 1),
                )
            pygame.draw.rect(
                bg, (40, 74, 104), SHEET.inflate(12, 40).move(0, -14), border_radius=12
            )
            pygame.draw.rect(
                bg, theme.GOLD_DARK, SHEET.inflate(12, 40).move(0, -14), 2, border_radius=12
            )
            pygame.draw.rect(bg, (26, 36, 30), OPP, border_radius=10)
            pygame.draw.rect(bg, (34, 28, 20), POLE, border_radius=8)
            pygame.draw.rect(bg, (26, 36, 30), LAST, border_radius=10)
            self._bg = bg
        return self._bg

    def draw_board(self, surface: pygame.Surface, view: TotemixView) -> None:
        # Everything but the pulsing highlights and the reveal is drawn once per position
        # (and per selection or bid change) into a cached surface.
        mine = self._my_turn(view)
        targets = frozenset(self._marks_targets(self.selected)) if mine else frozenset()
        key = (id(view), self.selected, self.bid_value, mine, self.reveal is None, targets)
        if key != self._board_key:
            self._board_key = key
            if self._board is None:
                self._board = pygame.Surface(self.board_rect.size)
            self._parts = self._draw_static(self._board, view, targets)
        surface.blit(self._board, (0, 0))
        glow = 0.5 + 0.5 * math.sin(self.time * 5)
        sheetdraw.draw_highlights(surface, view.mode, SHEET, targets, glow)
        if self.reveal is not None:
            self._draw_reveal(surface, view, self._parts)

    def _draw_static(self, surface: pygame.Surface, view: TotemixView, targets) -> dict:
        surface.blit(self._background(), (0, 0))
        self._draw_heading(surface, view)
        card_index = self.reveal["card"] if self.reveal else view.card
        you = None
        if view.seat is not None and card_index >= 0:
            you = self._shared_for(view, card_index)
        parts = sheetdraw.draw_card(surface, CARD, content().deck[card_index], you)
        self._draw_action(surface, view)
        self._draw_last(surface, view)
        self._draw_opponents(surface, view)
        me = view.seat if view.seat is not None else 0
        sv = view.seats[me]
        title = "Your sheet" if view.seat is not None else f"{self.names[me]}'s sheet"
        theme.blit_text(surface, title, (SHEET.x, SHEET.y - 28), "heading", 22, theme.GOLD_BRIGHT)
        theme.blit_text(
            surface,
            sheet(view.mode).name,
            (SHEET.right, SHEET.y - 26),
            "body",
            16,
            theme.TEXT_DIM,
            anchor="topright",
        )
        sheetdraw.draw_sheet(surface, view.mode, SHEET, sv.marks, sv.done, sv.active, targets)
        sheetdraw.draw_pole(surface, POLE.inflate(-6, -10), sv.pole, content().end_height)
        return parts

    def legal_actions(self):
        """The viewer's legal actions, cached per position (the table asks every frame)."""
        key = (self.match.ply, self.viewer, id(self.match.state), self.is_animating())
        if key != self._legal_key:
            self._legal_key = key
            self._legal = super().legal_actions()
        return self._legal

    def _shared_for(self, view: TotemixView, card_index: int):
        pl = self._player(view)
        out = EMPTY
        for d in content().deck[card_index].shared:
            out = add(out, deposit_pay(pl, d))
        return out

    def _player(self, view: TotemixView) -> Player:
        """A Player shaped like the viewer's public sheet (to ask what deposits pay)."""
        key = (view.seat, view.round, view.seats[view.seat].active)
        if self._cached_player[0] != key:
            sv = view.seats[view.seat]
            pl = Player.new(view.mode, sv.crystals)
            pl.active = list(sv.active)
            self._cached_player = (key, pl)
        return self._cached_player[1]

    def _draw_heading(self, surface: pygame.Surface, view: TotemixView) -> None:
        phase = "Game over" if view.over else ("Bidding" if view.phase == BID else "Marking")
        theme.blit_shadowed(
            surface,
            f"Round {view.round} · {phase}",
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
            theme.blit_text(surface, "The game is over.", (x, y), "heading", 22, theme.INK)
            return
        seat = view.seat
        if seat is None:
            theme.blit_text(
                surface,
                "Bids are secret until all are in."
                if view.phase == BID
                else "Everyone marks their sheet.",
                (x, y),
                "bold",
                18,
                theme.INK,
            )
            return
        sv = view.seats[seat]
        mine = self._my_turn(view)
        if view.phase == BID:
            if mine:
                theme.blit_text(surface, "Your secret bid", (x, y), "heading", 22, theme.INK)
                cx = ACTION.x + 12 + 126
                surface.blit(art.resource_icon("crystal", 40), (cx - 58, ACTION.y + 60))
                theme.blit_text(
                    surface,
                    str(self.bid_value),
                    (cx + 8, ACTION.y + 80),
                    "heading",
                    40,
                    theme.INK,
                    anchor="center",
                )
                theme.blit_text(
                    surface,
                    f"of {sv.crystals}",
                    (ACTION.right - 14, ACTION.y + 80),
                    "body",
                    18,
                    theme.INK_SOFT,
                    anchor="midright",
                )
            elif view.own_bid is not None:
                theme.blit_text(
                    surface, f"You bid {view.own_bid} (secret).", (x, y), "heading", 22, theme.INK
                )
                waiting = [self.names[s] for s in view.to_move]
                for i, line in enumerate(
                    theme.wrap(
                        "Waiting for " + ", ".join(waiting) + ".", ACTION.w - 24, "body", 18
                    )[:3]
                ):
                    theme.blit_text(surface, line, (x, y + 36 + i * 24), "body", 18, theme.INK_SOFT)
            else:
                theme.blit_text(surface, "Waiting…", (x, y), "heading", 22, theme.INK)
            return
        # Marking
        if mine:
            title = "Place your resources" if any(sv.pending) else "All placed: press Done"
        else:
            title = "Waiting for the others to mark" if sv.confirmed else "Marking…"
        theme.blit_text(surface, title, (x, y), "heading", 20, theme.INK)
        for res, rect in self._tray_rects(view):
            if res == self.selected:
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(8, 8), 3, border_radius=8)
            surface.blit(art.resource_icon(res, TOKEN), rect)
            n = sv.pending[R[res]]
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
                "Click a resource, then a glowing field."
                if self.selected is None
                else "Click a glowing field (right-click: cancel)."
            )
            if not self._tray_rects(view):
                tip = "Unplaced resources become crystals."
            theme.blit_text(surface, tip, (x, TRAY_Y + TOKEN + 6), "body", 16, theme.INK_SOFT)

    def _draw_last(self, surface: pygame.Surface, view: TotemixView) -> None:
        x, y = LAST.x + 10, LAST.y + 8
        theme.blit_text(surface, "Last auction", (x, y), "bold", 18, theme.GOLD_BRIGHT)
        if not view.last_bids or (
            self.reveal is not None and self.reveal_age < REVEAL_SECONDS * anim.speed_scale()
        ):
            theme.blit_text(
                surface,
                "No bids revealed yet." if not view.last_bids else "Revealing…",
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
            row = {"top": "highest", "middle": "middle", "bottom": "lowest"}[view.last_rows[s]]
            name = self.names[s][:10]
            pygame.draw.circle(surface, self.seat_colour(s), (x + 6, yy + lh // 2), 6)
            theme.blit_text(
                surface,
                f"{name}: bid {view.last_bids[s]}, {row}",
                (x + 16, yy + lh // 2),
                "body",
                16,
                theme.TEXT,
                anchor="midleft",
            )

    def _opp_rects(self, view: TotemixView) -> list[tuple[Seat, pygame.Rect]]:
        me = view.seat if view.seat is not None else -1
        others = [s for s in range(view.players) if s != me]
        w = min(220, (OPP.w - 8) // max(1, len(others)))
        return [
            (s, pygame.Rect(OPP.x + 4 + i * w, OPP.y + 4, w - 6, OPP.h - 8))
            for i, s in enumerate(others)
        ]

    def _draw_opponents(self, surface: pygame.Surface, view: TotemixView) -> None:
        for s, r in self._opp_rects(view):
            sv = view.seats[s]
            pygame.draw.rect(surface, (44, 58, 50), r, border_radius=8)
            pygame.draw.rect(surface, self.seat_colour(s), r, 2, border_radius=8)
            theme.blit_text(surface, self.names[s][:11], (r.x + 6, r.y + 4), "bold", 16, theme.TEXT)
            surface.blit(art.resource_icon("crystal", 18), (r.x + 6, r.y + 26))
            theme.blit_text(
                surface,
                str(sv.crystals),
                (r.x + 26, r.y + 35),
                "bold",
                16,
                theme.TEXT,
                anchor="midleft",
            )
            height = sum(p.levels for p in sv.pole)
            carved = sum(p.levels for p in sv.pole if p.carved)
            theme.blit_text(
                surface,
                f"{carved}/{height}",
                (r.right - 6, r.y + 35),
                "bold",
                16,
                theme.GOLD_BRIGHT,
                anchor="midright",
            )
            status = ""
            if not view.over and s in view.to_move:
                status = "bidding…" if view.phase == BID else "marking…"
            elif view.phase == BID and sv.has_bid:
                status = "has bid"
            theme.blit_text(surface, status, (r.x + 6, r.y + 48), "body", 16, theme.TEXT_DIM)
            pole_rect = pygame.Rect(r.x + 6, r.y + 72, 26, r.h - 78)
            sheetdraw.draw_pole(surface, pole_rect, sv.pole, content().end_height, small=True)
            _mini_sheet(surface, view.mode, pygame.Rect(r.x + 38, r.y + 72, r.w - 44, r.h - 78), sv)

    def _draw_reveal(self, surface: pygame.Surface, view: TotemixView, parts) -> None:
        rv = self.reveal
        assert rv is not None
        scale = max(anim.speed_scale(), 1e-6)
        t = self.reveal_age / scale
        # Bids flip up together over the card.
        box = pygame.Rect(CARD.x + 6, CARD.y + 6, CARD.w - 12, 30 + 26 * view.players)
        if t < REVEAL_SECONDS + FLY_SECONDS * 0.4:
            pygame.draw.rect(surface, (24, 18, 12), box, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=10)
            theme.blit_text(
                surface,
                "Bids revealed!",
                (box.centerx, box.y + 14),
                "bold",
                18,
                theme.GOLD_BRIGHT,
                anchor="center",
            )
            p = min(1.0, t / (REVEAL_SECONDS * 0.6))
            for s in range(view.players):
                yy = box.y + 30 + s * 26
                row = {"top": "highest", "middle": "middle", "bottom": "lowest"}[rv["rows"][s]]
                text = f"{self.names[s][:10]}: {rv['bids'][s]}  → {row}"
                img = theme.text(text, "body", 17, theme.TEXT)
                w = max(1, int(img.get_width() * p))
                surface.blit(img, (box.x + 12, yy), pygame.Rect(0, 0, w, img.get_height()))
        # Rewards fly from the card row to each player.
        if t >= REVEAL_SECONDS:
            q = anim.ease_in_out_cubic(min(1.0, (t - REVEAL_SECONDS) / FLY_SECONDS))
            targets = dict(self._opp_rects(view))
            for s in range(view.players):
                src = parts[rv["rows"][s]].center
                dst = (
                    ACTION.center
                    if s == view.seat or view.seat is None and s == 0
                    else targets.get(s, OPP).center
                )
                x = src[0] + (dst[0] - src[0]) * q
                y = src[1] + (dst[1] - src[1]) * q - math.sin(math.pi * q) * 60
                gains = view.last_gains[s] if view.last_gains else ()
                k = 0
                for res, n in zip(RESOURCES, gains, strict=False):
                    for _ in range(min(n, 3)):
                        surface.blit(art.resource_icon(res, 24), (x - 12 + k * 10, y - 12 + k * 3))
                        k += 1


def _mini_sheet(surface: pygame.Surface, mode: str, rect: pygame.Rect, sv) -> None:
    """An opponent's sheet in small: one line of dots per row, filled when marked."""
    sh = sheet(mode)
    rows = sh.rows
    cols = 1 if len(rows) <= 12 else 2
    per = (len(rows) + cols - 1) // cols
    lh = max(4, min(12, rect.h // per))
    cw = rect.w // cols
    for i, row in enumerate(rows):
        c, k = divmod(i, per)
        x = rect.x + c * cw
        y = rect.y + k * lh
        for j, f in enumerate(row.fields):
            centre = (x + 4 + j * 8, y + lh // 2)
            colour = (236, 200, 80) if sv.marks[f] else (90, 100, 96)
            pygame.draw.circle(surface, colour, centre, 3)
        if sv.done[i]:
            pygame.draw.circle(surface, (90, 200, 110), (x + cw - 8, y + lh // 2), 4)
