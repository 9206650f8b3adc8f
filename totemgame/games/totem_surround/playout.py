"""Fast random playouts for Totem Surround and the MCTS-Solver that uses them.

The generic MCTS (totemgame.ai.mcts) builds its tree through the State API, on a state whose
moves skip the rules' checks and event texts (the tree only ever plays legal actions); the
simulations are replaced by a loop over the flat board that makes no Action or Event objects.
The playout policy is random with tweaks that players never miss: a piece placed next to the
totem is more often a high one, and (in Hard's playouts) a totem move that ends the game at once
is played when it wins and avoided when it does not, if another move is left. Those endings
are where random play misjudges most: a playout that walks into a lost trap says little.
"""

from __future__ import annotations

from totemgame.ai.ismcts import Rewards
from totemgame.ai.mcts import Mcts
from totemgame.engine.game import Action, Event, Seat, State
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import can_move_totem, geometry, sign_of
from totemgame.games.totem_surround.rules import SurroundState

HIGH_VALUE_BIAS = 0.5  # chance that a piece placed next to the totem is the highest held


def ending_margin(cells: list[int], dest: int, seat: int, top: int) -> int | None:
    """If `seat` moving the totem to `dest` ends the game this turn, its score
    margin then, placing a piece of value `top`; None while the game goes on. The game ends
    when no empty square is left next to `dest` after the placement and the other side has no
    jump from there. (With no empty neighbour at all the piece goes elsewhere; the jumps are
    judged before it lands.)"""
    geo = geometry()
    sign = 1 - 2 * seat
    last, empty, total = -1, 0, 0
    for n in geo.neighbours[dest]:  # the totem's old square holds 0: empty once it leaves
        c = cells[n]
        if c == 0:
            empty += 1
            last = n
        else:
            total += c
    if empty > 1:
        return None
    if empty:
        cells[last] = top * sign
        total += top * sign
    try:
        other = -sign
        for ray in geo.rays[dest]:
            c = cells[ray[0]]
            if c == 0:
                return None
            if c * other > 0:
                i, n = 1, len(ray)
                while i < n and cells[ray[i]] * other > 0:
                    i += 1
                if i < n and cells[ray[i]] == 0:
                    return None
    finally:
        if empty:
            cells[last] = 0
    return total * sign


def _decisive(cells: list[int], dests: list[int], seat: int, top: int) -> tuple[list[int], bool]:
    """The destinations a careful player still considers, and whether they win at once: one
    that wins the game this turn (with a piece of value `top`), if any; else all but those
    that end it level or lost (all of them if none is left)."""
    going_on = []
    for d in dests:
        margin = ending_margin(cells, d, seat, top)
        if margin is None:
            going_on.append(d)
        elif margin > 0:
            return [d], True
    return going_on or dests, False


def random_playout(
    cells: list[int], totem: int, left: list[list[int]], seat: int, rng: Rng, placing: bool,
    decisive: bool = False,
) -> tuple[float, float]:  # fmt: skip
    """Play random turns to the end on these lists (mutated); returns the win shares.
    `placing`: the seat to move has already moved the totem this turn. `decisive`: take a
    totem move that wins at once, and shun one that ends the game otherwise."""
    geo = geometry()
    values = geo.values
    neighbours = geo.neighbours
    rays = geo.rays
    size = len(cells)
    rand = rng.random_source()
    finish = False  # this turn's totem move wins at once: place the highest piece
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
            finish = False
            if decisive and len(dests) > 1:
                mine = left[seat]
                top = max((values[k] for k in range(len(mine)) if mine[k]), default=0)
                dests, finish = _decisive(cells, dests, seat, top)
            totem = dests[int(rand() * len(dests))]
        placing = False
        near = neighbours[totem]
        squares = [n for n in near if cells[n] == 0]
        if not squares:
            squares = [s for s in range(size) if cells[s] == 0 and s != totem]
        sq = squares[int(rand() * len(squares))]
        mine = left[seat]
        held = [i for i in range(len(mine)) if mine[i]]
        high = finish or (sq in near and rand() < HIGH_VALUE_BIAS)
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


class SurroundMcts(Mcts):
    """MCTS-Solver over the rules' two-step actions with the flat random playout (`decisive`:
    with the ending rule of random_playout)."""

    def __init__(self, decisive: bool = True) -> None:
        super().__init__()
        self.decisive = decisive

    def search(
        self, state: State, rng: Rng, iterations: int, deadline: float | None = None
    ) -> Action:
        assert isinstance(state, SurroundState)
        return super().search(SearchState.of(state), rng, iterations, deadline)

    def _simulate(self, state: State, rng: Rng) -> Rewards:
        assert isinstance(state, SurroundState)
        return random_playout(
            state.cells,  # the search hands us a throwaway clone: mutate it freely
            state.totem,
            state.left,
            state.turn,
            rng,
            state.phase is Phase.PLACE,
            self.decisive,
        )
