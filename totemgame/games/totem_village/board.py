"""The village as it stands: the fields of a game of Totem Village (families, huts, birds,
totems, the spells of the round, whose decision it is) and the facts read from them, the
legal decisions included. VillageState (rules.py) builds on it: the stages of a round
(stages.py) and their automatic resolutions (resolve.py) change these fields.

A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3. A hut is a list of 7 counts, one per Kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from totemgame.engine.game import Action, Event, Seat
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
    KINDS,
    MM,
    MW,
    SPELL_PHASE,
    SPELLS,
    YM,
    YW,
    Kind,
    Spell,
    content,
)

STAGES = (
    "arrange", "choose", "place", "reveal3", "births", "reveal4", "hunt", "meal", "starve",
    "reveal6", "disease", "reveal7", "youth", "ageing", "totem",
)  # fmt: skip
STAGE_PHASE = {
    "arrange": 1, "choose": 2, "place": 2, "reveal3": 3, "births": 3, "reveal4": 4, "hunt": 4,
    "meal": 5, "starve": 5, "reveal6": 6, "disease": 6, "reveal7": 7, "youth": 7, "ageing": 7,
    "totem": 8,
}  # fmt: skip


@dataclass(frozen=True)
class Options:
    """The setup options: the rulebook's variants and the round limit (a house rule: the
    rulebook has none; 0, the default, means no limit)."""

    village: bool = False
    spells: str = "base"  # base | a | b
    meal: str = "base"  # base | a | b
    totem_a: bool = False
    totem_b: bool = False
    max_rounds: int = 0

    @staticmethod
    def from_mapping(m: Mapping[str, Any]) -> Options:
        return Options(
            village=bool(m.get("village", False)),
            spells=str(m.get("spells", "base")),
            meal=str(m.get("meal", "base")),
            totem_a=bool(m.get("totem_a", False)),
            totem_b=bool(m.get("totem_b", False)),
            max_rounds=int(m.get("max_rounds", 0)),
        )


Token = list[Any]  # [caster family, Spell, village hut, revealed]


class Board:
    """The fields of a game of Totem Village and what can be read from them."""

    __slots__ = (
        "players", "families", "owner", "opts", "huts", "birds", "totem", "round", "start",
        "stage", "queue", "chosen", "tokens", "sacrificed", "passed", "elder_hit", "wiped",
        "target", "deficit", "nominations", "youth_left", "kept", "over", "winners", "rng",
        "opening", "hidden_places", "elder_on_board",
    )  # fmt: skip

    players: int
    families: int  # 4 with 2 players (two each), else one per player
    owner: tuple[int, ...]  # the seat running each family
    opts: Options
    huts: list[list[int]]  # 3 per family, 7 counts each (content.KINDS)
    birds: list[int]
    totem: list[int]
    round: int
    start: int  # the family first in turn this round
    stage: int  # index in STAGES (-1 before the first)
    queue: list[int]  # the families still to decide in this stage, first one deciding
    chosen: list[list[Spell]]  # spells chosen and not yet placed, by family
    tokens: list[Token]
    sacrificed: list[int]  # birds given for spells this round
    passed: list[bool]
    elder_hit: list[bool]
    wiped: list[bool]
    target: int  # the family starving (-1: none)
    deficit: list[int]
    nominations: list[tuple[int, int, int]]  # (chooser, kind index, hut index)
    youth_left: list[int]  # Youth spells still to use, by village hut
    kept: list[list[int]]  # villagers kept young, by village hut and kind
    over: bool
    winners: list[int]  # winning families once over (empty: no winner)
    rng: Rng
    opening: list[Event]
    hidden_places: bool
    # Whether each family had an elder at the last check: the elders rule strikes when this
    # turns False (an event), not every round a family stays without one.
    elder_on_board: list[bool]

    def to_move(self) -> tuple[Seat, ...]:
        if self.over or not self.queue:
            return ()
        return (self.owner[self.queue[0]],)

    def family_of(self, seat: Seat) -> int:
        """The family `seat` decides for now (-1 if none)."""
        if seat not in self.to_move():
            return -1
        return self.queue[0]

    def is_over(self) -> bool:
        return self.over

    @property
    def actor(self) -> int:
        """The family whose decision is pending (-1 if none)."""
        return -1 if self.over or not self.queue else self.queue[0]

    # -- facts -------------------------------------------------------------------------
    @property
    def stage_name(self) -> str:
        return STAGES[self.stage] if self.stage >= 0 else "arrange"

    @property
    def phase(self) -> int:
        return STAGE_PHASE[self.stage_name]

    def family_huts(self, f: int) -> list[list[int]]:
        return self.huts[3 * f : 3 * f + 3]

    def size(self, f: int) -> int:
        return sum(sum(h) for h in self.family_huts(f))

    def cast_count(self, f: int) -> int:
        return len(self.chosen[f]) + sum(1 for t in self.tokens if t[0] == f)

    def used_spells(self, f: int) -> set[Spell]:
        return set(self.chosen[f]) | {t[1] for t in self.tokens if t[0] == f}

    def may_cast_more(self, f: int) -> bool:
        """Another spell is possible: an unused token and a free slot or a bird to sacrifice."""
        if len(self.used_spells(f)) >= len(SPELLS):
            return False
        return self.cast_count(f) < self.totem[f] or self.birds[f] > 0

    def face_down(self, f: int) -> list[Token]:
        return [t for t in self.tokens if t[0] == f and not t[3]]

    def tag(self, f: int) -> str:
        if self.players != 2:
            return ""
        return " (1st family)" if f < 2 else " (2nd family)"

    def who(self, f: int) -> dict[str, Any]:
        return {"player": self.owner[f], "tag": self.tag(f), "family": f}

    def order(self) -> list[int]:
        """Families in turn order from this round's first player."""
        return [(self.start + i) % self.families for i in range(self.families)]

    def revealed_on(self, hut: int) -> set[Spell]:
        return {t[1] for t in self.tokens if t[2] == hut and t[3]}

    # -- legal actions -----------------------------------------------------------------
    def allowed(self, f: int, action: Action) -> bool:
        """Whether `action` is legal for `f` (the long lists are checked without building them)."""
        stage = self.stage_name
        if isinstance(action, Move) and stage == "arrange":
            c = content()
            huts = self.family_huts(f)
            src, dst = action.src, action.dst
            return (
                self.size(f) <= c.family_limit
                and 0 <= src < 3
                and 0 <= dst < 3
                and src != dst
                and huts[src][k_i(action.villager)] > 0
                and sum(huts[dst]) < c.hut_capacity
            )
        if isinstance(action, Place) and stage == "place":
            if not 0 <= action.hut < 3 * self.families:
                return False
            if self.opts.spells == "a":
                return action.spell not in self.used_spells(f)
            return action.spell in self.chosen[f]
        return action in self.legal(f)

    def legal(self, f: int) -> list[Action]:
        stage = self.stage_name
        c = content()
        out: list[Action] = []
        if stage == "arrange":
            huts = self.family_huts(f)
            total = self.size(f)
            if total > c.family_limit:
                return [Dismiss(k, i) for i in range(3) for k in KINDS if huts[i][k_i(k)]]
            for i in range(3):
                for k in KINDS:
                    if huts[i][k_i(k)]:
                        out += [
                            Move(k, i, j)
                            for j in range(3)
                            if j != i and sum(huts[j]) < c.hut_capacity
                        ]
            if all(sum(h) <= c.hut_capacity for h in huts):
                out.append(Ready())
            return out
        if stage == "choose":
            used = self.used_spells(f)
            return [Pick(s) for s in SPELLS if s not in used] + [EndPick()]
        if stage == "place":
            every = range(3 * self.families)
            if self.opts.spells == "a":
                used = self.used_spells(f)
                return [Place(s, h) for s in SPELLS if s not in used for h in every] + [Pass()]
            return [Place(s, h) for s in dict.fromkeys(self.chosen[f]) for h in every]
        if stage.startswith("reveal"):
            phase = int(stage[-1])
            out = [Reveal(t[1]) for t in self.face_down(f) if SPELL_PHASE[t[1]] == phase]
            return out + [EndReveal()]
        if stage == "starve":
            target = self.family_huts(self.target)
            elders_ok = self.opts.meal != "base"
            return [
                Starve(k, i)
                for i in range(3)
                for k in KINDS
                if target[i][k_i(k)] and (elders_ok or k_i(k) != ELDER)
            ]
        if stage == "youth":
            for i in range(3):
                h = 3 * f + i
                if self.youth_left[h] > 0:
                    out += [
                        KeepYoung(k, i)
                        for k in KINDS
                        if self.huts[h][k_i(k)] > self.kept[h][k_i(k)]
                    ]
            return out
        return out


def k_i(kind: Kind) -> int:
    """Index of a Kind in a hut's count list."""
    return KINDS.index(kind)


def spread(counts: tuple[int, ...]) -> list[list[int]]:
    """A family's first arrangement: couples of a woman and a man in the first two huts, the
    rest in the third, so every hut can have children from the first round."""
    women = [YW] * counts[YW] + [MW] * counts[MW]
    men = [YM] * counts[YM] + [MM] * counts[MM]
    tokens: list[int] = []
    for w, m in zip(women, men, strict=False):
        tokens += [w, m]
    tokens += women[len(men) :] + men[len(women) :]
    tokens += [GIRL] * counts[GIRL] + [BOY] * counts[BOY] + [ELDER] * counts[ELDER]
    huts = [[0] * 7 for _ in range(3)]
    for i, k in enumerate(tokens):
        huts[min(i // 2, 2)][k] += 1
    return huts
