"""The automatic parts of a round: births, hunt, meal, disease, ageing, wiped-out families,
the elders rule (an event) and the census, each a function of the state
(position.VillagePosition) returning its events. Each reads the rulebook's phase."""

from __future__ import annotations

from typing import Any

from totemgame.engine.game import Event
from totemgame.games.totem_village import scoring, village
from totemgame.games.totem_village.board import spread
from totemgame.games.totem_village.content import Spell, content
from totemgame.games.totem_village.position import VillagePosition


def snap(st: VillagePosition, f: int) -> dict[str, Any]:
    """{"snap": family f as it stands now}: the table replays a phase step by step from
    these (the board would otherwise jump to the end of the round at once)."""
    huts = [n for h in st.family_huts(f) for n in h]
    return {"snap": [f, huts, st.birds[f], st.totem[f]]}


def births(st: VillagePosition) -> list[Event]:
    events = []
    for f in st.order():
        girls = boys = 0
        for h in range(3 * f, 3 * f + 3):
            g, b = village.births(st.huts[h], st.revealed_on(h), st.rng)
            st.huts[h][0] += g
            st.huts[h][1] += b
            girls, boys = girls + g, boys + b
        if girls or boys:
            events.append(
                Event(
                    "births",
                    {**st.who(f), "girls": girls, "boys": boys, **snap(st, f)},
                    barrier=True,
                )
            )
    return events


def hunt(st: VillagePosition) -> list[Event]:
    c = content()
    hunters = [
        sum(village.hunters_in(st.huts[h], st.revealed_on(h)) for h in range(3 * f, 3 * f + 3))
        for f in range(st.families)
    ]
    claims = [village.claim(n, c.hunters_per_bird) for n in hunters]
    got = village.share_catch(claims, st.order(), c.catch[st.families])
    events = []
    for f in st.order():
        st.birds[f] += got[f]
        events.append(
            Event(
                "hunt",
                {**st.who(f), "hunters": hunters[f], "birds": got[f], **snap(st, f)},
            )
        )
    return events


def meal(st: VillagePosition) -> list[Event]:
    events = []
    for f in st.order():
        n = st.size(f)
        if not n:
            continue
        eaten, missing = village.meal(n, st.birds[f], content().eaters_per_bird)
        st.birds[f] -= eaten
        st.deficit[f] = missing
        events.append(
            Event("meal", {**st.who(f), "eaten": eaten, "missing": missing, **snap(st, f)})
        )
    return events


def enclosure(st: VillagePosition) -> list[Event]:
    limit = content().enclosure_limit
    events = []
    for f in st.order():
        if st.birds[f] > limit:
            st.birds[f] = limit
            events.append(Event("enclosure", {**st.who(f), **snap(st, f)}))
    return events


def disease(st: VillagePosition) -> list[Event]:
    events = []
    for f in st.order():
        dead = 0
        for h in range(3 * f, 3 * f + 3):
            spells = st.revealed_on(h)
            toll = village.disease_toll(st.huts[h], spells)
            people = sum(st.huts[h])
            if Spell.DISEASE in spells and not sum(toll) and people > 0:
                events.append(Event("cured", {**st.who(f), "hut": h}))
            st.huts[h] = [n - d for n, d in zip(st.huts[h], toll, strict=True)]
            dead += sum(toll)
        if dead:
            events.append(Event("disease", {**st.who(f), "dead": dead, **snap(st, f)}))
    return events


def ageing(st: VillagePosition) -> list[Event]:
    events = []
    for f in st.order():
        died = 0
        for h in range(3 * f, 3 * f + 3):
            st.huts[h], d = village.age_hut(st.huts[h], st.kept[h])
            died += d
        if st.size(f):
            events.append(Event("aged", {**st.who(f), "died": died, **snap(st, f)}))
    return events


def check_families(st: VillagePosition) -> list[Event]:
    """Wiped-out families leave the board; the elders rule strikes a family whose elder
    count has just dropped to zero (an event: "n'a plus de pions aînés ... immédiatement")."""
    events: list[Event] = []
    for f in st.order():
        huts = st.family_huts(f)
        if st.size(f) and not village.can_grow(huts):
            # Its elders leave with it, and that is the loss of its last elder (decisions,
            # 8. Totem: "a family wiped out while it has elders loses them, and so a
            # piece"). Elders made at this Ageing count too: 0 -> 2 -> 0 is a drop to zero
            # (revised turn 3), though none stood at the check before Ageing.
            st.elder_on_board[f] = st.elder_on_board[f] or village.has_elder(huts)
            for h in range(3 * f, 3 * f + 3):
                st.huts[h] = [0] * 7
            st.birds[f] = 0
            st.wiped[f] = True
            events.append(Event("wiped_out", {**st.who(f), **snap(st, f)}))
        events += elders_rule(st, f)
    return events


def elders_rule(st: VillagePosition, f: int) -> list[Event]:
    """A family that had an elder and now has none loses a piece at once (never the first;
    all of them under Totem A) and carves nothing this round. Staying without an elder
    costs nothing more until the family has an elder again and loses it."""
    had, has = st.elder_on_board[f], village.has_elder(st.family_huts(f))
    st.elder_on_board[f] = has
    if not had or has:
        return []
    st.elder_hit[f] = True
    before = st.totem[f]
    st.totem[f] = 0 if st.opts.totem_a else max(1, before - 1)
    # At its first piece the totem cannot lose more: only this round's carving.
    key = "elder_lost" if st.totem[f] < before else "elder_lost_kept"
    return [Event(key, {**st.who(f), "height": st.totem[f], **snap(st, f)})]


def replace_families(st: VillagePosition) -> list[Event]:
    c = content()
    events = []
    for f in st.order():
        if st.size(f) == 0:
            counts = c.replacement_village if st.opts.village else c.replacement
            birds = c.replacement_village_birds if st.opts.village else c.replacement_birds
            st.huts[3 * f : 3 * f + 3] = spread(counts)
            st.birds[f] = birds
            # "1 élément de totem": the totem keeps its height, but at least one piece.
            st.totem[f] = max(1, st.totem[f])
            st.wiped[f] = False
            events.append(Event("replacement", {**st.who(f), **snap(st, f)}))
    return events + check_families(st)


def census(st: VillagePosition) -> list[Event]:
    """Phase 8: the largest families carve a piece (none struck by the elders rule this round),
    the smallest get a bird; then the game may end (scoring.game_end)."""
    c = content()
    sizes = [st.size(f) for f in range(st.families)]
    pieces, birds = village.census_awards(sizes, st.opts.totem_b)
    events = [Event("census", {"sizes": ", ".join(str(s) for s in sizes), "counts": sizes})]
    for f in st.order():
        if f in pieces:
            if st.elder_hit[f]:
                events.append(Event("totem_blocked", st.who(f)))
            else:
                st.totem[f] = min(c.totem_goal, st.totem[f] + 1)
                events.append(
                    Event("totem_piece", {**st.who(f), "height": st.totem[f], **snap(st, f)})
                )
        if f in birds:
            st.birds[f] += 1
            events.append(Event("consolation", {**st.who(f), **snap(st, f)}))
    return events + scoring.game_end(st, sizes)
