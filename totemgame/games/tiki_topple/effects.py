"""What a played card does to the line of Tiki Topple: the tiki it moves, toasts or topples,
and the event that says so (rules.py keeps the hands, turns and rounds)."""

from __future__ import annotations

from totemgame.engine.game import Event, Seat
from totemgame.games.tiki_topple.actions import UP_STEPS, Card, Tiki
from totemgame.games.tiki_topple.content import tiki_name


def card_played(line: list[Tiki], toasted: list[Tiki], seat: Seat, card: Card, tiki: Tiki) -> Event:
    """Play `card` on `tiki`: change `line` (top first) and `toasted` in place; the event."""
    pos = line.index(tiki)
    name = tiki_name(tiki)
    if card is Card.TOAST:
        line.pop()
        toasted.append(tiki)
        event = Event("play_toast", {"player": seat, "tiki": name, "tiki_id": tiki, "from": pos})
    elif card is Card.TOPPLE:
        line.pop(pos)
        line.append(tiki)
        event = Event(
            "play_topple",
            {"player": seat, "tiki": name, "tiki_id": tiki, "from": pos, "to": len(line) - 1},
        )
    else:
        steps = UP_STEPS[card]
        line.pop(pos)
        line.insert(pos - steps, tiki)
        event = Event(
            "play_up",
            {
                "player": seat,
                "tiki": name,
                "tiki_id": tiki,
                "steps": steps,
                "from": pos,
                "to": pos - steps,
            },
        )
    return event
