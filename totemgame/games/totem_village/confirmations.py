"""What the table asks the player to confirm before a step of theirs, from one seat's view:
ending a step while a serious danger to their own family stands (dangers.py), or letting a
villager starve whose loss wipes the family out or costs its future when another could go
instead. Pure: no pygame.
"""

from __future__ import annotations

from typing import Any

from totemgame.games.totem_village.content import KINDS, content
from totemgame.games.totem_village.dangers import (
    GOING_ON,
    SERIOUS,
    _hidden_saves,
    _Shadow,
    _texts,
    family_words,
    own_dangers,
)
from totemgame.games.totem_village.forecast import forecast
from totemgame.games.totem_village.village import can_grow
from totemgame.i18n import _
from totemgame.text import words


def before(view: Any, action: Any) -> str:
    """What to confirm before `action` ("" when nothing): the serious dangers (a family dying
    out, a last elder lost, a saving spell kept hidden) that still stand when the viewer
    ends this step with `action`."""
    if getattr(action, "kind", "") not in GOING_ON:
        return ""
    reveal = view.stage_name.startswith("reveal")  # too late for anything but revealing
    serious = [
        f"{d.text} {d.fix}".strip()
        for d in own_dangers(view)
        if d.key in SERIOUS and not reveal and not d.planned
    ]
    return " ".join(serious + _hidden_saves(view))


def _after_starving(view: Any, action: Any) -> tuple[str, ...]:
    """The serious outcomes for the starving family if `action`'s villager goes."""
    f = view.target
    h = 3 * f + action.hut
    k = KINDS.index(action.villager)
    huts = list(view.huts)
    huts[h] = tuple(n - (i == k) for i, n in enumerate(huts[h]))
    shadow = _Shadow(view, view.tokens)
    shadow.huts = tuple(huts)
    mine = [huts[3 * f + i] for i in range(3)]
    if not can_grow(mine):
        return ("dies_now",)
    fc = forecast(shadow, f)
    out = []
    if not fc.women_after or not fc.men_after:
        out.append("dies_out")
    elif fc.elders_now and not fc.elders_after:
        out.append("no_elder")
    return tuple(out)


def starve_warning(view: Any, action: Any, legal: list[Any]) -> str:
    """What to confirm before letting `action`'s villager of your own family starve ("" when
    nothing): it wipes the family out or costs its future (dying out, the last elder at
    Ageing) while another villager could go without that."""
    if getattr(action, "kind", "") != "starve" or not view.mine(view.target):
        return ""
    worst = _after_starving(view, action)
    if not worst:
        return ""
    others = [a for a in legal if getattr(a, "kind", "") == "starve" and a != action]
    better = next((a for a in others if not _after_starving(view, a)), None)
    if better is None:
        return ""
    t = _texts()
    kind = _(content().kind_names[action.villager])
    other = _(content().kind_names[better.villager])
    key = {"dies_now": "starve_dies_now", "dies_out": "starve_dies_out"}.get(
        worst[0], "starve_elder"
    )
    family = family_words(view, view.target, inside=True)
    return words(t[key], kind=kind, other=other, hut=better.hut + 1, family=family)
