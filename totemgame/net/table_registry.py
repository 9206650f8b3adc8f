"""The tables of a server by code: opening, keeping, restoring and closing them (no input/output).

A table is opened with a fresh code and seed, from an address that may open only so many
(`Keeping`), and is used by one request at a time (its lock). With a store
(net/table_store.py), every table is written as it opens, each seat as it is claimed (with the
name its player chose), the start, each seat given to an AI and each move as it is applied or
taken back (before its updates go out), and the tables kept are restored when the server
starts again; a move that cannot be written takes the table back to the moves kept. Tables
kept long enough are closed (`expire`). What each request does is net/tables.py's.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from totemgame import games
from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, RecordError, SeatInfo
from totemgame.net.keeping import Keeping
from totemgame.net.protocol import Message, Refused
from totemgame.net.quick_messages import QuickRates
from totemgame.net.referee import AI_KINDS, Referee
from totemgame.net.table_store import KeptTable, StoreError, TableStore

log = logging.getLogger("totemgame.net.tables")

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud without doubt
CODE_LENGTH = 6
MAX_TABLES = 1000
SEED_BITS = 62
HOUR = 3600.0

# Where a message goes: None for the sender, else (table code, seat).
Address = tuple[str, Seat] | None


class TableRegistry:
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
        self.quick = QuickRates()  # what each seat said lately (Tables' quick messages)

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

    def close(self, codes: list[str]) -> None:
        """Close tables now (their host left them), gone from the store too."""
        self._forget(codes)
        if self.store is not None:
            self.store.drop(codes)
        for code in codes:
            log.info("table %s closed by its host", code)

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
