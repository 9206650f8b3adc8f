"""A server's tables kept in SQLite (one file, write-ahead log), so that a restart loses no move.

Per table: its code, game and set-up (options, seats, seed and salt: read back only by the
server, never sent to a player before the game is over), the SHA-256 of each claimed seat's
token (never the token: a hash checks a token and cannot be presented as one), the address
that opened it, its moves, and when it was opened, last played or joined, and finished.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from totemgame.engine.game import Seat
from totemgame.engine.record import GameRecord, RecordError

FILE_NAME = "tables.sqlite3"
SCHEMA_VERSION = 1
MAX_SETUP_CHARS = 64 * 1024  # a set-up is a few hundred characters; a larger one is not ours
MAX_ACTION_CHARS = 16 * 1024  # the protocol's message limit
TIMINGS_KEPT = 100_000

SCHEMA = {
    "tables": (
        "CREATE TABLE tables (code TEXT PRIMARY KEY, game TEXT NOT NULL, setup TEXT NOT NULL,"
        " opener TEXT NOT NULL, opened REAL NOT NULL, touched REAL NOT NULL, finished REAL,"
        " broken TEXT)"
    ),
    "seats": (
        "CREATE TABLE seats (code TEXT NOT NULL, seat INTEGER NOT NULL,"
        " token_hash TEXT NOT NULL, PRIMARY KEY (code, seat))"
    ),
    "moves": (
        "CREATE TABLE moves (code TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " action TEXT NOT NULL, PRIMARY KEY (code, ply))"
    ),
}
# The indexes SQLite makes for the primary keys; nothing else may be in the file.
AUTOINDEXES = {f"sqlite_autoindex_{name}_1" for name in SCHEMA}


class StoreError(Exception):
    """The database cannot be used (its reason is for the server's operator)."""


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
            self._check_and_create()
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

    def _check_and_create(self) -> None:
        db = self._db
        found = db.execute("SELECT type, name, sql FROM sqlite_master").fetchall()
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if not found and version == 0:
            with self._transaction():
                for sql in SCHEMA.values():
                    db.execute(sql)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            return
        if version > SCHEMA_VERSION:
            raise StoreError(f"it was written by a newer version (schema {version})")
        if version != SCHEMA_VERSION:
            raise StoreError(f"it is not a database of tables (schema {version})")
        tables = {name: sql for kind, name, sql in found if kind == "table"}
        others = {name for kind, name, _sql in found if kind != "table"}
        if tables != SCHEMA or others != AUTOINDEXES:
            raise StoreError("it holds other things than the tables this server writes")
        problem = db.execute("PRAGMA quick_check").fetchone()[0]
        if problem != "ok":
            raise StoreError(f"it is damaged ({str(problem)[:200]})")

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
    ) -> None:
        """A new table, with the moves its AI seats already played."""
        setup = record.to_json()
        del setup["actions"]
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "INSERT INTO tables (code, game, setup, opener, opened, touched, finished)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    code,
                    record.game,
                    json.dumps(setup),
                    opener,
                    now,
                    now,
                    now if record.finished else None,
                ),
            )
        ]
        statements += self._seat_rows(code, hashes or {})
        statements += self._move_rows(code, record, 0)
        self._write(statements)
        self._plies[code] = len(record.actions)

    def claimed(self, code: str, hashes: dict[Seat, str], now: float) -> None:
        """Seats were claimed (their tokens' hashes) or joined: the table was used `now`."""
        self._write(
            self._seat_rows(code, hashes)
            + [("UPDATE tables SET touched = ? WHERE code = ?", (now, code))]
        )

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
                (f"DELETE FROM {name} WHERE code = ?", (code,)) for name in ("moves", "seats")
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
        return KeptTable(
            code,
            record,
            hashes,
            opener,
            float(opened),
            float(touched),
            None if finished is None else float(finished),
        )

    def write_ms(self) -> dict[str, float]:
        """How long the writes took: count, median, p95 and longest, in milliseconds."""
        return summary_ms(self.write_seconds)

    def close(self) -> None:
        with self._lock:
            self._db.close()


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
