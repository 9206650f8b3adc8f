"""Notes on the marking panel keep clear of what the player reads meanwhile: a tray piece's
or a greyed button's tooltip covers neither your sheet, the last auction's bids, the rivals'
panels nor the log, in every language; what Auto-place did is said where the emptied tray
was, not over the log."""

from __future__ import annotations

import pygame
import pytest
from helpers import go_on_from_panel

from totemgame import i18n
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemix.rules import BID, MARK
from totemgame.games.totemix.table import tips
from totemgame.games.totemix.table.board import TotemixBoard
from totemgame.games.totemix.table.layout import LAST, OPP, SHEET, tray_slots
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.tooltip import draw_tooltip


def _marking(app, players: int) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human" if i == 0 else "ai:easy", f"P{i}", i) for i in range(players)]
    scene = start_game(app, GameRecord("totemix", {"mode": "apprentice"}, seats, 5))
    assert isinstance(scene.board, TotemixBoard)
    for _ in range(20000):
        app.step(1 / 60)
        go_on_from_panel(app, scene)
        if scene.can_act and scene.view.phase == MARK and scene.board.auto_button.enabled:
            return scene
        if scene.can_act and scene.view.phase == BID:
            scene.board.bid_button.click()
    raise AssertionError("no marking reached")


def _read(scene: TableScene) -> list[pygame.Rect]:
    return [SHEET, LAST, OPP, scene.log.rect]


@pytest.mark.parametrize("players", [2, 4])
def test_tray_and_button_notes_cover_nothing_the_player_reads(game_app, catalogues, players):
    scene = _marking(game_app, players)
    surface = pygame.Surface((1280, 720))
    view = scene.view
    for lang in ("en", "de", "fr", "pl"):
        with i18n.speaking(lang):
            notes = []
            for res, rect, n in tray_slots(view):
                for selected in (False, True):
                    notes.append((rect, tips.tray_text(res, n, True, selected)))
            for button, reason in (
                (scene.board.auto_button, i18n._("Every resource is placed.")),
                (scene.board.auto_button, i18n._("Nothing left that fits on your sheet.")),
                (scene.board.undo_place, i18n._("No placement to take back this round.")),
                (
                    scene.board.done_button,
                    i18n._("Use your X joker first: it must be used at once."),
                ),
            ):
                notes.append((button.rect, reason))
            assert notes
            for anchor, text in notes:
                scene.ui.tooltips.hover(("test", text), text, anchor.center, anchor)
                avoid = [*scene.tooltip_avoid(), *scene.notes_keep_clear()]
                drawn = draw_tooltip(surface, text, anchor.center, anchor=anchor, avoid=avoid)
                assert drawn is not None
                for part in _read(scene):
                    assert not drawn.colliderect(part), (lang, text, drawn, part)


def test_auto_place_says_what_it_did_in_the_tray_s_place_not_over_the_log(game_app):
    scene = _marking(game_app, 2)
    scene.banners.banners.clear()
    scene.board.auto_button.click()
    game_app.step(1 / 60)
    if scene.board.auto_note:  # the tray is empty: the words stand where it was
        assert not scene.banners.banners
        # the greyed Auto's note, under the pointer just after the click, hides no bids
        surface = pygame.Surface((1280, 720))
        anchor = scene.board.auto_button.rect
        avoid = [*scene.tooltip_avoid(), *scene.notes_keep_clear()]
        text = scene.board.auto_button.tooltip_text()
        drawn = draw_tooltip(surface, text, anchor.center, anchor=anchor, avoid=avoid)
        assert drawn is not None and not any(drawn.colliderect(r) for r in _read(scene))
    else:  # something is left to place: the tray stays, the message goes over the log
        assert scene.banners.banners
