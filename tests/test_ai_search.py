"""Generic search on tiny games defined here: MCTS-Solver on Nim, ISMCTS on a hidden-card bet."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from totemgame.ai.ismcts import Ismcts
from totemgame.ai.mcts import Mcts
from totemgame.engine.game import Action, Result
from totemgame.engine.rng import Rng


@dataclass(frozen=True)
class Take(Action):
    kind = "take"
    n: int


class Nim:
    """One heap; each turn take 1-3; whoever takes the last stone wins."""

    def __init__(self, heap: int, turn: int = 0) -> None:
        self.heap, self.turn = heap, turn

    def to_move(self) -> tuple[int, ...]:
        return () if self.heap == 0 else (self.turn,)

    def legal_actions(self, seat: int) -> list[Take]:
        return [Take(n) for n in (1, 2, 3) if n <= self.heap]

    def apply(self, seat: int, action: Action) -> list:
        assert isinstance(action, Take)
        self.heap -= action.n
        self.turn = 1 - seat if self.heap else seat
        return []

    def is_over(self) -> bool:
        return self.heap == 0

    def result(self) -> Result:
        winner = self.turn  # the seat that took the last stone
        return Result((1.0 - winner, float(winner)), (1 + winner, 2 - winner))

    def view(self, seat: int | None) -> Nim:
        return self

    def clone(self) -> Nim:
        return Nim(self.heap, self.turn)


def test_mcts_solver_proves_a_won_nim_position() -> None:
    search = Mcts()
    action = search.search(Nim(9), Rng(1), iterations=20_000)
    assert action == Take(1)  # leaves a multiple of four
    assert search.proven is not None and search.proven[0] == 1.0
    assert search.iterations_done < 20_000  # stopped as soon as the root was proven


def test_mcts_solver_proves_a_lost_nim_position() -> None:
    search = Mcts()
    search.search(Nim(8), Rng(2), iterations=20_000)
    assert search.proven is not None and search.proven[0] == 0.0


def test_mcts_takes_the_last_stones() -> None:
    assert Mcts().search(Nim(3), Rng(3), iterations=50) == Take(3)


def test_a_prior_orders_the_first_tries_and_steers_a_small_budget() -> None:
    """Nim(9): Take(1) wins. A prior that likes it is tried first and, with a budget too
    small to tell the moves apart, chosen; the plain search spreads its visits evenly."""

    def likes_one(state: object, action: Action) -> float:
        return 1.0 if action == Take(1) else 0.0

    guided = Mcts(prior=likes_one, bias=1.0)
    assert guided.search(Nim(9), Rng(4), iterations=3) == Take(1)
    assert guided.root is not None and guided.root.children[0].action == Take(1)
    assert guided.root.children[0].prior == 1.0
    plain = Mcts()
    plain.search(Nim(9), Rng(4), iterations=3)
    assert plain.root is not None and all(ch.visits == 1 for ch in plain.root.children)
    # The guess fades with visits: a wrong prior does not stop the solver finding the win.
    misled = Mcts(prior=lambda s, a: 0.0 if a == Take(1) else 1.0, bias=1.0)
    assert misled.search(Nim(9), Rng(5), iterations=20_000) == Take(1)


# -- a tiny hidden-information game --------------------------------------------------------
@dataclass(frozen=True)
class Say(Action):
    kind = "say"
    word: str


@dataclass(frozen=True)
class BetView:
    seat: int
    card: int


class Bet:
    """Seats hold cards 0-2 (different). Seat 0 bets or folds; after a bet seat 1 calls or
    folds; a call shows down (higher card wins). Folding loses."""

    def __init__(self, cards: tuple[int, int]) -> None:
        self.cards = cards
        self.history: list[str] = []

    def to_move(self) -> tuple[int, ...]:
        return () if self.is_over() else ((0,) if not self.history else (1,))

    def legal_actions(self, seat: int) -> list[Say]:
        words = ("bet", "fold") if seat == 0 else ("call", "fold")
        return [Say(w) for w in words]

    def apply(self, seat: int, action: Action) -> list:
        assert isinstance(action, Say)
        self.history.append(action.word)
        return []

    def is_over(self) -> bool:
        return self.history[-1:] == ["fold"] or len(self.history) == 2

    def result(self) -> Result:
        if self.history == ["fold"]:
            winner = 1
        elif self.history == ["bet", "fold"]:
            winner = 0
        else:
            winner = 0 if self.cards[0] > self.cards[1] else 1
        return Result((1.0 - winner, float(winner)), (1 + winner, 2 - winner))

    def view(self, seat: int) -> BetView:
        return BetView(seat, self.cards[seat])

    def clone(self) -> Bet:
        other = Bet(self.cards)
        other.history = self.history[:]
        return other


def sample_bet(view: BetView, rng: Rng) -> Bet:
    other = rng.choice([c for c in range(3) if c != view.card])
    return Bet((view.card, other))


def test_ismcts_bets_with_the_best_card() -> None:
    search = Ismcts(sample_bet)
    assert search.search(BetView(0, 2), Rng(4), iterations=300) == Say("bet")
    visits, mean = search.root_stats()[Say("bet")]
    assert mean > 0.9


def test_ismcts_counts_availability_not_parent_visits() -> None:
    search = Ismcts(sample_bet)
    search.search(BetView(0, 1), Rng(5), iterations=200)
    assert search.root is not None
    for child in search.root.children.values():
        assert child.avail >= child.visits


def test_ismcts_is_reproducible_with_a_seed() -> None:
    a = Ismcts(sample_bet).search(BetView(0, 1), Rng(6), iterations=100)
    b = Ismcts(sample_bet).search(BetView(0, 1), Rng(6), iterations=100)
    assert a == b


def test_exact_response_values_weigh_every_profile_of_the_others():
    from totemgame.ai.simultaneous import exact_response_values

    def payoff(profile):  # matching pennies for seat 0, three actions for seat 1
        a, b = profile
        win = 1.0 if a == b else -1.0
        return (win, -win)

    values = exact_response_values(0, [2, 3], [[0.5, 0.5], [0.2, 0.3, 0.5]], payoff)
    assert values == pytest.approx([0.2 - 0.8, 0.3 - 0.7])
    assert (
        exact_response_values(0, [2, 100, 100], [[1, 0], [0.01] * 100, [0.01] * 100], payoff, 50)
        is None
    )
