"""Link: a seat's lasting connection to its table, the Transport of a RemoteSession in the app.

One WebSocketClient at a time carries the messages; when it drops, the link's own thread waits
(net/connection.py says how long), opens a new one and sends the seat's `join` again, so the
table answers with everything the seat may know now and the game goes on where it was. Moves
sent while the connection is down are held and sent once the seat is back. Nothing here runs on
the frame loop: `send`, `status` and `close` return at once.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable

from totemgame.net.client import WebSocketClient
from totemgame.net.connection import ENDED, Connection, Phase, Status
from totemgame.net.protocol import Message
from totemgame.net.server import SEAT_TAKEN

POLL_SECONDS = 0.05


class Link:
    """Keeps one seat at its table at `url` (see the module docstring)."""

    def __init__(
        self,
        url: str,
        clock: Callable[[], float] = time.monotonic,
        open_client: Callable[[str], WebSocketClient] = WebSocketClient,
    ) -> None:
        self.url = url
        self.clock = clock
        self.open_client = open_client
        self.machine = Connection()
        self._lock = threading.Lock()
        self._listener: Callable[[Message], None] = lambda message: None
        self._join: Message | None = None
        self._held: list[Message] = []  # sent while the connection was down
        self._client: WebSocketClient | None = None
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._run, name="totemgame-link", daemon=True)
        self._thread.start()

    # -- the Transport ---------------------------------------------------------------------------
    def listen(self, listener: Callable[[Message], None]) -> None:
        self._listener = listener

    def send(self, message: Message) -> None:
        with self._lock:
            if message.get("type") == "join":
                self._join = message  # said again at every reconnection
                self._wake.set()
                return
            client = self._client if self.machine.phase is Phase.ONLINE else None
            if client is None:
                self._held.append(message)
                return
        client.send(message)

    def close(self) -> None:
        """Leave the table: the link's thread closes the connection (never waited for here)."""
        with self._lock:
            self.machine.left()
        self._stop.set()
        self._wake.set()

    # -- for the screens -------------------------------------------------------------------------
    def status(self) -> Status:
        """The connection's phase now (any thread)."""
        with self._lock:
            return self.machine.status(self.clock())

    def wait_closed(self, seconds: float) -> bool:
        """Wait for the link's thread to end after close() (tests); whether it did."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    # -- the link's thread -----------------------------------------------------------------------
    def _run(self) -> None:
        self._wake.wait()
        while not self._stop.is_set():
            join = self._join
            if join is None:
                return
            client = self.open_client(self.url)
            client.listen(functools.partial(self._arrived, client))
            with self._lock:
                self._client = client
            client.send(join)
            if not self._hold_while_open(client):
                client.close()
                return
            with self._lock:
                self._client = None
                if client.close_code == SEAT_TAKEN:
                    self.machine.taken()
                else:
                    self.machine.dropped(self.clock(), client.error or "the connection closed")
            if not self._wait_for_retry():
                return

    def _hold_while_open(self, client: WebSocketClient) -> bool:
        """Wait while `client` is open; False if the link is to end (left, or the seat lost)."""
        while not client.closed.wait(POLL_SECONDS):
            if self._stop.is_set() or self.machine.phase in ENDED:
                return False
        return not self._stop.is_set()

    def _wait_for_retry(self) -> bool:
        """Wait until the next try is due; False if the link is to end instead."""
        while not self._stop.is_set():
            with self._lock:
                if self.machine.phase in ENDED:
                    return False
                if self.machine.due(self.clock()):
                    return True
            self._stop.wait(POLL_SECONDS)
        return False

    def _arrived(self, client: WebSocketClient, message: Message) -> None:
        kind = message.get("type")
        held: list[Message] = []
        with self._lock:
            if kind == "snapshot":
                self.machine.joined()
                held, self._held = self._held, []
            elif kind == "refused":
                self.machine.refused(str(message.get("code")), str(message.get("reason")))
        self._listener(message)
        for waiting in held:
            client.send(waiting)
