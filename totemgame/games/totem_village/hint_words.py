"""Why a hinted Totem Village move is good, in the game's words: what it protects or gains
("keeps an elder in hut 2", "2 more hunters: food for 5 more villagers"), read from the
hinting seat's own view. Pure (no pygame); the texts are in [hints] of totem-village.toml."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from totemgame import i18n
from totemgame.engine.game import Action
from totemgame.games.totem_village import plan, village
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
    CHILDREN,
    ELDER,
    GIRL,
    HUNTERS,
    KINDS,
    MEN,
    MM,
    MW,
    WOMEN,
    Spell,
    content,
    shown,
)
from totemgame.games.totem_village.dangers import SERIOUS, dangers, family_words
from totemgame.games.totem_village.explain import move_words
from totemgame.games.totem_village.family_worth import target_layout
from totemgame.games.totem_village.forecast import forecast, known_spells
from totemgame.games.totem_village.saving import rescues
from totemgame.i18n import _, pgettext
from totemgame.paths import load_data
from totemgame.text import words


def _t() -> dict[str, str]:
    return dict(load_data("totem-village")["hints"])


def _kind(k: int) -> str:
    return _(content().kind_names[KINDS[k]])


def _spell(spell: Spell) -> str:
    return _(content().spell_names[spell])


def births_in(hut: list[int] | tuple[int, ...], spells: list[Spell]) -> int:
    """Children a hut will have (their number is certain; their sex is not)."""
    women = sum(hut[k] for k in WOMEN)
    men = sum(hut[k] for k in MEN)
    twins, infertile = village.cancelled(spells, Spell.TWINS, Spell.INFERTILITY)
    if not women or not men or infertile:
        return 0
    return women * (2 if twins else 1)


def family_births(view: Any, f: int, huts: list[list[int]] | None = None) -> int:
    huts = huts or [list(view.huts[3 * f + i]) for i in range(3)]
    return sum(births_in(huts[i], known_spells(view, 3 * f + i)) for i in range(3))


# A family named in a hint: the hint is worded where the players' names are not known (the
# AI's worker), so it carries a mark the table replaces with the family's name on the board.
FAMILY_MARK = re.compile(r"\[family (\d)\]")


def family_mark(f: int) -> str:
    return f"[family {f + 1}]"


def name_families(text: str, name: Callable[[int], str]) -> str:
    """`text` with each family mark replaced by `name(f)` (the board's "AI 1 · 1st family")."""
    return FAMILY_MARK.sub(lambda m: name(int(m.group(1)) - 1), text)


def named_for(text: str, names: Sequence[str]) -> str:
    """`text` with each family mark named for the seats `names` as the bands title them (with
    2 players seat s runs families s and s + 2: "Mia · 2nd family")."""
    players = len(names)

    def name(f: int) -> str:
        if players != 2:
            return names[f] if f < players else family_mark(f)
        # TRANSLATORS: after a player's name on a family's band (2 players: two families each)
        return names[f % 2] + (_(" · 1st family") if f < 2 else _(" · 2nd family"))

    return name_families(text, name)


def whose(view: Any, hut: int) -> str:
    """ "your hut 2", "your 2nd family's hut 2" (2 players, the other family of yours), or a
    rival's "[family 2]'s hut 2" (named as on the board by the table)."""
    t = _t()
    f, i = divmod(hut, 3)
    if view.mine(f) and (view.players != 2 or f == view.actor or view.actor < 0):
        return words(t["your_hut"], hut=i + 1)
    family = family_words(view, f, inside=True) if view.mine(f) else family_mark(f)
    return words(t["rival_hut"], hut=i + 1, family=family)


def instruction(action: Action, view: Any) -> str:
    """The move as an instruction ("Move a young man from hut 1 to hut 3")."""
    t = _t()
    if isinstance(action, Move):
        return words(
            t["do_move"], kind=_kind(KINDS.index(action.villager)), src=action.src + 1,
            dst=action.dst + 1,
        )  # fmt: skip
    if isinstance(action, Dismiss):
        return words(t["do_dismiss"], kind=_kind(KINDS.index(action.villager)), hut=action.hut + 1)
    if isinstance(action, Pick | Reveal):
        key = "do_pick" if isinstance(action, Pick) else "do_reveal"
        return words(t[key], spell=_spell(action.spell))
    if isinstance(action, Place):
        return words(t["do_place"], spell=_spell(action.spell), where=whose(view, action.hut))
    if isinstance(action, Starve | KeepYoung):
        key = "do_starve" if isinstance(action, Starve) else "do_keep"
        return words(t[key], kind=_kind(KINDS.index(action.villager)), hut=action.hut + 1)
    plain = {Ready: "do_ready", EndPick: "do_end_pick", EndReveal: "do_end_reveal", Pass: "do_pass"}
    return _(t[plain.get(type(action), "do_ready")])


OPPOSITE = {Spell.TWINS: Spell.INFERTILITY, Spell.INFERTILITY: Spell.TWINS}
CURES = (Spell.MAJOR_CURE, Spell.MINOR_CURE)


def _revealed(view: Any, hut: int) -> list[Spell]:
    """The spells face up on `hut` (a face-down cure protects nobody)."""
    return [x[1] for x in view.tokens if x[2] == hut and x[3] and x[1] is not None]


def _births_effect(
    h: list[int], known: list[Spell], spell: Spell, mine: bool, where: str
) -> tuple[float, str]:
    """Twins or Infertility on a hut: with the opposite spell there, it cancels that one
    (opposite spells cancel per hut whatever their numbers) instead of acting itself."""
    t = _t()
    others = [x for x in known if x is not spell]
    plain = births_in(h, others)
    after = births_in(h, [*others, spell])
    worth = 2.0 * (after - plain) if mine else 1.5 * (plain - after)
    if OPPOSITE[spell] in others:
        said = words(t["cancels"], spell=_spell(OPPOSITE[spell]), where=where, n=after, m=plain)
        return max(worth, 0.0), said
    key = "twins" if spell is Spell.TWINS else "infertility"
    return max(worth, 0.0), words(t[key], n=plain, where=where)


def _cured(h: list[int], cure: Spell, mine: bool, where: str) -> tuple[float, str]:
    """Disease on a hut where a cure is face up: a Major cure protects all, a Minor cure all
    but the children."""
    t = _t()
    dead = sum(village.disease_toll(h, [Spell.DISEASE, cure]))
    if not dead:
        return 0.0, words(t["disease_cured"], where=where, spell=_spell(cure))
    worth = 0.0 if mine else 1.0 * dead
    return worth, words(t["disease_minor"], n=dead, where=where, spell=_spell(cure))


def spell_effect(view: Any, f: int, spell: Spell, hut: int, where: str = "") -> tuple[float, str]:
    """(how much it matters, what `spell` on village hut `hut` does for family `f`);
    `where` names the hut (by default "your hut 2", "family 3's hut 1")."""
    t = _t()
    h = list(view.huts[hut])
    owner = hut // 3
    mine = view.mine(owner)
    where = where or whose(view, hut)
    n = sum(h)
    known = known_spells(view, hut)
    born = births_in(h, known)
    hunters = sum(h[k] for k in HUNTERS)
    if spell in (Spell.GIRLS, Spell.BOYS):
        # TRANSLATORS: {sex} of "the {n:baby} born in {where} will all be {sex}" (Girls spell)
        girls = pgettext("all born", "girls")
        # TRANSLATORS: {sex} of "the {n:baby} born in {where} will all be {sex}" (Boys spell)
        boys = pgettext("all born", "boys")
        sex = girls if spell is Spell.GIRLS else boys
        if not born:
            return 0.0, ""
        return (1.0 + born) if mine else 0.5, words(t["sex"], n=born, sex=sex, where=where)
    if spell in (Spell.TWINS, Spell.INFERTILITY):
        return _births_effect(h, known, spell, mine, where)
    if spell is Spell.PLENTY:
        return (1.5 * hunters if mine else 0.0), words(
            t["plenty"], n=hunters, fed=5 * village.claim(hunters), where=where
        )
    if spell is Spell.FAMINE:
        return (0.0 if mine else 1.2 * hunters), words(t["famine"], n=hunters, where=where)
    elder = words(t["with_elder" if h[ELDER] == 1 else "with_elders"], n=h[ELDER])
    elder = elder if h[ELDER] else ""
    if spell is Spell.DISEASE:
        cure = next((x for x in _revealed(view, hut) if x in CURES), None)
        if cure is not None:
            return _cured(h, cure, mine, where)
        return (0.0 if mine else 1.0 * n + 3 * h[ELDER]), words(
            t["disease"], n=n, where=where, elder=elder
        )
    if spell in (Spell.MAJOR_CURE, Spell.MINOR_CURE):
        safe = n if spell is Spell.MAJOR_CURE else n - sum(h[k] for k in CHILDREN)
        return (0.8 * safe + 3 * h[ELDER] if mine else 0.0), words(
            t["cure"], n=safe, where=where, elder=elder
        )
    # Youth: the owner keeps one villager from ageing: an elder from dying, first of all.
    if not mine:
        return 0.0, ""
    lost_elder = any(d.key == "no_elder" for d in dangers(view, owner))
    # Other Youths known on the hut keep its elders first (this family has one Youth token).
    kept = sum(1 for x in view.tokens if x[2] == hut and x[1] is Spell.YOUTH and x[0] != f)
    if h[ELDER] > kept:
        key = "youth_last_elder" if lost_elder else "youth_elder"
        return (12.0 if lost_elder else 3.0), words(t[key], where=where, n=h[ELDER])
    mature = next((k for k in (MW, MM) if h[k]), -1)
    if mature >= 0:
        return 1.0, words(t["youth_mature"], kind=_kind(mature), where=where)
    return 0.0, ""


def _saves(view: Any, action: Pick | Place) -> str:
    """The reason of a spell that keeps one of the viewer's families from dying out at
    Ageing (the warning's danger), "" if it does not; a spell chosen is said for the hut the
    plan lays it on."""
    hut = (
        action.hut if isinstance(action, Place) else plan.hut_for(view, view.actor, action.spell)[1]
    )
    if not rescues(view, action.spell, hut):
        return ""
    said = spell_effect(view, view.actor, action.spell, hut)[1]
    if action.spell is Spell.YOUTH:  # it keeps the missing woman or man, not an elder
        kind = MW if not forecast(view, hut // 3).women_after else MM
        said = words(_t()["youth_mature"], kind=_kind(kind), where=whose(view, hut))
    family = family_words(view, hut // 3, inside=True)
    # The panel warns only about the family deciding: for the other, no warning to point to.
    key = "saves_family" if hut // 3 == view.actor else "saves_other_family"
    return words(_t()[key], family=family, effect=said)


def _planned_hut(view: Any, f: int, spell: Spell) -> str:
    """What `spell` does on the hut the plan lays it on (the hut the hint to lay it names)."""
    return spell_effect(view, f, spell, plan.hut_for(view, f, spell)[1])[1]


def _paid(view: Any, f: int, action: Action, why: str) -> str:
    """`why`, and what the spell costs when it takes a bird (one spell per totem piece is free)."""
    paying = isinstance(action, Pick) or (isinstance(action, Place) and view.opts.spells == "a")
    if not paying or f < 0 or not plan.costs_bird(view, f):
        return why
    return words(_t()["costs_bird"], why=why, left=view.birds[f] - 1)


def _nothing_more(view: Any, f: int, key: str) -> str:
    """Done choosing (or Pass): another spell would cost a bird, or none would add anything;
    with no warning standing for the family, it says there is nothing to fear at Ageing."""
    t = _t()
    n = len(view.chosen[f]) + sum(1 for x in view.tokens if x[0] == f) if f >= 0 else 0
    if f < 0 or plan.costs_bird(view, f):
        birds = view.birds[f] if f >= 0 else 0
        return words(t.get(f"{key}_last_bird" if birds == 1 else key, t[key]), n=n, birds=birds)
    used = set(view.chosen[f]) | {x[1] for x in view.tokens if x[0] == f}
    left = [sp for sp in Spell if sp not in used]
    if any(plan.hut_for(view, f, sp)[0] > plan.ADDS for sp in left):
        return words(t["little_more"], n=n)
    safe = not any(d.key in SERIOUS for d in dangers(view, f))
    return words(t["nothing_to_fear" if safe else "nothing_more"], n=n)


def _arrange_reason(view: Any, f: int, action: Action) -> str:
    t = _t()
    huts = [list(view.huts[3 * f + i]) for i in range(3)]
    before = family_births(view, f, huts)
    if isinstance(action, Ready):
        keep = [d for d in dangers(view, f) if d.key != "too_many"]
        return words(t["ready_births" if not keep else "ready_anyway"], n=before)
    if isinstance(action, Dismiss):
        return shown(t["dismiss"])
    assert isinstance(action, Move)
    k = KINDS.index(action.villager)
    after_huts = [list(h) for h in huts]
    after_huts[action.src][k] -= 1
    after_huts[action.dst][k] += 1
    after = family_births(view, f, after_huts)
    if after > before:
        return words(t["more_children"], n=after - before, total=after)
    if sum(huts[action.src]) > content().hut_capacity:
        return words(t["room"], hut=action.src + 1)
    final = family_births(view, f, target_layout([sum(c) for c in zip(*huts, strict=True)]))
    if final > after:
        return words(t["step"], final=final, now=before)
    if sum(huts[action.src]) - 1 > sum(huts[action.dst]):
        return words(t["spread"], total=after)
    return words(t["same"], total=after)


def _starve_reason(view: Any, action: Starve) -> str:
    t = _t()
    k = KINDS.index(action.villager)
    if not view.mine(view.target):
        return shown(t["starve_rival"])
    if k in (MW, MM):
        return words(t["starve_mature"], kind=_kind(k))
    if k in (GIRL, BOY):
        return words(t["starve_child"], kind=_kind(k))
    return words(t["starve_other"], kind=_kind(k))


def reason(view: Any, action: Action) -> str:
    """Why `action` is good for the deciding family, in the game's words."""
    t = _t()
    f = view.actor
    if isinstance(action, Move | Dismiss | Ready):
        return _arrange_reason(view, f, action)
    if isinstance(action, Pick | Place) and (saved := _saves(view, action)):
        return _paid(view, f, action, saved)
    if isinstance(action, Pick):
        return _paid(view, f, action, _planned_hut(view, f, action.spell) or shown(t["pick"]))
    if isinstance(action, EndPick):
        return _nothing_more(view, f, "end_pick")
    if isinstance(action, Place):
        that_hut = shown(t["that_hut"])
        said = spell_effect(view, f, action.spell, action.hut, that_hut)[1]
        said = said or shown(t["pick" if view.opts.spells == "a" else "lay_anyway"])
        return _paid(view, f, action, said)
    if isinstance(action, Reveal):
        hut = next((x[2] for x in view.tokens if x[0] == f and x[1] is action.spell), -1)
        said = spell_effect(view, f, action.spell, hut)[1] if hut >= 0 else ""
        return words(t["reveal"], effect=said) if said else shown(t["pick"])
    if isinstance(action, EndReveal):
        return shown(t["end_reveal"])
    if isinstance(action, Pass):
        return _nothing_more(view, f, "pass")
    if isinstance(action, Starve):
        return _starve_reason(view, action)
    if isinstance(action, KeepYoung):
        k = KINDS.index(action.villager)
        return shown(t["keep_elder"]) if k == ELDER else words(t["keep_other"], kind=_kind(k))
    return ""


def hint(view: Any, action: Action) -> str:
    """The Hint button's line: the move, then why."""
    why = reason(view, action)
    if not why:
        return instruction(action, view)
    # TRANSLATORS: the Hint line: the move, then why it is good
    return _("{move}: {why}").format(move=instruction(action, view), why=why)


def in_language(view: Any, action: Action, reason: str) -> str:
    """The hint's line in the player's language: the AI's worker, its own process, words
    `reason` in English, so another language words it again here from the same view."""
    if i18n.current() == i18n.DEFAULT:
        return reason
    return hint(view, action) or move_words(action, view.actor) or reason
