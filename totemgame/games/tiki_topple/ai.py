"""Tiki Topple agents: Easy (greedy on its own card, with mistakes), Medium and Hard (ISMCTS).

Agents see only a TikiView. Search worlds come from the view: Medium draws the others' Secret
Tiki cards uniformly; Hard weights each candidate card by how well it explains that opponent's
plays this round. Searches stop at the end of the current round (later rounds are dealt at
random and do not depend on this decision) and score the round from the table's standings.
Medium runs the generic ISMCTS on TikiToppleState worlds; Hard runs the Tiki Topple round
search (round_search.py), the same algorithm on plain lists, several times faster.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from totemgame.ai.agent import Agent, Difficulty, RandomAgent
from totemgame.ai.budget import scaled
from totemgame.ai.ismcts import Ismcts
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard, SecretCard
from totemgame.games.tiki_topple.beliefs import (
    SLOT_VALUE,
    belief_sampler,
    belief_weights,
    card_value,
)
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.hint_words import explain_play, line_after
from totemgame.games.tiki_topple.round_search import RoundSearch, play_round_out
from totemgame.games.tiki_topple.rules import TikiToppleState, score_tikis
from totemgame.games.tiki_topple.view import TikiView
from totemgame.games.tiki_topple.world import sample_world

HARD_GREEDY = 0.8  # Hard's share of greedy moves in its playouts

PRESETS: dict[str, Difficulty] = {
    "easy": Difficulty("easy", iterations=0, seconds=0.1, noise=0.2),
    "medium": Difficulty("medium", iterations=400, seconds=0.5),
    # 4,000 iterations of the fast round search (round_search.py, about 3x the iterations per
    # second of the generic ISMCTS the 2,400 of before ran on): p95 0.32 s of CPU on bench's 30
    # sample positions (was 0.62 s). At 2 players: vs ai:hard@8 23 of 48 games (47.9%, 95% CI
    # 34.5-61.7%; arena seeds 1000-1021 and 1032-1057, 2-game runs); vs Medium 30 of 30.
    "hard": Difficulty("hard", iterations=4_000, seconds=1.5),
}

_UP1, _UP2, _UP3, _TOPPLE, _TOAST = (
    CARDS.index(c) for c in (Card.UP1, Card.UP2, Card.UP3, Card.TOPPLE, Card.TOAST)
)
_STEPS = {_UP1: 1, _UP2: 2, _UP3: 3}


# -- round-end evaluation ---------------------------------------------------------------------
def _rewards(totals: Sequence[int], final: bool) -> list[float]:
    """Per seat: score margin over the best other seat, squashed to [0, 1]; in a deciding round
    mostly the win itself (shared wins split)."""
    best = max(totals)
    winners = totals.count(best)
    # The best other seat: the leader for everyone but a sole leader, who meets the runner-up.
    runner_up = best if winners > 1 else max((t for t in totals if t != best), default=best)
    share = 1.0 / winners
    out = []
    for t in totals:
        other = runner_up if t == best else best
        margin = 0.5 + 0.5 * max(-1.0, min(1.0, (t - other) / 18.0))
        if final:
            out.append(0.75 * (share if t == best else 0.0) + 0.25 * margin)
        else:
            out.append(margin)
    return out


class RoundEvaluator:
    """Cutoff and fast rollout for one decision: play the current round out, then score it.

    The rollout mirrors the rules' card movements on plain lists (legality as in
    `legal_actions`); with `greedy` > 0 each seat plays, with that probability, the move that
    best improves its own card's value, else a uniformly random legal move.
    """

    def __init__(self, view: TikiView, seed: int, greedy: float = 0.0) -> None:
        self.round = view.round
        self.final = view.round >= view.rounds_total
        self.greedy = greedy
        self.random = random.Random(seed)
        self.ends_at = content().tikis_left_ends_round
        self.deck = content().deck

    def cutoff(self, world: TikiToppleState) -> list[float] | None:
        if world.over or world.round != self.round:
            return _rewards(world.scores, self.final)
        return None

    def rollout(self, world: TikiToppleState, rng: Rng) -> list[float]:
        line = world.line[:]
        hands = [h[:] for h in world.hands]
        players, active = world.players, world.active
        deck = self.deck
        secrets = [None if s is None else deck[s] for s in world.secrets]
        next_seat = [
            next(
                (seat + k) % players
                for k in range(1, players + 1)
                if (seat + k) % players in active
            )
            for seat in range(players)
        ]
        play_round_out(
            line, hands, world.turns_taken[:], world.turn,
            sum(sum(hands[s]) for s in active), secrets, next_seat, self.ends_at,
            self.greedy, self.random.random, _random_move, _greedy_move,
        )  # fmt: skip
        totals = world.scores[:]
        for s in active:
            tikis = secrets[s]
            assert tikis is not None, "a seat playing this round holds a card"
            totals[s] += score_tikis(line, tikis)
        return _rewards(totals, self.final)


def _random_move(
    line: list[int], hand: list[int], may_toast: bool, rand: Callable[[], float]
) -> tuple[int, int]:
    """A uniformly random legal (card index, position)."""
    n = len(line)
    counts = (
        n - 1 if hand[_UP1] else 0,
        n - 2 if hand[_UP2] else 0,
        n - 3 if hand[_UP3] else 0,
        n if hand[_TOPPLE] else 0,
        1 if hand[_TOAST] and may_toast else 0,
    )
    x = int(rand() * sum(counts))
    for ci, k in enumerate(counts):
        if x < k:
            if ci == _TOAST:
                return ci, n - 1
            if ci == _TOPPLE:
                return ci, x
            return ci, x + _STEPS[ci]
        x -= k
    raise AssertionError("no legal move")


def _greedy_move(
    line: list[int], hand: list[int], may_toast: bool, tikis: Sequence[int]
) -> tuple[int, int]:
    """The legal (card index, position) that most raises the value of `tikis` (ties: the first
    in the order Up 3, Up 2, Up 1, Topple, Toast, top first).

    A move's change of value has a closed form: the moved tiki's own change, plus one place
    down (Up) or up (Topple) for each of our tikis it passes; `drop` and `lift` accumulate the
    latter so each move costs a few lookups."""
    n = len(line)
    own: list[tuple[float, ...] | None] = [None] * n
    for slot, t in enumerate(tikis):
        if t in line:
            own[line.index(t)] = SLOT_VALUE[slot]
    # drop[i]: what our tikis above place i lose going one place down; lift[i]: what ours
    # from place i down gain going one place up.
    drop = [0.0] * (n + 1)
    for i in range(n):
        vals = own[i]
        drop[i + 1] = drop[i] + (vals[i] - vals[i + 1] if vals is not None and i + 1 < 9 else 0.0)
    lift = [0.0] * (n + 1)
    for i in range(n - 1, -1, -1):
        vals = own[i]
        lift[i] = lift[i + 1] + (vals[i - 1] - vals[i] if vals is not None and i > 0 else 0.0)
    best, best_move = -1e9, (-1, -1)
    for ci in (_UP3, _UP2, _UP1):
        if not hand[ci]:
            continue
        k = _STEPS[ci]
        for p in range(k, n):
            vals = own[p]
            d = drop[p - k] - drop[p]
            if vals is not None:
                d += vals[p - k] - vals[p]
            if d > best:
                best, best_move = d, (ci, p)
    if hand[_TOPPLE]:
        for p in range(n):
            vals = own[p]
            d = lift[p + 1]
            if vals is not None:
                d += vals[n - 1] - vals[p]
            if d > best:
                best, best_move = d, (_TOPPLE, p)
    if hand[_TOAST] and may_toast:
        vals = own[n - 1]
        d = -vals[n - 1] if vals is not None else 0.0
        if d > best:
            best, best_move = d, (_TOAST, n - 1)
    return best_move


# -- the agents -------------------------------------------------------------------------------
class EasyAgent:
    """Plays the move that most improves its own card's value, blurred by noise and mistakes."""

    name = "easy"
    jitter = 2.0  # spread of the noise added to each move's value, in points

    def __init__(self, seed: int, preset: Difficulty = PRESETS["easy"]) -> None:
        self.rng = Rng(seed)
        self.preset = preset

    def choose(self, view: TikiView, deadline: float | None = None) -> PlayCard:
        assert view.seat is not None, "an agent plays for a seat"
        legal = sample_world(view, self.rng).legal_actions(view.seat)
        if self.rng.random() < self.preset.noise:
            return self.rng.choice(legal)
        assert view.secret is not None
        mine = content().deck[view.secret]
        scored = [
            (
                card_value(line_after(view.line, a.card, a.tiki), mine)
                + self.jitter * self._gauss(),
                i,
            )
            for i, a in enumerate(legal)
        ]
        return legal[max(scored)[1]]

    def _gauss(self) -> float:
        return sum(self.rng.random() for _ in range(3)) - 1.5


@dataclass
class SearchAgent:
    """ISMCTS agent: Medium (uniform worlds, random rollouts, generic search) or Hard
    (belief-weighted worlds, greedy-mixed rollouts, the fast round search)."""

    name: str
    preset: Difficulty
    seed: int
    beliefs: bool
    greedy: float
    exploration: float = 0.7
    last_iterations: int = 0
    last_win_rate: float | None = None  # mean reward of the chosen action (for hints)
    # Hard's last search, per root move: visits and mean reward (for the review).
    last_stats: dict[int, tuple[int, float]] = field(default_factory=dict)

    def choose(self, view: TikiView, deadline: float | None = None) -> PlayCard:
        rng = Rng(self.seed * 1_000_003 + view.round * 101 + len(view.plays))
        if self.beliefs:
            return self._round_search(view, rng, deadline)
        evaluator = RoundEvaluator(view, rng.randint(0, 2**62), self.greedy)
        sampler = belief_sampler(view) if self.beliefs else sample_world
        search = Ismcts(
            sampler,
            exploration=self.exploration,
            rollout=evaluator.rollout,  # type: ignore[arg-type]  # takes the worlds our sampler made
            cutoff=evaluator.cutoff,  # type: ignore[arg-type]  # same: TikiToppleState worlds
        )
        action = search.search(view, rng, self.preset.iterations, deadline)
        self.last_iterations = search.iterations_done
        visits, mean = search.root_stats().get(action, (0, 0.0))
        self.last_win_rate = mean if visits else None
        assert isinstance(action, PlayCard), "the search picks among Tiki Topple plays"
        return action

    def _round_search(self, view: TikiView, rng: Rng, deadline: float | None) -> PlayCard:
        """Hard: the fast round search on belief-weighted worlds (see round_search)."""
        assert view.seat is not None, "an agent plays for a seat"
        others = [s for s in view.active if s != view.seat]
        weights = {s: belief_weights(view, s) for s in others}
        search = hard_round_search(view, weights, rng.randint(0, 2**62), self.exploration)
        move = search.run(self.preset.iterations, deadline)
        self.last_iterations = search.iterations_done
        self.last_stats = search.root_stats()
        visits, mean = self.last_stats.get(move, (0, 0.0))
        self.last_win_rate = mean if visits else None
        return PlayCard(CARDS[move >> 4], view.line[move & 15])

    def explain(self, view: TikiView, action: PlayCard) -> str:
        """One line for the Hint button: the play, what it does for the secret card, the odds."""
        return explain_play(view, action, self.last_win_rate)


def hard_round_search(
    view: TikiView,
    weights: dict[int, dict[SecretCard, float]],
    seed: int,
    exploration: float = 0.7,
) -> RoundSearch:
    """Hard's round search for `view.seat`, the others' Secret Tiki cards drawn by `weights`
    (its beliefs; the review's hindsight puts all the weight on the true cards)."""
    return RoundSearch(
        view,
        weights,
        seed,
        exploration=exploration,
        greedy=HARD_GREEDY,
        rewards=_rewards,
        random_move=_random_move,
        greedy_move=_greedy_move,
    )


def make_agent(difficulty: str, seed: int, budget: float = 1.0) -> Agent[TikiView]:
    """An agent for 'random', 'easy', 'medium' or 'hard', reproducible for a fixed seed;
    `budget` multiplies the search iterations."""
    if difficulty == "random":
        return RandomAgent(sample_world, seed)
    if difficulty == "easy":
        return EasyAgent(seed)
    if difficulty == "medium":
        return SearchAgent(
            "medium",
            scaled(PRESETS["medium"], budget, "iterations"),
            seed,
            beliefs=False,
            greedy=0.0,
        )
    if difficulty == "hard":
        return SearchAgent(
            "hard",
            scaled(PRESETS["hard"], budget, "iterations"),
            seed,
            beliefs=True,
            greedy=HARD_GREEDY,
        )
    raise ValueError(f"unknown difficulty {difficulty!r}")
