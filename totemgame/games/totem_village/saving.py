"""The spell move that keeps one of the viewer's families from dying out at Ageing (the
warning of dangers.py), seen from one seat's view: the Hint and the Medium and Hard AIs
choose it first. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action
from totemgame.games.totem_village.actions import Pick, Place
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.dangers import (
    _laid,
    _plain,
    dangers,
)


def rescues(view: Any, spell: Spell, hut: int) -> bool:
    """Whether the deciding family's `spell` on village hut `hut` keeps that hut's family
    (one of the viewer's) from dying out at Ageing, where it would die out now."""
    g = hut // 3
    if view.actor < 0 or not view.mine(g):
        return False
    if not any(d.key == "dies_out" for d in _plain(view, g)):
        return False
    return not any(d.key == "dies_out" for d in _plain(_laid(view, view.actor, spell, hut), g))


def rescue(view: Any, legal: Sequence[Action]) -> Action | None:
    """The move among `legal` that keeps one of the viewer's families from dying out (a
    Girls, Boys or Youth chosen or laid where it prevents it), or None: the deciding
    family's own danger first; while choosing, none if a spell in hand already prevents it
    (it is laid where it does at the placing)."""
    stage = view.stage_name
    if stage not in ("choose", "place") or view.actor < 0 or not view.mine(view.actor):
        return None
    order = sorted((g for g in range(view.families) if view.mine(g)), key=lambda g: g != view.actor)
    for g in order:
        # Choosing: none while a spell in hand prevents it; laying: lay that spell.
        warned = dangers(view, g) if stage == "choose" else _plain(view, g)
        if not any(d.key == "dies_out" and not d.planned for d in warned):
            continue
        named = next((d.spell for d in warned if d.key == "dies_out"), None)
        for a in legal:  # the remedy the warning names first (dangers.remedy)
            if isinstance(a, Pick) and a.spell is named:
                return a
            if isinstance(a, Place) and a.spell is named and rescues(view, a.spell, a.hut):
                return a
        for a in legal:
            if isinstance(a, Place) and a.hut // 3 == g and rescues(view, a.spell, a.hut):
                return a
            if isinstance(a, Pick) and any(rescues(view, a.spell, 3 * g + i) for i in range(3)):
                return a
    return None
