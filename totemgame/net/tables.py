"""Many tables by code, and what each request of a player's app does to them (no input/output).

The WebSocket server (net/server.py) reads a message, hands it to `Tables.handle` with the
connection's `Seating` (which table and token it joined, and the address it came from), and
sends what comes back: replies to the sender and updates addressed to (table, seat). Each
table's referee is used by one request at a time (its lock), so the server may answer from
several threads.

A table opens in its lobby: its host's app (the token that created it) starts it, and may give
seats to an AI (net/referee.py). With a store (net/table_store.py), every table is written as it
opens, each seat as it is claimed (with the name its player chose), the start, each seat given
to an AI and each move as it is applied (before its updates go out), and the tables kept are
restored when the server starts again. `Keeping` says how long tables stay (`expire`) and how
many unfinished tables one address may open.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from totemgame import games
from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, RecordError, SeatInfo
from totemgame.net.keeping import Keeping
from totemgame.net.protocol import Message, Refused, make
from totemgame.net.quick_messages import QuickRates, relay
from totemgame.net.referee import AI_KINDS, Delivery, Referee, token_hash
from totemgame.net.table_store import KeptTable, StoreError, TableStore

log = logging.getLogger("totemgame.net.tables")

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud without doubt
CODE_LENGTH = 6
MAX_TABLES = 1000
SEED_BITS = 62
HOUR = 3600.0

# Where a message goes: None for the sender, else (table code, seat).
Address = tuple[str, Seat] | None


@dataclass
class Seating:
    """Where one connection sits: the table and token it joined (None before it joins), and
    the address it came from ("" for an app hosting its own table)."""

    table: str | None = None
    token: str | None = None
    seat: Seat | None = None
    address: str = field(default="", compare=False)


class Tables:
    """The open tables of a server, by code (see the module docstring)."""

    def __init__(
        self,
        max_tables: int = MAX_TABLES,
        store: TableStore | None = None,
        keeping: Keeping | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.max_tables = max_tables
        self.store = store
        self.keeping = keeping or Keeping()
        self.clock = clock  # wall-clock seconds: the database keeps them across restarts
        self.referees: dict[str, Referee] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._table_of_hash: dict[str, str] = {}
        self._opener: dict[str, str] = {}  # also the codes being opened now
        self._touched: dict[str, float] = {}
        self._finished: dict[str, float] = {}
        self._lock = threading.Lock()
        self.quick = QuickRates()  # what each seat said lately

    # -- opening and restoring -----------------------------------------------------------------
    def open(
        self,
        game_id: str,
        seats: list[SeatInfo],
        options: dict[str, Any],
        seed: int | None = None,
        opener: str = "",
    ) -> Referee:
        """A new table of `game_id` (its seed drawn here unless given) opened from the address
        `opener`; Refused if the game, seats or options are not playable, or the server (or
        that address) holds its most tables."""
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
        code = self._reserve(opener)
        try:
            referee = Referee(match, code, started=False)  # in its lobby until the host starts
            now = self.clock()
            if self.store is not None:
                self.store.open_table(code, record, opener, now, host=referee.host)
        except StoreError as exc:
            self._unreserve(code)
            log.error("table %s not opened: %s", code, exc)
            raise Refused("storage", "the server cannot keep a new table now") from None
        except BaseException:
            self._unreserve(code)
            raise
        match.on_change = self._keeper(code)
        self._add(referee, now, now if match.is_over() else None)
        return referee

    def _reserve(self, opener: str) -> str:
        with self._lock:
            if len(self._opener) >= self.max_tables:
                raise Refused("too_many_tables", "this server holds all the tables it can")
            if opener and self._open_by(opener) >= self.keeping.tables_per_address:
                raise Refused(
                    "too_many_tables_here",
                    f"{self.keeping.tables_per_address} unfinished tables were opened from "
                    f"your address: finish one or wait for one to close",
                )
            code = self._new_code()
            self._opener[code] = opener
            return code

    def _unreserve(self, code: str) -> None:
        with self._lock:
            self._opener.pop(code, None)

    def _open_by(self, opener: str) -> int:
        return sum(1 for c, a in self._opener.items() if a == opener and c not in self._finished)

    def _add(self, referee: Referee, touched: float, finished: float | None) -> None:
        code = referee.table
        with self._lock:
            self._locks[code] = threading.Lock()
            self.referees[code] = referee
            self._table_of_hash.update(dict.fromkeys(referee.hashes, code))
            self._touched[code] = touched
            if finished is not None:
                self._finished[code] = finished

    def _keeper(self, code: str) -> Callable[[Match], None]:
        """What a table does after each move: note the time and write the move."""

        def keep(match: Match) -> None:
            now = self._touched[code] = self.clock()
            if match.is_over():
                self._finished.setdefault(code, now)
            if self.store is not None:
                self.store.moved(code, match.record, now)

        return keep

    def restore(self) -> list[tuple[str, str]]:
        """Open again the tables the store keeps; (code, reason) of those that cannot be."""
        if self.store is None:
            return []
        kept, broken = self.store.load()
        for table in kept:
            try:
                self._restore(table)
            except (RecordError, StoreError, ValueError, KeyError) as exc:
                reason = f"{type(exc).__name__}: {exc}"[:300]
                broken.append((table.code, reason))
                self._forget([table.code])
                if not isinstance(exc, StoreError):
                    self.store.mark_broken(table.code, reason)
        for code, reason in broken:
            log.warning("table %s is not restored (%s); its rows are kept", code, reason)
        return broken

    def _restore(self, table: KeptTable) -> None:
        code = table.code
        if len(code) != CODE_LENGTH or not set(code) <= set(CODE_ALPHABET):
            raise ValueError(f"{code[:20]!r} is not a table code")
        module = games.get(table.record.game)
        if not set(table.stand_ins.values()) <= set(AI_KINDS):
            raise ValueError("a seat is given to an AI this server does not have")
        match = Match(table.record, module, self._keeper(code))  # replays, checking each move
        with self._lock:
            self._opener[code] = table.opener
            self._touched[code] = table.touched
            if table.finished is not None:
                self._finished[code] = table.finished
        referee = Referee(  # an AI to move plays now
            match,
            code,
            hashes=table.hashes,
            started=table.started,
            host=table.host,
            stand_ins=table.stand_ins,
        )
        self._add(referee, self._touched[code], self._finished.get(code, table.finished))

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self._opener:
                return code

    def _table(self, code: str) -> tuple[Referee, threading.Lock]:
        with self._lock:
            referee = self.referees.get(code)
            if referee is None:
                raise Refused("unknown_table", f"there is no table {code[:12]!r} here")
            return referee, self._locks[code]

    # -- closing -------------------------------------------------------------------------------
    def expire(self) -> list[str]:
        """Close the tables kept long enough (Keeping); their codes. A table busy with a
        request now is not idle: it stays."""
        now, keep = self.clock(), self.keeping
        with self._lock:
            due = [
                code
                for code in self.referees
                if (
                    now - self._finished[code] > keep.finished_hours * HOUR
                    if code in self._finished
                    else now - self._touched[code] > keep.idle_hours * HOUR
                )
            ]
            gone = [code for code in due if self._locks[code].acquire(blocking=False)]
            for code in gone:  # not busy now, and no request will find it from here on
                self._locks[code].release()
            self._forget(gone, locked=True)
        if gone and self.store is not None:
            self.store.drop(gone)
        for code in gone:
            log.info("table %s closed (kept long enough)", code)
        return gone

    def _forget(self, codes: list[str], locked: bool = False) -> None:
        with contextlib.nullcontext() if locked else self._lock:
            for code in codes:
                self.referees.pop(code, None)
                self._locks.pop(code, None)
                self._opener.pop(code, None)
                self._touched.pop(code, None)
                self._finished.pop(code, None)
            gone = set(codes)
            for digest in [d for d, c in self._table_of_hash.items() if c in gone]:
                del self._table_of_hash[digest]

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
        if kind in ("start", "hand"):
            return self._lobby(seating, message)
        if kind == "say":
            return self._say(seating, message["said"])
        if kind == "action":
            if seating.table is None or seating.token is None:
                raise Refused("not_joined", "join a table before playing")
            referee, lock = self._table(seating.table)
            with lock:
                try:
                    deliveries = referee.action(seating.token, message["action"])
                except StoreError as exc:
                    return self._recover(referee, exc)
            return [((referee.table, d.seat), d.message) for d in deliveries]
        raise Refused("malformed", f"a player does not send {kind!r}")

    def _say(self, seating: Seating, said: str) -> list[tuple[Address, Message]]:
        """A quick message, relayed to the seats at the table (net/quick_messages.py)."""
        if seating.table is None or seating.token is None or seating.seat is None:
            raise Refused("not_joined", "join a table first")
        referee, lock = self._table(seating.table)
        with lock:
            here = tuple(sorted(referee.connected))
        code = referee.table
        return [((code, s), m) for s, m in relay(self.quick, code, seating.seat, said, here)]

    def _lobby(self, seating: Seating, message: Message) -> list[tuple[Address, Message]]:
        """The host starts the game or gives a seat to an AI (see net/referee.py)."""
        if seating.table is None or seating.token is None:
            raise Refused("not_joined", "join a table first")
        referee, lock = self._table(seating.table)
        code = referee.table
        with lock:
            try:
                if message["type"] == "start":
                    deliveries = referee.start(seating.token, self._starter(referee))
                else:
                    deliveries = self._hand(referee, seating.token, message)
            except StoreError as exc:  # a move of the AI not written
                return self._recover(referee, exc)
            self._touched[code] = self.clock()
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

    def _claimed(
        self, referee: Referee, seat: Seat, first: bool = False, named: bool = False
    ) -> None:
        """A seat is claimed (`first`, with a name if `named`) or joined, with its table's lock
        held: kept, and the table was used now; Refused (the seat free again if it was) if it
        cannot be kept."""
        first = first or seat not in referee.claimed
        referee.claimed.add(seat)
        now = self._touched[referee.table] = self.clock()
        if self.store is not None:
            record = referee.match.record if named else None
            try:
                self.store.claimed(referee.table, {seat: referee.hash_of(seat)}, now, record)
            except StoreError as exc:
                if first:
                    referee.claimed.discard(seat)
                log.error("table %s: seat %d not kept: %s", referee.table, seat, exc)
                raise Refused("storage", "the server cannot keep your seat now") from None

    def _recover(self, referee: Referee, exc: StoreError) -> list[tuple[Address, Message]]:
        """A move could not be written: the table goes back to the moves kept, its connected
        seats are sent where it stands, and the mover is told (the table's lock is held)."""
        code, store = referee.table, self.store
        log.error("table %s: a move was not kept, back to the moves kept: %s", code, exc)
        refusal = Refused("storage", "the server could not keep that move: play it again")
        assert store is not None  # only a store raises StoreError
        try:
            record = referee.match.record
            del record.actions[store.plies(code) :]
            record.finished = False
            hashes = {s: referee.hash_of(s) for s in referee.claimed}
            match = Match(record, referee.match.module, self._keeper(code))
            again = Referee(
                match,
                code,
                hashes=hashes,
                started=referee.started,
                host=referee.host,
                stand_ins=referee.stand_ins,
            )
        except (StoreError, RecordError) as second:
            log.error("table %s closed until the server restarts: %s", code, second)
            self._forget([code])
            return [(None, refusal.message())]
        again.connected = set(referee.connected)
        with self._lock:
            self.referees[code] = again
            self._table_of_hash.update(dict.fromkeys(again.hashes, code))
        out: list[tuple[Address, Message]] = [(None, refusal.message())]
        return out + [((code, s), again.snapshot(s)) for s in sorted(again.connected)]

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
            others = referee.presence(seat)
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
