"""The English words the rules put into an event's fields, in the player's language.

The rules keep their events in English (saves and replays are language-neutral); the message
templates are translated by totemgame.text, and this fills their fields with words in the same
language: a weighing's result, a wager's animal, a totem's name when the event carries its id.
No pygame."""

from __future__ import annotations

import re
from dataclasses import replace

from totemgame.engine.game import Event
from totemgame.games.totemic_might.content import N_TOTEMS, totem_label, totem_name
from totemgame.i18n import _

# The fields in which the rules name totems (in English, "Void Sky, Summer Land").
TOTEM_FIELDS = ("totem", "other", "a", "b", "totems", "left", "right")
RESULTS = {"left heavier": "left", "right heavier": "right", "balanced": "balanced"}


def totem_words(english: str) -> str:
    """A list of English totem names ("Void Sky, Summer Land") in the player's language; a
    text that is not such a list is returned as it is."""
    by_name = {totem_name(t): t for t in range(N_TOTEMS)}
    parts = english.split(", ")
    if not all(p in by_name for p in parts):
        return english
    return ", ".join(totem_label(by_name[p]) for p in parts)


def weighing_words(english: str) -> str:
    """A weighing's record, "Void Sky vs Summer Secret: right heavier.", in the player's
    language (the rules keep it in English in the player's facts)."""
    head, sep, result = english.rstrip(".").rpartition(": ")
    left, vs, right = head.partition(" vs ")
    if not sep or not vs or result not in RESULTS:
        return english
    # TRANSLATORS: a weighing's record, "Void Sky vs Summer Secret: right heavier."
    return _("{left} vs {right}: {result}.").format(
        left=totem_words(left), right=totem_words(right), result=result_words(RESULTS[result])
    )


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


_OWN = re.compile(r"Your starting spirit totem (.+) weighs (\d+)\.")
_BAND = re.compile(r"(.+) weigh (\d+) to (\d+) together\.")
_TOTAL = re.compile(r"(.+) weigh (\d+) together\.")


def fact_words(kind: str, english: str) -> str:
    """An observation the rules recorded in English, in the player's language (a hint's
    sentence and a final attempt's record stay as they are)."""
    if kind == "weigh":
        return weighing_words(english)
    if kind == "own" and (m := _OWN.fullmatch(english)):
        return _("Your starting spirit totem {totem} weighs {weight}.").format(
            totem=totem_words(m[1]), weight=m[2]
        )
    if kind == "bear" and (m := _BAND.fullmatch(english)):
        return _("{totems} weigh {lo} to {hi} together.").format(
            totems=totem_words(m[1]), lo=m[2], hi=m[3]
        )
    if kind == "fox" and (m := _TOTAL.fullmatch(english)):
        return _("{totems} weigh {total} together.").format(totems=totem_words(m[1]), total=m[2])
    return english


def localised(event: Event) -> Event:
    """`event` with its English field words in the player's language (itself when none)."""
    p = dict(event.params)
    for key in TOTEM_FIELDS:
        if isinstance(p.get(key), str):
            p[key] = totem_words(p[key])
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
