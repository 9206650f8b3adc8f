"""Taking back a move at an online table, with the others' consent (Board Game Arena's policy).

A player may ask to take back their own last move, and only that one: before anyone else has
moved (the table's last move is theirs) and never across revealed information (no event of
that move is a `barrier`: a draw, a deal or a secret shown to anyone, which the local undo
never crosses either). The other human players at the table are asked; the AI seats, and the
AIs playing for absent players, accept. A player away from the table cannot be asked, so the
ask is refused at once. Any decline, a move made meanwhile, or no answer in time (the server's
timer) ends the ask and the move stands; when every player asked accepts, the referee rewinds.

`TakeBacks` keeps one table's ask; `TakeBackAsks`, part of the referee (net/referee.py), turns
each request into the messages every seat at the table is sent.
No input or output here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.net.protocol import Delivery, Message, Refused, make

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


class TakeBackAsks:
    """The referee's side of the asks (mixed into net/referee.py's Referee): the messages
    each request sends, to every seat at the table."""

    match: Match
    started: bool
    connected: set[Seat]
    stand_ins: dict[Seat, str]
    take_backs: TakeBacks

    def seat_of(self, token: str) -> Seat:
        raise NotImplementedError

    def snapshot(self, seat: Seat) -> Message:
        raise NotImplementedError

    def ask_undo(self, token: str) -> list[Delivery]:
        """The seat of `token` asks to take back its last move: the others asked (every
        connected seat told), or, with nobody to ask, the move taken back at once."""
        seat = self.seat_of(token)
        if not self.started:
            raise Refused("not_started", "the host has not started the game yet")
        others = {s for s in self.match.human_seats() if s != seat and s not in self.stand_ins}
        away = sorted(others - self.connected)
        ask = self.take_backs.open(self.match, seat, others, away)
        if not ask.waiting:
            self.take_backs.close()
            return self._taken_back(ask.by, ask.news(ACCEPTED))
        return self._tell(ask.news(ASKED))

    def answer_undo(self, token: str, number: int, accept: bool) -> list[Delivery]:
        """The seat of `token` answers ask `number`: every connected seat told where it stands
        (and, once all accepted, sent the position before the move)."""
        seat = self.seat_of(token)
        ask, state = self.take_backs.answer(seat, number, accept)
        if state == ACCEPTED:
            return self._taken_back(ask.by, ask.news(ACCEPTED))
        return self._tell(ask.news(state, declined=seat if state == DECLINED else None))

    def undo_expired(self, number: int) -> list[Delivery]:
        """Ask `number` had no answer in time: it ends, the move stands (nothing if it ended)."""
        ask = self.take_backs.close(number)
        return [] if ask is None else self._tell(ask.news(TIMEOUT))

    def undo_news(self, seat: Seat) -> list[Delivery]:
        """The open ask, for a seat joining again (a player asked gets the question back)."""
        ask = self.take_backs.ask
        return [] if ask is None else [Delivery(seat, ask.news(ASKED))]

    def _taken_back(self, seat: Seat, news: Message) -> list[Delivery]:
        if not self.match.undo(seat):  # the policy was checked: the match agrees
            raise Refused("undo_reveal", "that move cannot be taken back")
        return self._tell(news) + [Delivery(s, self.snapshot(s)) for s in sorted(self.connected)]

    def _tell(self, message: Message) -> list[Delivery]:
        return [Delivery(s, message) for s in sorted(self.connected)]
