"""Tweens follow the animation speed setting; sound is silent without a device."""

from __future__ import annotations

from totemgame.ui import anim
from totemgame.ui.sound import Sound, synth_chime, synth_clack, synth_flick


def test_instant_speed_finishes_tweens_on_the_first_update():
    anim.set_speed("instant")
    try:
        tw = anim.Tween(0.0, 10.0, 1.0)
        tw.update(0.0)
        assert tw.done and tw.value == 10.0
    finally:
        anim.set_speed("normal")


def test_slow_speed_stretches_durations():
    anim.set_speed("slow")
    try:
        tw = anim.Tween(0.0, 1.0, 1.0)
        tw.update(1.0)
        assert not tw.done
    finally:
        anim.set_speed("normal")


def test_timeline_plays_steps_in_order():
    anim.set_speed("normal")
    order = []
    tl = anim.Timeline().then(anim.Tween(0, 1, 0.1, on_done=lambda: order.append("a")))
    tl.then(anim.Tween((0, 0), (5, 5), 0.1, on_done=lambda: order.append("b")))
    tl.update(0.11)
    assert order == ["a"] and tl.busy
    tl.update(0.11)
    assert order == ["a", "b"] and not tl.busy


def test_easings_start_at_zero_and_end_at_one():
    for f in (
        anim.linear,
        anim.ease_in_quad,
        anim.ease_out_quad,
        anim.ease_in_out_cubic,
        anim.ease_out_back,
        anim.ease_out_bounce,
    ):
        assert abs(f(0.0)) < 1e-9 and abs(f(1.0) - 1.0) < 1e-9


def test_sound_without_a_device_is_silent_and_harmless():
    snd = Sound(70, False)
    assert snd.init() is False
    snd.play("clack")  # no exception


def test_synthesised_effects_have_the_expected_lengths():
    assert len(synth_clack(0.1)) == 2205
    assert len(synth_flick(0.05)) > 0 and len(synth_chime(0.2)) == 4410
