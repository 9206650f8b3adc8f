"""Where things are on the Totem Surround table: the board's squares, the side panel's boxes."""

from __future__ import annotations

import pygame

from totemgame.games.totem_surround.board import geometry

CELL = 84
ORIGIN = (36, 96)
HEADING_W = 850  # the turn's heading, above the board and its panel
DISC = 64
TOTEM_W, TOTEM_H = 54, 76  # fits inside its square: pieces around it stay visible
PANEL_X = 650
PANEL_W = 236
SCORE_BOX = pygame.Rect(PANEL_X, 96, PANEL_W, 150)
PICKER_TOP = 286
PICK_H = 58
PICK_GAP = 6
HELP_BOX = pygame.Rect(PANEL_X, 546, PANEL_W, 136)
# Once the game is over the picker and the help give way to the final note.
NOTE_BOX = pygame.Rect(PANEL_X, PICKER_TOP - 30, PANEL_W, HELP_BOX.bottom - PICKER_TOP + 30)


def square_centre(sq: int) -> tuple[int, int]:
    r, c = geometry().coords[sq]
    return ORIGIN[0] + c * CELL + CELL // 2, ORIGIN[1] + r * CELL + CELL // 2


def square_rect(sq: int) -> pygame.Rect:
    r, c = geometry().coords[sq]
    return pygame.Rect(ORIGIN[0] + c * CELL + 5, ORIGIN[1] + r * CELL + 5, CELL - 10, CELL - 10)


def square_at(pos: tuple[int, int]) -> int | None:
    """The board square under the mouse, or None."""
    for sq in range(geometry().size):
        if square_rect(sq).collidepoint(pos):
            return sq
    return None


def pick_rect(index: int) -> pygame.Rect:
    """The row of the value picker for the piece value of that index."""
    return pygame.Rect(PANEL_X, PICKER_TOP + index * (PICK_H + PICK_GAP), PANEL_W, PICK_H)
