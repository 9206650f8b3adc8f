"""Totemix through the real scenes: secret bids in pass-and-play, clicking bids and fields."""

from __future__ import annotations

import pygame
import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemix import sheetdraw
from totemgame.games.totemix.content import R
from totemgame.games.totemix.rules import MARK, Mark
from totemgame.games.totemix.scene import SHEET, TotemixScene, rules_picture


@pytest.fixture
def tx_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    a.ai_min_delay = 0.0
    yield a
    a.shutdown()
    pygame.quit()


def _start(app, kinds: list[str], seed: int = 11, mode: str = "apprentice") -> TotemixScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totemix", {"mode": mode}, seats, seed))
    assert isinstance(scene, TotemixScene)
    return scene


def _wait_to_act(app, scene, frames: int = 3000) -> None:
    for _ in range(frames):
        if scene.can_act and app.top is scene:
            return
        app.step(1 / 60)
    raise AssertionError("the human never got to act")


def test_pass_and_play_never_shows_another_players_pending_bid(tx_app):
    scene = _start(tx_app, ["human", "human", "human"])
    state = scene.match.state
    handoffs = bids = 0
    for _ in range(3000):
        tx_app.step(1 / 60)
        top = tx_app.top
        if type(top).__name__ == "HandoffScene":
            handoffs += 1
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            tx_app.click(button.rect.center)
            continue
        if top is not scene or not scene.can_act:
            continue
        view = scene.view
        # The table shows exactly the acting seat's view, which holds only its own bid.
        assert view.seat == scene.controller.human_to_move()
        assert view == state.view(view.seat)
        if view.phase == "bid":
            assert view.own_bid == state.p[view.seat].bid
        if view.phase == "bid":
            scene.bid_value = 1 + view.seat
            scene.bid_button.click()
            bids += 1
        else:
            scene.done_button.click() if scene.done_button.enabled else scene.auto_button.click()
        if bids >= 6:
            break
    assert bids >= 6 and handoffs >= bids - 1


def test_bidding_with_plus_minus_and_the_bid_button(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    for _ in range(3):
        tx_app.click(scene.plus.rect.center)
        tx_app.step(1 / 60)
    tx_app.click(scene.minus.rect.center)
    tx_app.step(1 / 60)
    assert scene.bid_value == 2
    tx_app.click(scene.bid_button.rect.center)
    tx_app.step(1 / 60)
    human = [a for seat, a in scene.match.record.actions if seat == 0]
    assert human == [{"kind": "bid", "amount": 2}]


def _key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)


def _through_handoffs(app, scene) -> None:
    """Step (clicking through hand-off screens) until a human may act at the table."""
    for _ in range(3000):
        app.step(1 / 60)
        top = app.top
        if type(top).__name__ == "HandoffScene":
            labels = ("I am", "To the table")
            button = next(w for w in top.ui.widgets if getattr(w, "label", "").startswith(labels))
            app.click(button.rect.center)
        elif top is scene and scene.can_act:
            return
    raise AssertionError("no human got to act")


def test_the_next_player_never_sees_the_bid_dialled_by_the_last(tx_app):
    scene = _start(tx_app, ["human", "human", "ai:easy"], seed=3)
    _through_handoffs(tx_app, scene)
    first = scene.view.seat
    for _ in range(3):
        _key(tx_app, pygame.K_UP)  # the arrows dial the bid, as the tips say
    assert scene.bid_value == 3
    _key(tx_app, pygame.K_RETURN)  # and Enter bids
    assert [a for s, a in scene.match.record.actions if s == first] == [
        {"kind": "bid", "amount": 3}
    ]
    _through_handoffs(tx_app, scene)
    assert scene.view.seat != first
    assert scene.bid_value == 0 and scene.bid_button.label == "Bid 0 crystals"
    assert scene.ui.focused is None


def _bid_until_marking(app, scene) -> None:
    """Bid 0 until an auction leaves the human something to mark."""
    for _ in range(6000):
        app.step(1 / 60)
        if scene.can_act and scene.view.phase == MARK and scene._tray_rects(scene.view):
            return
        if scene.can_act and scene.view.phase != MARK:
            scene.bid_button.click()
    raise AssertionError("never had anything to mark")


def test_click_a_resource_then_a_glowing_field_marks_it_and_undo_takes_it_back(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    view = scene.view
    assert view.phase == MARK
    res, rect = scene._tray_rects(view)[0]
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    assert scene.selected == res
    targets = scene._marks_targets(res)
    f = sorted(targets)[0]
    box_fields = dict(fr for box in sheetdraw.layout(view.mode, *SHEET) for fr in box.fields)
    before = scene.view.seats[0].pending[R[res]]
    tx_app.click(box_fields[f].center)
    tx_app.step(1 / 60)
    mine = [a for seat, a in scene.match.record.actions if seat == 0]  # AIs mark meanwhile
    assert mine[-1] == Mark(res, f).to_json()
    assert scene.view.seats[0].marks[f]
    assert scene.view.seats[0].pending[R[res]] == before - 1
    tx_app.click(scene.undo_place.rect.center)
    tx_app.step(1 / 60)
    assert not scene.view.seats[0].marks[f]
    tx_app.click(scene.done_button.rect.center)
    tx_app.step(1 / 60)
    assert 0 not in scene.match.to_move() or scene.view.phase != MARK


def test_clicking_a_closed_field_says_why(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    view = scene.view
    res, rect = scene._tray_rects(view)[0]
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    targets = scene._marks_targets(res)
    boxes = sheetdraw.layout(view.mode, *SHEET)
    closed = next(fr for box in boxes for fr in box.fields if fr[0] not in targets)
    ply = scene.match.ply
    tx_app.click(closed[1].center)
    tx_app.step(1 / 60)
    assert scene.match.ply == ply
    assert scene.banners.banners


@pytest.mark.parametrize("key", ["card", "apprentice", "master", "pole"])
def test_rules_pictures_draw(tx_app, key):
    assert rules_picture(key, 640) is not None


@pytest.mark.slow
def test_selftest_plays_totemix_through_the_real_scenes():
    from totemgame.ui.selftest import run_selftest

    assert run_selftest("totemix", use_process=False) == 0
