"""Hard's exact endgame solver: alpha-beta over whole turns to the end of the game.

Values are the search module's (64 x score margin + piece margin, for the side to move).
Faster than the general Searcher because it only ever solves: positions are keyed by an
incremental Zobrist hash (the pieces in hand follow from the board, so cells, totem and side
to move identify a position), the table keeps a lower and an upper bound with the best turn,
non-first turns are tried with a null window (principal variation search), and turns are
ordered by the table's turn, then by a history score of turns that cut off before, then by
the margin around the new totem square (generating the turns as they are tried, best
destinations and values first, ran 1.5x the nodes per second but needed twice the nodes to
solve 14 empty squares: slower in all). What the searches of a root position prove of each
of its turns stays known (`bounds`), so a search out of budget still says which turns are
proved to win or to lose.
"""

from __future__ import annotations

import time

from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.search import (
    INF,
    UNIT,
    VALUE_INDEX,
    OutOfBudget,
    Position,
    Turn,
)

_CLOCK_EVERY = 256
_SIZE = 37
_SPREAD = 9  # cell values -4..4


def _zobrist() -> tuple[list[list[int]], list[int], int]:
    """Fixed pseudo-random 64-bit keys (a seeded generator: the same in every process)."""
    state = 0x9E3779B97F4A7C15

    def nxt() -> int:
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        return state ^ (state >> 29)

    cells = [[nxt() for _ in range(_SPREAD)] for _ in range(_SIZE)]
    totems = [nxt() for _ in range(_SIZE)]
    return cells, totems, nxt()


ZCELL, ZTOTEM, ZSIDE = _zobrist()


class Solver:
    """Solves a position exactly within a node budget (raises OutOfBudget when it runs out)."""

    def __init__(self, max_nodes: int, deadline: float | None = None) -> None:
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[int, tuple[int, int, Turn | None]] = {}
        self.history: dict[Turn, int] = {}
        geo = geometry()
        self.rays = geo.rays
        self.near = geo.neighbours
        self.near_sets = [frozenset(n) for n in geo.neighbours]
        self.values = geo.values
        self.total = sum(geo.counts)
        self.root_hash = -1
        self.root_bounds: dict[Turn, tuple[int, int]] = {}
        self.root_at = (0, 0)  # its totem square and side to move

    def hash_of(self, pos: Position) -> int:
        h = ZTOTEM[pos.totem] ^ (ZSIDE if pos.seat else 0)
        for sq, c in enumerate(pos.cells):
            if c:
                h ^= ZCELL[sq][c + 4]
        return h

    def solve(self, pos: Position, root: list[Turn], first: Turn | None = None) -> tuple[Turn, int]:
        """The best of the `root` turns and its exact value for the side to move (`first`, a
        turn already known to be good, is searched first)."""
        h = self._start(pos)
        ordered = self._order(pos.cells, pos.totem, pos.seat, root, first)
        alpha, best = -INF, ordered[0]
        for turn in ordered:
            if alpha == -INF:
                value = self._after(pos, h, turn, -INF, INF)
            else:
                value = self._after(pos, h, turn, alpha, alpha + 1)
                if value > alpha:
                    value = self._after(pos, h, turn, alpha, INF)
            if value > alpha:
                alpha, best = value, turn
        return best, alpha

    def reaching(self, pos: Position, root: list[Turn], threshold: int) -> Turn | None:
        """A `root` turn whose exact value is at least `threshold`, or None if none is: one
        null-window test per turn, far cheaper than the exact value (a win needs one winning
        reply, not the best one). The table's bounds stay valid for later solves."""
        h = self._start(pos)
        for turn in self._order(pos.cells, pos.totem, pos.seat, root, None):
            if self.bounds(turn)[1] < threshold:
                continue  # already proved short of it
            if self._after(pos, h, turn, threshold - 1, threshold) >= threshold:
                return turn
        return None

    def at_least(self, pos: Position, turn: Turn, threshold: int) -> bool:
        """Whether `turn`'s exact value for the side to move in `pos` is at least `threshold`
        (one null-window test)."""
        return self._after(pos, self._start(pos), turn, threshold - 1, threshold) >= threshold

    def bounds(self, turn: Turn) -> tuple[int, int]:
        """What the searches of the last root position proved of `turn`'s value: (lowest,
        highest) it can be, from the root's own tests and the table's entry of the position
        after it (-INF, INF when nothing is known)."""
        lo, hi = self.root_bounds.get(turn, (-INF, INF))
        d, sq, v = turn
        totem, seat = self.root_at
        piece = v * (1 - 2 * seat)
        entry = self.table.get(
            self.root_hash ^ ZTOTEM[totem] ^ ZTOTEM[d] ^ ZCELL[sq][piece + 4] ^ ZSIDE
        )
        if entry is not None:
            lo, hi = max(lo, -entry[1]), min(hi, -entry[0])
        return lo, hi

    def _start(self, pos: Position) -> int:
        """The hash of the root `pos`; what is known of its turns is kept while it stays."""
        h = self.hash_of(pos)
        if h != self.root_hash:
            self.root_hash = h
            self.root_bounds = {}
        self.root_at = (pos.totem, pos.seat)
        return h

    def _after(self, pos: Position, h: int, turn: Turn, alpha: int, beta: int) -> int:
        """The value of `turn` for the side to move in `pos` (whose hash is `h`), searched with
        the window (alpha, beta) from the mover's side; the bound it proves is kept."""
        cells, left, seat = pos.cells, pos.left, pos.seat
        dest, sq, v = turn
        piece = v * (1 - 2 * seat)
        cells[sq] = piece
        left[seat][VALUE_INDEX[v]] -= 1
        hc = h ^ ZTOTEM[pos.totem] ^ ZTOTEM[dest] ^ ZCELL[sq][piece + 4] ^ ZSIDE
        try:
            value = -self._search(cells, dest, left, 1 - seat, hc, -beta, -alpha)
        finally:
            cells[sq] = 0
            left[seat][VALUE_INDEX[v]] += 1
        lo, hi = self.root_bounds.get(turn, (-INF, INF))
        if value > alpha:  # fail-soft: the value is at least this
            lo = max(lo, value)
        if value < beta:  # and at most this
            hi = min(hi, value)
        self.root_bounds[turn] = (lo, hi)
        return value

    def _search(
        self, cells: list[int], totem: int, left: list[list[int]], seat: int, h: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        self.nodes += 1
        if self.nodes >= self.max_nodes:
            raise OutOfBudget
        if (
            self.deadline is not None
            and not self.nodes % _CLOCK_EVERY
            and time.monotonic() >= self.deadline
        ):
            raise OutOfBudget
        sign = 1 - 2 * seat
        dests = []
        for ray in self.rays[totem]:
            c = cells[ray[0]]
            if c == 0:
                dests.append(ray[0])
            elif c * sign > 0:
                i, n = 1, len(ray)
                while i < n and cells[ray[i]] * sign > 0:
                    i += 1
                if i < n and cells[ray[i]] == 0:
                    dests.append(ray[i])
        if not dests:  # the game is over: the side to move cannot move the totem
            margin = 0
            for n in self.near[totem]:
                margin += cells[n]
            return UNIT * margin * sign + sum(left[1 - seat]) - sum(left[seat])
        entry = self.table.get(h)
        hint = None
        if entry is not None:
            lo, hi, hint = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        mine = left[seat]
        alpha0 = alpha
        best, best_turn = -INF, None
        zt = ZTOTEM[totem]
        other = 1 - seat
        if hint is not None:  # the table's turn first: it often cuts off before generating
            d, sq, v = hint
            piece = v * sign
            cells[sq] = piece
            k = VALUE_INDEX[v]
            mine[k] -= 1
            hc = h ^ zt ^ ZTOTEM[d] ^ ZCELL[sq][piece + 4] ^ ZSIDE
            best = -self._search(cells, d, left, other, hc, -beta, -alpha)
            cells[sq] = 0
            mine[k] += 1
            best_turn = hint
            if best > alpha:
                alpha = best
                if alpha >= beta:
                    self.history[hint] = self.history.get(hint, 0) + 1
                    self._store(h, entry, best, best_turn, alpha0, beta)
                    return best
        values = [v for v, k in zip(self.values, mine, strict=True) if k]
        moves: list[Turn] = []
        near = self.near
        for d in dests:
            squares = [n for n in near[d] if cells[n] == 0]
            if not squares:
                squares = [s for s in range(_SIZE) if cells[s] == 0 and s != d]
            for sq in squares:
                for v in values:
                    moves.append((d, sq, v))
        first = hint is None
        for turn in self._order(cells, totem, seat, moves, None):
            if turn == hint:
                continue
            d, sq, v = turn
            piece = v * sign
            cells[sq] = piece
            k = VALUE_INDEX[v]
            mine[k] -= 1
            hc = h ^ zt ^ ZTOTEM[d] ^ ZCELL[sq][piece + 4] ^ ZSIDE
            if first:
                value = -self._search(cells, d, left, other, hc, -beta, -alpha)
                first = False
            else:
                value = -self._search(cells, d, left, other, hc, -alpha - 1, -alpha)
                if alpha < value < beta:
                    value = -self._search(cells, d, left, other, hc, -beta, -value)
            cells[sq] = 0
            mine[k] += 1
            if value > best:
                best, best_turn = value, turn
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.history[turn] = self.history.get(turn, 0) + 1
                        break
        self._store(h, entry, best, best_turn, alpha0, beta)
        return best

    def _store(
        self, h: int, entry: tuple[int, int, Turn | None] | None, best: int,
        best_turn: Turn | None, alpha0: int, beta: int,
    ) -> None:  # fmt: skip
        """Keep what the search of `h` proved: an upper bound (it failed low), a lower bound
        (it failed high) or the exact value, with the turn that gave it."""
        if best <= alpha0:
            self.table[h] = (entry[0] if entry else -INF, best, best_turn)
        elif best >= beta:
            self.table[h] = (best, entry[1] if entry else INF, best_turn)
        else:
            self.table[h] = (best, best, best_turn)

    def _order(
        self, cells: list[int], totem: int, seat: int, moves: list[Turn], hint: Turn | None
    ) -> list[Turn]:
        """The table's turn, then turns that cut off often, then by the margin around the new
        totem square (a piece placed next to it counts), higher values first among equals."""
        sign = 1 - 2 * seat
        near, near_sets, history = self.near, self.near_sets, self.history
        around: dict[int, int] = {}
        scored = []
        for turn in moves:
            d, sq, v = turn
            m = around.get(d)
            if m is None:
                m = 0
                for n in near[d]:
                    m += cells[n]
                m = around[d] = m * sign
            margin = m + v if sq in near_sets[d] else m
            scored.append((-history.get(turn, 0), v - margin * 8, turn))
        scored.sort()
        out = [t for _, _, t in scored]
        if hint is not None and hint in out:
            out.remove(hint)
            out.insert(0, hint)
        return out
