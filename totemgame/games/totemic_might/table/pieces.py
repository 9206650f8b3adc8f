"""Cached tiles for the pieces a player handles: spirit totems, trial copies, final copies,
balloons. A tile's frame tells its kind (gold star = spirit, grey dashed = trial copy, plain =
final copy), so the kind never rests on colour alone."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.table import art
from totemgame.i18n import _
from totemgame.ui import theme

SPIRIT_FRAME = (226, 180, 70)
TRIAL_FRAME = (150, 150, 150)


def _star(s: pygame.Surface, c: tuple[int, int], r: int, colour: tuple[int, int, int]) -> None:
    import math

    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, art.OUTLINE, pts, 1)


@cache
def tile(kind: str, ref: int, w: int, h: int, caption: str = "") -> pygame.Surface:
    """A piece tile: kind 'spirit' | 'trial' | 'copy' (ref = totem id) or 'balloon:<wager>'
    (ref unused; caption = lift or '?'). The caption is drawn under the figure."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    if kind.startswith("balloon"):
        wager = kind.split(":", 1)[1] if ":" in kind else ""
        s.blit(art.balloon(wager, caption or "?", w - 4, h - 4), (2, 2))
        return s
    pygame.draw.rect(s, theme.PARCHMENT, r, border_radius=6)
    if kind == "spirit":
        pygame.draw.rect(s, SPIRIT_FRAME, r, 3, border_radius=6)
    elif kind == "trial":
        for x in range(4, w - 4, 8):  # dashed: a one-use copy
            pygame.draw.line(s, TRIAL_FRAME, (x, 1), (x + 4, 1), 3)
            pygame.draw.line(s, TRIAL_FRAME, (x, h - 2), (x + 4, h - 2), 3)
        for y in range(4, h - 4, 8):
            pygame.draw.line(s, TRIAL_FRAME, (1, y), (1, y + 4), 3)
            pygame.draw.line(s, TRIAL_FRAME, (w - 2, y), (w - 2, y + 4), 3)
    else:
        pygame.draw.rect(s, theme.GOLD_DARK, r, 1, border_radius=6)
    fig_h = h - (18 if caption else 4)
    fig = art.totem_figure(ref, int(fig_h * 0.8), fig_h)
    s.blit(fig, fig.get_rect(midtop=(w // 2, 2)))
    if kind == "spirit":
        _star(s, (11, 11), 9, SPIRIT_FRAME)
    s.blit(sigil_badge(ref % 5, max(13, round(w * 0.42))), (w - max(13, round(w * 0.42)) - 1, 1))
    if caption:
        img = theme.text(caption, "bold", 16, theme.INK)
        for role, size in (("body", 16), ("body", 14), ("body", 12)):  # narrow tiles
            if img.get_width() <= w - 2:
                break
            img = theme.text(caption, role, size, theme.INK)
        s.blit(img, img.get_rect(midbottom=(w // 2, h)))
    return s


@cache
def sigil_badge(sigil: int, size: int) -> pygame.Surface:
    """The totem's sigil large in a round badge at a tile's corner: the figure's own belly
    plaque is a few pixels wide on the pans, where Creature read as Secret."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    pygame.draw.circle(s, theme.PARCHMENT, c, size // 2)
    pygame.draw.circle(s, art.OUTLINE, c, size // 2, 1)
    icon = art.sigil_icon(sigil, size - 2, art.CARVE)
    s.blit(icon, icon.get_rect(center=c))
    return s


def item_tile(w: int, h: int, item: int) -> pygame.Surface:
    """A series item: a trial copy of totem `item`, or the garnet (-1)."""
    return _item_tile(w, h, item, i18n.current())


@cache
def _item_tile(w: int, h: int, item: int, lang: str) -> pygame.Surface:
    """item_tile in the language `lang` (the garnet's label is a word)."""
    if item >= 0:
        return tile("trial", item, w, h)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, theme.PARCHMENT, s.get_rect(), border_radius=6)
    pygame.draw.rect(s, theme.GOLD_DARK, s.get_rect(), 1, border_radius=6)
    g = art.garnet(min(w, h) - 22)
    s.blit(g, g.get_rect(center=(w // 2, h // 2 - 6)))
    # TRANSLATORS: the label under the garnet among a series' six items
    img = theme.text(_("garnet"), "body", 16, theme.INK)
    s.blit(img, img.get_rect(midbottom=(w // 2, h - 1)))
    return s


@cache
def glow(w: int, h: int, colour: tuple[int, int, int], width: int = 3) -> pygame.Surface:
    """A highlight frame (selection, drop target)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 36), s.get_rect(), border_radius=8)
    pygame.draw.rect(s, colour, s.get_rect(), width, border_radius=8)
    return s


@cache
def shade(w: int, h: int) -> pygame.Surface:
    """A dark veil over a tile that is away (being dragged) or out of play."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 14, 11, 150), s.get_rect(), border_radius=6)
    return s


def fit_tiles(
    n: int, area: pygame.Rect, sizes: Sequence[tuple[int, int]], gap: int = 3
) -> list[pygame.Rect]:
    """Rects for `n` tiles laid out in rows inside `area`: the largest of `sizes` that shows
    every tile; if even the smallest cannot, its tiles overlap along the rows (never hidden)."""
    for w, h in sizes:
        per_row = (area.w + gap) // (w + gap)
        rows = (area.h + gap) // (h + gap)
        if per_row * rows >= n:
            return [
                pygame.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h)
                for r, c in (divmod(i, per_row) for i in range(n))
            ]
    w, h = sizes[-1]
    rows = max(1, (area.h + gap) // (h + gap))
    per_row = -(-n // rows)
    step = (area.w - w) / max(1, per_row - 1)
    return [
        pygame.Rect(area.x + int(c * step), area.y + r * (h + gap), w, h)
        for r, c in (divmod(i, per_row) for i in range(n))
    ]


@lru_cache(maxsize=512)
def wrap(text: str, width: int, role: str = "body", size: int = 16) -> tuple[str, ...]:
    """theme.wrap, memoised: measuring words every frame costs more than drawing them."""
    return tuple(theme.wrap(text, width, role, size))
