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
from totemgame.i18n import _
from totemgame.text import join_commas
from totemgame.ui import theme

SIZE, LINE_H, MARKER = 13, 15, 9  # text size, line height, room for the last-marking dot
DONE_INK = (120, 214, 130)
BEGUN_INK = (236, 200, 80)


@dataclass(frozen=True)
class SummaryLine:
    text: str
    done: bool  # the line of completed rows
    fresh: bool  # holds a row of the player's last marking


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
    lines = [SummaryLine(join_commas(done), True, done_fresh)] if done else []
    return lines + [line for _share, _ri, line in sorted(begun, reverse=True)]


def fits(rect: pygame.Rect) -> bool:
    """Whether `rect` holds a line of words (else the miniature of dots is drawn)."""
    return rect.w >= 90 and rect.h >= LINE_H + 4


def draw_summary(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: list[SummaryLine],
    colour: tuple[int, int, int],
) -> None:
    """`lines` in `rect`, each wrapped to the width, as many as fit (never cut: what does not
    fit waits in the tooltip, which says every line)."""
    pygame.draw.rect(surface, (32, 44, 40), rect.inflate(4, 4), border_radius=4)
    room = rect.w - MARKER - 4
    if not lines:
        text = _("nothing marked yet")
        size = theme.fit_size(text, "body", SIZE, rect.w - 6, 9)
        if theme.font("body", size).size(text)[0] <= rect.w - 6:
            theme.blit_text(surface, text, (rect.x + 3, rect.y + 2), "body", size, theme.TEXT_DIM)
        return
    y = rect.y + 2
    for line in lines:
        parts = theme.wrap(line.text, room, "body", SIZE)
        if y + LINE_H * len(parts) > rect.bottom + 2:
            break  # no room for the whole line: it waits in the tooltip
        if line.fresh:
            pygame.draw.circle(surface, colour, (rect.x + 5, y + LINE_H // 2), 3)
        ink = DONE_INK if line.done else BEGUN_INK
        for part in parts:
            size = theme.fit_size(part, "body", SIZE, room, 9)  # a word wider than the panel
            theme.blit_text(surface, part, (rect.x + MARKER + 2, y), "body", size, ink)
            y += LINE_H
