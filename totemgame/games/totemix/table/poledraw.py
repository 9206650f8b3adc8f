"""Drawing totem poles: your own pole in its panel, and the small poles of the others.

A pole is drawn as what it is: pieces stacked from the ground up in a column of empty level
slots, with the goal (the level that ends the game) marked in gold. No level numbers run beside
it, so it never reads as the row numbers of the sheet next to it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.games.totemix.content import Piece
from totemgame.games.totemix.table import art
from totemgame.i18n import _, ngettext
from totemgame.ui import theme

PANEL = (34, 28, 20)
SLOT = (48, 40, 30)
SLOT_RIM = (78, 64, 46)
GROUND = (96, 70, 40)


def pole_pieces(
    rect: pygame.Rect, pole: Sequence[Piece], end_height: int, level_h: int
) -> list[tuple[Piece, pygame.Rect]]:
    """Each piece of `pole` standing on the bottom of `rect`, with its rect (bottom first)."""
    out = []
    y = rect.bottom
    for p in pole:
        h = p.levels * level_h
        y -= h
        out.append((p, pygame.Rect(rect.x, y, rect.w, h)))
    return out


def _level_h(height_px: int, pole: Sequence[Piece], end_height: int, most: int) -> int:
    """One level's height: the goal or the pole, whichever is taller, and one level more (the
    goal's tag stands there)."""
    height = sum(p.levels for p in pole)
    return max(4, min(most, height_px // (max(end_height, height) + 1)))


def goal_tag_rect(
    col: pygame.Rect, end_height: int, height: int, level_h: int, tag: tuple[int, int]
) -> pygame.Rect:
    """Where the goal's tag (`tag`: its text's size) stands: on the goal line, or above the
    pole's top when the pole has climbed past the goal (its pieces stand over the line)."""
    box = pygame.Rect(0, 0, tag[0] + 8, tag[1] + 2)
    top = col.bottom - max(end_height, height) * level_h
    box.midbottom = (col.centerx, top - 1)
    return box


def pole_column(rect: pygame.Rect) -> pygame.Rect:
    """Where the pieces stand inside a pole panel `rect` (below the title, above the count)."""
    return pygame.Rect(rect.x + 10, rect.y + 30, rect.w - 20, rect.h - 30 - 48)


def own_pole_pieces(
    rect: pygame.Rect, pole: Sequence[Piece], end_height: int
) -> list[tuple[Piece, pygame.Rect]]:
    """The pieces of the pole drawn by draw_pole_panel(rect, ...), with their rects."""
    col = pole_column(rect)
    return pole_pieces(col, pole, end_height, _level_h(col.h, pole, end_height, 40))


def draw_pole_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pole: Sequence[Piece],
    end_height: int,
    title: str | None = None,
) -> None:
    """A pole in its own panel: title (None: "Your pole"), empty slots up to the goal, pieces,
    and the count."""
    title = _("Your pole") if title is None else title
    pygame.draw.rect(surface, PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=8)
    size = theme.fit_size(title, "bold", 16, rect.w - 8, 12)
    theme.blit_text(
        surface, title, (rect.centerx, rect.y + 14), "bold", size, theme.GOLD_BRIGHT, "center"
    )
    col = pole_column(rect)
    lh = _level_h(col.h, pole, end_height, 40)
    _draw_slots(surface, col, end_height, lh)
    pygame.draw.rect(surface, GROUND, (rect.x + 4, col.bottom, rect.w - 8, 4), border_radius=2)
    for p, r in pole_pieces(col, pole, end_height, lh):
        surface.blit(art.piece_surface(p.animal, p.levels, p.carved, r.w, lh), r)
    height = sum(p.levels for p in pole)
    _draw_goal(surface, col, end_height, height, lh, rect)
    carved = sum(p.levels for p in pole if p.carved)
    colour = theme.GOLD_BRIGHT if height >= end_height else theme.TEXT
    # TRANSLATORS: a pole's height against the goal, under the pole: "5 of 9"
    count = _("{height} of {end}").format(height=height, end=end_height)
    size = theme.fit_size(count, "bold", 16, rect.w - 6, 11)  # within the pole's panel
    theme.blit_text(surface, count, (rect.centerx, col.bottom + 16), "bold", size, colour, "center")
    # TRANSLATORS: under a pole: how many of its levels are carved ("3 carved")
    words = ngettext("{carved} carved", "{carved} carved", carved).format(carved=carved)
    size = theme.fit_size(words, "body", 14, rect.w - 6, 10)
    ink = theme.GOLD if carved else theme.TEXT_DIM
    theme.blit_text(surface, words, (rect.centerx, col.bottom + 34), "body", size, ink, "center")


def _draw_slots(surface: pygame.Surface, col: pygame.Rect, end_height: int, lh: int) -> None:
    """The empty levels a pole still has to climb to reach the goal."""
    for lv in range(end_height):
        slot = pygame.Rect(col.x + 2, col.bottom - (lv + 1) * lh + 1, col.w - 4, lh - 2)
        pygame.draw.rect(surface, SLOT, slot, border_radius=3)
        pygame.draw.rect(surface, SLOT_RIM, slot, 1, border_radius=3)


def goal_words(end_height: int) -> str:
    # TRANSLATORS: the tag at the goal height of a pole, "goal 9" (a few letters)
    return _("goal {n}").format(n=end_height)


def _draw_goal(
    surface: pygame.Surface,
    col: pygame.Rect,
    end_height: int,
    height: int,
    lh: int,
    panel: pygame.Rect,
) -> None:
    """A gold line at the goal height with a tag: reaching it ends the game."""
    y = col.bottom - end_height * lh
    pygame.draw.line(surface, theme.GOLD_BRIGHT, (panel.x + 4, y), (panel.right - 5, y), 3)
    tag = theme.text(goal_words(end_height), "bold", 13, theme.BG_DEEP)
    box = goal_tag_rect(col, end_height, height, lh, tag.get_size())
    pygame.draw.rect(surface, theme.GOLD_BRIGHT, box, border_radius=4)
    surface.blit(tag, tag.get_rect(center=box.center))


def draw_small_pole(
    surface: pygame.Surface, rect: pygame.Rect, pole: Sequence[Piece], end_height: int
) -> None:
    """Another player's pole in small: slots up to the goal (gold tick) and the pieces."""
    lh = _level_h(rect.h, pole, end_height, 14)
    pygame.draw.rect(
        surface, SLOT, (rect.x, rect.bottom - end_height * lh, rect.w, end_height * lh)
    )
    y = rect.bottom - end_height * lh
    pygame.draw.line(surface, theme.GOLD_BRIGHT, (rect.x - 2, y), (rect.right + 1, y), 2)
    for p, r in pole_pieces(rect, pole, end_height, lh):
        surface.blit(art.piece_surface(p.animal, p.levels, p.carved, r.w, lh), r)
