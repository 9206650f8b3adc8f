"""The automatic parts of a round for VillageState: births, hunt, meal, disease, ageing,
wiped-out families, the elders rule (an event) and the census. Each reads the rulebook's phase."""

from __future__ import annotations

from typing import Any

from totemgame.engine.game import Event
from totemgame.games.totem_village import village
from totemgame.games.totem_village.board import Board, spread
from totemgame.games.totem_village.content import Spell, content


class Resolutions(Board):
    """The phases of a round that need no decision (VillageState builds on it, through Stages)."""

    __slots__ = ()

    def snap(self, f: int) -> dict[str, Any]:
        """{"snap": family f as it stands now}: the table replays a phase step by step from
        these (the board would otherwise jump to the end of the round at once)."""
        huts = [n for h in self.family_huts(f) for n in h]
        return {"snap": [f, huts, self.birds[f], self.totem[f]]}

    # -- resolutions -----------------------------------------------------------------------
    def _births(self) -> list[Event]:
        events = []
        for f in self.order():
            girls = boys = 0
            for h in range(3 * f, 3 * f + 3):
                g, b = village.births(self.huts[h], self.revealed_on(h), self.rng)
                self.huts[h][0] += g
                self.huts[h][1] += b
                girls, boys = girls + g, boys + b
            if girls or boys:
                events.append(
                    Event(
                        "births",
                        {**self.who(f), "girls": girls, "boys": boys, **self.snap(f)},
                        barrier=True,
                    )
                )
        return events

    def _hunt(self) -> list[Event]:
        c = content()
        hunters = [
            sum(
                village.hunters_in(self.huts[h], self.revealed_on(h))
                for h in range(3 * f, 3 * f + 3)
            )
            for f in range(self.families)
        ]
        claims = [village.claim(n, c.hunters_per_bird) for n in hunters]
        got = village.share_catch(claims, self.order(), c.catch[self.families])
        events = []
        for f in self.order():
            self.birds[f] += got[f]
            events.append(
                Event(
                    "hunt",
                    {**self.who(f), "hunters": hunters[f], "birds": got[f], **self.snap(f)},
                )
            )
        return events

    def _meal(self) -> list[Event]:
        events = []
        for f in self.order():
            n = self.size(f)
            if not n:
                continue
            eaten, missing = village.meal(n, self.birds[f], content().eaters_per_bird)
            self.birds[f] -= eaten
            self.deficit[f] = missing
            events.append(
                Event("meal", {**self.who(f), "eaten": eaten, "missing": missing, **self.snap(f)})
            )
        return events

    def _enclosure(self) -> list[Event]:
        limit = content().enclosure_limit
        events = []
        for f in self.order():
            if self.birds[f] > limit:
                self.birds[f] = limit
                events.append(Event("enclosure", {**self.who(f), **self.snap(f)}))
        return events

    def _disease(self) -> list[Event]:
        events = []
        for f in self.order():
            dead = 0
            for h in range(3 * f, 3 * f + 3):
                spells = self.revealed_on(h)
                toll = village.disease_toll(self.huts[h], spells)
                people = sum(self.huts[h])
                if Spell.DISEASE in spells and not sum(toll) and people > 0:
                    events.append(Event("cured", {**self.who(f), "hut": h}))
                self.huts[h] = [n - d for n, d in zip(self.huts[h], toll, strict=True)]
                dead += sum(toll)
            if dead:
                events.append(Event("disease", {**self.who(f), "dead": dead, **self.snap(f)}))
        return events

    def _ageing(self) -> list[Event]:
        events = []
        for f in self.order():
            died = 0
            for h in range(3 * f, 3 * f + 3):
                self.huts[h], d = village.age_hut(self.huts[h], self.kept[h])
                died += d
            if self.size(f):
                events.append(Event("aged", {**self.who(f), "died": died, **self.snap(f)}))
        return events

    def _check_families(self) -> list[Event]:
        """Wiped-out families leave the board; the elders rule strikes a family whose elder
        count has just dropped to zero (an event: "n'a plus de pions aînés ... immédiatement")."""
        events: list[Event] = []
        for f in self.order():
            huts = self.family_huts(f)
            if self.size(f) and not village.can_grow(huts):
                # Its elders leave with it, and that is the loss of its last elder (decisions,
                # 8. Totem: "a family wiped out while it has elders loses them, and so a
                # piece"). Elders made at this Ageing count too: 0 -> 2 -> 0 is a drop to zero
                # (revised turn 3), though none stood at the check before Ageing.
                self.elder_on_board[f] = self.elder_on_board[f] or village.has_elder(huts)
                for h in range(3 * f, 3 * f + 3):
                    self.huts[h] = [0] * 7
                self.birds[f] = 0
                self.wiped[f] = True
                events.append(Event("wiped_out", {**self.who(f), **self.snap(f)}))
            events += self._elders_rule(f)
        return events

    def _elders_rule(self, f: int) -> list[Event]:
        """A family that had an elder and now has none loses a piece at once (never the first;
        all of them under Totem A) and carves nothing this round. Staying without an elder
        costs nothing more until the family has an elder again and loses it."""
        had, has = self.elder_on_board[f], village.has_elder(self.family_huts(f))
        self.elder_on_board[f] = has
        if not had or has:
            return []
        self.elder_hit[f] = True
        before = self.totem[f]
        self.totem[f] = 0 if self.opts.totem_a else max(1, before - 1)
        # At its first piece the totem cannot lose more: only this round's carving.
        key = "elder_lost" if self.totem[f] < before else "elder_lost_kept"
        return [Event(key, {**self.who(f), "height": self.totem[f], **self.snap(f)})]

    def _replace_families(self) -> list[Event]:
        c = content()
        events = []
        for f in self.order():
            if self.size(f) == 0:
                counts = c.replacement_village if self.opts.village else c.replacement
                birds = c.replacement_village_birds if self.opts.village else c.replacement_birds
                self.huts[3 * f : 3 * f + 3] = spread(counts)
                self.birds[f] = birds
                # "1 élément de totem": the totem keeps its height, but at least one piece.
                self.totem[f] = max(1, self.totem[f])
                self.wiped[f] = False
                events.append(Event("replacement", {**self.who(f), **self.snap(f)}))
        return events + self._check_families()

    def _census(self) -> list[Event]:
        c = content()
        sizes = [self.size(f) for f in range(self.families)]
        pieces, birds = village.census_awards(sizes, self.opts.totem_b)
        events = [Event("census", {"sizes": ", ".join(str(s) for s in sizes), "counts": sizes})]
        for f in self.order():
            if f in pieces:
                if self.elder_hit[f]:
                    events.append(Event("totem_blocked", self.who(f)))
                else:
                    self.totem[f] = min(c.totem_goal, self.totem[f] + 1)
                    events.append(
                        Event(
                            "totem_piece", {**self.who(f), "height": self.totem[f], **self.snap(f)}
                        )
                    )
            if f in birds:
                self.birds[f] += 1
                events.append(Event("consolation", {**self.who(f), **self.snap(f)}))
        done = [f for f in range(self.families) if self.totem[f] >= c.totem_goal]
        if done:
            best = max((sizes[f], self.birds[f]) for f in done)
            top = [f for f in done if (sizes[f], self.birds[f]) == best]
            self.over = True
            self.winners = top if len(top) == 1 or len({self.owner[f] for f in top}) == 1 else []
            if self.winners:
                events.append(Event("game_over", {"winners": [self.owner[self.winners[0]]]}))
            else:
                events.append(Event("no_winner", {}))
        elif self.opts.max_rounds and self.round >= self.opts.max_rounds:  # a house rule
            self.over = True
            key = [(self.totem[f], sizes[f], self.birds[f]) for f in range(self.families)]
            best_key = max(key)
            top = [f for f in range(self.families) if key[f] == best_key]
            self.winners = top if len({self.owner[f] for f in top}) == 1 else []
            if self.winners:
                events.append(Event("game_over_cap", {"winners": [self.owner[top[0]]]}))
            else:
                events.append(Event("no_winner_cap", {}))
        return events
