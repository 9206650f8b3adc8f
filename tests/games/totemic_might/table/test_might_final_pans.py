"""The final pans through the real scene: the tray keeps a place per piece, the pans' odds
(the Hint's measure for the layout on them) come from the worker once the pieces rest and are
dropped when the pans moved on, a note goes with its piece, and the Hint's ghosts stay away
while the pans already balance almost always."""

from __future__ import annotations

import time

import pygame
import pytest
from test_might_table import _match_at_final, _start, _wait_to_act

from totemgame.games.totemic_might.ai import layout_odds
from totemgame.games.totemic_might.table import odds as odds_mod


@pytest.fixture
def final_scene(game_app):
    scene = _start(game_app, [], match=_match_at_final())
    _wait_to_act(game_app, scene)
    assert scene.view.phase == "final"
    return scene


def _click(app, pos) -> None:
    app.click(pos)
    app.step(1 / 60)


def _settle(app, scene, seconds: float = 20.0) -> None:
    """Frames until the pans' odds have landed (the worker runs them)."""
    end = time.monotonic() + seconds
    while scene.board.final.odds.waiting() and time.monotonic() < end:
        app.step(1 / 60)
        time.sleep(0.02)


def test_a_piece_taken_from_the_tray_leaves_its_place_empty(game_app, final_scene):
    scene, view = final_scene, final_scene.view
    tray = scene.board.final.slots(view)
    spot = tray[3].center
    _click(game_app, spot)  # the fourth piece goes to pan 1
    pans = scene.board.final.arrangement(view)
    assert pans[3] == 0
    after = scene.board.final.slots(view)
    assert all(after[i] == tray[i] for i in range(len(pans)) if pans[i] == -1)  # none moved
    _click(game_app, spot)  # the same spot again: nothing is there now
    assert scene.board.final.arrangement(view) == pans
    assert pans.count(-1) == len(pans) - 1


def test_the_pans_odds_are_the_hints_measure_for_the_layout_shown(game_app, final_scene):
    scene, view = final_scene, final_scene.view
    assert (
        scene.board.final.odds.odds is None and not scene.board.final.odds.waiting()
    )  # tray not empty
    pans = scene.board.final.arrangement(view)
    pans[:] = [i % 3 for i in range(len(pans))]
    scene.board.final.refresh(scene)
    game_app.step(1 / 60)
    assert scene.board.final.odds.waiting()  # asked once the pieces rest
    _settle(game_app, scene)
    shown = scene.board.final.odds.current(view, pans)
    assert shown is not None
    assert shown == layout_odds(view, tuple(pans))


def test_an_answer_for_pans_that_moved_on_is_dropped(game_app, final_scene, monkeypatch):
    scene, view = final_scene, final_scene.view
    monkeypatch.setattr(odds_mod, "SETTLE", 0.0)
    pans = scene.board.final.arrangement(view)
    pans[:] = [i % 3 for i in range(len(pans))]
    game_app.step(1 / 60)  # asked for this layout
    first = tuple(pans)
    pans[0] = (pans[0] + 1) % 3  # moved before the answer was read
    _settle(game_app, scene)
    assert scene.board.final.odds.key != scene.board.final.odds._key(view, list(first))
    shown = scene.board.final.odds.current(view, pans)
    assert shown == layout_odds(view, tuple(pans))  # the new layout's, never the old one's


def test_a_pieces_note_goes_when_the_piece_moves(game_app, final_scene):
    scene, view = final_scene, final_scene.view
    slot = scene.board.final.slots(view)[2]
    game_app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    assert scene.ui.tooltips.key == ("final", 2)
    _click(game_app, slot.center)  # the piece goes to pan 1
    assert scene.board.final.arrangement(view)[2] == 0
    assert scene.ui.tooltips.key is None


def test_no_ghosts_over_pans_that_already_balance_almost_always(game_app, final_scene):
    scene, view = final_scene, final_scene.view
    pans = scene.board.final.arrangement(view)
    pans[:] = [i % 3 for i in range(len(pans))]
    scene.board.final.hinted = tuple((p + 1) % 3 for p in pans)
    assert scene.board.final.hint_pending(view) is not None  # odds not known yet: the ghosts show
    odds = scene.board.final.odds
    odds.key, odds.odds = odds._key(view, pans), odds_mod.Odds(299, 300)
    assert scene.board.final.hint_pending(view) is None
    odds.odds = odds_mod.Odds(200, 300)
    assert scene.board.final.hint_pending(view) is not None


def _drag(app, start, end) -> None:
    for e in (
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ):
        pygame.event.post(e)
    app.step(1 / 60)


def test_a_piece_dropped_on_a_pan_goes_last_and_the_others_keep_their_places(game_app, final_scene):
    scene, view = final_scene, final_scene.view
    pan = scene.board.final.balance.pan_rect(1).center
    for i in (4, 6):  # two pieces on pan 2, one after the other
        _drag(game_app, scene.board.final.slots(view)[i].center, pan)
    before = scene.board.final.slots(view)
    _drag(game_app, before[0].center, pan)  # an earlier item, dropped last
    pans = scene.board.final.arrangement(view)
    assert [i for i, p in enumerate(pans) if p == 1] == [0, 4, 6]
    after = scene.board.final.slots(view)
    assert after[4] == before[4] and after[6] == before[6]  # the others stay put
    assert after[0].x > after[6].x or after[0].y > after[6].y  # the new one after them


def _drawn(scene) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    scene.board.draw(surface, scene.view)
    return surface


def _pink(scene) -> int:
    """How many of the board's pixels wear the PLAYED mark's pink."""
    from totemgame.ui.hint_glow import PLAYED_COLOUR

    return pygame.mask.from_threshold(_drawn(scene), PLAYED_COLOUR, (1, 1, 1, 255)).count()


def test_a_replays_played_arrangement_is_marked_apart_from_the_hints_ghosts(game_app, final_scene):
    """A replay opened from a review marks the final arrangement played on the Might board:
    each piece is outlined in the review's pink and carries the number of the pan it went on,
    and the tray is tagged PLAYED; the Hint's better arrangement keeps its faded ghosts, and
    the two do not blur (the mark stays where the pieces are drawn, whatever the hint)."""
    from totemgame.games.totemic_might.actions import Arrange
    from totemgame.games.totemic_might.table.final_layout import TRAY
    from totemgame.ui.hint_glow import PLAYED_COLOUR

    scene = final_scene
    n = len(scene.view.final_items)
    assert _pink(scene) == 0  # a game: no move is marked played
    played = Arrange(tuple(i % 3 for i in range(n)))
    scene.played_action = played
    marked = _pink(scene)
    surface = _drawn(scene)
    for r in scene.board.final.slots(scene.view):  # every piece's outline, and its pan's number
        assert surface.get_at((r.centerx, r.top - 3))[:3] == PLAYED_COLOUR
        assert surface.get_at((r.right + 7, r.top + 2))[:3] == PLAYED_COLOUR
    tag = pygame.Rect(TRAY.x, TRAY.bottom - 40, TRAY.w, 40)  # the PLAYED tag inside the tray
    pink = pygame.mask.from_threshold(surface.subsurface(tag), PLAYED_COLOUR, (1, 1, 1, 255))
    assert pink.count() > 200
    better = Arrange(tuple((i + 1) % 3 for i in range(n)))
    scene.hint_action = better
    scene.highlight_action(better)
    assert scene.board.final.hint_pending(scene.view) == better.pans  # the ghosts are drawn
    assert _pink(scene) == marked  # the played mark neither moves nor takes the ghosts' look
    scene.played_action = None
    assert _pink(scene) == 0
