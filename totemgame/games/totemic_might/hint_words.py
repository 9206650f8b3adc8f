"""The Hard AI's suggestions for Totemic Might in a player's words (the Hint button): what the
weighing can tell, what the bid and the wager win, what the trade brings, with the Hard AI's
estimated chances over the weightings it sampled from the player's own view. What the player
knows (weights open, what a set of totems can weigh, whether an answer can come at all) is
known.py's: the table shows the same, and a chance is called nil only when it is impossible."""

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
from totemgame.games.totemic_might.ai_bids import HUNGRY_BIDS
from totemgame.games.totemic_might.content import content, labels, totem_label
from totemgame.games.totemic_might.known import answer_possible, known_domains, total_bounds
from totemgame.games.totemic_might.pan_odds import Odds
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView
from totemgame.i18n import _, format_number, format_percent, ngettext
from totemgame.text import join_commas

World = Sequence[int]
SURE_SHARE = 0.85  # a weighing whose likeliest answer has this share is nearly foretold


def pct(share: float) -> str:
    """A share strictly between 0 and 1 for players: '62%', never '0%' or '100%'."""
    return format_percent(min(max(round(share * 100), 1), 99) / 100)


def chances(counts: Sequence[int], possible: Sequence[bool]) -> list[str]:
    """Each outcome's chance from how many sampled worlds gave it: '0%' only for an outcome
    no consistent world gives (`possible` False, a proof), '<1%' for one no sample gave but
    some world may; '100%' only when every other outcome is impossible, else '>99%'."""
    n = sum(counts)
    # TRANSLATORS: a chance under one percent, "<1%" ({percent} is "1%")
    under = _("<{percent}").format(percent=format_percent(0.01))
    # TRANSLATORS: a chance over 99 percent, ">99%" ({percent} is "99%")
    over = _(">{percent}").format(percent=format_percent(0.99))
    out = []
    for i, k in enumerate(counts):
        others = any(p for j, p in enumerate(possible) if j != i)
        if k == 0:
            out.append(under if possible[i] else format_percent(0))
        elif k == n:
            out.append(over if others else format_percent(1))
        else:
            out.append(pct(k / n))
    return out


def item_totem(view: MightView, code: int) -> int:
    """The totem a piece on the trial scale is (a spirit totem, or a trial copy's totem)."""
    if code >= TRIAL and view.seat is not None:
        return view.trials[view.seat][code - TRIAL]
    return code


def item_name(view: MightView, code: int) -> str:
    """A piece on the trial scale: a spirit totem, or 'the trial copy of X'."""
    if code >= TRIAL and view.seat is not None:
        return _("your trial copy of {totem}").format(totem=totem_label(item_totem(view, code)))
    return totem_label(code)


def open_weights(view: MightView, t: int) -> int:
    """How many weights totem `t` can still have by what the player knows (as the notebook's
    assist and the grid show it)."""
    return len(known_domains(view)[t])


def _weigh(view: MightView, action: Weigh, worlds: Sequence[World]) -> str:
    left = " + ".join(totem_label(item_totem(view, c)) for c in action.left)
    right = " + ".join(totem_label(item_totem(view, c)) for c in action.right)
    if not worlds:
        return _(
            "Weigh {left} against {right}: of the weighings you can make, its answer tells the "
            "most."
        ).format(left=left, right=right)
    lt = [item_totem(view, c) for c in action.left]
    rt = [item_totem(view, c) for c in action.right]
    tips = [0, 0, 0]  # left heavier, right heavier, balanced
    for w in worlds:
        d = sum(w[t] for t in lt) - sum(w[t] for t in rt)
        tips[(d < 0) + 2 * (d == 0)] += 1
    n = len(worlds)
    # An answer no sampled world gave may still come: only a proof calls it impossible.
    signs = (1, -1, 0)
    possible = [k > 0 or answer_possible(view, lt, rt, g) for k, g in zip(tips, signs, strict=True)]
    left_p, right_p, even_p = chances(tips, possible)
    if possible[2]:
        odds = _("left heavier {left}, right heavier {right}, balanced {even}")
    else:
        odds = _("left heavier {left}, right heavier {right}")
    if max(tips) >= SURE_SHARE * n:  # the best left is nearly foretold: say so
        text = _(
            "Weigh {left} against {right}. By what you know: {odds}. It teaches little, but "
            "every other weighing you can still make is even easier to foretell."
        )
    else:
        text = _(
            "Weigh {left} against {right}. By what you know: {odds}. No weighing you can still "
            "make is harder to foretell, and the less sure the answer, the more it teaches."
        )
    said = text.format(
        left=left, right=right, odds=odds.format(left=left_p, right=right_p, even=even_p)
    )
    narrows = _narrows(view, lt + rt)
    return f"{said} {narrows}" if narrows else said


def _narrows(view: MightView, totems: Sequence[int]) -> str:
    """Which totems on the scale the answer narrows: those whose weight is still open."""
    if view.seat is None:
        return ""
    open_ = [(t, open_weights(view, t)) for t in dict.fromkeys(totems)]
    named = [
        ngettext("{totem} ({n} weight open)", "{totem} ({n} weights open)", n).format(
            totem=totem_label(t), n=n
        )
        for t, n in open_
        if n > 1
    ]
    if not named:
        return ""
    # TRANSLATORS: the totems whose weights a weighing's answer narrows, "Void Sky (8 weights
    # open), Summer Land (5 weights open)"
    return _("Its answer narrows what these can weigh: {totems}.").format(totems=join_commas(named))


def _no_weighing(view: MightView, worlds: Sequence[World]) -> str:
    """Why the Hint gives orders while weighings are left: too few pieces, or every weighing
    left has an answer that can be foretold (it would narrow no weight)."""
    me = view.seat
    if me is None or view.weighings_left <= 0 or view.phase != "orders":
        return ""
    given = {k for k, _ in view.gives}
    pieces = set(view.spirits[me]) | {t for k, t in enumerate(view.trials[me]) if k not in given}
    if len(pieces) < 2:
        return _(
            "no weighing: you hold only {totem}, and a weighing needs a piece on each pan (a "
            "trial copy won this round can be weighed next round)"
        ).format(totem=join_commas([totem_label(t) for t in sorted(pieces)]))
    if not worlds:
        return ""
    return _(
        "no weighing: in every set of weights the Hard AI drew from what you know, each "
        "weighing it tried (one or two of your pieces a pan) gives the same answer, so "
        "none would narrow a weight"
    )


def _series_item(view: MightView, series: int, index: int) -> int:
    return view.series[series][index] if series < len(view.series) else -1


def _prefs(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    firsts = [
        _series_item(view, s, order[0]) for s, order in enumerate((action.prefs_a, action.prefs_b))
    ]
    if firsts == [-1, -1]:
        return _(
            "ask for the garnets first: a round without a trial copy brings an extra spirit "
            "totem, yours to weigh every round"
        )
    parts = []
    for letter, t in zip("AB", firsts, strict=True):
        if t < 0:
            text = _("the garnet in {series} (garnets pay for the Fox and the Bear)")
            parts.append(text.format(series=letter))
        elif view.seat is not None:
            n = open_weights(view, t)
            text = ngettext(
                "{totem} in {series} ({n} weight open)", "{totem} in {series} ({n} weights open)", n
            )
            parts.append(text.format(totem=totem_label(t), series=letter, n=n))
        else:
            parts.append(_("{totem} in {series}").format(totem=totem_label(t), series=letter))
    # TRANSLATORS: what to ask for first in each series, "Void Sky in A and Summer Land in B"
    items = _("{first} and {second}").format(first=parts[0], second=parts[1])
    if firsts[0] == firsts[1]:  # the same totem first in both: why
        return _(
            "ask first for {totem} in both series: if another player takes it in A before "
            "you are served, B is a second chance at it. Won in A, its copy in B teaches "
            "little, yet still more than any other item of B"
        ).format(totem=parts[0])
    if worlds:
        return _("ask first for {items}: a copy teaches most where you know least").format(
            items=items
        )
    return _("ask first for {items}").format(items=items)


def _wager(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    totems = labels(action.totems)
    if action.wager == "none":
        return _("none this round (none is worth its price now)")
    if action.wager == "snake":
        letter = content().letters[action.letter] if action.letter < 10 else "?"
        return _(
            "Snake on letter {letter}: a true hint before the final balance, and a balloon "
            "whose lift you are told"
        ).format(letter=letter)
    lo = hi = 0
    if view.seat is not None and action.totems:
        lo, hi = total_bounds(view, action.totems)
    span = lo != hi
    if action.wager == "fox":
        if action.option:
            text = (
                _("Fox on {totems} for 4 garnets: their exact total, now open from {lo} to {hi}")
                if span
                else _("Fox on {totems} for 4 garnets: their exact total")
            )
        else:
            text = (
                _(
                    "Fox on {totems} for a balloon of unknown lift: their exact total, now open "
                    "from {lo} to {hi}"
                )
                if span
                else _("Fox on {totems} for a balloon of unknown lift: their exact total")
            )
        return text.format(totems=totems, lo=lo, hi=hi)
    if action.wager == "bear":
        band = 5 if action.option else 10
        text = (
            _("Bear on {totems}: their total to a band of {band}, now open from {lo} to {hi}")
            if span
            else _("Bear on {totems}: their total to a band of {band}")
        )
        return text.format(totems=totems, band=band, lo=lo, hi=hi)
    return _(
        "Wolf on {totems}: the remainder when the difference of their weights is divided by "
        "{mod} (a difference of 3, 11 or 19 all answer 3), and a balloon of lift 1 or 2 (not "
        "told)"
    ).format(totems=totems, mod=content().wolf_mod)


def _bids(view: MightView, action: Orders) -> str:
    """The bids, and why: chips count for nothing at the end, so they are spent (or, to end
    the round with no trial copy, the least is bid)."""
    a, b = action.bids
    chips, trigger = view.chips[view.seat] if view.seat is not None else 0, content().trigger_chips
    if action.bids == HUNGRY_BIDS and _series_item(view, 0, action.prefs_a[0]) < 0:
        return _(
            "bid the least, {a} on A and {b} on B: a round with no trial copy brings a spirit "
            "totem from the pool. That happens only if, in each series, the garnet is still "
            "there at your turn or nothing is left; if another player takes a garnet first, "
            "you get a copy instead (most rounds), so try again next round"
        ).format(a=a, b=b)
    if chips <= trigger:
        return _(
            "bid {a} on A and {b} on B: you have {left} chips left, and once three players "
            "have {chips} chips or fewer, the next round is the final round"
        ).format(a=a, b=b, left=chips, chips=trigger)
    rounds = -(-(chips - trigger) // max(1, a + b))
    return _(
        "bid {a} on A and {b} on B: chips count for nothing at the end, and at {pace} a round "
        "you have {chips} chips or fewer after round {round}; once three players do, the next "
        "round is the final round. Bid more for a shorter game, less to weigh more before it"
    ).format(a=a, b=b, pace=a + b, chips=trigger, round=view.round + rounds - 1)


def _orders(view: MightView, action: Orders, worlds: Sequence[World]) -> str:
    parts = []
    if not view.final_round and view.series:
        parts.append(_bids(view, action))
        parts.append(_prefs(view, action, worlds))
    none = _no_weighing(view, worlds)
    if none:
        parts.insert(0, none)
    wager = _wager(view, action, worlds)
    # TRANSLATORS: the wager part of the suggested orders; each part starts a sentence
    parts.append(_("wager: {wager}").format(wager=wager))
    # TRANSLATORS: the suggested orders: sentences, each ending with ". "
    return _("Orders: {parts}.").format(parts=". ".join(p[0].upper() + p[1:] for p in parts))


def explain(
    view: MightView,
    action: Action,
    worlds: Sequence[World] = (),
    share: float | None = None,
    measured: Odds | None = None,
) -> str:
    """One short paragraph: what to do, and why, in the game's words. `worlds` are the
    weightings the Hard AI sampled from the player's own view; `share` the part of them in
    which its final arrangement balances; `measured` the pans' own measure of an arrangement
    (ai.layout_odds)."""
    if isinstance(action, Weigh):
        return _weigh(view, action, worlds)
    if isinstance(action, Orders):
        return _orders(view, action, worlds)
    if isinstance(action, Arrange):
        from totemgame.games.totemic_might.pan_words import share_words

        # The pans' own measure (pan_odds.py) for this layout: once placed, the line beside
        # Weigh says the same share ("<1%" where the agent's own worlds said more).
        if measured is not None and not (measured.always or measured.never):
            return _(
                "Put each piece on the pan where its ghost waits (or press Place as hinted): it "
                "balances in {share} of the sets of weights the Hard AI drew from what you know; "
                "no arrangement it tried does better."
            ).format(share=share_words(measured))
        share = share if measured is None else measured.share
        if share is None:
            return _(
                "Put each piece on the pan where its ghost waits (or press Place as hinted): "
                "the Hard AI's best balance by what you know."
            )
        if share >= 1.0:
            return _(
                "Put each piece on the pan where its ghost waits (or press Place as hinted): "
                "it balances in every set of weights the Hard AI drew from what you know (a "
                "strong sign, not a proof)."
            )
        if share <= 0.0:
            return _(
                "Put each piece on the pan where its ghost waits (or press Place as hinted): "
                "no arrangement the Hard AI tried balances in the sets of weights it drew from "
                "what you know; this is its best guess, and the scale's answer will teach you "
                "more."
            )
        return _(
            "Put each piece on the pan where its ghost waits (or press Place as hinted): it "
            "balances in {share} of the sets of weights the Hard AI drew from what you know; "
            "no arrangement it tried does better."
        ).format(share=pct(share))
    if isinstance(action, Guess):
        seat = view.seat
        odds = [
            # TRANSLATORS: a guessed starting totem and its odds, "Void Sky (1 in 4)"
            _("{totem} (1 in {n})").format(totem=totem_label(t), n=len(start_candidates(view, s)))
            for s, t in enumerate(action.totems)
            if s != seat and t >= 0
        ]
        return _(
            "Guess the totems outlined in green: {totems}. Each is one that player could have "
            "started with and holds no trial copy of; every right guess costs them 3."
        ).format(totems=join_commas(odds))
    if isinstance(action, PickSpirit):
        name = totem_label(action.totem)
        if worlds:
            mean = sum(w[action.totem] for w in worlds) / len(worlds)
            return _(
                "Take {totem}: by what you know it weighs {mean} on average, the heaviest "
                "of the pool. Every spirit totem goes on the final pans and a heavier total "
                "raises your score."
            ).format(totem=name, mean=format_number(mean))
        return _("Take {totem}: in what you know, it is likely heavy.").format(totem=name)
    if isinstance(action, AnswerTrade):
        return _trade(view, action, worlds)
    return _("The Hard AI suggests this move.")


def _trade(view: MightView, action: AnswerTrade, worlds: Sequence[World]) -> str:
    me = view.seat
    offer = next((t for t in view.trades if t[0] == action.by and t[1] == action.trial), None)
    if me is None or offer is None:
        if action.accept:
            return _("Accept the trade: the copy offered can teach you more than the one you give.")
        return _("Refuse the trade: the copy asked for is worth more to you on the scale.")
    get, give = view.trials[action.by][action.trial], view.trials[me][offer[3]]
    g, k = open_weights(view, get), open_weights(view, give)
    about = (
        _(
            "Accept the trade. {totem} has {g} weights open to you, {other} {k}: a copy "
            "teaches most where you know least."
        )
        if action.accept
        else _(
            "Refuse the trade. {totem} has {g} weights open to you, {other} {k}: a copy "
            "teaches most where you know least."
        )
    )
    return about.format(totem=totem_label(get), g=g, other=totem_label(give), k=k)
