"""Totemix's log in the current language: the words its events carry as fields (a resource's
name, the card row taken, what was won, the pieces or upgrade a row gave) are English in the
record (the log and the CLI's output stay language-neutral); here they are said again in the
current language before the event's message is filled in. Pure: no pygame; the same role as
Totemic Might's and Totem Village's event_words.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from totemgame.engine.game import Event
from totemgame.games.totemix import words as w
from totemgame.games.totemix.content import RESOURCES, Row, content, sheet
from totemgame.i18n import N_, _, ngettext, pgettext

# What the log says an advantage row gives, one pair of phrases per advantage (rules.py).
_ADVANTAGE = {
    "highest": (N_("the highest-bid advantage"), N_("+{gives} with the highest bid")),
    "middle": (N_("the middle-row advantage"), N_("+{gives} in the middle row")),
    "lowest": (N_("the lowest-bid advantage"), N_("+{gives} with the lowest bid")),
    "tie": (N_("the equal-bid advantage"), N_("+{gives} when the bid equals another's")),
}


def localised(event: Event, mode: str) -> Event:
    """`event` with its English word fields in the current language (`mode`: the sheet side
    played, to name an upgrade row). Unchanged when a field is not one this game wrote."""
    p: dict[str, Any] = dict(event.params)
    key = event.key
    if key in ("marked", "unmarked") and p.get("resource") in content().resource_names:
        p["res"] = w.resource(p["resource"])
    elif key == "gains":
        p["row"] = row_word(str(p.get("row", "")))
        for field in ("what", "taken", "shared", "extra"):
            if field in p:
                p[field] = bundle_again(str(p[field]), taken=True)  # what the player takes
    elif key == "pieces" and isinstance(p.get("cards"), list | tuple):
        p["what"] = pieces_words(p["cards"])
    elif key == "upgrade" and isinstance(p.get("row"), int):
        rows = sheet(mode).rows
        if 0 <= p["row"] < len(rows):
            p["area"], p["effect"] = upgrade_words(rows[p["row"]])
    elif key == "confirmed_leftovers" and isinstance(p.get("crystals"), int):
        p["gave"] = w.count("crystal", p["crystals"])
    else:
        return event
    return replace(event, params=p)


def row_word(row: str) -> str:
    """The card row in the log's "takes the {row} row"."""
    # TRANSLATORS: in "Mia bid 2 and takes the {row} row": the auction card's top row
    if row == "top":
        return pgettext("card row", "top")
    # TRANSLATORS: in "Mia bid 2 and takes the {row} row": the auction card's middle row
    if row == "middle":
        return pgettext("card row", "middle")
    # TRANSLATORS: in "Mia bid 2 and takes the {row} row": the auction card's bottom row
    if row == "bottom":
        return pgettext("card row", "bottom")
    return row


def bundle_again(text: str, taken: bool = False) -> str:
    """'2 stones, 1 ruby' (as content.describe_bundle wrote it) in the current language
    (`taken`: as the object of "takes", words.count's)."""
    if text == "nothing":
        return _("nothing")
    c = content()
    parts = []
    for part in text.split(", "):
        count, _sp, word = part.partition(" ")
        res = next(
            (
                r
                for r in RESOURCES
                if word == (c.resource_names[r] if count == "1" else c.resource_plurals[r])
            ),
            None,
        )
        if res is None or not count.isdigit():
            return text
        parts.append(w.count(res, int(count), taken))
    return ", ".join(parts)  # as words.bundle() says a bundle


def pieces_words(cards: Sequence[Sequence[object]]) -> str:
    """The cards a completed totem row gives, (animal, levels) each, "" for an uncarved base:
    'Monkey (1 level), an uncarved base' in the current language."""
    parts = []
    for animal, levels in cards:
        if not animal:
            # TRANSLATORS: what a player takes, the object of "Mia completes a row and takes
            # {what}" (German: "einen ungeschnitzten Sockel"); apart from the same words as a
            # subject or a label elsewhere
            parts.append(pgettext("piece taken", "an uncarved base"))
        else:
            n = int(str(levels))
            piece = ngettext("{animal} ({n} level)", "{animal} ({n} levels)", n)
            parts.append(piece.format(animal=w.animal(str(animal)), n=n))
    return ", ".join(parts)  # as words.bundle() says a bundle


def upgrade_words(row: Row) -> tuple[str, str]:
    """Which development row was completed and what it now gives (rules.py's words)."""
    gives = w.bundle(row.add, taken=True)  # "gives {gives} more"
    if row.advantage:
        area, when = _ADVANTAGE[row.advantage]
        return _(area), _(when).format(gives=gives)
    deposit = _(content().deposit_names[row.deposit])
    area = _("a {deposit} row").format(deposit=deposit)
    return area, _("each {deposit} won gives {gives} more").format(deposit=deposit, gives=gives)
