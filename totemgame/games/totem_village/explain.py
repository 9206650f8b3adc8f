"""Words for a Totem Village move, for the Hint button (no pygame; pure)."""

from __future__ import annotations

from totemgame.engine.game import Action
from totemgame.games.totem_village.actions import (
    Dismiss,
    EndPick,
    EndReveal,
    KeepYoung,
    Move,
    Pass,
    Pick,
    Place,
    Ready,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import Kind, Spell, content

HUTS_PER_FAMILY = 3


def _kind(kind: Kind) -> str:
    return content().kind_names[kind].lower()


def _spell(spell: Spell) -> str:
    return content().spell_names[spell]


def move_words(action: Action, own_family: int | None) -> str:
    """The move as an instruction to the player ("Move a girl from hut 1 to hut 3")."""
    if isinstance(action, Move):
        return f"Move a {_kind(action.villager)} from hut {action.src + 1} to hut {action.dst + 1}"
    if isinstance(action, Dismiss):
        return f"Send away a {_kind(action.villager)} from hut {action.hut + 1}"
    if isinstance(action, Ready):
        return "Press Ready: your huts are arranged well"
    if isinstance(action, Pick):
        return f"Choose the {_spell(action.spell)} spell"
    if isinstance(action, EndPick):
        return "Choose no more spells this round"
    if isinstance(action, Place):
        family, hut = divmod(action.hut, HUTS_PER_FAMILY)
        whose = "your" if family == own_family else "a rival's"
        return f"Lay {_spell(action.spell)} on {whose} hut {hut + 1}"
    if isinstance(action, Pass):
        return "Pass: place no more spells"
    if isinstance(action, Reveal):
        return f"Reveal your {_spell(action.spell)} spell now"
    if isinstance(action, EndReveal):
        return "Keep your other spells hidden for now"
    if isinstance(action, Starve):
        return f"Let a {_kind(action.villager)} of hut {action.hut + 1} starve"
    if isinstance(action, KeepYoung):
        return f"Keep a {_kind(action.villager)} of hut {action.hut + 1} young"
    return "Make the move the Hard AI suggests"
