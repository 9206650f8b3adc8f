"""The Hard AI's suggestions for Totemic Might in a player's words (the Hint button): what the
weighing can tell, what the bid and the wager win, what the trade brings, with the Hard AI's
estimated chances over the weightings it sampled from the player's own view."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Action
from totemgame.games.totemic_might.actions import (
    TRIAL,
    AnswerTrade,
    Arrange,
    Guess,
    Orders,
    PickSpirit,
    Weigh,
)
from totemgame.games.totemic_might.content import content, totem_label
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView

World = Sequence[int]


def pct(share: float) -> str:
    """A share for players: '62%' (never 0% or 100% unless it is certain)."""
    if share <= 0.0 or share >= 1.0:
        return f"{round(share * 100)}%"
    return f"{min(max(round(share * 100), 1), 99)}%"


def item_totem(view: MightView, code: int) -> int:
    """The totem a piece on the trial scale is (a spirit totem, or a trial copy's totem)."""
    if code >= TRIAL and view.seat is not None:
        return view.trials[view.seat][code - TRIAL]
    return code


def item_name(view: MightView, code: int) -> str:
    """A piece on the trial scale: a spirit totem, or 'the trial copy of X'."""
    if code >= TRIAL and view.seat is not None:
        return f"your trial copy of {totem_label(item_totem(view, code))}"
    return totem_label(code)


def open_weights(worlds: Sequence[World], t: int) -> int:
    """How many weights totem `t` still has among the sampled worlds."""
    return len({w[t] for w in worlds})


def total_range(worlds: Sequence[World], totems: Sequence[int]) -> tuple[int, int]:
    sums = [sum(w[t] for t in totems) for w in worlds]
    return min(sums), max(sums)


def _weigh(view: MightView, action: Weigh, worlds: Sequence[World]) -> str:
    left = " + ".join(totem_label(item_totem(view, c)) for c in action.left)
    right = " + ".join(totem_label(item_totem(view, c)) for c in action.right)
    head = f"Weigh {left} against {right}"
    if not worlds:
        return f"{head}: of the weighings you can make, its answer tells the most."
    lt = [item_totem(view, c) for c in action.left]
    rt = [item_totem(view, c) for c in action.right]
    tips = [0, 0, 0]
    for w in worlds:
        d = sum(w[t] for t in lt) - sum(w[t] for t in rt)
        tips[(d < 0) + 2 * (d == 0)] += 1
    n = len(worlds)
    odds = f"left heavier {pct(tips[0] / n)}, right heavier {pct(tips[1] / n)}"
    if tips[2]:
        odds += f", balanced {pct(tips[2] / n)}"
    return (
        f"{head}. By what you know: {odds}. No weighing you can still make is harder to "
        "foretell, and the less sure the answer, the more it teaches."
    )


def _series_item(view: MightView, series: int, index: int) -> int:
    return view.series[series][index] if series < len(view.series) else -1


def _prefs(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    firsts = [
        _series_item(view, s, order[0]) for s, order in enumerate((action.prefs_a, action.prefs_b))
    ]
    if firsts == [-1, -1]:
        return (
            "ask for the garnets first: a round without a trial copy brings an extra spirit "
            "totem, yours to weigh every round"
        )
    parts = []
    for letter, t in zip("AB", firsts, strict=True):
        if t < 0:
            parts.append(f"the garnet in {letter} (garnets pay for the Fox and the Bear)")
        elif worlds:
            parts.append(f"{totem_label(t)} in {letter} ({open_weights(worlds, t)} weights open)")
        else:
            parts.append(f"{totem_label(t)} in {letter}")
    why = ": a copy teaches most where you know least" if worlds else ""
    return "ask first for " + " and ".join(parts) + why


def _wager(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    totems = ", ".join(totem_label(t) for t in action.totems)
    if action.wager == "none":
        return "none this round (none is worth its price now)"
    if action.wager == "snake":
        letter = content().letters[action.letter] if action.letter < 10 else "?"
        return (
            f"Snake on letter {letter}: a true hint before the final balance, and a balloon "
            "whose lift you are told"
        )
    span = ""
    if worlds and action.totems:
        lo, hi = total_range(worlds, action.totems)
        span = f", now open from {lo} to {hi}" if lo != hi else ""
    if action.wager == "fox":
        price = "for 4 garnets" if action.option else "for a balloon of unknown lift"
        return f"Fox on {totems} {price}: their exact total{span}"
    if action.wager == "bear":
        band = 5 if action.option else 10
        return f"Bear on {totems}: their total to a band of {band}{span}"
    return f"Wolf on {totems}: how far apart their weights are (mod 8)"


def _orders(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    parts = []
    if not view.final_round and view.series:
        a, b = action.bids
        parts.append(
            f"bid {a} on A and {b} on B (cheap: the game runs until three players are down "
            f"to {content().trigger_chips} chips)"
        )
        parts.append(_prefs(view, action, worlds))
    wager = _wager(view, action, worlds)
    parts.append("wager: " + wager)
    return "Orders: " + ". ".join(p[0].upper() + p[1:] for p in parts) + "."


def explain(
    view: MightView,
    action: Action,
    worlds: Sequence[World] = (),
    share: float | None = None,
) -> str:
    """One short paragraph: what to do, and why, in the game's words. `worlds` are the
    weightings the Hard AI sampled from the player's own view; `share` the part of them in
    which its final arrangement balances."""
    if isinstance(action, Weigh):
        return _weigh(view, action, worlds)
    if isinstance(action, Orders):
        return _orders(view, action, worlds)
    if isinstance(action, Arrange):
        how = "Put each piece on the pan where its ghost waits (or press Place as hinted)"
        if share is None:
            return f"{how}: the Hard AI's best balance by what you know."
        if share >= 1.0:
            return (
                f"{how}: it balances in every weighting the Hard AI drew from what you know "
                "(a strong sign, not a proof)."
            )
        return (
            f"{how}: it balances in {pct(share)} of the weightings the Hard AI drew from what "
            "you know; no arrangement it tried does better."
        )
    if isinstance(action, Guess):
        seat = view.seat
        odds = [
            f"{totem_label(t)} (1 in {len(start_candidates(view, s))})"
            for s, t in enumerate(action.totems)
            if s != seat and t >= 0
        ]
        return (
            "Guess the totems outlined in green: " + ", ".join(odds) + ". Each is one that "
            "player could have started with and holds no trial copy of; every right guess "
            "costs them 3."
        )
    if isinstance(action, PickSpirit):
        name = totem_label(action.totem)
        if worlds:
            mean = sum(w[action.totem] for w in worlds) / len(worlds)
            return (
                f"Take {name}: by what you know it weighs {mean:.0f} on average, the heaviest "
                "of the pool. Every spirit totem goes on the final pans and a heavier total "
                "raises your score."
            )
        return f"Take {name}: in what you know, it is likely heavy."
    if isinstance(action, AnswerTrade):
        return _trade(view, action, worlds)
    return "The Hard AI suggests this move."


def _trade(view: MightView, action: AnswerTrade, worlds: Sequence[World]) -> str:
    me = view.seat
    offer = next((t for t in view.trades if t[0] == action.by and t[1] == action.trial), None)
    if me is None or offer is None or not worlds:
        if action.accept:
            return "Accept the trade: the copy offered can teach you more than the one you give."
        return "Refuse the trade: the copy asked for is worth more to you on the scale."
    get, give = view.trials[action.by][action.trial], view.trials[me][offer[3]]
    g, k = open_weights(worlds, get), open_weights(worlds, give)
    about = (
        f"{totem_label(get)} has {g} weights open to you, {totem_label(give)} {k}: a copy "
        "teaches most where you know least"
    )
    return ("Accept the trade. " if action.accept else "Refuse the trade. ") + about + "."
