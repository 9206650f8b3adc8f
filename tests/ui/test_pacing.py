"""Frame pacing: a static screen sleeps on the event queue, anything moving gets every frame."""

from __future__ import annotations

import time

import pygame
import pytest
from helpers import record, run_until

from totemgame.ui import pacing
from totemgame.ui.widgets.banner import FADE_IN, FADE_OUT, BannerStack
from totemgame.ui.widgets.tooltip import DELAY, TooltipManager


def test_soonest_keeps_the_earliest_known_wait():
    assert pacing.soonest(None, None) is None
    assert pacing.soonest(None, 2.0, 0.5) == 0.5
    assert pacing.soonest(-1.0, None) == 0.0


def test_banners_report_their_fades_and_the_wait_between():
    banners = BannerStack()
    assert banners.next_change_in() is None
    banners.show("hello", seconds=3.0)
    assert banners.next_change_in() == 0.0  # fading in
    banners.update(FADE_IN + 0.05)
    assert banners.next_change_in() == pytest.approx(3.0 - FADE_OUT - FADE_IN - 0.05)
    banners.update(3.0 - FADE_OUT - FADE_IN)
    assert banners.next_change_in() == 0.0  # fading out
    banners.update(1.0)
    assert banners.next_change_in() is None


def test_a_tooltip_reports_when_its_note_appears():
    tips = TooltipManager()
    assert tips.next_change_in() is None
    tips.hover("key", "a note", (10, 10))
    tips.update(0.1)
    assert tips.next_change_in() == pytest.approx(DELAY - 0.1)
    tips.update(DELAY)
    assert tips.visible and tips.next_change_in() is None


def test_the_title_rests_once_checked_unless_its_torches_burn(app):
    app.run_frames(3)  # Continue is checked on the second frame
    app.pacer.decor_seconds = 0.0
    app.run_frames(1)
    assert app.next_frame_in is None
    app.pacer.decor_seconds = 60.0
    app.run_frames(1)
    assert app.next_frame_in == pytest.approx(1 / pacing.DECOR_FPS)


def test_a_table_wants_every_frame_while_an_ai_moves_and_rests_on_the_humans_turn(app):
    from totemgame.ui.table_factory import start_game

    app.pacer.decor_seconds = 0.0
    app.ai_min_delay = 0.3
    table = start_game(app, record(["ai:random", "human"]))
    app.run_frames(1)
    assert not table.session.human_to_move()
    assert app.next_frame_in == 0.0  # the AI's turn: thinking dots, its move lands when due
    run_until(app, lambda: table.can_act and not table.banners.banners)
    app.run_frames(1)
    assert app.next_frame_in is None  # the human's turn: nothing moves until they do
    table.show_message("A message")
    app.run_frames(1)
    assert app.next_frame_in == 0.0  # the banner fades in
    app.run_frames(30)
    assert 0.0 < app.next_frame_in < 3.5  # then waits for its fade-out


def test_the_pacer_sleeps_until_input_and_answers_it_at_once(app, monkeypatch):
    monkeypatch.setattr(pacing, "IDLE_REFRESH", 5.0)
    pacer = pacing.FramePacer()
    pacer.busy = 0
    pygame.event.clear()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    pygame.event.post(event)
    start = time.monotonic()
    dt, events = pacer.next_frame(None)
    assert time.monotonic() - start < 2.0  # not the 5 s idle refresh
    assert [e.type for e in events] == [pygame.KEYDOWN]
    assert pacer.sleeps == 1 and pacer.busy == pacing.ACTIVE_FRAMES  # input: full rate again
    assert 0.0 <= dt <= pacing.MAX_DT


def test_the_pacer_wakes_for_a_timer_and_the_frame_covers_the_sleep(app, monkeypatch):
    pacer = pacing.FramePacer()
    pacer.busy = 0
    pygame.event.clear()
    dt, events = pacer.next_frame(0.25)
    assert events == [] and pacer.sleeps == 1
    assert dt >= 0.2  # the scene's timers advance by the time slept, not one frame


def test_an_animation_keeps_full_rate_and_a_tail_after_it(app):
    pacer = pacing.FramePacer()
    pacer.busy = 0
    pygame.event.clear()
    pacer.next_frame(0.0)
    assert pacer.sleeps == 0 and pacer.busy == pacing.ACTIVE_FRAMES - 1


def test_the_real_loop_draws_a_static_screen_only_now_and_then(app, monkeypatch):
    monkeypatch.setattr(pacing, "ACTIVE_FRAMES", 3)
    monkeypatch.setattr(pacing, "IDLE_REFRESH", 0.2)
    app.pacer.wake()
    app.pacer.decor_seconds = 0.0
    app.run_frames(3)  # the title checks Continue
    frames = app.frame
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 1200, loops=1)  # the close button, in 1.2 s
    app.run()
    # At 60 frames a second 1.2 s would be 72 frames; resting, a few plus a refresh each 0.2 s.
    assert app.pacer.sleeps >= 2
    assert app.frame - frames < 30


def test_any_running_tween_keeps_every_frame_whatever_the_scene_says(app):
    from totemgame.ui import anim

    app.run_frames(3)
    app.pacer.decor_seconds = 0.0
    tween = anim.Tween(0.0, 1.0, 0.5, _scale=1.0)  # the fixture plays animations instantly
    title_update = app.top.update

    def update(dt: float) -> None:  # a scene animating something it never reports
        title_update(dt)
        tween.update(dt)

    app.top.update = update
    app.run_frames(1)
    assert app.next_frame_in == 0.0
    app.run_frames(40)  # the tween ends (its last update finishes it)
    assert tween.done
    app.run_frames(1)
    assert app.next_frame_in is None
    assert not anim.take_running()


@pytest.fixture
def real_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    a.ai_min_delay = 0.0
    a.pacer.decor_seconds = 0.0
    yield a
    a.shutdown()
    pygame.quit()


def test_a_round_summary_waiting_for_the_human_rests_until_closed(real_app):
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "P0", 0), SeatInfo("ai:random", "P1", 1)]
    scene = start_game(real_app, GameRecord("tiki-topple", {}, seats, 11))
    for _ in range(6000):
        real_app.step(1 / 60)
        if scene.board.summary is not None and not (scene.board.moves or scene.board.leaving):
            break
        if scene.can_act:
            scene.submit(scene.legal_actions()[0])
    assert scene.board.summary is not None, "no round ended"
    assert scene.is_animating()  # the AI waits for the human to close it...
    real_app.step(1 / 60)
    assert real_app.next_frame_in is None  # ...and nothing moves meanwhile
    real_app.step(1 / 60, real_app.click_events(scene.board.summary_button.rect.center))
    assert scene.board.summary is None
