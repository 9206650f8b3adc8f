"""The lobby's news as one seat's app is told it, and the host's requests: part of RemoteSession.

A snapshot and a presence say whether the game has started, the host's seat, the seats nobody
claimed, the seats an AI plays for their absent players, and how long each player who left has
been away (so that every player's screen, not only the host's, says it). The host starts the
game, gives a seat to an AI, and takes a seat back from the AI playing for an absent player;
any seat may say a quick message to the table. No pygame here.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from totemgame.engine.game import Seat
from totemgame.net import protocol
from totemgame.net.protocol import Message
from totemgame.net.seat_messages import away_seconds, seat_list


class SeatLobby:
    """The lobby's news, the host's requests and the quick messages (mixed into RemoteSession)."""

    viewer: Seat | None
    connected: list[Seat]

    def _open_lobby(self, send: Callable[[Message], None]) -> None:
        self._send_lobby = send
        self.started = False  # the host started the game (until then: the lobby)
        self.host: Seat | None = None  # the seat that starts the game and hands seats
        self.open: list[Seat] = []  # the seats nobody claimed yet
        self.stand_ins: list[Seat] = []  # the seats an AI plays for their absent players
        self.away_since: dict[Seat, float] = {}  # when (this computer's clock) each one left
        self.clock: Callable[[], float] = time.monotonic

    def _lobby(self, message: Message) -> None:
        """The lobby's news (a server of before the lobby leaves it out: started at once)."""
        self.started = bool(message.get("started", True))
        host = message.get("host")
        self.host = host if isinstance(host, int) else None
        self.open = seat_list(message.get("open", []))
        self.stand_ins = seat_list(message.get("stand_ins", []))
        now = self.clock()
        self.away_since = {s: now - t for s, t in away_seconds(message.get("away", [])).items()}

    def away_for(self, seat: Seat) -> float | None:
        """How many seconds `seat`'s player has been away, as the referee counts (None: the
        player is here, or the referee did not say: a server of before it does not)."""
        since = self.away_since.get(seat)
        return None if since is None or seat in self.connected else self.clock() - since

    @property
    def is_host(self) -> bool:
        """This seat starts the game and may give seats to an AI."""
        return self.viewer is not None and self.viewer == self.host

    def start(self) -> None:
        """Ask the table to start the game (the host's; the snapshot that follows says so)."""
        self._send_lobby(protocol.make("start"))

    def hand(self, seat: Seat, kind: str, name: str = "") -> None:
        """Ask the table to give `seat` to an AI of `kind` (see net/referee.py)."""
        self._send_lobby(protocol.make("hand", seat=seat, ai=kind, name=name))

    def recall(self, seat: Seat) -> None:
        """Ask the table to take `seat` back from the AI playing for its absent player."""
        self._send_lobby(protocol.make("recall", seat=seat))

    def say(self, said: str) -> None:
        """Say quick message `said` (its id) to the table (net/quick_messages.py)."""
        self._send_lobby(protocol.make("say", said=said))
