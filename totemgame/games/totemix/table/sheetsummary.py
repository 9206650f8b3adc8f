"""Another player's sheet said in words on their panel, where a miniature of dots told little:
the rows they completed (one line, in green), then the rows they have begun, the most marked
first ("Frog 2 of 3"); a dot in their colour before the rows of their last marking. A panel
too small for a line of words keeps the miniature (othersdraw.mini_sheet)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from totemgame.games.totemix.content import sheet
from totemgame.games.totemix.reasons import row_name
from totemgame.games.totemix.table.lastmoves import LastMove
from totemgame.games.totemix.view import SeatView
from totemgame.i18n import _, ngettext
from totemgame.text import join_commas
from totemgame.ui import theme

SIZE, LINE_H, MARKER = 13, 15, 9  # text size, line height, room for the last-marking dot
# the sizes tried in turn (with their line heights) until every line fits; 11 is still read
SIZES = ((SIZE, LINE_H), (12, 13), (11, 12))
DONE_INK = (120, 214, 130)
BEGUN_INK = (236, 200, 80)


@dataclass(frozen=True)
class SummaryLine:
    text: str
    done: bool  # the line of completed rows
    fresh: bool  # holds a row of the player's last marking
    rows: int = 1  # how many rows the line names (the completed rows' line names them all)


def summary_lines(mode: str, sv: SeatView, last: LastMove | None = None) -> list[SummaryLine]:
    """The lines that say `sv`'s sheet: completed rows first, then begun rows by progress."""
    sh = sheet(mode)
    fresh = {sh.field_row[f] for f in last.fields} | last.rows if last else set()
    done: list[str] = []
    done_fresh = False
    begun: list[tuple[float, int, SummaryLine]] = []
    for ri, row in enumerate(sh.rows):
        if row.kind == "exchange":
            continue  # its fields are not a row to complete
        # the base row by the sheet's own short label, not "the uncarved-base row"
        carves = row.kind != "totem" or any(p.carved for p in row.pieces)
        name = row_name(row) if carves else _("Uncarved base")
        if sv.done[ri]:
            done.append(name)
            done_fresh = done_fresh or ri in fresh
            continue
        marked = sum(1 for f in row.fields if sv.marks[f])
        if marked:
            # TRANSLATORS: a row of the sheet and how many of its fields are marked
            text = _("{row} {marked} of {fields}").format(
                row=name, marked=marked, fields=len(row.fields)
            )
            begun.append((marked / len(row.fields), -ri, SummaryLine(text, False, ri in fresh)))
    lines = [SummaryLine(join_commas(done), True, done_fresh, len(done))] if done else []
    return lines + [line for _share, _ri, line in sorted(begun, reverse=True)]


def fits(rect: pygame.Rect) -> bool:
    """Whether `rect` holds a line of words (else the miniature of dots is drawn)."""
    return rect.w >= 90 and rect.h >= LINE_H + 4


@dataclass(frozen=True)
class PlacedLine:
    """One drawn line of words: its text, where (the top, from the panel's top), at what size
    and in what ink; `dot` marks the first line of a row of the last marking."""

    text: str
    top: int
    size: int
    ink: tuple[int, int, int]
    dot: bool


def place_lines(rect: pygame.Rect, lines: list[SummaryLine]) -> tuple[list[PlacedLine], int]:
    """Where `lines` go in `rect`: all of them at the largest size that holds them all, else at
    the smallest as many as fit and a last line "+2 more" (the tooltip says every line).
    Returns the placed lines and how many summary lines were left to the tooltip."""
    room = rect.w - MARKER - 4
    for size, line_h in SIZES:
        wrapped = [(line, theme.wrap(line.text, room, "body", size)) for line in lines]
        if 2 + sum(len(parts) for _line, parts in wrapped) * line_h <= rect.h - 2:
            break
    if wrapped and wrapped[0][0].done and len(wrapped[0][1]) > max(1, rect.h // line_h // 2):
        # the completed rows would fill most of the panel: their count, the names in the tooltip
        line = wrapped[0][0]
        # TRANSLATORS: a rival's completed rows, counted where their names do not fit
        text = ngettext("{n} row complete", "{n} rows complete", line.rows).format(n=line.rows)
        wrapped[0] = (line, theme.wrap(text, room, "body", size))
    placed: list[PlacedLine] = []
    y, shown = 2, 0
    for i, (line, parts) in enumerate(wrapped):
        rest = len(wrapped) - i - 1  # the lines after this one
        need = len(parts) + (1 if rest else 0)  # and the "+n more" line they would need
        if y + line_h * need > rect.h - 2:  # the last line's letters inside the panel
            break
        ink = DONE_INK if line.done else BEGUN_INK
        for k, part in enumerate(parts):
            part_size = theme.fit_size(part, "body", size, room, 9)  # a word wider than the panel
            placed.append(PlacedLine(part, y, part_size, ink, line.fresh and k == 0))
            y += line_h
        shown += 1
    hidden = len(lines) - shown
    if hidden:
        # TRANSLATORS: the last line of a rival's sheet in words when the others do not fit
        # in their panel: how many rows more the tooltip lists
        more = ngettext("+{n} more", "+{n} more", hidden).format(n=hidden)
        placed.append(
            PlacedLine(more, y, theme.fit_size(more, "body", size, room, 9), theme.TEXT_DIM, False)
        )
    return placed, hidden


def draw_summary(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: list[SummaryLine],
    colour: tuple[int, int, int],
) -> None:
    """`lines` in `rect`, each wrapped to the width, smaller when many (never cut: what does not
    fit is counted on a last line, and the tooltip says every line)."""
    pygame.draw.rect(surface, (32, 44, 40), rect.inflate(4, 4), border_radius=4)
    if not lines:
        text = _("nothing marked yet")
        size = theme.fit_size(text, "body", SIZE, rect.w - 6, 9)
        if theme.font("body", size).size(text)[0] <= rect.w - 6:
            theme.blit_text(surface, text, (rect.x + 3, rect.y + 2), "body", size, theme.TEXT_DIM)
        return
    placed, _hidden = place_lines(rect, lines)
    for line in placed:
        if line.dot:
            centre = (
                rect.x + 5,
                rect.y + line.top + theme.font("body", line.size).get_height() // 2,
            )
            pygame.draw.circle(surface, colour, centre, 3)
        theme.blit_text(
            surface,
            line.text,
            (rect.x + MARKER + 2, rect.y + line.top),
            "body",
            line.size,
            line.ink,
        )
