"""`totemgame serve`: host tables for players on other computers, headless (no pygame).

With `--data DIR` every table is kept in DIR's SQLite database (net/table_store.py) and the
tables kept there are open again when the server starts; `--cert`/`--key` serve wss://.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from totemgame.cli.common import CliError
from totemgame.i18n import _, ngettext

if TYPE_CHECKING:
    import asyncio
    import ssl

    from totemgame.net.tables import Tables

DEFAULT_PORT = 7377
log = logging.getLogger("totemgame.serve")


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve tables on --host:--port until SIGTERM or Ctrl+C."""
    import asyncio

    from totemgame.net.server import Limits, run
    from totemgame.storage.file_lock import locked

    if not 0 <= args.port <= 65535:
        raise CliError(_("--port wants a number from 0 to 65535"))
    if args.log:
        logging.basicConfig(
            filename=args.log, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s"
        )
    else:
        logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    if hasattr(signal, "SIGUSR1"):  # `kill -USR1 <pid>`: where every thread is, on stderr
        import faulthandler

        faulthandler.register(signal.SIGUSR1, all_threads=True)
    tls = _tls_context(args.cert, args.key)
    limits = Limits(connections_per_address=args.connections_per_address)

    def ready(port: int) -> None:
        address = f"{'wss' if tls else 'ws'}://{args.host}:{port}"
        print(_("Serving tables on {address}").format(address=address), flush=True)

    async def serve_until_stopped(tables: Tables) -> None:
        stop = asyncio.Event()
        with _stopped_by_signals(stop):
            await run(
                args.host, args.port, stop, on_ready=ready, limits=limits, tables=tables, tls=tls
            )

    data = Path(args.data) if args.data else None
    with contextlib.ExitStack() as stack:
        if data is not None:
            try:
                data.mkdir(parents=True, exist_ok=True)
                stack.enter_context(locked(data / "server", wait=0.0))
            except OSError as exc:
                raise CliError(
                    _("cannot keep tables in {folder}: {reason}").format(
                        folder=data, reason=_another_server(exc)
                    )
                ) from None
        tables = _tables(args, data)
        try:
            asyncio.run(serve_until_stopped(tables))
        except OSError as exc:
            address = f"{args.host}:{args.port}"
            raise CliError(
                _("cannot serve on {address}: {reason}").format(
                    address=address, reason=exc.strerror or exc
                )
            ) from None
        finally:
            if tables.store is not None:
                log.info("database writes (ms): %s", tables.store.write_ms())
                tables.store.close()
    return 0


@contextlib.contextmanager
def _stopped_by_signals(stop: asyncio.Event) -> Iterator[None]:
    """SIGTERM and SIGINT set `stop`. Not with loop.add_signal_handler: that passes a signal
    through the loop's wake-up socket, which many worker threads finishing at once can fill,
    and a SIGTERM that finds it full is lost (seen as 700 players left at once). A socket of
    its own carries the signal here, and the handler itself also sets `stop`."""
    import asyncio
    import socket

    loop = asyncio.get_running_loop()

    def request_stop(signum: int, frame: object) -> None:
        loop.call_soon_threadsafe(stop.set)

    def woken() -> None:
        with contextlib.suppress(OSError):
            while reader.recv(256):
                pass
        stop.set()

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    previous = {sig: signal.signal(sig, request_stop) for sig in (signal.SIGTERM, signal.SIGINT)}
    watching = False
    try:
        with contextlib.suppress(NotImplementedError, ValueError):  # a Windows loop cannot
            loop.add_reader(reader.fileno(), woken)
            signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
            watching = True
        yield
    finally:
        if watching:
            signal.set_wakeup_fd(-1)
            loop.remove_reader(reader.fileno())
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        reader.close()
        writer.close()


def _another_server(exc: OSError) -> str:
    import errno

    if exc.errno == errno.EAGAIN:
        return _("another server keeps its tables there")
    return str(exc.strerror or exc)


def _tables(args: argparse.Namespace, data: Path | None) -> Tables:
    """The server's tables: kept in `data`'s database (those kept there opened again)."""
    from totemgame.net.keeping import Keeping
    from totemgame.net.table_store import StoreError, open_store
    from totemgame.net.tables import Tables

    keeping = Keeping(
        idle_hours=args.idle_hours,
        finished_hours=args.finished_hours,
        tables_per_address=args.tables_per_address,
    )
    if data is None:
        return Tables(keeping=keeping)
    try:
        store, note = open_store(data)
    except (StoreError, OSError) as exc:
        raise CliError(
            _("cannot keep tables in {folder}: {reason}").format(folder=data, reason=exc)
        ) from None
    if note is not None:
        log.warning("%s", note)
        print("totemgame: " + _("warning: {problem}").format(problem=note), file=sys.stderr)
    tables = Tables(store=store, keeping=keeping)
    broken = tables.restore()
    log.info("%d tables restored from %s, %d not", len(tables.referees), store.path, len(broken))
    if broken:
        problem = ngettext(
            "{count} table in {file} cannot be restored; it is left in the file",
            "{count} tables in {file} cannot be restored; they are left in the file",
            len(broken),
        ).format(count=len(broken), file=store.path)
        print("totemgame: " + _("warning: {problem}").format(problem=problem), file=sys.stderr)
    return tables


def _tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context from a certificate (chain) and its private key files."""
    if cert is None and key is None:
        return None
    if cert is None:
        raise CliError(_("--key needs --cert (the certificate of that key)"))
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise CliError(
            _("cannot use the certificate {file}: {reason}").format(file=cert, reason=reason)
        ) from None
    return context


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The `serve` command's options (the defaults from net/keeping.py: no database opened)."""
    from totemgame.net.keeping import Keeping

    keep = Keeping()
    p = sub.add_parser("serve", help="host tables for players on other computers (headless)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"(default {DEFAULT_PORT})")
    p.add_argument("--log", metavar="FILE", help="write the server's log to FILE")
    p.add_argument(
        "--data",
        metavar="DIR",
        help="keep every table in DIR/tables.sqlite3, restored when the server starts again",
    )
    p.add_argument(
        "--cert", "--tls-cert", metavar="FILE", help="serve wss:// with this certificate (PEM)"
    )
    p.add_argument("--key", "--tls-key", metavar="FILE", help="the certificate's private key (PEM)")
    p.add_argument(
        "--idle-hours",
        type=float,
        default=keep.idle_hours,
        help=f"close an unfinished table nobody played at for this long (default {keep.idle_hours:g})",
    )
    p.add_argument(
        "--finished-hours",
        type=float,
        default=keep.finished_hours,
        help=f"keep a finished table this long (default {keep.finished_hours:g})",
    )
    p.add_argument(
        "--tables-per-address",
        type=int,
        default=keep.tables_per_address,
        help=f"unfinished tables one address may open (default {keep.tables_per_address})",
    )
    p.add_argument(
        "--connections-per-address",
        type=int,
        default=32,
        help="connections one address may hold at once (default 32)",
    )
    p.set_defaults(func=cmd_serve)
