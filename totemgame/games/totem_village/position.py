"""What the functions over a game of Totem Village see of its state: the VillagePosition protocol.

The state is one dataclass (rules.VillageState: its fields and small queries); the functions over
it live beside it, one concern a module: legality (legality.py), what a decision does
(effects.py), the stages of a round (stages.py), their automatic resolutions (resolve.py), the
end and the result (scoring.py) and the seats' views (view.py). They type the state by this
protocol, which VillageState fills, so none of them imports rules.py, which imports them all
(Totemic Might's position.py does the same).

A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3. A hut is a list of 7 counts, one per Kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from totemgame.engine.game import Event, Seat
from totemgame.engine.rng import Rng
from totemgame.games.totem_village.board import Options, Token
from totemgame.games.totem_village.content import Spell


class VillagePosition(Protocol):
    """The whole truth of a game of Totem Village, as the functions over it read and change it."""

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
    elder_on_board: list[bool]  # whether each family had an elder at the last check

    def to_move(self) -> tuple[Seat, ...]:
        """The seat deciding now (empty when nobody is)."""
        ...

    def family_of(self, seat: Seat) -> int:
        """The family `seat` decides for now (-1 if none)."""
        ...

    @property
    def actor(self) -> int:
        """The family whose decision is pending (-1 if none)."""
        ...

    @property
    def stage_name(self) -> str: ...

    @property
    def phase(self) -> int:
        """The rulebook's phase (1-8) of the current stage."""
        ...

    def family_huts(self, f: int) -> list[list[int]]: ...

    def size(self, f: int) -> int:
        """How many villagers family `f` has."""
        ...

    def cast_count(self, f: int) -> int:
        """The spells family `f` has chosen or laid this round."""
        ...

    def used_spells(self, f: int) -> set[Spell]: ...

    def may_cast_more(self, f: int) -> bool:
        """Another spell is possible: an unused token and a free slot or a bird to sacrifice."""
        ...

    def face_down(self, f: int) -> list[Token]: ...

    def who(self, f: int) -> dict[str, int | str]:
        """The parameters naming family `f` in an event."""
        ...

    def tag(self, f: int) -> str: ...

    def order(self) -> list[int]:
        """Families in turn order from this round's first player."""
        ...

    def revealed_on(self, hut: int) -> set[Spell]: ...


class VillageSight(Protocol):
    """What the AI's rules of thumb read of a game (heuristics.py): the truth in a search world
    (VillageState) or one seat's knowledge (VillageView); both fill it, read-only."""

    @property
    def owner(self) -> Sequence[int]: ...
    @property
    def opts(self) -> Options: ...
    @property
    def huts(self) -> Sequence[Sequence[int]]: ...
    @property
    def birds(self) -> Sequence[int]: ...
    @property
    def totem(self) -> Sequence[int]: ...
    @property
    def queue(self) -> Sequence[int]: ...
    @property
    def chosen(self) -> Sequence[Sequence[Spell | None]]: ...
    @property
    def tokens(self) -> Sequence[Sequence[Any]]: ...  # [caster, Spell or None, hut, revealed]
    @property
    def target(self) -> int: ...
    @property
    def stage_name(self) -> str: ...
