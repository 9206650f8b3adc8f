"""Totem Village rules: one round is eight phases, run as a list of stages. Families decide
one at a time in turn order (pass-and-play hand-offs keep the secret choices apart).

Rulebook: shared/rules/seeds/001 (Totem, 1995); decisions: shared/rules/totem-village.md.
A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import stages
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


class VillageState(stages.Stages):
    """The whole truth of a game of Totem Village."""

    __slots__ = (
        "players", "families", "owner", "opts", "huts", "birds", "totem", "round", "start",
        "stage", "queue", "chosen", "tokens", "sacrificed", "passed", "elder_hit", "wiped",
        "target", "deficit", "nominations", "youth_left", "kept", "over", "winners", "rng",
        "opening", "hidden_places", "elder_on_board",
    )  # fmt: skip

    def __init__(self, players: int, opts: Options, seed: int) -> None:
        if not 2 <= players <= 4:
            raise ValueError("Totem Village is for 2 to 4 players")
        c = content()
        self.players = players
        self.families = 4 if players in (2, 4) else 3
        self.owner = tuple(f % players for f in range(self.families))
        self.opts = opts
        self.rng = Rng(seed)
        self.huts = []
        for _ in range(self.families):
            self.huts += _spread(c.start)
        self.birds = [c.start_birds] * self.families
        self.totem = [1] * self.families
        self.round = 0
        self.start = self.rng.randint(0, self.families - 1)
        self.over = False
        self.winners: list[int] = []  # winning families once over (empty: no winner)
        self.wiped = [False] * self.families
        # Whether each family had an elder at the last check: the elders rule strikes when
        # this turns False (an event), not every round a family stays without one.
        self.elder_on_board = [True] * self.families
        self._clear_round()
        self.stage = -1
        self.queue: list[int] = []
        self.opening = self._advance()

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- contract ----------------------------------------------------------------------
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

    def legal_actions(self, seat: Seat) -> list[Action]:
        f = self.family_of(seat)
        return [] if f < 0 else self._legal(f)

    def check(self, seat: Seat, action: Action) -> str | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        reasons = content().reasons
        if self.over:
            return reasons["over"]
        if seat not in self.to_move():
            return reasons["not_yours"]
        f = self.family_of(seat)
        if self._allowed(f, action):
            return None
        return why_not(self, f, action)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        why = self.check(seat, action)
        if why is not None:
            raise IllegalAction(why)
        f = self.family_of(seat)
        events = self._act(f, action)
        return events + self._advance()

    def result(self) -> Result:
        keys = []
        for seat in range(self.players):
            fams = [f for f in range(self.families) if self.owner[f] == seat]
            won = any(f in self.winners for f in fams)
            best = max((self.totem[f], self.size(f), self.birds[f]) for f in fams)
            keys.append((int(won), *best))
        scores = [k[1] for k in keys]
        return Result.from_keys(
            scores,
            keys,
            nobody_wins=self.over and not self.winners,  # "il n'y a pas de gagnant"
            rounds=self.round,
            sizes=[self.size(f) for f in range(self.families)],
            family_sizes=[k[2] for k in keys],  # per seat, of its leading family
            seat_birds=[k[3] for k in keys],
            # "six pieces", or "round limit" (the house rule, or a headless run's safety limit)
            ended_by="six pieces"
            if max(self.totem) >= content().totem_goal
            else "round limit"
            if self.over
            else "",
        )

    def view(self, seat: Seat | None):
        from totemgame.games.totem_village.view import make_view

        return make_view(self, seat)

    def clone(self) -> VillageState:
        o = VillageState.__new__(VillageState)
        for name in ("players", "families", "owner", "opts", "round", "start", "stage", "over",
                     "target", "opening", "hidden_places"):  # fmt: skip
            setattr(o, name, getattr(self, name))
        o.huts = [h[:] for h in self.huts]
        o.kept = [h[:] for h in self.kept]
        for name in ("birds", "totem", "queue", "sacrificed", "passed", "elder_hit", "wiped",
                     "deficit", "youth_left", "winners", "nominations", "elder_on_board"):  # fmt: skip
            setattr(o, name, getattr(self, name)[:])
        o.chosen = [c[:] for c in self.chosen]
        o.tokens = [t[:] for t in self.tokens]
        o.rng = self.rng.clone()
        return o

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

    def used_spells(self, f: int) -> set:
        return set(self.chosen[f]) | {t[1] for t in self.tokens if t[0] == f}

    def may_cast_more(self, f: int) -> bool:
        """Another spell is possible: an unused token and a free slot or a bird to sacrifice."""
        if len(self.used_spells(f)) >= len(SPELLS):
            return False
        return self.cast_count(f) < self.totem[f] or self.birds[f] > 0

    def face_down(self, f: int) -> list[list]:
        return [t for t in self.tokens if t[0] == f and not t[3]]

    # -- legal actions -----------------------------------------------------------------
    def _allowed(self, f: int, action: Action) -> bool:
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
        return action in self._legal(f)

    def _legal(self, f: int) -> list[Action]:
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


def why_not(state: VillageState, f: int, action: Action) -> str:
    """The reason `action` (not allowed for family `f` now) is refused, as precise as the
    stage allows; the game's words from the [reasons] table."""
    c = content()
    reasons = c.reasons
    stage = state.stage_name
    kinds = {
        "arrange": (Move, Dismiss, Ready),
        "choose": (Pick, EndPick),
        "place": (Place, Pass),
        "starve": (Starve,),
        "youth": (KeepYoung,),
    }.get(stage, (Reveal, EndReveal) if stage.startswith("reveal") else ())
    if not isinstance(action, kinds):
        return reasons["not_now"].format(phase=c.phase_names[state.phase])
    limit, capacity = c.family_limit, c.hut_capacity
    huts = state.family_huts(f)
    if isinstance(action, Move):
        if state.size(f) > limit:
            return reasons["too_big"].format(limit=limit)
        if not (0 <= action.src < 3 and 0 <= action.dst < 3) or action.src == action.dst:
            return reasons["own_huts"]
        if not huts[action.src][k_i(action.villager)]:
            return reasons["nobody_there"].format(kind=c.kind_names[action.villager])
        return reasons["hut_full"].format(capacity=capacity)
    if isinstance(action, Dismiss):
        if state.size(f) <= limit:
            return reasons["not_too_big"].format(limit=limit)
        if not 0 <= action.hut < 3:
            return reasons["own_huts"]
        return reasons["nobody_there"].format(kind=c.kind_names[action.villager])
    if isinstance(action, Ready):
        if state.size(f) > limit:
            return reasons["too_big"].format(limit=limit)
        return reasons["crowded"].format(capacity=capacity)
    if isinstance(action, Pick):
        return reasons["spell_used"]
    if isinstance(action, Place):
        if not 0 <= action.hut < 3 * state.families:
            return reasons["no_hut"]
        return reasons["spell_used" if state.opts.spells == "a" else "not_chosen"]
    if isinstance(action, Reveal):
        return reasons["not_revealable"]
    if isinstance(action, Starve):
        return reasons["not_starving"]
    if isinstance(action, KeepYoung):
        return reasons["not_youth"]
    return reasons["not_allowed"]


def k_i(kind) -> int:
    """Index of a Kind in a hut's count list."""
    return KINDS.index(kind)


def _spread(counts: tuple[int, ...]) -> list[list[int]]:
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


def new_game(players: int, options: Mapping[str, Any], seed: int) -> VillageState:
    return VillageState(players, Options.from_mapping(options), seed)
