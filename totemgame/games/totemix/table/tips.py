"""Words for the Totemix table's tooltips: what a row gives, what a piece is, what an
opponent's panel, a card row or a resource in the tray means. Plain functions of the content
and the view, so the scene only finds what is under the mouse.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.games.totemix import words as w
from totemgame.games.totemix.content import Bundle, Card, Piece, R, Row, content, sheet
from totemgame.games.totemix.table.othersdraw import status_word
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import N_, _, ngettext
from totemgame.text import join_commas

# An advantage row's tooltip, one whole sentence per advantage.
ADVANTAGE_TEXT = {
    "highest": N_(
        "Auction advantage: when you have the highest bid (not with a bid of 0), +{what}. "
        "Papyrus last. Works from the next auction."
    ),
    "middle": N_(
        "Auction advantage: when you get the middle row (not with a bid of 0), +{what}. "
        "Papyrus last. Works from the next auction."
    ),
    "lowest": N_(
        "Auction advantage: when you have the lowest bid (not with a bid of 0), +{what}. "
        "Papyrus last. Works from the next auction."
    ),
    "tie": N_(
        "Auction advantage: when your bid equals another's (not with a bid of 0), +{what}. "
        "Papyrus last. Works from the next auction."
    ),
}
CARD_ROWS = {
    "top": N_("The highest bid(s) take: {what}. Every bid is paid, win or lose."),
    "middle": N_(
        "Everyone between the highest and lowest bids takes: {what}. "
        "Every bid is paid, win or lose."
    ),
    "bottom": N_("The lowest bid(s) take: {what}. Every bid is paid, win or lose."),
}
DEPOSIT_TEXT = {
    "crystal_mask": N_(
        "{deposit}: everyone wins it. On your sheet it gives {what} (crystals for your hand)."
    ),
    "quarry": N_("{deposit}: everyone wins it. On your sheet it gives {what} (stones to mark)."),
    "temple": N_("{deposit}: everyone wins it. On your sheet it gives {what} (papyrus to mark)."),
    "gold_mask": N_("{deposit}: everyone wins it. On your sheet it gives {what} (gold to mark)."),
}


def carved_levels(n: int) -> str:
    """'1 carved level', '2 carved levels'."""
    return ngettext("{n} carved level", "{n} carved levels", n).format(n=n)


def piece_text(p: Piece) -> str:
    """'Eagle: 2 carved levels (they score).'"""
    if not p.carved:
        return _("Uncarved base: 1 level. It helps reach the goal but does not score.")
    text = _("{animal}: {levels} (carved levels score).")
    return text.format(animal=w.animal(p.animal), levels=carved_levels(p.levels))


def row_text(mode: str, row: Row, marks: Sequence[bool] = ()) -> str:
    """What completing `row` (of the `mode` sheet) gives, and its marking order while that
    still matters (`marks`: the sheet's marks, if known)."""
    if row.kind == "totem":
        piece = _("{animal} ({levels})")
        parts = [
            _("an uncarved base")
            if not p.carved
            else piece.format(animal=w.animal(p.animal), levels=carved_levels(p.levels))
            for p in row.pieces
        ]
        if marks and all(marks[f] for f in row.fields):
            return _("This row is complete: it gave {pieces}.").format(pieces=" + ".join(parts))
        text = _("Completing this row gives: {pieces}.").format(pieces=" + ".join(parts))
        if row.order == "first" and not (marks and marks[row.fields[0]]):
            first = w.resource(sheet(mode).field_resource[row.fields[0]])
            text += " " + _("Mark its {resource} first (double arrow).").format(resource=first)
        return text
    if row.kind == "exchange":
        return _(
            "Gold Mask exchange: each gold marked here gives an X joker at once "
            "(open once the second Gold Mask row is complete)."
        )
    what = w.bundle(row.add, taken=True)
    if row.advantage:
        return _(ADVANTAGE_TEXT[row.advantage]).format(what=what)
    name = _(content().deposit_names[row.deposit])
    text = _("Upgrade: each {deposit} you win gives {what} more, from the next auction.")
    return text.format(deposit=name, what=what)


def field_text(mode: str, field: int, marks: Sequence[bool]) -> str:
    """A field of the sheet: its resource, whether marked, and what its row gives."""
    sh = sheet(mode)
    name = w.resource(sh.field_resource[field])
    # TRANSLATORS: {resource} is a resource's name ("ruby"), written with a capital here
    text = _("{resource} field (marked).") if marks[field] else _("{resource} field (open).")
    head = text.format(resource=name[:1].upper() + name[1:])
    return f"{head} {row_text(mode, sh.rows[sh.field_row[field]], marks)}"


def area_text(area: str) -> str:
    """A development area's icon on the lion side."""
    name = _(content().deposit_names.get(area, area))
    return _("{deposit} upgrades: completed rows make each {deposit} you win give more.").format(
        deposit=name
    )


def pole_text(who: str | None, pole: Sequence[Piece], end_height: int) -> str:
    """A pole (`who`: its player's name, None for yours): its height against the goal, and its
    pieces from the ground up."""
    height = sum(p.levels for p in pole)
    carved = sum(p.levels for p in pole if p.carved)
    if who is None:
        head = ngettext(
            "Your pole: {n} level of the {end} that end the game; "
            "{carved} carved (only carved levels score).",
            "Your pole: {n} levels of the {end} that end the game; "
            "{carved} carved (only carved levels score).",
            height,
        )
    else:
        head = ngettext(
            "{name}'s pole: {n} level of the {end} that end the game; "
            "{carved} carved (only carved levels score).",
            "{name}'s pole: {n} levels of the {end} that end the game; "
            "{carved} carved (only carved levels score).",
            height,
        )
    head = head.format(name=who, n=height, end=end_height, carved=carved)
    if not pole:
        return head + " " + _("No pieces yet: complete totem rows on the sheet.")
    names = [w.animal(p.animal) if p.carved else _("base") for p in pole]
    return head + " " + _("From the ground up: {pieces}.").format(pieces=join_commas(names))


def opponent_text(view: TotemixView, seat: int, name: str) -> str:
    """An opponent's panel: crystals, pole numbers, what they are doing."""
    sv = view.seats[seat]
    height = sum(p.levels for p in sv.pole)
    carved = sum(p.levels for p in sv.pole if p.carved)
    status = status_word(view, seat).rstrip("…")
    text = ngettext(
        "{name}: {n} crystal in hand. Pole {height} levels high, "
        "{carved} of them carved (only carved levels score).",
        "{name}: {n} crystals in hand. Pole {height} levels high, "
        "{carved} of them carved (only carved levels score).",
        sv.crystals,
    ).format(name=name, n=sv.crystals, height=height, carved=carved)
    if status:
        text += " " + _("Now: {status}.").format(status=status)
    return text + " " + _("Click to see the sheet at full size.")


def mini_sheet_text(
    view: TotemixView, seat: int, name: str, lines: Sequence[str] | None = None
) -> str:
    """An opponent's sheet on their panel: in words (`lines`, table/sheetsummary.py, said
    again whole under the explanation) or, without them, in small."""
    sv = view.seats[seat]
    marked = sum(sv.marks)
    rows = sum(sv.done)
    if lines is not None:
        said = ngettext(
            "{name}'s sheet: {marked} of {fields} fields marked, {n} row complete (in green); "
            "in gold the rows begun, with their marked fields; a dot in {name}'s colour: a row "
            "of the last marking. Click to see the sheet at full size.",
            "{name}'s sheet: {marked} of {fields} fields marked, {n} rows complete (in green); "
            "in gold the rows begun, with their marked fields; a dot in {name}'s colour: a row "
            "of the last marking. Click to see the sheet at full size.",
            rows,
        ).format(name=name, marked=marked, fields=len(sv.marks), n=rows)
        return "\n".join([said, *lines])
    return ngettext(
        "{name}'s sheet in small, laid out like yours: {marked} of {fields} fields "
        "marked (yellow dots), {n} row complete (green dots); rings in "
        "{name}'s colour: the last marking. Click to see it at full size.",
        "{name}'s sheet in small, laid out like yours: {marked} of {fields} fields "
        "marked (yellow dots), {n} rows complete (green dots); rings in "
        "{name}'s colour: the last marking. Click to see it at full size.",
        rows,
    ).format(name=name, marked=marked, fields=len(sv.marks), n=rows)


def card_row_text(part: str, card: Card) -> str:
    """A row of the auction card."""
    b: Bundle = getattr(card, part)
    return _(CARD_ROWS[part]).format(what=w.bundle(b, taken=True))


def deposit_text(deposit: str, pays: Bundle) -> str:
    """A deposit on the card: everyone wins it; what it gives the viewer."""
    name = _(content().deposit_names[deposit])
    return _(DEPOSIT_TEXT[deposit]).format(deposit=name, what=w.bundle(pays, taken=True))


def tray_text(res: str, left: int, open_now: bool, selected: bool = False) -> str:
    """A slot of the marking tray (`selected`: it is the resource in hand)."""
    many = _(content().resource_plurals[res])
    if not left:
        return _("All your {resources} are placed.").format(resources=many)
    what = w.count(res, left)
    if not open_now:
        text = _("{what} to place, but no field takes one now: it becomes a crystal.")
        return text.format(what=what)
    if selected:
        # TRANSLATORS: {what} is a count with its resource ("2 stones"), the one in hand
        text = _("{what} to place, in hand: click glowing fields. Esc puts it back.")
        return text.format(what=what)
    return _("{what} to place: click, then click a glowing field.").format(what=what)


def selected_tip(res: str) -> str:
    """The line under the tray while `res` is selected."""
    name = w.resource(res)
    # TRANSLATORS: {resource} is a resource's name ("ruby"), written with a capital here
    text = _("{resource} selected: click a glowing field.")
    return text.format(resource=name[:1].upper() + name[1:])


def closed_reason(view: TotemixView, res: str) -> str:
    """Why no field takes `res` now: waiting for a row's first resource, or nowhere left."""
    assert view.seat is not None  # asked for the seat at the table
    sh, sv = sheet(view.mode), view.seats[view.seat]
    for row in sh.rows:
        first = row.fields[0]
        if row.order != "first" or sv.marks[first] or not sv.pending[R[sh.field_resource[first]]]:
            continue
        if any(sh.field_resource[f] == res and not sv.marks[f] for f in row.fields[1:]):
            lead = w.resource(sh.field_resource[first])
            text = _("Mark your {first} first: rows with a double arrow then take a {resource}.")
            return text.format(first=lead, resource=w.resource(res))
    text = _("No open field takes a {resource} now; it will become a crystal.")
    return text.format(resource=w.resource(res))


def field_reason(view: TotemixView, f: int, selected: str | None) -> str:
    """Why the field `f` does not take the selected resource."""
    assert view.seat is not None  # asked for the seat at the table
    sh = sheet(view.mode)
    sv = view.seats[view.seat]
    res = sh.field_resource[f]
    row = sh.rows[sh.field_row[f]]
    if sv.marks[f]:
        return _("That field is already marked.")
    if selected not in ("x", res):
        return _("That field takes a {resource}.").format(resource=w.resource(res))
    if row.requires >= 0 and not sv.done[row.requires]:
        return _("The exchange opens once the second Gold Mask row is complete.")
    if row.order == "first":
        first = w.resource(sh.field_resource[row.fields[0]])
        return _("Mark the {resource} of this row first (the double arrow).").format(resource=first)
    if row.order == "last":
        return _("Mark every other field of this row before the papyrus.")
    return _("That field cannot be marked now.")


def end_marking_text(fits: str, n_fit: int, left: int) -> str:
    """The question before Done while resources still fit the sheet."""
    # TRANSLATORS: {what} names the resources that fit ("a ruby and 2 stones")
    text = ngettext(
        "You still have {what} that fits your sheet.",
        "You still have {what} that fit your sheet.",
        n_fit,
    ).format(what=fits)
    then = ngettext(
        "If you end your marking now, {n} unplaced resource becomes {n} crystal.",
        "If you end your marking now, {n} unplaced resources become {n} crystals.",
        left,
    ).format(n=left)
    return f"{text} {then}"
