"""What each request of a player's app does to a server's tables (no input/output).

The WebSocket server (net/server.py) reads a message, hands it to `Tables.handle` with the
connection's `Seating` (which table and token it joined, and the address it came from), and
sends what comes back: replies to the sender and updates addressed to (table, seat). Each
table's referee is used by one request at a time (its lock), so the server may answer from
several threads; opening, keeping and closing tables is net/table_registry.py's.

A table opens in its lobby: its host's app (the token that created it) starts it, may give
seats to an AI and take a seat back from the AI playing for an absent player. In the game a
player may ask to take back their last move, the others answer (net/take_back.py); an ask
nobody answers in time ends with `undo_expired` (the server's timer). Each change is kept
before its messages go out.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from totemgame.engine.game import Seat
from totemgame.engine.record import RecordError, SeatInfo
from totemgame.net.protocol import Delivery, Message, Refused, make
from totemgame.net.quick_messages import relay
from totemgame.net.referee import Referee, token_hash
from totemgame.net.table_registry import HOUR as HOUR
from totemgame.net.table_registry import Address as Address
from totemgame.net.table_registry import TableRegistry
from totemgame.net.table_store import StoreError

log = logging.getLogger("totemgame.net.tables")


@dataclass
class Seating:
    """Where one connection sits: the table and token it joined (None before it joins), and
    the address it came from ("" for an app hosting its own table)."""

    table: str | None = None
    token: str | None = None
    seat: Seat | None = None
    address: str = field(default="", compare=False)


class Tables(TableRegistry):
    """The open tables of a server and what each request does to them (see the module
    docstring)."""

    # -- requests ------------------------------------------------------------------------------
    def handle(self, seating: Seating, message: Message) -> list[tuple[Address, Message]]:
        """What `message` (already schema-checked) does; the messages to send. A refusal is
        a `refused` message to the sender, and nothing changed."""
        try:
            return self._handle(seating, message)
        except Refused as refused:
            return [(None, refused.message())]

    def _handle(self, seating: Seating, message: Message) -> list[tuple[Address, Message]]:
        kind = message["type"]
        if kind == "ping":
            return [(None, make("pong"))]
        if kind == "create":
            return self._create(seating, message)
        if kind == "claim":
            referee, lock = self._table(message["table"])
            name = message.get("name")
            with lock:
                seat, token = referee.claim(name if isinstance(name, str) else "")
                self._claimed(referee, seat, first=True, named=bool(name))
            reply = make(
                "claimed", table=referee.table, seat=seat, token=token, game=referee.game_id
            )
            return [(None, reply)]
        if kind == "join":
            return self._join(seating, message["table"], message["token"])
        if kind == "action":
            return self._at_table(seating, lambda r, token: r.action(token, message["action"]))
        if kind == "undo":
            return self._at_table(seating, lambda r, token: r.ask_undo(token))
        if kind == "undo_answer":
            number, accept = message["ask"], message["accept"]
            return self._at_table(seating, lambda r, token: r.answer_undo(token, number, accept))
        if kind == "start":
            return self._at_table(seating, lambda r, token: r.start(token, self._starter(r)))
        if kind == "hand":
            return self._at_table(seating, lambda r, token: self._hand(r, token, message))
        if kind == "recall":
            return self._at_table(seating, lambda r, token: self._recall(r, token, message["seat"]))
        if kind == "say":
            return self._say(seating, message["said"])
        raise Refused("malformed", f"a player does not send {kind!r}")

    def _at_table(
        self, seating: Seating, request: Callable[[Referee, str], list[Delivery]]
    ) -> list[tuple[Address, Message]]:
        """`request` done by the table the connection joined, with its token and its lock
        held; a change not written takes the table back to the moves kept."""
        if seating.table is None or seating.token is None:
            raise Refused("not_joined", "join a table first")
        referee, lock = self._table(seating.table)
        code = referee.table
        with lock:
            try:
                deliveries = request(referee, seating.token)
            except StoreError as exc:
                return self._recover(referee, exc)
            self._touched[code] = self.clock()
        return [((code, d.seat), d.message) for d in deliveries]

    def _say(self, seating: Seating, said: str) -> list[tuple[Address, Message]]:
        """A quick message, relayed to the seats at the table (net/quick_messages.py)."""
        if seating.table is None or seating.token is None or seating.seat is None:
            raise Refused("not_joined", "join a table first")
        referee, lock = self._table(seating.table)
        with lock:
            here = tuple(sorted(referee.connected))
        code = referee.table
        return [((code, s), m) for s, m in relay(self.quick, code, seating.seat, said, here)]

    def undo_expired(self, code: str, number: int) -> list[tuple[Address, Message]]:
        """Ask `number` to take back a move at table `code` had no answer in time: it ends
        (nothing if it ended already or the table is gone)."""
        try:
            referee, lock = self._table(code)
        except Refused:
            return []
        with lock:
            deliveries = referee.undo_expired(number)
        return [((code, d.seat), d.message) for d in deliveries]

    def _starter(self, referee: Referee) -> Callable[[], None]:
        """What a table does as its host starts it, before its AI seats play: kept so."""

        def started() -> None:
            if self.store is None:
                return
            try:
                self.store.started(referee.table, referee.match.record, self.clock())
            except StoreError as exc:
                log.error("table %s: the start not kept: %s", referee.table, exc)
                raise Refused(
                    "storage", "the server cannot keep the start now: try again"
                ) from None

        return started

    def _recall(self, referee: Referee, token: str, seat: Seat) -> list[Delivery]:
        """A seat taken back from the AI playing for its absent player, and kept so."""
        deliveries = referee.recall(token, seat)
        if self.store is not None:
            try:
                self.store.stand_in(referee.table, seat, None)
            except StoreError as exc:  # said in the log: the table goes on
                log.error("table %s: seat %d's recall not kept: %s", referee.table, seat, exc)
        return deliveries

    def _hand(self, referee: Referee, token: str, message: Message) -> list[Delivery]:
        """A seat given to an AI (with the table's lock held), and kept so."""
        name, seat, started = message.get("name"), message["seat"], referee.started
        name = name if isinstance(name, str) else ""
        deliveries = referee.hand(token, seat, message["ai"], name)
        if self.store is not None:
            try:
                if started:
                    self.store.stand_in(referee.table, seat, referee.stand_ins[seat])
                else:
                    self.store.seated(referee.table, referee.match.record)
            except StoreError as exc:  # said in the log: the table goes on
                log.error("table %s: seat %d's AI not kept: %s", referee.table, seat, exc)
        return deliveries

    def _create(self, seating: Seating, message: Message) -> list[tuple[Address, Message]]:
        try:
            seats = [SeatInfo.from_json(s) for s in message["seats"]]
        except RecordError as exc:
            raise Refused("malformed", f"the seats are not right: {exc}") from None
        referee = self.open(message["game"], seats, message["options"], opener=seating.address)
        with self._locks[referee.table]:
            seat, token = referee.claim()
            self._claimed(referee, seat, first=True)
        reply = make("created", table=referee.table, seat=seat, token=token)
        return [(None, reply)]

    def _join(self, seating: Seating, code: str, token: str) -> list[tuple[Address, Message]]:
        if seating.table is not None:
            self.leave(seating)
        with self._lock:
            elsewhere = self._table_of_hash.get(token_hash(token), code) != code
        if elsewhere:
            raise Refused("other_table", "this token is for another table")
        referee, lock = self._table(code)
        with lock:
            seat = referee.seat_of(token)
            self._claimed(referee, seat)
            back = seat in referee.stand_ins  # the AI that played for them hands the seat back
            snapshot = referee.join(token)
            if back and self.store is not None:
                try:
                    self.store.stand_in(code, seat, None)
                except StoreError as exc:
                    log.error("table %s: seat %d's return not kept: %s", code, seat, exc)
            seating.table, seating.token, seating.seat = code, token, seat
            others = referee.presence(seat) + referee.undo_news(seat)
        return [(None, snapshot), *[((code, d.seat), d.message) for d in others]]

    def leave(self, seating: Seating) -> list[tuple[Address, Message]]:
        """The connection at `seating` closed: its seat is no longer connected; the others
        are told (the messages to send)."""
        if seating.table is None or seating.token is None or seating.seat is None:
            return []
        try:
            referee, lock = self._table(seating.table)
        except Refused:  # the table closed meanwhile
            seating.table = seating.token = seating.seat = None
            return []
        with lock:
            referee.leave(seating.token)
            others = referee.presence(seating.seat)
        code = seating.table
        seating.table = seating.token = seating.seat = None
        return [((code, d.seat), d.message) for d in others]
