"""Drawing the other players on the Totemix table: their panels (crystals, status, a small pole
and a miniature of their sheet) and the bid reveal box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from totemgame.engine.game import Seat
from totemgame.games.totemix.actions import BID
from totemgame.games.totemix.content import Piece
from totemgame.games.totemix.table import art, sheetsummary
from totemgame.games.totemix.table.lastmoves import LastMove, bid_shown
from totemgame.games.totemix.table.poledraw import draw_small_pole
from totemgame.games.totemix.table.sheetdraw import ROW_LABEL
from totemgame.games.totemix.table.sheetlayout import sheet_layout
from totemgame.games.totemix.view import SeatView, TotemixView
from totemgame.i18n import N_, _, current, ngettext, pgettext
from totemgame.ui import theme

MARKED = (236, 200, 80)
EMPTY = (84, 96, 92)
DONE = (90, 200, 110)


def row_word(row: str) -> str:
    """The card row a bid took, in a word: 'highest', 'middle', 'lowest'."""
    if row == "top":
        return pgettext("card row taken", "highest")
    if row == "middle":
        return pgettext("card row taken", "middle")
    return pgettext("card row taken", "lowest")


@dataclass(frozen=True)
class OpponentParts:
    """Where the parts of one opponent's panel are (for drawing and tooltips)."""

    seat: Seat
    rect: pygame.Rect
    info: pygame.Rect  # name, crystals, status and pole numbers
    pole: pygame.Rect
    sheet: pygame.Rect


def opponent_parts(area: pygame.Rect, view: TotemixView) -> list[OpponentParts]:
    """One panel per other player, side by side in `area`."""
    me = view.seat if view.seat is not None else -1
    others = [s for s in range(view.players) if s != me]
    w = min(220, (area.w - 8) // max(1, len(others)))
    out = []
    for i, s in enumerate(others):
        r = pygame.Rect(area.x + 4 + i * w, area.y + 4, w - 6, area.h - 8)
        info = pygame.Rect(r.x, r.y, r.w, 64)
        pole = pygame.Rect(r.x + 8, r.y + 68, 20, r.h - 74)
        sheet = pygame.Rect(r.x + 36, r.y + 68, r.w - 42, r.h - 74)
        out.append(OpponentParts(s, r, info, pole, sheet))
    return out


def status_word(view: TotemixView, seat: Seat) -> str:
    """What the seat is doing: bidding, has bid, marking, done."""
    if view.over:
        return ""
    sv = view.seats[seat]
    if view.phase == BID:
        return _("bidding…") if seat in view.to_move else (_("has bid") if sv.has_bid else "")
    return _("marking…") if seat in view.to_move else pgettext("marking finished", "done")


def pole_words(pole: Sequence[Piece], width: int) -> tuple[str, int]:
    """'height 5 · 3 carved' (or a shorter form) and the font size that fits `width`. In the
    narrowest panels only the carved levels are said: the small pole under the words shows
    its height against the goal (and the panel's tooltip says both)."""
    height = sum(p.levels for p in pole)
    carved = sum(p.levels for p in pole if p.carved)
    forms = (
        # TRANSLATORS: "carved" agrees with the number of carved levels
        ngettext("height {height} · {carved} carved", "height {height} · {carved} carved", carved),
        # TRANSLATORS: a shorter form of "height 5 · 3 carved", for a narrow panel, in words
        # (German "3 von 5 geschnitzt")
        _("{carved} of {height} carved"),
        ngettext("{carved} carved", "{carved} carved", carved),
    )
    for form in forms:
        words = form.format(height=height, carved=carved)
        size = theme.fit_size(words, "body", 15, width, 12)
        if theme.font("body", size).size(words)[0] <= width:
            return words, size
    return theme.elide(words, width, "body", 12), 12


def draw_opponents(
    surface: pygame.Surface,
    area: pygame.Rect,
    view: TotemixView,
    names: Sequence[str],
    colour: Callable[[Seat], tuple[int, int, int]],
    sheet_rect: pygame.Rect,
    end_height: int,
    lasts: Sequence[LastMove] = (),
    opened: Seat | None = None,
) -> None:
    """Every other player's panel, with their last bid and marking in their colour (`opened`:
    the seat whose sheet is shown at full size)."""
    for part in opponent_parts(area, view):
        s, r = part.seat, part.rect
        sv = view.seats[s]
        last = lasts[s] if s < len(lasts) else LastMove()
        pygame.draw.rect(surface, (44, 58, 50), r, border_radius=8)
        pygame.draw.rect(surface, colour(s), r, 4 if s == opened else 2, border_radius=8)
        x, inner = r.x + 7, r.w - 14
        bidding = view.phase == BID and not view.over
        shown = bid_shown(last, view.round, bidding)
        # the chip takes what the whole name leaves it (at its smallest size)
        room = r.w - 20 - theme.font("bold", 13).size(names[s])[0]
        chip = _bid_chip(last, colour(s), r.w < 150, room) if shown else None
        if chip is not None:
            surface.blit(chip, chip.get_rect(topright=(r.right - 5, r.y + 5)))
            inner -= chip.get_width() + 4
        size = theme.fit_size(names[s], "bold", 17, inner, 13)
        name = theme.elide(names[s], inner, "bold", size)
        theme.blit_text(surface, name, (x, r.y + 4), "bold", size, theme.TEXT)
        surface.blit(art.resource_icon("crystal", 18), (x - 1, r.y + 26))
        count = theme.blit_text(
            surface, str(sv.crystals), (x + 19, r.y + 35), "bold", 16, theme.TEXT, "midleft"
        )
        busy = not view.over and s in view.to_move
        _draw_status(surface, status_word(view, s), busy, count.right + 6, r.right - 7, r.y + 35)
        words, wsize = pole_words(sv.pole, r.w - 14)  # its own line: the panel's width
        theme.blit_text(surface, words, (x, r.y + 46), "body", wsize, theme.GOLD_BRIGHT)
        draw_small_pole(surface, part.pole, sv.pole, end_height)
        if sheetsummary.fits(part.sheet):  # the sheet in words where they fit
            lines = sheetsummary.summary_lines(view.mode, sv, last)
            sheetsummary.draw_summary(surface, part.sheet, lines, colour(s))
        else:
            mini_sheet(surface, view.mode, part.sheet, sv, sheet_rect, last, colour(s))


def _draw_status(
    surface: pygame.Surface, word: str, busy: bool, left: int, right: int, y: int
) -> None:
    """The status word at the right of the crystals line, or a sign where it does not fit:
    a tick (has bid, done) or three dots (still to bid or mark)."""
    if not word:
        return
    if theme.font("body", 14).size(word)[0] <= right - left:
        theme.blit_text(surface, word, (right, y), "body", 14, theme.TEXT_DIM, "midright")
    elif busy:
        for i in range(3):
            pygame.draw.circle(surface, theme.TEXT_DIM, (right - 2 - i * 6, y + 2), 2)
    else:
        tick = [(right - 12, y), (right - 8, y + 4), (right - 1, y - 4)]
        pygame.draw.lines(surface, DONE, False, tick, 2)


def mini_sheet(
    surface: pygame.Surface,
    mode: str,
    rect: pygame.Rect,
    sv: SeatView,
    sheet_rect: pygame.Rect,
    last: LastMove | None = None,
    colour: tuple[int, int, int] = theme.GOLD,
) -> None:
    """A player's sheet in miniature: the big sheet's own layout scaled down, a dot per field
    (yellow when marked) and a green dot for each completed row; the fields of the player's
    last marking ringed in its colour, and the rows it completed then too."""
    lay = sheet_layout(mode, *sheet_rect)
    sx, sy = rect.w / sheet_rect.w, rect.h / sheet_rect.h
    dot = max(2, int(min(sx, sy) * lay.field / 2))

    def at(p: tuple[int, int]) -> tuple[int, int]:
        return (
            rect.x + int((p[0] - sheet_rect.x) * sx),
            rect.y + int((p[1] - sheet_rect.y) * sy),
        )

    pygame.draw.rect(surface, (32, 44, 40), rect.inflate(4, 4), border_radius=4)
    fresh = last.fields if last else set()
    rows = last.rows if last else set()
    for box in lay.rows:
        for f, fr in box.fields:
            pygame.draw.circle(surface, MARKED if sv.marks[f] else EMPTY, at(fr.center), dot)
            if f in fresh and sv.marks[f]:
                pygame.draw.circle(surface, colour, at(fr.center), dot + 2, 2)
        if sv.done[box.row]:
            pygame.draw.circle(surface, DONE, at(box.circle.center), dot + 1)
            if box.row in rows:
                pygame.draw.circle(surface, colour, at(box.circle.center), dot + 3, 2)


# A bid chip: the bid and the card row it took, in a short word.
ROW_SIGN = {
    "top": N_("{bid} high"),
    "middle": N_("{bid} mid"),
    "bottom": N_("{bid} low"),
}
_CHIPS: dict[tuple[object, ...], pygame.Surface] = {}


def _bid_chip(
    last: LastMove, colour: tuple[int, int, int], compact: bool = False, room: int = 0
) -> pygame.Surface | None:
    """The player's last revealed bid in its colour, with a crystal: '2 Highest bid', the card
    row it took by the name the card gives it (its short form, '2 high', where that does not
    fit in `room` pixels, and the bid only where neither does). A `compact` panel (5 or 6
    players) shows the bid only, without the crystal: a row's name left its player's name no
    room, and the card's rows show each player's dot."""
    if last.bid is None or last.row is None:
        return None
    key = (last.bid, last.row, colour, compact, room, current())
    chip = _CHIPS.get(key)
    if chip is None:
        ink = theme.ink_on(colour)
        said = f"{last.bid} {_(ROW_LABEL[last.row])}"
        short = _(ROW_SIGN[last.row]).format(bid=last.bid)
        fitting = [w for w in (said, short) if theme.font("bold", 14).size(w)[0] + 27 <= room]
        said = str(last.bid) if compact or not fitting else fitting[0]
        words = theme.text(said, "bold", 14, ink)
        icon = None if compact else art.resource_icon("crystal", 14)  # a narrow panel: its name
        left = 5 + (icon.get_width() + 2 if icon is not None else 0)
        chip = pygame.Surface((left + words.get_width() + 6, 20), pygame.SRCALPHA)
        pygame.draw.rect(chip, colour, chip.get_rect(), border_radius=9)
        if icon is not None:
            chip.blit(icon, (5, 3))
        chip.blit(words, words.get_rect(midleft=(left, 10)))
        _CHIPS[key] = chip
    return chip


CONTINUE_H = 32  # the reveal's Continue button, under the bids
CONTINUE_GAP = 6  # between the last bid and the button (and 10 under it, to the box's edge)


def _line_h(n: int, waits: bool = False) -> int:
    if waits and n >= 4:  # the button takes room: four bids still fit over the action box
        return 24
    return 30 if n <= 4 else 27


def reveal_box(
    box_at: pygame.Rect, n: int, waits: bool, cover: pygame.Rect | None = None
) -> pygame.Rect:
    """The reveal box of `n` bids over `box_at`, grown to hold them (and the Continue button
    while it `waits` for the player). Reaching into the panel `cover` (the last auction's,
    below), it covers that panel whole rather than leave a cut heading under its edge."""
    below = CONTINUE_GAP + CONTINUE_H + 10 if waits else 28
    h = max(box_at.h, 34 + _line_h(n, waits) * n + below)
    if cover is not None and box_at.y + h > cover.top - 4:
        h = max(h, cover.bottom - box_at.y)
    return pygame.Rect(box_at.x, box_at.y, box_at.w, h)


def continue_rect(box_at: pygame.Rect, n: int) -> pygame.Rect:
    """Where the reveal's Continue button goes: under the `n` bids of a reveal box drawn over
    `box_at`."""
    top = box_at.y + 34 + _line_h(n, True) * n + CONTINUE_GAP
    return pygame.Rect(box_at.centerx - 80, top, 160, CONTINUE_H)


def draw_reveal_box(
    surface: pygame.Surface,
    box_at: pygame.Rect,
    bids: Sequence[int],
    rows: Sequence[str],
    names: Sequence[str],
    colour: Callable[[Seat], tuple[int, int, int]],
    shown: float,
    waits: bool = False,
    cover: pygame.Rect | None = None,
) -> None:
    """'Bids revealed!': every player's bid and the card row it takes; `shown` (0..1) types
    the lines out. While it `waits`, the table's Continue button stands under the bids
    (continue_rect). `cover`: the panel below, see reveal_box."""
    n = len(bids)
    lh = _line_h(n, waits)
    box = reveal_box(box_at, n, waits, cover)
    pygame.draw.rect(surface, (24, 18, 12), box, border_radius=10)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=10)
    theme.blit_text(
        surface, _("Bids revealed!"), (box.centerx, box.y + 16), "heading", 22, theme.GOLD_BRIGHT,
        "center",
    )  # fmt: skip
    crystal = art.resource_icon("crystal", 20)
    room = row_room(box.w - 20)
    for s in range(n):
        yy = box.y + 34 + s * lh + lh // 2
        img = _reveal_line(
            names[s], bids[s], row_word(rows[s]), colour(s), crystal, box.w - 20, room
        )
        w = max(1, int(img.get_width() * min(1.0, shown * n - s + 0.6)))
        if w > 1:
            surface.blit(img, (box.x + 10, yy - img.get_height() // 2), (0, 0, w, img.get_height()))


_LINES: dict[tuple[object, ...], pygame.Surface] = {}
NAME_ROOM = 88  # a name keeps this much of a reveal line; the row taken gets the rest it needs


def row_room(width: int) -> int:
    """The width of the reveal lines' last column: the longest row word of the language at
    full size ('→ Niedrigstgebot' was squeezed into 90 px at 12 px), leaving a name its room."""
    longest = max(theme.font("body", 17).size(f"→ {row_word(r)}")[0] for r in ROW_SIGN)
    return min(width - 20 - NAME_ROOM - 52, max(90, longest + 2))


def _reveal_line(
    name: str,
    bid: int,
    row: str,
    colour: tuple[int, int, int],
    crystal: pygame.Surface,
    width: int,
    room: int = 90,
) -> pygame.Surface:
    """One reveal line (cached): colour dot, name, the bid with a crystal, the row taken (in
    the last `room` pixels)."""
    key = (name, bid, row, colour, width, room)
    img = _LINES.get(key)
    if img is None:
        if len(_LINES) > 64:
            _LINES.clear()
        img = pygame.Surface((width, 24), pygame.SRCALPHA)
        pygame.draw.circle(img, colour, (7, 12), 7)
        bid_x = width - room - 52
        size = theme.fit_size(name, "bold", 17, bid_x - 24, 12)  # the whole name
        theme.blit_text(img, name, (20, 12), "bold", size, theme.TEXT, "midleft")
        img.blit(crystal, (bid_x, 2))
        theme.blit_text(img, str(bid), (bid_x + 24, 12), "bold", 18, theme.TEXT, "midleft")
        taken = f"→ {row}"  # "→ plus faible" fits the box's edge, in smaller type if need be
        row_size = theme.fit_size(taken, "body", 17, room, 12)
        theme.blit_text(
            img, taken, (width - room, 12), "body", row_size, theme.GOLD_BRIGHT, "midleft"
        )
        _LINES[key] = img
    return img
