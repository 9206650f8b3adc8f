"""The soft markers of each player's last move (marks.py), in the seat's colour: an arrow
from hut to hut for the villagers moved, a ring on the spell laid or revealed, an outline on
the hut where someone starved or stayed young, and the last catch beside each enclosure."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from totemgame.engine.game import Seat
from totemgame.games.totem_village.table.families import enclosure_rect, hut_rect, spell_cells
from totemgame.games.totem_village.table.marks import Mark, Marks
from totemgame.games.totem_village.view import VillageView
from totemgame.paths import load_data
from totemgame.text import words
from totemgame.ui import theme

Colour = tuple[int, int, int]
SOFT = 0.35  # how far a marker's colour fades towards the parchment


def soften(colour: Colour) -> Colour:
    """The seat's colour faded towards the parchment: a soft marker, drawn opaque (no
    full-board alpha layer: the village layer stays quick to redraw)."""
    (r, g, b), (pr, pg, pb) = colour, theme.PARCHMENT[:3]
    return (round(r + (pr - r) * SOFT), round(g + (pg - g) * SOFT), round(b + (pb - b) * SOFT))


def draw_marks(
    s: pygame.Surface, view: VillageView, marks: Marks, colour_of: Callable[[Seat], Colour]
) -> None:
    """Every seat's last move on `s` (the family layer), then the hunts."""
    for mark in marks.moves.values():
        draw_mark(s, view, mark, soften(colour_of(mark.seat)))
    t = load_data("totem-village")["marks"]
    for f, birds in marks.hunts.items():
        if f >= view.families or not birds:
            continue
        r = enclosure_rect(f)
        label = theme.text(words(t["hunt"], n=birds), "bold", 13, theme.INK)
        chip = label.get_rect(midbottom=(r.centerx, r.y + 58)).inflate(6, 2)
        pygame.draw.rect(s, theme.PARCHMENT, chip, border_radius=5)
        pygame.draw.rect(s, colour_of(view.owner[f]), chip, 2, border_radius=5)
        s.blit(label, label.get_rect(center=chip.center))


def draw_mark(layer: pygame.Surface, view: VillageView, mark: Mark, soft: Colour) -> None:
    for (src, dst, _kind), n in mark.moves.items():
        if max(src, dst) >= 3 * view.families:
            continue
        _arrow(layer, hut_rect(src), hut_rect(dst), soft, n)
        pygame.draw.rect(layer, soft, hut_rect(dst).inflate(4, 4), 3, border_radius=10)
    if mark.round == view.round and mark.tokens:
        for i in mark.tokens:
            if i < len(view.tokens):
                rect = _token_rect(view, i)
                if rect is not None:
                    pygame.draw.circle(layer, soft, rect.center, rect.w // 2 + 4, 4)
    if mark.step == "reveal" and mark.round == view.round:
        for i, t in enumerate(view.tokens):  # the spells it turned face up
            if t[0] == mark.family and t[3] and t[2] in mark.huts:
                rect = _token_rect(view, i)
                if rect is not None:
                    pygame.draw.circle(layer, soft, rect.center, rect.w // 2 + 4, 4)
        return
    for hut in mark.huts:
        if 0 <= hut < 3 * view.families and not (mark.step == "place" and mark.tokens):
            pygame.draw.rect(layer, soft, hut_rect(hut).inflate(4, 4), 3, border_radius=10)


def _token_rect(view: VillageView, i: int) -> pygame.Rect | None:
    hut = view.tokens[i][2]
    if hut < 0:
        return None
    same = [j for j, t in enumerate(view.tokens) if t[2] == hut]
    return spell_cells(hut_rect(hut), len(same))[same.index(i)]


def _arrow(layer: pygame.Surface, a: pygame.Rect, b: pygame.Rect, colour: Colour, n: int) -> None:
    """A low arc over the huts' floors from hut `a` to hut `b`, with how many moved."""
    y = a.bottom - 18
    x0, x1 = a.centerx, b.centerx
    lift = 22 + 6 * abs(x1 - x0) / 104
    pts = []
    for i in range(17):
        t = i / 16
        pts.append((x0 + (x1 - x0) * t, y - lift * 4 * t * (1 - t)))
    pygame.draw.lines(layer, colour, False, pts, 4)
    (px, py), (qx, qy) = pts[-2], pts[-1]
    ang = math.atan2(qy - py, qx - px)
    head = [
        (qx, qy),
        (qx - 11 * math.cos(ang - 0.5), qy - 11 * math.sin(ang - 0.5)),
        (qx - 11 * math.cos(ang + 0.5), qy - 11 * math.sin(ang + 0.5)),
    ]
    pygame.draw.polygon(layer, colour, head)
    if n > 1:
        mid = pts[8]
        pygame.draw.circle(layer, colour, (int(mid[0]), int(mid[1])), 9)
        label = theme.text(str(n), "bold", 14, theme.TEXT)
        layer.blit(label, label.get_rect(center=(int(mid[0]), int(mid[1]))))
