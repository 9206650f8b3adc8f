"""Hard's search: SO-ISMCTS over the rest of the current round, on plain lists and int moves.

Within a round every play is public: the line, the hands' card counts and whose turn it is
follow from the plays alone, so every world drawn for one decision offers the same moves at a
node. The tree is therefore keyed by moves (card index, position in the line) with the moves of
a node listed once, and UCB uses the parent's visits (a child is available whenever its parent
is). Only the others' Secret Tiki cards are hidden; each iteration draws them from the view's
beliefs (`belief_weights`), never from the table. The round is played out by the same
greedy-mixed rollout as before, then scored exactly; later rounds are dealt at random and do
not depend on this decision.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect
from collections.abc import Callable, Sequence
from itertools import accumulate

from totemgame.games.tiki_topple.actions import CARDS, SecretCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.view import TikiView

Move = int  # card index * 16 + position in the line
_UP1, _UP2, _UP3, _TOPPLE, _TOAST = range(5)
_STEPS = (1, 2, 3, 0, 0)
_CHECK_CLOCK_EVERY = 16

RewardFn = Callable[[Sequence[int], bool], list[float]]
MoveFn = Callable[..., tuple[int, int]]


def moves_of(line_len: int, hand: Sequence[int], may_toast: bool) -> list[Move]:
    """Every legal move (card index * 16 + position) for a hand on a line of `line_len`
    tikis, in the order of `legal_actions` (cards in CARDS order, positions top first)."""
    out: list[Move] = []
    for ci in range(5):
        if not hand[ci]:
            continue
        if ci == _TOAST:
            if may_toast:
                out.append(ci * 16 + line_len - 1)
        else:
            out.extend(range(ci * 16 + _STEPS[ci], ci * 16 + line_len))
    return out


class _Node:
    """A tree node; its children's UCB terms are kept in two lists (mean reward, 1/sqrt of the
    visits) so a selection is one pass over plain floats."""

    __slots__ = ("seat", "visits", "total", "moves", "children", "untried", "means", "spreads")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # the seat whose move led here (credited from its side)
        self.visits = 0
        self.total = 0.0
        self.moves: list[Move] | None = None  # moves of the seat to move here (on expansion)
        self.children: list[_Node | None] = []
        self.untried: list[int] = []  # indexes into `moves` not yet expanded
        self.means: list[float] = []  # per child: total / visits
        self.spreads: list[float] = []  # per child: 1 / sqrt(visits)

    def expand(self, moves: list[Move]) -> None:
        self.moves = moves
        self.children = [None] * len(moves)
        self.untried = list(range(len(moves)))
        self.means = [0.0] * len(moves)
        self.spreads = [0.0] * len(moves)


class RoundSearch:
    """One decision of `view.seat`: `run(iterations)` returns the most visited move."""

    def __init__(
        self,
        view: TikiView,
        weights: dict[int, dict[SecretCard, float]],
        seed: int,
        *,
        exploration: float,
        greedy: float,
        rewards: RewardFn,
        random_move: MoveFn,
        greedy_move: MoveFn,
    ) -> None:
        assert view.seat is not None and view.secret is not None, "a seat in the round searches"
        c = content()
        self.deck = c.deck
        self.ends_at = c.tikis_left_ends_round
        self.me = view.seat
        self.mine = view.secret
        self.players = view.players
        self.active = view.active
        self.line = list(view.line)
        self.hands = [list(h) for h in view.hands]
        self.taken = list(view.turns_taken)
        self.turn = view.to_move[0]
        self.scores = list(view.scores)
        self.final = view.round >= view.rounds_total
        self.exploration = exploration
        self.greedy = greedy
        self.rewards = rewards
        self.random_move = random_move
        self.greedy_move = greedy_move
        self.random = random.Random(seed)
        self.next_seat = [self._next(s) for s in range(view.players)]
        self.others = [s for s in view.active if s != view.seat]
        self.cards = {s: list(weights[s]) for s in self.others}
        self.cum = {s: list(accumulate(weights[s][c] for c in self.cards[s])) for s in self.others}
        self.left = sum(sum(self.hands[s]) for s in view.active)
        self.points = c.points
        self.best_position = c.best_position
        self.iterations_done = 0
        self.root = _Node(-1)

    def _next(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if nxt in self.active:
                return nxt
        raise AssertionError("no active seat")

    def _draw(self) -> list[tuple[int, int, int] | None]:
        """The Secret Tiki cards of this iteration's world, per seat (tikis, or None): each
        other seat's card drawn by its belief weights, no card dealt twice."""
        rand = self.random.random
        secrets: list[tuple[int, int, int] | None] = [None] * self.players
        secrets[self.me] = self.deck[self.mine]
        for _ in range(50):  # draw all, redraw on a clash (rare: beliefs spread over 20+ cards)
            held = {self.mine}
            for s in self.others:
                cum = self.cum[s]
                card = self.cards[s][min(bisect(cum, rand() * cum[-1]), len(cum) - 1)]
                if card in held:
                    break
                held.add(card)
                secrets[s] = self.deck[card]
            else:
                return secrets
        held = {self.mine}  # the beliefs keep clashing: deal the seats in turn instead
        for s in self.others:
            cum = self.cum[s]
            free = [
                (c, b - a)
                for c, a, b in zip(self.cards[s], [0.0, *cum[:-1]], cum, strict=True)
                if c not in held
            ]
            x = rand() * sum(w for _, w in free)
            card = free[-1][0]
            for c, w in free:
                x -= w
                if x < 0:
                    card = c
                    break
            held.add(card)
            secrets[s] = self.deck[card]
        return secrets

    def run(self, iterations: int, deadline: float | None = None) -> Move:
        root = self.root
        line = self.line
        moves = moves_of(len(line), self.hands[self.turn], self.taken[self.turn] > 0)
        root.expand(moves)
        if len(moves) == 1:
            return moves[0]
        done = 0
        while done < iterations:
            if (
                deadline is not None
                and done
                and done % _CHECK_CLOCK_EVERY == 0
                and time.monotonic() >= deadline
            ):
                break
            self._iterate()
            done += 1
        self.iterations_done = done
        best, best_visits = moves[0], -1
        for move, child in zip(moves, root.children, strict=True):
            if child is not None and child.visits > best_visits:
                best, best_visits = move, child.visits
        return best

    def root_stats(self) -> dict[Move, tuple[int, float]]:
        """Visits and mean reward per expanded root move."""
        root = self.root
        return {
            m: (ch.visits, ch.total / max(1, ch.visits))
            for m, ch in zip(root.moves or [], root.children, strict=False)
            if ch is not None
        }

    def _iterate(self) -> None:
        rand = self.random.random
        secrets = self._draw()
        line = self.line[:]
        hands = [h[:] for h in self.hands]
        taken = self.taken[:]
        seat = self.turn
        ends_at = self.ends_at
        left = self.left
        next_seat = self.next_seat
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        node = self.root
        path: list[tuple[_Node, int, _Node]] = []  # (parent, index of the child, child)
        while len(line) > ends_at and left > 0:
            moves = node.moves
            if moves is None:
                moves = moves_of(len(line), hands[seat], taken[seat] > 0)
                node.expand(moves)
            untried = node.untried
            if untried:
                k = untried.pop(int(rand() * len(untried)))
                child = _Node(seat)
                node.children[k] = child
            else:
                width = c * sqrt(log(node.visits))
                scores = [m + width * q for m, q in zip(node.means, node.spreads, strict=True)]
                k = scores.index(max(scores))
                chosen = node.children[k]
                assert chosen is not None, "every child is expanded here"
                child = chosen
            move = moves[k]
            ci, pos = move >> 4, move & 15
            move_tiki(line, ci, pos)
            hands[seat][ci] -= 1
            taken[seat] += 1
            left -= 1
            seat = next_seat[seat]
            path.append((node, k, child))
            node = child
            if child.visits == 0:  # just expanded: play the rest out
                break
        totals = self._play_out(line, hands, taken, seat, left, secrets)
        rewards = self.rewards(totals, self.final)
        self.root.visits += 1
        for parent, k, child in path:
            child.visits += 1
            child.total += rewards[child.seat]
            parent.means[k] = child.total / child.visits
            parent.spreads[k] = 1.0 / sqrt(child.visits)

    def _play_out(
        self,
        line: list[int],
        hands: list[list[int]],
        taken: list[int],
        seat: int,
        left: int,
        secrets: list[tuple[int, int, int] | None],
    ) -> list[int]:
        """Finish the round (greedy-mixed moves) and return every seat's total after it."""
        play_round_out(
            line, hands, taken, seat, left, secrets, self.next_seat, self.ends_at,
            self.greedy, self.random.random, self.random_move, self.greedy_move,
        )  # fmt: skip
        totals = self.scores[:]
        points, best_position = self.points, self.best_position
        for s in self.active:
            tikis = secrets[s]
            assert tikis is not None
            for slot, t in enumerate(tikis):
                if t in line and line.index(t) < best_position[slot]:
                    totals[s] += points[slot]
        return totals


def move_tiki(line: list[int], ci: int, pos: int) -> None:
    """Card `ci` played on the tiki at `pos` (0 = top): Up moves it up, Topple sends it to the
    bottom, Toast removes the bottom tiki."""
    if ci == _TOAST:
        line.pop()
    elif ci == _TOPPLE:
        line.append(line.pop(pos))
    else:
        line.insert(pos - _STEPS[ci], line.pop(pos))


def play_round_out(
    line: list[int],
    hands: list[list[int]],
    taken: list[int],
    seat: int,
    left: int,
    secrets: Sequence[Sequence[int] | None],
    next_seat: Sequence[int],
    ends_at: int,
    greedy: float,
    rand: Callable[[], float],
    random_move: MoveFn,
    greedy_move: MoveFn,
) -> None:
    """The rollout of both AI searches: play the round to its end on these lists (changed in
    place), `seat` first with `left` cards in all hands. Each seat plays, with probability
    `greedy`, the move that most raises the value of its Secret Tiki card (`secrets[seat]`,
    its three tikis), else a uniformly random legal move; `next_seat` gives who plays next."""
    while len(line) > ends_at and left > 0:
        hand = hands[seat]
        if greedy and rand() < greedy:
            tikis = secrets[seat]
            assert tikis is not None, "a seat playing this round holds a card"
            ci, pos = greedy_move(line, hand, taken[seat] > 0, tikis)
        else:
            ci, pos = random_move(line, hand, taken[seat] > 0, rand)
        move_tiki(line, ci, pos)
        hand[ci] -= 1
        taken[seat] += 1
        left -= 1
        seat = next_seat[seat]


assert len(CARDS) == 5, "moves encode five kinds of card"
