"""The end of a game on the board: what scored and why.

The pieces touching the trapped totem are outlined in gold, every other piece is dimmed, and a
note in the side panel (where the value picker and the help were: the whole board stays in
sight) adds up each side's values, names the winner (or the tie-break) and says why the totem
is trapped: all the squares next to it are taken and the side to move has no jump. The words
are the data file's `[table.finale]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from totemgame.games.totem_surround.board import can_move_totem, geometry, sign_of, surround_sums
from totemgame.games.totem_surround.content import data, side_name
from totemgame.games.totem_surround.table.layout import NOTE_BOX, square_rect
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _
from totemgame.ui import draw, theme

NOTE_SIZES = ((26, 19, 17), (22, 17, 15), (20, 15, 14), (18, 14, 13))  # heading, sums, why


def _text(key: str, **params: object) -> str:
    text = str(data()["table"]["finale"][key])
    return _(text).format(**params)


@dataclass(frozen=True)
class Finale:
    """What the final position means, in words: the ring, the sums, the outcome, the trap."""

    ring: tuple[int, ...]  # occupied squares next to the totem (all of them: it is trapped)
    sums: tuple[str, str]  # "Ana (White): 4 + 2 + 1 = 7" per seat, highest value first
    outcome: str
    why: str


def _sum_line(name: str, values: list[int]) -> str:
    if not values:
        return _text("nothing", name=name)
    if len(values) == 1:
        return _text("one", name=name, total=values[0])
    terms = " + ".join(str(v) for v in values)
    return _text("sum", name=name, terms=terms, total=sum(values))


def _why(view: SurroundView) -> str:
    """Why the side to move cannot move the totem (its squares are all taken, and no jump)."""
    geo = geometry()
    stuck = view.turn
    side, other = side_name(stuck), side_name(1 - stuck)
    n = len(geo.neighbours[view.totem])
    sign = sign_of(stuck)
    own = [r for r in geo.rays[view.totem] if view.cells[r[0]] * sign > 0]
    full = _text("full_ring", side=side, n=n)
    rest = _text("no_own", side=side) if not own else _text("blocked", side=side, other=other)
    # TRANSLATORS: the two halves of why the totem is trapped ("... all 8 squares are taken,"
    # and "and none holds a White piece to jump over.")
    return _("{full_ring} {and_why}").format(full_ring=full, and_why=rest)


def finale(view: SurroundView, names: list[str]) -> Finale:
    """The scoring of the final position `view` for the board's note."""
    geo = geometry()
    ring = tuple(n for n in geo.neighbours[view.totem] if view.cells[n])
    sums = []
    for seat in (0, 1):
        sign = sign_of(seat)
        values = sorted(
            (abs(view.cells[n]) for n in ring if view.cells[n] * sign > 0), reverse=True
        )
        # TRANSLATORS: a player's name and side in the final sums ("Ana (White)")
        label = _("{name} ({side})").format(name=names[seat], side=side_name(seat))
        sums.append(_sum_line(label, values))
    a, b = view.scores
    if a != b:
        w = 0 if a > b else 1
        outcome = _text("wins", side=side_name(w), by=abs(a - b))
    elif view.pieces[0] != view.pieces[1]:
        w = 0 if view.pieces[0] > view.pieces[1] else 1
        more, fewer = view.pieces[w], view.pieces[1 - w]
        outcome = _text("tiebreak", side=side_name(w), more=more, fewer=fewer)
    else:
        outcome = _text("draw")
    return Finale(ring, (sums[0], sums[1]), outcome, _why(view))


def ending_warning(view: SurroundView, square: int, value: int) -> str | None:
    """If the viewer's piece of `value` on `square` traps the totem and the viewer then does
    not win, the warning that asks for a second click (`[table.confirm]`); else None."""
    seat = view.turn
    cells = list(view.cells)
    cells[square] = value * sign_of(seat)
    if can_move_totem(cells, view.totem, sign_of(1 - seat)):
        return None
    sums = surround_sums(cells, view.totem)
    mine, theirs = sums[seat], sums[1 - seat]
    pieces = [view.pieces[0], view.pieces[1]]
    pieces[seat] += 1
    if (mine, pieces[seat]) > (theirs, pieces[1 - seat]):
        return None
    key = "lose" if mine < theirs else ("draw" if pieces[0] == pieces[1] else "lose_tiebreak")
    words = str(data()["table"]["confirm"][key])
    words = _(words)
    return words.format(mine=mine, theirs=theirs, square=geometry().label(square))


@cache
def _dim(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (16, 12, 8, 150), s.get_rect(), border_radius=9)
    return s


def draw_ring(surface: pygame.Surface, view: SurroundView, ring: tuple[int, ...]) -> None:
    """Dim every piece that does not score; outline the ones that do in gold."""
    for sq, v in enumerate(view.cells):
        if not v:
            continue
        rect = square_rect(sq)
        if sq in ring:
            pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(6, 6), 4, border_radius=11)
        else:
            surface.blit(_dim(rect.w, rect.h), rect)


def note_lines(f: Finale, sizes: tuple[int, int, int]) -> list[tuple[str, str, int]]:
    """The note's lines as (text, font role, size), wrapped to the note's width."""
    width = NOTE_BOX.w - 24
    heading, bold, body = sizes
    lines = _kept_whole(f.outcome, "heading", heading, width, heading - 4)
    for line in f.sums:  # its last three words kept together: no total alone on a line
        lines += _kept_whole("\u00a0".join(line.rsplit(" ", 2)), "bold", bold, width, bold - 3)
    lines += [(t, "body", body) for t in theme.wrap(f.why, width, "body", body)]
    return lines


def _kept_whole(
    text: str, role: str, size: int, width: int, smallest: int
) -> list[tuple[str, str, int]]:
    """`text` on one line, smaller (down to `smallest`) if need be: a sum cut before its
    total reads badly. Wrapped at `size` when even that is too wide."""
    smaller = theme.fit_size(text, role, size, width, smallest)
    if theme.font(role, smaller).size(text)[0] <= width:
        return [(text, role, smaller)]
    return [(t, role, size) for t in theme.wrap(text, width, role, size)]


def _height(lines: list[tuple[str, str, int]]) -> int:
    return 18 + sum(size + 6 for _, _, size in lines)


def note_layout(f: Finale) -> tuple[pygame.Rect, list[tuple[str, str, int]]]:
    """Where the note goes and its lines: the top of NOTE_BOX, as tall as its lines, which
    are made smaller until they fit (a long translation)."""
    for sizes in NOTE_SIZES:
        lines = note_lines(f, sizes)
        if _height(lines) <= NOTE_BOX.h:
            break
    return pygame.Rect(NOTE_BOX.topleft, (NOTE_BOX.w, min(_height(lines), NOTE_BOX.h))), lines


def draw_note(surface: pygame.Surface, f: Finale) -> pygame.Rect:
    """The parchment note with the sums, the outcome and why the totem is trapped."""
    rect, lines = note_layout(f)
    draw.parchment(surface, rect, 12)
    y = rect.y + 9
    for text, role, size in lines:
        size = theme.fit_size(text, role, size, rect.w - 24, 13)
        colour = theme.INK if role != "body" else theme.INK_SOFT
        theme.blit_text(surface, text, (rect.x + 12, y), role, size, colour)
        y += size + 6
    return rect
