"""Totemix's words in the current language (no pygame): counted resources, a bundle, the
animals' names. The resource names are data texts (translated where shown); a count of one
needs the catalogue's plural forms, so each resource has its counted sentence here (their
English is the data's name and plural)."""

from __future__ import annotations

from totemgame.games.totemix.content import RESOURCES, Bundle, content
from totemgame.i18n import N_, _, ngettext, npgettext
from totemgame.text import join_and

# The animals carved on the poles (the data names them in its pieces: "Monkey:C1").
ANIMALS = (
    N_("Monkey"),
    N_("Toucan"),
    N_("Jaguar"),
    N_("Eagle"),
    N_("Crocodile"),
    N_("Monkey God"),
    N_("Frog"),
    N_("Snake"),
    N_("Tortoise"),
)


def animal(name: str) -> str:
    """An animal's name in the current language."""
    return _(name)


def resource(res: str) -> str:
    """A resource's name ('ruby'), as the data names it, in the current language."""
    return _(content().resource_names[res])


def count(res: str, n: int, taken: bool = False) -> str:
    """'1 ruby', '3 rubies': a number of a resource, in the current language's plural.
    `taken`: the object of a verb ("Mia takes {what}", "it gives {what}"), a case of its own
    where the language has one (German "1 ungeschnitzten Sockel")."""
    if res == "crystal":
        text = ngettext("{n} crystal", "{n} crystals", n)
    elif res == "gold":
        text = ngettext("{n} gold", "{n} gold", n)
    elif res == "stone":
        text = ngettext("{n} stone", "{n} stones", n)
    elif res == "ruby":
        text = ngettext("{n} ruby", "{n} rubies", n)
    elif res == "smoke":
        text = ngettext("{n} smoke", "{n} smoke", n)
    elif res == "papyrus":
        text = ngettext("{n} papyrus", "{n} papyri", n)
    elif res == "base" and taken:
        # TRANSLATORS: the object of "takes" / "gives" ("Mia takes 1 uncarved base"); German
        # says it in the accusative ("1 ungeschnitzten Sockel")
        text = npgettext("taken", "{n} uncarved base", "{n} uncarved bases", n)
    elif res == "base":
        text = ngettext("{n} uncarved base", "{n} uncarved bases", n)
    elif res == "x":
        text = ngettext("{n} X joker", "{n} X jokers", n)
    else:
        c = content()
        name = c.resource_names[res] if n == 1 else c.resource_plurals[res]
        return f"{n} {_(name)}"
    return text.format(n=n)


def bundle(b: Bundle, taken: bool = False) -> str:
    """'2 stones, 1 ruby' (or 'nothing'), as shown to the player (`taken`: as count's)."""
    parts = [count(res, n, taken) for res, n in zip(RESOURCES, b, strict=True) if n]
    return ", ".join(parts) if parts else _("nothing")


def and_list(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' (text.join_and: joined as the current language joins)."""
    return join_and(parts)
