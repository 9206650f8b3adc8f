"""The tutorial's arrow: it points at a small target from the side where it hides least.

A row of equal buttons (a keypad's amounts, the Snake's letters) has neighbours left and right,
a panel's title sits above what it names: the arrow goes where the board drawn under it shows
the fewest edges (text, frames, pieces), left first when sides tie. Where every side has
something (a cell of the totem grid), the arrow is see-through, so what it lies on still reads.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.ui import theme

ARROW = 34  # length of the arrow that points at the element
BOB = 6  # how far the arrow moves to and fro
HALF = 18  # half the width of the arrow's head
SIDES = ("left", "right", "below", "above")  # the order ties are settled in
CLEAR = 30  # ink() of an area with nothing on it (flat wood or parchment scores 0-10)
FAINT = 120  # the see-through arrow's opacity


def footprint(hole: pygame.Rect, side: str) -> pygame.Rect:
    """The area the arrow covers on `side` of `hole`, its bobbing included."""
    long, wide = ARROW + BOB, 2 * HALF + 1
    if side == "left":
        return pygame.Rect(hole.left - 4 - long, hole.centery - HALF, long, wide)
    if side == "right":
        return pygame.Rect(hole.right + 4, hole.centery - HALF, long, wide)
    if side == "above":
        return pygame.Rect(hole.centerx - HALF, hole.top - 4 - long, wide, long)
    return pygame.Rect(hole.centerx - HALF, hole.bottom + 4, wide, long)


def ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How much is drawn in `rect` of `surface`: the mean strength of its edges."""
    edges = pygame.transform.laplacian(surface.subsurface(rect))
    r, g, b, *_a = pygame.transform.average_color(edges)
    return int(r + g + b)


def best_side(
    surface: pygame.Surface,
    hole: pygame.Rect,
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
) -> tuple[str, bool]:
    """The side of `hole` where an arrow inside `bounds` covers the least of the board, and
    whether it covers something there all the same. A side whose arrow would lie on one of
    the controls in `avoid` (other than the target inside `hole`) comes last: a greyed
    keypad key or a tray piece shows few edges, but it is the next click."""
    others = [r for r in avoid if not hole.contains(r)]
    scored = []
    for order, side in enumerate(SIDES):
        rect = footprint(hole, side)
        if bounds.contains(rect):
            hits = sum(1 for r in others if r.colliderect(rect))
            scored.append((hits, ink(surface, rect), order, side))
    if not scored:
        return ("left" if hole.left > ARROW + 24 else "right"), True
    hits, score, _order, side = min(scored)
    return side, hits > 0 or score > CLEAR


def pointed_area(
    target: pygame.Rect | None, board: pygame.Rect, small: int, side: str, arrow: bool
) -> list[pygame.Rect]:
    """What a tutorial step's pointing covers: the glow around `target` (clipped to `board`)
    and, while `arrow` shows beside a target smaller than `small` each way, the arrow."""
    if target is None:
        return []
    hole = target.inflate(10, 10).clip(board)
    out = [hole.inflate(10, 10)]
    if arrow and hole.w < small and hole.h < small:
        out.append(footprint(hole, side))
    return out


def draw_arrow(
    surface: pygame.Surface, hole: pygame.Rect, pulse: float, side: str, faint: bool = False
) -> None:
    """A gold arrow on `side` of `hole`, pointing at it and bobbing with `pulse` (0-1);
    see-through if `faint`."""
    bob = round(pulse * BOB)
    # Drawn pointing right (towards +x) at the origin, then turned to face the hole.
    shape = [(0, 0), (-16, -HALF), (-16, -7), (-ARROW, -7), (-ARROW, 7), (-16, 7), (-16, HALF)]
    if side == "left":
        tip, turned = (hole.left - 4 - bob, hole.centery), shape
    elif side == "right":
        tip, turned = (hole.right + 4 + bob, hole.centery), [(-x, y) for x, y in shape]
    elif side == "above":
        tip, turned = (hole.centerx, hole.top - 4 - bob), [(y, x) for x, y in shape]
    else:
        tip, turned = (hole.centerx, hole.bottom + 4 + bob), [(y, -x) for x, y in shape]
    points = [(tip[0] + dx, tip[1] + dy) for dx, dy in turned]
    if not faint:
        pygame.draw.polygon(surface, theme.GOLD_BRIGHT, points)
        pygame.draw.polygon(surface, theme.INK, points, width=2)
        return
    box = pygame.Rect(footprint(hole, side)).inflate(4, 4)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    local = [(x - box.x, y - box.y) for x, y in points]
    pygame.draw.polygon(layer, theme.GOLD_BRIGHT, local)
    pygame.draw.polygon(layer, theme.INK, local, width=2)
    layer.set_alpha(FAINT)
    surface.blit(layer, box)
