"""Totem Village actions. The acting family is always the one whose decision is pending, so
actions name huts by their index within a family (0-2) unless they target any hut (0-11)."""

from __future__ import annotations

from dataclasses import dataclass

from totemgame.engine.game import Action, ActionCodec
from totemgame.games.totem_village.content import Kind, Spell


@dataclass(frozen=True)
class Move(Action):
    """Arrange: move one villager of `kind` from own hut `src` to own hut `dst`."""

    kind = "move"
    villager: Kind
    src: int
    dst: int


@dataclass(frozen=True)
class Dismiss(Action):
    """Arrange: send away one villager (only while the family has more than 18)."""

    kind = "dismiss"
    villager: Kind
    hut: int


@dataclass(frozen=True)
class Ready(Action):
    """Arrange: the huts are set."""

    kind = "ready"


@dataclass(frozen=True)
class Pick(Action):
    """Magic: choose a spell to cast; beyond the totem's allowance a bird is sacrificed."""

    kind = "pick"
    spell: Spell


@dataclass(frozen=True)
class EndPick(Action):
    """Magic: no more spells this round."""

    kind = "end_pick"


@dataclass(frozen=True)
class Place(Action):
    """Magic: lay `spell` face down on village hut `hut` (family * 3 + hut index)."""

    kind = "place"
    spell: Spell
    hut: int


@dataclass(frozen=True)
class Pass(Action):
    """Magic, variant Spells A: place no more spells this round."""

    kind = "pass"


@dataclass(frozen=True)
class Reveal(Action):
    """Turn one of your face-down spells up in the phase it acts in."""

    kind = "reveal"
    spell: Spell


@dataclass(frozen=True)
class EndReveal(Action):
    """Keep the rest of your spells hidden for this phase."""

    kind = "end_reveal"


@dataclass(frozen=True)
class Starve(Action):
    """Meal: the villager of `kind` in hut `hut` of the starving family goes to the great bird."""

    kind = "starve"
    villager: Kind
    hut: int


@dataclass(frozen=True)
class KeepYoung(Action):
    """Ageing, Youth spell: the villager of `kind` in own hut `hut` does not age."""

    kind = "keep_young"
    villager: Kind
    hut: int


CODEC = ActionCodec(
    Move, Dismiss, Ready, Pick, EndPick, Place, Pass, Reveal, EndReveal, Starve, KeepYoung
)
