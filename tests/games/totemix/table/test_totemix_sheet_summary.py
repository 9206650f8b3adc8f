"""An opponent's sheet in words on their panel: completed rows in one line, then the rows
begun, the most marked first, and the rows of the last marking told apart."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from totemgame import i18n
from totemgame.games.totemix.content import sheet
from totemgame.games.totemix.rules import new_game
from totemgame.games.totemix.table import othersdraw, sheetsummary
from totemgame.games.totemix.table.lastmoves import LastMove
from totemgame.games.totemix.table.layout import OPP
from totemgame.ui import theme

MONKEY, FROG, EAGLE = 0, 7, 3


def _seat(marked_rows: dict[int, int], done: set[int]):
    """Seat 1 of a fresh Apprentice game with the first `n` fields of each row marked."""
    view = new_game(3, {"mode": "apprentice"}, 7).view(0)
    sh = sheet("apprentice")
    marks = list(view.seats[1].marks)
    for ri, n in marked_rows.items():
        for f in sh.rows[ri].fields[:n]:
            marks[f] = True
    done_rows = tuple(i in done for i in range(len(sh.rows)))
    return view, dataclasses.replace(view.seats[1], marks=tuple(marks), done=done_rows)


def test_completed_rows_come_first_then_the_rows_begun_by_progress():
    sh = sheet("apprentice")
    full = len(sh.rows[MONKEY].fields)
    _view, sv = _seat({MONKEY: full, FROG: 2, EAGLE: 1}, {MONKEY})
    frog_field = sh.rows[FROG].fields[1]
    lines = sheetsummary.summary_lines("apprentice", sv, LastMove(fields={frog_field}))
    texts = [line.text for line in lines]
    assert texts == ["Monkey", "Frog 2 of 3", "Eagle 1 of 4"], texts
    assert lines[0].done and not lines[1].done
    assert [line.fresh for line in lines] == [False, True, False]


def test_an_empty_sheet_says_so_and_panels_of_two_or_three_rivals_hold_words(game_app):
    view, sv = _seat({}, set())
    assert sheetsummary.summary_lines("apprentice", sv) == []
    parts = othersdraw.opponent_parts(OPP, view)
    assert all(sheetsummary.fits(p.sheet) for p in parts)
    surface = pygame.Surface(OPP.size)
    sheetsummary.draw_summary(surface, pygame.Rect(0, 0, 120, 60), [], (200, 40, 40))


def _late_sheets(mode: str, players: int):
    """The longest sheets a rival shows late in a game: every row begun and one field short,
    or the first rows completed (one long line of names) and every other row begun."""
    view = new_game(players, {"mode": mode}, 7).view(0)
    sh = sheet(mode)
    rows = [ri for ri, row in enumerate(sh.rows) if row.kind != "exchange"]
    for done in (set(), set(rows[: len(rows) // 2])):
        marks = list(view.seats[1].marks)
        for ri in rows:
            fields = sh.rows[ri].fields
            for f in fields if ri in done else fields[: len(fields) - 1]:
                marks[f] = True
        flags = tuple(i in done for i in range(len(sh.rows)))
        yield view, dataclasses.replace(view.seats[1], marks=tuple(marks), done=flags)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pl"])
def test_every_drawn_line_fits_its_panel_and_none_is_silently_dropped(game_app, catalogues, lang):
    """In every language, for the longest late-game sheets in the panels that say them in
    words, each drawn line lies inside the panel at a readable size, and the lines not drawn
    are counted on a last "+n more" line (the tooltip lists them all)."""
    tried = 0
    with i18n.speaking(lang):
        for mode in ("apprentice", "master"):
            for players in (2, 3, 4):
                for view, sv in _late_sheets(mode, players):
                    lines = sheetsummary.summary_lines(mode, sv, LastMove(rows={1}))
                    for part in othersdraw.opponent_parts(OPP, view):
                        if not sheetsummary.fits(part.sheet):
                            continue
                        tried += 1
                        rect = part.sheet
                        placed, hidden = sheetsummary.place_lines(rect, lines)
                        room = rect.w - sheetsummary.MARKER - 4
                        for line in placed:
                            font = theme.font("body", line.size)
                            assert line.size >= 11, (lang, line.text)
                            assert font.size(line.text)[0] <= room, (lang, line.text, room)
                            assert line.top + line.size <= rect.h, (lang, line)
                        more = [p for p in placed if p.ink == theme.TEXT_DIM]
                        assert len(more) == (1 if hidden else 0), (lang, placed)
                        if hidden:
                            assert more[0] is placed[-1] and str(hidden) in more[0].text
                        # every summary line not counted as hidden starts a drawn line
                        starts = sum(1 for p in placed if p.ink != theme.TEXT_DIM)
                        assert starts >= len(lines) - hidden
    assert tried >= 12


def test_six_begun_rows_in_a_four_player_panel_are_all_drawn(game_app, catalogues):
    """The case a player met: a German rival with six rows begun, the last one ("Affengott 1
    von 5") no longer dropped: all six are drawn, smaller."""
    with i18n.speaking("de"):
        view = new_game(4, {"mode": "apprentice"}, 7).view(0)
        sh = sheet("apprentice")
        rows = [ri for ri, row in enumerate(sh.rows) if row.kind != "exchange"][:6]
        marks = list(view.seats[1].marks)
        for ri in rows:
            marks[sh.rows[ri].fields[0]] = True
        sv = dataclasses.replace(view.seats[1], marks=tuple(marks))
        lines = sheetsummary.summary_lines("apprentice", sv)
        assert len(lines) == 6
        rect = othersdraw.opponent_parts(OPP, view)[0].sheet
        placed, hidden = sheetsummary.place_lines(rect, lines)
        assert hidden == 0 and [p.text for p in placed] == [line.text for line in lines]
