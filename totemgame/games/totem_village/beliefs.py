"""What a face-down token probably is, read from where its caster laid it.

A rival lays each spell where it helps its family most: a token on one of your huts is
more likely a Disease or a Famine than a Plenty. Hard's worlds draw each face-down token
from the spells its caster may still hold, weighted by how well that hut suits each one
(what a player does at the table: a stranger's token on your fullest hut is not a gift).
Pure: reads only the seat's view (where tokens lie is public, what they are is not).
"""

from __future__ import annotations

import math
from typing import Any

from totemgame.games.totem_village.content import SPELLS, Spell
from totemgame.games.totem_village.heuristics import Ctx, spell_value

# Fitted on 1,295 face-down tokens of 14 games between four-world Mediums
# (PYTHONPATH=. python3 tools/village_beliefs_fit.py --games 14 --agent medium@4): the true
# spell gets 18.4% on average (geometric mean) where drawing alike gives 10%; a sharpness
# of 5 scores 18.6%, within noise; the softer 3 is kept.
SHARPNESS = 3.0  # how surely a caster lays a spell where it helps most (per point of value)
DOUBT = 0.25  # the share of the belief left spread alike: casters do not always play the best

Beliefs = dict[int, dict[Spell, float]]  # token index -> weight of each spell it may be


def token_beliefs(view: Any) -> Beliefs:
    """For each face-down token of another seat's family on a known hut, a weight per spell
    that family has not revealed (`reading`)."""
    out: Beliefs = {}
    worths: dict[int, dict[Spell, list[float]]] = {}  # per caster: the same for all its tokens
    for i, (caster, spell, hut, _up) in enumerate(view.tokens):
        if spell is not None or hut < 0 or view.mine(caster):
            continue
        if caster not in worths:
            worths[caster] = spell_worths(view, caster)
        out[i] = reading(worths[caster], hut)
    return out


def spell_worths(view: Any, caster: int, ctx: Ctx | None = None) -> dict[Spell, list[float]]:
    """What each spell `caster` has not revealed is worth to it on each hut."""
    ctx = ctx or Ctx(view)
    known = {t[1] for t in view.tokens if t[0] == caster and t[1] is not None}
    huts = range(len(view.huts))
    return {
        sp: [spell_value(view, caster, sp, h, ctx) for h in huts]
        for sp in SPELLS
        if sp not in known
    }


def reading(
    worths: dict[Spell, list[float]], hut: int, sharpness: float = SHARPNESS, doubt: float = DOUBT
) -> dict[Spell, float]:
    """How likely each spell is to be the token on `hut`: how likely its caster would lay it
    there rather than elsewhere (a softmax over the huts of its worth), mixed with `doubt`
    spread alike; the weights add up to 1."""
    weights = {}
    for sp, worth in worths.items():
        top = max(worth)
        spread = sum(math.exp(sharpness * (w - top)) for w in worth)
        weights[sp] = math.exp(sharpness * (worth[hut] - top)) / spread
    total = sum(weights.values())
    return {sp: (1 - doubt) * w / total + doubt / len(weights) for sp, w in weights.items()}
