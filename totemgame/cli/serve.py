"""`totemgame serve`: host tables for players on other computers, headless (no pygame)."""

from __future__ import annotations

import argparse
import contextlib
import logging
import signal
import sys

from totemgame.cli.common import CliError
from totemgame.i18n import _

DEFAULT_PORT = 7377


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve tables on --host:--port until SIGTERM or Ctrl+C."""
    import asyncio

    from totemgame.net.server import run

    if not 0 <= args.port <= 65535:
        raise CliError(_("--port wants a number from 0 to 65535"))
    if args.log:
        logging.basicConfig(
            filename=args.log, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s"
        )
    else:
        logging.basicConfig(stream=sys.stderr, level=logging.WARNING)

    def ready(port: int) -> None:
        address = f"ws://{args.host}:{port}"
        print(_("Serving tables on {address}").format(address=address), flush=True)

    async def serve_until_stopped() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            # Windows has no signal handlers in asyncio: Ctrl+C still stops it there.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        await run(args.host, args.port, stop, on_ready=ready)

    try:
        asyncio.run(serve_until_stopped())
    except OSError as exc:
        address = f"{args.host}:{args.port}"
        raise CliError(
            _("cannot serve on {address}: {reason}").format(
                address=address, reason=exc.strerror or exc
            )
        ) from None
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The `serve` command's options."""
    p = sub.add_parser("serve", help="host tables for players on other computers (headless)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"(default {DEFAULT_PORT})")
    p.add_argument("--log", metavar="FILE", help="write the server's log to FILE")
    p.set_defaults(func=cmd_serve)
