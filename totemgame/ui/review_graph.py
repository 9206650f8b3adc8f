"""The review's graph: the reviewed seat's chance after each of its decisions, one dot per
move coloured and shaped by its mark, on parchment. Drawn on demand; `point_at` tells which
move a click or the pointer is on."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from totemgame.i18n import _
from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview
from totemgame.ui import theme

MARK_COLOURS: dict[Mark, tuple[int, int, int]] = {
    Mark.BEST: (40, 120, 70),
    Mark.GOOD: (98, 168, 88),
    Mark.INACCURACY: theme.GOLD_DARK,
    Mark.MISTAKE: (214, 110, 30),
    Mark.BLUNDER: theme.DANGER,
}
UNKNOWN = theme.INK_SOFT
HIT = 12  # px around a dot that still picks it


def chance(move: MoveReview, hindsight: bool) -> float | None:
    """The chance the graph shows for `move`: after the move played."""
    return move.hindsight_played if hindsight else move.played_value


def mark_of(move: MoveReview, hindsight: bool) -> Mark | None:
    return move.hindsight_mark if hindsight else move.mark


def points(
    plot: pygame.Rect, moves: Sequence[MoveReview], hindsight: bool
) -> list[tuple[int, tuple[int, int]]]:
    """(index in `moves`, screen position) of every move with a known chance."""
    n = max(1, len(moves) - 1)
    out = []
    for i, move in enumerate(moves):
        value = chance(move, hindsight)
        if value is None:
            continue
        x = plot.x + round(plot.w * i / n)
        y = plot.bottom - round(plot.h * value)
        out.append((i, (x, y)))
    return out


def point_at(
    plot: pygame.Rect, moves: Sequence[MoveReview], hindsight: bool, pos: tuple[int, int]
) -> int | None:
    """The index of the move whose dot is nearest `pos` (within HIT px across), or None."""
    best, best_d = None, HIT * HIT + 1
    for i, (x, y) in points(plot, moves, hindsight):
        d = (x - pos[0]) ** 2 + min((y - pos[1]) ** 2, HIT * HIT)
        if abs(x - pos[0]) <= HIT and d < best_d:
            best, best_d = i, d
    return best


def round_starts(
    plot: pygame.Rect, moves: Sequence[MoveReview], rounds: Mapping[int, int]
) -> list[tuple[int, int]]:
    """(x, round) where each round's moves begin: halfway between the last dot of one round
    and the first of the next (the plot's left edge for the first round)."""
    n = max(1, len(moves) - 1)
    out: list[tuple[int, int]] = []
    last: int | None = None
    for i, move in enumerate(moves):
        number = rounds.get(move.ply)
        if number is None or number == last:
            continue
        x = plot.x if not out else plot.x + round(plot.w * (i - 0.5) / n)
        out.append((x, number))
        last = number
    return out


def draw_rounds(surface: pygame.Surface, plot: pygame.Rect, starts: list[tuple[int, int]]) -> None:
    """A faint line where each round begins and its number under the plot, the word 'round'
    before them; numbers that would touch the previous one are left out."""
    size = theme.ui(13)
    label_font = theme.font("body", size)
    y = plot.bottom + 6
    caption = _("round")
    # the caption keeps to the plot's left margin (56 px at 100%), shrinking in a long language
    fitted = theme.fit_size(caption, "body", size, 50, minimum=9)
    theme.blit_text(surface, caption, (plot.x - 8, y), "body", fitted, theme.INK_SOFT, "topright")
    shown_right = plot.x - 8
    for k, (x, number) in enumerate(starts):
        if k:
            for y0 in range(plot.y, plot.bottom, 8):  # dashed: a boundary, not a value
                pygame.draw.line(
                    surface, theme.PARCHMENT_DARK, (x, y0), (x, min(y0 + 4, plot.bottom)), 2
                )
        end = starts[k + 1][0] if k + 1 < len(starts) else plot.right
        words = str(number)
        w = label_font.size(words)[0]
        cx = (x + end) // 2
        if cx - w // 2 > shown_right + 6:
            theme.blit_text(surface, words, (cx, y), "body", size, theme.INK_SOFT, "midtop")
            shown_right = cx + w // 2


def draw_graph(
    surface: pygame.Surface,
    plot: pygame.Rect,
    moves: Sequence[MoveReview],
    hindsight: bool,
    selected: int | None,
    rounds: Mapping[int, int] | None = None,
) -> None:
    """Gridlines at 0, 25, 50, 75 and 100%, the rounds (when the game has them), the line of
    chances and the marked dots."""
    small = theme.ui(theme.SMALL)
    if rounds:
        draw_rounds(surface, plot, round_starts(plot, moves, rounds))
    for pct in (0, 25, 50, 75, 100):
        y = plot.bottom - round(plot.h * pct / 100)
        colour = theme.INK_SOFT if pct in (0, 50) else theme.PARCHMENT_DARK
        pygame.draw.line(surface, colour, (plot.x, y), (plot.right, y), 2 if pct == 50 else 1)
        theme.blit_text(
            surface, f"{pct}%", (plot.x - 8, y), "body", small, theme.INK_SOFT, "midright"
        )
    dots = points(plot, moves, hindsight)
    if len(dots) > 1:
        pygame.draw.lines(surface, theme.INK, False, [p for _, p in dots], 2)
    for i, (x, y) in dots:
        mark = mark_of(moves[i], hindsight)
        colour = MARK_COLOURS.get(mark, UNKNOWN) if mark is not None else UNKNOWN
        r = 9 if mark in (Mark.MISTAKE, Mark.BLUNDER) else 6
        if i == selected:
            pygame.draw.circle(surface, theme.GOLD_BRIGHT, (x, y), r + 5)
        if mark is Mark.BLUNDER:  # a shape as well as a colour: a diamond for a blunder
            pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
            pygame.draw.polygon(
                surface, theme.INK, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], 2
            )
        else:
            pygame.draw.circle(surface, colour, (x, y), r)
            pygame.draw.circle(surface, theme.INK, (x, y), r, 2 if r > 6 else 1)
