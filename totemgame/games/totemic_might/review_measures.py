"""What each Totemic Might decision is worth to the seat that makes it, as the review measures
it over the Hard AI's sampled worlds (weights consistent with what the seat knows), each on a
0..1 scale. No pygame.

- A weighing: the information its answer gives (the entropy of left / right / balanced over
  the worlds) as a share of the most one weighing can tell (log2 3 bits). Submitting with a
  weighing left that the Hard AI would still make is judged as that weighing unmade: 0.
- Orders (when no weighing is left worth making): the information the round's orders are set
  to buy: the trial copy asked for first in each series (its totem's entropy; a copy of a
  totem already held counts the share the Hard AI's preferences give it, of a spirit totem or
  a garnet nothing), plus the wager's answer (Fox, Bear and Wolf by the entropy of what they
  tell; a balloon of unknown lift costs the entropy of its lift, the doubt it adds to the final
  pans), as a share of ORDER_BITS. Bids only pace the game (chips count for nothing at the
  end) and a Snake's hint is unknown until dealt: neither is valued.
- A trade's answer: the entropy of the copy kept, as a share of a totem's whole (log2 20).
- A gift or a trade offer: the share of a copy's worth kept (giving away a copy of a totem
  still open loses its entropy; a trade gains the difference).
- An extra spirit totem from the pool: its expected weight (a share of the heaviest, 20): the
  final score is the lightest pan's weight, and the Hard AI picks by it.
- The guesses: the share of them that name a likeliest start (one of the totems the Hard AI's
  guess takes a seat could have started with, all equally likely), so a guess the table rules
  out costs its share; with hindsight, the share that was right.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from totemgame.games.totemic_might.actions import (
    Give,
    Guess,
    OfferTrade,
    PickSpirit,
    SetWager,
    Weigh,
)
from totemgame.games.totemic_might.ai import HELD_SHARE
from totemgame.games.totemic_might.ai_info import (
    entropy,
    sum_entropy,
    totem_entropy,
    totem_of,
    weighing_gain,
)
from totemgame.games.totemic_might.content import content
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView

World = Sequence[int]

WEIGHING_BITS = math.log2(3)  # three answers: the most one weighing can tell
TOTEM_BITS = math.log2(20)  # a totem whose weight is wholly open
# Two trial copies of open totems and a Fox's exact sum: about what the richest orders buy.
ORDER_BITS = 3 * TOTEM_BITS


def share(bits: float, whole: float) -> float:
    """`bits` as a share of `whole`, within 0..1."""
    return max(0.0, min(1.0, bits / whole))


def weighing_bits(view: MightView, weigh: Weigh, worlds: Sequence[World]) -> float:
    """The information the answer of `weigh` gives over `worlds`, in bits."""
    trials = view.trials[view.seat] if view.seat is not None else ()
    left = [totem_of(c, trials) for c in weigh.left]
    right = [totem_of(c, trials) for c in weigh.right]
    return weighing_gain(left, right, worlds)


def answer_bits(
    view: MightView, weigh: Weigh, weights: Sequence[int], worlds: Sequence[World]
) -> float:
    """With hindsight: what the real answer of `weigh` (by the real `weights`) told the seat,
    in bits: how unlikely that answer was over the seat's `worlds` (-log2 of its share; an
    answer none of them gave counts as one in twice as many)."""
    trials = view.trials[view.seat] if view.seat is not None else ()
    left = [totem_of(c, trials) for c in weigh.left]
    right = [totem_of(c, trials) for c in weigh.right]

    def sign(w: Sequence[int]) -> int:
        d = sum(w[t] for t in left) - sum(w[t] for t in right)
        return (d > 0) - (d < 0)

    if not worlds:
        return 0.0
    real = sign(weights)
    hits = sum(1 for w in worlds if sign(w) == real)
    return -math.log2(max(hits, 0.5) / len(worlds))


def item_bits(view: MightView, series: int, index: int, worlds: Sequence[World]) -> float:
    """What the item at `index` of `series` would teach: a trial copy's entropy (a totem held
    already counts HELD_SHARE, a spirit totem of one's own nothing); a garnet nothing."""
    me = view.seat
    assert me is not None
    t = view.series[series][index]
    if t < 0 or t in view.spirits[me]:
        return 0.0
    held = t in view.trials[me]
    return totem_entropy(worlds, t) * (HELD_SHARE if held else 1.0)


def lift_doubt(lifts: tuple[int, int]) -> float:
    """The entropy of a balloon's lift drawn evenly from `lifts` (bits)."""
    return math.log2(lifts[1] - lifts[0] + 1)


def wager_bits(wager: SetWager | None, worlds: Sequence[World]) -> float | None:
    """What a wager's answer tells, less the doubt a balloon of unknown lift adds (None: a
    Snake, whose hint is unknown until it is dealt)."""
    c = content()
    if wager is None or wager.wager == "none":
        return 0.0
    if wager.wager == "snake":
        return None
    if wager.wager == "fox":
        doubt = 0.0 if wager.option else lift_doubt(c.fox_lifts)
        return sum_entropy(wager.totems, worlds) - doubt
    if wager.wager == "bear":
        return sum_entropy(wager.totems, worlds, 5 if wager.option else 10)
    x, y = wager.totems
    counts: dict[int, int] = {}
    for w in worlds:
        key = abs(w[x] - w[y]) % c.wolf_mod
        counts[key] = counts.get(key, 0) + 1
    return entropy(list(counts.values())) - lift_doubt(c.wolf_lifts)


def orders_bits(
    view: MightView,
    prefs: Sequence[Sequence[int]],
    wager: SetWager | None,
    worlds: Sequence[World],
) -> float | None:
    """What a round's orders are set to buy, in bits (None: not valued, see wager_bits)."""
    told = wager_bits(wager, worlds)
    if told is None:
        return None
    bits = told
    if view.series and not view.final_round:
        for s, order in enumerate(prefs[:2]):
            if order:
                bits += item_bits(view, s, order[0], worlds)
    return bits


def copy_bits(view: MightView, seat: int, k: int, worlds: Sequence[World]) -> float:
    """What trial copy `k` of `seat` would teach this view's seat (its own spirit: nothing)."""
    me = view.seat
    assert me is not None
    t = view.trials[seat][k]
    return 0.0 if t in view.spirits[me] else totem_entropy(worlds, t)


def parting_worth(view: MightView, action: Give | OfferTrade, worlds: Sequence[World]) -> float:
    """The share of the copies' worth kept by a gift or an offer: 1 keeps all (withdrawing,
    or parting with a copy that teaches nothing more), a trade gaining what it gets."""
    me = view.seat
    assert me is not None
    if action.to < 0:
        return 1.0
    lost = copy_bits(view, me, action.trial, worlds)
    got = copy_bits(view, action.to, action.want, worlds) if isinstance(action, OfferTrade) else 0
    return share(TOTEM_BITS - lost + got, TOTEM_BITS)


def pick_weight(pick: PickSpirit, worlds: Sequence[World]) -> float | None:
    """The extra spirit totem's expected weight, as a share of 20."""
    if not worlds:
        return None
    return sum(w[pick.totem] for w in worlds) / len(worlds) / 20


def guess_share(view: MightView, guess: Guess) -> float:
    """The share of the guesses that name a likeliest start: a totem the seat guessed could
    have started with by the Hard AI's guess (its shrewd candidates, all equally likely); a
    totem the table rules out, or one the seat holds a trial copy of, is none."""
    me = view.seat
    others = [s for s in range(view.players) if s != me]
    if not others or len(guess.totems) != view.players:
        return 0.0
    likely = sum(1 for s in others if guess.totems[s] in start_candidates(view, s))
    return likely / len(others)


def true_guess_share(starts: Sequence[int], seat: int, guess: Guess) -> float:
    """With hindsight: the share of the guesses that were right."""
    others = [s for s in range(len(starts)) if s != seat]
    right = sum(1 for s in others if guess.totems[s] == starts[s])
    return right / len(others) if others else 0.0
