"""Transport: what carries a seat's messages to its referee and back (a Link, a Client)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from totemgame.net.protocol import Message


class Transport(Protocol):
    """Carries messages to the referee and hands the arriving ones to a listener."""

    def listen(self, listener: Callable[[Message], None]) -> None:
        """Hand every message arriving from now on to `listener` (on any thread)."""

    def send(self, message: Message) -> None:
        """Send `message` to the referee (never blocks the frame loop)."""

    def close(self) -> None:
        """Stop carrying messages."""
