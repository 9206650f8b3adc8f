"""Why, in the game's words: what marking resources does on a sheet (auto-place, the hint), what
an auction row would bring a seat, and the hint's sentences. Pure: reads a view or a Player
(never the hidden state) and, for a bid, the chances the Hard AI estimated.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Action, Seat
from totemgame.games.totemix import words as w
from totemgame.games.totemix.actions import AutoPlace, Bid, Confirm, advantage_pay, deposit_pay
from totemgame.games.totemix.content import (
    EMPTY,
    MARKED,
    Bundle,
    R,
    Row,
    add,
    content,
)
from totemgame.games.totemix.planner import auto_place
from totemgame.games.totemix.sheet import JOKER, Player
from totemgame.games.totemix.view import TotemixView
from totemgame.games.totemix.world import player_of
from totemgame.i18n import N_, _, format_percent, ngettext, pgettext

CATS = ("top", "middle", "bottom")
HINT_LENGTH = 199  # a hint fits its banner (tests/ui/test_hint.py): extras join while they fit
# The hint's likeliest card row, and the next likeliest (whole sentences, one per row).
_CHANCE = {
    "top": N_("{line}: an estimated {chance} chance of the highest bid ({what})"),
    "middle": N_("{line}: an estimated {chance} chance of the middle row ({what})"),
    "bottom": N_("{line}: an estimated {chance} chance of the lowest bid ({what})"),
}
_ELSE = {
    "top": N_("Else the highest bid ({chance})."),
    "middle": N_("Else the middle row ({chance})."),
    "bottom": N_("Else the lowest bid ({chance})."),
}
_ADVANTAGE_ROW = {
    "highest": N_("the highest-bid advantage row"),
    "middle": N_("the middle-row advantage row"),
    "lowest": N_("the lowest-bid advantage row"),
    "tie": N_("the equal-bid advantage row"),
}


def percent(rate: float) -> str:
    """A chance for players: '62%' (never 0% or 100%: the estimates are not certain)."""
    return format_percent(min(max(round(rate * 100), 1), 99) / 100)


def late_of(view: TotemixView) -> float:
    """How near the end the game is (as TotemixState.late), from the public poles."""
    tallest = max(sum(p.levels for p in sv.pole) for sv in view.seats)
    return float(min(1.0, tallest / content().end_height))


def row_name(row: Row) -> str:
    """'Monkey', 'Eagle', 'the uncarved-base row', 'a Quarry upgrade row'..."""
    if row.kind == "totem":
        carved = [w.animal(p.animal) for p in row.pieces if p.carved]
        return " + ".join(carved) if carved else _("the uncarved-base row")
    if row.kind == "exchange":
        return _("the Gold Mask exchange")
    if row.advantage:
        return _(_ADVANTAGE_ROW[row.advantage])
    deposit = _(content().deposit_names[row.deposit])
    return _("a {deposit} upgrade row").format(deposit=deposit)


def row_gift(row: Row) -> str:
    """What completing `row` gives: '2 carved levels', 'an uncarved base', '+1 stone'..."""
    if row.kind == "totem":
        levels = sum(p.levels for p in row.pieces if p.carved)
        bases = sum(1 for p in row.pieces if not p.carved)
        carved = ngettext("{n} carved level", "{n} carved levels", levels).format(n=levels)
        words = [carved] if levels else []
        words += [_("an uncarved base")] * bases
        return " + ".join(words)
    gives = w.bundle(row.add)
    if row.advantage:
        return _("+{gives} at auctions").format(gives=gives)
    deposit = _(content().deposit_names[row.deposit])
    return _("+{gives} per {deposit}").format(gives=gives, deposit=deposit)


def resources_words(kinds: Sequence[str]) -> str:
    """'gold', 'gold and 2 stones', 'a ruby, smoke and a stone' (in the order given)."""
    counts: dict[str, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    parts = []
    for k, n in counts.items():
        if k == JOKER:
            parts.append(ngettext("an X joker", "{n} X jokers", n).format(n=n))
        elif n == 1:
            parts.append(w.resource(k))
        else:
            parts.append(w.count(k, n))
    return w.and_list(parts)


def placement_words(before: Player, placed: Sequence[tuple[str, int]], short: bool = False) -> str:
    """What `placed` (resource, field) does, row by row: which rows it completes (and what
    they carve), which it advances. `short`: the rows only ('completes Monkey (1 carved
    level); Frog 2 of 3'). '' when nothing was placed."""
    sh = before.sheet
    by_row: dict[int, list[str]] = {}
    for res, f in placed:
        by_row.setdefault(sh.field_row[f], []).append(res)
    done: list[str] = []
    advanced: list[str] = []
    for ri, kinds in by_row.items():
        row = sh.rows[ri]
        what = resources_words(kinds)
        if row.kind == "exchange":
            done.append(_("{what} at the Gold Mask exchange (an X joker each)").format(what=what))
            continue
        n = len(row.fields)
        after = sum(1 for g in row.fields if before.marks[g]) + len(kinds)
        name, gift = row_name(row), row_gift(row)
        if short:
            if after >= n:
                done.append(_("completes {row} ({gift})").format(row=name, gift=gift))
            else:
                # TRANSLATORS: a row of the sheet and how many of its fields are marked
                text = _("{row} {marked} of {fields}")
                advanced.append(text.format(row=name, marked=after, fields=n))
        elif after >= n:
            # TRANSLATORS: {what} are the resources marked ("gold and stone"): one or more kinds
            text = ngettext(
                "{what} completes {row} ({gift})", "{what} complete {row} ({gift})", len(kinds)
            )
            done.append(text.format(what=what, row=name, gift=gift))
        else:
            text = _("{what} on {row} ({marked} of {fields})")
            advanced.append(text.format(what=what, row=name, marked=after, fields=n))
    # TRANSLATORS: between the clauses of a hint ("completes Frog; Monkey 2 of 3")
    clauses = pgettext("hint clauses", "; ")
    if short:  # a hint names what is completed, and rows advanced while there is room
        return clauses.join(done + advanced[: max(0, 2 - len(done))])
    return clauses.join(done + advanced)


def auto_words(pl: Player, late: float, short: bool = False) -> tuple[str, int]:
    """What auto-place would do with `pl`'s resources to place, and how many would be left
    over (they become crystals)."""
    trial = pl.clone()
    placed = auto_place(trial, late)
    return placement_words(pl, placed, short), trial.leftovers()


def row_gain(view: TotemixView, seat: Seat, category: str, bid: int, tied: bool) -> Bundle:
    """What `seat` receives from the card on screen when taking `category` with `bid`."""
    pl = player_of(view, seat)
    card = content().deck[view.card]
    gain = EMPTY
    for deposit in card.shared:
        gain = add(gain, deposit_pay(pl, deposit))
    gain = add(gain, getattr(card, category))
    return add(gain, advantage_pay(pl, category, bid, tied))


def gain_words(view: TotemixView, seat: Seat, gain: Bundle) -> str:
    """What receiving `gain` would do on `seat`'s sheet (auto-placed), in words."""
    pl = player_of(view, seat)
    for res in (*MARKED, JOKER):
        pl.pending[R[res]] += gain[R[res]]
    pl.take_base(gain[R["base"]])
    words, _left = auto_words(pl, late_of(view), short=True)
    return words


def items(b: Bundle) -> str:
    """A card row's contents: '2 crystals', '1 gold, 1 smoke', 'nothing'."""
    return w.bundle(b)


def minus(a: Bundle, b: Bundle) -> Bundle:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def explain_action(view: TotemixView, action: Action, chances: dict[str, float] | None) -> str:
    """Words for a hinted move: for a bid, the row it most likely wins (with the estimated
    chance) and what that row's resources complete on the sheet; for marking, what auto-place
    completes and advances; for Done, what the leftovers become."""
    seat = view.seat
    if seat is None:
        return _("The Hard AI would make this move.")
    if isinstance(action, Bid):
        return bid_reason(view, seat, action.amount, chances)
    pl = player_of(view, seat)
    if isinstance(action, AutoPlace):
        press = _("Press Auto, then Done: {what}") if action.confirm else _("Press Auto: {what}")
        for short in (False, True):  # the rows only, if the full words make it too long
            words, left = auto_words(pl, late_of(view), short)
            line = press.format(what=words or _("it marks what fits"))
            if left:
                # TRANSLATORS: between the clauses of a hint ("completes Frog; Monkey 2 of 3")
                line += pgettext("hint clauses", "; ") + leftover_words(left)
            if len(line) < HINT_LENGTH:
                break
        return line + "."
    if isinstance(action, Confirm):
        left = pl.leftovers()
        if not left:
            return _("Press Done: everything is placed.")
        return ngettext(
            "Press Done: nothing more fits your sheet; {n} leftover become crystals.",
            "Press Done: nothing more fits your sheet; {n} leftovers become crystals.",
            left,
        ).format(n=left)
    return _("The Hard AI would make this move.")


def bid_reason(view: TotemixView, seat: int, bid: int, chances: dict[str, float] | None) -> str:
    """'Bid 2 of your 5 crystals: 70% chance of the highest bid (1 gold, 1 smoke): completes
    Monkey (1 carved level). A rival would complete Frog with it. Else the lowest bid (25%).'
    The likeliest row and what it marks come first; the rest joins while the line is short."""
    held = view.seats[seat].crystals
    if held:
        line = ngettext("Bid {bid} of your {n} crystal", "Bid {bid} of your {n} crystals", held)
        line = line.format(bid=bid, n=held)
    else:
        line = _("Bid 0 (you hold none)")
    if not chances:
        return line + "."
    ranked = sorted((c for c in CATS if chances[c] > 0.005), key=lambda c: -chances[c])[:2]
    card = content().deck[view.card]
    first = ranked[0]
    row = getattr(card, first)
    gain = row_gain(view, seat, first, bid, tied=False)
    text = _(_CHANCE[first]).format(line=line, chance=percent(chances[first]), what=items(row))
    marks = gain_words(view, seat, gain)
    # TRANSLATORS: ends a bid hint's chance of a row with what it marks ("...(1 gold): completes
    # Monkey (1 carved level).")
    extras = [_(": {marks}.").format(marks=marks) if marks else "."]
    if first == "top" and chances["top"] >= 0.5:
        blocked = rival_words(view, seat)
        if blocked:
            extras.append(" " + blocked)
    if len(ranked) > 1:
        second = ranked[1]
        extras.append(" " + _(_ELSE[second]).format(chance=percent(chances[second])))
    extra = minus(gain, row)
    if any(extra) and marks:
        extras.append(" " + _("Deposits included: {what}.").format(what=items(extra)))
    for part in extras:
        if len(text) + len(part) <= HINT_LENGTH:
            text += part
        elif not text.endswith("."):
            text += "."
    return text


def rival_words(view: TotemixView, seat: Seat) -> str:
    """'A rival would complete Frog (1 carved level) with it.': what the highest bid would
    complete for another player ('' if nothing)."""
    for other in range(view.players):
        if other == seat:
            continue
        gain = row_gain(view, other, "top", 1, tied=False)
        pl = player_of(view, other)
        for res in (*MARKED, JOKER):
            pl.pending[R[res]] += gain[R[res]]
        trial = pl.clone()
        placed = auto_place(trial, late_of(view))
        done = [ri for ri, d in enumerate(trial.done) if d and not pl.done[ri]]
        totems = [ri for ri in done if pl.sheet.rows[ri].kind == "totem"]
        if placed and totems:
            row = pl.sheet.rows[totems[0]]
            text = _("A rival would complete {row} ({gift}) with it.")
            return text.format(row=row_name(row), gift=row_gift(row))
    return ""


def leftover_words(n: int) -> str:
    """'1 leftover becomes a crystal', '3 leftovers become 3 crystals'."""
    text = ngettext("{n} leftover becomes a crystal", "{n} leftovers become {n} crystals", n)
    return text.format(n=n)
