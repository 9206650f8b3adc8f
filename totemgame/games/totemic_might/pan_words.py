"""What the final's pans say to the player, in words: the weight every pan must reach, a pan
that surely misses it ("too light": even at its heaviest by what the player knows it stays
under; "too heavy": even at its lightest it stays over) and what to do about it, and after a
failed attempt which pan was heaviest and lightest and by how much each may be off. Pure: the
final screen draws what these return."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from totemgame.games.totemic_might.content import content, totem_label
from totemgame.games.totemic_might.pan_odds import Odds
from totemgame.games.totemic_might.pan_ranges import Range
from totemgame.i18n import _, format_percent, ngettext

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView


def target_words(target: Range) -> str:
    """The weight every pan must reach."""
    lo, hi = target
    if lo == hi:
        return _(
            "Put every piece on a pan: each pan must weigh {weight} by what you know. "
            "Balloons subtract their lift."
        ).format(weight=lo)
    return _(
        "Put every piece on a pan: each pan must weigh {lo} to {hi} by what you know "
        "(pans 1 apart count as balanced). Balloons subtract their lift."
    ).format(lo=lo, hi=hi)


def off_by(span: Range, target: Range, heavy: bool) -> Range:
    """How much a pan known to be the heaviest (or the lightest) may weigh over (under) the
    target: at least 1, at most what its range allows."""
    lo, hi = span
    if heavy:
        least = max(1, lo - target[1])
        return least, max(least, hi - target[0])
    least = max(1, target[0] - hi)
    return least, max(least, target[1] - lo)


def _amount(r: Range) -> str:
    return str(r[0]) if r[0] == r[1] else _("{lo} to {hi}").format(lo=r[0], hi=r[1])


def attempt_words(
    n: int, heaviest: int, lightest: int, spans: Sequence[Range], target: Range
) -> str:
    """The answer of attempt `n` for the pans as they stand (the arrangement it weighed),
    with what the player now knows of how far off its heaviest and lightest pans are."""
    over = off_by(spans[heaviest], target, True)
    under = off_by(spans[lightest], target, False)
    return _(
        "Attempt {n}: pan {heaviest} was the heaviest, over by {over}; pan {lightest} the "
        "lightest, under by {under} (by what you know now). Move weight from pan {heaviest} "
        "to pan {lightest}: a piece, or a balloon the other way."
    ).format(
        n=n,
        heaviest=heaviest + 1,
        lightest=lightest + 1,
        over=_amount(over),
        under=_amount(under),
    )


def misses(spans: Sequence[Range], counts: Sequence[int], target: Range) -> str:
    """Why a pan is marked too light or too heavy, and what to do (empty: none is)."""
    out = []
    for p, ((lo, hi), n) in enumerate(zip(spans, counts, strict=True)):
        if not n:
            continue
        if hi < target[0]:
            out.append(
                _(
                    "Pan {pan} is too light: even at its heaviest ({most}) it stays under "
                    "{target}, whatever the weights you do not know. Move weight onto it: a "
                    "heavier piece, or a balloon off it."
                ).format(pan=p + 1, most=hi, target=target[0])
            )
        elif lo > target[1]:
            out.append(
                _(
                    "Pan {pan} is too heavy: even at its lightest ({least}) it stays over "
                    "{target}, whatever the weights you do not know. Move weight off it: a "
                    "heavy piece to a lighter pan, or a balloon onto it."
                ).format(pan=p + 1, least=lo, target=target[1])
            )
    return " ".join(out[:1])  # one at a time: it fits the line, and mending one moves the rest


def balanced_words(n: int, weight: int, exact: bool) -> str:
    """The success of attempt `n` (`weight`: the lightest pan's; `exact`: the pans weigh the
    same, the total being a multiple of 3), the pans left up for the player to see."""
    if exact:
        return _(
            "Balanced at attempt {n}: every pan weighs {weight}. Your score is {weight}, less "
            "3 for each player who guesses your starting totem."
        ).format(n=n, weight=weight)
    return _(
        "Balanced at attempt {n}: your lightest pan weighs {weight}, the others as much or 1 "
        "more. Your score is {weight}, less 3 for each player who guesses your starting totem."
    ).format(n=n, weight=weight)


def share_words(odds: Odds) -> str:
    """The share of the weightings still allowed in which the pans balance: '0%' and '100%'
    only when proven for every one of them, else '<1%' or '>99%' at the ends."""
    if odds.always or odds.never:
        return format_percent(odds.percent / 100)
    if odds.balanced == 0:
        return _("<{percent}").format(percent=format_percent(0.01))
    if odds.balanced == odds.worlds:
        return _(">{percent}").format(percent=format_percent(0.99))
    return format_percent(odds.percent / 100)


def odds_words(odds: Odds | None, placed: bool, waiting: bool) -> str:
    """The line under the pans about the layout on them: how often it balances, by what the
    player knows (the Hint's own measure), or why it is not said yet ('': nothing to say)."""
    if not placed:
        return _("Place every piece to see how often these pans balance.")
    if waiting:
        return _("Working out how often these pans balance...")
    if odds is None:
        return ""
    if odds.always:
        return _("These pans balance in every weighting you still allow: weigh them.")
    return _("These pans balance in {share} of the weightings you still allow.").format(
        share=share_words(odds)
    )


def piece_words(kind: str, ref: int, weighs: Range) -> str:
    """A final piece's note: what it is and what it weighs (or lifts) by what you know."""
    lo, hi = weighs
    if kind == "balloon":
        if lo == hi:
            name = _("A balloon: subtracts its lift {lift}").format(lift=-hi)
        else:
            name = _("A balloon: subtracts its lift {lo} to {hi} (not told)").format(lo=-hi, hi=-lo)
    else:
        totem = totem_label(ref)
        if kind == "spirit":
            name = (
                _("{totem} (your spirit totem): weight {weight}")
                if lo == hi
                else _("{totem} (your spirit totem): weight {lo} to {hi} by what you know")
            ).format(totem=totem, weight=lo, lo=lo, hi=hi)
        else:
            name = (
                _("{totem} (copy): weight {weight}")
                if lo == hi
                else _("{totem} (copy): weight {lo} to {hi} by what you know")
            ).format(totem=totem, weight=lo, lo=lo, hi=hi)
    return _("{piece}. Drag onto a pan, or click to cycle.").format(piece=name)


def verdict_words(view: MightView, won: bool, exact: bool) -> str:
    """The final's last answer and what it means: balanced (`won`; `exact`: the pans' weight
    is known exactly), or the sixth failure."""
    if view.seat is not None and won:
        return balanced_words(view.marks[view.seat] + 1, view.final_weight[view.seat], exact)
    if not view.feedback or view.seat is None:
        return ""
    n = view.marks[view.seat]  # the sixth failure mark
    _arranged, heavy, light = view.feedback[-1]
    return _(
        "Attempt {n}: pan {heaviest} heaviest, pan {lightest} lightest. That was your "
        "last attempt: your final weight is 0. Your guesses can still cost the others."
    ).format(n=n, heaviest=heavy + 1, lightest=light + 1)


def over_words(view: MightView) -> str:
    """The line over the pans once the viewer's final is over: balanced, and at what weight,
    or failed six times (the final weight 0); '' while it goes on."""
    seat = view.seat
    if seat is None or not view.final_done[seat]:
        return ""
    n = view.marks[seat]
    if n >= content().max_attempts:
        return ngettext(
            "Your final challenge is over: {n} attempt failed, so your final weight is 0. "
            "Your guesses can still cost the others.",
            "Your final challenge is over: {n} attempts failed, so your final weight is 0. "
            "Your guesses can still cost the others.",
            n,
        ).format(n=n)
    return _(
        "Your final challenge is over: your pans balanced at attempt {n}, your final weight "
        "is {weight}."
    ).format(n=n + 1, weight=view.final_weight[seat])


def advice_words(
    view: MightView,
    pans: Sequence[int],
    spans: Sequence[Range],
    target: Range,
    tried: int | None,
    verdict: bool,
) -> str:
    """The line over the pans: the answer of attempt `tried` while the pans are as it weighed
    them, else why a pan is marked too light or too heavy (not under a `verdict`, nor while
    pieces still wait in the tray: a half-built layout is not judged), else the target. Once
    the viewer's final is over, that it is and what it scored."""
    over = over_words(view)
    if over:
        return over
    if tried is not None:
        _arranged, heavy, light = view.feedback[tried - 1]
        return attempt_words(tried, heavy, light, spans, target)
    miss = "" if verdict or -1 in pans else misses(spans, [pans.count(p) for p in range(3)], target)
    return miss or target_words(target)
