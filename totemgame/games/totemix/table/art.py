"""Procedural art for Totemix: resource and deposit icons, carved animal totem pieces, bases.

Every icon differs in shape as well as colour (gem facets, coin ring, stone lump, smoke puffs,
scroll, X), so colour never carries the meaning alone. Drawn at twice the size, smoothed down
once and cached.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from totemgame.ui import theme

SS = 2
OUTLINE = (40, 26, 16)

ANIMAL_COLOURS = {
    "Monkey": (150, 96, 58),
    "Toucan": (40, 40, 48),
    "Jaguar": (222, 160, 52),
    "Eagle": (120, 84, 52),
    "Crocodile": (70, 132, 70),
    "Monkey God": (196, 72, 52),
    "Frog": (96, 176, 78),
    "Snake": (150, 170, 60),
    "Tortoise": (90, 118, 82),
}


def _smooth(s: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(s, (w, h))


@cache
def resource_icon(res: str, size: int) -> pygame.Surface:
    """A round-ish icon for a resource: crystal, gold, stone, ruby, smoke, papyrus, base, x."""
    S = size * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = S / 2
    lw = max(2, S // 16)
    if res == "crystal":  # a tall hexagonal gem, pale blue
        pts = [(c, S * 0.06), (S * 0.8, S * 0.3), (S * 0.8, S * 0.7), (c, S * 0.94),
               (S * 0.2, S * 0.7), (S * 0.2, S * 0.3)]  # fmt: skip
        pygame.draw.polygon(s, (120, 200, 240), pts)
        pygame.draw.polygon(s, (200, 240, 255), [pts[0], pts[1], (c, c), pts[5]])
        pygame.draw.line(s, (60, 130, 180), (c, S * 0.06), (c, S * 0.94), lw // 2 + 1)
        pygame.draw.polygon(s, OUTLINE, pts, lw)
    elif res == "gold":  # a coin with a ring and a sun mark
        pygame.draw.circle(s, (230, 182, 40), (c, c), S * 0.44)
        pygame.draw.circle(s, (255, 222, 110), (c, c), S * 0.32)
        pygame.draw.circle(s, (176, 128, 20), (c, c), S * 0.32, lw)
        pygame.draw.circle(s, (176, 128, 20), (c, c), S * 0.1)
        pygame.draw.circle(s, OUTLINE, (c, c), S * 0.44, lw)
    elif res == "stone":  # an irregular lump of warm brown-grey rock
        pts = [(S * 0.18, S * 0.62), (S * 0.26, S * 0.3), (S * 0.52, S * 0.16), (S * 0.8, S * 0.32),
               (S * 0.86, S * 0.66), (S * 0.6, S * 0.86), (S * 0.3, S * 0.84)]  # fmt: skip
        pygame.draw.polygon(s, (128, 114, 96), pts)
        pygame.draw.polygon(s, (168, 154, 134), pts[:4] + [(c, c)])
        pygame.draw.polygon(s, OUTLINE, pts, lw)
    elif res == "ruby":  # a wide cut gem, red, with a table facet
        pts = [(S * 0.28, S * 0.2), (S * 0.72, S * 0.2), (S * 0.92, S * 0.42), (c, S * 0.9),
               (S * 0.08, S * 0.42)]  # fmt: skip
        pygame.draw.polygon(s, (204, 36, 60), pts)
        pygame.draw.polygon(
            s, (250, 120, 130), [pts[0], pts[1], (S * 0.62, S * 0.42), (S * 0.38, S * 0.42)]
        )
        pygame.draw.line(s, (120, 10, 30), (S * 0.08, S * 0.42), (S * 0.92, S * 0.42), lw // 2 + 1)
        pygame.draw.polygon(s, OUTLINE, pts, lw)
    elif res == "smoke":  # three lilac puffs (stone and smoke differ by colour too, not only shape)
        for x, y, r in ((0.34, 0.6, 0.22), (0.6, 0.56, 0.24), (0.5, 0.34, 0.2)):
            pygame.draw.circle(s, OUTLINE, (S * x, S * y), S * r + lw)
        for x, y, r in ((0.34, 0.6, 0.22), (0.6, 0.56, 0.24), (0.5, 0.34, 0.2)):
            pygame.draw.circle(s, (196, 168, 230), (S * x, S * y), S * r)
        pygame.draw.circle(s, (232, 220, 248), (S * 0.46, S * 0.3), S * 0.08)
    elif res == "papyrus":  # a scroll with rolled ends and lines
        body = pygame.Rect(S * 0.2, S * 0.2, S * 0.6, S * 0.6)
        pygame.draw.rect(s, (240, 222, 160), body)
        pygame.draw.rect(s, OUTLINE, body, lw)
        for y in (0.2, 0.8):
            pygame.draw.ellipse(
                s, (210, 180, 110), (S * 0.12, S * y - S * 0.08, S * 0.76, S * 0.16)
            )
            pygame.draw.ellipse(s, OUTLINE, (S * 0.12, S * y - S * 0.08, S * 0.76, S * 0.16), lw)
        for y in (0.38, 0.5, 0.62):
            pygame.draw.line(s, (150, 120, 70), (S * 0.3, S * y), (S * 0.7, S * y), lw // 2 + 1)
    elif res == "base":  # a plain wooden block
        block = pygame.Rect(S * 0.14, S * 0.24, S * 0.72, S * 0.52)
        pygame.draw.rect(s, (170, 120, 72), block, border_radius=S // 12)
        for y in (0.38, 0.52, 0.64):
            pygame.draw.line(s, (130, 86, 48), (S * 0.2, S * y), (S * 0.8, S * y), lw // 2 + 1)
        pygame.draw.rect(s, OUTLINE, block, lw, border_radius=S // 12)
    elif res == "x":  # a bold X on a purple disc
        pygame.draw.circle(s, (120, 60, 170), (c, c), S * 0.44)
        pygame.draw.circle(s, OUTLINE, (c, c), S * 0.44, lw)
        w = max(3, S // 7)
        pygame.draw.line(s, (255, 240, 200), (S * 0.3, S * 0.3), (S * 0.7, S * 0.7), w)
        pygame.draw.line(s, (255, 240, 200), (S * 0.7, S * 0.3), (S * 0.3, S * 0.7), w)
    return _smooth(s, size, size)


@cache
def deposit_icon(deposit: str, size: int) -> pygame.Surface:
    """The big square of a deposit: Crystal Mask, Quarry, Temple, Gold Mask."""
    S = size * SS
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    bg = {"crystal_mask": (60, 120, 160), "quarry": (110, 100, 90), "temple": (70, 120, 80),
          "gold_mask": (150, 110, 30)}[deposit]  # fmt: skip
    pygame.draw.rect(s, bg, (0, 0, S, S), border_radius=S // 8)
    pygame.draw.rect(s, OUTLINE, (0, 0, S, S), max(2, S // 24), border_radius=S // 8)
    lw = max(2, S // 20)
    if deposit in ("crystal_mask", "gold_mask"):
        face = (150, 220, 250) if deposit == "crystal_mask" else (250, 204, 70)
        mask = pygame.Rect(S * 0.18, S * 0.14, S * 0.64, S * 0.74)
        pygame.draw.ellipse(s, face, mask)
        pygame.draw.ellipse(s, OUTLINE, mask, lw)
        for x in (0.36, 0.64):
            pygame.draw.ellipse(s, OUTLINE, (S * x - S * 0.09, S * 0.36, S * 0.18, S * 0.1))
        pygame.draw.line(s, OUTLINE, (S * 0.4, S * 0.7), (S * 0.6, S * 0.7), lw)
        if deposit == "crystal_mask":
            pygame.draw.polygon(
                s,
                (220, 250, 255),
                [
                    (S * 0.5, S * 0.16),
                    (S * 0.56, S * 0.3),
                    (S * 0.5, S * 0.36),
                    (S * 0.44, S * 0.3),
                ],
            )
    elif deposit == "quarry":
        for x, y in ((0.3, 0.66), (0.62, 0.66), (0.46, 0.44)):
            pygame.draw.circle(s, (170, 164, 150), (S * x, S * y), S * 0.16)
            pygame.draw.circle(s, OUTLINE, (S * x, S * y), S * 0.16, lw)
        pygame.draw.line(s, (90, 60, 30), (S * 0.6, S * 0.16), (S * 0.86, S * 0.42), lw * 2)
        pygame.draw.arc(
            s, (200, 200, 210), (S * 0.5, S * 0.06, S * 0.42, S * 0.3), 0.3, 2.6, lw * 2
        )
    elif deposit == "temple":
        for i in range(4):
            w = 0.8 - i * 0.16
            pygame.draw.rect(
                s, (200, 184, 140), (S * (0.5 - w / 2), S * (0.76 - i * 0.16), S * w, S * 0.16)
            )
            pygame.draw.rect(
                s, OUTLINE, (S * (0.5 - w / 2), S * (0.76 - i * 0.16), S * w, S * 0.16), lw // 2 + 1
            )
    return _smooth(s, size, size)


@cache
def piece_surface(animal: str, levels: int, carved: bool, w: int, level_h: int) -> pygame.Surface:
    """A totem piece: an animal carved on 1 or 2 levels, or a plain uncarved base."""
    h = levels * level_h
    W, H = w * SS, h * SS
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    lw = 2 * SS
    if not carved:
        body = pygame.Rect(W * 0.14, 0, W * 0.72, H)
        pygame.draw.rect(s, (176, 128, 80), body)
        for i in range(4):
            y = H * (0.2 + 0.2 * i)
            pygame.draw.arc(
                s, (136, 92, 52), (W * 0.2, y - H * 0.1, W * 0.6, H * 0.2), 3.4, 6.0, SS
            )
        pygame.draw.rect(s, OUTLINE, body, lw)
        return _smooth(s, w, h)
    colour = ANIMAL_COLOURS.get(animal, (140, 100, 60))
    dark = tuple(int(c * 0.6) for c in colour)
    light = tuple(min(255, int(c * 1.3 + 30)) for c in colour)
    body = pygame.Rect(W * 0.08, 0, W * 0.84, H)
    pygame.draw.rect(s, colour, body, border_radius=W // 10)
    pygame.draw.rect(
        s, light, (body.x + lw, body.y + lw, body.w - 2 * lw, H * 0.14), border_radius=W // 12
    )
    pygame.draw.rect(s, dark, (body.x + lw, body.bottom - H * 0.1, body.w - 2 * lw, H * 0.08))
    cx, eye_y = W / 2, H * (0.32 if levels == 1 else 0.22)
    er = W * 0.09
    for dx in (-0.2, 0.2):
        pygame.draw.circle(s, (250, 244, 228), (cx + dx * W, eye_y), er)
        pygame.draw.circle(s, OUTLINE, (cx + dx * W, eye_y), er * 0.5)
        pygame.draw.circle(s, OUTLINE, (cx + dx * W, eye_y), er, SS)
    _features(s, animal, W, H, levels, cx, eye_y, dark, light)
    # Yellow border: carved pieces score (the rulebook's yellow frame).
    pygame.draw.rect(s, (240, 200, 60), body, lw + SS, border_radius=W // 10)
    pygame.draw.rect(s, OUTLINE, body.inflate(SS, SS), SS, border_radius=W // 10)
    return _smooth(s, w, h)


def _features(
    s: pygame.Surface,
    animal: str,
    W: int,
    H: int,
    levels: int,
    cx: float,
    eye_y: float,
    dark: tuple[int, ...],
    light: tuple[int, ...],
) -> None:
    """The animal's own carving under the eyes: a beak, a snout, a mouth, a shell..."""
    lw = 2 * SS
    mouth_y = eye_y + H * (0.3 if levels == 1 else 0.18)
    if animal in ("Toucan", "Eagle"):
        tip = (cx, mouth_y + H * 0.12) if animal == "Eagle" else (cx + W * 0.34, mouth_y)
        col = (250, 150, 30) if animal == "Toucan" else (240, 200, 80)
        pts = [(cx - W * 0.12, eye_y + H * 0.08), (cx + W * 0.12, eye_y + H * 0.08), tip]
        pygame.draw.polygon(s, col, pts)
        pygame.draw.polygon(s, OUTLINE, pts, SS)
        if animal == "Eagle" and levels == 2:  # wings on the lower level
            for side in (-1, 1):
                wing = [
                    (cx + side * W * 0.1, H * 0.62),
                    (cx + side * W * 0.42, H * 0.56),
                    (cx + side * W * 0.3, H * 0.88),
                ]
                pygame.draw.polygon(s, light, wing)
                pygame.draw.polygon(s, OUTLINE, wing, SS)
    elif animal in ("Crocodile",):
        jaw = pygame.Rect(cx - W * 0.3, mouth_y - H * 0.05, W * 0.6, H * 0.14)
        pygame.draw.rect(s, light, jaw, border_radius=SS * 3)
        for i in range(6):
            x = jaw.x + jaw.w * (i + 0.5) / 6
            pygame.draw.polygon(
                s,
                (250, 250, 240),
                [(x - W * 0.03, jaw.y), (x + W * 0.03, jaw.y), (x, jaw.y + jaw.h * 0.5)],
            )
        pygame.draw.rect(s, OUTLINE, jaw, SS, border_radius=SS * 3)
    elif animal in ("Frog",):
        pygame.draw.arc(
            s, OUTLINE, (cx - W * 0.32, mouth_y - H * 0.2, W * 0.64, H * 0.3), 3.5, 5.9, lw
        )
    elif animal in ("Snake",):
        pts = [
            (cx - W * 0.3 + i * W * 0.1, mouth_y + math.sin(i * 1.4) * H * 0.05) for i in range(7)
        ]
        pygame.draw.lines(s, OUTLINE, False, pts, lw)
        pygame.draw.line(s, (220, 40, 40), (cx, mouth_y), (cx, mouth_y + H * 0.1), SS * 2)
    elif animal in ("Tortoise",):
        shell = pygame.Rect(cx - W * 0.32, H * 0.52, W * 0.64, H * 0.36)
        pygame.draw.ellipse(s, light, shell)
        for dx in (-0.14, 0.0, 0.14):
            pygame.draw.circle(s, dark, (cx + dx * W, shell.centery), W * 0.06, SS)
        pygame.draw.ellipse(s, OUTLINE, shell, SS)
    elif animal in ("Jaguar",):
        for dx, dy in ((-0.28, 0.1), (0.28, 0.16), (-0.2, 0.3), (0.24, 0.34)):
            pygame.draw.circle(s, dark, (cx + dx * W, eye_y + dy * H), W * 0.04)
        pygame.draw.polygon(
            s,
            OUTLINE,
            [
                (cx - W * 0.06, mouth_y - H * 0.06),
                (cx + W * 0.06, mouth_y - H * 0.06),
                (cx, mouth_y),
            ],
        )
        pygame.draw.arc(
            s, OUTLINE, (cx - W * 0.16, mouth_y - H * 0.04, W * 0.32, H * 0.1), 3.4, 6.0, SS
        )
    else:  # Monkey, Monkey God: ears, a muzzle, a crown for the god
        for side in (-1, 1):
            pygame.draw.circle(s, light, (cx + side * W * 0.4, eye_y), W * 0.08)
            pygame.draw.circle(s, OUTLINE, (cx + side * W * 0.4, eye_y), W * 0.08, SS)
        muzzle = pygame.Rect(cx - W * 0.2, mouth_y - H * 0.1, W * 0.4, H * 0.16)
        pygame.draw.ellipse(s, light, muzzle)
        pygame.draw.arc(s, OUTLINE, muzzle.inflate(-W * 0.1, -H * 0.04), 3.5, 5.9, SS)
        if animal == "Monkey God":
            for i in range(5):
                x = W * (0.22 + i * 0.14)
                pygame.draw.polygon(
                    s, (250, 210, 60), [(x - W * 0.05, H * 0.06), (x + W * 0.05, H * 0.06), (x, 0)]
                )
            pygame.draw.rect(s, (250, 210, 60), (W * 0.16, H * 0.05, W * 0.68, H * 0.04))


@cache
def card_art(size: tuple[int, int]) -> pygame.Surface:
    """The game-selection card: a small totem of three carved pieces on a jungle dusk."""
    w, h = size
    s = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        s.fill((int(40 + 30 * t), int(70 - 30 * t), int(70 - 40 * t)), (0, y, w, 1))
    level = max(12, h // 6)
    pw = max(24, w // 4)
    x = w // 2 - pw // 2
    y = h - 8
    for animal, lv in (("Tortoise", 2), ("Frog", 1), ("Eagle", 2)):
        piece = piece_surface(animal, lv, True, pw, level)
        y -= piece.get_height()
        s.blit(piece, (x, y))
    for i, res in enumerate(("crystal", "gold", "ruby", "stone")):
        icon = resource_icon(res, max(16, w // 7))
        s.blit(icon, (8 + (i % 2) * (icon.get_width() + 4), 8 + (i // 2) * (icon.get_height() + 4)))
    pygame.draw.rect(s, theme.GOLD_DARK, s.get_rect(), 2)
    return s
