"""Totem Village rules: one round is eight phases, run as a list of stages. Families decide
one at a time in turn order (pass-and-play hand-offs keep the secret choices apart).
VillageState is the game's contract (legal actions, check, apply, result, view, clone) on top
of the stages of a round (stages.py), their resolutions (resolve.py) and the village's fields
(board.py).

Rulebook: shared/rules/seeds/001 (Totem, 1995); decisions: shared/rules/totem-village.md.
A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.refusal import Refusal, refused
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
from totemgame.games.totem_village.board import Options, k_i, spread
from totemgame.games.totem_village.content import content
from totemgame.games.totem_village.stages import Stages
from totemgame.games.totem_village.view import VillageView, make_view


class VillageState(Stages):
    """The whole truth of a game of Totem Village."""

    __slots__ = ()

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
        for _f in range(self.families):
            self.huts += spread(c.start)
        self.birds = [c.start_birds] * self.families
        self.totem = [1] * self.families
        self.round = 0
        self.start = self.rng.randint(0, self.families - 1)
        self.over = False
        self.winners = []
        self.wiped = [False] * self.families
        self.elder_on_board = [True] * self.families
        self._clear_round()
        self.stage = -1
        self.queue = []
        self.opening = self._advance()

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- contract ----------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        f = self.family_of(seat)
        return [] if f < 0 else self.legal(f)

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        reasons = content().reasons
        if self.over:
            return refused(reasons["over"])
        if seat not in self.to_move():
            return refused(reasons["not_yours"])
        f = self.family_of(seat)
        if self.allowed(f, action):
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

    def view(self, seat: Seat | None) -> VillageView:
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


def why_not(state: VillageState, f: int, action: Action) -> Refusal:
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
        return refused(reasons["not_now"], phase=c.phase_names[state.phase])
    limit, capacity = c.family_limit, c.hut_capacity
    huts = state.family_huts(f)
    if isinstance(action, Move):
        if state.size(f) > limit:
            return refused(reasons["too_big"], limit=limit)
        if not (0 <= action.src < 3 and 0 <= action.dst < 3) or action.src == action.dst:
            return refused(reasons["own_huts"])
        if not huts[action.src][k_i(action.villager)]:
            return refused(reasons["nobody_there"], kind=c.kind_names[action.villager])
        return refused(reasons["hut_full"], capacity=capacity)
    if isinstance(action, Dismiss):
        if state.size(f) <= limit:
            return refused(reasons["not_too_big"], limit=limit)
        if not 0 <= action.hut < 3:
            return refused(reasons["own_huts"])
        return refused(reasons["nobody_there"], kind=c.kind_names[action.villager])
    if isinstance(action, Ready):
        if state.size(f) > limit:
            return refused(reasons["too_big"], limit=limit)
        return refused(reasons["crowded"], capacity=capacity)
    if isinstance(action, Pick):
        return refused(reasons["spell_used"])
    if isinstance(action, Place):
        if not 0 <= action.hut < 3 * state.families:
            return refused(reasons["no_hut"])
        return refused(reasons["spell_used" if state.opts.spells == "a" else "not_chosen"])
    if isinstance(action, Reveal):
        return refused(reasons["not_revealable"])
    if isinstance(action, Starve):
        return refused(reasons["not_starving"])
    if isinstance(action, KeepYoung):
        return refused(reasons["not_youth"])
    return refused(reasons["not_allowed"])


def new_game(players: int, options: Mapping[str, Any], seed: int) -> VillageState:
    return VillageState(players, Options.from_mapping(options), seed)
