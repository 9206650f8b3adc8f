"""Seeded randomness owned by a state or an agent; never the global `random` module."""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """A seeded random source that clones cheaply with its owner."""

    __slots__ = ("_r",)

    def __init__(self, seed: int | str | None = 0) -> None:
        self._r = random.Random(seed)

    def clone(self) -> Rng:
        other = Rng.__new__(Rng)
        other._r = random.Random()
        other._r.setstate(self._r.getstate())
        return other

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi]."""
        return self._r.randint(lo, hi)

    def random(self) -> float:
        return self._r.random()

    def random_source(self) -> Callable[[], float]:
        """The bound `random()` of the underlying generator, for hot loops (same stream)."""
        return self._r.random

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self._r.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        self._r.shuffle(seq)

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        return self._r.sample(list(seq), k)

    def fork(self) -> Rng:
        """An independent stream derived from this one (advances this one once)."""
        return Rng(self._r.getrandbits(64))

    def weighted_index(self, weights: Sequence[float]) -> int:
        """An index drawn with probability proportional to `weights` (all >= 0, sum > 0)."""
        total = sum(weights)
        x = self._r.random() * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1


def new_seed() -> int:
    """A fresh seed for a new game (the only place the system entropy is used)."""
    return random.SystemRandom().getrandbits(48)
