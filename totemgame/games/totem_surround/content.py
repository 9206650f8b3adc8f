"""The Totem Surround data file (assets/data/totem-surround.toml): its id, and the reasons a
move is refused, in the game's words."""

from __future__ import annotations

from typing import Any

from totemgame.i18n import _
from totemgame.paths import load_data

GAME_ID = "totem-surround"

__all__ = ["GAME_ID", "data", "reason", "side_name"]


def data() -> dict[str, Any]:
    """The parsed data file (cached by load_data; read-only)."""
    return load_data(GAME_ID)


def reason(key: str, **params: object) -> str:
    """The sentence `[illegal].<key>` of the data file, translated, filled with `params`."""
    text: str = data()["illegal"][key]
    return _(text).format(**params)


def side_name(seat: int) -> str:
    """The seat's side ("White", "Red"), in the player's language."""
    name: str = data()["sides"]["names"][seat]
    return _(name)
