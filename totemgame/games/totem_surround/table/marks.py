"""Each side's last turn, kept on the board until that side moves again.

A turn leaves two marks in the side's own colour: the totem's path (the square it left tinted,
the square it reached tinted and outlined, an arrow between them, over the whole run for a
jump) and a halo round the piece placed. Both are drawn UNDER the pieces and the totem, so a
mark never hides a piece's value; the halo is wider than the disc and shows as a ring.
The marks come from the game log (perfect information: every seat sees them).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from totemgame.engine.game import Seat
from totemgame.engine.match import LoggedEvent
from totemgame.games.totem_surround.table.layout import CELL, DISC, square_centre, square_rect

HALO = DISC // 2 + 6  # the placed piece's halo: a coloured ring round the disc, set off by
# a dark gap so that it never reads as a bigger piece of the same colour
OUTLINE = (24, 18, 12)  # dark edge under the arrow: readable on light and dark stone


@dataclass(frozen=True)
class LastTurn:
    """One side's latest turn: the totem from `frm` to `to` (over `over` for a jump) and the
    square of the piece placed afterwards (-1 while that piece is still to come)."""

    seat: Seat
    frm: int
    to: int
    over: tuple[int, ...] = ()
    placed: int = -1


def last_turns(log: Sequence[LoggedEvent]) -> list[LastTurn]:
    """Each side's latest turn in the log, the older one first (it is drawn underneath)."""
    turns: dict[Seat, LastTurn] = {}
    order: list[Seat] = []
    for logged in log:
        e = logged.event
        if e.key in ("totem_step", "totem_jump"):
            seat = e.params["player"]
            over = tuple(e.params.get("over", ()))
            turns[seat] = LastTurn(seat, e.params["from"], e.params["to_square"], over)
            if seat in order:
                order.remove(seat)
            order.append(seat)
        elif e.key in ("place", "place_forced"):
            seat = e.params["player"]
            if seat in turns:
                t = turns[seat]
                turns[seat] = LastTurn(seat, t.frm, t.to, t.over, e.params["at"])
    return [turns[s] for s in order]


@cache
def _tint(w: int, h: int, rgb: tuple[int, int, int], alpha: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*rgb, alpha), s.get_rect(), border_radius=9)
    return s


@cache
def _halo(rgb: tuple[int, int, int]) -> pygame.Surface:
    size = 2 * HALO + 4
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(s, (*OUTLINE, 220), (c, c), HALO + 2)
    pygame.draw.circle(s, (*rgb, 255), (c, c), HALO, 5)
    return s


def _arrow(
    surface: pygame.Surface,
    a: tuple[int, int],
    b: tuple[int, int],
    rgb: tuple[int, int, int],
) -> None:
    """A thick arrow from square centre `a` to square centre `b`, its head just short of `b`
    (in the gap between the squares, where neither the totem nor a disc covers it)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    tip_back = CELL * 0.36 if abs(dx) < 1 or abs(dy) < 1 else CELL * 0.5
    tip = (b[0] - ux * tip_back, b[1] - uy * tip_back)
    base = (tip[0] - ux * 16, tip[1] - uy * 16)
    head = [tip, (base[0] - uy * 11, base[1] + ux * 11), (base[0] + uy * 11, base[1] - ux * 11)]
    for colour, width, grow in ((OUTLINE, 11, 2.5), (rgb, 6, 0.0)):
        pygame.draw.line(surface, colour, a, base, width)
        pygame.draw.circle(surface, colour, a, width // 2 + 2)
        if grow:
            big = [
                (tip[0] + ux * grow, tip[1] + uy * grow),
                (head[1][0] - uy * grow - ux * grow, head[1][1] + ux * grow - uy * grow),
                (head[2][0] + uy * grow - ux * grow, head[2][1] - ux * grow - uy * grow),
            ]
            pygame.draw.polygon(surface, colour, big)
        else:
            pygame.draw.polygon(surface, colour, head)


def draw_paths(
    surface: pygame.Surface,
    turns: Sequence[LastTurn],
    colour_of: Callable[[Seat], tuple[int, int, int]],
    hidden: Seat | None = None,
) -> None:
    """The totem's last path of each side: tinted squares and an arrow (under the pieces).
    `hidden`: a side whose move is still sliding (its path shows once the totem lands)."""
    for t in turns:
        if t.seat == hidden:
            continue
        rgb = colour_of(t.seat)
        left, reached = square_rect(t.frm), square_rect(t.to)
        surface.blit(_tint(left.w, left.h, rgb, 70), left)
        surface.blit(_tint(reached.w, reached.h, rgb, 110), reached)
        pygame.draw.rect(surface, rgb, reached, 3, border_radius=9)
        _arrow(surface, square_centre(t.frm), square_centre(t.to), rgb)


def draw_halos(
    surface: pygame.Surface,
    turns: Sequence[LastTurn],
    colour_of: Callable[[Seat], tuple[int, int, int]],
    falling: int | None = None,
) -> None:
    """A halo round each side's last placed piece (under the piece; none while it falls)."""
    for t in turns:
        if t.placed < 0 or t.placed == falling:
            continue
        img = _halo(colour_of(t.seat))
        surface.blit(img, img.get_rect(center=square_centre(t.placed)))
