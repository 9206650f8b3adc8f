"""A family's spell plan for the Magic step: the hut each of its spells goes to, worked out
once from what stands still during Magic (the huts, the totems, the family's own spells), so
the spell the Hint says to choose for a hut is the one it later says to lay there.

Spells are planned in the order they were chosen (the ones laid already lie where they lie),
each on the hut where it helps most beside the ones planned before it: a second cure is
never planned where the family's other cure already protects everyone. A spell that would
add nothing anywhere is not suggested. Pure: no pygame; reads only the viewer's own view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action
from totemgame.games.totem_village.actions import EndPick, Pass, Pick, Place
from totemgame.games.totem_village.content import ELDER, Spell
from totemgame.games.totem_village.dangers import _Shadow
from totemgame.games.totem_village.heuristics import Ctx, spell_value
from totemgame.games.totem_village.saving import rescues

__all__ = ["ADDS", "candidates", "costs_bird", "follow", "hut_for", "planned"]

ADDS = 0.3  # below this a spell adds nothing worth a token (or a bird)
RESCUE = 20.0  # a spell that keeps one of the viewer's families from dying out
SPARE_MATURE = 0.2  # a Youth keeping a mature villager from ageing: little


class _Steady(Ctx):
    """The danger of a Disease on each hut as it stands all through Magic: every rival family
    may cast one (which spells they chose is hidden), aimed where it hurts most."""

    def _may_cast(self, o: int) -> bool:
        return True


# A spell adds nothing on a hut where the seat's own spells make it void: opposite spells
# cancel whatever their numbers, a spell twice acts once (Youth excepted: each spares one),
# Infertility leaves no birth for Twins, Girls or Boys; one cure on a hut is enough (a Major
# beside a Minor cure would add only the children: the hint would count them all again).
VOIDED_BY = {
    Spell.GIRLS: (Spell.GIRLS, Spell.BOYS, Spell.INFERTILITY),
    Spell.BOYS: (Spell.BOYS, Spell.GIRLS, Spell.INFERTILITY),
    Spell.TWINS: (Spell.TWINS, Spell.INFERTILITY),
    Spell.INFERTILITY: (Spell.INFERTILITY, Spell.TWINS, Spell.GIRLS, Spell.BOYS),
    Spell.PLENTY: (Spell.PLENTY, Spell.FAMINE),
    Spell.FAMINE: (Spell.FAMINE, Spell.PLENTY),
    Spell.DISEASE: (Spell.DISEASE, Spell.MAJOR_CURE, Spell.MINOR_CURE),
    Spell.MAJOR_CURE: (Spell.MAJOR_CURE, Spell.MINOR_CURE),
    Spell.MINOR_CURE: (Spell.MINOR_CURE, Spell.MAJOR_CURE),
    Spell.YOUTH: (),
}


class _Planned(_Shadow):
    """`view` with only the seat's laid and planned spells on the huts (all as family
    `f`'s), none in hand."""

    def __init__(self, view: Any, f: int, tokens: Sequence[tuple[Any, ...]]) -> None:
        super().__init__(view, tuple(tokens))
        self.chosen = tuple(() if g == f else c for g, c in enumerate(view.chosen))


def _place(view: Any, f: int, spell: Spell, tokens: Sequence[tuple[Any, ...]]) -> tuple[float, int]:
    """(value, village hut) for `spell` of family `f` beside the spells `tokens`: where it
    keeps one of the viewer's families from dying out (the warning's remedy), else where it
    helps most; never where the seat's spells make it void."""
    shadow = _Planned(view, f, tokens)
    ctx = _Steady(shadow)
    huts = range(3 * view.families)
    void = {t[2] for t in tokens if t[1] in VOIDED_BY[spell]}
    saving = next((h for h in huts if h not in void and rescues(shadow, spell, h)), -1)
    if saving >= 0:
        return max(RESCUE, spell_value(shadow, f, spell, saving, ctx)), saving
    # Of equal huts, the family's own first, then the first in the village.
    value, _own, hut = max(
        (_worth(shadow, f, spell, h, ctx, void, tokens), h // 3 == f, -h) for h in huts
    )
    return value, -hut


def _worth(
    shadow: Any,
    f: int,
    spell: Spell,
    hut: int,
    ctx: Ctx,
    void: set[int],
    tokens: Sequence[tuple[Any, ...]],
) -> float:
    """What `spell` on `hut` adds beside the seat's spells: nothing where they make it void;
    a Youth where the Youths planned already keep every elder spares only a mature villager
    from ageing (little)."""
    if hut in void:
        return 0.0
    value = spell_value(shadow, f, spell, hut, ctx)
    if spell is Spell.YOUTH:
        youths = sum(1 for t in tokens if t[2] == hut and t[1] is Spell.YOUTH)
        if youths and youths >= shadow.huts[hut][ELDER]:
            value = min(value, SPARE_MATURE)
    return value


def _earlier(view: Any, f: int) -> list[int]:
    """The viewer's other families that choose before `f` this round (their plans stand
    when `f` chooses; the later ones' do not, so they are left out of `f`'s plan)."""
    order = [(view.start + i) % view.families for i in range(view.families)]
    return [g for g in order[: order.index(f)] if view.mine(g)]


def planned(view: Any, f: int) -> dict[Spell, tuple[float, int]]:
    """Family `f`'s spells this round, laid and chosen, each with (value, village hut): the
    laid ones where they lie, the chosen ones (in the order chosen) where the plan puts them,
    beside the plans of the seat's families that chose before it."""
    tokens = [
        (f, sp, hut, False) for g in _earlier(view, f) for sp, (_v, hut) in planned(view, g).items()
    ]
    own = [(f, t[1], t[2], False) for t in view.tokens if t[0] == f and t[1] is not None]
    tokens += own
    out = {t[1]: (0.0, t[2]) for t in own}
    for spell in view.chosen[f]:
        if spell is None or spell in out:
            continue
        value, hut = _place(view, f, spell, tokens)
        tokens.append((f, spell, hut, False))
        out[spell] = (value, hut)
    return out


def _tokens(view: Any, f: int) -> list[tuple[Any, ...]]:
    """The seat's spells `f`'s plan stands beside, and `f`'s own, as planned tokens."""
    earlier = [
        (f, sp, h, False) for g in _earlier(view, f) for sp, (_v, h) in planned(view, g).items()
    ]
    return earlier + [(f, sp, h, False) for sp, (_v, h) in planned(view, f).items()]


def hut_for(view: Any, f: int, spell: Spell) -> tuple[float, int]:
    """(value, village hut) of `spell` for family `f`: its planned hut if chosen already, else
    where it would go if chosen (or laid) next."""
    plan = planned(view, f)
    if spell in plan:
        return plan[spell]
    return _place(view, f, spell, _tokens(view, f))


def costs_bird(view: Any, f: int) -> bool:
    """Whether the next spell family `f` casts costs a bird (one spell per totem piece is free)."""
    cast = len(view.chosen[f]) + sum(1 for t in view.tokens if t[0] == f)
    return bool(cast >= view.totem[f])


def candidates(view: Any, f: int, legal: Sequence[Action], k: int) -> list[Action]:
    """The `k` most promising Magic moves by the plan: spells that add something, each laid
    on its planned hut, then Done choosing or Pass (for the look-ahead to compare)."""
    spells = list(dict.fromkeys(a.spell for a in legal if isinstance(a, Pick | Place)))
    scored = sorted(((hut_for(view, f, sp), sp) for sp in spells), key=lambda x: -x[0][0])
    out: list[Action] = []
    laying = any(isinstance(a, Place) for a in legal)
    for (value, hut), sp in scored[:k]:
        if laying and (value > ADDS or Pass() not in legal):
            out.append(Place(sp, hut))  # without Pass every chosen spell is laid somewhere
        elif not laying and value > ADDS:
            out.append(Pick(sp))
    out += [a for a in legal if isinstance(a, EndPick | Pass)]
    return out


def follow(view: Any, f: int, action: Action, legal: Sequence[Action]) -> Action:
    """`action` as the plan has it: a spell laid on its planned hut; a spell chosen that adds
    nothing becomes Done choosing (Pass, where a spell is laid as it is chosen)."""
    if isinstance(action, Place):
        value, hut = hut_for(view, f, action.spell)
        if value <= ADDS and Pass() in legal:
            return Pass()
        return Place(action.spell, hut)
    if isinstance(action, Pick) and hut_for(view, f, action.spell)[0] <= ADDS:
        return EndPick()
    return action
