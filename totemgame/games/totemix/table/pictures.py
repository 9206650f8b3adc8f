"""The pictures of Totemix outside its table: the game's card in the game select, and the
rules screen's illustrations (the card, both sheet sides, a pole). The table module offers
them (totemgame/ui/table/tables.py)."""

from __future__ import annotations

import pygame

from totemgame.games.totemix.content import BASE_PIECE, Piece, content, sheet
from totemgame.games.totemix.table import art, poledraw, sheetdraw
from totemgame.i18n import _


def card_art(size: tuple[int, int]) -> pygame.Surface:
    return art.card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen: the card, both sheet sides, a pole."""
    if key == "card":
        s = pygame.Surface((320, 300), pygame.SRCALPHA)
        sheetdraw.draw_card(s, pygame.Rect(4, 0, 312, 300), content().deck[0], None)
        return s
    if key in ("apprentice", "master"):
        h = 420 if key == "apprentice" else 470
        s = pygame.Surface((min(width, 600), h), pygame.SRCALPHA)
        pygame.draw.rect(s, (60, 110, 150), s.get_rect(), border_radius=10)
        n = len(sheet(key).rows)
        falses = [False] * n
        marks = [False] * len(sheet(key).field_resource)
        sheetdraw.draw_sheet(s, key, s.get_rect().inflate(-16, -16), marks, falses, falses)
        return s
    if key == "pole":
        s = pygame.Surface((120, 340), pygame.SRCALPHA)
        pole = [
            Piece("Tortoise", 2, True),
            BASE_PIECE,
            Piece("Frog", 1, True),
            Piece("Eagle", 2, True),
        ]
        poledraw.draw_pole_panel(s, s.get_rect(), pole, content().end_height, _("A totem pole"))
        return s
    return None
