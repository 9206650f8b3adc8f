"""What Totemix's board parts (the drawing, the tooltips, the buttons, the lookups) see: the
table as a TotemixPort (a BoardPort of the Totemix view), and the board's choices in progress
as a TotemixTable."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Event, Seat
from totemgame.games.totemix.view import TotemixView
from totemgame.ui import anim
from totemgame.ui.table.board import BoardPort

if TYPE_CHECKING:
    from totemgame.games.totemix.actions import Mark
    from totemgame.games.totemix.table.lastmoves import LastMove

TotemixPort = BoardPort[TotemixView]

# The reveal: the bids type out beside the card and stay readable while the rewards fly to the
# players from REVEAL_SECONDS on (3.4 s at normal speed). With a player at the table the bids
# stay until they press Continue (or click, Enter, Space), however many bids there are to
# read; a table of AIs alone goes on by itself. A click during the flight ends it.
TYPE_SECONDS = 0.5
REVEAL_SECONDS = 2.5
FLY_SECONDS = 0.9


@dataclass
class Reveal:
    """The bids just revealed, shown beside the auctioned card while the rewards fly."""

    bids: list[int]
    rows: list[str]
    gains: dict[int, Event]
    card: int
    waits: bool = False  # a player reads the bids: they stay until go_on()
    age: float = field(default=0.0)

    def stage(self) -> int:
        """1: the bids are typing out; 2: they are all shown."""
        return 1 if self.age < TYPE_SECONDS * anim.speed_scale() else 2

    def _hold_at(self) -> float:
        """The age at which the rewards start to fly (at the current animation speed)."""
        return REVEAL_SECONDS * anim.speed_scale()

    def advance(self, dt: float) -> None:
        """`dt` seconds pass; a reveal that waits stops with every bid shown."""
        self.age += dt
        if self.waits:
            self.age = min(self.age, self._hold_at())

    def holding(self) -> bool:
        """Every bid is shown and the reveal waits for the player to go on."""
        return self.waits and self.age >= self._hold_at()

    def go_on(self) -> None:
        """The player has read the bids: the rewards fly now."""
        self.waits = False
        self.age = max(self.age, self._hold_at())

    def finished(self) -> bool:
        """The rewards have arrived (at the current animation speed)."""
        return (
            not self.waits and self.age >= self._hold_at() + FLY_SECONDS * anim.speed_scale() + 0.05
        )


class TotemixTable(Protocol):
    """The Totemix board's choices in progress, as its parts see them."""

    @property
    def selected(self) -> str | None:
        """The resource picked in the tray, to be marked on a field (None: none)."""

    @property
    def bid_value(self) -> int:
        """The sealed bid being dialled in."""

    @property
    def reveal(self) -> Reveal | None:
        """The bids being revealed (None: no reveal on screen)."""

    @property
    def last_moves(self) -> list[LastMove]:
        """Every seat's last bid and marking (the same list object until the log changes)."""

    @property
    def opened_sheet(self) -> Seat | None:
        """The opponent whose sheet is shown at full size (None: your own)."""

    @property
    def auto_note(self) -> str:
        """What Auto-place did this round, said in the marking panel once the tray is empty
        ("": nothing to say)."""

    def marks_targets(self, res: str | None) -> dict[int, Mark]:
        """The fields where the viewer may mark `res` now, each with its action."""


def my_turn(port: TotemixPort, view: TotemixView) -> bool:
    """The viewer may decide now and has a decision to make."""
    return port.can_act and view.seat in view.to_move
