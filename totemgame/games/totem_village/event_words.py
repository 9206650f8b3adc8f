"""Totem Village's log in the player's language: the English words an event carries as fields
(a spell's, a villager's, a phase's name, " (1st family)") said again before its template is
filled (the record, saves and the CLI's output stay English), and the census, which names each
family beside its count ("Census: You 12, Kai 11" read as one list of numbers before). Pure:
no pygame; the same role as Totemix's and Totemic Might's event_words.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from totemgame.engine.game import Event
from totemgame.i18n import N_, _
from totemgame.paths import load_data
from totemgame.text import join_commas, words

# The words of the rules' events that are names (data texts) or tags (below): translated where
# the line is written, as the events are saved in English.
_NAMED = ("tag", "owner_tag", "kind", "spell", "name")
# TRANSLATORS: after a player's name in the log, with 2 players (each plays two families)
TAGS = (N_(" (1st family)"), N_(" (2nd family)"))


def localised(event: Event) -> Event:
    """`event` with its names and family tags in the current language."""
    params = dict(event.params)
    changed = False
    for key in _NAMED:
        value = params.get(key)
        if isinstance(value, str) and value:
            params[key] = _(value)
            changed = True
    return dataclasses.replace(event, params=params) if changed else event


def census(event: Event, names: Sequence[str], owner: Sequence[int], players: int) -> str:
    """The census event as "Census: You: 12, Kai: 11, Mana: 12." ("" if it is not one)."""
    counts = event.params.get("counts")
    if event.key != "census" or not isinstance(counts, list | tuple) or len(counts) != len(owner):
        return ""
    parts = []
    for f, n in enumerate(counts):
        # TRANSLATORS: the census in the log: a player's name, which of their two families
        # (2 players; else nothing) and its head count, "Kai (1st): 12"
        part = _("{name} (1st): {n}") if f < 2 else _("{name} (2nd): {n}")
        if players != 2:
            # TRANSLATORS: the census in the log: a player's name and their family's head count
            part = _("{name}: {n}")
        parts.append(part.format(name=names[owner[f]], n=n))
    return words(load_data("totem-village")["log"]["census"], sizes=join_commas(parts))
