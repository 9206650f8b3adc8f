"""Procedural art for Tiki Topple: nine carved, painted tiki heads, action cards, Secret Tiki cards.

Each tiki differs in colour AND carving (silhouette, eyes, mouth), so colour-blind players can
tell them apart. Everything is drawn at twice the size and smoothed down once, then cached.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

import pygame

from totemgame.paths import load_data
from totemgame.ui import theme

SS = 2  # supersampling factor

OUTLINE = (48, 28, 16)
_WOOD_SHADE = (0, 0, 0, 70)


def _tiki_data(tiki: int) -> dict[str, Any]:
    data: dict[str, Any] = load_data("tiki-topple")["tiki"][tiki]  # a JSON object
    return data


def _shade(rgb: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    r, g, b = rgb
    if f >= 1:
        return (
            min(255, int(r + (255 - r) * (f - 1))),
            min(255, int(g + (255 - g) * (f - 1))),
            min(255, int(b + (255 - b) * (f - 1))),
        )
    return (int(r * f), int(g * f), int(b * f))


CARVE_H = 64  # the smallest height a head is carved at (smaller ones are shrunk from it)


@cache
def tiki_surface(tiki: int, w: int, h: int) -> pygame.Surface:
    """The carved head of `tiki`, w x h pixels, transparent background."""
    if h < CARVE_H:
        # The carving's lines and eyes have fixed widths: a small head is carved at a readable
        # size and shrunk, so its face stays a face (Akamai's teeth and Nui's eyes had become
        # a black blob in the rules picture, the round summary and the Toasted box).
        big = tiki_surface(tiki, max(1, round(w * CARVE_H / h)), CARVE_H)
        return pygame.transform.smoothscale(big, (w, h))
    data = _tiki_data(tiki)
    rgb = tuple(data["rgb"])
    shape = data["shape"]
    W, H = w * SS, h * SS
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    base, dark, light = rgb, _shade(rgb, 0.62), _shade(rgb, 1.25)
    face = pygame.Rect(0, 0, int(W * 0.56), int(H * 0.80))
    face.center = (W // 2, int(H * 0.55))
    if shape == "tall":
        face = pygame.Rect(0, 0, int(W * 0.40), int(H * 0.94))
        face.center = (W // 2, H // 2)
    elif shape == "wide":
        face = pygame.Rect(0, 0, int(W * 0.76), int(H * 0.78))
        face.center = (W // 2, int(H * 0.56))
    elif shape == "square":
        face = pygame.Rect(0, 0, int(W * 0.54), int(H * 0.86))
        face.center = (W // 2, int(H * 0.52))

    _decorations_behind(s, shape, face, base, dark, light)
    radius = {"round": face.h // 2, "square": 4 * SS, "tall": face.w // 3}.get(shape, face.h // 4)
    pygame.draw.rect(s, OUTLINE, face.inflate(4 * SS, 4 * SS), border_radius=radius + 2 * SS)
    pygame.draw.rect(s, base, face, border_radius=radius)
    # Carved grooves: a lit upper band and a shaded chin give the wood some depth.
    band = pygame.Rect(face.x + 3 * SS, face.y + 3 * SS, face.w - 6 * SS, face.h // 5)
    pygame.draw.rect(s, light, band, border_radius=max(radius - 3 * SS, 2))
    chin = pygame.Rect(
        face.x + 3 * SS, face.bottom - face.h // 5, face.w - 6 * SS, face.h // 5 - 3 * SS
    )
    pygame.draw.rect(s, dark, chin, border_radius=max(radius - 3 * SS, 2))
    _decorations_front(s, shape, face, base, dark, light)
    _face(s, tiki, face, dark)
    return pygame.transform.smoothscale(s, (w, h))


def _decorations_behind(
    s: pygame.Surface,
    shape: str,
    face: pygame.Rect,
    base: tuple[int, int, int],
    dark: tuple[int, int, int],
    light: tuple[int, int, int],
) -> None:
    cx = face.centerx
    if shape == "eared":
        for side in (-1, 1):
            ear = pygame.Rect(0, 0, face.w // 3, face.h // 2)
            ear.center = (cx + side * (face.w // 2 + ear.w // 3), face.centery)
            pygame.draw.ellipse(s, OUTLINE, ear.inflate(4 * SS, 4 * SS))
            pygame.draw.ellipse(s, dark, ear)
            pygame.draw.ellipse(s, base, ear.inflate(-ear.w // 2, -ear.h // 2))
    elif shape == "horned":
        for side in (-1, 1):
            root = (cx + side * face.w // 3, face.y + face.h // 4)
            tip = (cx + side * (face.w // 2 + face.w // 4), face.y - face.h // 8 + 2 * SS)
            mid = (cx + side * (face.w // 2 + face.w // 8), face.y + face.h // 3)
            pygame.draw.polygon(s, OUTLINE, [root, tip, mid])
            inner = [
                (root[0], root[1] + 2 * SS),
                (tip[0] - side * 3 * SS, tip[1] + 4 * SS),
                (mid[0] - side * 2 * SS, mid[1] - 2 * SS),
            ]
            pygame.draw.polygon(s, light, inner)
    elif shape == "wide":
        for side in (-1, 1):
            cheek = pygame.Rect(0, 0, face.w // 6, face.h // 2)
            cheek.center = (cx + side * (face.w // 2 + cheek.w // 4), face.centery + face.h // 8)
            pygame.draw.rect(s, OUTLINE, cheek.inflate(4 * SS, 4 * SS), border_radius=4 * SS)
            pygame.draw.rect(s, dark, cheek, border_radius=3 * SS)


def _decorations_front(
    s: pygame.Surface,
    shape: str,
    face: pygame.Rect,
    base: tuple[int, int, int],
    dark: tuple[int, int, int],
    light: tuple[int, int, int],
) -> None:
    cx, top = face.centerx, face.y
    if shape == "crown":
        n = 5
        pts: list[tuple[float, float]] = [(face.x + 2 * SS, top + face.h // 6)]
        for i in range(n):
            x0 = face.x + 2 * SS + (face.w - 4 * SS) * i / n
            x1 = face.x + 2 * SS + (face.w - 4 * SS) * (i + 0.5) / n
            pts += [(x0, top + face.h // 6), (x1, top - face.h // 6)]
        pts += [(face.right - 2 * SS, top + face.h // 6)]
        pygame.draw.polygon(s, OUTLINE, pts, 0)
        inner = [(x, y + 3 * SS) for x, y in pts]
        pygame.draw.polygon(s, theme.GOLD, inner)
    elif shape == "flame":
        for i, dx in enumerate((-0.32, -0.16, 0.0, 0.16, 0.32)):
            height = face.h * (0.30 if i == 2 else 0.22 if i in (1, 3) else 0.15)
            x = cx + dx * face.w
            pts = [
                (x - face.w * 0.09, top + 6 * SS),
                (x, top - height + 8 * SS),
                (x + face.w * 0.09, top + 6 * SS),
            ]
            pygame.draw.polygon(s, OUTLINE, [(p[0], p[1] - SS) for p in pts])
            pygame.draw.polygon(
                s,
                light,
                [
                    (pts[0][0] + 2 * SS, pts[0][1]),
                    (pts[1][0], pts[1][1] + 3 * SS),
                    (pts[2][0] - 2 * SS, pts[2][1]),
                ],
            )
    elif shape == "beaked":
        beak = [
            (cx - face.w // 7, face.centery + face.h // 12),
            (cx + face.w // 7, face.centery + face.h // 12),
            (cx, face.bottom + face.h // 12),
        ]
        pygame.draw.polygon(
            s,
            OUTLINE,
            [
                (beak[0][0] - 2 * SS, beak[0][1] - 2 * SS),
                (beak[1][0] + 2 * SS, beak[1][1] - 2 * SS),
                (beak[2][0], beak[2][1] + 2 * SS),
            ],
        )
        pygame.draw.polygon(s, theme.GOLD, beak)
    elif shape == "round":
        # A carved ring on the brow.
        pygame.draw.circle(s, OUTLINE, (cx, top + face.h // 6), face.h // 10 + 2 * SS)
        pygame.draw.circle(s, light, (cx, top + face.h // 6), face.h // 10)
    elif shape == "square":
        for i in range(3):
            x = face.x + face.w * (i + 1) // 4
            pygame.draw.line(s, OUTLINE, (x, top + 3 * SS), (x, top + face.h // 6), 2 * SS)


_EYES = ("round", "almond", "spiral", "slit", "round", "almond", "spiral", "slit", "round")
_MOUTHS = ("grin", "o", "zigzag", "teeth", "line", "teeth", "o", "grin", "zigzag")


def _face(s: pygame.Surface, tiki: int, face: pygame.Rect, dark: tuple[int, int, int]) -> None:
    ew = max(face.w // 5, 6 * SS)
    eh = max(face.h // 6, 5 * SS)
    ey = face.y + int(face.h * 0.40)
    eye_style = _EYES[tiki]
    for side in (-1, 1):
        ex = face.centerx + side * int(face.w * 0.22)
        r = pygame.Rect(0, 0, ew, eh if eye_style != "slit" else eh // 2)
        r.center = (ex, ey)
        if eye_style == "spiral":
            pygame.draw.circle(s, (250, 244, 230), r.center, eh // 2 + SS)
            pygame.draw.circle(s, OUTLINE, r.center, eh // 2 + SS, 2 * SS)
            pygame.draw.circle(s, OUTLINE, r.center, eh // 4, 2 * SS)
        elif eye_style == "almond":
            pygame.draw.ellipse(s, (250, 244, 230), r)
            pygame.draw.ellipse(s, OUTLINE, r, 2 * SS)
            pygame.draw.circle(s, OUTLINE, (r.centerx + side * SS, r.centery), eh // 4)
        elif eye_style == "slit":
            pygame.draw.rect(s, OUTLINE, r.inflate(2 * SS, 2 * SS), border_radius=SS)
            pygame.draw.rect(s, (250, 244, 230), r, border_radius=SS)
        else:
            pygame.draw.circle(s, OUTLINE, r.center, eh // 2 + 2 * SS)
            pygame.draw.circle(s, (250, 244, 230), r.center, eh // 2)
            pygame.draw.circle(s, OUTLINE, r.center, max(eh // 5, SS))
        # brow
        pygame.draw.line(
            s,
            OUTLINE,
            (r.left - SS, r.top - 3 * SS),
            (r.right + SS, r.top - 3 * SS - side * SS),
            2 * SS,
        )
    # nose
    nose = pygame.Rect(0, 0, face.w // 8, face.h // 6)
    nose.center = (face.centerx, face.y + int(face.h * 0.58))
    pygame.draw.ellipse(s, dark, nose)
    # mouth
    my = face.y + int(face.h * 0.78)
    mw = int(face.w * 0.42)
    mx0, mx1 = face.centerx - mw // 2, face.centerx + mw // 2
    style = _MOUTHS[tiki]
    if style == "grin":
        pygame.draw.arc(
            s,
            OUTLINE,
            pygame.Rect(mx0, my - face.h // 6, mw, face.h // 4),
            math.pi * 1.05,
            math.pi * 1.95,
            3 * SS,
        )
    elif style == "o":
        pygame.draw.ellipse(
            s,
            OUTLINE,
            pygame.Rect(face.centerx - mw // 5, my - face.h // 14, 2 * mw // 5, face.h // 7),
        )
    elif style == "zigzag":
        pts = [(mx0 + i * mw / 6, my + (SS * 3 if i % 2 else -SS * 3)) for i in range(7)]
        pygame.draw.lines(s, OUTLINE, False, pts, 2 * SS)
    elif style == "teeth":
        r = pygame.Rect(mx0, my - face.h // 14, mw, face.h // 7)
        pygame.draw.rect(s, (250, 244, 230), r, border_radius=SS)
        pygame.draw.rect(s, OUTLINE, r, 2 * SS, border_radius=SS)
        for i in range(1, 4):
            x = r.x + r.w * i // 4
            pygame.draw.line(s, OUTLINE, (x, r.top), (x, r.bottom), SS)
    else:
        pygame.draw.line(s, OUTLINE, (mx0, my), (mx1, my), 3 * SS)


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card: a little totem line of three tikis."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    th = h // 3
    for i, t in enumerate((4, 0, 7)):
        head = tiki_surface(t, int(th * 1.9), th)
        s.blit(head, head.get_rect(midtop=(w // 2, i * th)))
    return s
