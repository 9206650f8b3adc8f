"""Undo in a game played on this computer: who may take a move back, to where, and why not.

Against the AI the one human takes back their last decision; between humans it exists only
when nothing is secret (in pass-and-play with secrets a take-back would show the table to the
wrong player). An undo never crosses a new secret or a draw (Match.undo_point). No drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Seat
from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec
    from totemgame.engine.match import Match
    from totemgame.session.tempo import Tempo
    from totemgame.text import Words


class UndoTable(Protocol):
    """What undo needs of its session: the game, its humans, whether they share a screen, and
    what an undo stops, restarts and tells."""

    match: Match
    spec: GameSpec
    humans: list[Seat]
    tempo: Tempo
    on_message: Callable[[Words, str], None]
    on_reset: Callable[[], None]

    @property
    def hotseat(self) -> bool: ...

    def cancel_ai(self) -> None: ...


class TakeBack:
    """The undo rules of one local game (its `table`: the session)."""

    def __init__(self, table: UndoTable) -> None:
        self.table = table
        self._key: tuple[int, int, int, Seat] | None = None
        self._ok = False

    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def humans(self) -> list[Seat]:
        return self.table.humans

    def offered(self) -> bool:
        """Undo exists against the AI (one human), and between humans when nothing is secret."""
        return len(self.humans) == 1 or (len(self.humans) > 1 and not self.table.hotseat)

    def seat(self) -> Seat | None:
        """Whose move an undo takes back: the one human's, or the last mover's among humans."""
        if len(self.humans) == 1:
            return self.humans[0]
        if not self.offered() or not self.match.record.actions:
            return None
        last = self.match.record.actions[-1][0]
        return last if last in self.humans else None

    def take(self) -> bool:
        """Take back the human's last decision (cancelling any AI thinking first); False,
        with the reason told, when there is none."""
        t = self.table
        if not self.possible():
            t.on_message(self.reason(), "warning")
            return False
        t.cancel_ai()
        seat = self.seat()
        if seat is None or not self.match.undo(seat):
            return False
        t.tempo.moved()
        t.on_reset()
        return True

    def possible(self) -> bool:
        """Whether an undo point exists: back to a decision with no new secret or draw since."""
        seat = self.seat()
        if seat is None or self.match.is_over():
            return False
        # Cached per position: finding the undo point scans the log, and the table asks every frame.
        key = (self.match.ply, len(self.match.log), id(self.match.state), seat)
        if self._key != key:
            self._key = key
            self._ok = self.match.undo_point(seat) is not None
        return self._ok

    def reason(self) -> str:
        """Why there is nothing to undo, in the player's language."""
        if not self.offered():
            return _("Undo is not available in pass-and-play games with hidden cards or choices.")
        if self.match.is_over():
            return _("The game is over.")
        if not self.table.spec.hidden_information:
            return _("Nothing to undo yet.")
        return _("Nothing to undo: no move of yours since something was revealed or drawn.")
