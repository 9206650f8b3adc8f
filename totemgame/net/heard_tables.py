"""Tables heard on the local network: the beacons (net/beacon.py) a Join screen listens for.

A thread reads the beacon port; every datagram is a stranger's: one over the size limit, not a
beacon of this version, of an unknown game or with anything out of place is dropped unread, an
address sending faster than a beacon would is not listened to for a while, and past a number of
datagrams a second the rest are dropped unread. Nothing a datagram holds can raise out of the
thread. A table not heard for a few seconds leaves the list. `tables()` never waits on the
network: it is called from the frame loop.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from totemgame.net.beacon import MAX_BYTES, Address, Announcement, is_loopback, read_datagram

HEARD_SECONDS = 4.0  # a table not heard for this long is gone
MOST_TABLES = 12  # listed at once; more are not kept
MOST_SENDERS = 64  # addresses whose rate is followed at once
PER_SENDER = 4.0  # datagrams a second one address may send (a beacon sends one)
BURST = 8
PER_SECOND = 200  # datagrams read a second in all; the rest are dropped unread
READ_SECONDS = 0.2  # how often the thread looks whether it should stop


@dataclass(frozen=True)
class HeardTable:
    """A table a beacon announced: where to join it, and what it said."""

    address: str  # the sender's IP address
    said: Announcement
    heard: float  # when last heard (time.monotonic)

    @property
    def join_address(self) -> str:
        """host:port, as a player types a server's address."""
        return f"{self.address}:{self.said.port}"


class _Rate:
    """A token bucket per sender."""

    def __init__(self, now: float) -> None:
        self.tokens, self.at = float(BURST), now

    def allow(self, now: float) -> bool:
        self.tokens = min(BURST, self.tokens + (now - self.at) * PER_SENDER)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class HeardTables:
    """Listens for beacons at `address` from a thread (see the module docstring)."""

    def __init__(
        self,
        address: Address,
        games: frozenset[str],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.games = games
        self.clock = clock
        self.dropped = 0  # datagrams not taken (garbage, too many, too fast)
        self.error: str | None = None  # why nothing can be heard (the port is taken...)
        self._tables: dict[tuple[str, int], HeardTable] = {}
        self._rates: dict[str, _Rate] = {}
        self._second = (0, 0)  # (the whole second now, datagrams read in it)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._socket: socket.socket | None = None
        try:
            self._socket = _listening_socket(address)
        except OSError as exc:
            self.error = exc.strerror or str(exc)
        self._thread = threading.Thread(target=self._run, name="totemgame-heard", daemon=True)
        if self._socket is not None:
            self._thread.start()

    def tables(self) -> list[HeardTable]:
        """The tables heard lately, by host name and address."""
        now = self.clock()
        with self._lock:
            for key in [k for k, t in self._tables.items() if now - t.heard > HEARD_SECONDS]:
                del self._tables[key]
            heard = list(self._tables.values())
        return sorted(heard, key=lambda t: (t.said.host.lower(), t.join_address))

    def stop(self, wait: float = 2.0) -> None:
        """Stop listening (waits at most `wait` seconds for the thread)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(wait)

    @property
    def listening(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        sock = self._socket
        assert sock is not None
        try:
            while not self._stop.is_set():
                try:
                    data, sender = sock.recvfrom(MAX_BYTES + 1)
                except TimeoutError:
                    continue
                except OSError:  # the socket broke: nothing more to hear
                    return
                try:
                    self._take(data, sender)
                except Exception:  # noqa: BLE001 - a stranger's datagram never ends listening
                    self.dropped += 1
        finally:
            sock.close()

    def _take(self, data: bytes, sender: object) -> None:
        now = self.clock()
        second = int(now)
        count = self._second[1] + 1 if self._second[0] == second else 1
        self._second = (second, count)
        if count > PER_SECOND or not isinstance(sender, tuple) or not sender:
            self.dropped += 1
            return
        ip = str(sender[0])
        rate = self._rates.get(ip)
        if rate is None:
            if len(self._rates) >= MOST_SENDERS:
                self._rates = {k: r for k, r in self._rates.items() if now - r.at < HEARD_SECONDS}
                if len(self._rates) >= MOST_SENDERS:
                    self.dropped += 1
                    return
            rate = self._rates[ip] = _Rate(now)
        if not rate.allow(now):
            self.dropped += 1
            return
        said = read_datagram(data, self.games)
        if said is None:
            self.dropped += 1
            return
        key = (ip, said.port)
        with self._lock:
            if key not in self._tables and len(self._tables) >= MOST_TABLES:
                self.dropped += 1
                return
            self._tables[key] = HeardTable(ip, said, now)


def _listening_socket(address: Address) -> socket.socket:
    """A UDP socket that hears broadcasts to `address`, beside other apps hearing them too. A
    loopback beacon is heard on that address only (nothing from other computers); any other
    on every network of this computer, as broadcasts are."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((address[0] if is_loopback(address) else "", address[1]))
        sock.settimeout(READ_SECONDS)
    except OSError:
        sock.close()
        raise
    return sock
