"""Tiki Topple's review values: the Hard AI's outlook for the round after a card (its round
search's mean reward: the chance to win the round, by the score margin it leaves). From the
seat's view, the others' Secret Tiki cards are the AI's beliefs; with hindsight, the cards
they really held. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action, State
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import CARDS, PlayCard, SecretCard
from totemgame.games.tiki_topple.ai import PRESETS, SearchAgent, hard_round_search
from totemgame.games.tiki_topple.beliefs import belief_weights
from totemgame.games.tiki_topple.rules import TikiToppleState
from totemgame.games.tiki_topple.view import TikiView

MIN_VISITS = 20  # a root move tried fewer times than this has no trustworthy mean
WIDE = 2.0  # exploration of a search that must try every move (Hard's own: 0.7)


def move_of(view: TikiView, action: Action) -> int:
    """The round search's number of a play: card index * 16 + the tiki's place in the line."""
    assert isinstance(action, PlayCard)
    return CARDS.index(action.card) * 16 + view.line.index(action.tiki)


def values_from(
    stats: dict[int, tuple[int, float]], view: TikiView, actions: Sequence[Action]
) -> list[float | None]:
    """The mean reward of each action's root move, None if it was tried too rarely."""
    out: list[float | None] = []
    for action in actions:
        visits, mean = stats.get(move_of(view, action), (0, 0.0))
        out.append(mean if visits >= MIN_VISITS else None)
    return out


def review_values(
    agent: Any, view: TikiView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The round's outlook after each of `actions`, from the Hard AI's last search; a move the
    search left nearly untried is searched again with it (a search cannot skip it: one legal
    move only is never reviewed)."""
    assert isinstance(agent, SearchAgent)
    values = values_from(agent.last_stats, view, actions)
    if all(v is not None for v in values):
        return values
    return [
        v if v is not None else _forced(agent, view, action, seed)
        for v, action in zip(values, actions, strict=True)
    ]


def _forced(agent: SearchAgent, view: TikiView, action: Action, seed: int) -> float | None:
    """The outlook after `action` from a fresh round search that explores widely (so that it
    tries every move often enough), on the same beliefs and budget."""
    assert view.seat is not None
    others = [s for s in view.active if s != view.seat]
    weights = {s: belief_weights(view, s) for s in others}
    search = hard_round_search(view, weights, Rng(seed).randint(0, 2**62), WIDE)
    search.run(PRESETS["hard"].iterations)
    return values_from(search.root_stats(), view, [action])[0]


def hindsight_values(
    truth: State[TikiView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: the same round search, but the others' Secret Tiki cards are the cards
    they really held (revealed when the round ended)."""
    assert isinstance(truth, TikiToppleState)
    view = truth.view(seat)
    others = [s for s in view.active if s != seat]
    weights: dict[int, dict[SecretCard, float]] = {}
    for s in others:
        card = truth.secrets[s]
        assert card is not None, "a seat playing this round holds a Secret Tiki card"
        weights[s] = {card: 1.0}
    search = hard_round_search(view, weights, Rng(seed).randint(0, 2**62), WIDE)
    search.run(PRESETS["hard"].iterations)
    return values_from(search.root_stats(), view, actions)
