"""A server's tables kept in SQLite (net/table_store.py) through `Tables`: restored after a
restart where they were, seats bound to the same tokens (only their hashes on disk), tables
closed after their time, a cap of tables per address, a database that cannot be used set aside
(never deleted), a table whose rows are not a game left in the file, and a move that cannot be
written undone."""

from __future__ import annotations

import sqlite3

import pytest

from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.keeping import Keeping
from totemgame.net.referee import token_hash
from totemgame.net.table_store import FILE_NAME, StoreError, TableStore, open_store
from totemgame.net.tables import HOUR, Seating, Tables


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def send(tables, seating, kind, **fields):
    return tables.handle(seating, protocol.check(protocol.make(kind, **fields)))


def open_table(tables, kinds, address="10.0.0.1", game="tiki-topple"):
    """A table opened from `address`, every human seat claimed and joined: (code, tokens,
    seatings by seat)."""
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    creator = Seating(address=address)
    [(_, created)] = send(tables, creator, "create", game=game, seats=seats, options={})
    assert created["type"] == "created", created
    code, tokens = created["table"], {created["seat"]: created["token"]}
    for _ in range(kinds.count("human") - 1):
        [(_, claimed)] = send(tables, Seating(address=address), "claim", table=code)
        tokens[claimed["seat"]] = claimed["token"]
    seatings = {}
    for seat, token in tokens.items():
        seatings[seat] = Seating(address=address)
        (_, snapshot), *_presence = send(tables, seatings[seat], "join", table=code, token=token)
        assert snapshot["type"] == "snapshot" and snapshot["seat"] == seat
    started = send(tables, seatings[created["seat"]], "start")
    assert started and all(m["started"] for _, m in started), started
    return code, tokens, seatings


def play(tables, code, seatings, moves, rng):
    """`moves` random legal moves by the seats to move (fewer if the game ends)."""
    match = tables.referees[code].match
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.to_move()[0]
        action = rng.choice(list(match.state.legal_actions(seat)))
        out = send(tables, seatings[seat], "action", action=action.to_json())
        assert [m["type"] for _, m in out if m["type"] == "refused"] == [], out


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "data"


def reopened(folder, clock=None, keeping=None):
    store, note = open_store(folder)
    assert note is None
    tables = Tables(store=store, keeping=keeping, clock=clock or Clock())
    assert tables.restore() == []
    return tables


def test_tables_come_back_after_a_restart_where_they_were_with_their_seats(folder):
    tables = reopened(folder)
    code, tokens, seatings = open_table(tables, ["human", "ai:random", "human"])
    other, other_tokens, other_seatings = open_table(tables, ["human", "human"])
    play(tables, code, seatings, 9, Rng(1))
    play(tables, other, other_seatings, 4, Rng(2))
    before = {c: tables.referees[c].match for c in (code, other)}
    views = {c: [m.view(s) for s in range(len(m.seats))] for c, m in before.items()}
    tables.store.close()

    again = reopened(folder)
    assert set(again.referees) == {code, other}
    for c, match in before.items():
        back = again.referees[c].match
        assert back.record.to_json() == match.record.to_json()  # seed, salt and every move
        assert [back.view(s) for s in range(len(back.seats))] == views[c]
    referee = again.referees[code]
    assert referee.claimed == {0, 2} and referee.connected == set()
    for seat, token in tokens.items():  # each player's token still opens their seat
        (_, snapshot), *_presence = send(again, Seating(), "join", table=code, token=token)
        assert snapshot["type"] == "snapshot" and snapshot["seat"] == seat
        assert snapshot["ply"] == before[code].ply
    refused = send(again, Seating(), "join", table=code, token=other_tokens[0])[0][1]
    assert refused["code"] == "other_table"
    refused = send(again, Seating(), "join", table=code, token=tokens[0] + "x")[0][1]
    assert refused["code"] == "unknown_token"


def test_the_game_goes_on_after_a_restart_and_the_moves_played_then_are_kept(folder):
    tables = reopened(folder)
    code, tokens, seatings = open_table(tables, ["human", "human"])
    play(tables, code, seatings, 5, Rng(4))
    tables.store.close()
    again = reopened(folder)
    seatings = {s: Seating() for s in tokens}
    for seat, token in tokens.items():
        send(again, seatings[seat], "join", table=code, token=token)
    play(again, code, seatings, 6, Rng(5))
    record = again.referees[code].match.record.to_json()
    again.store.close()
    assert reopened(folder).referees[code].match.record.to_json() == record


def test_the_file_holds_token_hashes_never_tokens(folder):
    tables = reopened(folder)
    code, tokens, _ = open_table(tables, ["human", "human", "human"])
    tables.store.close()
    raw = b"".join(p.read_bytes() for p in folder.iterdir() if p.name.startswith(FILE_NAME))
    for token in tokens.values():
        assert token.encode() not in raw
    with sqlite3.connect(folder / FILE_NAME) as db:
        kept = dict(db.execute("SELECT seat, token_hash FROM seats WHERE code = ?", (code,)))
    assert kept == {seat: token_hash(token) for seat, token in tokens.items()}


def test_a_seat_claimed_after_a_restart_gets_a_new_token_that_works_after_the_next(folder):
    tables = reopened(folder)
    code, _, _ = open_table(tables, ["human", "human"])
    [(_, created)] = send(
        tables,
        Seating(address="10.0.0.2"),
        "create",
        game="tiki-topple",
        seats=[{"kind": "human", "name": "A", "colour": 0}] * 2,
        options={},
    )
    tables.store.close()
    again = reopened(folder)
    [(_, claimed)] = send(again, Seating(), "claim", table=created["table"])
    assert claimed["seat"] == 1
    again.store.close()
    (_, snapshot), *_presence = send(
        reopened(folder), Seating(), "join", table=created["table"], token=claimed["token"]
    )
    assert snapshot["type"] == "snapshot" and snapshot["seat"] == 1
    assert send(reopened(folder), Seating(), "claim", table=code)[0][1]["code"] == "full"


def test_idle_and_finished_tables_close_after_their_time_and_leave_the_file(folder):
    clock = Clock()
    keeping = Keeping(idle_hours=10, finished_hours=2)
    tables = reopened(folder, clock, keeping)
    idle, _, _ = open_table(tables, ["human", "human"])
    busy, _, busy_seats = open_table(tables, ["human", "human"])
    done, _, done_seats = open_table(tables, ["human", "ai:random"])
    play(tables, done, done_seats, 10_000, Rng(6))  # to the end
    assert tables.referees[done].match.is_over()
    clock.now += 3 * HOUR
    assert tables.expire() == [done]  # finished 3 hours ago: past its 2
    clock.now += 6 * HOUR
    play(tables, busy, busy_seats, 1, Rng(7))  # played at 9 hours: idle only from now
    clock.now += 2 * HOUR
    assert tables.expire() == [idle] and set(tables.referees) == {busy}
    refused = send(tables, Seating(), "join", table=idle, token="x")[0][1]
    assert refused["code"] == "unknown_table"
    tables.store.close()
    again = reopened(folder, clock, keeping)
    assert set(again.referees) == {busy}
    clock.now += 11 * HOUR
    assert again.expire() == [busy]
    again.store.close()
    with sqlite3.connect(folder / FILE_NAME) as db:
        for name in ("tables", "seats", "moves"):
            assert db.execute(f"SELECT count(*) FROM {name}").fetchone()[0] == 0


def test_one_address_may_open_only_so_many_unfinished_tables(folder):
    tables = reopened(folder, keeping=Keeping(tables_per_address=2))
    first, _, seatings = open_table(tables, ["human", "ai:random"], address="10.0.0.7")
    open_table(tables, ["human", "human"], address="10.0.0.7")
    seats = [{"kind": "human", "name": "A", "colour": 0}]
    refused = send(
        tables,
        Seating(address="10.0.0.7"),
        "create",
        game="tiki-topple",
        seats=seats * 2,
        options={},
    )[0][1]
    assert refused["code"] == "too_many_tables_here" and "2 unfinished tables" in refused["reason"]
    assert len(tables.referees) == 2
    open_table(tables, ["human", "human"], address="10.0.0.8")  # another address may
    play(tables, first, seatings, 10_000, Rng(8))  # a finished table no longer counts
    open_table(tables, ["human", "human"], address="10.0.0.7")
    tables.store.close()
    again = reopened(folder, keeping=Keeping(tables_per_address=2))  # nor after a restart
    refused = send(
        again,
        Seating(address="10.0.0.7"),
        "create",
        game="tiki-topple",
        seats=seats * 2,
        options={},
    )[0][1]
    assert refused["code"] == "too_many_tables_here"


@pytest.mark.parametrize(
    "damage",
    ["garbage", "truncated", "trigger", "newer", "other program"],
)
def test_a_database_that_cannot_be_used_is_set_aside_and_a_new_one_started(folder, damage):
    tables = reopened(folder)
    open_table(tables, ["human", "human"])
    tables.store.close()
    path = folder / FILE_NAME
    if damage == "garbage":
        path.write_bytes(b"\x00\xffnot a database at all" * 1000)
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:1500])
    else:
        with sqlite3.connect(path) as db:
            if damage == "trigger":
                db.execute(
                    "CREATE TRIGGER spy AFTER INSERT ON moves BEGIN "
                    "UPDATE tables SET opener = 'owned'; END"
                )
            elif damage == "newer":
                db.execute("PRAGMA user_version = 99")
            else:
                db.execute("CREATE TABLE photos (id INTEGER)")
        db.close()
    kept = path.read_bytes()
    store, note = open_store(folder)
    assert note is not None and "cannot be used" in note and "moved to" in note
    if damage == "newer":
        assert "newer version" in note
    aside = [
        p
        for p in folder.iterdir()
        if ".unreadable-" in p.name and not p.name.endswith(("-wal", "-shm"))
    ]
    assert len(aside) == 1 and aside[0].read_bytes() == kept  # nothing deleted
    assert str(aside[0]) in note
    tables = Tables(store=store)
    assert tables.restore() == [] and tables.referees == {}
    open_table(tables, ["human", "human"])  # the new database works
    store.close()


def test_a_table_whose_rows_are_not_a_game_is_left_in_the_file_and_the_others_restored(folder):
    tables = reopened(folder)
    good, _, good_seats = open_table(tables, ["human", "human"])
    bad, _, bad_seats = open_table(tables, ["human", "human"])
    worse, _, _ = open_table(tables, ["human", "human"])
    play(tables, good, good_seats, 3, Rng(9))
    play(tables, bad, bad_seats, 3, Rng(9))
    tables.store.close()
    with sqlite3.connect(folder / FILE_NAME) as db:
        db.execute(
            'UPDATE moves SET action = \'{"kind": "play", "card": "nope"}\' '
            "WHERE code = ? AND ply = 1",
            (bad,),
        )
        db.execute("UPDATE tables SET setup = '[[[[[[' WHERE code = ?", (worse,))
    db.close()
    store, _ = open_store(folder)
    again = Tables(store=store)
    broken = dict(again.restore())
    assert set(broken) == {bad, worse} and set(again.referees) == {good}
    store.close()
    with sqlite3.connect(folder / FILE_NAME) as db:
        marked = dict(db.execute("SELECT code, broken FROM tables"))
        assert marked[good] is None and marked[bad] and marked[worse]
        assert db.execute("SELECT count(*) FROM moves WHERE code = ?", (bad,)).fetchone()[0] == 3
    db.close()
    assert set(reopened(folder).referees) == {good}  # not tried again, not lost


def test_a_move_that_cannot_be_written_is_undone_and_the_players_told(folder, monkeypatch):
    tables = reopened(folder)
    code, _, seatings = open_table(tables, ["human", "human"])
    play(tables, code, seatings, 2, Rng(10))
    referee = tables.referees[code]
    before = referee.match.record.to_json()
    seat = referee.match.to_move()[0]
    move = referee.match.state.legal_actions(seat)[0]

    def full_disk(*args):
        raise StoreError("database or disk is full")

    monkeypatch.setattr(tables.store, "moved", full_disk)
    out = send(tables, seatings[seat], "action", action=move.to_json())
    assert out[0] == (None, protocol.make("refused", code="storage", reason=out[0][1]["reason"]))
    assert sorted(address[1] for address, m in out[1:] if m["type"] == "snapshot") == [0, 1]
    assert tables.referees[code].match.record.to_json() == before
    monkeypatch.undo()
    out = send(tables, seatings[seat], "action", action=move.to_json())  # played again: kept
    assert all(m["type"] == "update" for _, m in out)
    tables.store.close()
    assert reopened(folder).referees[code].match.ply == len(before["actions"]) + 1


def test_a_store_refuses_a_file_it_cannot_open(tmp_path):
    with pytest.raises(StoreError):
        TableStore(tmp_path / "missing-folder" / FILE_NAME)
