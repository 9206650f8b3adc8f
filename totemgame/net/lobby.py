"""Before the game: a server's address as a player types it, who sits where and who is here,
and a request to the server answered in the background (no input/output on the caller's
thread, no pygame)."""

from __future__ import annotations

import queue
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from totemgame.engine.game import Seat
from totemgame.engine.record import SeatInfo
from totemgame.net.protocol import Message

DEFAULT_PORT = 7377  # `totemgame serve`'s (cli/serve.py), and a hosting app's first choice
CODE_LENGTH = 6


class AddressError(ValueError):
    """A server's address that cannot be used, with the reason in the player's words."""


def server_url(typed: str) -> str:
    """The WebSocket URL of the server a player typed ("127.0.0.1:7377", "host",
    "ws://host:port"); AddressError if it is not an address."""
    text = typed.strip()
    for scheme in ("ws://", "wss://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme) :]
            break
    else:
        scheme = "ws://"
    text = text.rstrip("/")
    if not text or any(c.isspace() for c in text) or "/" in text or "@" in text:
        raise AddressError(typed)
    host, colon, port_text = text.rpartition(":")
    if not colon or host.endswith(":"):  # no port given (or an IPv6 address without one)
        host, port_text = text, str(DEFAULT_PORT)
    if not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise AddressError(typed)
    return f"{scheme}{host}:{int(port_text)}"


def table_code(typed: str) -> str:
    """A table code as typed ("abc 234" -> "ABC234"); AddressError if it is not six letters
    and digits."""
    code = "".join(typed.split()).upper().replace("-", "")
    if len(code) != CODE_LENGTH or not code.isalnum() or not code.isascii():
        raise AddressError(typed)
    return code


@dataclass(frozen=True)
class LobbySeat:
    """One seat as the lobby shows it."""

    seat: Seat
    name: str
    human: bool
    you: bool
    here: bool  # a human whose app is at the table (an AI seat is always here)


def lobby_seats(seats: Sequence[SeatInfo], connected: Sequence[Seat], me: Seat) -> list[LobbySeat]:
    """Who sits where and who has come."""
    return [
        LobbySeat(i, info.name, info.is_human, i == me, not info.is_human or i in connected)
        for i, info in enumerate(seats)
    ]


def missing(seats: Sequence[SeatInfo], connected: Sequence[Seat]) -> list[Seat]:
    """The human seats whose players are not at the table."""
    return [i for i, info in enumerate(seats) if info.is_human and i not in connected]


def everyone_here(seats: Sequence[SeatInfo], connected: Sequence[Seat]) -> bool:
    """Every human seat's player is at the table: the game can start."""
    return bool(seats) and not missing(seats, connected)


class Request:
    """One message to the server at `url`, answered on a thread of its own; `answer()` is
    None until then, and then the first message that came back, or the error."""

    def __init__(self, url: str, message: Message, timeout: float = 10.0) -> None:
        self._answers: queue.SimpleQueue[Message | Exception] = queue.SimpleQueue()
        self._result: Message | Exception | None = None
        thread = threading.Thread(
            target=self._ask, args=(url, message, timeout), name="totemgame-ask", daemon=True
        )
        thread.start()

    def _ask(self, url: str, message: Message, timeout: float) -> None:
        from totemgame.net.client import ask

        try:
            self._answers.put(ask(url, message, timeout))
        except Exception as exc:  # every failure is said to the player, never raised in the loop
            self._answers.put(exc)

    def answer(self) -> Message | Exception | None:
        """The answer, once it came (never waits)."""
        if self._result is None:
            try:
                self._result = self._answers.get_nowait()
            except queue.Empty:
                return None
        return self._result
