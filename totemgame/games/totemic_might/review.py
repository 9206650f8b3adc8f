"""Totemic Might's review values: for a final arrangement, the chance that its three pans
balance, as the Hard AI reckons it: the share of the worlds it sampled from the seat's
knowledge (every weighing, hint, fact and failed attempt so far) in which the pans come out
balanced. A failed attempt is a failure mark, and the fewest marks rank first. Weighings,
orders and the other choices buy knowledge or garnets, which no chance measures here: they
are not judged (unless they are the Hard AI's own choice). With hindsight, the real weights
and lifts say whether the pans balance: 1 or 0. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action, State
from totemgame.games.totemic_might.actions import Arrange
from totemgame.games.totemic_might.ai import MightAgent
from totemgame.games.totemic_might.ai_final import item_values
from totemgame.games.totemic_might.rules import MightState
from totemgame.games.totemic_might.scoring import balanced, pan_weights
from totemgame.games.totemic_might.view import MightView


def balance_share(
    items: Sequence[tuple[str, int]], pans: Sequence[int], worlds: Sequence[Sequence[int]]
) -> float | None:
    """The share of `worlds` in which `pans` balance `items` (None without worlds)."""
    if not worlds or len(pans) != len(items):
        return None
    hits = 0
    for world in worlds:
        sums = [0, 0, 0]
        for value, pan in zip(item_values(items, world), pans, strict=True):
            sums[pan] += value
        hits += balanced(sums)
    return hits / len(worlds)


def review_values(
    agent: Any, view: MightView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The chance each arrangement balances over the worlds the Hard AI's choice weighed (from
    `view` alone); None for any other decision."""
    assert isinstance(agent, MightAgent)
    if view.phase != "final":
        return [None] * len(actions)
    return [
        balance_share(view.final_items, a.pans, agent.last_worlds)
        if isinstance(a, Arrange)
        else None
        for a in actions
    ]


def hindsight_values(
    truth: State[MightView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: whether each arrangement balances with the real weights and lifts."""
    assert isinstance(truth, MightState)
    items = truth.items(seat)
    out: list[float | None] = []
    for action in actions:
        if not isinstance(action, Arrange) or len(action.pans) != len(items):
            out.append(None)
            continue
        weights = pan_weights(items, action.pans, truth.weights, truth.p[seat].lifts)
        out.append(1.0 if balanced(weights) else 0.0)
    return out
