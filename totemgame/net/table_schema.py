"""The shape of a server's tables database (net/table_store.py), by schema version: the tables
each version holds, exactly as SQLite keeps their definitions, so that a file holding anything
else is known not to be one of ours.

Schema 1 was `tables`, `seats` and `moves`; schema 2 added `hosts` (each table's host's seat and
when the game was started) and `stand_ins` (the seats an AI plays for absent players). A file
of an older schema is brought up to date by creating what was added since (ADDED).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager

SCHEMA_VERSION = 2

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
# Schema 1 was the three above; schema 2 adds these (a file of schema 1 gets them when opened).
ADDED = {
    2: {
        "hosts": (
            "CREATE TABLE hosts (code TEXT PRIMARY KEY, seat INTEGER NOT NULL, started REAL)"
        ),
        "stand_ins": (
            "CREATE TABLE stand_ins (code TEXT NOT NULL, seat INTEGER NOT NULL,"
            " kind TEXT NOT NULL, PRIMARY KEY (code, seat))"
        ),
    }
}


def schema_of(version: int) -> dict[str, str]:
    """The tables a file of schema `version` holds, by name."""
    tables = dict(SCHEMA)
    for added in range(2, version + 1):
        tables.update(ADDED[added])
    return tables


def autoindexes(tables: dict[str, str]) -> set[str]:
    """The indexes SQLite makes for the primary keys; nothing else may be in the file."""
    return {f"sqlite_autoindex_{name}_1" for name in tables}


class StoreError(Exception):
    """The database cannot be used (its reason is for the server's operator)."""


def prepare(
    db: sqlite3.Connection, transaction: Callable[[], AbstractContextManager[None]]
) -> None:
    """Make the tables of a new file, check an existing one is ours (StoreError if not) and
    bring one of an older schema up to date (in one `transaction`)."""
    found = db.execute("SELECT type, name, sql FROM sqlite_master").fetchall()
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if not found and version == 0:
        with transaction():
            for sql in schema_of(SCHEMA_VERSION).values():
                db.execute(sql)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        return
    if version > SCHEMA_VERSION:
        raise StoreError(f"it was written by a newer version (schema {version})")
    if not 1 <= version <= SCHEMA_VERSION:
        raise StoreError(f"it is not a database of tables (schema {version})")
    tables = {name: sql for kind, name, sql in found if kind == "table"}
    others = {name for kind, name, _sql in found if kind != "table"}
    expected = schema_of(version)
    if tables != expected or others != autoindexes(expected):
        raise StoreError("it holds other things than the tables this server writes")
    problem = db.execute("PRAGMA quick_check").fetchone()[0]
    if problem != "ok":
        raise StoreError(f"it is damaged ({str(problem)[:200]})")
    if version < SCHEMA_VERSION:
        with transaction():  # all or nothing: a file left at its schema is still good
            for added in range(version + 1, SCHEMA_VERSION + 1):
                for sql in ADDED[added].values():
                    db.execute(sql)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
