"""The round's stages: who decides next, what each action does, and when the automatic
resolutions (resolve.py) run. `Stages` builds on the village's fields (board.Board) through
Resolutions; VillageState (rules.py) builds on it and adds the game's contract.
"""

from __future__ import annotations

from totemgame.engine.game import Action, Event
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
from totemgame.games.totem_village.content import KINDS, Spell, content
from totemgame.games.totem_village.resolve import Resolutions


class Stages(Resolutions):
    """The stage machine of one round (see board.STAGES); VillageState builds on it."""

    __slots__ = ()

    # -- helpers -----------------------------------------------------------------------
    def _clear_round(self) -> None:
        n = self.families
        self.chosen = [[] for _ in range(n)]
        self.tokens = []
        self.sacrificed = [0] * n
        self.passed = [False] * n
        self.elder_hit = [False] * n
        self.target = -1
        self.deficit = [0] * n
        self.nominations = []
        self.youth_left = [0] * (3 * n)
        self.kept = [[0] * 7 for _ in range(3 * n)]
        self.hidden_places = False

    # -- the driver --------------------------------------------------------------------
    def _advance(self) -> list[Event]:
        """Run automatic stages until a family must decide or the game is over."""
        events: list[Event] = []
        while not self.over:
            while self.queue and not self._still_deciding(self.queue[0]):
                events += self._leave(self.queue.pop(0))
            if self.queue:
                return events
            if self.stage_name == "starve" and self._next_target(events):
                continue
            if self.stage >= 0:
                events += self._finish_stage()
            if self.over:
                break
            self.stage += 1
            if self.stage >= 15:
                self.stage = 0
            events += self._start_stage()
        self.queue = []
        return events

    def _still_deciding(self, f: int) -> bool:
        stage = self.stage_name
        if stage == "choose":
            return self.may_cast_more(f)
        if stage == "place":
            if self.opts.spells == "a":
                return not self.passed[f] and self.may_cast_more(f)
            return bool(self.chosen[f])
        if stage == "starve":
            return self.deficit[self.target] > self._nominated() and bool(self.legal(f))
        if stage == "youth":
            return bool(self.legal(f))
        return True

    def _leave(self, f: int) -> list[Event]:
        """A family's part of a stage is over. Spells are chosen one after another, face down
        in front of the chooser, sacrificed birds removed at once (rulebook 4.2): the later
        choosers see how many spells this family took and the birds it gave, never which."""
        if self.stage_name == "choose" and self.opts.spells != "b":
            return self._spells_chosen([f])
        return []

    def _spells_chosen(self, families: list[int]) -> list[Event]:
        """How many spells each of `families` casts and how many birds it sacrificed."""
        return [
            Event(
                "spells_chosen",
                {**self.who(f), "count": len(self.chosen[f]), "birds": self.sacrificed[f]},
            )
            for f in families
            if self.chosen[f] or self.sacrificed[f]
        ]

    def _nominated(self) -> int:
        return len(self.nominations)

    # -- stages --------------------------------------------------------------------------
    def _start_stage(self) -> list[Event]:
        stage = self.stage_name
        order = self.order()
        events: list[Event] = []
        if stage == "arrange":
            self.round += 1
            events.append(Event("round_start", {"round": self.round, **self.who(self.start)}))
            events += self._replace_families()
            self.queue = [f for f in order if self.size(f)]
        elif stage == "choose":
            if self.opts.spells != "a":
                self.queue = [f for f in order if self.may_cast_more(f)]
        elif stage == "place":
            self.hidden_places = self.opts.spells == "b"
            self.queue = (
                order[:] if self.opts.spells == "a" else [f for f in order if self.chosen[f]]
            )
        elif stage.startswith("reveal"):
            self.queue = [f for f in order if self.face_down(f)]
        elif stage == "starve":
            self.target = -1
        elif stage == "youth":
            for t in self.tokens:
                if t[3] and t[1] is Spell.YOUTH:
                    self.youth_left[t[2]] += 1
            self.queue = [f for f in order if any(self.youth_left[3 * f + i] for i in range(3))]
        if stage in ("arrange", "choose", "births", "hunt", "meal", "disease", "ageing", "totem"):
            # Every family as the phase begins: the table's step-by-step replay starts here.
            snaps = [self.snap(f)["snap"] for f in range(self.families)]
            params = {"phase": self.phase, "name": content().phase_names[self.phase]}
            # After "Round N begins" (the log reads the round, then its first phase).
            at = 1 if stage == "arrange" else 0
            events.insert(at, Event("phase", {**params, "snaps": snaps}))
        return events

    def _finish_stage(self) -> list[Event]:
        stage = self.stage_name
        events: list[Event] = []
        if stage == "choose" and self.opts.spells == "b":
            # Spells B: everyone writes in secret; the counts are public only now.
            events += self._spells_chosen(self.order())
        if stage == "place" and self.hidden_places:
            self.hidden_places = False
            events.append(Event("spells_shown", {}))
        elif stage == "births":
            events += self._births()
        elif stage == "hunt":
            events += self._hunt()
        elif stage == "meal":
            events += self._meal()
        elif stage == "starve":
            events += self._enclosure()
        elif stage == "disease":
            events += self._disease()
        elif stage == "ageing":
            events += self._ageing()
        elif stage == "totem":
            events += self._census()
            if not self.over:
                self.start = (self.start + 1) % self.families
                self._clear_round()
            return events
        return events + self._check_families()

    # -- actions -------------------------------------------------------------------------
    def _act(self, f: int, action: Action) -> list[Event]:
        c = content()
        base = 3 * f
        if isinstance(action, Move):
            k = KINDS.index(action.villager)
            self.huts[base + action.src][k] -= 1
            self.huts[base + action.dst][k] += 1
            return []
        if isinstance(action, Dismiss):
            self.huts[base + action.hut][KINDS.index(action.villager)] -= 1
            return [Event("dismissed", {**self.who(f), "kind": c.kind_names[action.villager]})]
        if isinstance(action, Ready):
            self.queue.remove(f)
            return [Event("arranged", self.who(f))]
        if isinstance(action, Pick):
            self._pay_for_spell(f)
            self.chosen[f].append(action.spell)
            return [
                Event(
                    "spell_chosen_private",
                    {"spell": c.spell_names[action.spell], "tag": self.tag(f)},
                    visible_to=(self.owner[f],),
                )
            ]
        if isinstance(action, EndPick):
            return self._leave(self.queue.pop(0))
        if isinstance(action, Place):
            return self._place(f, action)
        if isinstance(action, Pass):
            self.passed[f] = True
            self.queue.pop(0)
            return [Event("spell_passed", self.who(f))]
        if isinstance(action, Reveal):
            token = next(t for t in self.face_down(f) if t[1] is action.spell)
            token[3] = True
            owner = token[2] // 3
            params = {**self.who(f), "spell": c.spell_names[action.spell], "spell_id": action.spell.value,
                      "hut": token[2], "seat": self.owner[owner], "owner_tag": self.tag(owner)}  # fmt: skip
            return [Event("spell_revealed", params, barrier=True)]
        if isinstance(action, EndReveal):
            self.queue.pop(0)
            return []
        if isinstance(action, Starve):
            return self._starve(f, action)
        if isinstance(action, KeepYoung):
            h = base + action.hut
            self.kept[h][KINDS.index(action.villager)] += 1
            self.youth_left[h] -= 1
            return [
                Event(
                    "kept_young", {**self.who(f), "kind": c.kind_names[action.villager], "hut": h}
                )
            ]
        raise AssertionError(action)

    def _pay_for_spell(self, f: int) -> None:
        if self.cast_count(f) >= self.totem[f]:
            self.birds[f] -= 1
            self.sacrificed[f] += 1

    def _place(self, f: int, action: Place) -> list[Event]:
        c = content()
        if self.opts.spells == "a":
            self._pay_for_spell(f)
        else:
            self.chosen[f].remove(action.spell)
        self.tokens.append([f, action.spell, action.hut, False])
        owner = action.hut // 3
        where = {"hut": action.hut, "seat": self.owner[owner], "owner_tag": self.tag(owner)}
        private = Event("spell_placed_private", {**self.who(f), **where, "spell": c.spell_names[action.spell]},
                        visible_to=(self.owner[f],))  # fmt: skip
        others = tuple(s for s in range(self.players) if s != self.owner[f])
        if self.hidden_places:
            public = Event("spell_placed_secret", self.who(f), visible_to=others)
        else:
            public = Event("spell_placed", {**self.who(f), **where}, visible_to=others)
            if self.opts.spells != "b":
                # Round robin: one spell, then the next family in turn.
                self.queue.append(self.queue.pop(0))
        return [private, public]

    def _starve(self, f: int, action: Starve) -> list[Event]:
        k = KINDS.index(action.villager)
        t = self.target
        if self.opts.meal == "b":
            self.nominations.append((f, k, action.hut))
            self.queue.append(self.queue.pop(0))
            return [
                Event(
                    "starve_named",
                    self.who(f),
                    visible_to=tuple(s for s in range(self.players) if s != self.owner[f]),
                )
            ]
        self.huts[3 * t + action.hut][k] -= 1
        self.deficit[t] -= 1
        if self.opts.meal == "a":
            self.queue.append(self.queue.pop(0))
        return [
            Event(
                "starved",
                {
                    **self.who(t),
                    "kind": content().kind_names[action.villager],
                    "hut": 3 * t + action.hut,
                    **self.snap(t),
                },
            )
        ]

    def _next_target(self, events: list[Event]) -> bool:
        """Starvation: finish the current family and set up the choosers for the next one."""
        if self.target >= 0:
            events += self._apply_nominations()
            self.deficit[self.target] = 0
        order = self.order()
        later = order[order.index(self.target) + 1 :] if self.target >= 0 else order
        for t in later:
            if self.deficit[t] > 0:
                self.target = t
                if self.opts.meal == "base":
                    self.queue = [t]
                else:
                    self.queue = [g for g in order if self.owner[g] != self.owner[t]]
                return True
        return False

    def _apply_nominations(self) -> list[Event]:
        events: list[Event] = []
        t = self.target
        names = content().kind_names
        for _, k, i in self.nominations:
            h = 3 * t + i
            if not self.huts[h][k]:
                present = [
                    (j, kk)
                    for j in range(3)
                    for kk in range(7)
                    for _ in range(self.huts[3 * t + j][kk])
                ]
                if not present:
                    break
                i, k = self.rng.choice(present)
                h = 3 * t + i
            self.huts[h][k] -= 1
            events.append(
                Event(
                    "starved",
                    {**self.who(t), "kind": names[KINDS[k]], "hut": h, **self.snap(t)},
                    barrier=True,
                )
            )
        self.nominations = []
        return events
