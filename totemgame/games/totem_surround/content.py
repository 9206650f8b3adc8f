"""The Totem Surround data file (assets/data/totem-surround.toml): its id, and the reasons a
move is refused, in the game's words."""

from __future__ import annotations

from typing import Any

from totemgame.paths import load_data

GAME_ID = "totem-surround"

__all__ = ["GAME_ID", "data", "reason"]


def data() -> dict[str, Any]:
    """The parsed data file (cached by load_data; read-only)."""
    return load_data(GAME_ID)


def reason(key: str, **params: object) -> str:
    """The sentence `[illegal].<key>` of the data file, filled with `params`."""
    text: str = data()["illegal"][key]
    return text.format(**params)
