"""Totem Village log lines that the message templates alone cannot say: the census names each
family beside its count ("Census: You 12, Kai 11" read as one list of numbers before)."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Event
from totemgame.paths import load_data
from totemgame.text import words


def census(event: Event, names: Sequence[str], owner: Sequence[int], players: int) -> str:
    """The census event as "Census: You: 12, Kai: 11, Mana: 12." ("" if it is not one)."""
    counts = event.params.get("counts")
    if event.key != "census" or not isinstance(counts, list | tuple) or len(counts) != len(owner):
        return ""
    parts = []
    for f, n in enumerate(counts):
        tag = "" if players != 2 else (" (1st)" if f < 2 else " (2nd)")
        parts.append(f"{names[owner[f]]}{tag}: {n}")
    return words(load_data("totem-village")["log"]["census"], sizes=", ".join(parts))
