"""The Totem Surround data file (assets/data/totem-surround.toml): its id, and the reasons a
move is refused, in the game's words."""

from __future__ import annotations

from typing import Any

from totemgame.engine.refusal import Refusal, refused
from totemgame.i18n import _
from totemgame.paths import load_data

GAME_ID = "totem-surround"

__all__ = ["GAME_ID", "data", "reason", "side_name"]


def data() -> dict[str, Any]:
    """The parsed data file (cached by load_data; read-only)."""
    return load_data(GAME_ID)


def reason(key: str, **params: Any) -> Refusal:
    """The refusal `[illegal].<key>` of the data file with its `params` (its English; said in
    the player's language where shown: text.said, counting in words: "{steps:tiki}")."""
    text: str = data()["illegal"][key]
    return refused(text, **params)


def side_name(seat: int) -> str:
    """The seat's side ("White", "Red"), in the player's language."""
    name: str = data()["sides"]["names"][seat]
    return _(name)
