"""How Tiki Topple scores: a Secret Tiki card's points against the line at a round's end."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.tiki_topple.actions import SecretCard, Tiki
from totemgame.games.tiki_topple.content import content


def score_card(line: Sequence[Tiki], card: SecretCard) -> int:
    """Points one Secret Tiki card earns for the final line (top first)."""
    c = content()
    return score_tikis(line, c.deck[card])


def score_tikis(line: Sequence[Tiki], tikis: Sequence[Tiki]) -> int:
    """Points for a card naming `tikis` (9-, 5-, 2-point slots) against `line`."""
    c = content()
    total = 0
    for slot, tiki in enumerate(tikis):
        if tiki in line and line.index(tiki) < c.best_position[slot]:
            total += c.points[slot]
    return total
