"""TableBeacon: the beacon of a table this app hosts, while its lobby is open for joining.

It announces (net/beacon.py) only what friends can use: a table this app serves, not started,
with seats nobody took, reachable where the beacon is heard (a server listening on this
computer only is announced only by a loopback beacon). The lobby calls `update()` every frame
(no input/output there: the beacon's thread sends) and `stop()` when it closes or the game
starts.
"""

from __future__ import annotations

import logging

from totemgame.net.beacon import (
    Address,
    Announcement,
    Beacon,
    BeaconError,
    beacon_address,
    is_loopback,
)
from totemgame.net.connection import Phase
from totemgame.net.local_server import EVERY_INTERFACE
from totemgame.net.online_game import OnlineGame

log = logging.getLogger("totemgame.net.beacon")


def table_beacon(game: OnlineGame, host_name: str) -> TableBeacon | None:
    """The beacon of `game`'s table if this app hosts it and the beacon is not off (an address
    that cannot be used is logged and taken as off)."""
    if game.hosting is None:
        return None
    try:
        address = beacon_address()
    except BeaconError as exc:
        log.warning("no beacon: %s", exc)
        return None
    return None if address is None else TableBeacon(game, host_name, address)


class TableBeacon:
    """Announces `game`'s table at `address` while it is open for joining (see above)."""

    def __init__(self, game: OnlineGame, host_name: str, address: Address) -> None:
        self.game = game
        self.host_name = host_name
        self.address = address
        self.beacon: Beacon | None = None

    def announcement(self) -> Announcement | None:
        """What to say now, or None (nothing to join here)."""
        server, session = self.game.hosting, self.game.session
        if server is None or server.port is None or not session.joined or session.started:
            return None
        if self.game.status().phase is not Phase.ONLINE:  # left, or not at the table now
            return None
        if server.host != EVERY_INTERFACE and not is_loopback(self.address):
            return None  # only this computer can join: nobody else to tell
        free = len(session.open)
        if free <= 0:
            return None
        return Announcement(session.game_id, self.host_name, free, server.port)

    def update(self) -> None:
        """Say the table's news (starts the beacon the first time there is some)."""
        said = self.announcement()
        if said is None and self.beacon is None:
            return
        if self.beacon is None:
            self.beacon = Beacon(self.address)
        self.beacon.announce(said)

    def stop(self) -> None:
        """Announce no more (the game started, or the table closed)."""
        if self.beacon is not None:
            self.beacon.stop()
            self.beacon = None
