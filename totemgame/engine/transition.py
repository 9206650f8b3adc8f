"""TEMPORARY readers for games not yet in two halves (issue 15). No pygame.

Every function here answers from the game's declared member when it has it, and otherwise
falls back to what the app did before the contract was typed. THIS MODULE IS REMOVED once every
game's State has `check` and `opening_events` and every game's view has `scores`, `round` and
`tiebreak` (engine/game.py, State and View): its callers then read those members directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action, Event, Seat


def reason_refused(state: Any, seat: Seat, action: Action) -> str | None:
    """Why `seat` may not play `action` in `state` now (None: it may): the state's `check`.

    Falls back to membership in `legal_actions` for a state without check(): removed once
    every game has it.
    """
    check = getattr(state, "check", None)  # the probe goes with the fallback
    if check is not None:
        reason: str | None = check(seat, action)
        return reason
    return None if action in state.legal_actions(seat) else "Not allowed now."


def opening_events(state: Any) -> list[Event]:
    """The state's set-up events; [] for a state without opening_events() (removed once every
    game has it)."""
    opening = getattr(state, "opening_events", None)  # the probe goes with the fallback
    return list(opening()) if opening is not None else []


def view_scores(view: Any) -> Sequence[float] | None:
    """The view's running scores per seat (None: the game shows none)."""
    scores: Sequence[float] | None = getattr(view, "scores", None)
    return scores


def view_round(view: Any) -> int | None:
    """The round the view shows (None: a game without rounds)."""
    number = getattr(view, "round", None)
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def view_tiebreak(view: Any) -> int:
    """0, or the number of the tie-break round the view shows."""
    number = getattr(view, "tiebreak", 0)
    return number if isinstance(number, int) else 0
