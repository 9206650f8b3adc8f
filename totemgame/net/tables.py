"""Many tables by code, and what each request of a player's app does to them (no input/output).

The WebSocket server (net/server.py) reads a message, hands it to `Tables.handle` with the
connection's `Seating` (which table and token it joined), and sends what comes back: replies
to the sender and updates addressed to (table, seat). Each table's referee is used by one
request at a time (its lock), so the server may answer from several threads.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from typing import Any

from totemgame import games
from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, RecordError, SeatInfo
from totemgame.net.protocol import Message, Refused, make
from totemgame.net.referee import Referee

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud without doubt
CODE_LENGTH = 6
MAX_TABLES = 1000
SEED_BITS = 62

# Where a message goes: None for the sender, else (table code, seat).
Address = tuple[str, Seat] | None


@dataclass
class Seating:
    """Where one connection sits: the table and token it joined (None before it joins)."""

    table: str | None = None
    token: str | None = None
    seat: Seat | None = None


class Tables:
    """The open tables of a server, by code (see the module docstring)."""

    def __init__(self, max_tables: int = MAX_TABLES) -> None:
        self.max_tables = max_tables
        self.referees: dict[str, Referee] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._table_of_token: dict[str, str] = {}
        self._lock = threading.Lock()

    def open(
        self, game_id: str, seats: list[SeatInfo], options: dict[str, Any], seed: int | None = None
    ) -> Referee:
        """A new table of `game_id` (its seed drawn here unless given); Refused if the game,
        seats or options are not playable, or the server holds its most tables."""
        try:
            module = games.get(game_id)
        except KeyError:
            raise Refused("unknown_game", f"this server has no game {game_id[:40]!r}") from None
        if not any(s.is_human for s in seats):
            raise Refused("malformed", "a table needs at least one player")
        seed = secrets.randbits(SEED_BITS) if seed is None else seed
        record = GameRecord(game=game_id, options=options, seats=seats, seed=seed)
        try:
            match = Match(record, module)
        except RecordError as exc:
            raise Refused("malformed", f"this table cannot be set up: {exc}") from None
        with self._lock:
            if len(self.referees) >= self.max_tables:
                raise Refused("too_many_tables", "this server holds all the tables it can")
            code = self._new_code()
            self._locks[code] = threading.Lock()
            referee = self.referees[code] = Referee(match, code)
            self._table_of_token.update(dict.fromkeys(referee.tokens, code))
        return referee

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.referees:
                return code

    def _table(self, code: str) -> tuple[Referee, threading.Lock]:
        with self._lock:
            referee = self.referees.get(code)
            if referee is None:
                raise Refused("unknown_table", f"there is no table {code[:12]!r} here")
            return referee, self._locks[code]

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
            reply = make(
                "claimed", table=referee.table, seat=seat, token=token, game=referee.game_id
            )
            return [(None, reply)]
        if kind == "join":
            return self._join(seating, message["table"], message["token"])
        if kind == "action":
            if seating.table is None or seating.token is None:
                raise Refused("not_joined", "join a table before playing")
            referee, lock = self._table(seating.table)
            with lock:
                deliveries = referee.action(seating.token, message["action"])
            return [((referee.table, d.seat), d.message) for d in deliveries]
        raise Refused("malformed", f"a player does not send {kind!r}")

    def _create(self, seating: Seating, message: Message) -> list[tuple[Address, Message]]:
        try:
            seats = [SeatInfo.from_json(s) for s in message["seats"]]
        except RecordError as exc:
            raise Refused("malformed", f"the seats are not right: {exc}") from None
        referee = self.open(message["game"], seats, message["options"])
        with self._locks[referee.table]:
            seat, token = referee.claim()
        reply = make("created", table=referee.table, seat=seat, token=token)
        return [(None, reply)]

    def _join(self, seating: Seating, code: str, token: str) -> list[tuple[Address, Message]]:
        if seating.table is not None:
            self.leave(seating)
        with self._lock:
            elsewhere = self._table_of_token.get(token, code) != code
        if elsewhere:
            raise Refused("other_table", "this token is for another table")
        referee, lock = self._table(code)
        with lock:
            snapshot = referee.join(token)
            seat = seating.seat = referee.tokens[token]
            seating.table, seating.token = code, token
            others = referee.presence(seat)
        return [(None, snapshot), *[((code, d.seat), d.message) for d in others]]

    def leave(self, seating: Seating) -> list[tuple[Address, Message]]:
        """The connection at `seating` closed: its seat is no longer connected; the others
        are told (the messages to send)."""
        if seating.table is None or seating.token is None or seating.seat is None:
            return []
        referee, lock = self._table(seating.table)
        with lock:
            referee.leave(seating.token)
            others = referee.presence(seating.seat)
        code = seating.table
        seating.table = seating.token = seating.seat = None
        return [((code, d.seat), d.message) for d in others]
