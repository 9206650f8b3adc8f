"""UCT with MCTS-Solver for perfect-information games (Winands, Björnsson & Saito 2008).

Game-agnostic: driven only by the State contract (to_move/legal_actions/apply/is_over/result/
clone), one decision at a time (to_move()[0]). Rewards are per seat in [0, 1]; a node whose
outcome is certain (a terminal, a child that gives the mover the best possible reward, or all
children proven) is marked *proven* and never simulated again.

A game may give a `prior`: a quick guess in [0, 1] of how good an action is for its mover.
Then a node's actions are tried best guess first, and the guess adds `bias * prior /
(visits + 1)` to a child's score: progressive bias (Chaslot et al. 2008). It steers a small
budget and fades as the visits grow, so the playouts have the last word.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from totemgame.ai.ismcts import Policy, Rewards, random_policy, win_share
from totemgame.engine.game import Action, Result, Seat, State
from totemgame.engine.rng import Rng

_CHECK_CLOCK_EVERY = 16


class MctsNode:
    """A tree node: reached by `action` taken by `seat`; `proven` holds certain rewards."""

    __slots__ = ("action", "seat", "visits", "total", "children", "untried", "proven", "prior")

    def __init__(self, action: Action | None, seat: Seat, prior: float = 0.0) -> None:
        self.action = action
        self.seat = seat
        self.prior = prior  # the game's guess of the action's worth (progressive bias)
        self.visits = 0
        self.total = 0.0
        self.children: list[MctsNode] = []
        # None until the node is first reached; then (action, prior), best guess last
        self.untried: list[tuple[Action, float]] | None = None
        self.proven: tuple[float, ...] | None = None


class Mcts:
    """UCT search with solver. `best_reward` is the reward of a sure win (proves a node at once)."""

    def __init__(
        self,
        *,
        exploration: float = 0.7,
        policy: Policy | None = None,
        rewards: Callable[[Result], Rewards] = win_share,
        best_reward: float = 1.0,
        prior: Callable[[State[object], Action], float] | None = None,
        bias: float = 0.0,
    ) -> None:
        self.exploration = exploration
        self.policy = policy or random_policy
        self.rewards = rewards
        self.best_reward = best_reward
        self.prior = prior  # (state, action) -> [0, 1], for the mover of `state`
        self.bias = bias if prior is not None else 0.0
        self.root: MctsNode | None = None
        self.iterations_done = 0

    def search(
        self, state: State[object], rng: Rng, iterations: int, deadline: float | None = None
    ) -> Action:
        """The proven-best root action if there is one, else the most visited non-losing one."""
        me = state.to_move()[0]
        legal = list(state.legal_actions(me))
        if not legal:
            raise ValueError("no legal action")
        root = MctsNode(None, me)
        self.root = root
        done = 0
        while done < iterations and root.proven is None:
            if (
                deadline is not None
                and done
                and done % _CHECK_CLOCK_EVERY == 0
                and time.monotonic() >= deadline
            ):
                break
            self._iterate(root, state.clone(), rng)
            done += 1
        self.iterations_done = done
        return self.best_action(me) or legal[0]

    def best_action(self, me: Seat) -> Action | None:
        root = self.root
        if root is None or not root.children:
            return None
        for child in root.children:
            if child.proven is not None and child.proven[me] >= self.best_reward:
                return child.action
        live = [c for c in root.children if c.proven is None or c.proven[me] > 0.0]
        pool = live or root.children
        return max(pool, key=lambda c: (c.visits, c.total)).action

    def chance_of(self, action: Action, me: Seat) -> float | None:
        """`me`'s estimated reward after the root move `action` (certain if proven), or None
        when the last search never tried it."""
        root = self.root
        for child in root.children if root is not None else []:
            if child.action == action:
                if child.proven is not None:
                    return child.proven[me]
                return child.total / child.visits if child.visits else None
        return None

    @property
    def proven(self) -> tuple[float, ...] | None:
        """The root's certain rewards, once solved."""
        return None if self.root is None else self.root.proven

    def _iterate(self, root: MctsNode, state: State[object], rng: Rng) -> None:
        path = [root]
        node = root
        c, bias = self.exploration, self.bias
        rewards: Rewards | None = None
        while True:
            if node.proven is not None:
                rewards = node.proven
                break
            if node.untried is None:
                if state.is_over():
                    node.proven = tuple(self.rewards(state.result()))
                    rewards = node.proven
                    break
                node.untried = self._untried(state, rng)
            mover = state.to_move()[0]
            if node.untried:
                action, prior = node.untried.pop()
                state.apply(mover, action)
                child = MctsNode(action, mover, prior)
                node.children.append(child)
                path.append(child)
                if state.is_over():
                    child.proven = tuple(self.rewards(state.result()))
                    child.untried = []
                    rewards = child.proven
                else:
                    rewards = self._simulate(state, rng)
                break
            best: MctsNode | None = None
            best_score = -math.inf
            log_n = math.log(max(1, node.visits))
            for ch in node.children:
                if ch.proven is not None:
                    score = ch.proven[mover] - 1e-9  # certain value, nothing to explore
                else:
                    score = ch.total / ch.visits + c * math.sqrt(log_n / ch.visits)
                    score += bias * ch.prior / (ch.visits + 1)
                if score > best_score:
                    best_score, best = score, ch
            assert best is not None
            state.apply(mover, best.action)  # type: ignore[arg-type]  # a non-root node has an action
            path.append(best)
            node = best
        for n in reversed(path):
            n.visits += 1
            n.total += rewards[n.seat]
            if n.proven is None:
                self._try_prove(n)

    def _untried(self, state: State[object], rng: Rng) -> list[tuple[Action, float]]:
        """The actions of a node first reached, in random order; with a prior, sorted so the
        best guess is tried first (popped from the end; ties keep the random order)."""
        actions = list(state.legal_actions(state.to_move()[0]))
        rng.shuffle(actions)
        if self.prior is None:
            return [(a, 0.0) for a in actions]
        guess = self.prior
        return sorted(((a, guess(state, a)) for a in actions), key=lambda ap: ap[1])

    def _try_prove(self, node: MctsNode) -> None:
        """Mark `node` proven if its mover's outcome is certain from its children."""
        if node.untried is None or not node.children:
            return
        mover = node.children[0].seat
        for ch in node.children:
            if ch.proven is not None and ch.proven[mover] >= self.best_reward:
                node.proven = ch.proven
                return
        if node.untried or any(ch.proven is None for ch in node.children):
            return
        proven = [ch.proven for ch in node.children if ch.proven is not None]  # all of them
        node.proven = max(proven, key=lambda p: p[mover])

    def _simulate(self, state: State[object], rng: Rng) -> Rewards:
        policy = self.policy
        while not state.is_over():
            seat = state.to_move()[0]
            legal: Sequence[Action] = state.legal_actions(seat)
            state.apply(seat, policy(state, seat, legal, rng))
        return self.rewards(state.result())
