"""What one seat of Totemix may know: every sheet and pole, but not the others' pending bids
nor the order of the deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from totemgame.engine.game import Seat
from totemgame.games.totemix.content import Bundle


@dataclass(frozen=True)
class SeatView:
    """One seat's public sheet and pole (plus its own bid in its own view)."""

    crystals: int
    marks: tuple[bool, ...]
    done: tuple[bool, ...]
    active: tuple[bool, ...]
    pole: tuple[Any, ...]
    pending: tuple[int, ...]
    steps: tuple[tuple[str, int], ...]
    start: tuple[Any, ...]
    has_bid: bool
    confirmed: bool


@dataclass(frozen=True)
class TotemixView:
    """What one seat (or the public, seat None) knows: everything but others' pending bids and
    the order of the deck."""

    seat: Seat | None
    players: int
    mode: str
    round: int
    phase: str
    card: int
    deck_left: int
    cycle_seen: tuple[int, ...]  # cards drawn since the last shuffle (the current one included)
    seats: tuple[SeatView, ...]
    own_bid: int | None
    last_bids: tuple[int, ...]  # the latest revealed auction
    last_rows: tuple[str, ...]
    last_gains: tuple[Bundle, ...]
    to_move: tuple[Seat, ...]
    over: bool

    @property
    def scores(self) -> None:
        """No running score during play: the panels show none."""
        return None

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0


def freeze(value: Any) -> Any:
    """Lists (nested) as tuples, so a view is hashable and cannot be changed."""
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value
