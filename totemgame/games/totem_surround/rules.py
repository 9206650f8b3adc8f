"""Totem Surround rules: move the totem, place a piece, score what surrounds it.

Rulebook: shared/rules/seeds/004 (YOXII, Polish); decisions: shared/rules/totem-surround.md.
A turn is two decisions of the same player: MoveTotem, then PlacePiece. The game ends at the
start of a turn when the player to move cannot move the totem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.refusal import Refusal
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import (
    Square,
    can_move_totem,
    geometry,
    placement_squares,
    sign_of,
    surround_sums,
    totem_moves,
)
from totemgame.games.totem_surround.content import reason, side_name
from totemgame.games.totem_surround.view import SurroundView

__all__ = ["SurroundState", "new_game"]


class SurroundState:
    """The whole truth of a game of Totem Surround (cheap to clone: a few flat lists)."""

    __slots__ = ("cells", "totem", "left", "turn", "phase", "over", "last_from")

    def __init__(self) -> None:
        geo = geometry()
        self.cells: list[int] = [0] * geo.size
        self.totem: Square = geo.centre
        self.left: list[list[int]] = [list(geo.counts), list(geo.counts)]
        self.turn: Seat = 0  # White starts
        self.phase = Phase.MOVE
        self.over = False
        self.last_from: Square = -1

    # -- contract ----------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        if self.phase is Phase.MOVE:
            return [MoveTotem(to) for to, _ in totem_moves(self.cells, self.totem, sign_of(seat))]
        values = [v for v, n in zip(geometry().values, self.left[seat], strict=True) if n]
        return [
            PlacePiece(sq, v) for sq in placement_squares(self.cells, self.totem) for v in values
        ]

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        why = self.check(seat, action)
        if why is not None:
            raise IllegalAction(why)
        if isinstance(action, MoveTotem):
            return self._move_totem(seat, action.to)
        assert isinstance(action, PlacePiece)  # check() let nothing else through
        return self._place(seat, action.square, action.value)

    def opening_events(self) -> list[Event]:
        """The set-up reveals nothing: the board starts empty around the totem."""
        return []

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        if self.over:
            return reason("over")
        if seat != self.turn:
            return reason("not_your_turn", side=side_name(self.turn))
        if self.phase is Phase.MOVE:
            if isinstance(action, MoveTotem):
                return self._why_not_move(seat, action.to)
            return reason("move_first" if isinstance(action, PlacePiece) else "not_a_move")
        if isinstance(action, PlacePiece):
            return self._why_not_place(seat, action.square, action.value)
        return reason("place_now" if isinstance(action, MoveTotem) else "not_a_move")

    def result(self) -> Result:
        scores = surround_sums(self.cells, self.totem)
        pieces = self.pieces_on_board()
        keys = [(scores[s], pieces[s]) for s in (0, 1)]
        return Result.from_keys(scores, keys, pieces=list(pieces))

    def view(self, seat: Seat | None) -> SurroundView:
        """The position as `seat` sees it (all of it: nothing is hidden in this game)."""
        return SurroundView(
            seat=seat,
            cells=tuple(self.cells),
            totem=self.totem,
            left=(tuple(self.left[0]), tuple(self.left[1])),
            turn=self.turn,
            phase=self.phase,
            over=self.over,
            scores=surround_sums(self.cells, self.totem),
            pieces=self.pieces_on_board(),
            last_from=self.last_from,
        )

    def clone(self) -> SurroundState:
        other = SurroundState.__new__(SurroundState)
        other.cells = self.cells[:]
        other.totem = self.totem
        other.left = [self.left[0][:], self.left[1][:]]
        other.turn = self.turn
        other.phase = self.phase
        other.over = self.over
        other.last_from = self.last_from
        return other

    # -- rules -------------------------------------------------------------------------
    def pieces_on_board(self) -> tuple[int, int]:
        """How many pieces each seat has placed (the tie-break)."""
        counts = geometry().counts
        return (sum(counts) - sum(self.left[0]), sum(counts) - sum(self.left[1]))

    def _why_not_move(self, seat: Seat, to: Square) -> Refusal | None:
        """Why the totem cannot go to `to` for `seat`, or None."""
        geo = geometry()
        sign = sign_of(seat)
        if any(to == dest for dest, _ in totem_moves(self.cells, self.totem, sign)):
            return None
        if not 0 <= to < geo.size:
            return reason("off_board")
        if to == self.totem:
            return reason("totem_there", square=geo.label(to))
        path = next((ray[: ray.index(to)] for ray in geo.rays[self.totem] if to in ray), None)
        if path is None:
            return reason("not_in_line")
        if self.cells[to]:
            return reason("occupied", square=geo.label(to))
        if any(self.cells[p] * sign < 0 for p in path):
            return reason("over_theirs", side=side_name(1 - seat))
        if not self.cells[path[0]]:
            return reason("too_far")
        first_empty = next(p for p in path if not self.cells[p])
        return reason("jump_lands", square=geo.label(first_empty))

    def _why_not_place(self, seat: Seat, square: Square, value: int) -> Refusal | None:
        """Why `seat` cannot place a piece of `value` on `square`, or None."""
        geo = geometry()
        if value not in geo.values:
            return reason("no_such_value", value=value)
        if not self.left[seat][geo.values.index(value)]:
            return reason("none_left", value=value)
        if not 0 <= square < geo.size:
            return reason("off_board")
        if square == self.totem:
            return reason("under_totem", square=geo.label(square))
        if self.cells[square]:
            return reason("taken", square=geo.label(square))
        if square not in placement_squares(self.cells, self.totem):
            return reason("not_touching")
        return None

    def _move_totem(self, seat: Seat, to: Square) -> list[Event]:
        geo = geometry()
        over = dict(totem_moves(self.cells, self.totem, sign_of(seat)))[to]
        frm = self.totem
        self.last_from = frm
        self.totem = to
        self.phase = Phase.PLACE
        params = {"player": seat, "from": frm, "to": geo.label(to), "to_square": to}
        if over:
            params.update(count=len(over), over=list(over))
            return [Event("totem_jump", params)]
        return [Event("totem_step", params)]

    def _place(self, seat: Seat, square: Square, value: int) -> list[Event]:
        geo = geometry()
        forced = square not in geo.neighbours[self.totem]
        self.cells[square] = value * sign_of(seat)
        self.left[seat][geo.values.index(value)] -= 1
        key = "place_forced" if forced else "place"
        events = [
            Event(key, {"player": seat, "square": geo.label(square), "at": square, "value": value})
        ]
        self.turn = 1 - seat
        self.phase = Phase.MOVE
        if not can_move_totem(self.cells, self.totem, sign_of(self.turn)):
            events += self._end()
        return events

    def _end(self) -> list[Event]:
        self.over = True
        stuck = self.turn
        result = self.result()
        scores = result.scores
        events = [Event("totem_stuck", {"player": stuck})]
        if len(result.winners) == 2:
            return events + [Event("game_drawn", {"score": scores[0], "other": scores[1]})]
        w = result.winners[0]
        key = "game_over" if scores[0] != scores[1] else "game_over_tiebreak"
        events.append(Event(key, {"winner": w, "score": scores[w], "other": scores[1 - w]}))
        return events


# -- construction ---------------------------------------------------------------------------
def new_game(players: int, options: Mapping[str, Any], seed: int) -> SurroundState:
    """A new game: empty board, totem on the centre, White to move. No chance, so no seed use."""
    if players != 2:
        raise ValueError("Totem Surround is for 2 players")
    return SurroundState()
