"""Layout helpers for menus that must fit the 1280x720 canvas at every UI scale."""

from __future__ import annotations

import pygame


def flow_rows(
    n: int,
    area: pygame.Rect,
    row_h: int,
    gap: int,
    col_w: int | None = None,
    max_cols: int = 2,
    col_gap: int = 40,
) -> list[pygame.Rect]:
    """`n` rows of height `row_h` in `area`, top to bottom, in as few columns as fit.

    A menu that would run off the bottom at a large UI scale flows into a second column
    (column-major, so reading and Tab order stay top to bottom, then left to right). If even
    `max_cols` columns are too short, the rows shrink to fit. Columns are `col_w` wide
    (default: share the area) and centred in it.
    """
    if n <= 0:
        return []
    per_col = max(1, (area.h + gap) // (row_h + gap))
    cols = min(max_cols, -(-n // per_col))
    per_col = -(-n // cols)
    if per_col * (row_h + gap) - gap > area.h:
        row_h = max(24, (area.h + gap) // per_col - gap)
    if col_w is None:
        col_w = (area.w - (cols - 1) * col_gap) // cols
    left = area.centerx - (cols * col_w + (cols - 1) * col_gap) // 2
    return [
        pygame.Rect(
            left + (i // per_col) * (col_w + col_gap),
            area.y + (i % per_col) * (row_h + gap),
            col_w,
            row_h,
        )
        for i in range(n)
    ]


def row_step(count: int, available: int, preferred: int) -> int:
    """The distance between `count` rows: `preferred`, or less so that they fit `available`."""
    return min(preferred, available // max(count, 1))
