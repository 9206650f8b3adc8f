"""What a new player found hard to read: the chosen totem on the guesses screen (a gold veil
over it), the notebook's ruled-out weights (pale on mid grey), the grid's small pips."""

from __future__ import annotations

import pygame
import pytest

from totemgame.games.totemic_might.table import art, final_board, last_moves, notebook
from totemgame.games.totemic_might.table.balance import PAN_BROWN
from totemgame.games.totemic_might.table.guess import GuessSection
from totemgame.ui import theme


def _luminance(rgb) -> float:
    def linear(c: int) -> float:
        x = c / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def test_a_ruled_out_weight_in_the_notebook_stays_readable():
    pygame.init()
    book = notebook.Notebook((0, 0))
    domains = [frozenset(range(1, 21))] * 20
    domains[3] = frozenset(range(2, 21))  # weight 1 of totem 3 ruled out
    picture = book._render(0, domains, {})
    x = 4 + notebook.LABEL_W + notebook.CELL_W // 2  # weight 1's column
    y = 4 + notebook.HEAD_H + 3 * notebook.ROW_H
    cell = pygame.Rect(x - notebook.CELL_W // 2 + 2, y + 2, notebook.CELL_W - 4, notebook.ROW_H - 4)
    colours = {
        tuple(picture.get_at((i, j)))[:3]
        for i in range(cell.left, cell.right)
        for j in range(cell.top, cell.bottom)
    }
    back = tuple(picture.get_at(cell.topleft))[:3]
    ink = min(colours, key=_luminance)  # the digit's darkest pixel
    assert back == notebook.RULED_OUT
    assert _contrast(back, ink) >= 3.0  # it was 1.7:1


def test_the_chosen_guess_shows_its_figure_unveiled(game_app):
    """The figure of the chosen totem is drawn as it is unchosen, on a light card, framed."""
    from totemgame.games.totemic_might.rules import new_game

    view = new_game(3, {}, 2).view(0)
    section = GuessSection()

    class Port:
        names = ["Mia", "Kai", "Ana"]

        def __init__(self) -> None:
            self.view = view

        def seat_colour(self, s: int):
            return (200, 60, 60)

    def drawn(choice: dict[int, int]) -> pygame.Surface:
        section.choice = {view.seat: choice}
        surface = pygame.Surface((1280, 720))
        surface.fill((30, 22, 18))
        section.draw(surface, Port())
        return surface

    t = next(u for u in range(20) if u != view.start and all(u not in s for s in view.spirits))
    plain, chosen = drawn({}), drawn({1: t})
    r = section.cell(0, t)
    # Every opaque pixel of the figure itself is drawn unchanged (a veil tinted them all).
    picture = art.totem_figure(t, r.w, r.h)
    figure = [
        (r.left + i, r.top + j)
        for i in range(r.w)
        for j in range(r.h)
        if picture.get_at((i, j)).a == 255
    ]
    assert figure and all(chosen.get_at(p) == plain.get_at(p) for p in figure)
    # and the card behind it is light: the figure stands out from it
    assert _luminance(chosen.get_at((r.left - 2, r.centery))) > 0.5


def test_the_grid_pips_are_large_enough_to_read():
    assert last_moves.PIP >= 10


@pytest.mark.parametrize(
    "weighs, target",
    [((10, 20), (40, 41)), ((50, 60), (40, 41)), ((40, 40), (40, 41))],
    ids=["too light", "too heavy", "on target"],
)
def test_a_pans_verdict_reads_clearly_on_the_pan(weighs, target):
    """The pan's verdict text stands out from the brown pan at least 4.5:1 (the light blue,
    red and green were 2.4:1 to 4.1:1 and hard to read)."""
    pygame.init()
    pan = pygame.Rect(0, 0, 280, 60)
    surface = pygame.Surface(pan.size)
    surface.fill(PAN_BROWN)
    final_board.draw_pan_head(surface, pan, 0, 5, weighs, target)
    line = pygame.Rect(10, 27, 260, 22)
    inks = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(line.left, line.right)
        for y in range(line.top, line.bottom)
    }
    ink = max(inks, key=lambda c: _contrast(c, PAN_BROWN))
    assert ink != tuple(theme.TEXT)  # a verdict's own colour, not the plain text
    assert _contrast(ink, PAN_BROWN) >= 4.5


def test_a_pan_of_a_half_built_layout_is_not_judged():
    """While pieces wait in the tray a pan says what it can weigh (never below 0), not that it
    is too light."""
    pygame.init()
    pan = pygame.Rect(0, 0, 280, 60)
    surface = pygame.Surface(pan.size)
    surface.fill(PAN_BROWN)
    final_board.draw_pan_head(surface, pan, 0, 2, (-17, -17), (40, 41), placing=True)
    line = pygame.Rect(10, 27, 260, 22)
    inks = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(line.left, line.right)
        for y in range(line.top, line.bottom)
    }
    assert tuple(final_board.TOO_LIGHT) not in inks
    assert tuple(theme.TEXT) in inks
