"""An opponent's sheet in words on their panel: completed rows in one line, then the rows
begun, the most marked first, and the rows of the last marking told apart."""

from __future__ import annotations

import dataclasses

import pygame

from totemgame.games.totemix.content import sheet
from totemgame.games.totemix.rules import new_game
from totemgame.games.totemix.table import othersdraw, sheetsummary
from totemgame.games.totemix.table.lastmoves import LastMove
from totemgame.games.totemix.table.scenedraw import OPP

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
