"""Before the game: server addresses and table codes as typed, who is at the table."""

from __future__ import annotations

import pytest

from totemgame.cli.serve import DEFAULT_PORT as SERVE_PORT
from totemgame.engine.record import SeatInfo
from totemgame.net.lobby import (
    DEFAULT_PORT,
    AddressError,
    LobbySeat,
    everyone_here,
    lobby_seats,
    missing,
    server_url,
    table_code,
)


def test_the_app_and_the_server_agree_on_the_usual_port():
    assert DEFAULT_PORT == SERVE_PORT


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("127.0.0.1:7400", "ws://127.0.0.1:7400"),
        (" 127.0.0.1 ", f"ws://127.0.0.1:{DEFAULT_PORT}"),
        ("ws://localhost:9000/", "ws://localhost:9000"),
        ("wss://games.example:443", "wss://games.example:443"),
        ("mia-laptop", f"ws://mia-laptop:{DEFAULT_PORT}"),
    ],
)
def test_a_typed_address_becomes_a_websocket_url(typed, url):
    assert server_url(typed) == url


@pytest.mark.parametrize(
    "typed", ["", "   ", "127.0.0.1:0", "127.0.0.1:70000", "host:port", "a b:1", "x/y:1", "u@h:1"]
)
def test_what_is_not_an_address_is_refused(typed):
    with pytest.raises(AddressError):
        server_url(typed)


def test_a_code_is_read_as_typed_by_a_person():
    assert table_code(" abc 23x ") == "ABC23X"
    assert table_code("abc-234") == "ABC234"
    for typed in ("ABC23", "ABC2345", "ABC-2!", "ÄBC234"):
        with pytest.raises(AddressError):
            table_code(typed)


SEATS = [SeatInfo("human", "Mia"), SeatInfo("ai:easy", "AI 1"), SeatInfo("human", "Jo")]


def test_the_lobby_shows_who_has_come_and_ai_seats_are_always_there():
    rows = lobby_seats(SEATS, [0], me=0)
    assert rows == [
        LobbySeat(0, "Mia", human=True, you=True, here=True),
        LobbySeat(1, "AI 1", human=False, you=False, here=True),
        LobbySeat(2, "Jo", human=True, you=False, here=False),
    ]
    assert missing(SEATS, [0]) == [2]
    assert not everyone_here(SEATS, [0])


def test_the_game_can_start_when_every_human_seat_is_here():
    assert everyone_here(SEATS, [2, 0])
    assert not everyone_here([], [])
