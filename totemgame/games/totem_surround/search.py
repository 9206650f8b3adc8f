"""Alpha-beta over whole turns (totem destination + placement square + value) with a
transposition table, iterative deepening and an exact endgame solver.

The search runs on a flat copy of the position (see board.py) with make/unmake, never on the
State objects, because move generation is the hot path. Values are from the side to move's
point of view, in units where a finished game is worth 64 * (score margin) + (piece margin):
"prefer the larger margin, then more pieces".
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from totemgame.games.totem_surround.board import (
    Square,
    can_move_totem,
    geometry,
    placement_squares,
    sign_of,
    totem_moves,
)

Turn = tuple[Square, Square, int]  # totem destination, placement square, value
TableKey = tuple[tuple[int, ...], Square, int]  # cells, totem, side to move
UNIT = 64  # one point of score margin; piece margin counts 1
INF = 1 << 30
EXACT, LOWER, UPPER = 0, 1, 2
SOLVED_DEPTH = 1000  # TT depth of an entry whose whole subtree ended in finished games
RESERVE_WEIGHT = 6  # value of keeping a point in hand, in 1/64 points (< UNIT: placing wins)
_CLOCK_EVERY = 256
VALUE_INDEX = {v: i for i, v in enumerate(geometry().values)}


class OutOfBudget(Exception):
    """The node budget or the deadline ran out in the middle of an iteration."""


@dataclass
class SearchReport:
    """What the last search did (for the bench and tests)."""

    nodes: int = 0
    depth: int = 0
    exact: bool = False  # the alpha-beta solved the game: value is exact (margin, pieces)
    value: int = 0
    proven: bool = False  # MCTS-Solver proved the outcome (win/draw/loss), not the margin
    chance: float | None = None  # MCTS: the mover's estimated win share after the chosen move
    by_outcome_test: bool = False  # Hard: the endgame solver proved the outcome, not the margin


class Position:
    """A mutable position for searching: cells, totem, pieces left, side to move."""

    __slots__ = ("cells", "totem", "left", "seat")

    def __init__(
        self, cells: Sequence[int], totem: Square, left: Sequence[Sequence[int]], seat: int
    ) -> None:
        self.cells: list[int] = list(cells)
        self.totem: Square = totem
        self.left: list[list[int]] = [list(left[0]), list(left[1])]
        self.seat: int = seat


def terminal_value(pos: Position) -> int:
    """The exact value for the side to move of a finished game (it cannot move the totem)."""
    # Both sides hold the same number of pieces in all, so the piece margin on the board is
    # the other side's pieces in hand minus the mover's.
    piece_margin = sum(pos.left[1 - pos.seat]) - sum(pos.left[pos.seat])
    return UNIT * total_margin(pos, sign_of(pos.seat)) + piece_margin


def total_margin(pos: Position, sign: int) -> int:
    """The side's sum around the totem minus the other side's (pieces are signed)."""
    total = 0
    cells = pos.cells
    for n in geometry().neighbours[pos.totem]:
        total += cells[n]
    return total * sign


def heuristic(pos: Position) -> int:
    """An estimate for the side to move of a game still running: the margin around the totem
    now, plus a little for points kept in hand (high pieces are worth most at the end)."""
    values = geometry().values
    me, other = pos.left[pos.seat], pos.left[1 - pos.seat]
    reserve = sum(v * (a - b) for v, a, b in zip(values, me, other, strict=True))
    return UNIT * total_margin(pos, sign_of(pos.seat)) + RESERVE_WEIGHT * reserve


def turns(pos: Position, fixed_totem: bool = False) -> list[Turn]:
    """Every whole turn of the side to move. With `fixed_totem` the totem has already moved
    (the second half of a turn): only placements remain."""
    geo = geometry()
    cells = pos.cells
    values = [v for v, n in zip(geo.values, pos.left[pos.seat], strict=True) if n]
    if fixed_totem:
        dests = [pos.totem]
    else:
        dests = [d for d, _ in totem_moves(cells, pos.totem, sign_of(pos.seat))]
    # The totem's old square holds 0 already, so placement_squares sees it as empty.
    return [(d, sq, v) for d in dests for sq in placement_squares(cells, d) for v in values]


def make_turn(pos: Position, turn: Turn) -> Square:
    """Play a whole turn on `pos`; returns the totem's old square for unmake_turn."""
    dest, sq, v = turn
    old = pos.totem
    pos.totem = dest
    seat = pos.seat
    pos.cells[sq] = v * sign_of(seat)
    pos.left[seat][VALUE_INDEX[v]] -= 1
    pos.seat = 1 - seat
    return old


def unmake_turn(pos: Position, turn: Turn, old: Square) -> None:
    """Take back `turn` (played by make_turn, which returned `old`)."""
    _, sq, v = turn
    seat = 1 - pos.seat
    pos.seat = seat
    pos.cells[sq] = 0
    pos.left[seat][VALUE_INDEX[v]] += 1
    pos.totem = old


class Searcher:
    """Negamax alpha-beta with a transposition table; counts nodes for budgets and reports."""

    def __init__(self, max_nodes: int, deadline: float | None = None) -> None:
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.tainted = 0  # horizon evaluations (and uses of non-exact TT entries)
        self.table: dict[TableKey, tuple[int, int, int, Turn | None]] = {}
        self.exact = False
        self.depth_done = 0

    # -- the driver --------------------------------------------------------------------
    def best_turn(
        self, pos: Position, root: list[Turn], max_depth: int = 40, first_depth: int = 1
    ) -> tuple[Turn, int]:
        """Iterative deepening over `root` turns from `first_depth`; returns (best turn, its
        value). Stops when the position is solved, the depth limit is reached or the budget
        runs out. After a budget stop `pos` is left mid-search: callers pass a throwaway copy.
        A `first_depth` beyond the end of the game solves it in one pass (no shallower
        iterations to pay for)."""
        order = self._order(pos, root)
        best, best_value = order[0], -INF
        for depth in range(first_depth, max_depth + 1):
            tainted = self.tainted
            try:
                value, turn = self._root(pos, order, depth)
            except OutOfBudget:
                break
            best, best_value = turn, value
            self.depth_done = depth
            order.remove(turn)
            order.insert(0, turn)
            if self.tainted == tainted:  # nothing below was guessed: the value is exact
                self.exact = True
                break
        return best, best_value

    def _root(self, pos: Position, order: list[Turn], depth: int) -> tuple[int, Turn]:
        alpha, best = -INF, order[0]
        for turn in order:
            undo = make_turn(pos, turn)
            try:
                value = -self._negamax(pos, depth - 1, -INF, -alpha)
            finally:
                unmake_turn(pos, turn, undo)
            if value > alpha:
                alpha, best = value, turn
        return alpha, best

    # -- the tree ----------------------------------------------------------------------
    def _negamax(self, pos: Position, depth: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes >= self.max_nodes:
            raise OutOfBudget
        deadline = self.deadline
        if deadline is not None and not self.nodes % _CLOCK_EVERY and time.monotonic() >= deadline:
            raise OutOfBudget
        cells = pos.cells
        if not can_move_totem(cells, pos.totem, sign_of(pos.seat)):
            return terminal_value(pos)
        if depth <= 0:
            self.tainted += 1
            return heuristic(pos)
        key = (tuple(cells), pos.totem, pos.seat)
        entry = self.table.get(key)
        hint: Turn | None = None
        if entry is not None:
            e_depth, e_value, e_flag, hint = entry
            if e_depth >= depth:
                if e_depth < SOLVED_DEPTH:
                    self.tainted += 1
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        alpha0 = alpha
        tainted = self.tainted
        moves = self._leaf_turns(pos) if depth == 1 else self._order(pos, turns(pos), hint)
        best_value, best_turn = -INF, None
        for turn in moves:
            undo = make_turn(pos, turn)
            value = -self._negamax(pos, depth - 1, -beta, -alpha)
            unmake_turn(pos, turn, undo)
            if value > best_value:
                best_value, best_turn = value, turn
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best_value <= alpha0 else (LOWER if best_value >= beta else EXACT)
        stored = SOLVED_DEPTH if self.tainted == tainted else depth
        self.table[key] = (stored, best_value, flag, best_turn)
        return best_value

    def _leaf_turns(self, pos: Position) -> list[Turn]:
        """Turns worth trying right above the horizon: for each square only the highest value
        next to the totem (raises both the final and the estimated margin) and the lowest
        value elsewhere (scores nothing there, keeps the high pieces)."""
        geo = geometry()
        values = [v for v, n in zip(geo.values, pos.left[pos.seat], strict=True) if n]
        hi, lo = values[-1], values[0]
        out: list[Turn] = []
        cells = pos.cells
        for dest, _ in totem_moves(cells, pos.totem, sign_of(pos.seat)):
            near = geo.neighbours[dest]
            for sq in placement_squares(cells, dest):
                out.append((dest, sq, hi if sq in near else lo))
        return self._order(pos, out)

    def _order(self, pos: Position, moves: list[Turn], first: Turn | None = None) -> list[Turn]:
        """Likely best first: the hint, then by the margin around the new totem square
        (a placed piece next to it counts), higher values first among equals."""
        geo = geometry()
        sign = sign_of(pos.seat)
        cells = pos.cells
        around: dict[Square, tuple[int, frozenset[Square]]] = {}
        scored = []
        for turn in moves:
            dest, sq, v = turn
            known = around.get(dest)
            if known is None:
                near = geo.neighbours[dest]
                known = around[dest] = (sum(cells[n] for n in near) * sign, frozenset(near))
            margin = known[0] + v if sq in known[1] else known[0]
            scored.append((v - margin * 8, turn))
        scored.sort()
        out = [t for _, t in scored]
        if first is not None and first in out:
            out.remove(first)
            out.insert(0, first)
        return out
