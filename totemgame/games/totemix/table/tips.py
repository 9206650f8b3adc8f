"""Words for the Totemix table's tooltips: what a row gives, what a piece is, what an
opponent's panel, a card row or a resource in the tray means. Plain functions of the content
and the view, so the scene only finds what is under the mouse.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totemix.content import (
    Bundle,
    Card,
    Piece,
    R,
    Row,
    content,
    describe_bundle,
    sheet,
)
from totemgame.games.totemix.table.othersdraw import plural, status_word
from totemgame.games.totemix.view import TotemixView

ADVANTAGE_WHEN = {
    "highest": "you have the highest bid",
    "middle": "you get the middle row",
    "lowest": "you have the lowest bid",
    "tie": "your bid equals another's",
}
CARD_ROWS = {
    "top": "The highest bid(s) take",
    "middle": "Everyone between the highest and lowest bids takes",
    "bottom": "The lowest bid(s) take",
}
DEPOSIT_WORDS = {
    "crystal_mask": "crystals for your hand",
    "quarry": "stones to mark",
    "temple": "papyrus to mark",
    "gold_mask": "gold to mark",
}


def piece_text(p: Piece) -> str:
    """'Eagle: 2 carved levels (they score).'"""
    if not p.carved:
        return "Uncarved base: 1 level. It helps reach the goal but does not score."
    return f"{p.animal}: {plural(p.levels, 'carved level')} (carved levels score)."


def row_text(mode: str, row: Row) -> str:
    """What completing `row` (of the `mode` sheet) gives, and its marking order."""
    if row.kind == "totem":
        parts = [
            "an uncarved base"
            if not p.carved
            else f"{p.animal} ({plural(p.levels, 'carved level')})"
            for p in row.pieces
        ]
        order = ""
        if row.order == "first":
            first = content().resource_names[sheet(mode).field_resource[row.fields[0]]]
            order = f" Mark its {first} first (double arrow)."
        return "Completing this row gives: " + " + ".join(parts) + "." + order
    if row.kind == "exchange":
        return (
            "Gold Mask exchange: each gold marked here gives an X joker at once "
            "(open once the second Gold Mask row is complete)."
        )
    what = describe_bundle(row.add)
    if row.advantage:
        return (
            f"Auction advantage: when {ADVANTAGE_WHEN[row.advantage]} (not with a bid of 0), "
            f"+{what}. Papyrus last. Works from the next auction."
        )
    name = content().deposit_names[row.deposit]
    return f"Upgrade: each {name} you win gives {what} more, from the next auction."


def field_text(mode: str, field: int, marked: bool) -> str:
    """A field of the sheet: its resource, whether marked, and what its row gives."""
    sh = sheet(mode)
    name = content().resource_names[sh.field_resource[field]]
    state = "marked" if marked else "open"
    return f"{name.capitalize()} field ({state}). {row_text(mode, sh.rows[sh.field_row[field]])}"


def area_text(area: str) -> str:
    """A development area's icon on the lion side."""
    name = content().deposit_names.get(area, area)
    return f"{name} upgrades: completed rows make each {name} you win give more."


def pole_text(who: str, pole: Sequence[Piece], end_height: int) -> str:
    """A pole: its height against the goal, and its pieces from the ground up."""
    height = sum(p.levels for p in pole)
    carved = sum(p.levels for p in pole if p.carved)
    head = (
        f"{who} pole: {plural(height, 'level')} of the {end_height} that end the game; "
        f"{carved} carved (only carved levels score)."
    )
    if not pole:
        return head + " No pieces yet: complete totem rows on the sheet."
    names = [p.animal if p.carved else "base" for p in pole]
    return head + " From the ground up: " + ", ".join(names) + "."


def opponent_text(view: TotemixView, seat: int, name: str) -> str:
    """An opponent's panel: crystals, pole numbers, what they are doing."""
    sv = view.seats[seat]
    height = sum(p.levels for p in sv.pole)
    carved = sum(p.levels for p in sv.pole if p.carved)
    status = status_word(view, seat).rstrip("…")
    doing = f" Now: {status}." if status else ""
    return (
        f"{name}: {plural(sv.crystals, 'crystal')} in hand. Pole {height} levels high, "
        f"{carved} of them carved (only carved levels score).{doing} Click to see the sheet "
        "at full size."
    )


def mini_sheet_text(view: TotemixView, seat: int, name: str) -> str:
    """An opponent's miniature sheet."""
    sv = view.seats[seat]
    marked = sum(sv.marks)
    rows = sum(sv.done)
    return (
        f"{name}'s sheet in small, laid out like yours: {marked} of {len(sv.marks)} fields "
        f"marked (yellow dots), {plural(rows, 'row')} complete (green dots); rings in "
        f"{name}'s colour: the last marking. Click to see it at full size."
    )


def card_row_text(part: str, card: Card) -> str:
    """A row of the auction card."""
    b: Bundle = getattr(card, part)
    return f"{CARD_ROWS[part]}: {describe_bundle(b)}. Every bid is paid, win or lose."


def deposit_text(deposit: str, pays: Bundle) -> str:
    """A deposit on the card: everyone wins it; what it gives the viewer."""
    name = content().deposit_names[deposit]
    return (
        f"{name}: everyone wins it. On your sheet it gives {describe_bundle(pays)} "
        f"({DEPOSIT_WORDS[deposit]})."
    )


def tray_text(res: str, left: int, open_now: bool, selected: bool = False) -> str:
    """A slot of the marking tray (`selected`: it is the resource in hand)."""
    names = content()
    one, many = names.resource_names[res], names.resource_plurals[res]
    if not left:
        return f"All your {many} are placed."
    what = plural(left, one, many)
    if not open_now:
        return f"{what} to place, but no field takes one now: it becomes a crystal."
    if selected:
        return (
            f"{what} to place, selected: each click on a glowing field places one, and the "
            f"{one} stays selected while some are left. Esc or a right click puts it back."
        )
    return f"{what} to place: click, then click a glowing field."


def selected_tip(res: str) -> str:
    """The line under the tray while `res` is selected."""
    return f"{content().resource_names[res].capitalize()} selected: click a glowing field."


def closed_reason(view: TotemixView, res: str) -> str:
    """Why no field takes `res` now: waiting for a row's first resource, or nowhere left."""
    assert view.seat is not None  # asked for the seat at the table
    sh, sv, names = sheet(view.mode), view.seats[view.seat], content().resource_names
    for row in sh.rows:
        first = row.fields[0]
        if row.order != "first" or sv.marks[first] or not sv.pending[R[sh.field_resource[first]]]:
            continue
        if any(sh.field_resource[f] == res and not sv.marks[f] for f in row.fields[1:]):
            lead = names[sh.field_resource[first]]
            return f"Mark your {lead} first: rows with a double arrow then take a {names[res]}."
    return f"No open field takes a {names[res]} now; it will become a crystal."


def field_reason(view: TotemixView, f: int, selected: str | None) -> str:
    """Why the field `f` does not take the selected resource."""
    assert view.seat is not None  # asked for the seat at the table
    sh = sheet(view.mode)
    sv = view.seats[view.seat]
    res = sh.field_resource[f]
    row = sh.rows[sh.field_row[f]]
    if sv.marks[f]:
        return "That field is already marked."
    if selected not in ("x", res):
        return f"That field takes a {content().resource_names[res]}."
    if row.requires >= 0 and not sv.done[row.requires]:
        return "The exchange opens once the second Gold Mask row is complete."
    if row.order == "first":
        first = content().resource_names[sh.field_resource[row.fields[0]]]
        return f"Mark the {first} of this row first (the double arrow)."
    if row.order == "last":
        return "Mark every other field of this row before the papyrus."
    return "That field cannot be marked now."


def end_marking_text(fits: str, n_fit: int, left: int) -> str:
    """The question before Done while resources still fit the sheet."""
    verb = "fits" if n_fit == 1 else "fit"
    return (
        f"You still have {fits} that {verb} your sheet. If you end your marking now, "
        f"{plural(left, 'unplaced resource')} become{'s' if left == 1 else ''} "
        f"{plural(left, 'crystal')}."
    )
