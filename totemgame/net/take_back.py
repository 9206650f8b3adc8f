"""Taking back a move at an online table, with the others' consent (Board Game Arena's policy).

A player may ask to take back their own last move, and only that one: before anyone else has
moved (the table's last move is theirs) and never across revealed information (no event of
that move is a `barrier`: a draw, a deal or a secret shown to anyone, which the local undo
never crosses either). The other human players at the table are asked; the AI seats, and the
AIs playing for absent players, accept. A player away from the table cannot be asked, so the
ask is refused at once. Any decline, a move made meanwhile, or no answer in time (the server's
timer) ends the ask and the move stands; when every player asked accepts, the referee rewinds.

`TakeBacks` keeps one table's ask; the referee (net/referee.py) turns its news into messages.
No input or output here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.net.protocol import Message, Refused, make

ASKED, ACCEPTED, DECLINED, MOVED, TIMEOUT = "asked", "accepted", "declined", "moved", "timeout"
OUTCOMES = (ASKED, ACCEPTED, DECLINED, MOVED, TIMEOUT)


@dataclass
class Ask:
    """`by` asks to take back the table's move number `ply`; `waiting`: who has not answered."""

    by: Seat
    ply: int
    number: int  # the table's count of asks: an answer or a timer names the ask it is for
    waiting: set[Seat] = field(default_factory=set)

    def news(self, state: str, declined: Seat | None = None) -> Message:
        """The `undo` message telling a seat where this ask stands."""
        return make(
            "undo",
            by=self.by,
            state=state,
            ask=self.number,
            waiting=sorted(self.waiting),
            declined=declined,
        )


def refusal(match: Match, seat: Seat) -> Refused | None:
    """Why `seat` may not ask to take back a move now (None: it may)."""
    actions = match.record.actions
    if match.is_over():
        return Refused("over", "the game is over")
    if not any(mover == seat for mover, _ in actions):
        return Refused("undo_none", "you have made no move to take back")
    if actions[-1][0] != seat:
        return Refused("undo_moved", "another player has moved since your move: it stands")
    last = len(actions) - 1
    if any(le.ply == last and le.event.barrier for le in match.log):
        return Refused(
            "undo_reveal", "your move revealed something or drew by chance: it cannot be undone"
        )
    return None


class TakeBacks:
    """The ask of one table, if one is open (see the module docstring)."""

    def __init__(self) -> None:
        self.ask: Ask | None = None
        self.count = 0

    def open(self, match: Match, seat: Seat, asked: set[Seat], away: list[Seat]) -> Ask:
        """`seat` asks; `asked`: the human players to ask (their apps at the table unless in
        `away`). Refused if an ask is open, the policy forbids it or a player is away."""
        if self.ask is not None:
            raise Refused("undo_open", "a take-back is being asked already: wait for the answer")
        reason = refusal(match, seat)
        if reason is not None:
            raise reason
        if away:
            name = match.seats[away[0]].name
            raise Refused("undo_away", f"{name} is away from the table and cannot be asked")
        self.count += 1
        self.ask = Ask(seat, len(match.record.actions) - 1, self.count, set(asked))
        return self.ask

    def answer(self, seat: Seat, number: int, accept: bool) -> tuple[Ask, str]:
        """`seat` answers ask `number`: the ask and where it stands now (ASKED while others
        have not answered, ACCEPTED, DECLINED); Refused if that ask is not open for `seat`."""
        ask = self.ask
        if ask is None or ask.number != number or seat not in ask.waiting:
            raise Refused("undo_closed", "that take-back is no longer being asked")
        ask.waiting.discard(seat)
        if not accept:
            self.ask = None
            return ask, DECLINED
        if ask.waiting:
            return ask, ASKED
        self.ask = None
        return ask, ACCEPTED

    def close(self, number: int | None = None) -> Ask | None:
        """End the open ask (only ask `number`, if given): the ask ended, or None."""
        ask = self.ask
        if ask is None or (number is not None and ask.number != number):
            return None
        self.ask = None
        return ask
