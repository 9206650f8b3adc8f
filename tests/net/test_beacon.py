"""Tables found on the local network: beacons over real UDP sockets, on loopback only
(127.255.255.255, forced for every test by the conftest). A beacon is heard and listed; garbage,
oversized and flooding datagrams are dropped without harm; a hosted table's beacon says nothing
secret and stops when the game starts or the table closes. Every wait is bounded."""

from __future__ import annotations

import ipaddress
import json
import os
import socket
import time

import pytest

from totemgame import games
from totemgame.net import beacon, protocol
from totemgame.net.beacon import Announcement, Beacon, beacon_address, read_datagram
from totemgame.net.client import ask
from totemgame.net.heard_tables import BURST, PER_SECOND, HeardTables
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import sit
from totemgame.net.table_beacon import TableBeacon
from totemgame.storage.settings import Settings

GAMES = frozenset(games.ids())


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


@pytest.fixture
def where():
    address = beacon_address()
    assert address is not None
    return address


@pytest.fixture
def heard(where):
    listener = HeardTables(where, GAMES)
    assert listener.error is None, listener.error
    yield listener
    listener.stop()
    assert not listener.listening


def sender():
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
    return sock


def test_every_test_s_beacon_is_on_loopback_and_a_real_network_is_refused(where):
    assert os.environ[beacon.ENV].startswith("127.255.255.255:")
    assert where[0] == "127.255.255.255" and ipaddress.IPv4Address(where[0]).is_loopback
    with pytest.raises(AssertionError, match="127.0.0.0/8"):
        beacon.send_to(sender(), b"{}", ("192.168.1.255", where[1]))


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("127.255.255.255:40000", ("127.255.255.255", 40000)),
        ("127.255.255.255", ("127.255.255.255", beacon.DEFAULT_PORT)),
        ("off", None),
        (" OFF ", None),
    ],
)
def test_the_beacon_address_is_read_from_its_setting(text, address):
    assert beacon_address(text) == address


@pytest.mark.parametrize("text", ["somewhere:7378", "127.0.0.1:0", "127.0.0.1:x", "::1:7378"])
def test_what_is_not_a_beacon_address_is_refused(text):
    with pytest.raises(beacon.BeaconError):
        beacon_address(text)


def test_the_product_default_is_the_local_network_s_broadcast(monkeypatch):
    monkeypatch.delenv(beacon.ENV)
    assert beacon_address() == ("255.255.255.255", beacon.DEFAULT_PORT)


def test_a_beacon_is_heard_and_listed_with_the_address_to_join(where, heard):
    said = Announcement("tiki-topple", "Ann", 2, 7377)
    sent = Beacon(where, interval=0.1)
    try:
        sent.announce(said)
        wait_for(lambda: heard.tables(), what="the beacon heard")
    finally:
        sent.stop()
    assert not sent.running and sent.sent >= 1 and sent.failed == 0
    (table,) = heard.tables()
    assert table.said == said and table.join_address == "127.0.0.1:7377"


def test_a_table_not_heard_for_a_few_seconds_leaves_the_list(where):
    now = [100.0]
    listener = HeardTables(where, GAMES, clock=lambda: now[0])
    try:
        sender().sendto(Announcement("totemix", "Bo", 1, 7400).datagram(), where)
        wait_for(lambda: listener.tables(), what="the beacon heard")
        now[0] += 3.0
        assert listener.tables()
        now[0] += 2.0
        assert listener.tables() == []
    finally:
        listener.stop()


def good(**changes):
    data = json.loads(Announcement("tiki-topple", "Ann", 1, 7377).datagram())
    data.update(changes)
    return json.dumps(data).encode()


GARBAGE = [
    b"",
    b"\x00\xff" * 40,
    b"not json",
    b"[1, 2, 3]",
    b'{"kind": "totemgame-table"}',
    b"[" * 400 + b"]" * 400,
    good(beacon=2),
    good(kind="other"),
    good(game="chess"),
    good(free=0),
    good(free=True),
    good(free=99),
    good(port=0),
    good(port=70000),
    good(port="7377"),
    good(host=7),
    good(code="ABC234"),
    good(host="x" * 600),  # oversized
]


def test_garbage_and_oversized_datagrams_are_dropped_and_listening_goes_on(where, heard):
    out = sender()
    for data in GARBAGE:
        out.sendto(data[:60000], where)
    wait_for(lambda: heard.dropped >= len(GARBAGE), what="the garbage read and dropped")
    assert heard.tables() == [] and heard.listening
    good_one = Announcement("totemix", "Bo", 3, 7401).datagram()

    def beacon_again() -> bool:  # as a beacon does, once in a while (the garbage used the rate)
        out.sendto(good_one, where)
        time.sleep(0.2)
        return bool(heard.tables())

    wait_for(beacon_again, what="a good beacon after the garbage")
    assert [t.said.host for t in heard.tables()] == ["Bo"]


def test_each_garbage_datagram_reads_as_nothing():
    for data in GARBAGE:
        assert read_datagram(data, GAMES) is None, data[:80]
    assert read_datagram(good(), GAMES) == Announcement("tiki-topple", "Ann", 1, 7377)


def test_a_flood_is_dropped_beyond_its_rate_and_never_fills_the_list(where, heard):
    out = sender()
    for i in range(3 * PER_SECOND):  # ports differ: each would be a table of its own
        out.sendto(Announcement("tiki-topple", "Flood", 1, 1000 + i).datagram(), where)
    seen = [-1]

    def settled() -> bool:  # what the system kept of the flood is read (it may drop some)
        before, seen[0] = seen[0], heard.dropped
        time.sleep(0.3)
        return heard.dropped == before

    wait_for(settled, what="the flood read")
    assert heard.dropped >= BURST
    listed = heard.tables()
    assert 0 < len(listed) <= BURST  # a sender's burst, no more
    assert heard.listening


def test_two_listeners_on_one_computer_both_hear_a_beacon(where, heard):
    other = HeardTables(where, GAMES)
    try:
        sender().sendto(Announcement("totemix", "Cy", 2, 7402).datagram(), where)
        wait_for(lambda: heard.tables() and other.tables(), what="both apps hear it")
    finally:
        other.stop()


# -- a hosted table's beacon ------------------------------------------------------------------
@pytest.fixture
def lobby():
    """A server of this app, a 3-player Tiki Topple table, its host sitting in the lobby."""
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    url = f"ws://{server.address}"
    seats = [{"kind": "human", "name": f"P{i}", "colour": i} for i in range(3)]
    created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
    host = sit(url, "tiki-topple", created["table"], created["token"], Settings(), "", server)
    wait_for(lambda: host.session.joined, what="the host in the lobby", sessions=[host.session])
    yield server, host, url, created
    host.close()
    server.stop()
    assert server.wait_stopped(10)


def test_a_hosted_table_is_announced_with_its_free_seats_and_nothing_secret(where, heard, lobby):
    server, host, url, created = lobby
    beaconing = TableBeacon(host, "Ann", where)
    raw = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)  # what goes on the wire
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if hasattr(socket, "SO_REUSEPORT"):
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    raw.bind(where)
    raw.settimeout(5)
    friend = None
    try:
        beaconing.update()
        wait_for(lambda: heard.tables(), what="the table heard")
        (table,) = heard.tables()
        assert (table.said.game, table.said.host, table.said.free) == ("tiki-topple", "Ann", 2)
        assert table.join_address == server.address
        data, source = raw.recvfrom(4096)
        assert source[0] == "127.0.0.1" and len(data) < beacon.MAX_BYTES
        text = data.decode()
        for secret in (created["table"], created["token"]):
            assert secret not in text
        assert set(json.loads(text)) == set(beacon.FIELDS)
        claimed = ask(url, protocol.make("claim", table=created["table"], name="Jo"))
        assert claimed["type"] == "claimed"
        friend = sit(url, "tiki-topple", created["table"], claimed["token"], Settings(), "")
        wait_for(
            lambda: beaconing.update() or heard.tables()[0].said.free == 1,
            what="one seat fewer announced",
            sessions=[host.session, friend.session],
        )
    finally:
        beaconing.stop()
        raw.close()
        if friend is not None:
            friend.close()
    assert beaconing.beacon is None


def test_the_beacon_stops_when_the_game_starts(where, heard, lobby):
    server, host, url, created = lobby
    beaconing = TableBeacon(host, "Ann", where)
    try:
        beaconing.update()
        sent = beaconing.beacon
        assert sent is not None
        wait_for(lambda: sent.sent >= 1, what="a beacon sent")
        host.session.hand(1, "ai:easy")
        host.session.hand(2, "ai:easy")
        wait_for(lambda: not host.session.open, what="both seats given", sessions=[host.session])
        beaconing.update()
        assert beaconing.announcement() is None
        count = sent.sent
        host.session.start()
        wait_for(lambda: host.session.started, what="the start", sessions=[host.session])
        time.sleep(0.3)
        assert sent.sent == count  # nothing free to join: nothing said
    finally:
        beaconing.stop()
    assert not sent.running


def test_a_table_on_this_computer_only_is_not_announced_to_a_real_network(lobby):
    server, host, url, created = lobby
    assert TableBeacon(host, "Ann", ("192.168.1.255", 7378)).announcement() is None
    assert TableBeacon(host, "Ann", ("127.255.255.255", 7378)).announcement() is not None


def test_a_closed_table_is_announced_no_more(where, lobby):
    server, host, url, created = lobby
    beaconing = TableBeacon(host, "Ann", where)
    beaconing.update()
    assert beaconing.beacon is not None
    sent = beaconing.beacon
    host.close()
    beaconing.stop()
    assert not sent.running and beaconing.announcement() is None
