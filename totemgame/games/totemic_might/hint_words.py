"""The Hard AI's suggestions for Totemic Might in a player's words (the Hint button)."""

from __future__ import annotations

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
from totemgame.games.totemic_might.content import content, totem_name
from totemgame.games.totemic_might.view import MightView

WAGER_WORDS = {
    "snake": "take the Snake (letter {letter}) for a hint and a balloon",
    "wolf": "take the Wolf on {totems}",
    "bear": "take the Bear on {totems}",
    "fox": "take the Fox on {totems}",
}


def item_name(view: MightView, code: int) -> str:
    """A piece on the trial scale: a spirit totem, or 'the trial copy of X'."""
    if code >= TRIAL and view.seat is not None:
        return f"your trial copy of {totem_name(view.trials[view.seat][code - TRIAL])}"
    return totem_name(code)


def _series_item(view: MightView, series: int, index: int) -> str:
    item = view.series[series][index] if series < len(view.series) else -1
    return "the garnet" if item < 0 else totem_name(item)


def explain(view: MightView, action: Action, worlds: int = 0, chance: float = 0.0) -> str:
    """One line: what to do, and why the Hard AI likes it."""
    if isinstance(action, Weigh):
        left = " + ".join(item_name(view, c) for c in action.left)
        right = " + ".join(item_name(view, c) for c in action.right)
        return (
            f"Weigh {left} against {right}: of the weighings you can make, its answer tells "
            "the most about the weights you are least sure of."
        )
    if isinstance(action, Orders):
        parts = []
        if not view.final_round and view.series:
            a, b = action.bids
            parts.append(f"bid {a} on series A and {b} on series B")
            firsts = [
                _series_item(view, s, order[0])
                for s, order in enumerate((action.prefs_a, action.prefs_b))
            ]
            why = "most to learn"
            if firsts == ["the garnet", "the garnet"]:
                why = "a round with no trial copy brings a spirit totem, weighed every round"
            parts.append(f"put {firsts[0]} first in A and {firsts[1]} first in B ({why})")
        if action.wager != "none":
            totems = ", ".join(totem_name(t) for t in action.totems)
            letter = content().letters[action.letter] if action.letter < 10 else "?"
            words = WAGER_WORDS[action.wager].format(totems=totems, letter=letter)
            if action.wager == "fox":
                words += " paying garnets" if action.option else " for a balloon of unknown lift"
            elif action.wager == "bear" and action.option:
                words += " in bands of 5"
            parts.append(words)
        else:
            parts.append("take no wager this round")
        return "Orders: " + "; ".join(parts) + "."
    if isinstance(action, Arrange):
        share = f" ({round(chance * 100)}% of {worlds} possible weightings)" if worlds else ""
        return (
            "Put the pieces on the pans as shown: this arrangement balances in the most "
            f"weightings that fit what you know{share}."
        )
    if isinstance(action, Guess):
        return "Guess these starting totems: each is one the player could have begun with."
    if isinstance(action, PickSpirit):
        return f"Take {totem_name(action.totem)}: in what you know, it is likely heavy."
    if isinstance(action, AnswerTrade):
        if action.accept:
            return "Accept the trade: the copy offered can teach you more than the one you give."
        return "Refuse the trade: the copy asked for is worth more to you on the scale."
    return "The Hard AI suggests this move."
