"""Tiki Topple agents' beliefs: how promising a line is for one Secret Tiki card, and how
likely each unseen card is another seat's, from the plays it made this round (each play
assumed chosen by softmax over what the resulting line is worth to the card). Hard's search
worlds are drawn by these weights; Easy and the greedy playouts rate lines by `card_value`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import CARDS, UP_STEPS, Card, SecretCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.hint_words import line_after
from totemgame.games.tiki_topple.rules import TikiToppleState, starting_hand
from totemgame.games.tiki_topple.view import TikiView
from totemgame.games.tiki_topple.world import unseen_cards, world_from_secrets

_BELIEF_BETA = 0.5  # how sharply opponents are assumed to favour plays that help their card


def _slot_values() -> tuple[tuple[float, ...], ...]:
    """value[slot][position]: full points inside the scoring zone, halving per place outside."""
    c = content()
    return tuple(
        tuple(pts if p < best else pts * 0.5 ** (p - best + 1) for p in range(9))
        for pts, best in zip(c.points, c.best_position, strict=True)
    )


SLOT_VALUE = _slot_values()


def card_value(line: Sequence[int], tikis: Sequence[int]) -> float:
    """A smooth estimate of what `tikis` (9-, 5-, 2-point slots) will score from `line`."""
    total = 0.0
    for slot, t in enumerate(tikis):
        if t in line:
            total += SLOT_VALUE[slot][line.index(t)]
    return total


def _alternatives(
    line: Sequence[int], hand: Sequence[int], may_toast: bool
) -> list[tuple[Card, int]]:
    """Every (card, tiki) a seat holding `hand` could play on `line` (mirrors legal_actions)."""
    out: list[tuple[Card, int]] = []
    for ci, card in enumerate(CARDS):
        if not hand[ci]:
            continue
        if card is Card.TOPPLE:
            out.extend((card, t) for t in line)
        elif card is Card.TOAST:
            if may_toast:
                out.append((card, line[-1]))
        else:
            out.extend((card, t) for t in line[UP_STEPS[card] :])
    return out


def belief_weights(
    view: TikiView, seat: int, beta: float = _BELIEF_BETA
) -> dict[SecretCard, float]:
    """Weight of each unseen card as `seat`'s Secret Tiki: the likelihood of that seat's plays
    this round if it chose by softmax(beta * value of the resulting line for the card)."""
    pool = unseen_cards(view)
    deck = content().deck
    logl = dict.fromkeys(pool, 0.0)
    line = list(view.start_line)
    hands = {s: starting_hand(len(view.active)) for s in view.active}
    taken = dict.fromkeys(view.active, 0)
    for who, card, tiki in view.plays:
        if who == seat and line:
            alts = _alternatives(line, hands[who], taken[who] > 0)
            afters = [line_after(line, c, t) for c, t in alts]
            chosen = alts.index((card, tiki)) if (card, tiki) in alts else -1
            if chosen >= 0:
                for sc in pool:
                    vals = [beta * card_value(a, deck[sc]) for a in afters]
                    top = max(vals)
                    lse = top + math.log(sum(math.exp(v - top) for v in vals))
                    logl[sc] += vals[chosen] - lse
        line = line_after(line, card, tiki)
        hands[who] = hands[who][:]
        hands[who][CARDS.index(card)] -= 1
        taken[who] += 1
    top = max(logl.values(), default=0.0)
    return {sc: math.exp(v - top) for sc, v in logl.items()}


def belief_sampler(view: TikiView) -> Callable[[TikiView, Rng], TikiToppleState]:
    """A sampler drawing the others' cards without replacement, weighted by `belief_weights`."""
    others = [s for s in view.active if s != view.seat]
    weights = {s: belief_weights(view, s) for s in others}

    def sample(v: TikiView, rng: Rng) -> TikiToppleState:
        order = others[:]
        rng.shuffle(order)
        taken: set[SecretCard] = set()
        secrets: dict[int, SecretCard] = {}
        for s in order:
            cards = [c for c in weights[s] if c not in taken]
            pick = cards[rng.weighted_index([weights[s][c] for c in cards])]
            secrets[s] = pick
            taken.add(pick)
        return world_from_secrets(v, secrets, rng)

    return sample
