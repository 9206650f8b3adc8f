"""Back to the online seat the player sat at when the app was killed (the title's Continue).

A friend's seat is joined again at once (the table's lobby or game screen). The host's own
seat first needs its table's server: this app's, started again on the port the table had,
with the tables it keeps on disk (net/local_server.py), so the friends' apps, which keep
trying that address, come back too. `HostComeback` waits for that server off the frame loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from totemgame.i18n import _
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import OnlineGame, sit
from totemgame.storage import online_seats

if TYPE_CHECKING:
    from totemgame.storage.settings import Settings


def port_of(url: str) -> int | None:
    """The port of a table's address (ws://127.0.0.1:8765), if it has one."""
    try:
        return urlsplit(url).port
    except ValueError:
        return None


def rejoin(held: online_seats.HeldSeat, settings: Settings) -> OnlineGame:
    """A friend's seat, joined again."""
    return sit(held.url, held.game, held.code, held.token, settings, held.url.removeprefix("ws://"))


class HostComeback:
    """The host's server started again for `held`'s table; `poll` says when it is there."""

    def __init__(self, held: online_seats.HeldSeat) -> None:
        self.held = held
        port = port_of(held.url) or 0
        self.server = LocalServer(port, held.open_to_others, data=online_seats.hosted_dir())

    def poll(self, settings: Settings) -> OnlineGame | str | None:
        """None while the server starts; then the host's seat at the table, or why not."""
        server = self.server
        if not server.ready.is_set():
            return None
        wanted = port_of(self.held.url)
        code = self.held.code
        if server.error is not None or server.port is None:
            reason = server.error or ""
        elif wanted is not None and server.port != wanted:  # friends could not find it there
            reason = _("the port {port} is taken").format(port=wanted)
        elif code not in server.tables.referees:
            online_seats.let_go(self.held.url, code)
            reason = _("the table {code} is no longer kept").format(code=code)
        else:
            address = server.address_for_friends()
            h = self.held
            return sit(h.url, h.game, code, h.token, settings, address, server, is_host=True)
        server.stop()
        return _("The server could not start: {reason}").format(reason=reason)
