"""The danger a player should see coming: where the opponent can trap the totem on their next
turn and win.

The game ends when the player to move cannot move the totem. So after your turn, the opponent
may move the totem to a square and place a piece so that you cannot move it from there: the
pieces around it then score. `winning_traps` finds those replies; `risky_placements` and
`risky_destinations` say which of your choices leave one open. Everything here reads only the
public board (no hidden information in this game) and never imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from totemgame.games.totem_surround.board import (
    Square,
    can_move_totem,
    geometry,
    placement_squares,
    sign_of,
    surround_sums,
    totem_moves,
)


@dataclass(frozen=True)
class Trap:
    """The opponent moves the totem to `square` (by a jump over its own pieces if `jump`),
    places `value` on `place`, and the game ends with `sums` (White's, Red's) around it."""

    square: Square
    place: Square
    value: int
    sums: tuple[int, int]
    jump: bool = False


def winning_traps(
    cells: Sequence[int], totem: Square, seat: int, their_values: Sequence[int]
) -> list[Trap]:
    """After `seat`'s turn (its piece is on `cells`, the totem on `totem`): every square where
    the opponent can trap the totem and win, with the best such ending for them there.
    `their_values` are the piece values the opponent still holds."""
    if not their_values:
        return []
    board = list(cells)
    other = 1 - seat
    mine, theirs = sign_of(seat), sign_of(other)
    neighbours = geometry().neighbours
    traps = []
    for dest, run in totem_moves(board, totem, theirs):
        # The square the totem leaves holds 0 already: it counts as free beside `dest`.
        if sum(1 for n in neighbours[dest] if board[n] == 0) > 1:
            continue  # two free squares beside it: one stays free after their piece
        best: tuple[tuple[int, int], Trap] | None = None
        for place in placement_squares(board, dest):
            for value in their_values:
                board[place] = value * theirs
                if not can_move_totem(board, dest, mine):
                    sums = surround_sums(board, dest)
                    score = (sums[other] - sums[seat], _count(board, theirs) - _count(board, mine))
                    if score > (0, 0) and (best is None or score > best[0]):
                        best = (score, Trap(dest, place, value, sums, bool(run)))
                board[place] = 0
        if best is not None:
            traps.append(best[1])
    return traps


def risky_placements(
    cells: Sequence[int], totem: Square, seat: int, value: int, left: Sequence[Sequence[int]]
) -> dict[Square, list[Trap]]:
    """For each square `seat` may place `value` on now: the winning traps it leaves the
    opponent (only squares that leave one)."""
    board = list(cells)
    out = {}
    for place in placement_squares(board, totem):
        board[place] = value * sign_of(seat)
        traps = winning_traps(board, totem, seat, held(left, 1 - seat))
        board[place] = 0
        if traps:
            out[place] = traps
    return out


def risky_destinations(
    cells: Sequence[int], totem: Square, seat: int, left: Sequence[Sequence[int]]
) -> dict[Square, list[Trap]]:
    """For each totem move `seat` has now: the winning traps the opponent keeps whatever piece
    `seat` then places (judged with its highest piece; only moves that cannot be saved)."""
    mine = held(left, seat)
    if not mine:
        return {}
    board = list(cells)
    out = {}
    for dest, _run in totem_moves(board, totem, sign_of(seat)):
        found: list[Trap] | None = None
        for place in placement_squares(board, dest):
            board[place] = max(mine) * sign_of(seat)
            traps = winning_traps(board, dest, seat, held(left, 1 - seat))
            board[place] = 0
            if not traps:
                found = None
                break
            found = found or traps
        if found:
            out[dest] = found
    return out


def held(left: Sequence[Sequence[int]], seat: int) -> list[int]:
    """The piece values `seat` still holds (each once)."""
    return [v for v, n in zip(geometry().values, left[seat], strict=True) if n]


def _count(board: Sequence[int], sign: int) -> int:
    return sum(1 for v in board if v * sign > 0)
