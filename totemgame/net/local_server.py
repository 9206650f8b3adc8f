"""LocalServer: "Host on this computer": a table server in a thread of the player's app.

It listens on 127.0.0.1 unless the player chooses to let other computers join (then on every
interface of this computer: the player's explicit choice). It tries the usual port first and
any free one when that is taken (another app or server hosts there). Starting and stopping
never wait on the frame loop: `ready`, `port` and `error` say how it went.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

from totemgame.net.server import TableServer
from totemgame.net.tables import Tables

LOOPBACK = "127.0.0.1"
EVERY_INTERFACE = "0.0.0.0"  # only when the player lets other computers join
STOP_SECONDS = 5.0


class LocalServer:
    """A TableServer run by its own thread and event loop (see the module docstring)."""

    def __init__(
        self, port: int, open_to_others: bool = False, tables: Tables | None = None
    ) -> None:
        self.host = EVERY_INTERFACE if open_to_others else LOOPBACK
        self.wanted_port = port
        self.port: int | None = None  # the port listened on, once ready
        self.error: str | None = None  # why it could not start
        self.ready = threading.Event()  # set once listening, or once it failed
        self.tables = tables or Tables()  # another LocalServer may go on with them
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._stopping = False  # stop() came (perhaps before the server listened)
        self._thread = threading.Thread(target=self._run, name="totemgame-host", daemon=True)
        self._thread.start()

    @property
    def address(self) -> str:
        """Where this app's own connection goes (host:port)."""
        return f"{LOOPBACK}:{self.port}"

    def stop(self) -> None:
        """Stop listening and close every connection (returns at once)."""
        if self._loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop just ended
            self._loop.call_soon_threadsafe(self._set_stop)

    def wait_stopped(self, seconds: float = STOP_SECONDS) -> bool:
        """Wait for the server's thread to end after stop(); whether it did."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _set_stop(self) -> None:
        self._stopping = True
        if self._stop is not None:
            self._stop.set()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        finally:  # connections still opening when it stopped end here, not with the loop
            pending = asyncio.all_tasks(self._loop)
            for task in pending:
                task.cancel()
            self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self._loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        server = TableServer(self.tables)
        try:
            try:
                self.port = await server.start(self.host, self.wanted_port)
            except OSError:  # the usual port is taken: any free one
                self.port = await server.start(self.host, 0)
        except OSError as exc:
            self.error = exc.strerror or str(exc)
            self.ready.set()
            return
        self.ready.set()
        try:
            if not self._stopping:
                await self._stop.wait()
        finally:
            await server.stop()
