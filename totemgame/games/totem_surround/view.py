"""What a seat sees of a game of Totem Surround: everything (perfect information)."""

from __future__ import annotations

from dataclasses import dataclass

from totemgame.engine.game import Seat
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import Square

__all__ = ["SurroundView"]


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
    def round(self) -> None:
        """A game without rounds."""
        return None

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0

    @property
    def to_move(self) -> tuple[Seat, ...]:
        return () if self.over else (self.turn,)
