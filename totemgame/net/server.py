"""The table server: many tables by code over WebSockets (asyncio, the `websockets` library).

Each connection is read one message at a time: past its rate (a token bucket) a message is
refused, and a flood (too many refused) closes the connection; a frame over the frame limit closes it (1009), a
message over the protocol's limit or not of its schema is refused; a connection that says
nothing is closed after a while, and heartbeats (WebSocket pings) close a dead one. One address
may hold only so many connections at once (the next is told why and closed). Requests go to
`Tables` (net/tables.py) in a worker thread, so a table whose AI thinks, or a move being
written to the database, never stops the others or the heartbeats; one table's requests and
the messages they send keep their order. Tables kept long enough are closed by a sweep, in a
worker thread too, and an ask to take back a move that nobody answers ends after
`undo_seconds` (a timer of the event loop). With an SSL context it serves wss://. The CLI's `totemgame serve` runs it
(cli/serve.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from totemgame.net import protocol
from totemgame.net.protocol import Message, Refused
from totemgame.net.table_store import TIMINGS_KEPT, summary_ms
from totemgame.net.tables import HOUR, Address, Seating, Tables

log = logging.getLogger("totemgame.net.server")

# WebSocket close codes: a policy broken (a flood, silence), the seat taken by a new connection.
POLICY = 1008
SEAT_TAKEN = 4000


@dataclass(frozen=True)
class Limits:
    """How much one connection may ask, and how long it may stay silent."""

    messages_per_second: float = 20.0
    burst: int = 40
    flood_strikes: int = 200  # messages over the rate before the connection is closed
    hello_seconds: float = 15.0  # the first message must come within this
    ping_interval: float | None = 20.0
    ping_timeout: float | None = 20.0
    # How long a closing handshake may take: a flood's close frame waits behind the flood.
    close_seconds: float = 2.0
    # A frame this large closes the connection at once; smaller ones over the protocol's
    # limit are refused with a message.
    frame_bytes: int = 4 * protocol.MAX_INCOMING_BYTES
    # Connections at once from one address (a household behind one router shares one).
    connections_per_address: int = 32
    # How long the players asked to let a move be taken back have to answer.
    undo_seconds: float = 60.0


class RateLimit:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(
        self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def allow(self) -> bool:
        """Whether one more message may pass now (and count it)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class TableServer:
    """Hosts `tables` for WebSocket connections (see the module docstring)."""

    def __init__(self, tables: Tables | None = None, limits: Limits | None = None) -> None:
        self.tables = tables or Tables()
        self.limits = limits or Limits()
        self.seated: dict[tuple[str, int], tuple[ServerConnection, Seating]] = {}
        self.connections: Counter[str] = Counter()  # open connections by address
        self._order: dict[str, asyncio.Lock] = {}  # per table: requests and sends in order
        self._server: Server | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._timers: set[asyncio.Task[None]] = set()  # asks to take back a move, running out
        # From a move's arrival to the last of its updates handed to the network (seconds).
        self.move_seconds: deque[float] = deque(maxlen=TIMINGS_KEPT)

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> int:
        """Listen on `host`:`port` (0: any free port), with TLS if `tls` is given (wss://);
        the port listened on."""
        lim = self.limits
        self._server = await serve(
            self._connection,
            host,
            port,
            ssl=tls,
            max_size=lim.frame_bytes,
            compression=None,
            ping_interval=lim.ping_interval,
            ping_timeout=lim.ping_timeout,
            close_timeout=lim.close_seconds,
        )
        bound: int = self._server.sockets[0].getsockname()[1]
        log.info("serving on %s:%d%s", host, bound, " (TLS)" if tls else "")
        self._sweeper = asyncio.ensure_future(self._sweep())
        return bound

    async def stop(self) -> None:
        """Close every connection and stop listening."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
            self._sweeper = None
        for timer in list(self._timers):
            timer.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
            log.info("moves answered (ms, arrival to the last update sent): %s", self.move_ms())
            log.info("stopped")

    def move_ms(self) -> dict[str, float]:
        """How long the server took over each move: count, median, p95 and longest (ms)."""
        return summary_ms(self.move_seconds)

    async def _sweep(self) -> None:
        """Close the tables kept long enough, now and then (often enough for short keeps)."""
        keep = self.tables.keeping
        every = min(60.0, max(0.2, min(keep.idle_hours, keep.finished_hours) * HOUR / 4))
        while True:
            try:
                for code in await asyncio.to_thread(self.tables.expire):
                    self._order.pop(code, None)
            except Exception:  # a sweep that fails (the disk) must not stop the next ones
                log.exception("closing old tables failed")
            await asyncio.sleep(every)

    # -- one connection --------------------------------------------------------------------------
    async def _connection(self, ws: ServerConnection) -> None:
        address = _address_of(ws)
        most = self.limits.connections_per_address
        if self.connections[address] >= most:
            log.warning("refusing a connection from %s: %d open already", address, most)
            refusal = Refused(
                "too_many_connections",
                f"{most} connections from your address are open already: close one first",
            )
            await _send(ws, refusal.message())
            await ws.close(POLICY, "too many connections")
            return
        self.connections[address] += 1
        seating = Seating(address=address)
        try:
            await self._read(ws, seating)
        except ConnectionClosed:
            pass
        finally:
            self.connections[address] -= 1
            if self.connections[address] <= 0:
                del self.connections[address]
            await self._gone(ws, seating)

    async def _read(self, ws: ServerConnection, seating: Seating) -> None:
        lim = self.limits
        try:
            first = await asyncio.wait_for(ws.recv(), lim.hello_seconds)
        except asyncio.TimeoutError:  # TimeoutError from Python 3.11 on
            await ws.close(POLICY, "nothing was said")
            return
        bucket = RateLimit(lim.messages_per_second, lim.burst)
        strikes = 0
        raw: str | bytes = first
        while True:
            if bucket.allow():
                await self._answer(ws, seating, raw)
            else:  # each refused, so that an app waiting for an answer gets one; a flood is cut
                strikes += 1
                if strikes > lim.flood_strikes:
                    log.warning("closing a connection that floods (%s)", ws.remote_address)
                    await ws.close(POLICY, "too many messages")
                    return
                await _send(ws, Refused("rate", "too many messages: slow down").message())
            raw = await ws.recv()

    async def _answer(self, ws: ServerConnection, seating: Seating, raw: str | bytes) -> None:
        arrived = time.perf_counter()
        try:
            message = protocol.parse(raw)
        except Refused as refused:
            await _send(ws, refused.message())
            return
        if message["type"] == "ping":
            await _send(ws, protocol.make("pong"))
            return
        code = message.get("table") if message["type"] in ("join", "claim") else seating.table
        if not isinstance(code, str) or code not in self.tables.referees:
            await self._dispatch(ws, seating, message)  # create, or refused: no table to order
            return
        async with self._order.setdefault(code, asyncio.Lock()):
            await self._dispatch(ws, seating, message)
        if message["type"] == "action":
            self.move_seconds.append(time.perf_counter() - arrived)

    async def _dispatch(self, ws: ServerConnection, seating: Seating, message: Message) -> None:
        before = (seating.table, seating.seat)
        outgoing = await asyncio.to_thread(self.tables.handle, seating, message)
        if (seating.table, seating.seat) != before:
            self._seat(ws, seating, before)
        for address, out in outgoing:
            await self._deliver(ws, address, out)
        asks = {
            out["ask"] for _, out in outgoing if out["type"] == "undo" and out["state"] == "asked"
        }
        if message["type"] == "undo" and asks and seating.table is not None:
            timer = asyncio.ensure_future(self._undo_timer(seating.table, max(asks)))
            self._timers.add(timer)
            timer.add_done_callback(self._timers.discard)

    async def _undo_timer(self, code: str, number: int) -> None:
        """Ask `number` at table `code` ends unanswered after its time (if still open)."""
        await asyncio.sleep(self.limits.undo_seconds)
        if code not in self.tables.referees:
            return
        async with self._order.setdefault(code, asyncio.Lock()):
            for address, out in await asyncio.to_thread(self.tables.undo_expired, code, number):
                await self._deliver(None, address, out)

    async def _deliver(
        self, ws: ServerConnection | None, address: Address, message: Message
    ) -> None:
        if address is None and ws is not None:
            await _send(ws, message)
        elif address is not None and address in self.seated:
            await _send(self.seated[address][0], message)

    def _seat(
        self, ws: ServerConnection, seating: Seating, before: tuple[str | None, int | None]
    ) -> None:
        """The connection joined a seat: it now receives that seat's updates; a connection
        that held the seat before (a player back after a drop) is let go."""
        old_table, old_seat = before
        if old_table is not None and old_seat is not None and self._holds(ws, old_table, old_seat):
            del self.seated[(old_table, old_seat)]
        if seating.table is None or seating.seat is None:
            return
        key = (seating.table, seating.seat)
        previous = self.seated.get(key)
        self.seated[key] = (ws, seating)
        if previous is not None and previous[0] is not ws:
            previous[1].table = previous[1].token = previous[1].seat = None  # its leave: no-op
            asyncio.ensure_future(previous[0].close(SEAT_TAKEN, "the seat was joined again"))

    def _holds(self, ws: ServerConnection, table: str, seat: int) -> bool:
        """Whether `ws` is the connection at (table, seat) now."""
        held = self.seated.get((table, seat))
        return held is not None and held[0] is ws

    async def _gone(self, ws: ServerConnection, seating: Seating) -> None:
        table, seat = seating.table, seating.seat
        if table is not None and seat is not None and self._holds(ws, table, seat):
            del self.seated[(table, seat)]
        if seating.table is not None:
            for address, out in await asyncio.to_thread(self.tables.leave, seating):
                await self._deliver(ws, address, out)


def _address_of(ws: ServerConnection) -> str:
    """The address a connection comes from (its IP, without the port)."""
    remote = ws.remote_address
    if isinstance(remote, tuple | list) and remote:
        return str(remote[0])
    return str(remote)


async def _send(ws: ServerConnection, message: Message) -> None:
    text = protocol.dumps(message)
    if len(text) > protocol.MAX_OUTGOING_BYTES:  # a bug, not the player's fault: say so
        log.error("a %s message of %d bytes was not sent", message.get("type"), len(text))
        return
    with contextlib.suppress(ConnectionClosed):
        await ws.send(text)


async def run(
    host: str,
    port: int,
    stop: asyncio.Event,
    on_ready: Callable[[int], None] = lambda port: None,
    limits: Limits | None = None,
    tables: Tables | None = None,
    tls: ssl.SSLContext | None = None,
) -> None:
    """Serve `tables` until `stop` is set (the CLI sets it on SIGTERM or Ctrl+C); `on_ready`
    is told the port once listening."""
    server = TableServer(tables, limits=limits)
    on_ready(await server.start(host, port, tls))
    try:
        await stop.wait()
    finally:
        await server.stop()
