"""Tweens and timelines with easing functions; durations scale with the animation_speed setting."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

Easing = Callable[[float], float]

# Multipliers on durations: 'instant' makes every tween finish on its first update.
SPEED_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: good for pieces landing."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def pulse(time_s: float, period: float = 1.2) -> float:
    """0..1..0 repeating; for glows and thinking indicators."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time_s / period)


class _Speed:
    """The global animation speed (set from settings by the App)."""

    scale = 1.0
    running = False  # a tween advanced and is not finished, since the last `take_running()`


def take_running() -> bool:
    """Whether any tween advanced without finishing since the last call (then forgotten). The
    App asks once a frame: while one runs, every frame is drawn, whatever the scenes say."""
    running, _Speed.running = _Speed.running, False
    return running


def set_speed(name: str) -> None:
    """Apply the animation_speed setting ('slow', 'normal', 'fast', 'instant')."""
    _Speed.scale = SPEED_SCALE.get(name, 1.0)


def speed_scale() -> float:
    return _Speed.scale


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


# What a tween moves: a number, or a tuple of numbers (a position, a colour).
T = TypeVar("T", float, tuple[float, ...])


@dataclass
class Tween(Generic[T]):
    """A value going from `start` to `end` over `duration` seconds (scaled by the speed setting).

    Values may be numbers or tuples of numbers (positions, colours).
    """

    start: T
    end: T
    duration: float
    easing: Easing = ease_in_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    _scale: float = field(default_factory=speed_scale)
    _fired: bool = False

    @property
    def done(self) -> bool:
        return self.elapsed >= (self.delay + self.duration) * self._scale

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if not self.done:
            _Speed.running = True
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    def progress(self) -> float:
        """Eased progress 0..1 (after the delay)."""
        total = self.duration * self._scale
        if total <= 0:
            return 1.0 if self.elapsed >= self.delay * self._scale else 0.0
        t = (self.elapsed - self.delay * self._scale) / total
        return self.easing(min(max(t, 0.0), 1.0))

    @property
    def value(self) -> T:
        p = self.progress()
        if isinstance(self.start, tuple):
            return tuple(lerp(a, b, p) for a, b in zip(self.start, self.end, strict=True))
        return lerp(self.start, self.end, p)


SomeTween = Tween[float] | Tween[tuple[float, ...]]


class Timeline:
    """A queue of tweens played one after another (or together with `parallel`)."""

    def __init__(self) -> None:
        self._steps: list[list[SomeTween]] = []

    def then(self, *tweens: SomeTween) -> Timeline:
        """Add a step; all tweens of a step run together."""
        self._steps.append(list(tweens))
        return self

    def parallel(self, *tweens: SomeTween) -> Timeline:
        """Add tweens to the last step (or start one)."""
        if not self._steps:
            self._steps.append([])
        self._steps[-1].extend(tweens)
        return self

    @property
    def current(self) -> list[SomeTween]:
        return self._steps[0] if self._steps else []

    @property
    def busy(self) -> bool:
        return bool(self._steps)

    def update(self, dt: float) -> None:
        while self._steps:
            step = self._steps[0]
            for tw in step:
                tw.update(dt)
            if all(tw.done for tw in step):
                self._steps.pop(0)
                dt = 0.0  # the next step starts fresh this frame
                continue
            break

    def clear(self) -> None:
        self._steps.clear()
