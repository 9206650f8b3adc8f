"""The English words the rules put into an event's fields, in the player's language.

The rules keep their events in English (saves and replays are language-neutral); the message
templates are translated by totemgame.text, and this fills their fields with words in the same
language: a weighing's result, a wager's animal, a totem's name when the event carries its id;
and the rules' refusals (checks.py) as the player reads them. Pure: no pygame; the same role
as Totemix's and Totem Village's event_words.py."""

from __future__ import annotations

import re
from dataclasses import replace

from totemgame.engine.game import Event
from totemgame.engine.refusal import Refusal
from totemgame.games.totemic_might.content import N_TOTEMS, content, totem_label, totem_name
from totemgame.i18n import _, ngettext
from totemgame.text import join_commas, said

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
    return join_commas([totem_label(by_name[p]) for p in parts])


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
_BAND_ONE = re.compile(r"(.+) weighs (\d+) to (\d+)\.")  # a single totem's band, no "together"
_TOTAL_ONE = re.compile(r"(.+) weighs (\d+)\.")
_ATTEMPT = re.compile(r"Attempt (\d+): pan (\d+) heaviest, pan (\d+) lightest\.")


_T = r"(\w+ \w+)"  # a totem's English name, "Void Sky"
_HINTS = (
    (re.compile(_T + r" weighs (\d+)\."), "{totem} weighs {n}."),
    (re.compile(_T + r" is heavier than " + _T + r"\."), "{totem} is heavier than {other}."),
    (
        re.compile(r"The (\w+) totems weigh (\d+) together\."),
        "The {season} totems weigh {n} together.",
    ),
    (
        re.compile(_T + r" is the heaviest of the (\w+) season\."),
        "{totem} is the heaviest of the {season} season.",
    ),
    (
        re.compile(_T + r" is the lightest of the (\w+) season\."),
        "{totem} is the lightest of the {season} season.",
    ),
    (
        re.compile(_T + r" is the heaviest of the (\w+) sigil\."),
        "{totem} is the heaviest of the {sigil} sigil.",
    ),
    (
        re.compile(_T + r" is the lightest of the (\w+) sigil\."),
        "{totem} is the lightest of the {sigil} sigil.",
    ),
    (re.compile(_T + r" weighs more than 10\."), "{totem} weighs more than 10."),
    (re.compile(_T + r" weighs 10 or less\."), "{totem} weighs 10 or less."),
    (re.compile(_T + r" weighs an odd number\."), "{totem} weighs an odd number."),
    (re.compile(_T + r" weighs an even number\."), "{totem} weighs an even number."),
)


def _hint_templates() -> dict[str, str]:
    """The Snake's hints as translatable sentences (the rules write them in English, hints.py)."""
    return {
        "{totem} weighs {n}.": _("{totem} weighs {n}."),
        "{totem} is heavier than {other}.": _("{totem} is heavier than {other}."),
        "The {season} totems weigh {n} together.": _("The {season} totems weigh {n} together."),
        "{totem} is the heaviest of the {season} season.": _(
            "{totem} is the heaviest of the {season} season."
        ),
        "{totem} is the lightest of the {season} season.": _(
            "{totem} is the lightest of the {season} season."
        ),
        "{totem} is the heaviest of the {sigil} sigil.": _(
            "{totem} is the heaviest of the {sigil} sigil."
        ),
        "{totem} is the lightest of the {sigil} sigil.": _(
            "{totem} is the lightest of the {sigil} sigil."
        ),
        "{totem} weighs more than 10.": _("{totem} weighs more than 10."),
        "{totem} weighs 10 or less.": _("{totem} weighs 10 or less."),
        "{totem} weighs an odd number.": _("{totem} weighs an odd number."),
        "{totem} weighs an even number.": _("{totem} weighs an even number."),
    }


def hint_words(english: str) -> str:
    """A Snake's hint ("Void Sky weighs 10 or less.") in the player's language."""
    c = content()
    for pattern, template in _HINTS:
        m = pattern.fullmatch(english)
        if m is None:
            continue
        fields = {}
        for name, value in zip(re.findall(r"\{(\w+)\}", template), m.groups(), strict=True):
            if name in ("totem", "other"):
                if totem_words(value) == value and value not in _english_names():
                    return english  # not a totem: not one of our sentences
                fields[name] = totem_words(value)
            elif name in ("season", "sigil"):
                if value not in (c.seasons if name == "season" else c.sigils):
                    return english
                fields[name] = _(value)
            else:
                fields[name] = value
        return _hint_templates()[template].format(**fields)
    return english


def _english_names() -> set[str]:
    return {totem_name(t) for t in range(N_TOTEMS)}


def fact_words(kind: str, english: str) -> str:
    """An observation the rules recorded in English, in the player's language."""
    if kind == "weigh":
        return weighing_words(english)
    if kind == "hint" and (m := re.fullmatch(r"Hint (\w): (.+)", english)):
        # TRANSLATORS: a Snake's hint among the observations, "Hint C: Void Sky weighs 10."
        return _("Hint {letter}: {hint}").format(letter=m[1], hint=hint_words(m[2]))
    if kind == "own" and (m := _OWN.fullmatch(english)):
        return _("Your starting spirit totem {totem} weighs {weight}.").format(
            totem=totem_words(m[1]), weight=m[2]
        )
    if kind == "bear" and (m := _BAND.fullmatch(english) or _BAND_ONE.fullmatch(english)):
        n = len(m[1].split(", "))
        return ngettext(
            "{totems} weighs {lo} to {hi}.", "{totems} weigh {lo} to {hi} together.", n
        ).format(totems=totem_words(m[1]), lo=m[2], hi=m[3])
    if kind == "fox" and (m := _TOTAL.fullmatch(english) or _TOTAL_ONE.fullmatch(english)):
        n = len(m[1].split(", "))
        return ngettext("{totems} weighs {total}.", "{totems} weigh {total} together.", n).format(
            totems=totem_words(m[1]), total=m[2]
        )
    if kind == "final" and (m := _ATTEMPT.fullmatch(english)):
        # TRANSLATORS: a failed final-challenge attempt among the observations
        return _("Attempt {n}: pan {heaviest} heaviest, pan {lightest} lightest.").format(
            n=m[1], heaviest=m[2], lightest=m[3]
        )
    return english


def localised(event: Event) -> Event:
    """`event` with its English field words in the player's language (itself when none)."""
    p = dict(event.params)
    for key in TOTEM_FIELDS:
        if isinstance(p.get(key), str):
            p[key] = totem_words(p[key])
    if event.key == "weighing" and "result_code" in p:
        p["result"] = result_words(str(p["result_code"]))
    elif event.key == "snake" and isinstance(p.get("text"), str):
        p["text"] = hint_words(p["text"])
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


def reason_sentence(reason: Refusal | None) -> str | None:
    """The rules' reasons are phrases ("you cannot give that trial totem", marked for the
    catalogue in checks.py): shown to players, in their language, they start with a capital
    and end with a full stop."""
    if not reason:
        return None
    words = said(reason)
    words = words[0].upper() + words[1:]
    return words if words[-1] in ".!?" else words + "."
