"""A player's connection to a table server: a WebSocket in a background thread (a Transport).

The app's frame loop never waits on the network: `send` queues a message for the thread, and
each message arriving is handed to the listener (RemoteSession.deliver, which applies it in
`update()` on the frame loop). No proxy is used and nothing but the address given is contacted.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from totemgame.engine.module import GameModule
from totemgame.net import protocol
from totemgame.net.protocol import Message, Refused
from totemgame.net.remote_session import RemoteSession
from totemgame.storage.settings import Settings

OPEN_SECONDS = 10.0
CLOSE_SECONDS = 5.0


class WebSocketClient:
    """One connection to `url` (ws://host:port), run by its own thread and event loop."""

    def __init__(
        self,
        url: str,
        open_timeout: float = OPEN_SECONDS,
        on_text: Callable[[str], None] | None = None,
    ) -> None:
        self.url = url
        self.open_timeout = open_timeout
        self.on_text = on_text  # told every text as it arrives, before it is read (a record)
        self.error: str | None = None  # why the connection ended, if it failed
        self.close_code: int | None = None  # the WebSocket close code the server gave, if any
        self.closed = threading.Event()
        self._listener: Callable[[Message], None] | None = None
        self._early: list[Message] = []  # arrived before anyone listened
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self._thread = threading.Thread(target=self._run, name="totemgame-net", daemon=True)
        self._thread.start()

    # -- the Transport ---------------------------------------------------------------------------
    def listen(self, listener: Callable[[Message], None]) -> None:
        with self._lock:
            self._listener = listener
            early, self._early = self._early, []
        for message in early:
            listener(message)

    def send(self, message: Message) -> None:
        self.send_text(protocol.dumps(message))

    def send_text(self, text: str) -> None:
        """Send raw text (tests of a server's defences send what a player's app never would)."""
        if not self.closed.is_set():
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, text)

    def close(self) -> None:
        """Close the connection and wait (a little) for the thread to end."""
        if not self.closed.is_set():
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, None)
        self._thread.join(CLOSE_SECONDS + self.open_timeout)

    # -- the thread ------------------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        try:
            async with connect(
                self.url,
                proxy=None,
                compression=None,
                open_timeout=self.open_timeout,
                close_timeout=CLOSE_SECONDS,
                max_size=protocol.MAX_OUTGOING_BYTES,
            ) as ws:
                receiving = asyncio.ensure_future(self._receive(ws))
                await self._send_all(ws)
                receiving.cancel()
        except (
            OSError,
            asyncio.TimeoutError,
            ConnectionClosed,
            InvalidHandshake,
            InvalidURI,
        ) as exc:
            # (a server refusing the handshake: stopping, or not a table server at all)
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self.closed.set()

    async def _send_all(self, ws: ClientConnection) -> None:
        while True:
            text = await self._outbox.get()
            if text is None:
                return
            await ws.send(text)

    async def _receive(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                if self.on_text is not None:
                    self.on_text(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
                try:
                    message = protocol.parse(
                        raw, protocol.SERVER_MESSAGES, protocol.MAX_OUTGOING_BYTES
                    )
                except Refused as refused:
                    message = refused.message()  # told to the player, never acted on
                self._hand(message)
        except ConnectionClosed as exc:
            self.error = f"the connection closed: {exc}"
        self.close_code = ws.close_code
        self.closed.set()
        self._outbox.put_nowait(None)

    def _hand(self, message: Message) -> None:
        with self._lock:
            listener = self._listener
            if listener is None:
                self._early.append(message)
                return
        listener(message)


def ask(url: str, message: Message, timeout: float = OPEN_SECONDS) -> Message:
    """Send one request (create, claim) on a connection of its own; the first answer."""
    answers: queue.SimpleQueue[Message] = queue.SimpleQueue()
    client = WebSocketClient(url, open_timeout=timeout)
    try:
        client.listen(answers.put)
        client.send(message)
        try:
            return answers.get(timeout=timeout)
        except queue.Empty:
            raise ConnectionError(client.error or f"no answer from {url}") from None
    finally:
        client.close()


def remote_session(
    url: str,
    module: GameModule[Any],
    table: str,
    token: str,
    settings: Settings | None = None,
    on_text: Callable[[str], None] | None = None,
) -> tuple[RemoteSession, WebSocketClient]:
    """A seat at table `table` of the server at `url`, and the connection carrying it
    (`on_text`: see WebSocketClient)."""
    client = WebSocketClient(url, on_text=on_text)
    session = RemoteSession(module, settings or Settings(), client, table, token)
    return session, client
