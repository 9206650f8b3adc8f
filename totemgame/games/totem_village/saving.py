"""Two forecasts beside the warnings of dangers.py, seen from one seat's view: the spell move
that keeps one of the viewer's families from dying out at Ageing (the Hint and the AI prefer
it), and a census tie that would carve nothing (with 4 families, three or four tied for
largest get a bird each and no piece). Pure: no pygame."""

from __future__ import annotations

from typing import Any

from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.dangers import (
    _laid,
    _plain,
    _texts,
    dangers,
    family_words,
    forecast,
)
from totemgame.games.totem_village.village import census_awards
from totemgame.text import words


def census_tie(view: Any) -> list[str]:
    """A line when the deciding family, as the families stand after this round's births and
    Ageing (as far as the viewer can tell), ties for largest at the census in a way that
    carves no piece (4 families: three or four tied for largest get a bird each). Said at the
    last decisions before the census (revealing spells, the Meal), once the spells are laid:
    earlier the sizes are too far off to tell."""
    f = view.actor
    stage = view.stage_name
    if f < 0 or not view.mine(f) or stage not in ("reveal3", "reveal4", "starve", "reveal6"):
        return []
    sizes = [forecast(view, g).size_after if view.size(g) else 0 for g in range(view.families)]
    pieces, _birds = census_awards(sizes, view.opts.totem_b)
    top = max(sizes)
    tied = [g for g in range(view.families) if sizes[g] == top]
    if sizes[f] != top or f in pieces or len(tied) < 2:
        return []
    text = words(_texts()["census_tie"], family=family_words(view, f), n=top, others=len(tied) - 1)
    return [text]


def rescues(view: Any, spell: Spell, hut: int) -> bool:
    """Whether the deciding family's `spell` on village hut `hut` keeps that hut's family
    (one of the viewer's) from dying out at Ageing, where it would die out now."""
    g = hut // 3
    if view.actor < 0 or not view.mine(g):
        return False
    if not any(d.key == "dies_out" for d in _plain(view, g)):
        return False
    return not any(d.key == "dies_out" for d in _plain(_laid(view, view.actor, spell, hut), g))


def rescue(view: Any, legal: list[Any]) -> Any:
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
        for a in legal:
            kind = getattr(a, "kind", "")
            if kind == "place" and a.hut // 3 == g and rescues(view, a.spell, a.hut):
                return a
            if kind == "pick" and any(rescues(view, a.spell, 3 * g + i) for i in range(3)):
                return a
    return None
