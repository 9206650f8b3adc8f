"""Sound effects: a mixer wrapper that falls back to silence, with effects synthesised at run time.

No sound files and no numpy: each effect is a short 16-bit mono buffer built with `array`.
Synthesis takes a few hundred milliseconds of pure Python, so it runs in a background thread
started after the first frame (the menu appears at once; effects are ready moments later, and
an effect asked for before then is simply not heard).

Effects (`EFFECTS`): clack (wooden piece), flick (light card / pencil), card (a card slapped
down), coins (crystals, bids), tip (a balance scale tipping), dice (a rattle), shuffle (a deck
riffled), chime (a round or phase ends), win (a human won), thud (a move refused).
"""

from __future__ import annotations

import array
import cmath
import math
import os
import random
import threading
from collections.abc import Callable, Sequence

import pygame

RATE = 22050
Partial = tuple[float, float, float]  # frequency (Hz), amplitude, decay rate (1/s)


# -- building blocks ----------------------------------------------------------------------
def _blank(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _ring(buf: list[float], start: float, partials: Sequence[Partial], length: float) -> None:
    """Add decaying sine partials at `start` seconds. A complex rotation per sample is much
    cheaper than math.sin in pure Python (about 4x), which keeps start-up synthesis short."""
    i0 = int(start * RATE)
    n = min(int(length * RATE), len(buf) - i0)
    for freq, amp, decay in partials:
        z = complex(0.0, amp)
        w = cmath.exp(complex(-decay / RATE, 2 * math.pi * freq / RATE))
        for i in range(i0, i0 + n):
            buf[i] += z.real
            z *= w


def _noise(
    buf: list[float],
    start: float,
    length: float,
    amp: float,
    decay: float,
    smooth: float,
    seed: int,
    attack: float = 0.002,
) -> None:
    """Add a noise burst: `smooth` 0 = bright hiss (high-passed), near 1 = dull thump."""
    rnd = random.Random(seed)  # fixed seeds: the same sound every run
    i0 = int(start * RATE)
    n = min(int(length * RATE), len(buf) - i0)
    att = max(1, int(attack * RATE))
    k = math.exp(-decay / RATE)
    env = amp
    lp = prev = 0.0
    for j in range(n):
        x = rnd.uniform(-1.0, 1.0)
        lp = lp * smooth + x * (1.0 - smooth)
        v = lp if smooth > 0 else x - prev
        prev = x
        buf[i0 + j] += v * env * min(1.0, j / att)
        env *= k


def _pcm(buf: list[float], gain: float = 1.0) -> array.array[int]:
    """Float samples to 16-bit PCM, with a short fade-out so no effect ends in a click."""
    out = array.array("h", bytes(2 * len(buf)))
    fade = min(len(buf), int(0.01 * RATE))
    tail = len(buf) - fade
    for i, v in enumerate(buf):
        if i >= tail:
            v *= (len(buf) - i) / fade
        v *= gain
        out[i] = int(32767 * (1.0 if v > 1.0 else -1.0 if v < -1.0 else v))
    return out


# -- the effects ---------------------------------------------------------------------------
def synth_clack(seconds: float = 0.12) -> array.array[int]:
    """A wooden clack: a damped low tone plus a burst of filtered noise."""
    buf = _blank(seconds)
    _ring(buf, 0.0, ((320, 0.42, 45), (810, 0.18, 60)), seconds)
    _noise(buf, 0.0, seconds, 0.5, 50, 0.6, 7)
    return _pcm(buf)


def synth_flick(seconds: float = 0.08) -> array.array[int]:
    """A card flick: a quick high noise swish."""
    buf = _blank(seconds)
    rnd = random.Random(11)
    prev = 0.0
    n = len(buf)
    for i in range(n):
        x = rnd.uniform(-1, 1)
        buf[i] = (x - prev) * 0.35 * math.sin(math.pi * i / n) ** 2  # high-pass: paper
        prev = x
    return _pcm(buf)


def synth_card(seconds: float = 0.11) -> array.array[int]:
    """A card played: a papery slap on a soft low thump."""
    buf = _blank(seconds)
    _noise(buf, 0.0, seconds, 0.55, 55, 0.0, 13)
    _noise(buf, 0.0, seconds, 0.35, 70, 0.85, 17)
    _ring(buf, 0.0, ((150, 0.3, 60),), seconds)
    return _pcm(buf, 0.8)


def synth_coins(seconds: float = 0.4) -> array.array[int]:
    """Coins or crystals: three bright metallic clinks, one after another."""
    buf = _blank(seconds)
    for k, (t, a) in enumerate(((0.0, 0.4), (0.07, 0.3), (0.15, 0.22))):
        f = 2400 + 230 * k
        _ring(buf, t, ((f, a, 22), (f * 1.34, a * 0.6, 30), (f * 1.78, a * 0.35, 40)), 0.25)
        _noise(buf, t, 0.01, 0.25, 300, 0.0, 23 + k)
    return _pcm(buf, 0.9)


def synth_tip(seconds: float = 0.5) -> array.array[int]:
    """A balance scale tipping: a creak gliding down, then a wooden thunk as it lands."""
    buf = _blank(seconds)
    n = int(0.3 * RATE)
    phase = 0.0
    for i in range(n):
        f = 210 - 90 * i / n
        phase += f / RATE
        saw = 2.0 * (phase % 1.0) - 1.0
        wobble = 0.6 + 0.4 * math.sin(2 * math.pi * 23 * i / RATE)
        buf[i] += saw * 0.12 * wobble * math.sin(math.pi * i / n)
    _ring(buf, 0.3, ((180, 0.5, 30), (430, 0.2, 45)), 0.2)
    _noise(buf, 0.3, 0.2, 0.4, 40, 0.7, 29)
    return _pcm(buf)


def synth_dice(seconds: float = 0.45) -> array.array[int]:
    """Dice: a rattle of small wooden knocks, closer together, then a last one."""
    buf = _blank(seconds)
    rnd = random.Random(31)
    t = 0.0
    for k in range(6):
        f = rnd.uniform(1100, 1700)
        _ring(buf, t, ((f, 0.3, 90), (f * 1.5, 0.12, 120)), 0.06)
        _noise(buf, t, 0.03, 0.3, 150, 0.3, 37 + k)
        t += 0.09 - 0.012 * k
    return _pcm(buf)


def synth_shuffle(seconds: float = 0.5) -> array.array[int]:
    """A deck shuffled: a riffle of quick paper flicks."""
    buf = _blank(seconds)
    for k in range(9):
        _noise(buf, 0.02 + k * 0.05, 0.05, 0.28, 60, 0.0, 41 + k, attack=0.006)
    return _pcm(buf)


def synth_chime(seconds: float = 0.9) -> array.array[int]:
    """A soft bell chime: a few inharmonic partials with a long decay."""
    buf = _blank(seconds)
    partials = ((880.0, 0.3, 4.5), (1320.0, 0.15, 5.5), (2217.0, 0.07, 8), (660.0, 0.12, 4))
    _ring(buf, 0.0, partials, seconds)
    return _pcm(buf)


def synth_win(seconds: float = 1.1) -> array.array[int]:
    """A win: a rising bell arpeggio (C, E, G, C)."""
    buf = _blank(seconds)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        t = k * 0.12
        _ring(buf, t, ((f, 0.22, 4), (f * 2, 0.08, 7), (f * 3.01, 0.03, 10)), seconds - t)
    return _pcm(buf)


def synth_thud(seconds: float = 0.16) -> array.array[int]:
    """A refused move: a soft, low double knock."""
    buf = _blank(seconds)
    _ring(buf, 0.0, ((110, 0.45, 40),), 0.08)
    _ring(buf, 0.07, ((98, 0.4, 40),), 0.09)
    return _pcm(buf)


EFFECTS: dict[str, Callable[[], array.array[int]]] = {
    "clack": synth_clack,
    "flick": synth_flick,
    "card": synth_card,
    "coins": synth_coins,
    "tip": synth_tip,
    "dice": synth_dice,
    "shuffle": synth_shuffle,
    "chime": synth_chime,
    "win": synth_win,
    "thud": synth_thud,
}


def build_effects(channels: int = 1) -> dict[str, bytes]:
    """Every effect as raw 16-bit PCM for a mixer with `channels` channels."""
    out = {}
    for name, synth in EFFECTS.items():
        samples = synth()
        if channels == 2:
            stereo = array.array("h", bytes(4 * len(samples)))
            stereo[0::2] = samples
            stereo[1::2] = samples
            samples = stereo
        out[name] = samples.tobytes()
    return out


class Sound:
    """Plays named effects (see EFFECTS); silent if there is no audio device."""

    def __init__(self, volume: int = 70, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._tried = False
        self._thread: threading.Thread | None = None
        self.played: list[str] = []  # names asked for while audible (tests check the choices)

    def init(self, background: bool = True) -> bool:
        """Open the mixer (called after the first frame: audio start-up can be slow) and
        synthesise the effects, in a background thread unless `background` is False.
        Returns whether a device is open (the effects follow shortly)."""
        if self._tried:
            return self._thread is not None or self.available
        self._tried = True
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return False
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
        except (pygame.error, ValueError, OSError):
            return False
        if not init:
            return False
        if background:
            self._thread = threading.Thread(
                target=self._load, args=(init[2],), name="sound", daemon=True
            )
            self._thread.start()
            return True
        self._load(init[2])
        return self.available

    def _load(self, channels: int) -> None:
        try:
            for name, raw in build_effects(channels).items():
                self._sounds[name] = pygame.mixer.Sound(buffer=raw)
            self.available = True
        except (pygame.error, ValueError, OSError):
            self.available = False

    def configure(self, volume: int, muted: bool) -> None:
        """Apply the volume (0-100) and mute settings."""
        self.volume = volume
        self.muted = muted

    def audible(self) -> bool:
        return not self.muted and self.volume > 0

    def play(self, name: str) -> None:
        """Play an effect now; does nothing when silent, muted, unknown or not yet ready."""
        if not self.audible() or name not in EFFECTS:
            return
        self.played.append(name)
        del self.played[:-20]
        snd = self._sounds.get(name) if self.available else None
        if snd is None:
            return
        try:
            snd.set_volume(self.volume / 100)
            snd.play()
        except pygame.error:
            pass
