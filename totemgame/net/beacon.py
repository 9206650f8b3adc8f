"""The beacon: a table open for joining, said to the local network by small UDP datagrams.

While this app hosts a table that still has free seats (its lobby is open), it sends about once
a second one datagram to the beacon address: versioned JSON with the game, the host player's
name, the free seats and the port to join on. Nothing else: no table code, token or secret (the
code still comes from the host, by word of mouth). Join game lists what it hears
(net/heard_tables.py); typing an address always works without it.

The beacon address is `TOTEMGAME_BEACON` ("addr:port", "addr" for the usual port, or "off");
by default the local network's broadcast address 255.255.255.255, which routers do not forward:
the datagrams stay on the host's own network. Development and CI machines set a loopback one
(127.255.255.255), and so does the test suite for every test.
"""

from __future__ import annotations

import ipaddress
import json
import os
import socket
import threading
from dataclasses import dataclass

BEACON_VERSION = 1
KIND = "totemgame-table"
ENV = "TOTEMGAME_BEACON"
DEFAULT_HOST = "255.255.255.255"
DEFAULT_PORT = 7378  # the table server's usual port (7377) and one
DEFAULT = f"{DEFAULT_HOST}:{DEFAULT_PORT}"
OFF = "off"
INTERVAL = 1.0  # seconds between two datagrams
MAX_BYTES = 512  # a datagram is small; a longer one is not ours
NAME_LENGTH = 24  # the host's name as announced, at most
MAX_SEATS = 16

Address = tuple[str, int]


class BeaconError(ValueError):
    """A beacon address that cannot be used."""


def beacon_address(text: str | None = None) -> Address | None:
    """Where beacons go and are heard: `text` (TOTEMGAME_BEACON when None, DEFAULT when that is
    unset), or None for "off"; BeaconError if it is not an IPv4 address with a port."""
    if text is None:
        text = os.environ.get(ENV, "").strip() or DEFAULT
    text = text.strip()
    if text.lower() == OFF:
        return None
    host, colon, port_text = text.partition(":")
    if not colon:
        port_text = str(DEFAULT_PORT)
    try:
        ipaddress.IPv4Address(host)
    except ValueError:
        raise BeaconError(f"{text[:60]!r}: the beacon needs an IPv4 address") from None
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise BeaconError(f"{text[:60]!r}: the beacon needs a port from 1 to 65535")
    return host, int(port_text)


def is_loopback(address: Address) -> bool:
    """Whether `address` stays on this computer (127.0.0.0/8)."""
    return ipaddress.IPv4Address(address[0]).is_loopback


@dataclass(frozen=True)
class Announcement:
    """What a beacon says of its table (nothing secret: see the module docstring)."""

    game: str
    host: str  # the hosting player's name
    free: int  # seats nobody has taken yet
    port: int  # the table server's port on the sender's address

    def datagram(self) -> bytes:
        """The announcement as sent: compact JSON, at most MAX_BYTES."""
        data = {
            "kind": KIND,
            "beacon": BEACON_VERSION,
            "game": self.game[:40],
            "host": self.host[:NAME_LENGTH],
            "free": self.free,
            "port": self.port,
        }
        return json.dumps(data, separators=(",", ":"), ensure_ascii=True).encode("ascii")


# The fields of a datagram and their types (exactly these: anything else is not a beacon).
FIELDS: dict[str, type] = {
    "kind": str,
    "beacon": int,
    "game": str,
    "host": str,
    "free": int,
    "port": int,
}


def read_datagram(data: bytes, games: frozenset[str] | set[str]) -> Announcement | None:
    """The announcement `data` holds, or None: anything oversized, not JSON, not of this
    version, with other fields or types, an unknown game, or numbers out of range."""
    if len(data) > MAX_BYTES:
        return None
    try:
        found = json.loads(data.decode("ascii"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None
    if not isinstance(found, dict) or set(found) != set(FIELDS):
        return None
    for name, kind in FIELDS.items():
        value = found[name]
        if type(value) is not kind:  # exactly: a bool is not an int here
            return None
    if found["kind"] != KIND or found["beacon"] != BEACON_VERSION:
        return None
    host = "".join(c for c in found["host"] if c.isprintable()).strip()[:NAME_LENGTH]
    if found["game"] not in games or not 0 < found["free"] <= MAX_SEATS:
        return None
    if not 0 < found["port"] < 65536:
        return None
    return Announcement(found["game"], host, found["free"], found["port"])


def send_to(sock: socket.socket, data: bytes, address: Address) -> None:
    """One datagram sent (the test suite watches this: only loopback there)."""
    sock.sendto(data, address)


class Beacon:
    """Sends the latest announcement to `address` every INTERVAL seconds from a thread of its
    own, while there is one (`announce(None)` pauses it); `stop()` ends it."""

    def __init__(self, address: Address, interval: float = INTERVAL) -> None:
        self.address = address
        self.interval = interval
        self.sent = 0  # datagrams sent so far
        self.failed = 0  # datagrams the system refused (no network, a firewall)
        self._said: Announcement | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self._thread = threading.Thread(target=self._run, name="totemgame-beacon", daemon=True)
        self._thread.start()

    def announce(self, said: Announcement | None) -> None:
        """Say `said` from now on (None: say nothing); a change is sent at once."""
        with self._lock:
            changed, self._said = said != self._said, said
        if changed:
            self._wake.set()

    def stop(self, wait: float = 2.0) -> None:
        """Send no more and end the thread (waits at most `wait` seconds for it)."""
        self._stop.set()
        self._wake.set()
        self._thread.join(wait)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                with self._lock:
                    said = self._said
                if said is not None:
                    try:
                        send_to(self._socket, said.datagram(), self.address)
                        self.sent += 1
                    except OSError:  # no network now: the next one may go
                        self.failed += 1
                self._wake.wait(self.interval)
                self._wake.clear()
        finally:
            self._socket.close()
