"""Sound effects: a mixer wrapper that falls back to silence, with effects synthesised at run time.

No sound files and no numpy: each effect is a short 16-bit mono buffer built with `array`.
"""

from __future__ import annotations

import array
import math
import os
import random

import pygame

RATE = 22050


def _envelope(n: int, attack: int, decay_rate: float) -> list[float]:
    return [min(i / max(attack, 1), 1.0) * math.exp(-decay_rate * i / RATE) for i in range(n)]


def synth_clack(seconds: float = 0.12) -> array.array:
    """A wooden clack: a damped low tone plus a burst of filtered noise."""
    n = int(RATE * seconds)
    env = _envelope(n, 30, 45.0)
    rnd = random.Random(7)  # fixed: the same clack every run
    out = array.array("h")
    prev = 0.0
    for i in range(n):
        t = i / RATE
        noise = rnd.uniform(-1, 1)
        prev = prev * 0.6 + noise * 0.4  # low-pass: wood, not hiss
        tone = math.sin(2 * math.pi * 320 * t) * 0.6 + math.sin(2 * math.pi * 810 * t) * 0.25
        out.append(int(max(-1.0, min(1.0, (tone + prev * 0.8) * env[i] * 0.7)) * 32767))
    return out


def synth_flick(seconds: float = 0.08) -> array.array:
    """A card flick: a quick high noise swish."""
    n = int(RATE * seconds)
    rnd = random.Random(11)
    out = array.array("h")
    prev = 0.0
    for i in range(n):
        env = math.sin(math.pi * i / n) ** 2
        noise = rnd.uniform(-1, 1)
        hp = noise - prev  # high-pass: paper, not thud
        prev = noise
        out.append(int(hp * env * 0.35 * 32767))
    return out


def synth_chime(seconds: float = 0.9) -> array.array:
    """A soft bell chime: a few inharmonic partials with a long decay."""
    n = int(RATE * seconds)
    env = _envelope(n, 80, 4.5)
    partials = ((880.0, 0.5), (1320.0, 0.25), (2217.0, 0.12), (660.0, 0.2))
    out = array.array("h")
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * f * t) for f, a in partials)
        out.append(int(max(-1.0, min(1.0, v * env[i] * 0.6)) * 32767))
    return out


_SYNTHS = {"clack": synth_clack, "flick": synth_flick, "chime": synth_chime}


class Sound:
    """Plays named effects ('clack', 'flick', 'chime'); silent if there is no audio device."""

    def __init__(self, volume: int = 70, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._tried = False

    def init(self) -> bool:
        """Open the mixer (called after the first frame: audio start-up can be slow)."""
        if self._tried:
            return self.available
        self._tried = True
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return False
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                return False
            channels = init[2]
            for name, synth in _SYNTHS.items():
                samples = synth()
                if channels == 2:
                    stereo = array.array("h")
                    for s in samples:
                        stereo.append(s)
                        stereo.append(s)
                    samples = stereo
                self._sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
            self.available = True
        except (pygame.error, ValueError, OSError):
            self.available = False
        return self.available

    def configure(self, volume: int, muted: bool) -> None:
        """Apply the volume (0-100) and mute settings."""
        self.volume = volume
        self.muted = muted

    def play(self, name: str) -> None:
        """Play an effect now; does nothing when silent, muted or unknown."""
        if not self.available or self.muted or self.volume <= 0:
            return
        snd = self._sounds.get(name)
        if snd is None:
            return
        try:
            snd.set_volume(self.volume / 100)
            snd.play()
        except pygame.error:
            pass
