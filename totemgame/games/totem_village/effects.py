"""What a decision does in Totem Village: `apply` checks it (legality.py), makes its change
to the state (position.VillagePosition) and runs the round on until the next decision
(stages.advance)."""

from __future__ import annotations

from totemgame.engine.game import Action, Event, IllegalAction, Seat
from totemgame.games.totem_village import legality, stages
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
from totemgame.games.totem_village.content import KINDS, content
from totemgame.games.totem_village.position import VillagePosition
from totemgame.games.totem_village.resolve import snap


def apply(st: VillagePosition, seat: Seat, action: Action) -> list[Event]:
    """Play `action` for `seat`: its events, then those of the stages it sets going; raises
    IllegalAction (nothing changes) when legality.check refuses it."""
    why = legality.check(st, seat, action)
    if why is not None:
        raise IllegalAction(why)
    f = st.family_of(seat)
    events = act(st, f, action)
    return events + stages.advance(st)


def act(st: VillagePosition, f: int, action: Action) -> list[Event]:
    """What family `f`'s (legal) decision `action` changes, and its events."""
    c = content()
    base = 3 * f
    if isinstance(action, Move):
        k = KINDS.index(action.villager)
        st.huts[base + action.src][k] -= 1
        st.huts[base + action.dst][k] += 1
        return []
    if isinstance(action, Dismiss):
        st.huts[base + action.hut][KINDS.index(action.villager)] -= 1
        return [Event("dismissed", {**st.who(f), "kind": c.kind_names[action.villager]})]
    if isinstance(action, Ready):
        st.queue.remove(f)
        return [Event("arranged", st.who(f))]
    if isinstance(action, Pick):
        pay_for_spell(st, f)
        st.chosen[f].append(action.spell)
        return [
            Event(
                "spell_chosen_private",
                {"spell": c.spell_names[action.spell], "tag": st.tag(f)},
                visible_to=(st.owner[f],),
            )
        ]
    if isinstance(action, EndPick):
        return stages.leave(st, st.queue.pop(0))
    if isinstance(action, Place):
        return place(st, f, action)
    if isinstance(action, Pass):
        st.passed[f] = True
        st.queue.pop(0)
        return [Event("spell_passed", st.who(f))]
    if isinstance(action, Reveal):
        token = next(t for t in st.face_down(f) if t[1] is action.spell)
        token[3] = True
        owner = token[2] // 3
        params = {**st.who(f), "spell": c.spell_names[action.spell], "spell_id": action.spell.value,
                  "hut": token[2], "seat": st.owner[owner], "owner_tag": st.tag(owner)}  # fmt: skip
        return [Event("spell_revealed", params, barrier=True)]
    if isinstance(action, EndReveal):
        st.queue.pop(0)
        return []
    if isinstance(action, Starve):
        return starve(st, f, action)
    if isinstance(action, KeepYoung):
        h = base + action.hut
        st.kept[h][KINDS.index(action.villager)] += 1
        st.youth_left[h] -= 1
        return [Event("kept_young", {**st.who(f), "kind": c.kind_names[action.villager], "hut": h})]
    raise AssertionError(action)


def pay_for_spell(st: VillagePosition, f: int) -> None:
    if st.cast_count(f) >= st.totem[f]:
        st.birds[f] -= 1
        st.sacrificed[f] += 1


def place(st: VillagePosition, f: int, action: Place) -> list[Event]:
    c = content()
    if st.opts.spells == "a":
        pay_for_spell(st, f)
    else:
        st.chosen[f].remove(action.spell)
    st.tokens.append([f, action.spell, action.hut, False])
    owner = action.hut // 3
    where = {"hut": action.hut, "seat": st.owner[owner], "owner_tag": st.tag(owner)}
    private = Event("spell_placed_private", {**st.who(f), **where, "spell": c.spell_names[action.spell]},
                    visible_to=(st.owner[f],))  # fmt: skip
    others = tuple(s for s in range(st.players) if s != st.owner[f])
    if st.hidden_places:
        public = Event("spell_placed_secret", st.who(f), visible_to=others)
    else:
        public = Event("spell_placed", {**st.who(f), **where}, visible_to=others)
        if st.opts.spells != "b":
            # Round robin: one spell, then the next family in turn.
            st.queue.append(st.queue.pop(0))
    return [private, public]


def starve(st: VillagePosition, f: int, action: Starve) -> list[Event]:
    k = KINDS.index(action.villager)
    t = st.target
    if st.opts.meal == "b":
        st.nominations.append((f, k, action.hut))
        st.queue.append(st.queue.pop(0))
        return [
            Event(
                "starve_named",
                st.who(f),
                visible_to=tuple(s for s in range(st.players) if s != st.owner[f]),
            )
        ]
    st.huts[3 * t + action.hut][k] -= 1
    st.deficit[t] -= 1
    if st.opts.meal == "a":
        st.queue.append(st.queue.pop(0))
    return [
        Event(
            "starved",
            {
                **st.who(t),
                "kind": content().kind_names[action.villager],
                "hut": 3 * t + action.hut,
                **snap(st, t),
            },
        )
    ]
