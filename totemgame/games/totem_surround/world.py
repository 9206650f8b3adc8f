"""sample_world for Totem Surround: perfect information, so the world is the view."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.rules import SurroundState
from totemgame.games.totem_surround.view import SurroundView

__all__ = ["sample_world", "state_from_view"]


def state_from_view(view: SurroundView) -> SurroundState:
    """The full state a view describes (perfect information: nothing to guess)."""
    s = SurroundState.__new__(SurroundState)
    s.cells = list(view.cells)
    s.totem = view.totem
    s.left = [list(view.left[0]), list(view.left[1])]
    s.turn = view.turn
    s.phase = view.phase
    s.over = view.over
    s.last_from = view.last_from
    return s


def sample_world(view: SurroundView, rng: Rng) -> SurroundState:
    """Perfect information: the world is the view."""
    return state_from_view(view)
