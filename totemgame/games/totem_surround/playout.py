"""Fast random playouts for Totem Surround and the MCTS-Solver that uses them.

The generic MCTS (totemgame.ai.mcts) builds its tree through the State API, on a state whose
moves skip the rules' checks and event texts (the tree only ever plays legal actions); the
simulations are replaced by a loop over the flat board that makes no Action or Event objects.
The playout policy is random with one tweak that players never miss: a piece placed next to
the totem is more often a high one.

The tree tries first, and favours while its visits are few (progressive bias), what a quick
look rates: a totem destination by the margin of the pieces around it, a placement by the
margin around the totem once the piece is down, less a little for the points spent from the
hand (`prior`).
"""

from __future__ import annotations

import math

from totemgame.ai.ismcts import Rewards
from totemgame.ai.mcts import Mcts
from totemgame.engine.game import Action, Event, Seat, State
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import can_move_totem, geometry, sign_of
from totemgame.games.totem_surround.rules import SurroundState

HIGH_VALUE_BIAS = 0.5  # chance that a piece placed next to the totem is the highest held
PRIOR_BIAS = 1.0  # weight of the quick look in the tree (fades as 1 / (visits + 1))
PRIOR_SCALE = 8.0  # margin points at which the quick look is ~0.88 sure (tanh(1))
RESERVE_SHARE = 6 / 64  # a point kept in hand, against one on the board (as search.heuristic)


def random_playout(
    cells: list[int], totem: int, left: list[list[int]], seat: int, rng: Rng, placing: bool
) -> tuple[float, float]:
    """Play random turns to the end on these lists (mutated); returns the win shares.
    `placing`: the seat to move has already moved the totem this turn."""
    geo = geometry()
    values = geo.values
    neighbours = geo.neighbours
    rays = geo.rays
    size = len(cells)
    rand = rng.random_source()
    while True:
        if not placing:
            sign = 1 - 2 * seat
            dests = []
            for ray in rays[totem]:  # board.totem_moves, inlined (the hot loop)
                c = cells[ray[0]]
                if c == 0:
                    dests.append(ray[0])
                elif c * sign > 0:
                    i, n = 1, len(ray)
                    while i < n and cells[ray[i]] * sign > 0:
                        i += 1
                    if i < n and cells[ray[i]] == 0:
                        dests.append(ray[i])
            if not dests:
                break
            totem = dests[int(rand() * len(dests))]
        placing = False
        near = neighbours[totem]
        squares = [n for n in near if cells[n] == 0]
        if not squares:
            squares = [s for s in range(size) if cells[s] == 0 and s != totem]
        sq = squares[int(rand() * len(squares))]
        mine = left[seat]
        held = [i for i in range(len(mine)) if mine[i]]
        high = sq in near and rand() < HIGH_VALUE_BIAS
        i = held[-1] if high else held[int(rand() * len(held))]
        mine[i] -= 1
        cells[sq] = values[i] if seat == 0 else -values[i]
        seat = 1 - seat
    white = red = 0
    for n in neighbours[totem]:
        v = cells[n]
        if v > 0:
            white += v
        else:
            red -= v
    if white == red:
        # Tie-break: pieces on the board; the hands started equal, so compare what is left.
        white, red = sum(left[1]), sum(left[0])
    if white == red:
        return 0.5, 0.5
    return (1.0, 0.0) if white > red else (0.0, 1.0)


class SearchState(SurroundState):
    """A SurroundState for the search tree: applies the legal actions it is given without
    the rules' checks and events (the tree takes its actions from legal_actions)."""

    __slots__ = ()

    @classmethod
    def of(cls, state: SurroundState) -> SearchState:
        other = cls.__new__(cls)
        other.cells = state.cells[:]
        other.totem = state.totem
        other.left = [state.left[0][:], state.left[1][:]]
        other.turn = state.turn
        other.phase = state.phase
        other.over = state.over
        other.last_from = state.last_from
        return other

    def clone(self) -> SearchState:
        return SearchState.of(self)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if isinstance(action, MoveTotem):
            self.last_from = self.totem
            self.totem = action.to
            self.phase = Phase.PLACE
            return []
        assert isinstance(action, PlacePiece)  # the tree only plays these two kinds
        self.cells[action.square] = action.value * sign_of(seat)
        self.left[seat][geometry().values.index(action.value)] -= 1
        self.turn = 1 - seat
        self.phase = Phase.MOVE
        if not can_move_totem(self.cells, self.totem, sign_of(self.turn)):
            self.over = True
        return []


def prior(state: State[object], action: Action) -> float:
    """The quick look, in [0, 1], for the seat to move in `state` (a SurroundState)."""
    assert isinstance(state, SurroundState)
    geo = geometry()
    cells, seat = state.cells, state.turn
    sign = 1 - 2 * seat
    if isinstance(action, MoveTotem):
        margin = sum(cells[n] for n in geo.neighbours[action.to]) * sign
        return 0.5 + 0.5 * math.tanh(margin / PRIOR_SCALE)
    assert isinstance(action, PlacePiece)
    near = geo.neighbours[state.totem]
    margin = sum(cells[n] for n in near) * sign + (action.value if action.square in near else 0)
    mine, theirs = state.left[seat], state.left[1 - seat]
    hand = sum(v * (a - b) for v, a, b in zip(geo.values, mine, theirs, strict=True))
    return 0.5 + 0.5 * math.tanh((margin + RESERVE_SHARE * (hand - action.value)) / PRIOR_SCALE)


class SurroundMcts(Mcts):
    """MCTS-Solver over the rules' two-step actions with the flat random playout, steered
    while its visits are few by the quick look (`prior`)."""

    def __init__(self) -> None:
        super().__init__(prior=prior, bias=PRIOR_BIAS)
        self.root_only: set[Action] | None = None

    def search(
        self,
        state: State[object],
        rng: Rng,
        iterations: int,
        deadline: float | None = None,
        allowed: set[Action] | None = None,
    ) -> Action:
        """The parent's search; with `allowed`, the root chooses among those actions only
        (the endgame solver proved the others lose)."""
        assert isinstance(state, SurroundState)
        self.root_only = allowed
        return super().search(SearchState.of(state), rng, iterations, deadline)

    def _untried(self, state: State[object], rng: Rng) -> list[tuple[Action, float]]:
        out = super()._untried(state, rng)
        if self.root_only is not None:  # the first node expanded is the root
            only, self.root_only = self.root_only, None
            out = [(a, p) for a, p in out if a in only] or out
        return out

    def _simulate(self, state: State[object], rng: Rng) -> Rewards:
        assert isinstance(state, SurroundState)
        return random_playout(
            state.cells,  # the search hands us a throwaway clone: mutate it freely
            state.totem,
            state.left,
            state.turn,
            rng,
            state.phase is Phase.PLACE,
        )
