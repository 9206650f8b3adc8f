"""Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley & Whitehouse 2012).

Each iteration samples one world (a full State) consistent with the searching seat's view, then
descends one tree keyed by actions. A child's UCB term counts how often it was *available*, not
how often its parent was visited, because different worlds allow different actions. Game-agnostic:
only the State contract (to_move/legal_actions/apply/is_over/result/clone) is used, plus hooks.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Generic, Protocol, TypeVar

from totemgame.engine.game import Action, Result, Seat, State
from totemgame.engine.rng import Rng


class SeatView(Protocol):
    """What the search reads of a view: whose it is."""

    @property
    def seat(self) -> Seat | None: ...


SV = TypeVar("SV", bound=SeatView)
Sampler = Callable[[SV, Rng], State[object]]
Rewards = Sequence[float]
# rollout(world, rng) -> rewards per seat, from any non-terminal world (replaces the default
# random playout and the terminal scoring together).
Rollout = Callable[[State[object], Rng], Rewards]
# policy(world, seat, legal, rng) -> one of `legal`: the move chosen during the default playout.
Policy = Callable[[State[object], Seat, Sequence[Action], Rng], Action]
# cutoff(world) -> rewards if the search should stop here (e.g. a round ended), else None.
Cutoff = Callable[[State[object]], "Rewards | None"]

_CHECK_CLOCK_EVERY = 16


def win_share(result: Result) -> list[float]:
    """1 for a sole winner, 1/k for each of k winners sharing the win, 0 otherwise."""
    winners = result.winners
    share = 1.0 / len(winners) if winners else 0.0
    return [share if s in winners else 0.0 for s in range(len(result.ranks))]


def random_policy(world: State[object], seat: Seat, legal: Sequence[Action], rng: Rng) -> Action:
    """Uniform among the legal actions."""
    return rng.choice(legal)


class Node:
    """One tree node: the action that led here, who took it, and its statistics."""

    __slots__ = ("action", "seat", "visits", "avail", "total", "children")

    def __init__(self, action: Action | None, seat: Seat) -> None:
        self.action = action
        self.seat = seat  # the seat that took `action` (rewards are credited from its side)
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Hashable, Node] = {}


class Ismcts(Generic[SV]):
    """SO-ISMCTS search for one decision of `view.seat`.

    sampler: (view, rng) -> a world consistent with the view (the game's `sample_world` or a
    belief-weighted one). rollout/policy/cutoff/rewards: hooks described at the top of the module.
    key: maps an action to its tree key (default: the action itself; actions must be hashable).
    """

    def __init__(
        self,
        sampler: Sampler[SV],
        *,
        exploration: float = 0.7,
        rollout: Rollout | None = None,
        policy: Policy | None = None,
        cutoff: Cutoff | None = None,
        rewards: Callable[[Result], Rewards] = win_share,
        key: Callable[[Action], Hashable] | None = None,
    ) -> None:
        self.sampler = sampler
        self.exploration = exploration
        self.rollout = rollout
        self.policy = policy or random_policy
        self.cutoff = cutoff
        self.rewards = rewards
        self.key = key
        self.iterations_done = 0
        self.root: Node | None = None

    def search(self, view: SV, rng: Rng, iterations: int, deadline: float | None = None) -> Action:
        """The most visited root action after `iterations` (or fewer, if `deadline` passes)."""
        me = view.seat
        if me is None:
            raise ValueError("a spectator's view has no moves")
        root = Node(None, me)
        self.root = root
        first_world = self.sampler(view, rng)
        legal = list(first_world.legal_actions(me))
        if not legal:
            raise ValueError("no legal action for the searching seat")
        if len(legal) == 1:
            self.iterations_done = 0
            return legal[0]
        done = 0
        world: State[object] | None = first_world
        while done < iterations:
            if (
                deadline is not None
                and done
                and done % _CHECK_CLOCK_EVERY == 0
                and time.monotonic() >= deadline
            ):
                break
            if world is None:
                world = self.sampler(view, rng)
            self._iterate(root, world, rng)
            world = None
            done += 1
        self.iterations_done = done
        key = self.key
        best_action = legal[0]
        best = -1
        for action in legal:
            child = root.children.get(key(action) if key else action)
            if child is not None and child.visits > best:
                best, best_action = child.visits, action
        return best_action

    def _iterate(self, root: Node, world: State[object], rng: Rng) -> None:
        path = [root]
        node = root
        key = self.key
        c = self.exploration
        rewards: Rewards | None = None
        # Selection and expansion.
        while True:
            rewards = self._leaf_value(world)
            if rewards is not None:
                break
            seat = world.to_move()[0]
            legal = world.legal_actions(seat)
            children = node.children
            untried: list[Action] = []
            best_child: Node | None = None
            best_score = -math.inf
            for action in legal:
                child = children.get(key(action) if key else action)
                if child is None:
                    untried.append(action)
                    continue
                child.avail += 1
                if not untried:
                    score = child.total / child.visits + c * math.sqrt(
                        math.log(child.avail) / child.visits
                    )
                    if score > best_score:
                        best_score, best_child = score, child
            if untried:
                action = untried[int(rng.random() * len(untried))]
                child = Node(action, seat)
                child.avail = 1
                children[key(action) if key else action] = child
                world.apply(seat, action)
                path.append(child)
                node = child
                break
            assert best_child is not None
            world.apply(seat, best_child.action)  # type: ignore[arg-type]  # a child has an action
            path.append(best_child)
            node = best_child
        # Simulation (unless the expanded move itself ended the game or hit the cutoff).
        if rewards is None:
            rewards = self._leaf_value(world)
            if rewards is None:
                rewards = self._simulate(world, rng)
        # Backpropagation: each node is credited from the side of the seat that chose it.
        for n in path:
            n.visits += 1
            n.total += rewards[n.seat]

    def _leaf_value(self, world: State[object]) -> Rewards | None:
        if world.is_over():
            return self.rewards(world.result())
        if self.cutoff is not None:
            return self.cutoff(world)
        return None

    def _simulate(self, world: State[object], rng: Rng) -> Rewards:
        if self.rollout is not None:
            return self.rollout(world, rng)
        cutoff = self.cutoff
        policy = self.policy
        while not world.is_over():
            if cutoff is not None:
                r = cutoff(world)
                if r is not None:
                    return r
            seat = world.to_move()[0]
            legal = world.legal_actions(seat)
            world.apply(seat, policy(world, seat, legal, rng))
        return self.rewards(world.result())

    def root_stats(self) -> dict[Hashable, tuple[int, float]]:
        """Visits and mean reward per root action key (for tests and debugging)."""
        if self.root is None:
            return {}
        return {k: (n.visits, n.total / max(1, n.visits)) for k, n in self.root.children.items()}
