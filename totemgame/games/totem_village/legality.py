"""Totem Village's legality: the decisions a family may take in the current stage (legal,
allowed), the seat's legal actions, and why a move is refused in the game's words (check,
why_not), all read from the state (position.VillagePosition)."""

from __future__ import annotations

from totemgame.engine.game import Action, Seat
from totemgame.engine.refusal import Refusal, refused
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
from totemgame.games.totem_village.board import k_i
from totemgame.games.totem_village.content import ELDER, KINDS, SPELL_PHASE, SPELLS, content
from totemgame.games.totem_village.position import VillagePosition


def legal_actions(st: VillagePosition, seat: Seat) -> list[Action]:
    """What `seat` may play now (nothing when it is not its decision)."""
    f = st.family_of(seat)
    return [] if f < 0 else legal(st, f)


def check(st: VillagePosition, seat: Seat, action: Action) -> Refusal | None:
    """Why `seat` may not play `action` now, in the game's words; None if it may."""
    reasons = content().reasons
    if st.over:
        return refused(reasons["over"])
    if seat not in st.to_move():
        return refused(reasons["not_yours"])
    f = st.family_of(seat)
    if allowed(st, f, action):
        return None
    return why_not(st, f, action)


def allowed(st: VillagePosition, f: int, action: Action) -> bool:
    """Whether `action` is legal for `f` (the long lists are checked without building them)."""
    stage = st.stage_name
    if isinstance(action, Move) and stage == "arrange":
        c = content()
        huts = st.family_huts(f)
        src, dst = action.src, action.dst
        return (
            st.size(f) <= c.family_limit
            and 0 <= src < 3
            and 0 <= dst < 3
            and src != dst
            and huts[src][k_i(action.villager)] > 0
            and sum(huts[dst]) < c.hut_capacity
        )
    if isinstance(action, Place) and stage == "place":
        if not 0 <= action.hut < 3 * st.families:
            return False
        if st.opts.spells == "a":
            return action.spell not in st.used_spells(f)
        return action.spell in st.chosen[f]
    return action in legal(st, f)


def legal(st: VillagePosition, f: int) -> list[Action]:
    """The legal decisions of family `f` in the current stage."""
    stage = st.stage_name
    c = content()
    out: list[Action] = []
    if stage == "arrange":
        huts = st.family_huts(f)
        total = st.size(f)
        if total > c.family_limit:
            return [Dismiss(k, i) for i in range(3) for k in KINDS if huts[i][k_i(k)]]
        for i in range(3):
            for k in KINDS:
                if huts[i][k_i(k)]:
                    out += [
                        Move(k, i, j) for j in range(3) if j != i and sum(huts[j]) < c.hut_capacity
                    ]
        if all(sum(h) <= c.hut_capacity for h in huts):
            out.append(Ready())
        return out
    if stage == "choose":
        used = st.used_spells(f)
        return [Pick(s) for s in SPELLS if s not in used] + [EndPick()]
    if stage == "place":
        every = range(3 * st.families)
        if st.opts.spells == "a":
            used = st.used_spells(f)
            return [Place(s, h) for s in SPELLS if s not in used for h in every] + [Pass()]
        return [Place(s, h) for s in dict.fromkeys(st.chosen[f]) for h in every]
    if stage.startswith("reveal"):
        phase = int(stage[-1])
        out = [Reveal(t[1]) for t in st.face_down(f) if SPELL_PHASE[t[1]] == phase]
        return out + [EndReveal()]
    if stage == "starve":
        target = st.family_huts(st.target)
        elders_ok = st.opts.meal != "base"
        return [
            Starve(k, i)
            for i in range(3)
            for k in KINDS
            if target[i][k_i(k)] and (elders_ok or k_i(k) != ELDER)
        ]
    if stage == "youth":
        for i in range(3):
            h = 3 * f + i
            if st.youth_left[h] > 0:
                out += [KeepYoung(k, i) for k in KINDS if st.huts[h][k_i(k)] > st.kept[h][k_i(k)]]
        return out
    return out


def why_not(st: VillagePosition, f: int, action: Action) -> Refusal:
    """The reason `action` (not allowed for family `f` now) is refused, as precise as the
    stage allows; the game's words from the [reasons] table."""
    c = content()
    reasons = c.reasons
    stage = st.stage_name
    kinds = {
        "arrange": (Move, Dismiss, Ready),
        "choose": (Pick, EndPick),
        "place": (Place, Pass),
        "starve": (Starve,),
        "youth": (KeepYoung,),
    }.get(stage, (Reveal, EndReveal) if stage.startswith("reveal") else ())
    if not isinstance(action, kinds):
        return refused(reasons["not_now"], phase=c.phase_names[st.phase])
    limit, capacity = c.family_limit, c.hut_capacity
    huts = st.family_huts(f)
    if isinstance(action, Move):
        if st.size(f) > limit:
            return refused(reasons["too_big"], limit=limit)
        if not (0 <= action.src < 3 and 0 <= action.dst < 3) or action.src == action.dst:
            return refused(reasons["own_huts"])
        if not huts[action.src][k_i(action.villager)]:
            return refused(reasons["nobody_there"], kind=c.kind_names[action.villager])
        return refused(reasons["hut_full"], capacity=capacity)
    if isinstance(action, Dismiss):
        if st.size(f) <= limit:
            return refused(reasons["not_too_big"], limit=limit)
        if not 0 <= action.hut < 3:
            return refused(reasons["own_huts"])
        return refused(reasons["nobody_there"], kind=c.kind_names[action.villager])
    if isinstance(action, Ready):
        if st.size(f) > limit:
            return refused(reasons["too_big"], limit=limit)
        return refused(reasons["crowded"], capacity=capacity)
    if isinstance(action, Pick):
        return refused(reasons["spell_used"])
    if isinstance(action, Place):
        if not 0 <= action.hut < 3 * st.families:
            return refused(reasons["no_hut"])
        return refused(reasons["spell_used" if st.opts.spells == "a" else "not_chosen"])
    if isinstance(action, Reveal):
        return refused(reasons["not_revealable"])
    if isinstance(action, Starve):
        return refused(reasons["not_starving"])
    if isinstance(action, KeepYoung):
        return refused(reasons["not_youth"])
    return refused(reasons["not_allowed"])
