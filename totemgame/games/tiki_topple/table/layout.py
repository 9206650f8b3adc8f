"""Where things sit on the Tiki Topple board (board coordinates), and the card and place names."""

from __future__ import annotations

import pygame

from totemgame.games.tiki_topple.actions import CARDS, Card
from totemgame.games.tiki_topple.content import place_name
from totemgame.ui import theme

SLOT_H = 66
LINE_TOP = 76
HEAD_W, HEAD_H = 132, 60
HEAD_X = 118
NAME_X = HEAD_X + HEAD_W + 14
CARD_W, CARD_H = 82, 120
HAND_Y = 584
HAND_X = 440
SECRET = pygame.Rect(440, 112, 262, 236)
PLACES = 9  # the places of the line, named "1st" to "9th" by content.place_name
# The centre and font size of the place names: midway between the score coins and the groove.
PLACE_X, PLACE_SIZE = HEAD_X - 45, 18
TOASTS_Y = LINE_TOP + PLACES * SLOT_H + 12  # the count of Toasts left, under the groove


def slot_y(index: int) -> float:
    """The top of the line's `index`th place (0: first place)."""
    return LINE_TOP + index * SLOT_H


def place_rect(index: int) -> pygame.Rect:
    """Where the name of the line's `index`th place ("1st"...) is written, left of the line."""
    w, h = theme.font("bold", PLACE_SIZE).size(place_name(index))
    return pygame.Rect(PLACE_X - w // 2, round(slot_y(index)) + 20, w, h)


def hand_rects() -> list[tuple[Card, pygame.Rect]]:
    """The five action cards of the hand, left to right, in CARDS order."""
    return [
        (c, pygame.Rect(HAND_X + i * (CARD_W + 8), HAND_Y, CARD_W, CARD_H))
        for i, c in enumerate(CARDS)
    ]
