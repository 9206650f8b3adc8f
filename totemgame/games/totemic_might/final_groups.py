"""The final's pieces grouped by what the seat knows of their weight: pieces of exactly known
weight, and groups whose total a fact states (a season's total, a Fox's three totems), less
their known members. A layout built from such groups balances in every world where their
totals do, which the final search (ai_final.py) starts from. Pure; from the seat's own
Knowledge only.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import Linear

Item = tuple[str, int]


def item_var(item: Item, size: int = 20) -> int:
    """The variable an item weighs: a totem's weight, or a balloon's lift."""
    kind, ref = item
    return size + ref if kind == "balloon" else ref


def known_sums(know: Knowledge) -> list[frozenset[int]]:
    """Disjoint sets of totem variables whose total the facts fix (largest first), without
    the variables whose weight is known on its own."""
    doms = know.domains()
    exact = {v for v in range(know.size) if len(doms[v]) == 1}
    sets: set[frozenset[int]] = set()
    for c in know.cons:
        if not isinstance(c, Linear) or c.lo != c.hi or len(c.terms) < 2:
            continue
        if all(k == 1 and v < know.size for v, k in c.terms):
            rest = frozenset(v for v, _ in c.terms) - exact
            if len(rest) > 1:
                sets.add(rest)
    # a known set inside another: what the other holds besides it is known too
    for a in list(sets):
        for b in list(sets):
            if a < b and len(b - a) > 1:
                sets.add(b - a)
    chosen: list[frozenset[int]] = []
    taken: set[int] = set()
    for s in sorted(sets, key=lambda s: (-len(s), sorted(s))):
        if not taken & s:
            chosen.append(s)
            taken |= s
    return chosen


def known_groups(items: Sequence[Item], know: Knowledge) -> tuple[list[list[int]], list[int]]:
    """Groups of item indices whose total the seat knows (one piece of each variable), and
    the pieces left over (whose total may still be known: every totem's copy adds to 210)."""
    doms = know.domains()
    var = [item_var(it, know.size) for it in items]
    groups: list[list[int]] = [[i] for i in range(len(items)) if len(doms[var[i]]) == 1]
    used = {g[0] for g in groups}
    for s in known_sums(know):
        group: list[int] = []
        for v in sorted(s):
            i = next((i for i in range(len(items)) if var[i] == v and i not in used), None)
            if i is None:
                break
            group.append(i)
        if len(group) == len(s):
            groups.append(group)
            used.update(group)
    rest = [i for i in range(len(items)) if i not in used]
    return groups, rest
