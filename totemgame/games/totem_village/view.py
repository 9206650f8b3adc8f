"""What one seat may know of a Totem Village game, and worlds re-drawn from that knowledge.

Hidden: which spells other families chose or laid face down (and, under Spells B, how many
and where until everyone has written), and under Meal B the others' starvation choices. The
board is open: huts, birds, totems, and how many spells each earlier chooser took.
"""

from __future__ import annotations

from dataclasses import dataclass

from totemgame.engine.game import Seat
from totemgame.games.totem_village.board import STAGE_PHASE, STAGES, Options
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.position import VillagePosition

Token = tuple[int, "Spell | None", int, bool]  # caster, spell (None: face down to you), hut, up


@dataclass(frozen=True)
class VillageView:
    """One seat's knowledge (seat None: the public)."""

    seat: Seat | None
    players: int
    families: int
    owner: tuple[int, ...]
    opts: Options
    huts: tuple[tuple[int, ...], ...]
    birds: tuple[int, ...]
    totem: tuple[int, ...]
    round: int
    start: int
    stage: int
    queue: tuple[int, ...]
    chosen: tuple[tuple[Spell | None, ...], ...]
    tokens: tuple[Token, ...]
    sacrificed: tuple[int, ...]
    passed: tuple[bool, ...]
    elder_hit: tuple[bool, ...]
    elder_on_board: tuple[bool, ...]
    wiped: tuple[bool, ...]
    target: int
    deficit: tuple[int, ...]
    nominations: tuple[tuple[int, int, int], ...]  # (chooser, kind or -1, hut or -1)
    youth_left: tuple[int, ...]
    kept: tuple[tuple[int, ...], ...]
    hidden_places: bool
    over: bool
    winners: tuple[int, ...]
    to_move: tuple[Seat, ...]

    @property
    def scores(self) -> None:
        """No running score during play: the panels show none."""
        return None

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0

    def mine(self, f: int) -> bool:
        """Whether family `f` is run by the viewing seat."""
        return self.seat is not None and self.owner[f] == self.seat

    @property
    def actor(self) -> int:
        return self.queue[0] if self.queue and not self.over else -1

    @property
    def stage_name(self) -> str:
        return STAGES[self.stage] if self.stage >= 0 else "arrange"

    @property
    def phase(self) -> int:
        return STAGE_PHASE[self.stage_name]

    def size(self, f: int) -> int:
        return sum(sum(h) for h in self.huts[3 * f : 3 * f + 3])


def make_view(state: VillagePosition, seat: Seat | None) -> VillageView:
    def mine(f: int) -> bool:
        return seat is not None and state.owner[f] == seat

    def secret(f: int) -> bool:
        # Spells B: everyone writes in secret, even how many spells and birds.
        return state.stage_name == "choose" and not mine(f) and state.opts.spells == "b"

    tokens = tuple(
        (c, s if (up or mine(c)) else None, h if (mine(c) or not state.hidden_places) else -1, up)
        for c, s, h, up in state.tokens
    )
    noms = tuple((c, k, h) if mine(c) else (c, -1, -1) for c, k, h in state.nominations)
    return VillageView(
        seat=seat,
        players=state.players,
        families=state.families,
        owner=state.owner,
        opts=state.opts,
        # Arrange is played in turn on the open board: every arrangement is seen as it is made.
        huts=tuple(tuple(h) for h in state.huts),
        birds=tuple(b + state.sacrificed[f] if secret(f) else b for f, b in enumerate(state.birds)),
        totem=tuple(state.totem),
        round=state.round,
        start=state.start,
        stage=state.stage,
        queue=tuple(state.queue),
        chosen=tuple(
            tuple(c) if mine(f) else () if secret(f) else (None,) * len(c)
            for f, c in enumerate(state.chosen)
        ),
        tokens=tokens,
        sacrificed=tuple(0 if secret(f) else n for f, n in enumerate(state.sacrificed)),
        passed=tuple(state.passed),
        elder_hit=tuple(state.elder_hit),
        elder_on_board=tuple(state.elder_on_board),
        wiped=tuple(state.wiped),
        target=state.target,
        deficit=tuple(state.deficit),
        nominations=noms,
        youth_left=tuple(state.youth_left),
        kept=tuple(tuple(k) for k in state.kept),
        hidden_places=state.hidden_places,
        over=state.over,
        winners=tuple(state.winners),
        to_move=state.to_move(),
    )
