"""The Agent contract: a view and a deadline in, a legal action out. Agents never see a State."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, runtime_checkable

from totemgame.ai.budget import AI_SECONDS, DEFAULT_SECONDS
from totemgame.ai.ismcts import SV
from totemgame.engine.game import Action, Agent, State, V_contra
from totemgame.engine.rng import Rng

__all__ = ["Agent", "Difficulty", "RandomAgent", "legal_from_view"]

V = TypeVar("V")
SampleWorld = Callable[[V, Rng], State[V]]


@dataclass(frozen=True)
class Difficulty:
    """A difficulty preset: an iteration budget (reproducible with a seed), a wall-clock cap
    used by the app, and noise (probability of a deliberate mistake)."""

    name: str
    iterations: int
    seconds: float
    noise: float = 0.0

    @classmethod
    def preset(cls, name: str, iterations: int, noise: float = 0.0) -> Difficulty:
        """The preset `name` with its wall-clock cap from the one table (ai/budget.py)."""
        return cls(name, iterations, AI_SECONDS.get(name, DEFAULT_SECONDS), noise)


def legal_from_view(sample_world: SampleWorld[SV], view: SV, rng: Rng) -> list[Action]:
    """The acting seat's legal actions, computed on any world consistent with its view
    (legality depends only on what the seat itself knows)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no moves")
    return list(sample_world(view, rng).legal_actions(seat))


class RandomAgent(Generic[SV]):
    """Picks uniformly among legal actions: the baseline every AI must beat."""

    name = "random"

    def __init__(self, sample_world: SampleWorld[SV], seed: int = 0) -> None:
        self._sample_world = sample_world
        self._rng = Rng(seed)

    def choose(self, view: SV, deadline: float | None = None) -> Action:
        return self._rng.choice(legal_from_view(self._sample_world, view, self._rng))


@runtime_checkable
class Explainer(Protocol[V_contra]):
    """Optional: an agent that can say in one line why it picked `action` (for the Hint button).

    Called right after `choose(view)` returned `action`, so it may use what that search left
    behind (e.g. win rates). Must be pure and cheap: no new search.
    """

    def explain(self, view: V_contra, action: Action) -> str: ...


@runtime_checkable
class ReportsWinRate(Protocol):
    """Optional: an agent whose last search left the chosen move's win rate (None: unknown)."""

    last_win_rate: float | None


@runtime_checkable
class ReportsNodes(Protocol):
    """Optional: an agent whose last search reports the positions it visited (`report.nodes`:
    search nodes or playout iterations), for the CLI's bench."""

    @property
    def report(self) -> SearchNodes: ...


class SearchNodes(Protocol):
    nodes: int


def action_words(action: Action) -> str:
    """A plain rendering of any action ("play card: card 3, tiki 2") for agents without words."""
    fields = ", ".join(
        f"{k.replace('_', ' ')} {v}" for k, v in action.to_json().items() if k != "kind"
    )
    words = action.kind.replace("_", " ").replace("-", " ")
    return f"{words}: {fields}" if fields else words


def percent(rate: float) -> str:
    """A win rate for players: '62%' (never 0% or 100% unless certain, which searches aren't)."""
    return f"{min(max(round(rate * 100), 1), 99)}%"


def explain_choice(agent: Agent[V], view: V, action: Action) -> str:
    """One line saying why `agent` chose `action`: its own `explain` if it has one, else a
    generic sentence with the win rate its search reported in `last_win_rate` (if any)."""
    if isinstance(agent, Explainer):
        try:
            text = agent.explain(view, action)
        except Exception:  # a reason is a nicety; never lose the hint over it
            text = ""
        if isinstance(text, str) and text:
            return text
    line = f"Hard AI's pick: {action_words(action)}"
    rate = agent.last_win_rate if isinstance(agent, ReportsWinRate) else None
    if isinstance(rate, float):
        line += f"; it wins {percent(rate)} of its simulations"
    return line + "."


def out_of_time(deadline: float | None) -> bool:
    return deadline is not None and time.monotonic() >= deadline
