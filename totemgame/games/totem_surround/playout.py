"""Fast random playouts for Totem Surround and the MCTS-Solver that uses them.

The generic MCTS (totemgame.ai.mcts) builds its tree through the State API; only the
simulations are replaced, by a loop over the flat board that makes no Action or Event
objects. The playout policy is random with one tweak that players never miss: a piece placed
next to the totem is more often a high one.
"""

from __future__ import annotations

from totemgame.ai.ismcts import Rewards
from totemgame.ai.mcts import Mcts
from totemgame.engine.game import State
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import (
    geometry,
    placement_squares,
    sign_of,
    surround_sums,
    totem_moves,
)
from totemgame.games.totem_surround.rules import SurroundState

HIGH_VALUE_BIAS = 0.5  # chance that a piece placed next to the totem is the highest held


def random_playout(
    cells: list[int], totem: int, left: list[list[int]], seat: int, rng: Rng, placing: bool
) -> tuple[float, float]:
    """Play random turns to the end on these lists (mutated); returns the win shares.
    `placing`: the seat to move has already moved the totem this turn."""
    geo = geometry()
    values = geo.values
    neighbours = geo.neighbours
    rand = rng.random
    while True:
        if not placing:
            moves = totem_moves(cells, totem, sign_of(seat))
            if not moves:
                break
            totem = moves[int(rand() * len(moves))][0]
        placing = False
        squares = placement_squares(cells, totem)
        sq = squares[int(rand() * len(squares))]
        held = [i for i, n in enumerate(left[seat]) if n]
        if sq in neighbours[totem] and rand() < HIGH_VALUE_BIAS:
            i = held[-1]
        else:
            i = held[int(rand() * len(held))]
        left[seat][i] -= 1
        cells[sq] = values[i] * sign_of(seat)
        seat = 1 - seat
    white, red = surround_sums(cells, totem)
    if white == red:
        # Tie-break: pieces on the board; the hands started equal, so compare what is left.
        white, red = sum(left[1]), sum(left[0])
    if white == red:
        return 0.5, 0.5
    return (1.0, 0.0) if white > red else (0.0, 1.0)


class SurroundMcts(Mcts):
    """MCTS-Solver over the rules' two-step actions with the flat random playout."""

    def _simulate(self, state: State, rng: Rng) -> Rewards:
        assert isinstance(state, SurroundState)
        return random_playout(
            state.cells,  # the search hands us a throwaway clone: mutate it freely
            state.totem,
            state.left,
            state.turn,
            rng,
            state.phase is Phase.PLACE,
        )
