"""Where everything on a Totemix player sheet goes, computed once per sheet and rectangle.

Apprentice (10 totem rows): one column of tall rows, with room beside the pieces for their
names. Master (28 rows): the development rows on top in two columns, grouped by deposit (and the
auction advantages), the totem rows below in two columns, like the darker upper and lighter
lower parts of the printed sheet. Fields have one size across a sheet, the largest that fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from totemgame.games.totemix.content import Row, sheet

# Master development areas, column by column (presentation only: any other area goes last).
MASTER_COLUMNS = (("crystal_mask", "advantage"), ("quarry", "temple", "gold_mask"))
GROUP_GAP = 5  # between two development areas of a column
BAND_GAP = 12  # between the development part and the totem part
COLUMN_GAP = 6
PAD = 4  # between a row's fields, its reward and its circle


@dataclass(frozen=True)
class RowBox:
    """One row on screen: its fields, completion circle, reward and (if room) pieces' names."""

    row: int
    rect: pygame.Rect
    fields: tuple[tuple[int, pygame.Rect], ...]
    circle: pygame.Rect  # the completion circle
    reward: pygame.Rect  # where the pieces / effect are drawn
    label: pygame.Rect | None = None  # the pieces' names, when the row is wide enough


@dataclass(frozen=True)
class GroupBox:
    """A block of rows drawn on one background: a development area, or the totem rows."""

    area: str  # a deposit, "advantage" or "totem"
    rect: pygame.Rect
    lead: pygame.Rect  # the column left of the fields (area icon or advantage labels)


@dataclass(frozen=True)
class SheetLayout:
    rows: tuple[RowBox, ...]
    groups: tuple[GroupBox, ...]
    field: int  # the size of every field


@dataclass(frozen=True)
class _Style:
    """The spacing of one sheet side."""

    lead: int  # room left of the fields
    field_gap: int
    arrow_gap: int  # after a double-arrow field
    circle: int
    cap: int  # the largest field size
    label: int = 0  # room for the pieces' names (0: none)


APPRENTICE = _Style(lead=6, field_gap=4, arrow_gap=15, circle=32, cap=38, label=118)
# lead: room for the deposit icons and the advantage rows' labels ("Niedrig", "Środek")
MASTER_DEVELOP = _Style(lead=50, field_gap=3, arrow_gap=12, circle=18, cap=30)
MASTER_TOTEM = _Style(lead=6, field_gap=3, arrow_gap=12, circle=24, cap=30)


def fields_width(row: Row, size: int, style: _Style) -> int:
    """The width of a row's fields, the double-arrow gap included."""
    n = len(row.fields)
    return (
        n * size + (n - 1) * style.field_gap + (style.arrow_gap - style.field_gap) * bool(row.order)
    )


def arrow_after(row: Row) -> int:
    """The index of the field followed by the double arrow (-1: none)."""
    if row.order == "first":
        return 0
    if row.order == "last":
        return len(row.fields) - 2
    return -1


def piece_level(row_h: int) -> int:
    """The height of one totem level drawn in a row `row_h` tall (two levels fill the row)."""
    return max(8, (row_h - 4) // 2)


def piece_width(level_h: int) -> int:
    """How wide a totem piece is drawn, for a level `level_h` tall."""
    return level_h * 3 // 2 + 4


def _reward_width(rows: list[Row], size: int, row_h: int) -> int:
    if rows[0].kind == "totem":
        lh = piece_level(row_h)
        return max(sum(piece_width(lh) + 3 for _ in r.pieces) for r in rows)
    if any(r.kind == "exchange" for r in rows):
        return size + 36  # "each:" and an icon
    return size + 10  # "+2" and an icon


def _fits(groups: list[list[Row]], size: int, width: int, row_h: int, style: _Style) -> bool:
    for rows in groups:
        most = max(fields_width(r, size, style) for r in rows)
        need = style.lead + most + PAD + _reward_width(rows, size, row_h) + PAD + style.circle
        if need + style.label > width:
            return False
    return True


def _field_size(groups: list[list[Row]], width: int, row_h: int, style: _Style) -> int:
    size = min(style.cap, row_h - 4)
    while size > 10 and not _fits(groups, size, width, row_h, style):
        size -= 1
    return size


def _place_group(
    sh_rows: Sequence[Row],
    indexes: list[int],
    x: int,
    y: int,
    w: int,
    row_h: int,
    size: int,
    style: _Style,
) -> list[RowBox]:
    """Rows of one group, top to bottom from (x, y): rewards aligned after the longest row."""
    rows = [sh_rows[i] for i in indexes]
    most = max(fields_width(r, size, style) for r in rows)
    reward_x = x + style.lead + most + PAD
    boxes = []
    for k, ri in enumerate(indexes):
        row = sh_rows[ri]
        ry = y + k * row_h
        fields = []
        fx = x + style.lead
        arrow = arrow_after(row)
        for i, f in enumerate(row.fields):
            fields.append((f, pygame.Rect(fx, ry + (row_h - size) // 2, size, size)))
            fx += size + (style.arrow_gap if i == arrow else style.field_gap)
        c = style.circle
        circle = pygame.Rect(x + w - c - 2, ry + (row_h - c) // 2, c, c)
        label = None
        if style.label:
            reward = pygame.Rect(reward_x, ry, _reward_width(rows, size, row_h), row_h)
            label = pygame.Rect(reward.right + PAD, ry, circle.x - PAD - reward.right - PAD, row_h)
        else:
            reward = pygame.Rect(reward_x, ry, circle.x - PAD - reward_x, row_h)
        boxes.append(RowBox(ri, pygame.Rect(x, ry, w, row_h), tuple(fields), circle, reward, label))
    return boxes


@cache
def sheet_layout(mode: str, x: int, y: int, w: int, h: int) -> SheetLayout:
    """The whole sheet inside (x, y, w, h)."""
    sh = sheet(mode)
    totem = [i for i, r in enumerate(sh.rows) if r.kind == "totem"]
    other = [i for i, r in enumerate(sh.rows) if r.kind != "totem"]
    if not other:
        return _one_column(sh.rows, totem, x, y, w, h)
    return _master(sh.rows, totem, other, x, y, w, h)


def layout(mode: str, x: int, y: int, w: int, h: int) -> tuple[RowBox, ...]:
    """Where each row, field and completion circle of the sheet goes inside (x, y, w, h)."""
    return sheet_layout(mode, x, y, w, h).rows


def _one_column(
    sh_rows: Sequence[Row], totem: list[int], x: int, y: int, w: int, h: int
) -> SheetLayout:
    row_h = min(48, h // len(totem))
    size = _field_size([[sh_rows[i] for i in totem]], w, row_h, APPRENTICE)
    top = y + (h - row_h * len(totem)) // 2
    boxes = _place_group(sh_rows, totem, x, top, w, row_h, size, APPRENTICE)
    group = GroupBox("totem", pygame.Rect(x, top, w, row_h * len(totem)), pygame.Rect(x, top, 0, 0))
    return SheetLayout(tuple(boxes), (group,), size)


def _master(
    sh_rows: Sequence[Row], totem: list[int], other: list[int], x: int, y: int, w: int, h: int
) -> SheetLayout:
    areas: dict[str, list[int]] = {}
    for i in other:
        areas.setdefault(sh_rows[i].area, []).append(i)
    columns = [[a for a in col if a in areas] for col in MASTER_COLUMNS]
    for a in areas:  # an area this layout does not know: under the shorter column
        if not any(a in col for col in columns):
            min(columns, key=lambda col: sum(len(areas[b]) for b in col)).append(a)
    dev_rows = max(sum(len(areas[a]) for a in col) for col in columns)
    gaps = max(len(col) - 1 for col in columns) * GROUP_GAP
    tot_rows = (len(totem) + 1) // 2
    # Totem rows are 4 px taller than development rows (their pieces stand two levels high).
    dev_h = (h - gaps - BAND_GAP - 4 * tot_rows) // (dev_rows + tot_rows)
    tot_h = dev_h + 4
    cw = (w - COLUMN_GAP) // 2
    dev_groups = [[sh_rows[i] for i in rows] for rows in areas.values()]
    tot_groups = [[sh_rows[i] for i in totem]]
    size = min(
        _field_size(dev_groups, cw, dev_h, MASTER_DEVELOP),
        _field_size(tot_groups, cw, tot_h, MASTER_TOTEM),
    )
    boxes: list[RowBox] = []
    groups: list[GroupBox] = []
    for c, col in enumerate(columns):
        cx, cy = x + c * (cw + COLUMN_GAP), y
        for a in col:
            rows = areas[a]
            boxes += _place_group(sh_rows, rows, cx, cy, cw, dev_h, size, MASTER_DEVELOP)
            rect = pygame.Rect(cx, cy, cw, dev_h * len(rows))
            groups.append(GroupBox(a, rect, pygame.Rect(cx, cy, MASTER_DEVELOP.lead, rect.h)))
            cy += rect.h + GROUP_GAP
    ty = y + dev_rows * dev_h + gaps + BAND_GAP
    halves = (totem[:tot_rows], totem[tot_rows:])
    for c, rows in enumerate(halves):
        cx = x + c * (cw + COLUMN_GAP)
        boxes += _place_group(sh_rows, rows, cx, ty, cw, tot_h, size, MASTER_TOTEM)
    band = pygame.Rect(x, ty, w, tot_h * tot_rows)
    groups.append(GroupBox("totem", band, pygame.Rect(x, ty, 0, 0)))
    return SheetLayout(tuple(sorted(boxes, key=lambda b: b.row)), tuple(groups), size)
