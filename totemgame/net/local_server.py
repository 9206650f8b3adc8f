"""LocalServer: "Host on this computer": a table server in a thread of the player's app.

It listens on 127.0.0.1 unless the player chooses to let other computers join (then on every
interface of this computer: the player's explicit choice). It tries the usual port first and
any free one when that is taken (another app or server hosts there). Starting and stopping
never wait on the frame loop: `ready`, `port` and `error` say how it went.

Given a `data` folder (the player's own, storage/hosted.py), it keeps its tables there as
`totemgame serve --data` does, every move written before its updates go out: an app killed in
the middle of a game and started again opens the tables kept there, on the same port, and the
friends' apps come back to them. A folder another window of this player's app keeps already
(its lock held), or one that cannot be opened, leaves the tables in memory only (logged).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import threading
from pathlib import Path

from totemgame.net.server import TableServer
from totemgame.net.tables import Tables

log = logging.getLogger("totemgame.net.local_server")

LOOPBACK = "127.0.0.1"
EVERY_INTERFACE = "0.0.0.0"  # only when the player lets other computers join
STOP_SECONDS = 5.0


class LocalServer:
    """A TableServer run by its own thread and event loop (see the module docstring)."""

    def __init__(
        self,
        port: int,
        open_to_others: bool = False,
        tables: Tables | None = None,
        data: Path | None = None,
    ) -> None:
        self.host = EVERY_INTERFACE if open_to_others else LOOPBACK
        self.wanted_port = port
        self.port: int | None = None  # the port listened on, once ready
        self.error: str | None = None  # why it could not start
        self.ready = threading.Event()  # set once listening, or once it failed
        # Another LocalServer may go on with them (in memory: a store closes with its server).
        self.tables = tables or Tables()
        self.data = None if tables is not None else data  # where the tables are kept
        self.kept = False  # the tables are kept in `data` (known once ready)
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._stopping = False  # stop() came (perhaps before the server listened)
        self._thread = threading.Thread(target=self._run, name="totemgame-host", daemon=True)
        self._thread.start()

    @property
    def address(self) -> str:
        """Where this app's own connection goes (host:port)."""
        return f"{LOOPBACK}:{self.port}"

    def address_for_friends(self) -> str:
        """Where friends' apps connect (host:port): this computer's name when other computers
        may join (theirs find it by it), else the loopback address."""
        if self.host == EVERY_INTERFACE:
            return f"{socket.gethostname()}:{self.port}"
        return self.address

    def stop(self) -> None:
        """Stop listening and close every connection (returns at once)."""
        if self._loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop just ended
            self._loop.call_soon_threadsafe(self._set_stop)

    def close_table(self, code: str) -> None:
        """Close table `code` for good (its host left it: a restarted app does not open it
        again), in the server's own thread; returns at once."""
        if self._loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop just ended
            self._loop.call_soon_threadsafe(self.tables.close, [code])

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
        with contextlib.ExitStack() as stack:
            if self.data is not None:
                self._keep_tables(stack, self.data)
            await self._listen()

    def _keep_tables(self, stack: contextlib.ExitStack, data: Path) -> None:
        """Open the tables kept in `data` (the folder's lock held while serving)."""
        from totemgame.net.table_store import StoreError, open_store
        from totemgame.storage.file_lock import locked

        try:
            stack.enter_context(locked(data / "server", wait=0.0))
            store, note = open_store(data)
        except (OSError, StoreError) as exc:
            log.warning("the tables are not kept in %s: %s", data, exc)
            return
        if note is not None:
            log.warning("%s", note)
        stack.callback(store.close)
        self.tables = Tables(store=store)
        broken = self.tables.restore()
        self.kept = True
        log.info("%d tables kept in %s, %d not", len(self.tables.referees), data, len(broken))

    async def _listen(self) -> None:
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
