"""What the Ageing will do to a family, seen from one seat's view, while it can still be helped.

Before Ready, Done choosing or keeping spells hidden, the table warns the player when one of
their families will die out at Ageing (no woman or no man of breeding age left), will lose
its last elder (a totem piece), or when a hut holds more than six. The forecast reads only
what the viewer knows: the huts as they stand, the spells face up and the viewer's own
face-down spells. Births follow the current arrangement (their number is certain, the sex
is not, unless Girls or Boys acts); hunger and hidden rival spells are not foreseen.
During Magic it also says which spell would still save the family, and it counts the spells
chosen but not laid yet: one that saves the family turns the warning into where to lay it,
and one laid where it does harm asks first (laying). The warnings concern the family
deciding now (with 2 players, each player runs two families). Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from totemgame.games.totem_village.content import (
    ELDER,
    MEN,
    MM,
    MW,
    SPELL_PHASE,
    WOMEN,
    Spell,
    content,
    shown,
)
from totemgame.games.totem_village.forecast import Forecast, forecast, known_spells  # noqa: F401
from totemgame.games.totem_village.village import census_awards, disease_toll
from totemgame.i18n import _, pgettext
from totemgame.paths import load_data
from totemgame.text import join_and, words


@dataclass(frozen=True)
class Danger:
    """One warning for family `family`: `key` names it, `text` says it to the player, `fix`
    names a spell that would still prevent it ("" if none can now)."""

    family: int
    key: str  # "dies_out" | "no_elder" | "over_full" | "too_many"
    text: str
    fix: str = ""
    certain: bool = True  # False: only if the births go the wrong way
    spell: Spell | None = None  # the spell of the fix, while it can still be chosen or laid
    planned: bool = False  # a spell chosen and not laid yet prevents it once laid (the fix)


def _texts() -> dict[str, str]:
    return dict(load_data("totem-village")["warnings"])


def _hut_with(view: Any, f: int, kinds: tuple[int, ...]) -> int:
    """The first of family `f`'s huts (0-2) holding one of `kinds`, or -1."""
    for i in range(3):
        if any(view.huts[3 * f + i][k] for k in kinds):
            return i
    return -1


def _couple_hut(view: Any, f: int) -> int:
    for i in range(3):
        h = view.huts[3 * f + i]
        if any(h[k] for k in WOMEN) and any(h[k] for k in MEN):
            return i
    return -1


def castable(view: Any, f: int, spell: Spell) -> bool:
    """Whether family `f` can still lay `spell` on one of its huts this round."""
    stage = view.stage_name
    if stage == "choose" or (stage == "place" and view.opts.spells == "a"):
        used = {t[1] for t in view.tokens if t[0] == f} | set(view.chosen[f])
        if spell in used:
            return False
        cast = len(view.chosen[f]) + sum(1 for t in view.tokens if t[0] == f)
        return bool(cast < view.totem[f] or view.birds[f] > 0)
    if stage == "place":
        return spell in view.chosen[f]
    return False


def _fix(view: Any, f: int, key: str, fc: Forecast) -> tuple[str, Spell | None]:
    """What family `f` can still do to prevent `key`, in words, and the spell it takes
    (("", None) if nothing can now)."""
    t = _texts()
    arranging = view.stage_name == "arrange"
    if arranging and key == "dies_out" and fc.children == 0 and _couple_hut(view, f) < 0:
        return shown(t["fix_pair"]), None
    if view.stage_name.startswith("reveal") or key not in ("dies_out", "no_elder"):
        return "", None
    found = remedy(view, f, key, fc)
    if found is None:
        return "", None
    spell, hut = found
    name = _(content().spell_names[spell])
    text = words(t["fix_magic" if arranging else "fix_spell"], spell=name, hut=hut + 1)
    return text, None if arranging else spell


def remedy(view: Any, f: int, key: str, fc: Forecast | None = None) -> tuple[Spell, int] | None:
    """The spell family `f` can still cast on one of its huts (0-2) that prevents danger
    `key` ("dies_out" or "no_elder") once laid there, or None: the warning names it and the
    Hint chooses it. Girls or Boys on a couple's hut first, then Youth; each is tried laid."""
    fc = fc or forecast(view, f)
    options: list[tuple[Spell, tuple[int, ...]]] = []
    if key == "no_elder":
        options = [(Spell.YOUTH, (ELDER,))]
    elif key == "dies_out":
        need_women = fc.women_after == 0
        sex = Spell.GIRLS if need_women else Spell.BOYS
        options = [(Spell.YOUTH, (MW,) if need_women else (MM,))]
        if fc.children:
            options.insert(0, (sex, ()))
    else:
        return None
    arranging = view.stage_name == "arrange"
    for spell, kinds in options:
        if any(t[0] == f and t[1] is spell for t in view.tokens):
            continue  # laid already (and tried): a token each
        if not arranging and not castable(view, f, spell):
            continue
        hut = _couple_hut(view, f) if not kinds else _hut_with(view, f, kinds)
        if hut < 0:
            continue
        after = _plain(_laid(view, f, spell, 3 * f + hut), f)
        if not any(d.key == key or (key == "dies_out" and d.key in SERIOUS) for d in after):
            return spell, hut
    return None


def dangers(view: Any, f: int) -> list[Danger]:
    """The warnings for family `f` now (empty when its round looks safe), the spells the
    viewer chose and has not laid yet counted: one that would prevent a danger on one of
    `f`'s huts makes that danger planned (its fix says where to lay it)."""
    out = _plain(view, f)
    hand = in_hand(view)
    if not hand or not any(d.key in SERIOUS for d in out):
        return out
    return [_planned(view, f, d, hand) if d.key in SERIOUS else d for d in out]


def in_hand(view: Any) -> list[tuple[int, Spell]]:
    """The spells the viewer's families have chosen and not laid yet: (caster, spell). Any of
    them may go on any hut (own or another family's), so each can save any family."""
    if view.stage_name not in ("choose", "place") or view.opts.spells == "a":
        return []
    return [
        (g, sp)
        for g in range(view.families)
        if view.mine(g)
        for sp in view.chosen[g]
        if sp is not None
    ]


def _laid(view: Any, caster: int, spell: Spell, hut: int) -> _Shadow:
    """`view` with `spell` of `caster` face down on village hut `hut` (known to the caster)."""
    return _Shadow(view, (*view.tokens, (caster, spell, hut, False)))


def _planned(view: Any, f: int, d: Danger, hand: list[tuple[int, Spell]]) -> Danger:
    """`d` as it stands with the spells in hand: planned, with where to lay the spell that
    prevents it; unchanged when none does."""
    for caster, spell in hand:
        for i in range(3):
            after = _plain(_laid(view, caster, spell, 3 * f + i), f)
            if any(x.key in SERIOUS for x in after):
                continue
            name = _(content().spell_names[spell])
            fix = words(_texts()["fix_hand"], spell=name, hut=i + 1)
            laying = spell if view.stage_name == "place" else None  # its button glows
            return Danger(f, d.key, d.text, fix, d.certain, laying, planned=True)
    return d


def laying(view: Any, action: Any) -> str:
    """What to confirm before laying a spell on a hut of one of the viewer's families ("" when
    nothing): a spell that would make that family die out or lose its last elder (or make a
    likely death certain) where it is safe now."""
    if getattr(action, "kind", "") != "place" or view.actor < 0:
        return ""
    f = action.hut // 3
    if not view.mine(f):
        return ""
    now = {(d.key, d.certain) for d in _plain(view, f) if d.key in SERIOUS}
    after = [
        d
        for d in _plain(_laid(view, view.actor, action.spell, action.hut), f)
        if d.key in SERIOUS and (d.key, d.certain) not in now
    ]
    if not after:
        return ""
    name = _(content().spell_names[action.spell])
    said = " ".join(d.text for d in after)
    return words(_texts()["laying"], spell=name, hut=action.hut % 3 + 1, danger=said)


def _plain(view: Any, f: int) -> list[Danger]:
    """The warnings for family `f` from what lies on the huts (the spells in hand aside)."""
    if view.stage_name not in ("arrange", "choose", "place") and not view.stage_name.startswith(
        "reveal"
    ):
        return []
    if not view.size(f):
        return []
    t = _texts()
    c = content()
    out: list[Danger] = []
    name = family_words(view, f)
    if view.stage_name == "arrange":
        full = [(i + 1, n) for i in range(3) if (n := sum(view.huts[3 * f + i])) > c.hut_capacity]
        # With 2 players the family is named as on the board ("Your 1st family's hut 3").
        of = "_of" if view.players == 2 else ""
        if len(full) == 1:  # one line for all the full huts: the panel has few lines
            hut, n = full[0]
            text = words(t["over_full" + of], hut=hut, n=n, capacity=c.hut_capacity, family=name)
            out.append(Danger(f, "over_full", text))
        elif full:
            huts = _listed([str(h) for h, _n in full])
            ns = _listed([str(n) for _h, n in full])
            key = "over_full_many" + of
            text = words(t[key], huts=huts, ns=ns, capacity=c.hut_capacity, family=name)
            out.append(Danger(f, "over_full", text))
    fc = forecast(view, f)
    unsure = fc.children - fc.girls_sure - fc.boys_sure
    if not fc.women_after or not fc.men_after:
        missing = shown(t["women"] if not fc.women_after else t["men"])
        certain = unsure == 0
        text = words(t["dies_out" if certain else "dies_out_unless"], missing=missing, family=name)
        fix, spell = _fix(view, f, "dies_out", fc)
        out.append(Danger(f, "dies_out", text, fix, certain, spell))
    elif fc.elders_now and not fc.elders_after:
        fix, spell = _fix(view, f, "no_elder", fc)
        out.append(Danger(f, "no_elder", words(t["no_elder"], family=name), fix, True, spell))
    extra = fc.size_after - c.family_limit
    if extra > 0 and view.stage_name in ("arrange", "choose", "place"):
        out.append(Danger(f, "too_many", words(t["too_many"], n=extra, family=name), certain=False))
    return out


def reveal_saves(view: Any, f: int) -> list[Spell]:
    """Face-down spells of family `f` acting in this reveal phase that its forecast counts
    on: keeping them hidden would let a danger happen (Youth for an elder, Girls...)."""
    return [spell for spell, _g in reveal_saving(view, f)]


def reveal_saving(view: Any, f: int) -> list[tuple[Spell, int]]:
    """(spell, family it saves) for family `f`'s face-down spells acting in this reveal phase
    that one of the viewer's families counts on (with 2 players it may be the other one)."""
    stage = view.stage_name
    if not stage.startswith("reveal"):
        return []
    phase = int(stage[-1])
    mine = [t for t in view.tokens if t[0] == f and not t[3] and t[1] is not None]
    acting = [t for t in mine if SPELL_PHASE[t[1]] == phase]
    if not acting:
        return []
    saved: list[tuple[Spell, int]] = []
    for t in acting:
        hidden = tuple(x for x in view.tokens if x is not t)
        without = _Shadow(view, hidden)
        g = t[2] // 3
        if not view.mine(g):
            continue
        before = {d.key for d in _plain(view, g)}
        after = {d.key for d in _plain(without, g)}
        if after - before or cure_spares(view, t):
            saved.append((t[1], g))
    return saved


def cure_spares(view: Any, token: tuple[Any, ...]) -> int:
    """Villagers of `token`'s hut the Disease would spare if `token` were face up with the
    spells known there: a face-down cure under a revealed Disease keeps them alive only if it
    is revealed (a hidden spell does nothing)."""
    hut = token[2]
    spells = [x[1] for x in view.tokens if x[2] == hut and x[1] is not None and x[3]]
    if token[1] not in (Spell.MAJOR_CURE, Spell.MINOR_CURE) or Spell.DISEASE not in spells:
        return 0
    counts = view.huts[hut]
    return sum(disease_toll(counts, spells)) - sum(disease_toll(counts, [*spells, token[1]]))


class _Shadow:
    """`view` with other tokens (a spell left face down does nothing) or other huts."""

    def __init__(self, view: Any, tokens: tuple[Any, ...]) -> None:
        self._view = view
        self.tokens = tokens
        self.huts = view.huts

    def size(self, f: int) -> int:
        return sum(sum(h) for h in self.huts[3 * f : 3 * f + 3])

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


def family_words(view: Any, f: int, inside: bool = False) -> str:
    """ "Your family", or with two players "Your 1st family" / "Your 2nd family" (`inside` a
    sentence: "your family")."""
    t = _texts()
    said = shown(t["your_family"]) if view.players != 2 else words(t["family_n"], nth=_nth(f))
    return said[0].lower() + said[1:] if inside else said


def _nth(f: int) -> str:
    if f < 2:
        # TRANSLATORS: {nth} of "Your {nth} family" (a player's first of two families)
        return pgettext("family", "1st")
    # TRANSLATORS: {nth} of "Your {nth} family" (a player's second of two families)
    return pgettext("family", "2nd")


def _listed(items: list[str]) -> str:
    """'2', '2 and 3', '1, 2 and 3' (hut numbers, head counts)."""
    return join_and(items)


def own_dangers(view: Any) -> list[Danger]:
    """The warnings for the family deciding now, when the viewing seat runs it (with 2
    players the seat's other family is warned when it decides, in its own name)."""
    if view.actor < 0 or not view.mine(view.actor):
        return []
    return dangers(view, view.actor)


# The decisions that end a family's part of a step: confirmed when a danger stands.
GOING_ON = ("ready", "end_pick", "end_reveal", "pass")


def fix_spells(view: Any) -> set[Spell]:
    """The spells that would still prevent one of the viewer's dangers (their buttons glow)."""
    return {d.spell for d in own_dangers(view) if d.spell is not None}


def lines(view: Any) -> list[str]:
    """The warning lines the decision panel shows now (each danger with its fix)."""
    out = []
    for d in own_dangers(view):
        out.append(f"{d.text} {d.fix}".strip())
    return out + _hidden_saves(view) + census_tie(view)


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


def _hidden_saves(view: Any) -> list[str]:
    """A line per face-down spell of the deciding family that saves one of the viewer's
    families in this reveal phase, naming the family it saves."""
    if view.actor < 0 or not view.mine(view.actor):
        return []
    t = _texts()
    out = []
    for spell, g in reveal_saving(view, view.actor):
        name, family = _(content().spell_names[spell]), family_words(view, g, inside=True)
        token = next(x for x in view.tokens if x[0] == view.actor and x[1] is spell)
        if n := cure_spares(view, token):
            hut = token[2] % 3 + 1
            out.append(words(t["keep_hidden_cure"], spell=name, n=n, family=family, hut=hut))
        else:
            out.append(words(t["keep_hidden"], spell=name, family=family))
    return out


SERIOUS = ("dies_out", "no_elder")
