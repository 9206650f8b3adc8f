"""How well a family of Totem Village is doing, and a seat against the others: the measure the
AI's rules of thumb and its searches score positions by (heuristics.py, ai.py); and a good
arrangement of a family in its huts."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW
from totemgame.games.totem_village.position import VillageSight

CAP = 6  # villagers a hut holds before it is full


def fam_huts(g: VillageSight, f: int) -> Sequence[Sequence[int]]:
    huts: Sequence[Sequence[int]] = g.huts[3 * f : 3 * f + 3]
    return huts


def totals(g: VillageSight, f: int) -> list[int]:
    a, b, c = g.huts[3 * f : 3 * f + 3]
    return [x + y + z for x, y, z in zip(a, b, c, strict=True)]


def family_value(g: VillageSight, f: int) -> float:
    """How well family `f` is doing: totem first, then size, elders, balance and food."""
    t = totals(g, f)
    size = sum(t)
    if not size:
        return 12.0 * int(g.totem[f]) - 4.0
    women = t[YW] + t[MW]
    men = t[YM] + t[MM]
    breeding = min(women, men + 0.5 * t[BOY]) + 0.5 * min(t[GIRL], t[BOY] + men)
    elders_next = t[ELDER] + t[MW] + t[MM]
    food: int = min(g.birds[f], 5)
    return (
        12.0 * int(g.totem[f])
        + 1.0 * size
        + 0.6 * breeding
        + (3.0 if t[ELDER] else 0.0)
        + (1.5 if elders_next else 0.0)
        + 0.4 * food
    )


def seat_value(g: VillageSight, seat: int) -> float:
    """The seat's best family against the best family of anyone else."""
    mine = [family_value(g, f) for f in range(len(g.totem)) if g.owner[f] == seat]
    theirs = [family_value(g, f) for f in range(len(g.totem)) if g.owner[f] != seat]
    return max(mine) + 0.2 * sum(mine) - max(theirs) - 0.1 * sum(theirs)


# -- arrange ----------------------------------------------------------------------------------
def target_layout(t: Sequence[int]) -> list[list[int]]:
    """A good arrangement of a family with counts `t`: a man in each hut, women spread over
    the huts with men, the rest where there is room (spreading limits disease)."""
    huts = [[0] * 7 for _ in range(3)]
    men = [k for k in (YM, MM) for _ in range(t[k])]
    women = [k for k in (YW, MW) for _ in range(t[k])]
    rest = [k for k in (GIRL, BOY, ELDER) for _ in range(t[k])]
    with_man = []
    for i in range(min(3, len(men), max(1, -(-len(women) // 5)) if women else 1)):
        huts[i][men.pop(0)] += 1
        with_man.append(i)
    for w in women:
        open_huts = [i for i in with_man if sum(huts[i]) < CAP] or [
            i for i in range(3) if sum(huts[i]) < CAP
        ]
        i = min(open_huts, key=lambda j: (huts[j][YW] + huts[j][MW], sum(huts[j])))
        huts[i][w] += 1
    for k in men + rest:
        i = min((j for j in range(3) if sum(huts[j]) < CAP), key=lambda j: sum(huts[j]), default=0)
        huts[i][k] += 1
    return huts


def couples(huts: Sequence[Sequence[int]]) -> int:
    """The children the huts would have (one per woman sharing a hut with a man)."""
    return sum(h[YW] + h[MW] if h[YM] + h[MM] else 0 for h in huts)
