"""The review's line on a Totemic Might decision that was not the Hard AI's: what the move
played did, in the measure that judged it, and why it fell short where the seat's view shows
why (an answer already certain, a copy of a weight already known, a guess the table rules
out). Said in the current language, before the Hint's reason for the better move. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action
from totemgame.games.totemic_might import review_measures as measure
from totemgame.games.totemic_might.actions import (
    AnswerTrade,
    Give,
    Guess,
    OfferTrade,
    Orders,
    PickSpirit,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.ai_info import totem_of
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.review import frame, worlds_of
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView
from totemgame.i18n import _, format_number, format_percent, ngettext

World = Sequence[int]
KNOWN_BITS = 0.05  # a totem this sure is one whose weight the seat knows


def _pans(view: MightView, codes: Sequence[int]) -> str:
    trials = view.trials[view.seat] if view.seat is not None else ()
    return " + ".join(totem_label(totem_of(c, trials)) for c in codes)


def _pair(view: MightView, weigh: Weigh) -> str:
    return _("{left} against {right}").format(
        left=_pans(view, weigh.left), right=_pans(view, weigh.right)
    )


def _weigh(view: MightView, played: Action, best: Weigh, values: tuple[float, float]) -> str:
    """The weighing made (or left unmade) against the best one, named: the whole reason."""
    good, mine = format_percent(values[0]), format_percent(values[1])
    better = _pair(view, best)
    if not isinstance(played, Weigh):
        left = view.weighings_left
        return ngettext(
            "You gave your orders with {n} weighing left, lost unmade at the round's end. "
            "Better: weigh {better} first; its answer tells {best} of what a weighing can.",
            "You gave your orders with {n} weighings left, lost unmade at the round's end. "
            "Better: weigh {better} first; its answer tells {best} of what a weighing can.",
            left,
        ).format(n=left, better=better, best=good)
    if values[1] <= 0.0:
        return _(
            "Your weighing, {pans}, could only come out one way by what you knew: it taught "
            "nothing. Better: {better}, whose answer tells {best} of what a weighing can."
        ).format(pans=_pair(view, played), better=better, best=good)
    return _(
        "Your weighing, {pans}, told {mine} of what a weighing can; {better} tells {best}: "
        "the harder an answer is to foretell, the more it teaches."
    ).format(pans=_pair(view, played), mine=mine, better=better, best=good)


def _orders(
    view: MightView, played: Action, values: tuple[float, float], worlds: Sequence[World]
) -> str:
    best, mine = values
    said = _(
        "Your orders were set to learn {mine} of what the richest orders can; the Hard AI's {best}."
    ).format(mine=format_percent(mine), best=format_percent(best))
    prefs = (played.prefs_a, played.prefs_b) if isinstance(played, Orders) else view.prefs
    if view.series and not view.final_round:
        for s, order in enumerate(prefs[:2]):
            t = view.series[s][order[0]] if order else -1
            if t >= 0 and measure.item_bits(view, s, order[0], worlds) < KNOWN_BITS:
                said += " " + _(
                    "Your first choice in series {series}, {totem}, teaches you nothing: you "
                    "knew its weight."
                ).format(series="AB"[s], totem=totem_label(t))
    wager = played.wager_action() if isinstance(played, Orders) else view.wager
    if wager is not None and wager.wager in ("wolf", "fox") and not wager.option:
        said += " " + _("Its balloon's lift is never told: it adds doubt to your final pans.")
    return said


def _part(view: MightView, played: Give | OfferTrade, worlds: Sequence[World]) -> str:
    me = view.seat
    assert me is not None
    t = view.trials[me][played.trial]
    bits = measure.copy_bits(view, me, played.trial, worlds)
    return _(
        "The copy of {totem} you parted with could still teach you {share} of a totem's "
        "weight: weighed, it would have narrowed what you know."
    ).format(totem=totem_label(t), share=format_percent(measure.share(bits, measure.TOTEM_BITS)))


def _guess(view: MightView, played: Guess) -> str:
    out = []
    for s, t in enumerate(played.totems):
        if s == view.seat or t < 0:
            continue
        if t not in start_candidates(view, s, shrewd=False):
            out.append(
                _(
                    "Your guess {totem} was ruled out: it lay in the pool, or was somebody's "
                    "extra spirit totem, or your own."
                ).format(totem=totem_label(t))
            )
        elif t not in start_candidates(view, s):
            out.append(
                _(
                    "Your guess {totem} went to a player holding a trial copy of it: nobody "
                    "keeps a copy of their own starting totem."
                ).format(totem=totem_label(t))
            )
    return " ".join(dict.fromkeys(out))  # one totem guessed for several seats: said once


def review_reason(
    agent: Any,
    view: MightView,
    played: Action,
    best: Action,
    values: tuple[float | None, float | None],
    hint: str,
) -> str | None:
    """The review's reason for `played` against `best` (values: best's, played's; `hint`: the
    Hint's reason for `best`): a weighing's is whole and short (it names the better one, and
    the replay's box beside the table is small), the others' go before the Hint's."""
    if values[0] is None or values[1] is None:
        return None
    judged = (values[0], values[1])
    kind = frame(played, best)
    if kind == "weigh" and isinstance(best, Weigh):
        return _weigh(view, played, best, judged)
    said = _said(agent, view, played, best, judged)
    return f"{said} {hint}" if said else None


def _said(
    agent: Any, view: MightView, played: Action, best: Action, judged: tuple[float, float]
) -> str | None:
    """A line on what `played` did, put before the Hint's reason for `best`."""
    kind = frame(played, best)
    if kind == "orders" and isinstance(played, Submit | Orders):
        return _orders(view, played, judged, worlds_of(agent, view))
    if isinstance(played, Give | OfferTrade):
        return _part(view, played, worlds_of(agent, view))
    if isinstance(played, Guess):
        return _guess(view, played) or None
    if isinstance(played, PickSpirit):
        return _(
            "{totem} weighs {mine} on average in the worlds you held possible, the better "
            "pick {best}: your score is your lightest pan."
        ).format(
            totem=totem_label(played.totem),
            mine=format_number(judged[1] * 20, 1),
            best=format_number(judged[0] * 20, 1),
        )
    if isinstance(played, AnswerTrade):
        return _(
            "The copy you kept could teach {mine} of a totem's weight, the other one {best}."
        ).format(mine=format_percent(judged[1]), best=format_percent(judged[0]))
    return None
