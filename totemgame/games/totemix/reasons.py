"""Why, in the game's words: what marking resources does on a sheet (auto-place, the hint), what
an auction row would bring a seat, and the hint's sentences. Pure: reads a view or a Player
(never the hidden state) and, for a bid, the chances the Hard AI estimated.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.ai.agent import percent
from totemgame.engine.game import Action, Seat
from totemgame.games.totemix.actions import AutoPlace, Bid, Confirm, advantage_pay, deposit_pay
from totemgame.games.totemix.content import (
    EMPTY,
    MARKED,
    Bundle,
    R,
    Row,
    add,
    content,
    describe_bundle,
)
from totemgame.games.totemix.planner import auto_place
from totemgame.games.totemix.sheet import JOKER, Player
from totemgame.games.totemix.view import TotemixView
from totemgame.games.totemix.world import player_of

CATS = ("top", "middle", "bottom")
HINT_LENGTH = 199  # a hint fits its banner (tests/ui/test_hint.py): extras join while they fit
ROW_PLACE = {"top": "highest bid", "middle": "middle row", "bottom": "lowest bid"}
_ADVANTAGE = {
    "highest": "highest-bid advantage",
    "middle": "middle-row advantage",
    "lowest": "lowest-bid advantage",
    "tie": "equal-bid advantage",
}


def late_of(view: TotemixView) -> float:
    """How near the end the game is (as TotemixState.late), from the public poles."""
    tallest = max(sum(p.levels for p in sv.pole) for sv in view.seats)
    return min(1.0, tallest / content().end_height)


def row_name(row: Row) -> str:
    """'Monkey', 'Eagle', 'the uncarved-base row', 'a Quarry upgrade row'..."""
    if row.kind == "totem":
        carved = [p.animal for p in row.pieces if p.carved]
        return " + ".join(carved) if carved else "the uncarved-base row"
    if row.kind == "exchange":
        return "the Gold Mask exchange"
    if row.advantage:
        return f"the {_ADVANTAGE[row.advantage]} row"
    return f"a {content().deposit_names[row.deposit]} upgrade row"


def row_gift(row: Row) -> str:
    """What completing `row` gives: '2 carved levels', 'an uncarved base', '+1 stone'..."""
    if row.kind == "totem":
        levels = sum(p.levels for p in row.pieces if p.carved)
        bases = sum(1 for p in row.pieces if not p.carved)
        words = [f"{levels} carved level{'s' if levels != 1 else ''}"] if levels else []
        words += ["an uncarved base"] * bases
        return " + ".join(words)
    gives = describe_bundle(row.add)
    if row.advantage:
        return f"+{gives} at auctions"
    return f"+{gives} per {content().deposit_names[row.deposit]}"


def resources_words(kinds: Sequence[str]) -> str:
    """'gold', 'gold and 2 stones', 'a ruby, smoke and a stone' (in the order given)."""
    counts: dict[str, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    c = content()
    parts = []
    for k, n in counts.items():
        if k == JOKER:
            parts.append("an X joker" if n == 1 else f"{n} X jokers")
        elif n == 1:
            parts.append(c.resource_names[k])
        else:
            parts.append(f"{n} {c.resource_plurals[k]}")
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


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
            done.append(f"{what} at the Gold Mask exchange (an X joker each)")
            continue
        n = len(row.fields)
        after = sum(1 for g in row.fields if before.marks[g]) + len(kinds)
        name, gift = row_name(row), row_gift(row)
        if short:
            (done if after >= n else advanced).append(
                f"completes {name} ({gift})" if after >= n else f"{name} {after} of {n}"
            )
        elif after >= n:
            verb = "complete" if len(kinds) > 1 else "completes"
            done.append(f"{what} {verb} {name} ({gift})")
        else:
            advanced.append(f"{what} on {name} ({after} of {n})")
    if short:  # a hint names what is completed, and rows advanced while there is room
        return "; ".join(done + advanced[: max(0, 2 - len(done))])
    return "; ".join(done + advanced)


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
    return describe_bundle(b)


def minus(a: Bundle, b: Bundle) -> Bundle:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def explain_action(view: TotemixView, action: Action, chances: dict[str, float] | None) -> str:
    """Words for a hinted move: for a bid, the row it most likely wins (with the estimated
    chance) and what that row's resources complete on the sheet; for marking, what auto-place
    completes and advances; for Done, what the leftovers become."""
    seat = view.seat
    if seat is None:
        return "The Hard AI would make this move."
    if isinstance(action, Bid):
        return bid_reason(view, seat, action.amount, chances)
    pl = player_of(view, seat)
    if isinstance(action, AutoPlace):
        then = ", then Done" if action.confirm else ""
        for short in (False, True):  # the rows only, if the full words make it too long
            words, left = auto_words(pl, late_of(view), short)
            line = f"Press Auto{then}: {words or 'it marks what fits'}"
            if left:
                line += f"; {leftover_words(left)}"
            if len(line) < HINT_LENGTH:
                break
        return line + "."
    if isinstance(action, Confirm):
        left = pl.leftovers()
        if not left:
            return "Press Done: everything is placed."
        return (
            f"Press Done: nothing more fits your sheet; {plural(left, 'leftover')} become crystals."
        )
    return "The Hard AI would make this move."


def bid_reason(view: TotemixView, seat: int, bid: int, chances: dict[str, float] | None) -> str:
    """'Bid 2 of your 5 crystals: 70% chance of the highest bid (1 gold, 1 smoke): completes
    Monkey (1 carved level). A rival would complete Frog with it. Else the lowest bid (25%).'
    The likeliest row and what it marks come first; the rest joins while the line is short."""
    held = view.seats[seat].crystals
    line = f"Bid {bid} of your {plural(held, 'crystal')}" if held else "Bid 0 (you hold none)"
    if not chances:
        return line + "."
    ranked = sorted((c for c in CATS if chances[c] > 0.005), key=lambda c: -chances[c])[:2]
    card = content().deck[view.card]
    first = ranked[0]
    row = getattr(card, first)
    gain = row_gain(view, seat, first, bid, tied=False)
    text = f"{line}: {percent(chances[first])} chance of the {ROW_PLACE[first]} ({items(row)})"
    marks = gain_words(view, seat, gain)
    extras = [f": {marks}." if marks else "."]
    if first == "top" and chances["top"] >= 0.5:
        blocked = blocked_words(view, seat)
        if blocked:
            extras.append(f" A rival {blocked} with it.")
    if len(ranked) > 1:
        second = ranked[1]
        extras.append(f" Else the {ROW_PLACE[second]} ({percent(chances[second])}).")
    extra = minus(gain, row)
    if any(extra) and marks:
        extras.append(f" Deposits included: {items(extra)}.")
    for part in extras:
        if len(text) + len(part) <= HINT_LENGTH:
            text += part
        elif not text.endswith("."):
            text += "."
    return text


def blocked_words(view: TotemixView, seat: Seat) -> str:
    """What the highest bid would complete for another player ('' if nothing)."""
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
            return f"would complete {row_name(row)} ({row_gift(row)})"
    return ""


def leftover_words(n: int) -> str:
    """'1 leftover becomes a crystal', '3 leftovers become 3 crystals'."""
    if n == 1:
        return "1 leftover becomes a crystal"
    return f"{n} leftovers become {n} crystals"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
