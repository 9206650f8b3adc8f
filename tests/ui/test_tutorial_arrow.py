"""The tutorial's arrow stands where it hides least: beside a row of buttons it comes from
above or below, not over the neighbour (it covered the keypad's "9" and the Snake's "G")."""

from __future__ import annotations

import pygame

from totemgame.ui import theme
from totemgame.ui.tutorial_arrow import best_side, draw_arrow, footprint

BOUNDS = pygame.Rect(0, 0, 400, 300)


def _board_with_a_row(target: pygame.Rect) -> pygame.Surface:
    """A flat board with a row of framed buttons, `target` among them."""
    surface = pygame.Surface(BOUNDS.size)
    surface.fill((60, 40, 20))
    for i in range(-3, 4):
        button = target.move(i * (target.w + 4), 0)
        pygame.draw.rect(surface, (220, 200, 150), button, 2)
        pygame.draw.line(surface, (240, 230, 200), button.midleft, button.midright, 2)
    return surface


def test_the_arrow_comes_from_above_or_below_a_row_of_buttons():
    target = pygame.Rect(180, 130, 40, 40)
    side, covers = best_side(_board_with_a_row(target), target, BOUNDS)
    assert side in ("below", "above") and not covers


def test_the_arrow_stands_left_of_a_target_with_room_all_round():
    surface = pygame.Surface(BOUNDS.size)
    surface.fill((60, 40, 20))
    target = pygame.Rect(180, 130, 40, 40)
    assert best_side(surface, target, BOUNDS) == ("left", False)


def test_an_arrow_hemmed_in_on_every_side_is_see_through():
    surface = pygame.Surface(BOUNDS.size)
    surface.fill((60, 40, 20))
    for x in range(0, 400, 6):  # text everywhere around, as in the totem grid
        pygame.draw.line(surface, (240, 230, 200), (x, 0), (x, 300), 2)
    target = pygame.Rect(180, 130, 40, 40)
    side, covers = best_side(surface, target, BOUNDS)
    assert covers
    before = surface.get_at(footprint(target, side).center)
    draw_arrow(surface, target, 0.0, side, faint=covers)
    after = surface.get_at(footprint(target, side).center)
    assert after != before and after != pygame.Color(theme.GOLD_BRIGHT)  # tinted, not covered


def test_the_arrow_never_leaves_the_board():
    target = pygame.Rect(2, 2, 40, 40)  # in the corner: only right or below fit
    side, _covers = best_side(pygame.Surface(BOUNDS.size), target, BOUNDS)
    assert side in ("right", "below") and BOUNDS.contains(footprint(target, side))


def test_the_arrow_keeps_off_a_control_that_shows_few_edges():
    """A greyed keypad key beside the target ('6' beside the '5' to click) shows hardly any
    edges, yet the arrow must not cover it: the board names its controls."""
    surface = pygame.Surface(BOUNDS.size)
    surface.fill((60, 40, 20))
    target = pygame.Rect(180, 130, 40, 40)
    left, right = target.move(-44, 0), target.move(44, 0)
    side, covers = best_side(surface, target.inflate(10, 10), BOUNDS, [target, left, right])
    assert side in ("below", "above") and not covers
    below, above = target.move(0, 44), target.move(0, -44)
    walled = [left, right, below, above]
    side, covers = best_side(surface, target.inflate(10, 10), BOUNDS, walled)
    assert covers  # no side is free: it says so (and goes see-through)
