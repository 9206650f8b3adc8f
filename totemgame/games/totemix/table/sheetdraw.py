"""Drawing a Totemix player sheet and the auction card (pygame).

Where rows and fields go is computed once per sheet and rectangle (sheetlayout.py), so the
table only draws; the poles are in poledraw.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from functools import cache

import pygame

from totemgame.games.totemix.content import DEPOSITS, RESOURCES, Bundle, Card, Row, Sheet, sheet
from totemgame.games.totemix.table import art
from totemgame.games.totemix.table.sheetlayout import (
    RowBox,
    SheetLayout,
    arrow_after,
    layout,
    piece_level,
    piece_width,
    sheet_layout,
)
from totemgame.games.totemix.words import animal
from totemgame.i18n import N_, _, ngettext, pgettext
from totemgame.ui import theme

__all__ = ["RowBox", "bundle_icons", "draw_card", "draw_highlights", "draw_sheet", "layout"]

# TRANSLATORS: the short labels of the auction advantage rows on the lion side (a few letters)
ADV_LABEL = {"highest": N_("High"), "middle": N_("Mid"), "lowest": N_("Low"), "tie": N_("Tie")}
# TRANSLATORS: the auction card's rows, by who takes them; the middle one is "the middle row"
# in every other text (log, rules, tutorial, tooltips): one name for one thing
ROW_LABEL = {"top": N_("Highest bid"), "middle": N_("Middle"), "bottom": N_("Lowest bid")}
FIELD = (250, 226, 120)
FIELD_RIM = (120, 90, 40)
TARGET = (255, 220, 90)
GROUP_FILL = {"advantage": (34, 40, 66), "gold_mask": (58, 52, 34), "totem": (52, 92, 124)}
DEVELOP_FILL = (30, 50, 74)
STRIPE = (255, 255, 255, 14)


def draw_sheet(
    surface: pygame.Surface,
    mode: str,
    rect: pygame.Rect,
    marks: Sequence[bool],
    done: Sequence[bool],
    active: Sequence[bool],
    highlight: AbstractSet[int] = frozenset(),
    glow: float = 0.0,
) -> None:
    """The sheet's rows inside `rect`; fields in `highlight` glow (legal targets)."""
    sh = sheet(mode)
    lay = sheet_layout(mode, rect.x, rect.y, rect.w, rect.h)
    _draw_groups(surface, lay, sh)
    for k, box in enumerate(lay.rows):
        row = sh.rows[box.row]
        if row.kind == "totem" and k % 2 == 0:
            _stripe(surface, box.rect)
        if row.advantage:
            pos = (box.rect.x + 4, box.rect.centery)
            label = _(ADV_LABEL.get(row.advantage, "?"))
            room = box.fields[0][1].x - 4 - pos[0]  # clear of the first field
            size = theme.fit_size(label, "bold", 14, room, 9)
            theme.blit_text(surface, label, pos, "bold", size, theme.TEXT, anchor="midleft")
        _draw_fields(surface, sh, row, box, marks, highlight)
        _draw_reward(surface, row, box)
        if row.kind != "exchange":  # each exchange field pays at once: no circle to check
            _draw_circle(surface, box.circle, done[box.row], active[box.row] or row.kind == "totem")


def _draw_groups(surface: pygame.Surface, lay: SheetLayout, sh: Sheet) -> None:
    """Master: each development area on its own dark block with its deposit's icon."""
    for g in lay.groups:
        if g.area == "totem":
            if len(lay.groups) > 1:  # the lighter lower part of the lion side
                pygame.draw.rect(
                    surface, GROUP_FILL["totem"], g.rect.inflate(6, 6), border_radius=8
                )
            continue
        fill = GROUP_FILL.get(g.area, DEVELOP_FILL)
        pygame.draw.rect(surface, fill, g.rect, border_radius=6)
        if g.area in DEPOSITS:
            size = min(g.lead.w - 6, g.lead.h - 6)
            icon = art.deposit_icon(g.area, size)
            surface.blit(icon, icon.get_rect(center=g.lead.center))


def _stripe(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A faint band behind every other row, so the eye follows a row to its circle."""
    band = _band(rect.w, rect.h)
    surface.blit(band, rect.topleft)


@cache
def _band(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, STRIPE, s.get_rect(), border_radius=6)
    return s


def _draw_fields(
    surface: pygame.Surface,
    sh: Sheet,
    row: Row,
    box: RowBox,
    marks: Sequence[bool],
    highlight: AbstractSet[int],
) -> None:
    arrow = arrow_after(row)
    for i, (f, fr) in enumerate(box.fields):
        res = sh.field_resource[f]
        pygame.draw.circle(surface, FIELD, fr.center, fr.w // 2)
        if marks[f]:
            surface.blit(art.resource_icon(res, fr.w - 4), fr.move(2, 2))
            _cross(surface, fr)
        else:
            surface.blit(_faded(res, fr.w - 4), fr.move(2, 2))
        rim = TARGET if f in highlight else FIELD_RIM
        pygame.draw.circle(surface, rim, fr.center, fr.w // 2, 2)
        if highlight and f not in highlight:  # a resource is chosen: the other fields recede
            surface.blit(_shade(fr.w), fr)
        if i == arrow:
            _arrow(surface, fr.right + 1, fr.centery)


def _draw_circle(surface: pygame.Surface, c: pygame.Rect, complete: bool, working: bool) -> None:
    """The completion circle: checked in green (amber while an upgrade waits for the next
    auction)."""
    pygame.draw.circle(surface, (250, 246, 236), c.center, c.w // 2)
    pygame.draw.circle(surface, (90, 70, 40), c.center, c.w // 2, 2)
    if not complete:
        return
    colour = (60, 140, 70) if working else (200, 150, 40)
    pygame.draw.circle(surface, colour, c.center, c.w // 2 - 3)
    tick = [
        (c.x + c.w * 0.28, c.centery),
        (c.x + c.w * 0.45, c.y + c.h * 0.7),
        (c.x + c.w * 0.74, c.y + c.h * 0.3),
    ]
    pygame.draw.lines(surface, (255, 255, 255), False, tick, 3)


def draw_highlights(
    surface: pygame.Surface, mode: str, rect: pygame.Rect, highlight: AbstractSet[int], glow: float
) -> None:
    """A pulsing rim on the fields in `highlight` (drawn every frame over a cached sheet).
    It lies on the field's own edge, so glowing neighbours never run into each other."""
    if not highlight:
        return
    colour = tuple(int(a + (b - a) * glow) for a, b in zip(TARGET, (255, 255, 255), strict=True))
    for box in layout(mode, rect.x, rect.y, rect.w, rect.h):
        for f, fr in box.fields:
            if f in highlight:
                pygame.draw.circle(surface, colour, fr.center, fr.w // 2 + 1, 3)


def piece_rects(row: Row, box: RowBox) -> list[pygame.Rect]:
    """Where each piece a totem row gives is drawn (for drawing and for tooltips)."""
    lh = piece_level(box.rect.h)
    x, out = box.reward.x, []
    for p in row.pieces:
        h = p.levels * lh
        w = piece_width(lh)
        out.append(pygame.Rect(x, box.rect.centery - h // 2, w, h))
        x += w + 3
    return out


def _draw_reward(surface: pygame.Surface, row: Row, box: RowBox) -> None:
    r = box.reward
    if row.kind == "totem":
        for p, pr in zip(row.pieces, piece_rects(row, box), strict=True):
            surface.blit(
                art.piece_surface(p.animal, p.levels, p.carved, pr.w, pr.h // p.levels), pr
            )
        if box.label is not None:
            _draw_pieces_label(surface, row, box.label)
        return
    size = max(12, min(r.h - 8, 22))
    bundle = row.each if row.kind == "exchange" else row.add
    x = r.x
    for res, n in zip(RESOURCES, bundle, strict=True):
        if not n:
            continue
        # TRANSLATORS: before an X joker's icon, on the Gold Mask exchange row of the sheet
        each = pgettext("gives for each field", "each:")
        label = each if row.kind == "exchange" else ("+" if n == 1 else f"+{n}")
        lr = theme.blit_text(
            surface, label, (x, r.centery), "bold", 15, theme.TEXT, anchor="midleft"
        )
        x = lr.right + 2
        surface.blit(art.resource_icon(res, size), (x, r.centery - size // 2))
        x += size + 4


LABEL_PAD = 8  # room kept free at the right of a row's name and levels


def pieces_words(row: Row) -> tuple[str, str]:
    """The two lines naming what a totem row gives: the animals, then their levels."""
    carved = [p for p in row.pieces if p.carved]
    bases = len(row.pieces) - len(carved)
    if not carved:
        return _("Uncarved base"), _("1 level, not carved")
    levels = sum(p.levels for p in carved)
    words = ngettext("{n} carved level", "{n} carved levels", levels).format(n=levels)
    if bases:
        words = _("{n} carved + base").format(n=levels)
    return " + ".join(animal(p.animal) for p in carved), words


def _draw_pieces_label(surface: pygame.Surface, row: Row, rect: pygame.Rect) -> None:
    name, levels = pieces_words(row)
    room = rect.w - LABEL_PAD  # a little air before the row's circle, never edge to edge
    size = theme.fit_size(name, "bold", 16, room, 10)
    theme.blit_text(
        surface, name, (rect.x, rect.centery + 1), "bold", size, theme.TEXT, anchor="bottomleft"
    )
    colour = theme.GOLD_BRIGHT if any(p.carved for p in row.pieces) else theme.TEXT_DIM
    size = min(size, theme.fit_size(levels, "body", 14, room, 10))  # no larger than the name
    theme.blit_text(
        surface, levels, (rect.x, rect.centery + 1), "body", size, colour, anchor="topleft"
    )


def _arrow(surface: pygame.Surface, x: int, y: int) -> None:
    """The double arrow: what is left of it must be marked first."""
    for dx in (1, 6):
        pygame.draw.lines(
            surface, (250, 240, 210), False, [(x + dx, y - 4), (x + dx + 4, y), (x + dx, y + 4)], 2
        )


@cache
def _shade(size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, (20, 30, 44, 120), (size // 2, size // 2), size // 2)
    return s


@cache
def _faded(res: str, size: int) -> pygame.Surface:
    s = art.resource_icon(res, size).copy()
    s.set_alpha(140)
    return s


def _cross(surface: pygame.Surface, r: pygame.Rect) -> None:
    """Marked: an ink cross over the field."""
    a, b = r.inflate(-r.w // 4, -r.h // 4).topleft, r.inflate(-r.w // 4, -r.h // 4).bottomright
    pygame.draw.line(surface, (30, 20, 60), a, b, 3)
    pygame.draw.line(surface, (30, 20, 60), (a[0], b[1]), (b[0], a[1]), 3)


def bundle_icons(
    surface: pygame.Surface, b: Bundle, x: int, y: int, size: int, max_w: int = 999
) -> int:
    """Draw a bundle as icons (with counts for more than 2 of a kind); returns the right edge."""
    start = x
    for res, n in zip(RESOURCES, b, strict=True):
        if not n:
            continue
        reps = n if n <= 2 else 1
        for _r in range(reps):
            if x + size - start > max_w:
                return x
            surface.blit(art.resource_icon(res, size), (x, y))
            x += size + 2
        if n > 2:
            r = theme.blit_text(
                surface, f"×{n}", (x, y + size // 2), "bold", 16, theme.INK, anchor="midleft"
            )
            x = r.right + 4
    return x


def draw_card(
    surface: pygame.Surface, rect: pygame.Rect, card: Card, you: Bundle | None
) -> dict[str, pygame.Rect]:
    """The auction card: shared deposits, then the top, middle and bottom rows. Returns the
    rect of each part (for rewards that fly from it)."""
    pygame.draw.rect(surface, (248, 236, 204), rect, border_radius=12)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 3, border_radius=12)
    parts: dict[str, pygame.Rect] = {}
    shared = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, 96)
    pygame.draw.rect(surface, (64, 178, 170), shared, border_radius=8)
    # TRANSLATORS: the card's turquoise part: its deposits, which every player receives (the
    # word the rules, the tutorial and the log use for them)
    title = _("Deposits (everyone)")
    theme.blit_text(surface, title, (shared.x + 8, shared.y + 4), "bold", 16, (10, 40, 40))
    x = shared.x + 8
    for d in card.shared:
        surface.blit(art.deposit_icon(d, 56), (x, shared.y + 28))
        x += 62
    if you is not None:
        theme.blit_text(surface, _("you get:"), (x + 4, shared.y + 28), "body", 16, (10, 40, 40))
        bundle_icons(surface, you, x + 4, shared.y + 52, 26, shared.right - x - 8)
    parts["shared"] = shared
    rh = (rect.bottom - shared.bottom - 16) // 3
    for i, name in enumerate(("top", "middle", "bottom")):
        r = pygame.Rect(rect.x + 8, shared.bottom + 6 + i * rh, rect.w - 16, rh - 4)
        pygame.draw.rect(surface, (232, 214, 170), r, border_radius=8)
        _card_row_label(surface, _(ROW_LABEL[name]), r)
        b = getattr(card, name)
        if any(b):
            bundle_icons(surface, b, r.x + CARD_LEAD, r.centery - 17, 34, r.w - CARD_LEAD - 6)
        else:
            theme.blit_text(
                surface,
                _("nothing"),
                (r.x + CARD_LEAD, r.centery),
                "body",
                16,
                theme.INK_SOFT,
                anchor="midleft",
            )
        parts[name] = r
    return parts


CARD_LEAD = 118  # where a card row's icons start: its label keeps left of them


def _card_row_label(surface: pygame.Surface, label: str, r: pygame.Rect) -> None:
    """A card row's label ("Highest bid") in the room left of its icons: on two lines, then
    smaller, when one line at the usual size would run into them."""
    room = CARD_LEAD - 8 - 6
    lines = [label]
    if theme.font("bold", 16).size(label)[0] > room:
        words = label.split(" ")
        half = max(1, len(words) // 2)
        lines = [" ".join(words[:half]), " ".join(words[half:])] if len(words) > 1 else lines
    size = min(theme.fit_size(ln, "bold", 16 if len(lines) == 1 else 15, room, 11) for ln in lines)
    lh = theme.font("bold", size).get_linesize() - 2
    top = r.centery - lh * len(lines) // 2
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, (r.x + 8, top + i * lh), "bold", size, theme.INK)


def draw_last_marks(
    surface: pygame.Surface,
    mode: str,
    rect: pygame.Rect,
    fields: AbstractSet[int],
    rows: AbstractSet[int],
    colour: tuple[int, int, int],
) -> None:
    """A player's last marking, in the player's colour: a soft ring around each field marked,
    and a frame around each row it completed (what the row carved stays readable)."""
    for box in layout(mode, rect.x, rect.y, rect.w, rect.h):
        if box.row in rows:
            surface.blit(_row_glow(box.rect.w, box.rect.h, colour), box.rect.topleft)
            pygame.draw.rect(surface, colour, box.rect, 2, border_radius=6)
        for f, fr in box.fields:
            if f in fields:
                ring = _ring(fr.w, colour)
                surface.blit(ring, ring.get_rect(center=fr.center))


@cache
def _ring(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    d = size + 10
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(s, (*colour, 110), (d // 2, d // 2), d // 2, 5)
    pygame.draw.circle(s, (*colour, 230), (d // 2, d // 2), d // 2 - 2, 2)
    return s


@cache
def _row_glow(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 48), s.get_rect(), border_radius=6)
    return s
