"""Procedural art for Totemic Might: 20 carved totems, sigil glyphs, chips, garnets, balloons.

A totem's season (row) sets its silhouette and crown, its sigil (column) the glyph carved on its
belly, so the 20 figures differ by shape and glyph, not by colour alone. Everything is drawn at
twice the size, smoothed down once and cached.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

import pygame

from totemgame.i18n import N_, _
from totemgame.ui import theme

RGB = tuple[int, int, int]

SS = 2
SEASONS = (N_("Summer"), N_("Void"), N_("Spring"), N_("Winter"))
SIGILS = (N_("Secret"), N_("Creature"), N_("Future"), N_("Land"), N_("Sky"))
# Paint per season: warm ochre, ash grey-violet, leaf green, frost blue (shape carries meaning too).
SEASON_PAINT = ((206, 142, 60), (122, 108, 134), (104, 150, 78), (128, 168, 196))
OUTLINE = (44, 26, 14)
CARVE = (60, 36, 20)


def totem_name(index: int) -> str:
    """'Summer Secret' for index 0 (index = season * 5 + sigil)."""
    # TRANSLATORS: a totem's name, its season then its sigil: "Summer Secret"
    return _("{season} {sigil}").format(season=_(SEASONS[index // 5]), sigil=_(SIGILS[index % 5]))


def _shade(rgb: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    r, g, b = (min(255, int(c + (255 - c) * (f - 1))) if f >= 1 else int(c * f) for c in rgb)
    return r, g, b


def _poly(
    s: pygame.Surface, colour: RGB, pts: Sequence[tuple[float, float]], width: int = 0
) -> None:
    pygame.draw.polygon(s, colour, [(int(x), int(y)) for x, y in pts], width)


# -- sigil glyphs ------------------------------------------------------------------------------
def draw_sigil(s: pygame.Surface, sigil: int, c: tuple[int, int], r: float, colour: RGB) -> None:
    """The carved glyph of `sigil` centred at `c` with radius `r`."""
    x, y = c
    w = max(2, int(r / 4))
    if sigil == 0:  # Secret: an eye
        box = pygame.Rect(0, 0, int(2 * r), int(1.1 * r))
        box.center = c
        pygame.draw.ellipse(s, colour, box, w)
        pygame.draw.circle(s, colour, c, int(r * 0.32))
    elif sigil == 1:  # Creature: a paw print
        pygame.draw.ellipse(
            s, colour, pygame.Rect(int(x - r * 0.5), int(y - r * 0.05), int(r), int(r * 0.85))
        )
        for dx, dy in ((-0.75, -0.35), (-0.28, -0.8), (0.28, -0.8), (0.75, -0.35)):
            pygame.draw.circle(s, colour, (int(x + dx * r), int(y + dy * r)), int(r * 0.22))
    elif sigil == 2:  # Future: a four-pointed star
        pts = []
        for k in range(8):
            a = k * math.pi / 4 - math.pi / 2
            rr = r if k % 2 == 0 else r * 0.32
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        _poly(s, colour, pts)
    elif sigil == 3:  # Land: two mountains
        _poly(
            s,
            colour,
            [(x - r, y + r * 0.7), (x - r * 0.3, y - r * 0.7), (x + r * 0.4, y + r * 0.7)],
        )
        _poly(
            s,
            colour,
            [(x - r * 0.1, y + r * 0.7), (x + r * 0.45, y - r * 0.2), (x + r, y + r * 0.7)],
        )
    else:  # Sky: a bird in flight
        pygame.draw.arc(
            s, colour, pygame.Rect(int(x - r), int(y - r * 0.5), int(r), int(r)), 0.3, 2.8, w
        )
        pygame.draw.arc(
            s, colour, pygame.Rect(int(x), int(y - r * 0.5), int(r), int(r)), 0.3, 2.8, w
        )


@cache
def sigil_icon(sigil: int, size: int, colour: tuple[int, int, int] = theme.INK) -> pygame.Surface:
    """A glyph alone (column headers)."""
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    draw_sigil(s, sigil, (size * SS // 2, size * SS // 2), size * SS * 0.42, colour)
    return pygame.transform.smoothscale(s, (size, size))


# -- season crowns and bodies -------------------------------------------------------------------
def _crown(s: pygame.Surface, season: int, head: pygame.Rect, paint: RGB, dark: RGB) -> None:
    cx, top = head.centerx, head.top
    w = head.w
    if season == 0:  # Summer: sun rays fanned above the head
        for k in range(7):
            a = math.pi + (k + 1) * math.pi / 8
            ex, ey = cx + math.cos(a) * w * 0.75, top + w * 0.25 + math.sin(a) * w * 0.75
            pygame.draw.line(s, OUTLINE, (cx, top + w * 0.25), (ex, ey), max(4, w // 7))
            pygame.draw.line(s, (240, 196, 80), (cx, top + w * 0.25), (ex, ey), max(2, w // 12))
    elif season == 1:  # Void: a hollow ring hovering over a hooded head
        ring = pygame.Rect(0, 0, int(w * 0.8), int(w * 0.34))
        ring.midbottom = (cx, top + 2)
        pygame.draw.ellipse(s, OUTLINE, ring, max(4, w // 8))
        pygame.draw.ellipse(s, (200, 190, 220), ring.inflate(-4, -4), max(2, w // 14))
    elif season == 2:  # Spring: two sprouting leaves
        for sign in (-1, 1):
            pts = [
                (cx, top + 4),
                (cx + sign * w * 0.25, top - w * 0.45),
                (cx + sign * w * 0.62, top - w * 0.35),
                (cx + sign * w * 0.3, top + 2),
            ]
            _poly(s, (86, 170, 70), pts)
            _poly(s, OUTLINE, pts, 3)
    else:  # Winter: a peaked snow cap with icicles
        cap = [
            (head.left - 4, top + w * 0.2),
            (cx, top - w * 0.55),
            (head.right + 4, top + w * 0.2),
        ]
        _poly(s, (236, 244, 252), cap)
        _poly(s, OUTLINE, cap, 3)
        for k in range(4):
            ix = head.left + (k + 0.5) * head.w / 4
            _poly(
                s,
                (210, 230, 246),
                [(ix - 5, top + w * 0.18), (ix + 5, top + w * 0.18), (ix, top + w * 0.42)],
            )


def _body_shape(season: int, r: pygame.Rect) -> list[tuple[float, float]]:
    """Season silhouettes: Summer a flared drum, Void a narrow-waisted hourglass, Spring a
    rounded gourd, Winter a tall tapering spike."""
    x0, t, w, h = r.left, r.top, r.w, r.h
    if season == 0:
        return [(x0 + w * 0.1, t), (x0 + w * 0.9, t), (x0 + w, t + h), (x0, t + h)]
    if season == 1:
        return [
            (x0, t),
            (x0 + w, t),
            (x0 + w * 0.72, t + h * 0.5),
            (x0 + w, t + h),
            (x0, t + h),
            (x0 + w * 0.28, t + h * 0.5),
        ]
    if season == 2:
        cx, cy = x0 + w / 2, t + h * 0.5
        arc = [-0.5 + k * (math.pi + 1.0) / 16 for k in range(17)]
        bulge = [(cx + math.cos(a) * w / 2, cy + math.sin(a) * h / 2) for a in arc]
        return [(x0 + w * 0.25, t), (x0 + w * 0.75, t), *bulge]
    return [(x0 + w * 0.05, t), (x0 + w * 0.95, t), (x0 + w * 0.7, t + h), (x0 + w * 0.3, t + h)]


def _face(s: pygame.Surface, season: int, sigil: int, head: pygame.Rect, paint: RGB) -> None:
    """Eyes and mouth: the sigil column varies the carving a little as a second cue."""
    dark = _shade(paint, 0.55)
    radius = head.w // 2 if season == 2 else head.w // (3 if season == 1 else 6)
    pygame.draw.rect(s, OUTLINE, head.inflate(6, 6), border_radius=radius + 3)
    pygame.draw.rect(s, paint, head, border_radius=radius)
    pygame.draw.line(
        s, _shade(paint, 1.3), (head.left + 6, head.top + 5), (head.right - 6, head.top + 5), 3
    )
    ey = head.top + head.h * 0.42
    ew, eh = head.w * 0.24, head.h * (0.16 if sigil % 2 else 0.24)
    for ex in (head.centerx - head.w * 0.22, head.centerx + head.w * 0.22):
        eye = pygame.Rect(0, 0, int(ew), int(eh))
        eye.center = (int(ex), int(ey))
        pygame.draw.ellipse(s, theme.PARCHMENT, eye)
        pygame.draw.ellipse(s, CARVE, eye.inflate(-eye.w // 2, -eye.h // 4))
    pygame.draw.line(s, dark, (head.left + 6, ey - eh), (head.right - 6, ey - eh), 4)
    mouth = pygame.Rect(0, 0, int(head.w * 0.5), int(head.h * 0.16))
    mouth.midtop = (head.centerx, int(head.top + head.h * 0.68))
    if sigil in (0, 3):
        pygame.draw.rect(s, CARVE, mouth, border_radius=3)
    elif sigil in (1, 4):
        pygame.draw.arc(s, CARVE, mouth.inflate(0, mouth.h), 3.4, 6.0, 4)
    else:
        pygame.draw.ellipse(s, CARVE, mouth)


@cache
def totem_figure(index: int, w: int, h: int) -> pygame.Surface:
    """Totem `index` (season*5+sigil) as a carved figure w x h pixels, transparent background."""
    season, sigil = divmod(index, 5)
    W, H = w * SS, h * SS
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    paint = SEASON_PAINT[season]
    head = pygame.Rect(0, 0, int(W * 0.56), int(H * 0.34))
    head.midtop = (W // 2, int(H * 0.2))
    body = pygame.Rect(0, 0, int(W * 0.7), int(H * 0.4))
    body.midtop = (W // 2, head.bottom + 2)
    pts = _body_shape(season, body)
    _poly(s, OUTLINE, pts)
    _poly(s, _shade(paint, 0.82), pts)
    _poly(s, OUTLINE, pts, 4)
    # Carved belly plaque with the sigil.
    plaque = pygame.Rect(0, 0, int(body.w * 0.62), int(body.h * 0.66))
    plaque.center = (body.centerx, body.centery + 2)
    pygame.draw.ellipse(s, theme.PARCHMENT, plaque)
    pygame.draw.ellipse(s, OUTLINE, plaque, 3)
    draw_sigil(s, sigil, plaque.center, min(plaque.w, plaque.h) * 0.4, CARVE)
    _face(s, season, sigil, head, paint)
    _crown(s, season, head, paint, _shade(paint, 0.5))
    base = pygame.Rect(0, 0, int(W * 0.78), int(H * 0.06))
    base.midtop = (W // 2, body.bottom - 2)
    pygame.draw.rect(s, theme.STONE_DARK, base, border_radius=4)
    pygame.draw.rect(s, OUTLINE, base, 2, border_radius=4)
    return pygame.transform.smoothscale(s, (w, h))


# -- tokens ------------------------------------------------------------------------------------
@cache
def chip(size: int) -> pygame.Surface:
    """A bone-white chip with a carved rim."""
    S = size * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S // 2, S // 2)
    pygame.draw.circle(s, OUTLINE, c, S // 2)
    pygame.draw.circle(s, (226, 210, 170), c, S // 2 - 3)
    pygame.draw.circle(s, (172, 140, 96), c, int(S * 0.32), max(2, S // 12))
    for k in range(8):
        a = k * math.pi / 4
        p = (c[0] + math.cos(a) * S * 0.42, c[1] + math.sin(a) * S * 0.42)
        pygame.draw.circle(s, (172, 140, 96), (int(p[0]), int(p[1])), max(1, S // 20))
    return pygame.transform.smoothscale(s, (size, size))


@cache
def garnet(size: int) -> pygame.Surface:
    """A faceted deep-red gem (a hexagonal cut: its outline tells it from a chip)."""
    S = size * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    cx, cy, r = S / 2, S / 2, S * 0.46
    outer = [
        (cx + r * math.cos(a), cy + r * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))
    ]
    _poly(s, (140, 20, 40), outer)
    inner = [
        (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
        for a in (i * math.pi / 3 for i in range(6))
    ]
    _poly(s, (214, 60, 80), inner)
    for o, i in zip(outer, inner, strict=True):
        pygame.draw.line(s, (90, 10, 26), o, i, 2)
    _poly(s, (70, 6, 20), outer, 3)
    return pygame.transform.smoothscale(s, (size, size))


WAGERS = ("snake", "wolf", "bear", "fox")
WAGER_COLOURS = {
    "snake": (96, 160, 80),
    "wolf": (140, 150, 170),
    "bear": (150, 100, 60),
    "fox": (226, 120, 40),
}


def _animal(s: pygame.Surface, kind: str, c: tuple[float, float], r: float, colour: RGB) -> None:
    """A tiny carved animal glyph: the wager's icon."""
    x, y = c
    if kind == "snake":
        pts = [(x - r + k * r / 6, y + math.sin(k * 1.2) * r * 0.4) for k in range(13)]
        pygame.draw.lines(s, colour, False, pts, max(3, int(r / 3.5)))
        pygame.draw.circle(s, colour, (int(pts[-1][0]), int(pts[-1][1])), int(r / 4))
    elif kind == "wolf":  # a pointed head with two tall ears
        _poly(
            s,
            colour,
            [
                (x - r * 0.8, y - r),
                (x - r * 0.3, y - r * 0.2),
                (x + r * 0.3, y - r * 0.2),
                (x + r * 0.8, y - r),
                (x + r * 0.7, y + r * 0.1),
                (x, y + r),
                (x - r * 0.7, y + r * 0.1),
            ],
        )
    elif kind == "bear":  # a round head with round ears
        pygame.draw.circle(s, colour, (int(x), int(y + r * 0.15)), int(r * 0.75))
        for dx in (-0.62, 0.62):
            pygame.draw.circle(s, colour, (int(x + dx * r), int(y - r * 0.55)), int(r * 0.3))
    else:  # fox: a triangle face with wide cheeks
        _poly(
            s,
            colour,
            [
                (x - r, y - r * 0.9),
                (x - r * 0.35, y - r * 0.35),
                (x + r * 0.35, y - r * 0.35),
                (x + r, y - r * 0.9),
                (x + r * 0.9, y),
                (x, y + r),
                (x - r * 0.9, y),
            ],
        )


@cache
def wager_icon(kind: str, size: int) -> pygame.Surface:
    """The animal of a wager on a round carved token."""
    S = size * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.circle(s, OUTLINE, (S // 2, S // 2), S // 2)
    pygame.draw.circle(s, WAGER_COLOURS.get(kind, theme.STONE), (S // 2, S // 2), S // 2 - 3)
    _animal(s, kind, (S / 2, S / 2), S * 0.3, OUTLINE)
    return pygame.transform.smoothscale(s, (size, size))


@cache
def balloon(kind: str, label: str, w: int, h: int) -> pygame.Surface:
    """A balloon (lifts, so it subtracts weight) from wager `kind`, with its label (lift or '?')."""
    W, H = w * SS, h * SS
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, int(W * 0.86), int(H * 0.7))
    body.midtop = (W // 2, 2)
    col = WAGER_COLOURS.get(kind, (200, 80, 80))
    pygame.draw.ellipse(s, OUTLINE, body)
    pygame.draw.ellipse(s, _shade(col, 1.2), body.inflate(-6, -6))
    pygame.draw.ellipse(
        s,
        _shade(col, 1.5),
        pygame.Rect(body.x + body.w // 5, body.y + body.h // 6, body.w // 4, body.h // 5),
    )
    knot = [(W // 2 - 6, body.bottom + 6), (W // 2 + 6, body.bottom + 6), (W // 2, body.bottom - 3)]
    _poly(s, OUTLINE, knot)
    pts = [
        (W // 2 + math.sin(k) * 5, body.bottom + 6 + k * (H - body.bottom - 8) / 6)
        for k in range(7)
    ]
    pygame.draw.lines(s, OUTLINE, False, pts, 2)
    out = pygame.transform.smoothscale(s, (w, h))
    img = theme.text(label, "bold", max(16, h // 3), OUTLINE)
    out.blit(img, img.get_rect(center=(w // 2, int(h * 0.36))))
    return out


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """The game-selection card: the Balance of Souls, its three pans level under totems (the
    game's end, as its card text says; a two-pan scale read as the trial scale alone)."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((40, 30, 44))
    for i in range(h):  # dusk sky
        t = i / h
        pygame.draw.line(s, (int(60 + 80 * t), int(40 + 40 * t), int(70 - 20 * t)), (0, i), (w, i))
    cx, top = w // 2, int(h * 0.16)
    pygame.draw.rect(s, theme.WOOD_DARK, (cx - 5, top, 10, int(h * 0.72)))
    pygame.draw.rect(
        s, theme.STONE_DARK, (cx - w // 6, int(h * 0.86), w // 3, h // 12), border_radius=4
    )
    left, right = int(w * 0.12), int(w * 0.88)
    pygame.draw.line(s, theme.GOLD, (left, top), (right, top), 6)
    fw, fh = int(w * 0.12), int(w * 0.15)
    pan_y = top + h * 0.5
    for px, figs in ((left + w * 0.05, (0, 12)), (cx, (8,)), (right - w * 0.05, (6, 17))):
        pygame.draw.circle(s, theme.GOLD_BRIGHT, (int(px), top), 6)
        half = w * 0.1
        pygame.draw.line(s, theme.GOLD_DARK, (px, top), (px - half, pan_y), 2)
        pygame.draw.line(s, theme.GOLD_DARK, (px, top), (px + half, pan_y), 2)
        pan = pygame.Rect(int(px - half - 4), int(pan_y - 12), int(2 * half + 8), 24)
        pygame.draw.arc(s, theme.GOLD, pan, math.pi, 2 * math.pi, 4)
        for k, f in enumerate(figs):
            fig = totem_figure(f, fw, fh)
            s.blit(fig, (px - len(figs) * fw / 2 + k * fw, pan_y - fh + 4))
    return s
