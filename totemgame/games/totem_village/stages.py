"""The round's stages: who decides next and when the automatic resolutions (resolve.py) run,
as functions of the state (position.VillagePosition). `advance` runs the automatic stages until
a family must decide; effects.py applies the decisions.
"""

from __future__ import annotations

from totemgame.engine.game import Event
from totemgame.games.totem_village import resolve
from totemgame.games.totem_village.content import KINDS, Spell, content
from totemgame.games.totem_village.legality import legal
from totemgame.games.totem_village.position import VillagePosition
from totemgame.games.totem_village.resolve import snap

# -- helpers -----------------------------------------------------------------------


def clear_round(st: VillagePosition) -> None:
    """Empty the fields that last one round (spells, starvation, Youth), for the next."""
    n = st.families
    st.chosen = [[] for _ in range(n)]
    st.tokens = []
    st.sacrificed = [0] * n
    st.passed = [False] * n
    st.elder_hit = [False] * n
    st.target = -1
    st.deficit = [0] * n
    st.nominations = []
    st.youth_left = [0] * (3 * n)
    st.kept = [[0] * 7 for _ in range(3 * n)]
    st.hidden_places = False


# -- the driver --------------------------------------------------------------------


def advance(st: VillagePosition) -> list[Event]:
    """Run automatic stages until a family must decide or the game is over."""
    events: list[Event] = []
    while not st.over:
        while st.queue and not still_deciding(st, st.queue[0]):
            events += leave(st, st.queue.pop(0))
        if st.queue:
            return events
        if st.stage_name == "starve" and next_target(st, events):
            continue
        if st.stage >= 0:
            events += finish_stage(st)
        if st.over:
            break
        st.stage += 1
        if st.stage >= 15:
            st.stage = 0
        events += start_stage(st)
    st.queue = []
    return events


def still_deciding(st: VillagePosition, f: int) -> bool:
    stage = st.stage_name
    if stage == "choose":
        return st.may_cast_more(f)
    if stage == "place":
        if st.opts.spells == "a":
            return not st.passed[f] and st.may_cast_more(f)
        return bool(st.chosen[f])
    if stage == "starve":
        return st.deficit[st.target] > len(st.nominations) and bool(legal(st, f))
    if stage == "youth":
        return bool(legal(st, f))
    return True


def leave(st: VillagePosition, f: int) -> list[Event]:
    """A family's part of a stage is over. Spells are chosen one after another, face down
    in front of the chooser, sacrificed birds removed at once (rulebook 4.2): the later
    choosers see how many spells this family took and the birds it gave, never which."""
    if st.stage_name == "choose" and st.opts.spells != "b":
        return spells_chosen(st, [f])
    return []


def spells_chosen(st: VillagePosition, families: list[int]) -> list[Event]:
    """How many spells each of `families` casts and how many birds it sacrificed."""
    return [
        Event(
            "spells_chosen",
            {**st.who(f), "count": len(st.chosen[f]), "birds": st.sacrificed[f]},
        )
        for f in families
        if st.chosen[f] or st.sacrificed[f]
    ]


# -- stages --------------------------------------------------------------------------


def start_stage(st: VillagePosition) -> list[Event]:
    stage = st.stage_name
    order = st.order()
    events: list[Event] = []
    if stage == "arrange":
        st.round += 1
        events.append(Event("round_start", {"round": st.round, **st.who(st.start)}))
        events += resolve.replace_families(st)
        st.queue = [f for f in order if st.size(f)]
    elif stage == "choose":
        if st.opts.spells != "a":
            st.queue = [f for f in order if st.may_cast_more(f)]
    elif stage == "place":
        st.hidden_places = st.opts.spells == "b"
        st.queue = order[:] if st.opts.spells == "a" else [f for f in order if st.chosen[f]]
    elif stage.startswith("reveal"):
        st.queue = [f for f in order if st.face_down(f)]
    elif stage == "starve":
        st.target = -1
    elif stage == "youth":
        for t in st.tokens:
            if t[3] and t[1] is Spell.YOUTH:
                st.youth_left[t[2]] += 1
        st.queue = [f for f in order if any(st.youth_left[3 * f + i] for i in range(3))]
    if stage in ("arrange", "choose", "births", "hunt", "meal", "disease", "ageing", "totem"):
        # Every family as the phase begins: the table's step-by-step replay starts here.
        snaps = [snap(st, f)["snap"] for f in range(st.families)]
        params = {"phase": st.phase, "name": content().phase_names[st.phase]}
        # After "Round N begins" (the log reads the round, then its first phase).
        at = 1 if stage == "arrange" else 0
        events.insert(at, Event("phase", {**params, "snaps": snaps}))
    return events


def finish_stage(st: VillagePosition) -> list[Event]:
    stage = st.stage_name
    events: list[Event] = []
    if stage == "choose" and st.opts.spells == "b":
        # Spells B: everyone writes in secret; the counts are public only now.
        events += spells_chosen(st, st.order())
    if stage == "place" and st.hidden_places:
        st.hidden_places = False
        events.append(Event("spells_shown", {}))
    elif stage == "births":
        events += resolve.births(st)
    elif stage == "hunt":
        events += resolve.hunt(st)
    elif stage == "meal":
        events += resolve.meal(st)
    elif stage == "starve":
        events += resolve.enclosure(st)
    elif stage == "disease":
        events += resolve.disease(st)
    elif stage == "ageing":
        events += resolve.ageing(st)
    elif stage == "totem":
        events += resolve.census(st)
        if not st.over:
            st.start = (st.start + 1) % st.families
            clear_round(st)
        return events
    return events + resolve.check_families(st)


def next_target(st: VillagePosition, events: list[Event]) -> bool:
    """Starvation: finish the current family and set up the choosers for the next one."""
    if st.target >= 0:
        events += apply_nominations(st)
        st.deficit[st.target] = 0
    order = st.order()
    later = order[order.index(st.target) + 1 :] if st.target >= 0 else order
    for t in later:
        if st.deficit[t] > 0:
            st.target = t
            if st.opts.meal == "base":
                st.queue = [t]
            else:
                st.queue = [g for g in order if st.owner[g] != st.owner[t]]
            return True
    return False


def apply_nominations(st: VillagePosition) -> list[Event]:
    events: list[Event] = []
    t = st.target
    names = content().kind_names
    for _, k, i in st.nominations:
        h = 3 * t + i
        if not st.huts[h][k]:
            present = [
                (j, kk) for j in range(3) for kk in range(7) for _ in range(st.huts[3 * t + j][kk])
            ]
            if not present:
                break
            i, k = st.rng.choice(present)
            h = 3 * t + i
        st.huts[h][k] -= 1
        events.append(
            Event(
                "starved",
                {**st.who(t), "kind": names[KINDS[k]], "hut": h, **snap(st, t)},
                barrier=True,
            )
        )
    st.nominations = []
    return events
