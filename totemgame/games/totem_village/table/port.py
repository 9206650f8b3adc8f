"""What Totem Village's table parts (the family bands, the decision panel) ask of the scene
beyond the TablePort every game's table offers: the choices in progress and who is thinking."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

from totemgame.ui.table_port import TablePort

if TYPE_CHECKING:
    from totemgame.engine.game import Action, Seat
    from totemgame.games.totem_village.content import Spell
    from totemgame.games.totem_village.view import VillageView


class VillageTable(TablePort, Protocol):
    """The Totem Village table as its parts see it."""

    @property
    def sel(self) -> tuple[int, int] | None:
        """The villager picked to move: (village hut, kind index), or None."""

    @property
    def sel_spell(self) -> Spell | None:
        """The spell picked to lay on a hut, or None."""

    @property
    def resolving(self) -> bool:
        """A phase is resolving on screen (its steps are animating)."""

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal actions now."""

    def thinking(self) -> Collection[Seat]:
        """The seats whose AI is deciding now."""

    def family_name(self, view: VillageView, f: int) -> str:
        """Family `f`'s name on screen: its player's name (and 1st/2nd family with 2 players)."""
