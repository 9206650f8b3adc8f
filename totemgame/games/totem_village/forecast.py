"""What Ageing leaves of a family, seen from one seat's view: the births as arranged, the
spells the viewer knows, a sure Disease, each Youth sparing one villager. Pure: no pygame."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from totemgame.games.totem_village.content import (
    BOY,
    ELDER,
    GIRL,
    MEN,
    MM,
    MW,
    WOMEN,
    YM,
    YW,
    Spell,
)
from totemgame.games.totem_village.village import cancelled, disease_toll

__all__ = ["Forecast", "forecast", "known_spells"]


@dataclass(frozen=True)
class Forecast:
    """Family `family` after this round's births and Ageing, as far as the viewer can tell."""

    family: int
    children: int  # born this round (a certain number)
    girls_sure: int  # of them surely girls (a Girls spell acts), and surely boys
    boys_sure: int
    women_after: int  # young + mature women (and girls growing into them) after Ageing
    men_after: int
    elders_now: int
    elders_after: int
    size_after: int


def known_spells(view: Any, hut: int) -> list[Spell]:
    """The spells on `hut` the viewer knows: face up, or the viewer's own face-down ones."""
    return [t[1] for t in view.tokens if t[2] == hut and t[1] is not None]


def forecast(view: Any, f: int) -> Forecast:
    """Family `f` at the end of Ageing if the births follow its arrangement and the known
    spells act (the viewer's own face-down spells count as revealed)."""
    children = girls_sure = boys_sure = 0
    totals = [0] * 7
    youth_on: list[int] = []  # per hut: Youth spells that may spare someone
    huts = []
    for i in range(3):
        h = 3 * f + i
        counts = list(view.huts[h])
        spells = known_spells(view, h)
        women = sum(counts[k] for k in WOMEN)
        men = sum(counts[k] for k in MEN)
        twins, infertile = cancelled(spells, Spell.TWINS, Spell.INFERTILITY)
        born = 0 if (not women or not men or infertile) else women * (2 if twins else 1)
        if view.stage_name not in ("arrange", "choose", "place", "reveal3"):
            born = 0  # the births are over
        only_girls, only_boys = cancelled(spells, Spell.GIRLS, Spell.BOYS)
        children += born
        girls_sure += born if only_girls else 0
        boys_sure += born if only_boys else 0
        if view.stage_name in ("arrange", "choose", "place", "reveal3", "reveal4", "reveal6"):
            toll = disease_toll(counts, spells)  # a disease that is sure to strike
            counts = [n - d for n, d in zip(counts, toll, strict=True)]
        huts.append(counts)
        youth_on.append(spells.count(Spell.YOUTH) if view.stage_name != "ageing" else 0)
        for k in range(7):
            totals[k] += counts[k]
    # Ageing: girls become young women, young women mature, mature women elders. Each Youth
    # spares one villager (the owner's choice): a missing sex first, then an elder.
    women_after = totals[GIRL] + totals[YW] + girls_sure
    men_after = totals[BOY] + totals[YM] + boys_sure
    order = [k for k, short in ((MW, not women_after), (MM, not men_after)) if short]
    spared = [0] * 7
    for y, counts in zip(youth_on, huts, strict=True):
        here = [0] * 7
        for k in [*order, ELDER, MW, MM]:
            take = min(y, counts[k] - here[k])
            here[k] += take
            y -= take
        spared = [a + b for a, b in zip(spared, here, strict=True)]
    spare_elders, spare_mw, spare_mm = spared[ELDER], spared[MW], spared[MM]
    women_after += spare_mw
    men_after += spare_mm
    elders_after = totals[MW] + totals[MM] + spare_elders
    size = sum(totals) + children - totals[ELDER] + spare_elders
    return Forecast(
        family=f,
        children=children,
        girls_sure=girls_sure,
        boys_sure=boys_sure,
        women_after=women_after,
        men_after=men_after,
        elders_now=sum(h[ELDER] for h in (view.huts[3 * f + i] for i in range(3))),
        elders_after=elders_after,
        size_after=size,
    )
