"""The life of a player's connection to a table, as a state machine (no input/output, no clock).

A seat's connection opens, joins its table with the seat's token and is at the table; when the
connection drops it tries again after a pause that grows (half a second, then one, two, four,
at most five seconds) and rejoins with the same token, so nothing of the game is lost. It stops
trying when the table refuses the token (the table is gone from the server), when another
window of the player took the seat, or when the player leaves. net/link.py drives it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

FIRST_PAUSE = 0.5
LONGEST_PAUSE = 5.0
# The table's refusals of a join that no retry can mend.
LOST_CODES = frozenset({"unknown_table", "unknown_token", "other_table"})


class Phase(Enum):
    """Where the connection stands."""

    CONNECTING = "connecting"  # the first time: opening and joining
    ONLINE = "online"  # joined: the table's messages arrive
    RECONNECTING = "reconnecting"  # dropped: waiting to try again, or trying
    LOST = "lost"  # the table refused the seat's token: it is gone
    TAKEN = "taken"  # another window joined this seat
    LEFT = "left"  # the player left the table


ENDED = frozenset({Phase.LOST, Phase.TAKEN, Phase.LEFT})


def pause_before(attempt: int) -> float:
    """Seconds to wait before the `attempt`-th try to reconnect (1, 2...)."""
    return min(LONGEST_PAUSE, FIRST_PAUSE * 2.0 ** max(0, attempt - 1))


@dataclass(frozen=True)
class Status:
    """What the player is told: the phase, the tries since the drop, why it dropped."""

    phase: Phase
    attempts: int = 0
    reason: str = ""
    retry_in: float = 0.0  # seconds until the next try (while reconnecting)


class Connection:
    """One seat's connection (see the module docstring); times are given by the caller."""

    def __init__(self) -> None:
        self.phase = Phase.CONNECTING
        self.attempts = 0  # tries since the last drop
        self.reason = ""
        self.retry_at: float | None = None  # when the next try is due (reconnecting)
        self.trying = False  # a try is under way (opened, its join not answered yet)
        self.joined_once = False

    def status(self, now: float) -> Status:
        """The phase and what goes with it, at time `now`."""
        wait = 0.0 if self.retry_at is None else max(0.0, self.retry_at - now)
        return Status(self.phase, self.attempts, self.reason, wait)

    def joined(self) -> None:
        """The table answered the join with the seat's position."""
        if self.phase in ENDED:
            return
        self.phase, self.attempts, self.reason = Phase.ONLINE, 0, ""
        self.retry_at, self.trying, self.joined_once = None, False, True

    def dropped(self, now: float, reason: str) -> None:
        """The connection closed or could not open: try again after a pause."""
        if self.phase in ENDED:
            return
        self.phase = Phase.RECONNECTING
        self.attempts += 1
        self.reason = reason
        self.trying = False
        self.retry_at = now + pause_before(self.attempts)

    def refused(self, code: str, reason: str) -> None:
        """The table refused a message: a join it will never take ends the connection."""
        if code in LOST_CODES and self.phase not in ENDED:
            self.phase, self.reason, self.retry_at, self.trying = Phase.LOST, reason, None, False

    def taken(self) -> None:
        """Another window joined this seat: this one stops (it must not take it back)."""
        if self.phase not in ENDED:
            self.phase, self.retry_at, self.trying = Phase.TAKEN, None, False

    def left(self) -> None:
        """The player left the table."""
        self.phase, self.retry_at, self.trying = Phase.LEFT, None, False

    def due(self, now: float) -> bool:
        """A try to reconnect should start now (and is counted as under way)."""
        if self.phase is not Phase.RECONNECTING or self.trying or self.retry_at is None:
            return False
        if now < self.retry_at:
            return False
        self.trying = True
        return True
