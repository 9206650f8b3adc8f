"""Where the final's pieces sit: each pan's pieces in a grid under its head, the tray's in a
place per piece (one taken leaves a gap: the spot just clicked never holds another piece), and
the Hint's ghosts after each pan's own pieces."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.balance import ThreePanBalance

# piece tiles, the largest that fits (a full tray of 24 pieces at the largest: two rows of 12)
SIZES = ((46, 64), (43, 60), (40, 56), (36, 50), (32, 44), (28, 39))
TRAY = pygame.Rect(10, 420, 612, 212)
TRAY_PIECES = pygame.Rect(TRAY.x + 6, TRAY.y + 38, TRAY.w - 12, TRAY.h - 44)  # under its head

Places = tuple[list[pygame.Rect], list[tuple[int, pygame.Rect]]]


def piece_places(
    balance: ThreePanBalance,
    pans: Sequence[int],
    hinted: Sequence[int] | None,
    arrived: Sequence[int] = (),
) -> Places:
    """Where each item is drawn (pan 0-2 or the tray, -1; in item order), and the hint's
    ghosts: (item, rect) on the pan `hinted` puts it on, after that pan's own pieces. A pan
    lines its pieces up in the order they `arrived` (a number per item, larger: later; ties in
    item order), so a piece dropped on a pan goes after the others, which keep their places."""
    areas = []
    for p in range(3):
        pan = balance.pan_rect(p)
        areas.append(pygame.Rect(pan.x + 8, pan.y + 52, pan.w - 16, pan.h - 58))
    groups: list[list[int]] = [[], [], []]
    extra: list[list[int]] = [[], [], []]
    tray = pieces.fit_tiles(len(pans), TRAY_PIECES, SIZES, 3)  # a place per piece
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(pans)
    for i, p in enumerate(pans):
        if p < 0:
            out[i] = tray[i]
        else:
            groups[p].append(i)
    if hinted is not None:
        for i, p in enumerate(hinted):
            if pans[i] != p and p >= 0:
                extra[p].append(i)
    if arrived:
        for members in groups:
            members.sort(key=lambda i: arrived[i])  # stable: ties stay in item order
    ghosts: list[tuple[int, pygame.Rect]] = []
    for area, members, more in zip(areas, groups, extra, strict=True):
        rects = pieces.fit_tiles(len(members) + len(more), area, SIZES, 3)
        for i, r in zip(members, rects, strict=False):
            out[i] = r
        ghosts += list(zip(more, rects[len(members) :], strict=True))
    return out, ghosts
