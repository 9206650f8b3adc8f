"""The English words the rules put into an event's fields, in the player's language.

The rules keep their events in English (saves and replays are language-neutral); the message
templates are translated by totemgame.text, and this fills their fields with words in the same
language: a weighing's result, a wager's animal, a totem's name when the event carries its id.
No pygame."""

from __future__ import annotations

from dataclasses import replace

from totemgame.engine.game import Event
from totemgame.games.totemic_might.content import totem_label
from totemgame.i18n import _


def result_words(code: str) -> str:
    """'left heavier', 'right heavier' or 'balanced' (a weighing's answer in a sentence)."""
    # TRANSLATORS: a weighing's answer in "Mia weighed A against B: {result}."
    words = {"left": _("left heavier"), "right": _("right heavier")}
    return words.get(code, _("balanced"))


def wager_words(kind: str) -> str:
    """A wager's animal as a sentence names it: 'snake' in "Mia takes the snake wager."."""
    # TRANSLATORS: a wager's animal in "Mia takes the {wager} wager." (lower case in English)
    words = {"snake": _("snake"), "wolf": _("wolf"), "bear": _("bear"), "fox": _("fox")}
    return words.get(kind, kind)


def localised(event: Event) -> Event:
    """`event` with its English field words in the player's language (itself when none)."""
    p = dict(event.params)
    if event.key == "weighing" and "result_code" in p:
        p["result"] = result_words(str(p["result_code"]))
    elif event.key == "wager_taken" and "wager" in p:
        p["wager"] = wager_words(str(p["wager"]))
    tid = p.get("totem_id")
    if isinstance(tid, int) and not isinstance(tid, bool) and 0 <= tid < 20:
        if event.key == "spirit_gained":
            p["totem"] = totem_label(tid)
        elif event.key == "series_item":
            # TRANSLATORS: what a player takes in a series, "Mia takes a trial Void Sky."
            p["item"] = _("a trial {totem}").format(totem=totem_label(tid))
    elif event.key == "series_item":
        p["item"] = _("a garnet")
    return event if p == dict(event.params) else replace(event, params=p)
