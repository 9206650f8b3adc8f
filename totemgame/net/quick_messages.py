"""Quick messages: a few fixed things a player may say at an online table, never free text.

A player's app sends `say` {said} with the id of one of QUICK_MESSAGES; the server relays
`said` {seat, said} to every seat at the table (the sender's included: it shows what the table
accepted). Each app shows it in its own player's language (ui/quick_words.py): nothing to
moderate, nothing to translate on the way. A seat may say only so much: past its rate the
message is refused to the sender alone, and the others hear nothing of it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from totemgame.engine.game import Seat
from totemgame.net.protocol import Message, Refused, make

# The ids on the wire, in the order the picker shows them.
QUICK_MESSAGES = ("hello", "good_move", "well_played", "thinking", "sorry", "thanks")

QUICK_REFUSAL = "quick_rate"  # the refusal's code: only the sender is told
PER_SECOND = 0.5  # a seat's average: one every two seconds
BURST = 3  # at once
MOST_KEPT = 4096  # seats whose rate is followed; the oldest are forgotten beyond
FORGET_SECONDS = 60.0

Table = tuple[Seat, ...]  # the seats at the table now


class QuickRates:
    """How much each seat has said lately (a token bucket per table and seat; thread-safe)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._buckets: dict[tuple[str, Seat], tuple[float, float]] = {}  # tokens, when
        self._lock = threading.Lock()

    def allow(self, table: str, seat: Seat) -> bool:
        """Whether `seat` at `table` may say one more now (and count it)."""
        now = self.clock()
        with self._lock:
            if len(self._buckets) >= MOST_KEPT:
                self._buckets = {
                    k: v for k, v in self._buckets.items() if now - v[1] < FORGET_SECONDS
                }
            tokens, at = self._buckets.get((table, seat), (float(BURST), now))
            tokens = min(float(BURST), tokens + (now - at) * PER_SECOND)
            if tokens < 1:
                self._buckets[(table, seat)] = (tokens, now)
                return False
            self._buckets[(table, seat)] = (tokens - 1, now)
            return True


def relay(
    rates: QuickRates, table: str, seat: Seat, said: str, at_table: Table
) -> list[tuple[Seat, Message]]:
    """What `seat` saying `said` sends: a `said` to every seat `at_table`; Refused for an
    unknown id or past the seat's rate (nothing sent to anyone else)."""
    if said not in QUICK_MESSAGES:
        raise Refused("malformed", f"{said[:40]!r} is not a quick message")
    if not rates.allow(table, seat):
        raise Refused(QUICK_REFUSAL, "too many quick messages: wait a moment")
    message = make("said", seat=seat, said=said)
    return [(s, message) for s in at_table]
