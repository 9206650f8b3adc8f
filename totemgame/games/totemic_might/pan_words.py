"""What the final's pans say to the player, in words: the weight every pan must reach, a pan
that surely misses it ("too light": even at its heaviest by what the player knows it stays
under; "too heavy": even at its lightest it stays over) and what to do about it, and after a
failed attempt which pan was heaviest and lightest and by how much each may be off. Pure: the
final screen draws what these return."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totemic_might.pan_ranges import Range
from totemgame.i18n import _


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
