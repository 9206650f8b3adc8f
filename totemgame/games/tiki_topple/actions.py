"""Tiki Topple's actions: the five kinds of action card, and playing one on a tiki."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from totemgame.engine.game import Action, ActionCodec

Tiki = int  # index into the data file's [[tiki]] list
SecretCard = int  # index into the Secret Tiki deck


class Card(str, Enum):
    """The five kinds of action card."""

    UP1 = "up1"
    UP2 = "up2"
    UP3 = "up3"
    TOPPLE = "topple"
    TOAST = "toast"


CARDS: tuple[Card, ...] = tuple(Card)
UP_STEPS: dict[Card, int] = {Card.UP1: 1, Card.UP2: 2, Card.UP3: 3}


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` on `tiki` (for Tiki Toast the tiki is always the bottom one)."""

    kind = "play"
    card: Card
    tiki: Tiki


CODEC = ActionCodec(PlayCard)
