"""Rules of thumb for Totem Village, shared by every AI level and by the search rollouts.

Functions take `g`, either a VillageState (inside a search world) or a VillageView: both
expose huts, birds, totem, tokens, chosen, owner, opts, queue. A family only ever reads its
own secrets (its chosen spells and face-down tokens), so rollouts do not cheat.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Action
from totemgame.engine.rng import Rng
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
from totemgame.games.totem_village.content import (
    BOY,
    ELDER,
    GIRL,
    HUNTERS,
    KINDS,
    MEN,
    MM,
    MW,
    SPELLS,
    WOMEN,
    YM,
    YW,
    Spell,
    content,
)
from totemgame.games.totem_village.family_worth import (
    CAP,
    couples,
    fam_huts,
    family_value,
    seat_value,
    target_layout,
    totals,
)
from totemgame.games.totem_village.position import VillageSight

# A rollout's plans, kept while huts do not change: ("plan", family) -> each spell's value, hut
Memo = dict[tuple[str, int], dict[Spell, tuple[float, int]]]


# -- arrange ----------------------------------------------------------------------------------
def arrange_action(g: VillageSight, f: int, legal: Sequence[Action]) -> Action:
    if isinstance(legal[0], Dismiss):
        t = totals(g, f)
        order = sorted((k for k in range(7) if t[k] and k != ELDER), key=lambda k: -t[k])
        k = order[0] if order else ELDER
        return next(a for a in legal if isinstance(a, Dismiss) and KINDS.index(a.villager) == k)
    target = target_layout(totals(g, f))
    huts = fam_huts(g, f)
    full = any(sum(hut) > CAP for hut in huts)
    if Ready() in legal and not full and couples(target) <= couples(huts):
        return Ready()  # rearranging would bring no more children: keep the huts as they are
    for a in legal:
        if isinstance(a, Move):
            k = KINDS.index(a.villager)
            if huts[a.src][k] > target[a.src][k] and huts[a.dst][k] < target[a.dst][k]:
                return a
    if Ready() in legal:
        return Ready()
    return next(a for a in legal if isinstance(a, Move))


# -- spells -----------------------------------------------------------------------------------
class Ctx:
    """Per-decision facts the spell values share: each family's counts, threat and the
    danger of a disease on each hut (computed when a cure is weighed)."""

    __slots__ = ("totals", "threat", "_danger", "g")

    def __init__(self, g: VillageSight) -> None:
        n = len(g.totem)
        self.g = g
        self.totals = [totals(g, f) for f in range(n)]
        # tall totems and big families lead the race
        self.threat = [1.0 + 0.6 * g.totem[f] + 0.08 * sum(self.totals[f]) for f in range(n)]
        self._danger: list[float] | None = None

    def danger(self, hut: int) -> float:
        """Roughly how likely a disease falls on `hut` this round: each other family that can
        still cast aims at the hut it would lose least to and others most (by stake and
        threat); a face-down token another family laid there may be one."""
        if self._danger is None:
            g = self.g
            n = len(g.totem)
            danger = [0.1] * len(g.huts)
            for o in range(n):
                if not self._may_cast(o):
                    continue
                targets = [h for h in range(len(g.huts)) if g.owner[h // 3] != g.owner[o]]
                best = max(targets, key=lambda h: stake(g, h, self) * self.threat[h // 3])
                danger[best] += 0.6
            for t in g.tokens:
                if not t[3] and t[2] >= 0 and g.owner[t[2] // 3] != g.owner[t[0]]:
                    danger[t[2]] += 0.35
            self._danger = [min(1.0, d) for d in danger]
        return self._danger[hut]

    def _may_cast(self, o: int) -> bool:
        """Family `o` may still lay a disease: it has spells chosen or placed, or (choice
        still to come) a totem piece or a bird to pay for one."""
        g = self.g
        if g.stage_name == "choose" and o not in g.queue:
            return bool(g.chosen[o]) or any(t[0] == o for t in g.tokens)
        if g.stage_name in ("place", "choose") or g.stage_name.startswith("reveal"):
            laid = any(t[0] == o and not t[3] for t in g.tokens)
            return (
                laid
                or bool(g.chosen[o])
                or (g.stage_name == "choose" and g.totem[o] + g.birds[o] > 0)
            )
        return False


PIECE = 12.0  # a totem piece, as family_value counts it
YOUTH_SAVES = 4.0  # a last elder kept through Ageing: the family may still carve this round


def stake(g: VillageSight, hut: int, ctx: Ctx, spare_children: bool = False) -> float:
    """What the hut's family loses if everyone in `hut` dies (all but children if
    `spare_children`): the villagers, a totem piece if its last elder is there, and, if the rest
    could not grow, the family itself (it is wiped out and restarts small)."""
    f = hut // 3
    h = list(g.huts[hut])
    if spare_children:
        h[GIRL] = h[BOY] = 0
    t = ctx.totals[f]
    loss = float(sum(h))
    if not loss:
        return 0.0
    rest = [a - b for a, b in zip(t, h, strict=True)]
    female = rest[GIRL] + rest[YW] + rest[MW]
    male = rest[BOY] + rest[YM] + rest[MM]
    if not (female and male):
        loss += sum(rest) + 4.0
        rest = [0] * 7
    if t[ELDER] and not rest[ELDER] and g.totem[f] > 1:
        loss += PIECE
    return loss


def room_after_births(g: VillageSight, o: int) -> int:
    """How many more villagers family `o` may keep once this round's plain births are in
    (the family limit, 18, less its size and those births; never below 0)."""
    births = sum(h[YW] + h[MW] if h[YM] + h[MM] else 0 for h in fam_huts(g, o))
    size = sum(sum(h) for h in fam_huts(g, o))
    return max(0, content().family_limit - size - births)


def spell_value(g: VillageSight, f: int, spell: Spell, hut: int, ctx: Ctx | None = None) -> float:
    """What casting `spell` on village hut `hut` is worth to family `f`."""
    ctx = ctx or Ctx(g)
    o = hut // 3
    h: Sequence[int] = g.huts[hut]
    friend = g.owner[o] == g.owner[f]
    sign: float = 1.0 if friend else -0.6 * ctx.threat[o] / max(ctx.threat[f], 0.5)
    women = h[YW] + h[MW]
    men = h[YM] + h[MM]
    breeds = women if men else 0
    size = sum(h)
    t = ctx.totals[o]
    if spell is Spell.TWINS:
        # Babies past the family limit must leave at the next Arrange: they add nothing.
        return sign * min(breeds, room_after_births(g, o)) * 0.9
    if spell is Spell.INFERTILITY:
        return -sign * breeds * 0.9
    if spell in (Spell.GIRLS, Spell.BOYS):
        if not breeds:
            return 0.0
        want_girls = t[YW] + t[MW] + t[GIRL] < t[YM] + t[MM] + t[BOY]
        good = (spell is Spell.GIRLS) == want_girls
        return sign * (0.4 * breeds if good else -0.4 * breeds)
    hunters = sum(h[k] for k in HUNTERS)
    if spell is Spell.PLENTY:
        return sign * hunters * 0.22
    if spell is Spell.FAMINE:
        return -sign * hunters * 0.22
    if spell is Spell.DISEASE:
        loss = size + (4.0 if h[ELDER] and h[ELDER] == t[ELDER] else 0.0)
        return -sign * loss
    # Cures pay off only against a disease someone may cast: what the hut's family would lose,
    # by the danger of a disease there (keeping a family alive and its last elder matters most).
    # One cure is enough on a hut: beside this family's major cure a minor one adds nothing,
    # beside its minor cure a major one adds the children; while the other is still in hand
    # (it would likely go to the same hut) this one is worth a little.
    if spell in (Spell.MAJOR_CURE, Spell.MINOR_CURE) and not friend:
        return -0.05
    other = Spell.MINOR_CURE if spell is Spell.MAJOR_CURE else Spell.MAJOR_CURE
    beside = any(t[0] == f and t[2] == hut and t[1] is other for t in g.tokens)
    second = 0.3 if other in g.chosen[f] else 1.0
    if spell is Spell.MAJOR_CURE:
        saved = stake(g, hut, ctx)
        if beside:
            saved -= stake(g, hut, ctx, spare_children=True)
        return second * ctx.danger(hut) * saved
    if spell is Spell.MINOR_CURE:
        if beside:
            return 0.0
        return second * 0.9 * ctx.danger(hut) * stake(g, hut, ctx, spare_children=True)
    if spell is Spell.YOUTH:
        if h[ELDER] and t[MW] + t[MM] == 0:
            # Every elder dies at Ageing and nobody takes their place: the elders rule would
            # cost a piece and this round's carving; Youth keeps one elder alive.
            return sign * (YOUTH_SAVES + (PIECE if g.totem[o] > 1 else 0.0))
        return sign * (1.0 if h[ELDER] else 0.2 * (size > 0))
    return 0.0


def best_hut(g: VillageSight, f: int, spell: Spell, ctx: Ctx | None = None) -> tuple[float, int]:
    ctx = ctx or Ctx(g)
    return max((spell_value(g, f, spell, h, ctx), h) for h in range(len(g.huts)))


def spare_birds(g: VillageSight, f: int) -> int:
    """Birds the family can sacrifice without risking hunger at the next meal."""
    t = totals(g, f)
    size = sum(t) + (t[YW] + t[MW])  # after this round's births, roughly
    hunters = t[BOY] + t[YM] + t[MM]
    # The catch is shared: count on at most two birds from the hunt.
    need = -(-size // 5) - min(2, -(-hunters // 5))
    spare: int = max(0, g.birds[f] - max(0, need) - 1)
    return spare


def spell_plan(g: VillageSight, f: int, memo: Memo | None = None) -> dict[Spell, tuple[float, int]]:
    """Each spell's best hut and value for `f`. Huts do not change during the Magic phase,
    so a rollout computes this once per family (`memo`)."""
    if memo is not None and ("plan", f) in memo:
        return memo[("plan", f)]
    ctx = Ctx(g)
    plan = {sp: best_hut(g, f, sp, ctx) for sp in SPELLS}
    if memo is not None:
        memo[("plan", f)] = plan
    return plan


def pick_action(
    g: VillageSight,
    f: int,
    legal: Sequence[Action],
    jitter: float,
    rng: Rng,
    memo: Memo | None = None,
) -> Action:
    picks = [a for a in legal if isinstance(a, Pick)]
    if not picks:
        return EndPick()
    plan = spell_plan(g, f, memo)
    scored = sorted(
        ((plan[a.spell][0] + jitter * (rng.random() - 0.5), i) for i, a in enumerate(picks)),
        reverse=True,
    )
    value, i = scored[0]
    free = g.totem[f] - (len(g.chosen[f]) + sum(1 for t in g.tokens if t[0] == f))
    if value > 0.5 and (free > 0 or (value > 2.5 and spare_birds(g, f) > 0)):
        return picks[i]
    return EndPick()


def place_action(
    g: VillageSight,
    f: int,
    legal: Sequence[Action],
    jitter: float,
    rng: Rng,
    memo: Memo | None = None,
) -> Action:
    best: tuple[float, Action] | None = None
    spells_a = g.opts.spells == "a"
    if memo is not None and not jitter:
        plan = spell_plan(g, f, memo)
        options = {a.spell for a in legal if isinstance(a, Place)}
        if options:
            value, sp = max((plan[sp][0], sp) for sp in options)
            hut = plan[sp][1]
            best = (value, Place(sp, hut))
            legal = []  # the plan has decided
    ctx = Ctx(g) if legal else None
    for a in legal:
        if isinstance(a, Place):
            v = spell_value(g, f, a.spell, a.hut, ctx) + jitter * (rng.random() - 0.5)
            if best is None or v > best[0]:
                best = (v, a)
    if best is None:
        return legal[-1]
    if spells_a:
        free = g.totem[f] - sum(1 for t in g.tokens if t[0] == f)
        if best[0] <= 0.5 or (free <= 0 and (best[0] <= 2.5 or spare_birds(g, f) <= 0)):
            return Pass()
    return best[1]


def reveal_action(g: VillageSight, f: int, legal: Sequence[Action]) -> Action:
    ctx = Ctx(g)
    for a in legal:
        if isinstance(a, Reveal):
            hut = next(t[2] for t in g.tokens if t[0] == f and t[1] is a.spell and not t[3])
            if spell_value(g, f, a.spell, hut, ctx) > 0:
                return a
    return EndReveal()


def starve_action(g: VillageSight, f: int, legal: Sequence[Action]) -> Action:
    """Own family: lose whoever is least missed. Another family: hurt it where it is thin."""
    target = g.target
    t = totals(g, target)
    own = g.owner[target] == g.owner[f]

    def cost(a: Starve) -> float:
        # Hunger strikes after the births: mature adults will breed no more (they become the
        # elders at Ageing), while children and young adults are the family's future; so the
        # mature go first, unless one is the family's last future elder (the elders rule).
        k = KINDS.index(a.villager)
        women = t[YW] + t[MW] + t[GIRL]
        men = t[YM] + t[MM] + t[BOY]
        scarce = (k in (GIRL, *WOMEN) and women <= men) or (k in (BOY, *MEN) and men <= women)
        base = {GIRL: 2.0, BOY: 1.8, YW: 2.4, YM: 2.0, MW: 1.0, MM: 0.9, ELDER: 0.8}[k]
        if k == ELDER and t[ELDER] == 1:
            base += 8.0
        if k in (MW, MM) and t[MW] + t[MM] == 1:
            base += 8.0
        return base + (2.0 if scarce else 0.0)

    starves = [a for a in legal if isinstance(a, Starve)]
    return (min if own else max)(starves, key=cost)


def keep_young_action(g: VillageSight, f: int, legal: Sequence[Action]) -> Action:
    prio = {ELDER: 0, MW: 1, MM: 2, YW: 3, YM: 4, GIRL: 5, BOY: 6}
    keep = [a for a in legal if isinstance(a, KeepYoung)]
    return min(keep, key=lambda a: prio[KINDS.index(a.villager)])


def policy(
    g: VillageSight,
    f: int,
    legal: Sequence[Action],
    rng: Rng,
    jitter: float = 0.0,
    memo: Memo | None = None,
) -> Action:
    """The rule-of-thumb choice of family `f` among `legal` (`memo`: a rollout's cache)."""
    first = legal[0]
    if len(legal) == 1:
        return first
    if isinstance(first, Move | Dismiss | Ready):
        return arrange_action(g, f, legal)
    if isinstance(first, Pick | EndPick):
        return pick_action(g, f, legal, jitter, rng, memo)
    if isinstance(first, Place | Pass):
        return place_action(g, f, legal, jitter, rng, memo)
    if isinstance(first, Reveal | EndReveal):
        return reveal_action(g, f, legal)
    if isinstance(first, Starve):
        return starve_action(g, f, legal)
    if isinstance(first, KeepYoung):
        return keep_young_action(g, f, legal)
    return first


def candidates(g: VillageSight, f: int, legal: Sequence[Action], k: int) -> list[Action]:
    """The `k` most promising actions by rule of thumb (for the look-ahead to compare)."""
    first = legal[0]
    ctx = Ctx(g)
    if isinstance(first, Place | Pass):
        scored = sorted(
            legal,
            key=lambda a: -spell_value(g, f, a.spell, a.hut, ctx) if isinstance(a, Place) else -0.5,
        )
        return scored[:k]
    if isinstance(first, Pick | EndPick):
        scored = sorted(
            legal,
            key=lambda a: -best_hut(g, f, a.spell, ctx)[0] if isinstance(a, Pick) else -0.5,
        )
        return scored[:k]
    return list(legal)[:k] if len(legal) > k else list(legal)


__all__ = ["SPELLS", "policy", "candidates", "seat_value", "family_value"]
