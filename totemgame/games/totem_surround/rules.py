"""Totem Surround rules: move the totem, place a piece, score what surrounds it.

Rulebook: shared/rules/seeds/004 (YOXII, Polish); decisions: shared/rules/totem-surround.md.
A turn is two decisions of the same player: MoveTotem, then PlacePiece. The game ends at the
start of a turn when the player to move cannot move the totem.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from totemgame.engine.game import Action, ActionCodec, Event, IllegalAction, Result, Seat
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.board import (
    GAME_ID,
    Square,
    can_move_totem,
    geometry,
    placement_squares,
    sign_of,
    surround_sums,
    totem_moves,
)

__all__ = ["GAME_ID", "CODEC", "MoveTotem", "PlacePiece", "Phase", "SurroundState"]


class Phase(str, Enum):
    """Which half of the turn the player to move is in."""

    MOVE = "move"
    PLACE = "place"


@dataclass(frozen=True)
class MoveTotem(Action):
    """Move the totem to `to` (a step or a jump; the rules tell which)."""

    kind = "move"
    to: int


@dataclass(frozen=True)
class PlacePiece(Action):
    """Place one of your pieces of `value` on `square`."""

    kind = "place"
    square: int
    value: int


CODEC = ActionCodec(MoveTotem, PlacePiece)


@dataclass(frozen=True)
class SurroundView:
    """Everything about the position (perfect information); `seat` is who looks at it.

    cells: 37 ints, 0 empty, +v White's piece of value v, -v Red's. left[seat][i]: pieces of
    values[i] still in that seat's hand. scores: the live sums around the totem.
    """

    seat: Seat | None
    cells: tuple[int, ...]
    totem: Square
    left: tuple[tuple[int, ...], ...]
    turn: Seat
    phase: Phase
    over: bool
    scores: tuple[int, int]
    pieces: tuple[int, int]  # pieces on the board per seat
    last_from: Square  # where the totem stood before its last move (-1 before any move)

    @property
    def to_move(self) -> tuple[Seat, ...]:
        return () if self.over else (self.turn,)


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
        if self.over:
            raise IllegalAction("the game is over")
        if seat != self.turn:
            raise IllegalAction("it is not this player's turn")
        if self.phase is Phase.MOVE:
            if not isinstance(action, MoveTotem):
                raise IllegalAction("first move the totem")
            return self._move_totem(seat, action.to)
        if not isinstance(action, PlacePiece):
            raise IllegalAction("the totem has moved: now place a piece")
        return self._place(seat, action.square, action.value)

    def result(self) -> Result:
        scores = surround_sums(self.cells, self.totem)
        pieces = self.pieces_on_board()
        keys = [(scores[s], pieces[s]) for s in (0, 1)]
        return Result.from_keys(scores, keys, pieces=list(pieces))

    def view(self, seat: Seat | None) -> SurroundView:
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

    def _move_totem(self, seat: Seat, to: Square) -> list[Event]:
        moves = dict(totem_moves(self.cells, self.totem, sign_of(seat)))
        if to not in moves:
            raise IllegalAction("the totem cannot go there")
        geo = geometry()
        over = moves[to]
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
        if value not in geo.values or not self.left[seat][geo.values.index(value)]:
            raise IllegalAction(f"no piece of value {value} left")
        allowed = placement_squares(self.cells, self.totem)
        if square not in allowed:
            raise IllegalAction("place your piece on an empty square next to the totem")
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
