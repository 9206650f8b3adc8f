"""The goal's tag on your pole never sits on a piece: at the goal it stands on the gold line,
and a pole that climbed past the goal (10 of 9) carries it above its top, under the title."""

from __future__ import annotations

import pygame
import pytest

from totemgame.games.totemix.content import Piece
from totemgame.games.totemix.table import poledraw
from totemgame.games.totemix.table.layout import POLE
from totemgame.ui import theme

GOAL = 9


def _pole(levels: int) -> list[Piece]:
    """`levels` levels of carved 1-level pieces (the worst case for room: the most pieces)."""
    return [Piece("monkey", 1, True) for _ in range(levels)]


@pytest.mark.parametrize("height", [0, 8, 9, 10, 11, 12])
def test_the_goal_tag_touches_no_piece_and_stays_under_the_title(game_app, height):
    pole = _pole(height)
    col = poledraw.pole_column(POLE)
    pieces = poledraw.own_pole_pieces(POLE, pole, GOAL)
    level_h = pieces[0][1].h if pieces else col.h // (GOAL + 1)
    size = theme.font("bold", 13).size(poledraw.goal_words(GOAL))
    tag = poledraw.goal_tag_rect(col, GOAL, height, level_h, size)
    assert not any(tag.colliderect(r) for _p, r in pieces), (height, tag)
    title_bottom = POLE.y + 14 + theme.font("bold", 16).get_height() // 2
    assert tag.top >= title_bottom, (height, tag.top, title_bottom)
    assert POLE.contains(tag)
    if height <= GOAL:  # on the goal line itself
        assert tag.bottom == col.bottom - GOAL * level_h - 1


def test_the_pole_panel_draws_ten_of_nine_without_error(game_app):
    surface = pygame.Surface((POLE.right + 4, POLE.bottom + 4))
    poledraw.draw_pole_panel(surface, POLE, _pole(10), GOAL)
