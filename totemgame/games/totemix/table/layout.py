"""Where things are on the Totemix board: its boxes (the card, the action box, the last
auction, the other players, your pole and sheet) and the pieces of the tray and the other
players' panels, as functions of the view. The drawing, the tooltips, the clicks and the
tutorial's pointing all read them here."""

from __future__ import annotations

import pygame

from totemgame.games.totemix.content import R
from totemgame.games.totemix.table import othersdraw
from totemgame.games.totemix.view import TotemixView

CARD = pygame.Rect(16, 52, 312, 300)
ACTION = pygame.Rect(16, 362, 312, 178)
PLUS_DX = 176  # the bid's + button, from the action box's inner left edge (room for "of 10")
LAST = pygame.Rect(16, 550, 312, 162)
REVEAL = ACTION  # the bids revealed: over the action box (at least), never over the card
OPP = pygame.Rect(340, 52, 548, 160)
POLE = pygame.Rect(340, 220, 64, 492)  # your pole: its own panel, apart from the sheet
SHEET_PANEL = pygame.Rect(412, 220, 476, 492)
SHEET = pygame.Rect(418, 248, 464, 458)  # the rows, under the panel's title
TRAY_Y = ACTION.y + 44
TOKEN = 40
TIP_H = 30  # the line under the tray, above the marking buttons
TOKEN_GAP = 8
PLACEABLE = ("gold", "stone", "ruby", "smoke", "papyrus", "x")


def tray_slots(view: TotemixView) -> list[tuple[str, pygame.Rect, int]]:
    """One slot per kind gained this round, in a fixed order, with how many are left.
    Slots stay put as they empty, so clicking twice never picks the next kind."""
    if view.seat is None:
        return []
    sv = view.seats[view.seat]
    start = sv.start[3] if sv.start else sv.pending
    out = []
    x = ACTION.x + 12
    for res in PLACEABLE:
        if start[R[res]] or sv.pending[R[res]]:
            out.append((res, pygame.Rect(x, TRAY_Y, TOKEN, TOKEN), sv.pending[R[res]]))
            x += TOKEN + TOKEN_GAP
    return out


def auto_note_rect() -> pygame.Rect:
    """Where the marking panel says what Auto-place did: the emptied tray and its line."""
    return pygame.Rect(ACTION.x + 12, TRAY_Y, ACTION.w - 24, TOKEN + 4 + TIP_H)


def tray_rects(view: TotemixView) -> list[tuple[str, pygame.Rect]]:
    """The tray slots that still hold something to place."""
    return [(res, rect) for res, rect, n in tray_slots(view) if n]


def tray_badges(view: TotemixView) -> list[pygame.Rect]:
    """The count badges ("2") on the tray's pieces (a piece in hand is lifted 4 px)."""
    return [
        pygame.Rect(rect.right - 14, rect.y - 12, 24, 28)
        for _res, rect, n in tray_slots(view)
        if n > 1
    ]


def opp_rects(view: TotemixView) -> list[tuple[int, pygame.Rect]]:
    """Each other player's panel."""
    return [(p.seat, p.rect) for p in othersdraw.opponent_parts(OPP, view)]
