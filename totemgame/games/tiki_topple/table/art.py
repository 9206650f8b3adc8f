"""Procedural art for Tiki Topple: nine carved, painted tiki heads, action cards, Secret Tiki cards.

Each tiki differs in colour AND carving (silhouette, eyes, mouth), so colour-blind players can
tell them apart. Everything is drawn at twice the size and smoothed down once, then cached.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

import pygame

from totemgame.games.tiki_topple.actions import Card
from totemgame.games.tiki_topple.content import content
from totemgame.i18n import N_, _, on_change
from totemgame.paths import load_data
from totemgame.ui import theme

SS = 2  # supersampling factor

_OUTLINE = (48, 28, 16)
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
    pygame.draw.rect(s, _OUTLINE, face.inflate(4 * SS, 4 * SS), border_radius=radius + 2 * SS)
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
            pygame.draw.ellipse(s, _OUTLINE, ear.inflate(4 * SS, 4 * SS))
            pygame.draw.ellipse(s, dark, ear)
            pygame.draw.ellipse(s, base, ear.inflate(-ear.w // 2, -ear.h // 2))
    elif shape == "horned":
        for side in (-1, 1):
            root = (cx + side * face.w // 3, face.y + face.h // 4)
            tip = (cx + side * (face.w // 2 + face.w // 4), face.y - face.h // 8 + 2 * SS)
            mid = (cx + side * (face.w // 2 + face.w // 8), face.y + face.h // 3)
            pygame.draw.polygon(s, _OUTLINE, [root, tip, mid])
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
            pygame.draw.rect(s, _OUTLINE, cheek.inflate(4 * SS, 4 * SS), border_radius=4 * SS)
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
        pygame.draw.polygon(s, _OUTLINE, pts, 0)
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
            pygame.draw.polygon(s, _OUTLINE, [(p[0], p[1] - SS) for p in pts])
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
            _OUTLINE,
            [
                (beak[0][0] - 2 * SS, beak[0][1] - 2 * SS),
                (beak[1][0] + 2 * SS, beak[1][1] - 2 * SS),
                (beak[2][0], beak[2][1] + 2 * SS),
            ],
        )
        pygame.draw.polygon(s, theme.GOLD, beak)
    elif shape == "round":
        # A carved ring on the brow.
        pygame.draw.circle(s, _OUTLINE, (cx, top + face.h // 6), face.h // 10 + 2 * SS)
        pygame.draw.circle(s, light, (cx, top + face.h // 6), face.h // 10)
    elif shape == "square":
        for i in range(3):
            x = face.x + face.w * (i + 1) // 4
            pygame.draw.line(s, _OUTLINE, (x, top + 3 * SS), (x, top + face.h // 6), 2 * SS)


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
            pygame.draw.circle(s, _OUTLINE, r.center, eh // 2 + SS, 2 * SS)
            pygame.draw.circle(s, _OUTLINE, r.center, eh // 4, 2 * SS)
        elif eye_style == "almond":
            pygame.draw.ellipse(s, (250, 244, 230), r)
            pygame.draw.ellipse(s, _OUTLINE, r, 2 * SS)
            pygame.draw.circle(s, _OUTLINE, (r.centerx + side * SS, r.centery), eh // 4)
        elif eye_style == "slit":
            pygame.draw.rect(s, _OUTLINE, r.inflate(2 * SS, 2 * SS), border_radius=SS)
            pygame.draw.rect(s, (250, 244, 230), r, border_radius=SS)
        else:
            pygame.draw.circle(s, _OUTLINE, r.center, eh // 2 + 2 * SS)
            pygame.draw.circle(s, (250, 244, 230), r.center, eh // 2)
            pygame.draw.circle(s, _OUTLINE, r.center, max(eh // 5, SS))
        # brow
        pygame.draw.line(
            s,
            _OUTLINE,
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
            _OUTLINE,
            pygame.Rect(mx0, my - face.h // 6, mw, face.h // 4),
            math.pi * 1.05,
            math.pi * 1.95,
            3 * SS,
        )
    elif style == "o":
        pygame.draw.ellipse(
            s,
            _OUTLINE,
            pygame.Rect(face.centerx - mw // 5, my - face.h // 14, 2 * mw // 5, face.h // 7),
        )
    elif style == "zigzag":
        pts = [(mx0 + i * mw / 6, my + (SS * 3 if i % 2 else -SS * 3)) for i in range(7)]
        pygame.draw.lines(s, _OUTLINE, False, pts, 2 * SS)
    elif style == "teeth":
        r = pygame.Rect(mx0, my - face.h // 14, mw, face.h // 7)
        pygame.draw.rect(s, (250, 244, 230), r, border_radius=SS)
        pygame.draw.rect(s, _OUTLINE, r, 2 * SS, border_radius=SS)
        for i in range(1, 4):
            x = r.x + r.w * i // 4
            pygame.draw.line(s, _OUTLINE, (x, r.top), (x, r.bottom), SS)
    else:
        pygame.draw.line(s, _OUTLINE, (mx0, my), (mx1, my), 3 * SS)


# -- cards --------------------------------------------------------------------------------
# TRANSLATORS: printed in capitals at the foot of Tiki Topple's action cards
_CARD_LABEL = {
    Card.UP1: N_("UP 1"),
    Card.UP2: N_("UP 2"),
    Card.UP3: N_("UP 3"),
    Card.TOPPLE: N_("TOPPLE"),
    Card.TOAST: N_("TOAST"),
}


@cache
def action_card(
    card: Card, w: int, h: int, colour: tuple[int, int, int], enabled: bool = True
) -> pygame.Surface:
    """A wooden-backed action card with its icon and name, in the owner's colour."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    body = colour if enabled else (110, 100, 90)
    pygame.draw.rect(s, _OUTLINE, r, border_radius=10)
    pygame.draw.rect(s, body, r.inflate(-4, -4), border_radius=9)
    inner = r.inflate(-14, -14)
    pygame.draw.rect(s, theme.PARCHMENT if enabled else (170, 160, 146), inner, border_radius=7)
    icon = pygame.Rect(inner.x, inner.y + 6, inner.w, inner.h - 40)
    ink = theme.INK if enabled else (90, 82, 74)
    _card_icon(s, card, icon, ink, body)
    label = _(_CARD_LABEL[card])
    size = theme.fit_size(label, "bold", 18 if len(label) <= 5 else 16, inner.w - 6, 10)
    theme.blit_text(
        s, label, (inner.centerx, inner.bottom - 6), "bold", size, ink, anchor="midbottom"
    )
    return s


def _card_icon(
    s: pygame.Surface,
    card: Card,
    box: pygame.Rect,
    ink: tuple[int, int, int],
    accent: tuple[int, int, int],
) -> None:
    cx = box.centerx
    if card in (Card.UP1, Card.UP2, Card.UP3):
        n = {Card.UP1: 1, Card.UP2: 2, Card.UP3: 3}[card]
        step = min(box.h // (n + 1), 26)
        top = box.centery - step * n // 2
        for i in range(n):
            y = top + i * step
            pygame.draw.polygon(s, ink, [(cx - 18, y + 16), (cx, y), (cx + 18, y + 16)])
            pygame.draw.polygon(s, accent, [(cx - 11, y + 13), (cx, y + 5), (cx + 11, y + 13)])
    elif card is Card.TOPPLE:
        for i in range(3):
            pygame.draw.rect(
                s, ink, pygame.Rect(cx - 16, box.y + 8 + i * 14, 32, 10), border_radius=3
            )
        pygame.draw.line(s, accent, (cx + 26, box.y + 10), (cx + 26, box.bottom - 14), 5)
        pygame.draw.polygon(
            s,
            accent,
            [(cx + 17, box.bottom - 20), (cx + 26, box.bottom - 6), (cx + 35, box.bottom - 20)],
        )
        pygame.draw.line(s, ink, (cx - 22, box.bottom - 6), (cx + 12, box.bottom - 6), 3)
    else:  # toast: a flame over the last tiki
        base = box.bottom - 10
        pygame.draw.rect(s, ink, pygame.Rect(cx - 16, base - 10, 32, 12), border_radius=3)
        pts = [
            (cx - 16, base - 14),
            (cx - 10, base - 40),
            (cx - 2, base - 26),
            (cx + 4, base - 52),
            (cx + 10, base - 28),
            (cx + 16, base - 14),
        ]
        pygame.draw.polygon(s, (232, 110, 30), pts)
        pygame.draw.polygon(
            s, (252, 200, 70), [(cx - 8, base - 14), (cx, base - 34), (cx + 8, base - 14)]
        )


@cache
def secret_card(
    card: int, w: int, h: int, toasted: frozenset[int] = frozenset(), gone: str = ""
) -> pygame.Surface:
    """A Secret Tiki card face: three tikis with their 9 / 5 / 2 points and places. A tiki
    among `toasted` is faded and struck through, with `gone` in place of its place."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, _OUTLINE, r, border_radius=12)
    pygame.draw.rect(s, (42, 120, 110), r.inflate(-4, -4), border_radius=11)
    inner = r.inflate(-12, -12)
    pygame.draw.rect(s, theme.PARCHMENT, inner, border_radius=8)
    tikis = content().deck[card]
    needs = load_data("tiki-topple")["hints"]["needs"]  # "1st only", "1st or 2nd", "top three"
    labels = tuple(zip(("9", "5", "2"), (_(n) for n in needs), strict=True))
    compact = w < 220  # small cards (the end-of-round reveal) drop the place hints
    row_h = (inner.h - 8) // 3
    badge_r = 13 if compact else 18
    for i, (t, (pts, where)) in enumerate(zip(tikis, labels, strict=True)):
        y = inner.y + 4 + i * row_h
        head = tiki_surface(t, int(row_h * (1.25 if compact else 1.5)), row_h - 6)
        s.blit(head, (inner.x + 2, y + 3))
        tx = inner.x + 6 + head.get_width()
        name_size = 15 if compact else 18
        name_y = y + row_h // 2 - 9 if compact else y + 4
        name = content().tiki_names[t]
        name_rect = theme.blit_text(s, name, (tx, name_y), "bold", name_size, theme.INK)
        if not compact and t not in toasted:
            room = inner.right - 2 * badge_r - 12 - tx  # left of the points badge
            small = theme.fit_size(where, "body", 15, room, 12)
            where = theme.elide(where, room, "body", small)
            theme.blit_text(s, where, (tx, y + 26), "body", small, theme.INK_SOFT)
        centre = (inner.right - badge_r - 4, y + row_h // 2)
        pygame.draw.circle(s, theme.GOLD_DARK, centre, badge_r + 3)
        pygame.draw.circle(s, theme.GOLD, centre, badge_r)
        theme.blit_text(s, pts, centre, "bold", 16 if compact else 20, theme.INK, anchor="center")
        if t in toasted:
            row = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, row_h - 2)
            veil = pygame.Surface(row.size, pygame.SRCALPHA)
            veil.fill((*theme.PARCHMENT, 150))
            s.blit(veil, row)
            strike = name_rect.centery - 2  # through the letters (the rect holds descenders)
            pygame.draw.line(s, theme.DANGER, (row.x + 6, strike), (row.right - 6, strike), 3)
            if not compact:  # it can score nothing this round
                theme.blit_text(s, gone, (tx, y + 26), "bold", 15, theme.DANGER)
        if i < 2:
            pygame.draw.line(
                s, theme.PARCHMENT_DARK, (inner.x + 8, y + row_h), (inner.right - 8, y + row_h), 1
            )
    return s


def printed_card_picture(width: int) -> pygame.Surface:
    """The rules picture: the rulebook's first printed Secret Tiki card (`printed` in the data
    file), each row labelled with its tiki's back-symbol group: one tiki of each group."""
    data = load_data("tiki-topple")
    names = content().tiki_names
    top, middle, bottom = (names.index(n) for n in data["secret_deck"]["printed"][0])
    card = (top, middle, bottom)
    s = pygame.Surface((min(width, 440), 236), pygame.SRCALPHA)
    s.blit(secret_card(content().deck.index(card), 262, 236), (0, 0))
    row_h = (236 - 12 - 8) // 3
    for i, t in enumerate(card):
        symbol = data["groups"][data["tiki"][t]["group"]]
        y = 6 + 4 + i * row_h + row_h // 2
        pygame.draw.line(s, theme.INK_SOFT, (270, y), (290, y), 2)
        group = _("{symbol} group").format(symbol=_(symbol))
        lines, size = theme.fit_lines(group, "bold", 17, s.get_width() - 300, row_h - 8, 12)
        theme.blit_lines(s, lines, (298, y), "bold", size, theme.INK_SOFT)  # 2 lines if long
    return s


@cache
def card_back(w: int, h: int) -> pygame.Surface:
    """The back of a Secret Tiki card (what others see)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, _OUTLINE, r, border_radius=8)
    pygame.draw.rect(s, (42, 120, 110), r.inflate(-4, -4), border_radius=7)
    for i in range(-h, w, 10):
        pygame.draw.line(s, (56, 140, 128), (i, 2), (i + h, h - 2), 3)
    pygame.draw.circle(s, theme.GOLD, r.center, min(w, h) // 4)
    pygame.draw.circle(s, _OUTLINE, r.center, min(w, h) // 4, 2)
    return s


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card: a little totem line of three tikis."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    th = h // 3
    for i, t in enumerate((4, 0, 7)):
        head = tiki_surface(t, int(th * 1.9), th)
        s.blit(head, head.get_rect(midtop=(w // 2, i * th)))
    return s


def _forget_words(_lang: str) -> None:
    """The cached cards carry words: a change of language draws them again."""
    action_card.cache_clear()
    secret_card.cache_clear()


on_change(_forget_words)
