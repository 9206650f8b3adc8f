"""Sound: synthesised effects, volume and mute (settings and the M key), silence without a
device, and each game's choice of effects."""

from __future__ import annotations

import array
import time

import pygame
import pytest
import tomllib
from helpers import record

from totemgame import games, paths
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.ui import sound
from totemgame.ui.table_factory import start_game

REAL_GAMES = ("tiki-topple", "totemix", "totem-village", "totem-surround")


@pytest.mark.parametrize("name", sorted(sound.EFFECTS))
def test_every_effect_is_short_audible_and_ends_quietly(name):
    samples = sound.EFFECTS[name]()
    assert isinstance(samples, array.array) and samples.typecode == "h"
    seconds = len(samples) / sound.RATE
    assert 0.05 <= seconds <= 1.5
    peak = max(abs(s) for s in samples)
    assert 3000 < peak <= 32767  # heard, and scaled into 16 bits
    assert abs(samples[-1]) < 200  # faded out: no click at the end


def test_the_wanted_effects_exist():
    for name in ("card", "clack", "coins", "tip", "dice", "shuffle", "win", "chime"):
        assert name in sound.EFFECTS


def test_synthesis_is_quick_enough_for_a_background_start():
    started = time.perf_counter()
    raw = sound.build_effects(channels=2)
    elapsed = time.perf_counter() - started
    assert set(raw) == set(sound.EFFECTS)
    assert len(raw["clack"]) == 4 * len(sound.synth_clack())  # stereo, 16 bits
    assert elapsed < 2.0  # ~0.15 s on an idle machine; generous for a shared one


def wait_ready(snd: sound.Sound, timeout: float) -> bool:
    """Wait for the background synthesis; whether the sound is available."""
    if snd._thread is not None:
        snd._thread.join(timeout)
    return snd.available


def test_without_a_device_sound_is_silent_and_harmless():
    snd = sound.Sound(70, False)
    assert snd.init() is False  # the tests run with SDL_AUDIODRIVER=dummy
    assert wait_ready(snd, 0.1) is False
    snd.play("clack")
    snd.play("no-such-effect")
    assert snd.played == ["clack"]


def test_muted_or_zero_volume_plays_nothing():
    snd = sound.Sound(70, True)
    snd.play("clack")
    snd.configure(0, False)
    snd.play("clack")
    assert snd.played == []
    snd.configure(40, False)
    snd.play("coins")
    assert snd.played == ["coins"]


def test_a_failing_mixer_leaves_the_app_silent(monkeypatch):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    snd = sound.Sound(70, False)
    assert snd.init() is False
    snd.play("win")  # no exception


def test_m_at_the_table_mutes_and_is_remembered(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    assert not app.settings.muted
    app.key(pygame.K_m)
    app.run_frames(1)
    assert app.settings.muted and app.sound.muted
    saved = tomllib.loads(paths.settings_path().read_text())
    assert saved["muted"] is True
    assert any("Sound off" in t for t in table.banners.texts())
    app.key(pygame.K_m)
    app.run_frames(1)
    assert not app.sound.muted


def test_the_settings_screen_has_volume_and_mute(app):
    from totemgame.ui.scenes.settings_screen import SettingsScene
    from totemgame.ui.widgets.slider import Slider
    from totemgame.ui.widgets.toggle import Toggle

    scene = SettingsScene(app)
    app.push(scene)
    app.run_frames(1)
    widgets = scene.ui.widgets
    assert any(isinstance(w, Slider) and "volume" in w.label.lower() for w in widgets)
    assert any(isinstance(w, Toggle) and w.label.startswith("Mute") for w in widgets)


def test_an_illegal_move_thuds_and_a_move_sounds(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    move = table.legal_actions()[0]
    assert table.submit(move)
    assert app.sound.played[-1] == "clack"  # the test game keeps the default
    assert not table.submit(move)  # the AI's turn now: refused
    assert app.sound.played[-1] == "thud"


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_each_game_picks_known_and_varied_effects(real_app, game_id):
    """A whole random game through the game's own move_sound: every choice is a real effect
    and the game uses more than one kind of sound."""
    seats = [SeatInfo("ai:random", "A", 0), SeatInfo("ai:random", "B", 1)]
    table = start_game(real_app, GameRecord(game_id, {}, seats, 9))
    state = games.get(game_id).new_game(2, {}, 9)
    rng = Rng(9)
    chosen = set()
    for _ in range(3000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        events = state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        name = table.move_sound([e for e in events if e.visible(None)])
        assert name is None or name in sound.EFFECTS
        chosen.add(name)
    assert len(chosen - {None}) >= 2, chosen


@pytest.fixture
def real_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(settings=Settings(animation_speed="instant"), ai_worker=AiWorker(use_process=False))
    yield a
    a.shutdown()
    pygame.quit()
