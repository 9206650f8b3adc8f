"""What the functions over a game of Totemic Might see of its state: the MightPosition protocol.

The state is one class (rules.MightState); the functions over it live beside it, one concern a
module: legality (checks.py), the round's effects (resolve.py), trades (trades.py) and the seats'
views (view.py). They type the state by this protocol, which MightState fills, so none of them
imports rules.py, which imports them all.
"""

from __future__ import annotations

from typing import Protocol

from totemgame.engine.game import Seat
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.hints import Hint
from totemgame.games.totemic_might.player import Player


class MightPosition(Protocol):
    """The whole truth of a game of Totemic Might, as the functions over it read and change it."""

    n: int  # players
    weighings: int  # per round
    rng: Rng
    series_rng: Rng  # the predetermined series, drawn round by round
    weights: list[int]  # by totem
    hints: tuple[Hint, ...]
    pool: list[int]  # the spirit totems still to pick
    p: list[Player]  # by seat
    priority: list[int]
    letters_taken: list[bool]
    round: int
    phase: str  # checks.ORDERS, REPLY, PICK, FINAL, GUESS or OVER
    final_round: bool
    series: list[list[int]]
    pick_seat: int
    no_trial: list[int]

    def to_move(self) -> tuple[Seat, ...]:
        """The seats with a decision pending."""
        ...

    def items(self, seat: int) -> tuple[tuple[str, int], ...]:
        """The seat's final-challenge items (see scoring.final_items)."""
        ...
