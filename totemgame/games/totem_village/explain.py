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
from totemgame.i18n import _

HUTS_PER_FAMILY = 3


def _kind(kind: Kind) -> str:
    return _(content().kind_names[kind])


def _spell(spell: Spell) -> str:
    return _(content().spell_names[spell])


def move_words(action: Action, own_family: int | None) -> str:
    """The move as an instruction to the player ("Move a girl from hut 1 to hut 3")."""
    if isinstance(action, Move):
        return _("Move a {kind} from hut {src} to hut {dst}").format(
            kind=_kind(action.villager), src=action.src + 1, dst=action.dst + 1
        )
    if isinstance(action, Dismiss):
        return _("Send away a {kind} from hut {hut}").format(
            kind=_kind(action.villager), hut=action.hut + 1
        )
    if isinstance(action, Ready):
        return _("Press Ready: your huts are arranged well")
    if isinstance(action, Pick):
        return _("Choose the {spell} spell").format(spell=_spell(action.spell))
    if isinstance(action, EndPick):
        return _("Choose no more spells this round")
    if isinstance(action, Place):
        family, hut = divmod(action.hut, HUTS_PER_FAMILY)
        if family == own_family:
            return _("Lay {spell} on your hut {hut}").format(
                spell=_spell(action.spell), hut=hut + 1
            )
        return _("Lay {spell} on a rival's hut {hut}").format(
            spell=_spell(action.spell), hut=hut + 1
        )
    if isinstance(action, Pass):
        return _("Pass: place no more spells")
    if isinstance(action, Reveal):
        return _("Reveal your {spell} spell now").format(spell=_spell(action.spell))
    if isinstance(action, EndReveal):
        return _("Keep your other spells hidden for now")
    if isinstance(action, Starve):
        return _("Let a {kind} of hut {hut} starve").format(
            kind=_kind(action.villager), hut=action.hut + 1
        )
    if isinstance(action, KeepYoung):
        return _("Keep a {kind} of hut {hut} young").format(
            kind=_kind(action.villager), hut=action.hut + 1
        )
    return _("Make the move the Hard AI suggests")
