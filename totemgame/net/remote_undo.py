"""Undo at a seat whose referee is elsewhere: asking to take back a move, and being asked.

The referee decides (net/take_back.py): only one's own last move, before anyone else has moved,
never across revealed information, and the other players are asked. This side offers Undo when
the last move this seat was told of is its own and showed it nothing revealed (the referee, who
sees every seat's events, checks again), sends the ask, and says how it ended. A player asked
has a `question` (who asks, and the ask's number) until they answer or the ask ends; the table
shows it (ui/online_undo.py). No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from totemgame.engine.game import Event, Seat
from totemgame.i18n import _
from totemgame.net import protocol
from totemgame.net.protocol import Message
from totemgame.text import Words

STATES = ("asked", "accepted", "declined", "moved", "timeout")


class RemoteUndo:
    """One seat's asks to take back a move (see the module docstring). `send` carries a
    message to the referee, `say` tells the player, `names` are the seats' names."""

    def __init__(
        self,
        send: Callable[[Message], None],
        say: Callable[[Words, str], None],
        names: Callable[[], Sequence[str]],
    ) -> None:
        self.send = send
        self.say = say
        self.names = names
        self.viewer: Seat | None = None
        self.own_last = False  # the last move this seat was told of is its own, nothing revealed
        self.asking: int | None = None  # this seat's ask, while the others answer
        self.question: tuple[Seat, int] | None = None  # (who asks, the ask's number) to answer

    # -- what the referee told this seat ------------------------------------------------------
    def moved(self, mover: Seat, events: Sequence[Event]) -> None:
        """A move this seat was told of (`events`: what it saw of it)."""
        self.own_last = mover == self.viewer and not any(e.barrier for e in events)

    def reset(self) -> None:
        """A snapshot came (a join, or a move taken back): nothing known of the last move."""
        self.own_last = False

    def take(self, message: Message) -> None:
        """An `undo` message: where an ask stands."""
        by, state, number = int(message["by"]), str(message["state"]), int(message["ask"])
        waiting = [int(s) for s in message["waiting"]]
        mine = by == self.viewer
        if state == "asked":
            self.asking = number if mine else self.asking
            if not mine and self.viewer in waiting:
                self.question = (by, number)
            elif mine:
                self._say_waiting(waiting)
            return
        if self.asking == number:
            self.asking = None
        if self.question is not None and self.question[1] == number:
            self.question = None
        self.say(self._ended_words(by, state, message.get("declined")), self._kind(state))

    def _say_waiting(self, waiting: list[Seat]) -> None:
        names = self.names()
        who = ", ".join(names[s] for s in waiting if 0 <= s < len(names))
        self.say(
            lambda: _("Waiting for {names} to let you take back your move...").format(names=who),
            "info",
        )

    def _ended_words(self, by: Seat, state: str, declined: Any) -> Words:
        names = self.names()
        mover = names[by] if 0 <= by < len(names) else "?"
        refuser = (
            names[declined] if isinstance(declined, int) and 0 <= declined < len(names) else "?"
        )
        mine = by == self.viewer
        if state == "accepted":
            if mine:
                return lambda: _("Your move was taken back: play again.")
            return lambda: _("{name} took back their last move.").format(name=mover)
        if state == "declined":
            if declined == self.viewer:
                return lambda: _("You said no: {mover}'s move stands.").format(mover=mover)
            if mine:
                return lambda: _("{name} said no: your move stands.").format(name=refuser)
            return lambda: _("{name} said no: {mover}'s move stands.").format(
                name=refuser, mover=mover
            )
        if state == "moved":
            return lambda: _("The game went on: the move stands.")
        return lambda: _("Nobody answered in time: the move stands.")

    @staticmethod
    def _kind(state: str) -> str:
        return "ok" if state == "accepted" else "warning"

    # -- this seat's requests -----------------------------------------------------------------
    def can_ask(self) -> bool:
        """Whether Undo is worth sending now (the referee checks again)."""
        return self.own_last and self.asking is None

    def reason(self) -> str:
        """Why Undo is not offered now, in the player's words."""
        if self.asking is not None:
            return _("Waiting for the other players' answer.")
        return _(
            "Online you can take back only your own last move, before anyone else moves, "
            "and only if it revealed nothing."
        )

    def ask(self) -> None:
        """Ask the table to take back this seat's last move."""
        self.send(protocol.make("undo"))

    def answer(self, accept: bool) -> None:
        """Answer the question asked of this seat (nothing if none is open)."""
        if self.question is None:
            return
        number, self.question = self.question[1], None
        self.send(protocol.make("undo_answer", ask=number, accept=accept))


def refusal_words(code: str) -> Words | None:
    """A referee's refusal of an ask, in the player's words (None: not an ask's)."""
    if code == "undo_none":
        return lambda: _("You have made no move to take back.")
    if code == "undo_moved":
        return lambda: _("Another player has moved since your move: it stands.")
    if code == "undo_reveal":
        return lambda: _("Your move revealed something or drew by chance: it cannot be undone.")
    if code == "undo_open":
        return lambda: _("A take-back is being asked already: wait for the answer.")
    if code == "undo_away":
        return lambda: _("A player is away from the table and cannot be asked.")
    if code == "undo_closed":
        return lambda: _("That take-back is no longer being asked.")
    return None
