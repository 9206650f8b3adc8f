"""SurroundPort: what the parts of the Totem Surround table ask of it beyond a TablePort."""

from __future__ import annotations

from typing import Protocol

from totemgame.ui.table_port import TablePort


class SurroundPort(TablePort, Protocol):
    """The table as the Totem Surround parts see it."""

    @property
    def colour_blind(self) -> bool:
        """Draw the pieces in the colour-blind palette."""

    def play_sound(self, effect: str) -> None:
        """Play an effect of totemgame.ui.sound.EFFECTS (silent without a sound card)."""
