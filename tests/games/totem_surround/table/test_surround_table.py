"""Totem Surround through the real scenes: two clicks per turn, the value picker, undo, hotseat."""

from __future__ import annotations

import pygame
import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table.board import SurroundBoard
from totemgame.games.totem_surround.table.layout import pick_rect, square_centre
from totemgame.ui.table import TableScene


@pytest.fixture
def ts_app(game_app):
    return game_app


def _start(app, kinds: list[str], seed: int = 11) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totem-surround", {}, seats, seed))
    assert isinstance(scene, TableScene) and isinstance(scene.board, SurroundBoard)
    return scene


def _wait_turn(app, scene) -> None:
    for _ in range(2000):
        if scene.can_act:
            return
        app.step(1 / 60)
    raise AssertionError("the human never got the turn")


def _click(app, pos) -> None:
    app.click(pos)
    app.step(1 / 60)
    app.step(1 / 60)


def test_a_turn_is_two_clicks_a_destination_then_a_square(ts_app):
    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    up = geometry().square_at(2, 3)
    _click(ts_app, square_centre(up))
    assert scene.view.totem == up and scene.view.phase.value == "place"
    _wait_turn(ts_app, scene)
    _click(ts_app, pick_rect(1).center)  # the value picker: a 2
    above = geometry().square_at(1, 3)
    _click(ts_app, square_centre(above))
    mine = [a for seat, a in scene.session.match.record.actions if seat == 0]
    assert mine == [
        {"kind": "move", "to": up},
        {"kind": "place", "square": above, "value": 2},
    ]


def test_the_board_offers_exactly_the_moves_the_session_gives(ts_app, monkeypatch):
    """The board does not work legality out itself: its glowing destinations, the click it
    turns into a move and the tutorial's places all follow the session's legal moves."""
    from totemgame.games.totem_surround.actions import MoveTotem

    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    board = scene.board
    assert isinstance(board, SurroundBoard)
    legal = scene.session.legal_actions()
    assert len(legal) > 1 and all(isinstance(a, MoveTotem) for a in legal)
    kept, dropped = legal[0], legal[1]
    monkeypatch.setattr(type(scene.session), "legal_actions", lambda self: [kept])
    board._key = ()  # a fresh look at the position
    ts_app.step(1 / 60)
    assert list(board._moves) == [kept.to]
    assert board.element_for(scene.view, dropped) is None
    assert board.element_for(scene.view, kept) is not None
    before = scene.view
    _click(ts_app, square_centre(dropped.to))
    assert scene.view == before  # not offered: the click plays nothing


def test_hovering_a_legal_square_previews_the_sums_around_the_totem(ts_app):
    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    up = geometry().square_at(2, 3)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=square_centre(up), rel=(0, 0), buttons=(0, 0, 0))
    )
    ts_app.step(1 / 60)
    sums, note = scene.board._preview(scene.view)
    assert sums == (0, 0) and note == f"if the totem goes to {geometry().label(up)}"
    far = geometry().square_at(0, 2)
    scene.board.hover = far
    assert scene.board._preview(scene.view) is None  # not a legal destination: no preview


def test_keys_1_to_4_pick_the_value(ts_app):
    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    ts_app.step(1 / 60)
    assert scene.board.value == 3


def test_a_square_the_totem_cannot_reach_changes_nothing_and_says_why(ts_app):
    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    far = geometry().square_at(0, 2)
    _click(ts_app, square_centre(far))
    assert scene.session.match.ply == 0
    assert any("own pieces" in b.text for b in scene.banners.banners)


def test_a_wrong_square_for_the_piece_says_what_is_wrong_with_it(ts_app):
    scene = _start(ts_app, ["human", "human"])
    geo = geometry()
    up, above = geo.square_at(2, 3), geo.square_at(1, 3)
    for sq in (up, above):  # White: the totem to d5, a piece on d6; Red: the totem back
        _click(ts_app, square_centre(sq))
    _click(ts_app, square_centre(geo.centre))
    _click(ts_app, square_centre(geo.square_at(4, 3)))  # Red's piece below the totem
    assert scene.session.match.ply == 4
    _click(ts_app, square_centre(above))  # the totem cannot land on a piece
    said = [b.text for b in scene.banners.banners]
    assert said[-1] == "A piece stands there: the totem only lands on an empty square."
    _click(ts_app, square_centre(geo.square_at(3, 4)))
    assert scene.view.phase.value == "place"
    for sq, words in (
        (geo.square_at(4, 3), "That square is taken"),
        (scene.view.totem, "That square is taken"),  # the totem's own
        (geo.square_at(0, 2), "Too far from the totem"),
    ):
        _click(ts_app, square_centre(sq))
        assert scene.session.match.ply == 5
        assert scene.banners.banners[-1].text.startswith(words), sq


def test_undo_against_the_ai_takes_back_the_last_step(ts_app):
    scene = _start(ts_app, ["human", "ai:random"])
    _wait_turn(ts_app, scene)
    up = geometry().square_at(2, 3)
    _click(ts_app, square_centre(up))
    _wait_turn(ts_app, scene)
    assert scene.session.match.ply == 1
    scene.board.hover = scene.board._places[0]  # the pointer was on a square, then went to Undo
    assert scene.board._preview(scene.view) is not None
    scene.undo()
    ts_app.step(1 / 60)
    assert scene.session.match.ply == 0 and scene.view.totem == geometry().centre
    assert (
        scene.board.hover is None and scene.board._preview(scene.view) is None
    )  # no ghost is left


def test_two_humans_share_the_screen_without_hand_offs(ts_app):
    """Perfect information: the table simply shows whoever is to move."""
    scene = _start(ts_app, ["human", "human"])
    turns = 0
    for _ in range(600):
        ts_app.step(1 / 60)
        assert type(ts_app.top).__name__ != "HandoffScene"
        if scene.session.match.is_over() or turns >= 12:
            break
        if scene.can_act:
            assert scene.view.seat == scene.view.turn
            scene.submit(scene.legal_actions()[0])
            turns += 1
    assert turns >= 12 or scene.session.match.is_over()


def test_two_humans_may_take_back_the_last_move_and_each_starts_on_the_lowest_piece(ts_app):
    scene = _start(ts_app, ["human", "human"])
    _wait_turn(ts_app, scene)
    assert scene.board.value == 1  # a careless click never spends a 4
    _click(ts_app, pick_rect(3).center)
    assert scene.board.value == 4
    up = geometry().square_at(2, 3)
    _click(ts_app, square_centre(up))
    assert scene.session.match.ply == 1 and scene.undo_button.visible
    scene.undo()  # White takes back the totem move before placing
    ts_app.step(1 / 60)
    assert scene.session.match.ply == 0 and scene.view.totem == geometry().centre
    _click(ts_app, square_centre(up))
    _wait_turn(ts_app, scene)
    _click(ts_app, square_centre(geometry().square_at(1, 3)))  # White places its 4
    _wait_turn(ts_app, scene)
    assert scene.view.turn == 1 and scene.board.value == 1  # Red's picker starts on its own 1


def test_the_final_board_stays_until_the_player_asks_for_the_results(ts_app, monkeypatch):
    scene = _start(ts_app, ["human", "ai:random"])
    for _ in range(20000):
        ts_app.step(1 / 60)
        if scene.session.match.is_over():
            break
        if scene.can_act:
            scene.submit(scene.legal_actions()[0])
    assert scene.session.match.is_over()
    for _ in range(300):  # five seconds: no jump to the results
        ts_app.step(1 / 60)
    assert ts_app.top is scene and scene.hint_button.label == "Results"
    from totemgame.ui import theme

    said: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(
        theme,
        "blit_text",
        lambda surf, text, *a, **k: said.append(text) or real(surf, text, *a, **k),
    )
    _click(ts_app, scene.hint_button.rect.center)
    assert type(ts_app.top).__name__ == "ResultsScene"
    for _ in range(240):  # the chart grows in, then holds
        ts_app.step(1 / 60)
    # A move is a whole turn (the totem, then a piece): half as many as the actions.
    turns = len(scene.session.match.record.actions) // 2
    assert f"{turns} moves played" in said


@pytest.mark.slow
def test_selftest_plays_totem_surround_through_the_real_scenes():
    from totemgame.ui.harness.selftest import run_selftest

    assert run_selftest("totem-surround", use_process=False) == 0
