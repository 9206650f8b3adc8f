"""What Totemix's table parts (the board drawing, the board tooltips) ask of the scene beyond
the TablePort every game's table offers: the choices the player has in progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Event
from totemgame.ui import anim
from totemgame.ui.table_port import TablePort

if TYPE_CHECKING:
    from totemgame.games.totemix.actions import Mark
    from totemgame.games.totemix.view import TotemixView

# The reveal: the bids type out and stay readable (about 2.5 s at normal speed) while the
# rewards fly to the players from REVEAL_SECONDS on; a click ends it early.
TYPE_SECONDS = 0.5
REVEAL_SECONDS = 1.6
FLY_SECONDS = 0.9


@dataclass
class Reveal:
    """The bids just revealed, shown over the auctioned card while the rewards fly."""

    bids: list[int]
    rows: list[str]
    gains: dict[int, Event]
    card: int
    age: float = field(default=0.0)

    def stage(self) -> int:
        """1: the bids are typing out; 2: they are all shown."""
        return 1 if self.age < TYPE_SECONDS * anim.speed_scale() else 2

    def finished(self) -> bool:
        """The rewards have arrived (at the current animation speed)."""
        return self.age >= (REVEAL_SECONDS + FLY_SECONDS) * anim.speed_scale() + 0.05


class TotemixTable(TablePort, Protocol):
    """The Totemix table as its parts see it."""

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
    def time(self) -> float:
        """Seconds the table has been shown (drives the glow)."""

    @property
    def ply(self) -> int:
        """How many moves the game has had (a new position, a new number)."""

    def marks_targets(self, res: str | None) -> dict[int, Mark]:
        """The fields where the viewer may mark `res` now, each with its action."""


def my_turn(table: TablePort, view: TotemixView) -> bool:
    """The viewer may decide now and has a decision to make."""
    return table.can_act and view.seat in view.to_move
