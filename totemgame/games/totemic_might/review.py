"""Totemic Might's review values: every decision of the seat valued from its view at the time
over the Hard AI's sampled worlds (review_measures.py says each measure), and with hindsight
where the truth decides it: a final arrangement balances or not with the real weights and
lifts, a guess was right or not, an extra spirit weighs what it weighs. A final arrangement's
value is the share of the worlds in which its pans balance (a failed attempt is a failure
mark, and the fewest marks rank first). No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action, State
from totemgame.games.totemic_might import review_measures as measure
from totemgame.games.totemic_might.actions import (
    AnswerTrade,
    Arrange,
    Give,
    Guess,
    OfferTrade,
    Orders,
    PickSpirit,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.ai import PRESETS, MightAgent
from totemgame.games.totemic_might.ai_final import item_values
from totemgame.games.totemic_might.rules import MightState
from totemgame.games.totemic_might.scoring import balanced, pan_weights
from totemgame.games.totemic_might.view import MightView

World = Sequence[int]


def balance_share(
    items: Sequence[tuple[str, int]], pans: Sequence[int], worlds: Sequence[World]
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


def frame(played: Action, best: Action) -> str:
    """Which measure judges `played` against `best` (the review's kind of decision): 'weigh'
    for a weighing, or orders given while a weighing worth making was left; 'orders' for
    orders; 'part' for a gift or a trade offer; else the played move's own kind."""
    if isinstance(played, Weigh) or (
        isinstance(played, Submit | Orders) and isinstance(best, Weigh)
    ):
        return "weigh"
    if isinstance(played, Submit | Orders):
        return "orders"
    if isinstance(played, Give | OfferTrade):
        return "part"
    return played.kind


def orders_value(view: MightView, action: Action, worlds: Sequence[World]) -> float | None:
    """The share of ORDER_BITS that `action`'s orders are set to buy (Submit: the drafts)."""
    if isinstance(action, Orders):
        bits = measure.orders_bits(
            view, (action.prefs_a, action.prefs_b), action.wager_action(), worlds
        )
    elif isinstance(action, Submit):
        bits = measure.orders_bits(view, view.prefs, view.wager, worlds)
    else:
        return None
    return None if bits is None else measure.share(bits, measure.ORDER_BITS)


def value_of(view: MightView, action: Action, kind: str, worlds: Sequence[World]) -> float | None:
    """`action`'s value by the measure of `kind` (see frame)."""
    me = view.seat
    assert me is not None
    if kind == "weigh":
        if not isinstance(action, Weigh):
            return 0.0  # no weighing made: the scale tells nothing
        return measure.share(measure.weighing_bits(view, action, worlds), measure.WEIGHING_BITS)
    if kind == "orders":
        return orders_value(view, action, worlds)
    if kind == "part":
        if isinstance(action, Give | OfferTrade):
            return measure.parting_worth(view, action, worlds)
        return 1.0  # the Hard AI keeps its copies
    if isinstance(action, Arrange) and view.phase == "final":
        return balance_share(view.final_items, action.pans, worlds)
    if isinstance(action, Guess):
        return measure.guess_share(view, action)
    if isinstance(action, PickSpirit):
        return measure.pick_weight(action, worlds)
    if isinstance(action, AnswerTrade):
        kept = measure.copy_bits(view, action.by, action.trial, worlds) if action.accept else None
        if kept is None:
            want = next(t[3] for t in view.trades if t[0] == action.by and t[1] == action.trial)
            kept = measure.copy_bits(view, me, want, worlds)
        return measure.share(kept, measure.TOTEM_BITS)
    return None


def worlds_of(agent: MightAgent, view: MightView) -> list[tuple[int, ...]]:
    """The worlds the Hard AI's choice weighed, or as many fresh ones as its orders weigh."""
    if agent.last_worlds:
        return list(agent.last_worlds)
    if view.phase == "guess":
        return []  # the guesses need no worlds
    return agent.worlds(view, PRESETS["hard"].worlds)[1]


def review_values(
    agent: Any, view: MightView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """Each action's value from `view` alone, by the measure that judges the move played (the
    last of `actions`) against the Hard AI's (the first)."""
    assert isinstance(agent, MightAgent)
    kind = frame(actions[-1], actions[0])
    worlds = worlds_of(agent, view)
    return [value_of(view, a, kind, worlds) for a in actions]


def hindsight_values(
    truth: State[MightView], seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight, where the truth decides: whether an arrangement balances with the real
    weights and lifts, the share of guesses right, a picked spirit's real weight (of 20), what
    a weighing's real answer told (weighings_told)."""
    assert isinstance(truth, MightState)
    items = truth.items(seat)
    starts = [p.start for p in truth.p]
    out: list[float | None] = []
    if frame(actions[-1], actions[0]) == "weigh":
        return weighings_told(truth, seat, actions, seed)
    for action in actions:
        if isinstance(action, Arrange) and len(action.pans) == len(items):
            weights = pan_weights(items, action.pans, truth.weights, truth.p[seat].lifts)
            out.append(1.0 if balanced(weights) else 0.0)
        elif isinstance(action, Guess) and len(action.totems) == truth.n:
            out.append(measure.true_guess_share(starts, seat, action))
        elif isinstance(action, PickSpirit):
            out.append(truth.weights[action.totem] / 20)
        else:
            out.append(None)
    return out


def weighings_told(
    truth: MightState, seat: int, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """With hindsight: what each weighing's real answer told the seat (review_measures.
    answer_bits), as a share of what a weighing can tell (capped at all of it), over the
    worlds the review weighed it on (the same seed); a weighing not made told nothing."""
    view = truth.view(seat)  # the seat's knowledge then, to measure the real answer against
    worlds = MightAgent(PRESETS["hard"], seed).worlds(view, PRESETS["hard"].worlds)[1]
    out: list[float | None] = []
    for action in actions:
        if isinstance(action, Weigh):
            bits = measure.answer_bits(view, action, truth.weights, worlds)
            out.append(measure.share(bits, measure.WEIGHING_BITS))
        else:
            out.append(0.0)
    return out
