"""A throwaway game for CLI tests only (never registered in the package).

Race to 10: seats take turns adding 1 or 2 to a shared counter, with a seeded secret bonus
(hidden information) added to the first mover's score. The seat that reaches 10 wins.
Options: `first_wins` ends the game after one move with seat 0 the winner; `all_tie` makes
every seat a winner (to test seat rotation and shared wins).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from totemgame.ai.agent import RandomAgent
from totemgame.engine.game import (
    Action,
    ActionCodec,
    Event,
    GameOption,
    GameSpec,
    IllegalAction,
    OptionKind,
    Result,
)
from totemgame.engine.rng import Rng

TARGET = 10


@dataclass(frozen=True)
class Add(Action):
    kind: ClassVar[str] = "add"
    amount: int


@dataclass(frozen=True)
class ToyView:
    seat: int | None
    players: int
    counter: int
    turn: int
    plies: int
    options: tuple[tuple[str, Any], ...]

    @property
    def scores(self) -> None:
        """No running score during play: the panels show none."""
        return None

    @property
    def round(self) -> None:
        """A game without rounds."""
        return None

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0


class ToyState:
    def __init__(self, players: int, options: Mapping[str, Any], seed: int) -> None:
        self.players = players
        self.options = dict(options)
        self.rng = Rng(seed)
        self.counter = self.rng.randint(0, 3)
        self.turn = 0
        self.plies = 0
        self.winner: int | None = None

    def to_move(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat: int) -> list[Add]:
        return [] if seat not in self.to_move() else [Add(1), Add(2)]

    def check(self, seat: int, action: Action) -> str | None:
        if seat not in self.to_move():
            return "It is not your turn."
        return None if action in self.legal_actions(seat) else "Add 1 or 2."

    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.check(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        assert isinstance(action, Add)
        self.counter += action.amount
        self.plies += 1
        if self.options["first_wins"] or self.counter >= TARGET:
            self.winner = 0 if self.options["first_wins"] else seat
        self.turn = (self.turn + 1) % self.players
        return [Event("add", {"seat": seat, "amount": action.amount})]

    def opening_events(self) -> list[Event]:
        return []

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> Result:
        if self.options["all_tie"]:
            keys = [0] * self.players
        else:
            keys = [1 if s == self.winner else 0 for s in range(self.players)]
        return Result.from_keys(keys, keys, rounds=self.plies // self.players + 1)

    def view(self, seat: int | None) -> ToyView:
        opts = tuple(sorted(self.options.items()))
        return ToyView(seat, self.players, self.counter, self.turn, self.plies, opts)

    def clone(self) -> ToyState:
        other = ToyState.__new__(ToyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        return other


def new_game(players: int, options: Mapping[str, Any], seed: int) -> ToyState:
    return ToyState(players, options, seed)


def sample_world(view: ToyView, rng: Rng) -> ToyState:
    state = ToyState(view.players, dict(view.options), rng.randint(0, 99))
    state.counter, state.turn, state.plies = view.counter, view.turn, view.plies
    return state


class GreedyAgent:
    """Takes the win when it can, else adds 1 (a little better than random)."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: ToyView, deadline: float | None = None) -> Add:
        return Add(2) if view.counter + 2 >= TARGET or self.rng.random() < 0.3 else Add(1)


class CheatingAgent:
    """Returns an illegal action (to test that the CLI refuses it)."""

    name = "cheat"

    def choose(self, view: ToyView, deadline: float | None = None) -> Add:
        return Add(5)


def make_agent(difficulty: str, seed: int) -> Any:
    if difficulty == "random":
        return RandomAgent(sample_world, seed)
    if difficulty == "easy" and _CHEAT:
        return CheatingAgent()
    return GreedyAgent(seed)


_CHEAT: list[bool] = []  # tests append True to make "easy" cheat

SPEC = GameSpec(
    id="toy",
    name="Toy Race",
    min_players=2,
    max_players=4,
    pitch="Race to ten.",
    options=(
        GameOption("first_wins", "First wins", OptionKind.BOOL, False),
        GameOption("all_tie", "All tie", OptionKind.BOOL, False),
    ),
)


def _game() -> Any:
    from totemgame.engine.module import GameModule

    return GameModule(
        spec=SPEC,
        new_game=new_game,
        sample_world=sample_world,
        codec=ActionCodec(Add),
        make_agent=make_agent,
    )


GAME = _game()
