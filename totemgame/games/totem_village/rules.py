"""Totem Village rules: one round is eight phases, run as a list of stages. Families decide
one at a time in turn order (pass-and-play hand-offs keep the secret choices apart).

The state is one dataclass, VillageState: its fields and the small queries read from them. The
rules are functions over it, one concern a module, typed by the VillagePosition protocol
(position.py) so none imports this one: legality (legality.py: legal_actions, check), what a
decision does (effects.py: apply), the stages of a round (stages.py) and their automatic
resolutions (resolve.py), the end and the result (scoring.py), and the seats' views (view.py).
VillageState's contract methods (engine/game.py State) are calls into them.

Rulebook: shared/rules/seeds/001 (Totem, 1995); decisions: shared/rules/totem-village.md.
A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3. A hut is a list of 7 counts, one per Kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from totemgame.engine.game import Action, Event, Result, Seat
from totemgame.engine.refusal import Refusal
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import effects, legality, scoring, stages
from totemgame.games.totem_village.board import STAGE_PHASE, STAGES, Options, Token, spread
from totemgame.games.totem_village.content import SPELLS, Spell, content
from totemgame.games.totem_village.view import VillageView, make_view

__all__ = ["Options", "VillageState", "new_game", "setup"]


@dataclass(slots=True, eq=False)
class VillageState:
    """The whole truth of a game of Totem Village (position.VillagePosition says what each
    field holds). Built by `setup`; the fields of one round are set by stages.clear_round."""

    players: int
    families: int  # 4 with 2 players (two each), else one per player
    owner: tuple[int, ...]  # the seat running each family
    opts: Options
    huts: list[list[int]]  # 3 per family, 7 counts each (content.KINDS)
    birds: list[int]
    totem: list[int]
    round: int
    start: int  # the family first in turn this round
    stage: int  # index in board.STAGES (-1 before the first)
    queue: list[int]  # the families still to decide in this stage, first one deciding
    over: bool
    winners: list[int]  # winning families once over (empty: no winner)
    wiped: list[bool]
    # Whether each family had an elder at the last check: the elders rule strikes when this
    # turns False (an event), not every round a family stays without one.
    elder_on_board: list[bool]
    rng: Rng
    opening: list[Event] = field(default_factory=list)
    # -- this round's (stages.clear_round) --
    chosen: list[list[Spell]] = field(default_factory=list)  # chosen, not yet placed
    tokens: list[Token] = field(default_factory=list)
    sacrificed: list[int] = field(default_factory=list)  # birds given for spells
    passed: list[bool] = field(default_factory=list)
    elder_hit: list[bool] = field(default_factory=list)
    target: int = -1  # the family starving (-1: none)
    deficit: list[int] = field(default_factory=list)
    nominations: list[tuple[int, int, int]] = field(default_factory=list)  # (chooser, kind, hut)
    youth_left: list[int] = field(default_factory=list)  # Youth spells to use, by village hut
    kept: list[list[int]] = field(default_factory=list)  # kept young, by village hut and kind
    hidden_places: bool = False

    # -- the contract ----------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.over or not self.queue:
            return ()
        return (self.owner[self.queue[0]],)

    def is_over(self) -> bool:
        return self.over

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    def legal_actions(self, seat: Seat) -> list[Action]:
        return legality.legal_actions(self, seat)

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        return legality.check(self, seat, action)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        return effects.apply(self, seat, action)

    def result(self) -> Result:
        return scoring.result(self)

    def view(self, seat: Seat | None) -> VillageView:
        return make_view(self, seat)

    def clone(self) -> VillageState:
        return VillageState(
            players=self.players,
            families=self.families,
            owner=self.owner,
            opts=self.opts,
            huts=[h[:] for h in self.huts],
            birds=self.birds[:],
            totem=self.totem[:],
            round=self.round,
            start=self.start,
            stage=self.stage,
            queue=self.queue[:],
            over=self.over,
            winners=self.winners[:],
            wiped=self.wiped[:],
            elder_on_board=self.elder_on_board[:],
            rng=self.rng.clone(),
            opening=self.opening,
            chosen=[c[:] for c in self.chosen],
            tokens=[t[:] for t in self.tokens],
            sacrificed=self.sacrificed[:],
            passed=self.passed[:],
            elder_hit=self.elder_hit[:],
            target=self.target,
            deficit=self.deficit[:],
            nominations=self.nominations[:],
            youth_left=self.youth_left[:],
            kept=[h[:] for h in self.kept],
            hidden_places=self.hidden_places,
        )

    # -- small queries -----------------------------------------------------------------------
    def family_of(self, seat: Seat) -> int:
        """The family `seat` decides for now (-1 if none)."""
        if seat not in self.to_move():
            return -1
        return self.queue[0]

    @property
    def actor(self) -> int:
        """The family whose decision is pending (-1 if none)."""
        return -1 if self.over or not self.queue else self.queue[0]

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

    def who(self, f: int) -> dict[str, int | str]:
        return {"player": self.owner[f], "tag": self.tag(f), "family": f}

    def order(self) -> list[int]:
        """Families in turn order from this round's first player."""
        return [(self.start + i) % self.families for i in range(self.families)]

    def revealed_on(self, hut: int) -> set[Spell]:
        return {t[1] for t in self.tokens if t[2] == hut and t[3]}


def setup(players: int, opts: Options, seed: int) -> VillageState:
    """A new game: every family spread over its huts (board.spread), the first player drawn,
    and the opening stages run to the first decision."""
    if not 2 <= players <= 4:
        raise ValueError("Totem Village is for 2 to 4 players")
    c = content()
    families = 4 if players in (2, 4) else 3
    rng = Rng(seed)
    huts: list[list[int]] = []
    for _f in range(families):
        huts += spread(c.start)
    st = VillageState(
        players=players,
        families=families,
        owner=tuple(f % players for f in range(families)),
        opts=opts,
        huts=huts,
        birds=[c.start_birds] * families,
        totem=[1] * families,
        round=0,
        start=rng.randint(0, families - 1),
        stage=-1,
        queue=[],
        over=False,
        winners=[],
        wiped=[False] * families,
        elder_on_board=[True] * families,
        rng=rng,
    )
    stages.clear_round(st)
    st.opening = stages.advance(st)
    return st


def new_game(players: int, options: Mapping[str, Any], seed: int) -> VillageState:
    return setup(players, Options.from_mapping(options), seed)
