"""Procedural art for Totem Surround: the carved stone board, the standing totem and the
value discs. Everything is drawn once per size and cached; frames only blit.

Piece values carry a symbol (1 ring, 2 two bars, 3 Y, 4 X) and a digit; the two sides differ
in colour and in rim (White smooth, Red notched), so colour is never the only clue.
"""

from __future__ import annotations

import math
import random
from functools import cache

import pygame

from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.content import side_name
from totemgame.i18n import _
from totemgame.ui import theme

# Piece colours: (face, rim, ink) per side. The colour-blind pair is pure white against
# a deep vermillion (Okabe-Ito's, darkened to still read as red): they differ strongly in
# lightness, which every form of colour blindness keeps.
SIDE_COLOURS = {
    False: (((238, 230, 210), (176, 160, 130), (52, 40, 30)), ((192, 54, 44), (112, 26, 20), (255, 236, 220))),
    True: (((248, 248, 244), (120, 120, 120), (20, 20, 20)), ((196, 64, 0), (104, 32, 0), (255, 255, 255))),
}  # fmt: skip
STONE_TOP = (128, 120, 106)
STONE_EDGE = (74, 68, 60)


def side_rgb(seat: int, colour_blind: bool) -> tuple[int, int, int]:
    """The face colour of `seat`'s pieces (for labels and highlights)."""
    return SIDE_COLOURS[colour_blind][seat][0]


def _symbol(
    surf: pygame.Surface, value: int, centre: tuple[int, int], r: int, ink: tuple[int, int, int]
) -> None:
    """The carved value symbol: 1 ring, 2 two bars, 3 Y, 4 X."""
    cx, cy = centre
    w = max(2, r // 7)
    if value == 1:
        pygame.draw.circle(surf, ink, centre, int(r * 0.42), w)
    elif value == 2:
        for dx in (-r * 0.22, r * 0.22):
            x = int(cx + dx)
            pygame.draw.line(surf, ink, (x, cy - int(r * 0.45)), (x, cy + int(r * 0.45)), w + 1)
    elif value == 3:
        top = int(r * 0.45)
        pygame.draw.line(surf, ink, (cx - top, cy - top), (cx, cy), w + 1)
        pygame.draw.line(surf, ink, (cx + top, cy - top), (cx, cy), w + 1)
        pygame.draw.line(surf, ink, (cx, cy), (cx, cy + int(r * 0.5)), w + 1)
    else:
        d = int(r * 0.4)
        pygame.draw.line(surf, ink, (cx - d, cy - d), (cx + d, cy + d), w + 1)
        pygame.draw.line(surf, ink, (cx + d, cy - d), (cx - d, cy + d), w + 1)


@cache
def piece(seat: int, value: int, size: int, colour_blind: bool = False) -> pygame.Surface:
    """A disc of `seat` showing `value` as its symbol, with the digit at the lower right."""
    face, rim, ink = SIDE_COLOURS[colour_blind][seat]
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    r = c - 3
    pygame.draw.circle(s, (0, 0, 0, 90), (c + 2, c + 3), r)
    pygame.draw.circle(s, rim, (c, c), r)
    if seat == 1:  # Red's notched rim: a second clue besides colour
        for k in range(16):
            a = k * math.tau / 16
            p = (c + math.cos(a) * (r - 1), c + math.sin(a) * (r - 1))
            pygame.draw.circle(s, face, (int(p[0]), int(p[1])), max(2, r // 10))
    pygame.draw.circle(s, face, (c, c), r - max(3, r // 7))
    hl = tuple(min(255, x + 18) for x in face)
    pygame.draw.circle(s, hl, (c - r // 5, c - r // 5), r // 2)
    pygame.draw.circle(s, face, (c, c), int(r * 0.62))
    _symbol(s, value, (c - r // 8, c - r // 10), int(r * 0.9), ink)
    digit = theme.text(str(value), "bold", max(16, size // 4), ink)
    s.blit(digit, digit.get_rect(center=(c + int(r * 0.55), c + int(r * 0.5))))
    return s


@cache
def ghost(seat: int, value: int, size: int, colour_blind: bool = False) -> pygame.Surface:
    """A faint version of a piece: where it would go."""
    g = piece(seat, value, size, colour_blind).copy()
    g.set_alpha(120)
    return g


@cache
def totem(width: int, height: int) -> pygame.Surface:
    """A standing carved totem: three stacked faces and spread wings on top."""
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    cx = width // 2
    body_w = int(width * 0.56)
    left = cx - body_w // 2
    wing_h = int(height * 0.2)
    pygame.draw.ellipse(s, (0, 0, 0, 100), (left - 6, height - 14, body_w + 12, 14))
    face_h = (height - wing_h - 10) // 3
    woods = ((150, 96, 52), (126, 78, 40), (162, 106, 58))
    for i in range(3):
        y = wing_h + i * face_h
        rect = pygame.Rect(left, y, body_w, face_h + 2)
        pygame.draw.rect(s, woods[i], rect, border_radius=6)
        pygame.draw.rect(s, (70, 42, 22), rect, 2, border_radius=6)
        ey = y + face_h // 3
        for ex in (cx - body_w // 4, cx + body_w // 4):
            pygame.draw.circle(s, (250, 236, 200), (ex, ey), max(3, body_w // 9))
            pygame.draw.circle(s, (30, 18, 10), (ex, ey), max(2, body_w // 16))
        mouth = pygame.Rect(cx - body_w // 4, y + int(face_h * 0.6), body_w // 2, face_h // 4)
        if i == 1:
            pygame.draw.rect(s, (40, 22, 12), mouth, border_radius=3)
            for tx in range(mouth.x + 3, mouth.right - 2, 5):
                pygame.draw.line(s, (240, 230, 200), (tx, mouth.y + 1), (tx, mouth.y + 4), 2)
        else:
            pygame.draw.arc(s, (40, 22, 12), mouth.inflate(0, 6), math.pi, math.tau, 3)
        pygame.draw.line(s, theme.GOLD, (left + 4, y + 3), (rect.right - 4, y + 3), 1)
    wing = [(cx, wing_h + 4), (2, 6), (8, wing_h + 2), (cx - body_w // 2, wing_h + 6)]
    pygame.draw.polygon(s, (190, 60, 40), wing)
    pygame.draw.polygon(s, (190, 60, 40), [(width - x, y) for x, y in wing])
    pygame.draw.polygon(s, (90, 24, 16), wing, 2)
    pygame.draw.polygon(s, (90, 24, 16), [(width - x, y) for x, y in wing], 2)
    pygame.draw.circle(s, theme.GOLD, (cx, wing_h - 2), max(4, width // 9))
    pygame.draw.circle(s, (90, 60, 20), (cx, wing_h - 2), max(4, width // 9), 2)
    return s


def _stone_tile(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    shade = rng.randint(-10, 10)
    top = tuple(max(0, min(255, c + shade)) for c in STONE_TOP)
    pygame.draw.rect(surf, STONE_EDGE, rect.move(0, 3), border_radius=9)
    pygame.draw.rect(surf, top, rect, border_radius=9)
    pygame.draw.rect(
        surf, tuple(min(255, c + 22) for c in top), rect.inflate(-8, -8), 2, border_radius=7
    )
    name = pygame.Rect(rect.right - 44, rect.bottom - 26, 44, 26)  # the square's name
    for _mark in range(3):  # little chisel marks, never across the name ("c2" read "€2")
        x = rng.randint(rect.x + 8, rect.right - 10)
        y = rng.randint(rect.y + 8, rect.bottom - 10)
        if name.collidepoint(x, y) or name.collidepoint(x + 8, y):
            continue
        pygame.draw.line(surf, STONE_EDGE, (x, y), (x + rng.randint(3, 8), y + rng.randint(-2, 2)))


@cache
def board_surface(cell: int, size: tuple[int, int], origin: tuple[int, int]) -> pygame.Surface:
    """The table under the board and the carved slab with its 37 square hollows."""
    w, h = size
    bg = pygame.Surface(size)
    for y in range(h):
        t = y / h
        bg.fill((int(30 + 16 * t), int(40 + 8 * t), int(30 + 2 * t)), (0, y, w, 1))
    rng = random.Random(37)
    for _leaf in range(70):  # jungle leaves around the edges
        x = rng.choice((rng.randint(-40, 30), rng.randint(w - 60, w + 20)))
        pygame.draw.ellipse(
            bg,
            (20 + rng.randint(0, 20), 52 + rng.randint(0, 30), 28),
            (x, rng.randint(-20, h), rng.randint(50, 110), rng.randint(18, 34)),
        )
    geo = geometry()
    ox, oy = origin
    # The slab follows the board's octagon-like outline.
    outline = []
    rows = geo.rows
    for r, n in enumerate(rows):
        first = (geo.columns - n) // 2
        outline.append((ox + first * cell - 14, oy + r * cell - (14 if r == 0 else 0)))
        outline.append(
            (ox + first * cell - 14, oy + (r + 1) * cell + (14 if r == len(rows) - 1 else 0))
        )
    right = []
    for r, n in enumerate(rows):
        last = (geo.columns - n) // 2 + n
        right.append((ox + last * cell + 14, oy + r * cell - (14 if r == 0 else 0)))
        right.append(
            (ox + last * cell + 14, oy + (r + 1) * cell + (14 if r == len(rows) - 1 else 0))
        )
    poly = outline + right[::-1]
    pygame.draw.polygon(bg, (20, 16, 12), [(x + 6, y + 10) for x, y in poly])
    pygame.draw.polygon(bg, (96, 88, 78), poly)
    pygame.draw.polygon(bg, (60, 54, 48), poly, 4)
    for sq, (r, c) in enumerate(geo.coords):
        rect = pygame.Rect(ox + c * cell + 5, oy + r * cell + 5, cell - 10, cell - 10)
        _stone_tile(bg, rect, rng)
        label = theme.text(geo.label(sq), "body", 16, (84, 78, 68))
        bg.blit(label, label.get_rect(bottomright=(rect.right - 6, rect.bottom - 3)))
    return bg


@cache
def card_surface(size: tuple[int, int]) -> pygame.Surface:
    """Game-selection card: a corner of the board, the totem and a ring of discs."""
    w, h = size
    s = pygame.Surface(size)
    for y in range(h):
        t = y / h
        s.fill((int(40 + 30 * t), int(52 + 10 * t), 40), (0, y, w, 1))
    cell = max(24, min(w, h) // 4)
    cx, cy = w // 2, h // 2 + cell // 4
    ring = (
        (0, 1, 3),
        (1, 1, 1),
        (1, 0, 4),
        (0, 0, 2),
        (0, -1, 2),
        (1, -1, 3),
        (0, 0, 1),
        (1, 1, 4),
    )
    rng = random.Random(4)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            rect = pygame.Rect(0, 0, cell - 6, cell - 6)
            rect.center = (cx + dx * cell, cy + dy * cell)
            _stone_tile(s, rect, rng)
    k = 0
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dx == dy == 0:
                continue
            seat, _, value = ring[k]
            k += 1
            disc = piece(seat, value, cell - 12)
            s.blit(disc, disc.get_rect(center=(cx + dx * cell, cy + dy * cell)))
    standing = totem(int(cell * 0.9), int(cell * 1.6))
    s.blit(standing, standing.get_rect(midbottom=(cx, cy + cell // 3)))
    return s


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen, by the `picture` keys of the data file."""
    if key == "board":
        cell = 40
        s = pygame.Surface((width, 7 * cell + 40), pygame.SRCALPHA)
        ox = (width - 7 * cell) // 2
        for r, c in geometry().coords:
            rect = pygame.Rect(ox + c * cell + 2, 20 + r * cell + 2, cell - 4, cell - 4)
            pygame.draw.rect(s, STONE_TOP, rect, border_radius=6)
        # A trapped totem: 2 + 4 + 3 + 1 = 10 for White against 3 + 4 + 1 + 2 = 10 for Red.
        ring = ((-1, -1, 0, 2), (-1, 0, 1, 3), (-1, 1, 0, 4), (0, -1, 1, 4),
                (0, 1, 0, 3), (1, -1, 1, 1), (1, 0, 0, 1), (1, 1, 1, 2))  # fmt: skip
        cx, cy = ox + 3 * cell + cell // 2, 20 + 3 * cell + cell // 2
        for dr, dc, seat, value in ring:
            disc = piece(seat, value, cell - 6)
            s.blit(disc, disc.get_rect(center=(cx + dc * cell, cy + dr * cell)))
        t = totem(30, cell - 4)
        s.blit(t, t.get_rect(center=(cx, cy)))
        return s
    if key == "pieces":
        s = pygame.Surface((width, 150), pygame.SRCALPHA)
        for seat in (0, 1):
            for i, v in enumerate(geometry().values):
                s.blit(piece(seat, v, 60), (10 + i * 74, 8 + seat * 72))
            counts = " ".join(
                f"{n}×{v}" for v, n in zip(geometry().values, geometry().counts, strict=True)
            )
            # TRANSLATORS: a side and its pieces in the rules picture ("White: 5×1 5×2 5×3 3×4")
            text = _("{side}: {counts}").format(side=side_name(seat), counts=counts)
            theme.blit_text(s, text, (316, 26 + seat * 72), "body", 18, theme.INK)
        return s
    if key in ("jump", "place"):
        cell = 64
        s = pygame.Surface((width, cell + 84), pygame.SRCALPHA)  # room for 2 lines of words
        row = ["T", 1, 3, ".", "."] if key == "jump" else [2, ".", "T", ".", 3]
        for i, item in enumerate(row):
            rect = pygame.Rect(10 + i * cell, 10, cell - 6, cell - 6)
            pygame.draw.rect(s, STONE_TOP, rect, border_radius=8)
            if item == "T":
                t = totem(40, 66)
                s.blit(t, t.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            elif isinstance(item, int):
                s.blit(piece(0, item, cell - 12), rect.move(0, 0).inflate(-6, -6))
        if key == "jump":
            target = pygame.Rect(10 + 3 * cell, 10, cell - 6, cell - 6)
            pygame.draw.rect(s, theme.GOLD_DARK, target, 4, border_radius=8)
            a, b = (10 + cell // 2, 12), (10 + 3 * cell + cell // 2, 12)
            pygame.draw.arc(s, theme.GOLD_DARK, (a[0], 0, b[0] - a[0], 40), 0, math.pi, 3)
            text = _("Over the unbroken run of your own 1 and 3, onto the first empty square.")
        else:
            for i in (1, 3):
                pygame.draw.rect(
                    s, theme.GOLD_DARK, (10 + i * cell, 10, cell - 6, cell - 6), 4, border_radius=8
                )
            text = _("Your piece goes next to the totem; anywhere only if no neighbour is free.")
        lines, size = theme.fit_lines(text, "body", 17, width - 20, 44, 13)
        theme.blit_lines(s, lines, (10, cell + 42), "body", size, theme.INK)
        return s
    return None
