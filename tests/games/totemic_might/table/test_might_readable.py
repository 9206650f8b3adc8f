"""What a new player found hard to read: the chosen totem on the guesses screen (a gold veil
over it), the notebook's ruled-out weights (pale on mid grey), the grid's small pips."""

from __future__ import annotations

import pygame

from totemgame.games.totemic_might.table import art, last_moves, notebook
from totemgame.games.totemic_might.table.guess import GuessSection


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
