"""OnlineGame: one seat at an online table, as the app's screens hand it on (lobby, table).

It holds the seat's RemoteSession, the Link carrying it, the table's code and the address to
give friends, and the server this app runs when its player hosts on this computer. Whoever
holds it last closes it: the seat leaves the table and a server of this app stops (its table
closed for good: only an app killed or crashed finds it again). From sitting
down to closing, the seat is marked as the one the player sits at (storage/online_seats.py): an
app killed meanwhile offers it again under Continue.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from totemgame.net.connection import Status
from totemgame.net.link import Link
from totemgame.net.local_server import LocalServer
from totemgame.net.remote_session import RemoteSession
from totemgame.storage.settings import Settings


@dataclass
class OnlineGame:
    """A seat at an online table (see the module docstring)."""

    session: RemoteSession
    link: Link
    code: str
    address: str  # host:port as friends type it
    hosting: LocalServer | None = None  # the server this app runs, when it hosts
    is_host: bool = False  # this app created the table

    def status(self) -> Status:
        """The connection's phase now."""
        return self.link.status()

    def close(self) -> None:
        """Leave the table; a server of this app stops (returns at once)."""
        from totemgame.storage import online_seats

        online_seats.note_sitting(self.link.url, self.code, 0.0)
        self.session.close()
        if self.hosting is not None:  # the host leaves: the table closes for everyone
            if self.is_host:
                self.hosting.close_table(self.code)
                online_seats.let_go(self.link.url, self.code)
            self.hosting.stop()


def sit(
    url: str,
    game_id: str,
    code: str,
    token: str,
    settings: Settings,
    address: str,
    hosting: LocalServer | None = None,
    is_host: bool = False,
) -> OnlineGame:
    """Join seat `token` of table `code` at `url` over a Link (it connects in the background).
    The hints this player was shown at that seat before (the app closed meanwhile) still
    count, and each new one is remembered with the seat (storage/online_seats.py)."""
    from totemgame import games
    from totemgame.storage import online_seats

    link = Link(url)
    session = RemoteSession(games.get(game_id), settings, link, code, token)
    held = online_seats.held_seat(url, code)
    if held is not None and held.token == token:
        session.hint_source.used = held.hints
    session.hint_source.on_count = lambda used: online_seats.note_hints(url, code, used)
    online_seats.note_sitting(url, code, time.time())
    return OnlineGame(session, link, code, address, hosting, is_host)
