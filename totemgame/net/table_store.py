"""A server's tables kept in SQLite (one file, write-ahead log), so that a restart loses no move.

Per table: its code, game and set-up (options, seats with the names their players chose,
seed and salt: read back only by the server, never sent to a player before the game is over),
the SHA-256 of each claimed seat's token (never the token: a hash checks a token and cannot be
presented as one), the address that opened it, its moves, and when it was opened, last played
or joined, and finished; its host's seat and when the host started the game (none while it is
in its lobby), and the seats an AI plays for their absent players.

Schema 2 added the hosts and stand-ins; a schema 1 file is brought up to it when opened (its
tables are kept as they are: they started when they opened, their hosts' seats the first).

Tables (net/tables.py) writes a move from the worker thread that applied it, before its updates
are sent, so a move a player has seen is on disk: each write is one transaction committed to
the write-ahead log, which a crash of the process (even SIGKILL) does not lose
(`synchronous=NORMAL`; FULL also syncs the disk at every move, against a power cut). One
connection serves every thread, one writer at a time.

A file that is not such a database (corrupt, of another program or of a newer version, or with
anything in it this server does not write, such as a trigger) is never used: `open_store` moves
it aside, with its log, under a name that says when, and starts a new one; the caller says so.
A table whose rows do not make a game is marked broken and left in the file, unused.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from totemgame.engine.game import Seat
from totemgame.engine.record import GameRecord, RecordError
from totemgame.net.table_schema import StoreError as StoreError
from totemgame.net.table_schema import prepare

FILE_NAME = "tables.sqlite3"
MAX_SETUP_CHARS = 64 * 1024  # a set-up is a few hundred characters; a larger one is not ours
MAX_ACTION_CHARS = 16 * 1024  # the protocol's message limit
TIMINGS_KEPT = 100_000


@dataclass
class KeptTable:
    """One table as the database keeps it."""

    code: str
    record: GameRecord
    hashes: dict[Seat, str]
    opener: str
    opened: float
    touched: float
    finished: float | None
    started: bool = True  # the host started the game (a table of schema 1 did at once)
    host: Seat | None = None  # the host's seat (None: the first human seat)
    stand_ins: dict[Seat, str] = field(default_factory=dict)


class TableStore:
    """The SQLite file at `path` (see the module docstring); raises StoreError if the file
    is not a database of this server."""

    def __init__(self, path: Path, synchronous: str = "NORMAL") -> None:
        self.path = path
        self.write_seconds: deque[float] = deque(maxlen=TIMINGS_KEPT)
        self._lock = threading.Lock()
        self._plies: dict[str, int] = {}  # moves kept, per table
        try:
            self._db = sqlite3.connect(
                path, isolation_level=None, check_same_thread=False, timeout=5.0
            )
        except sqlite3.Error as exc:
            raise StoreError(str(exc)) from None
        try:
            self._db.execute("PRAGMA trusted_schema = OFF")
            prepare(self._db, self._transaction)
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute(
                f"PRAGMA synchronous = {'FULL' if synchronous == 'FULL' else 'NORMAL'}"
            )
        except sqlite3.Error as exc:
            self._db.close()
            raise StoreError(str(exc)) from None
        except StoreError:
            self._db.close()
            raise

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write, all or nothing, timed."""
        started = time.perf_counter()
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")
        self.write_seconds.append(time.perf_counter() - started)

    def _write(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        with self._lock:
            try:
                with self._transaction():
                    for sql, values in statements:
                        self._db.execute(sql, values)
            except sqlite3.Error as exc:
                raise StoreError(f"cannot write to {self.path}: {exc}") from None

    # -- writing ---------------------------------------------------------------------------------
    def open_table(
        self,
        code: str,
        record: GameRecord,
        opener: str,
        now: float,
        hashes: dict[Seat, str] | None = None,
        host: Seat = 0,
        started: bool = False,
    ) -> None:
        """A new table (in its lobby unless `started`), with the moves its AI seats already
        played; `host` is the seat that may start it."""
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "INSERT INTO tables (code, game, setup, opener, opened, touched, finished)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    code,
                    record.game,
                    _setup(record),
                    opener,
                    now,
                    now,
                    now if record.finished else None,
                ),
            )
        ]
        statements.append(
            (
                "INSERT INTO hosts (code, seat, started) VALUES (?, ?, ?)",
                (code, host, now if started else None),
            )
        )
        statements += self._seat_rows(code, hashes or {})
        statements += self._move_rows(code, record, 0)
        self._write(statements)
        self._plies[code] = len(record.actions)

    def claimed(
        self, code: str, hashes: dict[Seat, str], now: float, record: GameRecord | None = None
    ) -> None:
        """Seats were claimed (their tokens' hashes) or joined: the table was used `now`;
        `record`, when given, holds the seats' new names."""
        statements = self._seat_rows(code, hashes)
        statements.append(("UPDATE tables SET touched = ? WHERE code = ?", (now, code)))
        if record is not None:
            statements.append(_setup_row(code, record))
        self._write(statements)

    def started(self, code: str, record: GameRecord, now: float) -> None:
        """The host started the game; `record` holds the seats given to an AI before."""
        self._write(
            [
                ("UPDATE hosts SET started = ? WHERE code = ?", (now, code)),
                _setup_row(code, record),
                ("UPDATE tables SET touched = ? WHERE code = ?", (now, code)),
            ]
            + self._move_rows(code, record, self._plies.get(code, 0))
        )
        self._plies[code] = len(record.actions)

    def seated(self, code: str, record: GameRecord) -> None:
        """A seat nobody claimed was given to an AI before the start (`record`'s seats)."""
        self._write([_setup_row(code, record)])

    def stand_in(self, code: str, seat: Seat, kind: str | None) -> None:
        """An AI of `kind` plays for `seat`'s absent player now (None: the player is back)."""
        if kind is None:
            sql = "DELETE FROM stand_ins WHERE code = ? AND seat = ?"
            self._write([(sql, (code, seat))])
        else:
            sql = "INSERT OR REPLACE INTO stand_ins (code, seat, kind) VALUES (?, ?, ?)"
            self._write([(sql, (code, seat, kind))])

    def moved(self, code: str, record: GameRecord, now: float) -> None:
        """The table's moves are `record`'s now (moves added, or taken back)."""
        kept = self._plies.get(code, 0)
        plies = len(record.actions)
        statements: list[tuple[str, tuple[Any, ...]]] = []
        if plies < kept:
            statements.append(("DELETE FROM moves WHERE code = ? AND ply >= ?", (code, plies)))
            kept = plies
        statements += self._move_rows(code, record, kept)
        statements.append(
            (
                "UPDATE tables SET touched = ?, finished = ? WHERE code = ?",
                (now, now if record.finished else None, code),
            )
        )
        self._write(statements)
        self._plies[code] = plies

    def plies(self, code: str) -> int:
        """How many moves of the table are kept."""
        return self._plies.get(code, 0)

    def drop(self, codes: list[str]) -> None:
        """Forget tables (expired)."""
        statements: list[tuple[str, tuple[Any, ...]]] = []
        for code in codes:
            statements += [
                (f"DELETE FROM {name} WHERE code = ?", (code,))
                for name in ("moves", "seats", "hosts", "stand_ins")
            ]
            statements.append(("DELETE FROM tables WHERE code = ?", (code,)))
            self._plies.pop(code, None)
        if statements:
            self._write(statements)

    def mark_broken(self, code: str, reason: str) -> None:
        """A table whose rows do not make a game: kept in the file, never loaded again."""
        self._write([("UPDATE tables SET broken = ? WHERE code = ?", (reason[:500], code))])

    @staticmethod
    def _seat_rows(code: str, hashes: dict[Seat, str]) -> list[tuple[str, tuple[Any, ...]]]:
        sql = "INSERT OR REPLACE INTO seats (code, seat, token_hash) VALUES (?, ?, ?)"
        return [(sql, (code, seat, digest)) for seat, digest in sorted(hashes.items())]

    @staticmethod
    def _move_rows(code: str, record: GameRecord, start: int) -> list[tuple[str, tuple[Any, ...]]]:
        sql = "INSERT OR REPLACE INTO moves (code, ply, seat, action) VALUES (?, ?, ?, ?)"
        return [
            (sql, (code, ply, seat, json.dumps(action, separators=(",", ":"))))
            for ply, (seat, action) in enumerate(record.actions[start:], start=start)
        ]

    # -- reading ---------------------------------------------------------------------------------
    def load(self) -> tuple[list[KeptTable], list[tuple[str, str]]]:
        """The tables kept (not broken), and (code, reason) for each found broken now (marked
        so in the file)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT code, game, CASE WHEN length(setup) <= ? THEN setup END, opener, opened,"
                " touched, finished FROM tables WHERE broken IS NULL ORDER BY opened",
                (MAX_SETUP_CHARS,),
            ).fetchall()
        kept, broken = [], []
        for row in rows:
            try:
                kept.append(self._table(row))
            except (RecordError, ValueError, TypeError, RecursionError) as exc:
                broken.append((str(row[0]), f"{type(exc).__name__}: {exc}"[:300]))
        for code, reason in broken:
            self.mark_broken(code, reason)
        for table in kept:
            self._plies[table.code] = len(table.record.actions)
        return kept, broken

    def _table(self, row: tuple[Any, ...]) -> KeptTable:
        code, game, setup, opener, opened, touched, finished = row
        if not isinstance(code, str) or not isinstance(setup, str):
            raise ValueError("its set-up is missing or too large")
        with self._lock:
            moves = self._db.execute(
                "SELECT ply, seat, CASE WHEN length(action) <= ? THEN action END FROM moves"
                " WHERE code = ? ORDER BY ply",
                (MAX_ACTION_CHARS, code),
            ).fetchall()
            seats = self._db.execute(
                "SELECT seat, token_hash FROM seats WHERE code = ?", (code,)
            ).fetchall()
            host = self._db.execute(
                "SELECT seat, started FROM hosts WHERE code = ?", (code,)
            ).fetchone()
            stand_ins = self._db.execute(
                "SELECT seat, kind FROM stand_ins WHERE code = ?", (code,)
            ).fetchall()
        data = json.loads(setup)
        if not isinstance(data, dict) or data.get("game") != game:
            raise ValueError("its set-up is not of its game")
        if [ply for ply, _seat, _action in moves] != list(range(len(moves))):
            raise ValueError("its moves are not numbered 0, 1, 2...")
        data["actions"] = [[seat, json.loads(action)] for _ply, seat, action in moves]
        record = GameRecord.from_json(data)
        hashes = {int(seat): str(digest) for seat, digest in seats}
        times = (opened, touched)
        if not all(isinstance(t, int | float) for t in times) or not isinstance(opener, str):
            raise ValueError("its times or its opener are not right")
        if finished is not None and not isinstance(finished, int | float):
            raise ValueError("its end time is not a time")
        if host is not None and not isinstance(host[0], int):
            raise ValueError("its host's seat is not a seat")
        return KeptTable(
            code,
            record,
            hashes,
            opener,
            float(opened),
            float(touched),
            None if finished is None else float(finished),
            started=host is None or host[1] is not None,  # no row: schema 1, started at once
            host=None if host is None else int(host[0]),
            stand_ins={int(seat): str(kind) for seat, kind in stand_ins},
        )

    def write_ms(self) -> dict[str, float]:
        """How long the writes took: count, median, p95 and longest, in milliseconds."""
        return summary_ms(self.write_seconds)

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _setup(record: GameRecord) -> str:
    """A table's set-up as kept: its record without the moves (they have rows of their own)."""
    setup = record.to_json()
    del setup["actions"]
    return json.dumps(setup)


def _setup_row(code: str, record: GameRecord) -> tuple[str, tuple[Any, ...]]:
    return ("UPDATE tables SET setup = ? WHERE code = ?", (_setup(record), code))


def summary_ms(seconds: Iterable[float]) -> dict[str, float]:
    """Count, median, p95 and longest of durations in seconds, in milliseconds."""
    times = sorted(seconds)
    if not times:
        return {"count": 0}

    def pick(q: float) -> float:
        return round(1000 * times[min(len(times) - 1, int(q * len(times)))], 3)

    return {"count": len(times), "p50": pick(0.5), "p95": pick(0.95), "max": pick(1.0)}


def set_aside(path: Path, now: float | None = None) -> Path:
    """Move a database that cannot be used (and its log) out of the way; its new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(time.time() if now is None else now))
    aside = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
    os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, aside.with_name(aside.name + suffix))
    return aside


def open_store(folder: Path, synchronous: str = "NORMAL") -> tuple[TableStore, str | None]:
    """The tables' database in `folder` (made if missing), and, if the file there could not
    be used, what was done with it (for the log and the console)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    try:
        return TableStore(path, synchronous), None
    except StoreError as exc:
        if not path.exists():
            raise
        aside = set_aside(path)
        note = (
            f"the tables' database {path} cannot be used ({exc}): it was moved to {aside} "
            f"and a new one started"
        )
        return TableStore(path, synchronous), note
