"""The app's side of an online table over real sockets on 127.0.0.1: a server in the app's
own thread, seats kept by Links, presence, and a server that goes away and comes back with
nothing of the game lost. Every server started here is stopped; every wait is bounded."""

from __future__ import annotations

import time

import pytest

from totemgame.net import protocol
from totemgame.net.client import ask
from totemgame.net.connection import Phase
from totemgame.net.local_server import LOOPBACK, LocalServer
from totemgame.net.online_game import OnlineGame, sit
from totemgame.storage.settings import Settings


def wait_for(condition, seconds=10.0, what="a condition", sessions=()):
    deadline = time.monotonic() + seconds
    while True:
        for s in sessions:
            s.update()
        if condition():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


def started(port=0, tables=None):
    server = LocalServer(port, tables=tables)
    assert server.ready.wait(10) and server.error is None
    return server


@pytest.fixture
def hosted():
    """A server of this app, a 2-player Tiki Topple table on it and both seats sitting."""
    server = started()
    url = f"ws://{server.address}"
    seats = [{"kind": "human", "name": f"P{i}", "colour": i} for i in range(2)]
    created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
    claimed = ask(url, protocol.make("claim", table=created["table"], name="Jo"))
    assert claimed["game"] == "tiki-topple" and claimed["seat"] == 1
    code = created["table"]
    host = sit(url, "tiki-topple", code, created["token"], Settings(), server.address, server)
    guest = sit(url, "tiki-topple", code, claimed["token"], Settings(), server.address)
    games_ = [host, guest]
    both = sessions(games_)
    wait_for(lambda: all(s.joined for s in both), what="both seats in the lobby", sessions=both)
    host.session.start()
    wait_for(lambda: all(s.started for s in both), what="the start", sessions=both)
    yield server, games_
    for game in games_:
        game.close()
        assert game.link.wait_closed(10), "a link's thread did not end"
    server.stop()
    assert server.wait_stopped(10)


def sessions(online: list[OnlineGame]):
    return [g.session for g in online]


def to_move(online: list[OnlineGame]) -> tuple[OnlineGame, OnlineGame]:
    """The seat to move and the other one, once a seat is to move."""
    wait_for(
        lambda: any(g.session.human_to_move() is not None for g in online),
        what="a seat to move",
        sessions=sessions(online),
    )
    mover = next(g for g in online if g.session.human_to_move() is not None)
    return mover, next(g for g in online if g is not mover)


def test_the_hosting_app_listens_on_this_computer_only_by_default():
    server = started()
    try:
        assert server.host == LOOPBACK == "127.0.0.1"
        assert server.port and server.address == f"127.0.0.1:{server.port}"
    finally:
        server.stop()
        assert server.wait_stopped(10)


def test_a_taken_port_moves_the_hosting_app_to_a_free_one():
    first = started()
    try:
        second = started(first.port)
        try:
            assert second.port not in (None, first.port)
        finally:
            second.stop()
            assert second.wait_stopped(10)
    finally:
        first.stop()
        assert first.wait_stopped(10)


def test_seats_see_each_other_arrive_with_the_names_they_chose(hosted):
    _server, (host, guest) = hosted
    both = sessions([host, guest])
    wait_for(lambda: sorted(host.session.connected) == [0, 1], what="the guest", sessions=both)
    assert host.session.names == ["P0", "Jo"]
    assert host.status().phase is Phase.ONLINE and guest.status().phase is Phase.ONLINE
    guest.close()
    wait_for(lambda: host.session.connected == [0], what="the guest leaving", sessions=both)


def test_a_move_reaches_the_other_seat(hosted):
    _server, online = hosted
    mover, other = to_move(online)
    assert mover.session.submit(mover.session.legal_actions()[0])
    wait_for(lambda: other.session.ply == 1, what="the move", sessions=sessions(online))
    assert other.session.visible_events()[-1].seat == mover.session.viewer


def test_a_server_that_restarts_loses_nothing_and_a_move_made_meanwhile_is_played(hosted):
    server, online = hosted
    host, guest = online
    both = sessions(online)
    mover, _other = to_move(online)
    port, tables = server.port, server.tables
    server.stop()
    assert server.wait_stopped(10)
    wait_for(
        lambda: host.status().phase is Phase.RECONNECTING,
        what="the drop to be seen",
        sessions=both,
    )
    assert mover.session.submit(mover.session.legal_actions()[0])  # held while offline
    again = started(port, tables)  # the same tables, as a server with its data would have
    host.hosting = again
    try:
        wait_for(
            lambda: guest.session.ply == 1 and host.session.ply == 1,
            seconds=20,
            what="the seats back and the held move played",
            sessions=both,
        )
        assert host.status().phase is Phase.ONLINE and host.status().attempts == 0
        referee = tables.referees[host.code]
        assert host.session.view() == referee.match.view(0)
        assert guest.session.view() == referee.match.view(1)
    finally:
        again.stop()
        assert again.wait_stopped(10)


def test_a_table_the_server_no_longer_has_is_lost_not_retried_for_ever(hosted):
    server, (host, _guest) = hosted
    port = server.port
    server.stop()
    assert server.wait_stopped(10)
    fresh = started(port)  # a restarted server without the game
    try:
        wait_for(lambda: host.status().phase is Phase.LOST, seconds=20, what="the table lost")
    finally:
        fresh.stop()
        assert fresh.wait_stopped(10)
