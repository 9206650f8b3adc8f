"""The seats a player holds at online tables: kept across app runs, newest first, and a
damaged file holds none (never an error)."""

from __future__ import annotations

import json

from totemgame.storage import online_seats
from totemgame.storage.online_seats import KEEP, HeldSeat


def seat(code: str, url: str = "ws://127.0.0.1:7377") -> HeldSeat:
    return HeldSeat(url, code, "tiki-topple", f"token-{code}")


def test_a_held_seat_is_found_by_its_server_and_code():
    online_seats.hold(seat("ABC234"))
    online_seats.hold(seat("ABC234", "ws://127.0.0.1:9000"))
    assert online_seats.held_seat("ws://127.0.0.1:7377", "ABC234") == seat("ABC234")
    assert online_seats.held_seat("ws://127.0.0.1:7377", "XYZ234") is None


def test_holding_again_moves_it_first_and_only_the_newest_are_kept():
    for i in range(KEEP + 3):
        online_seats.hold(seat(f"T{i:05d}"))
    online_seats.hold(seat("T00020"))
    held = online_seats.held_seats()
    assert len(held) == KEEP
    assert held[0] == seat("T00020") and held[1] == seat(f"T{KEEP + 2:05d}")
    assert seat("T00000") not in held


def test_a_seat_let_go_is_forgotten():
    online_seats.hold(seat("ABC234"))
    online_seats.hold(seat("DEF234"))
    online_seats.let_go("ws://127.0.0.1:7377", "ABC234")
    assert online_seats.held_seats() == [seat("DEF234")]


def test_a_damaged_or_foreign_file_holds_no_seats():
    path = online_seats.seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for text in ("{not json", "[]", json.dumps({"format": 99, "seats": []})):
        path.write_text(text, encoding="utf-8")
        assert online_seats.held_seats() == []
    path.write_text(
        json.dumps({"format": 1, "seats": [{"url": "u", "code": 5}, "x", seat("A").__dict__]}),
        encoding="utf-8",
    )
    assert online_seats.held_seats() == [seat("A")]


def test_the_file_holds_the_seat_and_nothing_of_the_game():
    online_seats.hold(seat("ABC234"))
    data = json.loads(online_seats.seats_path().read_text(encoding="utf-8"))
    assert data == {"format": 1, "seats": [seat("ABC234").__dict__]}
