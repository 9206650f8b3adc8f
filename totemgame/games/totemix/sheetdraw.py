"""Drawing a Totemix player sheet, its totem pole and the auction card (pygame).

Layouts are computed once per sheet and rectangle (cached), so the table only blits.
Apprentice: one column of ten totem rows. Master: developments (and auction advantages) on the
left, totem rows on the right.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from totemgame.games.totemix import art
from totemgame.games.totemix.content import DEPOSITS, RESOURCES, Bundle, Card, sheet
from totemgame.ui import theme

ADV_LABEL = {"highest": "High", "middle": "Mid", "lowest": "Low", "tie": "Tie"}
ROW_LABEL = {"top": "Highest bid", "middle": "Others", "bottom": "Lowest bid"}


@dataclass(frozen=True)
class RowBox:
    row: int
    rect: pygame.Rect
    fields: tuple[tuple[int, pygame.Rect], ...]
    circle: pygame.Rect  # the completion circle
    reward: pygame.Rect  # where the pieces / effect are drawn


@cache
def layout(mode: str, x: int, y: int, w: int, h: int) -> tuple[RowBox, ...]:
    """Where each row, field and completion circle of the sheet goes inside (x, y, w, h)."""
    sh = sheet(mode)
    totem = [i for i, r in enumerate(sh.rows) if r.kind == "totem"]
    other = [i for i, r in enumerate(sh.rows) if r.kind != "totem"]
    columns = (
        [(totem, x, w)]
        if not other
        else [(other, x, w * 54 // 100), (totem, x + w * 56 // 100, w * 44 // 100)]
    )
    boxes = []
    for rows, cx, cw in columns:
        rh = min(44, h // max(1, len(rows)))
        most = max(len(sh.rows[i].fields) for i in rows)
        circle_w = max(12, min(30, rh - 4))
        lead = 0 if rows is totem else max(rh + 2, 40)  # room for the area icon or label
        reward_w = 58 if rows is totem else 52
        room = cw - lead - circle_w - reward_w - 8
        size = max(12, min(30, rh - 4, int(room / (most + 0.6))))
        for k, ri in enumerate(rows):
            row = sh.rows[ri]
            ry = y + k * rh
            rect = pygame.Rect(cx, ry, cw, rh)
            fields = []
            fx = cx + lead + 2
            for f in row.fields:
                fields.append((f, pygame.Rect(fx, ry + (rh - size) // 2, size, size)))
                gap = size // 2 if row.order and f in (row.fields[0], row.fields[-2]) else 3
                fx += size + gap
            circle = pygame.Rect(cx + cw - circle_w, ry + (rh - circle_w) // 2, circle_w, circle_w)
            rx = cx + lead + 2 + int(most * (size + 3) + size * 0.6)
            reward = pygame.Rect(rx, ry, circle.x - rx - 4, rh)
            boxes.append(RowBox(ri, rect, tuple(fields), circle, reward))
    return tuple(boxes)


def draw_sheet(
    surface: pygame.Surface,
    mode: str,
    rect: pygame.Rect,
    marks,
    done,
    active,
    highlight: set[int] | frozenset[int] = frozenset(),
    glow: float = 0.0,
) -> None:
    """The sheet's rows inside `rect`; fields in `highlight` glow (legal targets)."""
    sh = sheet(mode)
    for box in layout(mode, rect.x, rect.y, rect.w, rect.h):
        row = sh.rows[box.row]
        if row.kind != "totem":
            dark = (46, 62, 84) if row.kind != "exchange" else (70, 60, 30)
            pygame.draw.rect(surface, dark, box.rect.inflate(-2, -2), border_radius=6)
            size = box.rect.h - 6
            if row.area in DEPOSITS:
                surface.blit(art.deposit_icon(row.area, size), (box.rect.x + 2, box.rect.y + 3))
            else:
                label = ADV_LABEL.get(row.advantage, "?")
                pos = (box.rect.x + 4, box.rect.centery)
                theme.blit_text(surface, label, pos, "bold", 16, theme.TEXT, anchor="midleft")
        for i, (f, fr) in enumerate(box.fields):
            res = sh.field_resource[f]
            ring = (255, 220, 90) if f in highlight else (90, 70, 40)
            pygame.draw.circle(surface, (250, 226, 120), fr.center, fr.w // 2)
            icon = art.resource_icon(res, fr.w - 4)
            if marks[f]:
                surface.blit(icon, fr.move(2, 2))
                _cross(surface, fr)
            else:
                surface.blit(_faded(res, fr.w - 4), fr.move(2, 2))
            pygame.draw.circle(
                surface, ring if f in highlight else (120, 90, 40), fr.center, fr.w // 2, 2
            )
            if row.order == "first" and i == 0 or row.order == "last" and i == len(box.fields) - 2:
                _arrow(surface, fr.right + 1, fr.centery)
        _draw_reward(surface, row, box)
        if row.kind == "exchange":
            continue  # each exchange field pays at once: no circle to check
        complete = done[box.row]
        c = box.circle
        pygame.draw.circle(surface, (250, 246, 236), c.center, c.w // 2)
        pygame.draw.circle(surface, (90, 70, 40), c.center, c.w // 2, 2)
        if complete:
            colour = (60, 140, 70) if active[box.row] or row.kind == "totem" else (200, 150, 40)
            pygame.draw.circle(surface, colour, c.center, c.w // 2 - 3)
            pygame.draw.lines(
                surface,
                (255, 255, 255),
                False,
                [
                    (c.x + c.w * 0.28, c.centery),
                    (c.x + c.w * 0.45, c.y + c.h * 0.7),
                    (c.x + c.w * 0.74, c.y + c.h * 0.3),
                ],
                3,
            )


def draw_highlights(
    surface: pygame.Surface, mode: str, rect: pygame.Rect, highlight, glow: float
) -> None:
    """Pulsing rings around the fields in `highlight` (drawn every frame over a cached sheet)."""
    if not highlight:
        return
    for box in layout(mode, rect.x, rect.y, rect.w, rect.h):
        for f, fr in box.fields:
            if f in highlight:
                r = fr.w // 2 + 3 + int(glow * 2)
                pygame.draw.circle(surface, (255, 220, 90), fr.center, r, 3)


def _draw_reward(surface: pygame.Surface, row, box: RowBox) -> None:
    r = box.reward
    if row.kind == "totem":
        x = r.x
        lh = max(8, (r.h - 4) // 2)
        for p in row.pieces:
            surf = art.piece_surface(p.animal, p.levels, p.carved, max(16, lh + 8), lh)
            surface.blit(surf, (x, r.centery - surf.get_height() // 2))
            x += surf.get_width() + 3
        return
    size = max(12, r.h - 6)
    bundle = row.each if row.kind == "exchange" else row.add
    x = r.x
    label = "each:" if row.kind == "exchange" else "+"
    lr = theme.blit_text(surface, label, (x, r.centery), "bold", 16, theme.TEXT, anchor="midleft")
    x = lr.right + 2
    for res, n in zip(RESOURCES, bundle, strict=True):
        if n:
            if n > 1:
                lr = theme.blit_text(
                    surface, str(n), (x, r.centery), "bold", 16, theme.TEXT, anchor="midleft"
                )
                x = lr.right + 1
            surface.blit(art.resource_icon(res, size), (x, r.centery - size // 2))
            x += size + 2


def _arrow(surface: pygame.Surface, x: int, y: int) -> None:
    """The double arrow: what is left of it must be marked first."""
    for dx in (0, 5):
        pygame.draw.lines(
            surface, (40, 26, 16), False, [(x + dx, y - 4), (x + dx + 4, y), (x + dx, y + 4)], 2
        )


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


def draw_pole(
    surface: pygame.Surface, rect: pygame.Rect, pole, end_height: int, small: bool = False
) -> None:
    """The totem pole standing in `rect`: level marks up to `end_height`, pieces stacked."""
    height = sum(p.levels for p in pole)
    levels = max(end_height + 1, height)
    lh = max(4, rect.h // levels)
    bottom = rect.bottom
    if not small:
        for lv in range(1, end_height + 1):
            y = bottom - lv * lh
            colour = theme.GOLD_BRIGHT if lv == end_height else theme.TEXT_DIM
            pygame.draw.line(
                surface, colour, (rect.x, y), (rect.x + 8, y), 2 if lv == end_height else 1
            )
            theme.blit_text(
                surface, str(lv), (rect.x + 10, y + lh // 2), "body", 16, colour, anchor="midleft"
            )
        px, pw = rect.x + 30, rect.w - 32
    else:
        px, pw = rect.x, rect.w
    y = bottom
    for p in pole:
        surf = art.piece_surface(p.animal, p.levels, p.carved, pw, lh)
        y -= surf.get_height()
        surface.blit(surf, (px, y))


def bundle_icons(
    surface: pygame.Surface, b: Bundle, x: int, y: int, size: int, max_w: int = 999
) -> int:
    """Draw a bundle as icons (with counts for more than 2 of a kind); returns the right edge."""
    start = x
    for res, n in zip(RESOURCES, b, strict=True):
        if not n:
            continue
        reps = n if n <= 2 else 1
        for _ in range(reps):
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
    theme.blit_text(surface, "Everyone", (shared.x + 8, shared.y + 4), "bold", 16, (10, 40, 40))
    x = shared.x + 8
    for d in card.shared:
        surface.blit(art.deposit_icon(d, 56), (x, shared.y + 28))
        x += 62
    if you is not None:
        theme.blit_text(surface, "you get:", (x + 4, shared.y + 28), "body", 16, (10, 40, 40))
        bundle_icons(surface, you, x + 4, shared.y + 52, 26, shared.right - x - 8)
    parts["shared"] = shared
    rh = (rect.bottom - shared.bottom - 16) // 3
    for i, name in enumerate(("top", "middle", "bottom")):
        r = pygame.Rect(rect.x + 8, shared.bottom + 6 + i * rh, rect.w - 16, rh - 4)
        pygame.draw.rect(surface, (232, 214, 170), r, border_radius=8)
        theme.blit_text(
            surface, ROW_LABEL[name], (r.x + 8, r.centery), "bold", 16, theme.INK, anchor="midleft"
        )
        b = getattr(card, name)
        if any(b):
            bundle_icons(surface, b, r.x + 118, r.centery - 17, 34, r.w - 124)
        else:
            theme.blit_text(
                surface,
                "nothing",
                (r.x + 118, r.centery),
                "body",
                16,
                theme.INK_SOFT,
                anchor="midleft",
            )
        parts[name] = r
    return parts
