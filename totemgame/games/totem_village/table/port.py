"""VillagePort: the table as the Totem Village board sees it (a BoardPort of its view), and
VillageTable: the board as its parts (the family bands, the decision panel) see it: the table
through that port, and the choices in progress on the board."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

from totemgame.games.totem_village.view import VillageView
from totemgame.ui.table.board import BoardPort

if TYPE_CHECKING:
    from totemgame.engine.game import Seat
    from totemgame.games.totem_village.content import Spell

VillagePort = BoardPort[VillageView]


class VillageTable(Protocol):
    """The Totem Village board as its parts see it."""

    @property
    def port(self) -> VillagePort:
        """The table around the board."""

    @property
    def sel(self) -> tuple[int, int] | None:
        """The villager picked to move: (village hut, kind index), or None."""

    @property
    def sel_spell(self) -> Spell | None:
        """The spell picked to lay on a hut, or None."""

    @property
    def resolving(self) -> bool:
        """A phase is resolving on screen (its steps are animating)."""

    def thinking(self) -> Collection[Seat]:
        """The seats whose AI is deciding now."""

    def family_name(self, view: VillageView, f: int) -> str:
        """Family `f`'s name on screen: its player's name (and 1st/2nd family with 2 players)."""
