"""Each player's last move, read from the game log so it survives undo and loading: the last
revealed bid (and the card row it took) and the fields marked and rows completed in that
player's latest marking. It stays until that player marks again (a marking with nothing to
place clears it). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from totemgame.engine.game import Event


@dataclass
class LastMove:
    """One seat's latest bid and marking."""

    bid: int | None = None
    row: str | None = None  # the card row the bid took: top, middle, bottom
    bid_round: int = 0
    fields: set[int] = field(default_factory=set)  # marked in the latest marking
    rows: set[int] = field(default_factory=set)  # completed in the latest marking
    mark_round: int = 0


def last_moves(events: Iterable[Event], players: int) -> list[LastMove]:
    """Every seat's last move after `events` (the log, oldest first)."""
    out = [LastMove() for _ in range(players)]
    rnd = 0
    for e in events:
        p = e.params
        if e.key == "round_start":
            rnd = int(p["round"])
            continue
        seat = p.get("player")
        if not isinstance(seat, int) or not 0 <= seat < players:
            continue
        last = out[seat]
        if e.key == "gains":
            last.bid, last.row, last.bid_round = int(p["bid"]), str(p["row"]), rnd
        elif e.key in ("marked", "pieces", "upgrade", "confirmed", "confirmed_leftovers"):
            if last.mark_round != rnd:  # this seat's first word in a new marking
                last.fields, last.rows, last.mark_round = set(), set(), rnd
            if e.key == "marked":
                last.fields.add(int(p["field"]))
            elif e.key in ("pieces", "upgrade"):
                last.rows.add(int(p["row"]))
        elif e.key == "unmarked" and last.mark_round == rnd:
            last.fields.discard(int(p["field"]))
    return out


def bid_shown(last: LastMove, round_: int, bidding: bool) -> bool:
    """Whether a seat's chip shows its bid: only the bid of this round's auction, once revealed.
    While the next auction's bids are secret, last round's bid is not shown (it read as the
    bid being made)."""
    return (
        last.bid is not None and last.row is not None and last.bid_round == round_ and not bidding
    )
