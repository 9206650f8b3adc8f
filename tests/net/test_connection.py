"""The connection's state machine: it reconnects after a drop with growing pauses, and stops
for good when the table is gone, the seat is taken elsewhere or the player leaves."""

from __future__ import annotations

import pytest

from totemgame.net.connection import LONGEST_PAUSE, Connection, Phase, pause_before


def online() -> Connection:
    c = Connection()
    c.joined()
    return c


def test_the_pause_before_a_retry_doubles_up_to_five_seconds():
    assert [pause_before(n) for n in range(1, 6)] == [0.5, 1.0, 2.0, 4.0, LONGEST_PAUSE]
    assert pause_before(50) == LONGEST_PAUSE


def test_a_connection_is_connecting_until_the_table_answers_the_join():
    c = Connection()
    assert c.status(0.0).phase is Phase.CONNECTING
    c.joined()
    assert c.status(0.0).phase is Phase.ONLINE


def test_a_drop_waits_its_pause_then_tries_once():
    c = online()
    c.dropped(10.0, "reset by peer")
    status = c.status(10.2)
    assert status.phase is Phase.RECONNECTING and status.attempts == 1
    assert status.reason == "reset by peer" and status.retry_in == pytest.approx(0.3)
    assert not c.due(10.4)
    assert c.due(10.5)
    assert not c.due(11.0), "a try under way is not started twice"


def test_failed_tries_wait_longer_and_a_join_resets_the_count():
    c = online()
    c.dropped(0.0, "down")
    assert c.due(0.5)
    c.dropped(0.6, "refused")
    assert c.status(0.6).attempts == 2 and not c.due(1.5) and c.due(1.6)
    c.joined()
    status = c.status(2.0)
    assert status.phase is Phase.ONLINE and status.attempts == 0 and status.reason == ""


def test_a_table_gone_from_the_server_ends_the_retries():
    c = online()
    c.dropped(0.0, "down")
    assert c.due(1.0)
    c.refused("unknown_table", "there is no table here")
    assert c.status(1.0).phase is Phase.LOST
    c.dropped(2.0, "closed")
    assert c.status(9.0).phase is Phase.LOST and not c.due(9.0)


def test_a_refused_move_does_not_touch_the_connection():
    c = online()
    c.refused("illegal", "that move is not allowed")
    assert c.status(0.0).phase is Phase.ONLINE


@pytest.mark.parametrize("end", ["taken", "left"])
def test_a_seat_taken_elsewhere_or_left_never_reconnects(end):
    c = online()
    getattr(c, end)()
    c.dropped(0.0, "closed")
    c.joined()
    assert c.status(0.0).phase is (Phase.TAKEN if end == "taken" else Phase.LEFT)
    assert not c.due(100.0)
