"""The Agent contract: a view and a deadline in, a legal action out. Agents never see a State."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from totemgame.engine.game import Action, State
from totemgame.engine.rng import Rng

SampleWorld = Callable[[Any, Rng], State]


@dataclass(frozen=True)
class Difficulty:
    """A difficulty preset: an iteration budget (reproducible with a seed), a wall-clock cap
    used by the app, and noise (probability of a deliberate mistake)."""

    name: str
    iterations: int
    seconds: float
    noise: float = 0.0


class Agent(Protocol):
    """Chooses an action for `view.seat` from that seat's view alone."""

    name: str

    def choose(self, view: Any, deadline: float | None = None) -> Action:
        """A legal action; `deadline` is a time.monotonic() instant to answer by (None = no cap)."""
        ...


def legal_from_view(sample_world: SampleWorld, view: Any, rng: Rng) -> list[Action]:
    """The acting seat's legal actions, computed on any world consistent with its view
    (legality depends only on what the seat itself knows)."""
    return list(sample_world(view, rng).legal_actions(view.seat))


class RandomAgent:
    """Picks uniformly among legal actions: the baseline every AI must beat."""

    name = "random"

    def __init__(self, sample_world: SampleWorld, seed: int = 0) -> None:
        self._sample_world = sample_world
        self._rng = Rng(seed)

    def choose(self, view: Any, deadline: float | None = None) -> Action:
        return self._rng.choice(legal_from_view(self._sample_world, view, self._rng))


def out_of_time(deadline: float | None) -> bool:
    return deadline is not None and time.monotonic() >= deadline
