"""The two decisions of a Totem Surround turn: move the totem, then place a piece.

Phase says which of the two is due; MoveTotem and PlacePiece are the decisions themselves, and
CODEC turns them to and from the JSON of a game record.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from totemgame.engine.game import Action, ActionCodec

__all__ = ["CODEC", "MoveTotem", "Phase", "PlacePiece"]


class Phase(str, Enum):
    """Which half of the turn the player to move is in."""

    MOVE = "move"
    PLACE = "place"


@dataclass(frozen=True)
class MoveTotem(Action):
    """Move the totem to `to` (a step or a jump; the rules tell which)."""

    kind = "move"
    to: int


@dataclass(frozen=True)
class PlacePiece(Action):
    """Place one of your pieces of `value` on `square`."""

    kind = "place"
    square: int
    value: int


CODEC = ActionCodec(MoveTotem, PlacePiece)
