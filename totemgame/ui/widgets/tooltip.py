"""Tooltips: after hovering a widget briefly, a small parchment note explains it.

The note goes beside what it explains, never over it: below by default, else above, right or
left, whichever covers the least of the other controls and stays in the window.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.ui import theme

DELAY = 0.45
GAP = 6  # between the note and what it explains
MARGIN = 8  # kept free at the window's edges
POINTER = 24  # the size of the area under the mouse pointer the note keeps clear of
TALL = 120  # anchors taller than this (cards, lists) are explained beside the pointer instead
MAX_HOP = 80  # how far a note may hop over neighbours to leave them uncovered
NARROW = 240  # the narrower wrap tried when the usual one covers something
FORBID_WEIGHT = 50  # a forbidden area counts this many times over in the placing


class TooltipManager:
    """Tracks the hovered widget (or an explicit text) and draws its tooltip beside it."""

    def __init__(self) -> None:
        self._key: object = None
        self._text = ""
        self._hover_time = 0.0
        self._pos = (0, 0)
        self._anchor: pygame.Rect | None = None
        self.rect: pygame.Rect | None = None  # where the note was last drawn

    def hover(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        """Report what is under the mouse this frame (key None/empty text = nothing).

        `anchor` is the explained thing's rectangle (None: only the pointer is kept clear)."""
        if key is not self._key or text != self._text:
            self._key, self._text, self._hover_time = key, text, 0.0
        self._pos = pos
        self._anchor = pygame.Rect(anchor) if anchor is not None else None

    def clear(self) -> None:
        """Nothing is hovered any more (the mouse left, or the widget went away)."""
        self.hover(None, "", self._pos)

    @property
    def key(self) -> object:
        """What the tooltip explains (a widget, a board item's key, or None)."""
        return self._key

    @property
    def text(self) -> str:
        """What the tooltip says (shown once the mouse has rested for DELAY seconds)."""
        return self._text

    @property
    def pos(self) -> tuple[int, int]:
        """The mouse position last reported."""
        return self._pos

    def retext(self, text: str) -> None:
        """The explained thing now says `text` (e.g. it was disabled); the wait is kept."""
        self._text = text

    def update(self, dt: float) -> None:
        self._hover_time += dt

    def next_change_in(self) -> float | None:
        """Seconds until a hovered thing's note appears (None: nothing is waiting for one)."""
        if self._text and self._hover_time < DELAY:
            return DELAY - self._hover_time
        return None

    @property
    def visible(self) -> bool:
        return bool(self._text) and self._hover_time >= DELAY

    def draw(
        self,
        surface: pygame.Surface,
        avoid: Sequence[pygame.Rect] = (),
        forbid: Sequence[pygame.Rect] = (),
    ) -> None:
        """Draw the note if due, keeping clear of its anchor and, if it can, of `avoid`; a
        note that cannot keep clear of `forbid` is not drawn."""
        if not self.visible:
            self.rect = None
            return
        self.rect = draw_tooltip(
            surface, self._text, self._pos, anchor=self._anchor, avoid=avoid, forbid=forbid
        )


def anchor_for(anchor: pygame.Rect | None, pos: tuple[int, int]) -> pygame.Rect:
    """What the note must not cover: the widget, or the pointer's area on a large one."""
    if anchor is not None and anchor.h <= TALL:
        return pygame.Rect(anchor)
    pointer = pygame.Rect(0, 0, POINTER, POINTER)
    pointer.center = pos
    return pointer


def place_tooltip(
    size: tuple[int, int],
    anchor: pygame.Rect,
    pos: tuple[int, int],
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a note of `size` goes: below `anchor`, else above, right or left of it.

    Each place is tried at a few offsets along its side and kept inside `bounds`; the first
    that covers neither the anchor nor any rect of `avoid` wins, then one a row further up or
    down, else the one covering least (the anchor counts four times over)."""
    w, h = size
    # Under the pointer but mostly to its right (where people read on), or lined up with the
    # anchor's edges, or just right of the pointer: a neighbour often blocks only some of them.
    xs = (pos[0] - w // 4, anchor.left, pos[0] + 2 * GAP, anchor.right - w)
    ys = (anchor.centery - h // 2, anchor.top, anchor.bottom - h)
    candidates = [pygame.Rect(x, anchor.bottom + GAP, w, h) for x in xs]
    candidates += [pygame.Rect(x, anchor.top - GAP - h, w, h) for x in xs]
    candidates += [pygame.Rect(anchor.right + GAP, y, w, h) for y in ys]
    candidates += [pygame.Rect(anchor.left - GAP - w, y, w, h) for y in ys]

    def cost(rect: pygame.Rect) -> int:
        return coverage(rect, anchor, avoid)

    placed = [c.clamp(bounds) for c in candidates]
    free = next((r for r in placed if not cost(r)), None)
    if free is None:
        # In a close grid of controls (the setup rows) every side is taken: hop over the
        # controls just above or below, if the note then stays near what it explains.
        hops = (_hop(r, anchor, avoid).clamp(bounds) for r in placed[: 2 * len(xs)])
        free = next((r for r in hops if not cost(r) and _gap(r, anchor) <= MAX_HOP), None)
    return free or min(placed, key=cost)  # min() keeps the first of equal costs


def coverage(rect: pygame.Rect, anchor: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How badly a note at `rect` hides things: the area of `avoid` it covers, and four times
    the area of its own anchor."""
    return sum(_overlap(rect, r) for r in avoid) + 4 * _overlap(rect, anchor)


def _hop(rect: pygame.Rect, anchor: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """`rect` (above or below `anchor`) moved on past the rects of `avoid` it covers."""
    blockers = [r for r in avoid if r.colliderect(rect)]
    if not blockers:
        return rect
    if rect.centery > anchor.centery:
        return rect.move(0, max(r.bottom for r in blockers) + GAP - rect.top)
    return rect.move(0, min(r.top for r in blockers) - GAP - rect.bottom)


def _gap(rect: pygame.Rect, anchor: pygame.Rect) -> int:
    """How far `rect` is from `anchor`, up or down."""
    return max(rect.top - anchor.bottom, anchor.top - rect.bottom, 0)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    max_width: int = 360,
    anchor: pygame.Rect | None = None,
    avoid: Sequence[pygame.Rect] = (),
    forbid: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """A tooltip bubble beside `anchor` (or the pointer at `pos`), kept on screen; returns
    where it was drawn. A note that would cover something is tried narrower too: it may then
    fit beside a wide row of controls. One that cannot keep clear of `forbid` (weighed far
    above `avoid` in the placing) is not drawn: None."""
    bounds = surface.get_rect().inflate(-2 * MARGIN, -2 * MARGIN)
    around = anchor_for(anchor, pos)
    avoid = [*avoid, *(r for r in forbid for _ in range(FORBID_WEIGHT))]
    lh = theme.font("body", theme.SMALL).get_linesize()
    best: tuple[int, pygame.Rect, list[str]] | None = None
    for width in dict.fromkeys((max_width, min(max_width, NARROW))):
        lines = theme.wrap(text, width, "body", theme.SMALL)
        w = max(theme.font("body", theme.SMALL).size(ln)[0] for ln in lines) + 20
        rect = place_tooltip((w, lh * len(lines) + 14), around, pos, bounds, avoid)
        covered = coverage(rect, around, avoid)
        if best is None or covered < best[0]:
            best = (covered, rect, lines)
        if not covered:
            break
    assert best is not None
    _, rect, lines = best
    if any(rect.colliderect(r) for r in forbid):
        return None
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3), border_radius=6)
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=6)
    for i, ln in enumerate(lines):
        theme.blit_text(
            surface, ln, (rect.x + 10, rect.y + 7 + i * lh), "body", theme.SMALL, theme.INK
        )
    return rect
