"""Why a Tiki Topple play is refused: a card the player may not play at all, or a tiki that
card may not move. Shared by the state's check and the table, which reads them from a view
(rules.py exports them too).
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.refusal import Refusal
from totemgame.games.tiki_topple.actions import UP_STEPS, Card, Tiki
from totemgame.games.tiki_topple.content import card_name, place_name, reason, tiki_name


def card_refusal(card: Card, held: int, turns_taken: int) -> Refusal | None:
    """Why a player holding `held` copies of `card`, after `turns_taken` turns this round,
    may not play it at all (None: it may be played on some tiki)."""
    if not held:
        return reason("no_card", card=card_name(card))
    if card is Card.TOAST and turns_taken == 0:
        return reason("toast_first_turn")
    return None


def tiki_refusal(
    card: Card, tiki: Tiki, line: Sequence[Tiki], toasted: Sequence[Tiki]
) -> Refusal | None:
    """Why `card` may not move `tiki` in `line` (None: it may)."""
    if tiki not in line:
        return reason("toasted", tiki=tiki_name(tiki)) if tiki in toasted else reason("not_in_line")
    pos = line.index(tiki)
    if card in UP_STEPS and pos < UP_STEPS[card]:
        if pos == 0:
            return reason("at_top", tiki=tiki_name(tiki))
        steps = UP_STEPS[card]
        return reason(
            "up_too_far",
            card=card_name(card),
            steps=steps,
            tiki=tiki_name(tiki),
            place=place_name(pos),
        )
    if card is Card.TOAST and pos != len(line) - 1:
        return reason("toast_bottom")
    return None
