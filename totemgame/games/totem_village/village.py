"""Pure village arithmetic: births, hunting, meals, disease, ageing and the totem census.

A hut is a list of 7 counts, one per Kind (see content.KINDS). Spells arrive here already
revealed, as a set of Spell per hut. Nothing here keeps state, so each rule is tested alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from totemgame.engine.rng import Rng
from totemgame.games.totem_village.content import (
    AGES_INTO,
    BOY,
    CHILDREN,
    ELDER,
    GIRL,
    HUNTERS,
    MEN,
    WOMEN,
    Spell,
)

Hut = list[int]


def cancelled(spells: Collection[Spell], a: Spell, b: Spell) -> tuple[bool, bool]:
    """Whether `a` and `b` act on a hut: opposite spells cancel whatever their numbers."""
    has_a, has_b = a in spells, b in spells
    return has_a and not has_b, has_b and not has_a


def births(hut: Sequence[int], spells: Collection[Spell], rng: Rng) -> tuple[int, int]:
    """(girls, boys) born in one hut: one child per young/mature woman if a young/mature
    man is present; Twins doubles, Infertility stops, Girls/Boys fix the sex."""
    women = sum(hut[k] for k in WOMEN)
    men = sum(hut[k] for k in MEN)
    if not women or not men:
        return 0, 0
    twins, infertile = cancelled(spells, Spell.TWINS, Spell.INFERTILITY)
    if infertile:
        return 0, 0
    children = women * (2 if twins else 1)
    only_girls, only_boys = cancelled(spells, Spell.GIRLS, Spell.BOYS)
    if only_girls:
        return children, 0
    if only_boys:
        return 0, children
    girls = sum(1 for _ in range(children) if rng.random() < 0.5)
    return girls, children - girls


def hunters_in(hut: Sequence[int], spells: Collection[Spell]) -> int:
    """Hunters a hut counts at the hunt: boys and men, doubled by Plenty, zero under Famine."""
    plenty, famine = cancelled(spells, Spell.PLENTY, Spell.FAMINE)
    n = sum(hut[k] for k in HUNTERS)
    return 0 if famine else 2 * n if plenty else n


def claim(hunters: int, per_bird: int = 5) -> int:
    """Birds claimed: one per started group of `per_bird` hunters (11 hunters claim 3)."""
    return -(-hunters // per_bird)


def share_catch(claims: Sequence[int], order: Sequence[int], catch: int) -> list[int]:
    """Birds each family takes: full claims in turn order until the catch runs out."""
    got = [0] * len(claims)
    left = catch
    for f in order:
        got[f] = min(claims[f], left)
        left -= got[f]
    return got


def meal(villagers: int, birds: int, per_bird: int = 5) -> tuple[int, int]:
    """(birds eaten, villagers who must starve): whole birds, one death per missing bird."""
    need = -(-villagers // per_bird)
    if birds >= need:
        return need, 0
    return birds, need - birds


def disease_toll(hut: Sequence[int], spells: Collection[Spell]) -> list[int]:
    """Counts per kind who die of disease in one hut (all, or only children under Minor cure)."""
    if Spell.DISEASE not in spells or Spell.MAJOR_CURE in spells:
        return [0] * 7
    if Spell.MINOR_CURE in spells:
        return [hut[k] if k in CHILDREN else 0 for k in range(7)]
    return list(hut)


def age_hut(hut: Sequence[int], kept_young: Sequence[int]) -> tuple[Hut, int]:
    """The hut after the change of generation, and how many elders died. `kept_young` counts
    per kind those spared by Youth spells."""
    out = list(kept_young)
    died = 0
    for k in range(7):
        moving = hut[k] - kept_young[k]
        target = AGES_INTO[k]
        if target is None:
            died += moving
        else:
            out[target] += moving
    return out, died


def can_grow(huts: Sequence[Sequence[int]]) -> bool:
    """A family survives while it has (or will have) both a woman and a man of breeding age:
    girls count for the women's side, boys for the men's."""
    female = sum(h[k] for h in huts for k in (GIRL, *WOMEN))
    male = sum(h[k] for h in huts for k in (BOY, *MEN))
    return female > 0 and male > 0


def has_elder(huts: Sequence[Sequence[int]]) -> bool:
    return any(h[ELDER] for h in huts)


def census_awards(sizes: Sequence[int], variant_b: bool = False) -> tuple[set[int], set[int]]:
    """(families that carve a piece, families that get a consolation bird) after the census.

    Empty families take no part. With 3 families only the largest carve (all tied for it);
    with 4, the two largest carve, and the tie rules of the rulebook (or its variant B) apply.
    """
    alive = [f for f, s in enumerate(sizes) if s > 0]
    if not alive:
        return set(), set()
    top = max(sizes[f] for f in alive)
    first = {f for f in alive if sizes[f] == top}
    if len(sizes) == 3:
        return first, set()
    if len(first) == 2:
        return first, set()
    if len(first) >= 3:
        if variant_b and len(first) == 3:
            return first, set()
        return set(), first
    rest = [f for f in alive if f not in first]
    if not rest:
        return first, set()
    second_size = max(sizes[f] for f in rest)
    second = {f for f in rest if sizes[f] == second_size}
    if len(second) == 1:
        return first | second, set()
    if variant_b:
        return first | second, set()
    return first, second
