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
    """The opponent moves the totem to `square` (by a jump over its own pieces if `jump`) and
    places `value` on `place`; the game ends with `sums` (White's, Red's) around the totem, at
    once or (`forced`) after your next turn, whatever it is. An `ending` is no reply at all:
    after your totem move to `square`, every piece you can place traps the totem with the
    opponent ahead (`place` and `value` are your best try, `sums` its count)."""

    square: Square
    place: Square
    value: int
    sums: tuple[int, int]
    jump: bool = False
    forced: bool = False  # the totem is not trapped yet, but every turn left to you ends it
    ending: bool = False  # your own piece ends the game, lost, wherever it goes


def winning_traps(
    cells: Sequence[int],
    totem: Square,
    seat: int,
    their_values: Sequence[int],
    my_values: Sequence[int] = (),
) -> list[Trap]:
    """After `seat`'s turn (its piece is on `cells`, the totem on `totem`): every square where
    the opponent can win on their turn or at once after, with the best such ending for them
    there. They win by trapping the totem (`seat` cannot move it), or by leaving `seat` only
    turns that end the game in their favour (`forced`; checked when `my_values`, the values
    `seat` will still hold, are given). `their_values`: the values the opponent holds."""
    if not their_values:
        return []
    board = list(cells)
    other = 1 - seat
    mine, theirs = sign_of(seat), sign_of(other)
    neighbours = geometry().neighbours
    traps = []
    for dest, run in totem_moves(board, totem, theirs):
        # The square the totem leaves holds 0 already: it counts as free beside `dest`.
        free = sum(1 for n in neighbours[dest] if board[n] == 0)
        best: tuple[tuple[int, int], Trap] | None = None
        for place in placement_squares(board, dest):
            for value in their_values:
                board[place] = value * theirs
                forced = False
                if free <= 1 and not can_move_totem(board, dest, mine):
                    sums = surround_sums(board, dest)
                    score = (sums[other] - sums[seat], _count(board, theirs) - _count(board, mine))
                elif my_values and value == max(their_values):  # their best piece: sums only
                    ending = _forced_end(board, dest, seat, max(my_values))
                    score, sums, forced = ending if ending else ((0, 0), (0, 0), False)
                else:
                    score = (0, 0)
                if score > (0, 0) and (best is None or score > best[0]):
                    best = (score, Trap(dest, place, value, sums, bool(run), forced))
                board[place] = 0
        if best is not None:
            traps.append(best[1])
    return traps


def _forced_end(
    board: list[int], totem: Square, seat: int, value: int
) -> tuple[tuple[int, int], tuple[int, int], bool] | None:
    """If every turn `seat` may take now ends the game at once with the opponent ahead: their
    score (margin, pieces) and the sums of the ending best for `seat`; else None. `value` is
    `seat`'s highest piece (the best for its sum wherever it goes)."""
    mine, theirs, other = sign_of(seat), -sign_of(seat), 1 - seat
    neighbours = geometry().neighbours
    moves = totem_moves(board, totem, mine)
    if not moves or any(sum(1 for n in neighbours[d] if board[n] == 0) > 1 for d, _r in moves):
        return None  # trapped already (counted as a trap), or a move that keeps a square free
    least: tuple[tuple[int, int], tuple[int, int]] | None = None
    for dest, _run in moves:
        for place in placement_squares(board, dest):
            board[place] = value * mine
            ends = not can_move_totem(board, dest, theirs)
            sums = surround_sums(board, dest)
            score = (sums[other] - sums[seat], _count(board, theirs) - _count(board, mine))
            board[place] = 0
            if not ends or score <= (0, 0):
                return None  # a turn that goes on, or that ends level or won
            if least is None or score < least[0]:
                least = (score, sums)
    assert least is not None
    return least[0], least[1], True


def risky_placements(
    cells: Sequence[int], totem: Square, seat: int, value: int, left: Sequence[Sequence[int]]
) -> dict[Square, list[Trap]]:
    """For each square `seat` may place `value` on now: the winning traps it leaves the
    opponent (only squares that leave one)."""
    board = list(cells)
    out = {}
    theirs, mine = held(left, 1 - seat), held(left, seat, spent=value)
    for place in placement_squares(board, totem):
        board[place] = value * sign_of(seat)
        traps = winning_traps(board, totem, seat, theirs, mine)
        board[place] = 0
        if traps:
            out[place] = traps
    return out


def risky_destinations(
    cells: Sequence[int], totem: Square, seat: int, left: Sequence[Sequence[int]]
) -> dict[Square, list[Trap]]:
    """For each totem move `seat` has now: the winning traps the opponent keeps whatever piece
    `seat` then places, or (one `ending` Trap, the least bad) the lost ending every piece then
    makes by trapping the totem itself (judged with its highest piece; only moves that cannot
    be saved)."""
    mine = held(left, seat)
    if not mine:
        return {}
    board = list(cells)
    out = {}
    sign, other = sign_of(seat), 1 - seat
    theirs, after = held(left, other), held(left, seat, spent=max(mine))
    for dest, _run in totem_moves(board, totem, sign):
        found: list[Trap] = []
        ending: tuple[tuple[int, int], Trap] | None = None
        for place in placement_squares(board, dest):
            board[place] = max(mine) * sign
            if can_move_totem(board, dest, -sign):
                traps = winning_traps(board, dest, seat, theirs, after)
            else:  # this piece ends the game: lost, or saved
                sums = surround_sums(board, dest)
                score = (sums[other] - sums[seat], _count(board, -sign) - _count(board, sign))
                lost = Trap(dest, place, max(mine), sums, ending=True)
                traps = [lost] if score > (0, 0) else []
                if traps and (ending is None or score < ending[0]):
                    ending = (score, lost)
            board[place] = 0
            if not traps:
                break
            if not traps[0].ending:
                found = found or traps
        else:  # no piece saves this move
            if found:
                out[dest] = found
            elif ending is not None:
                out[dest] = [ending[1]]
    return out


def held(left: Sequence[Sequence[int]], seat: int, spent: int = 0) -> list[int]:
    """The piece values `seat` still holds (each once), after spending a piece of value
    `spent` if given."""
    return [v for v, n in zip(geometry().values, left[seat], strict=True) if n - (v == spent) > 0]


def _count(board: Sequence[int], sign: int) -> int:
    return sum(1 for v in board if v * sign > 0)
