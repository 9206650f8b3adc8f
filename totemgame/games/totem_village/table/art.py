"""Procedural art for Totem Village: villager tokens, huts, spell tokens, Tschukka birds and
carved totem pieces. Every surface is drawn once and cached."""

from __future__ import annotations

import math
from functools import cache

import pygame

from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Spell
from totemgame.ui import theme

SKIN = (196, 140, 96)
HAIR = (58, 36, 24)
GREY = (214, 210, 200)
DRESS = (186, 70, 96)
TUNIC = (70, 110, 150)
MATURE_FILL = (226, 200, 150)
CHILD_FILL = (246, 236, 214)
BACK = (92, 58, 120)  # the back of a spell token
SPELL_SHORT = {
    Spell.GIRLS: "♀", Spell.BOYS: "♂", Spell.TWINS: "2×", Spell.INFERTILITY: "0",
    Spell.PLENTY: "+", Spell.FAMINE: "−", Spell.DISEASE: "☠", Spell.MAJOR_CURE: "✚",
    Spell.MINOR_CURE: "+", Spell.YOUTH: "Y",
}  # fmt: skip
SPELL_COLOUR = {
    Spell.GIRLS: (200, 90, 130), Spell.BOYS: (70, 120, 190), Spell.TWINS: (232, 150, 60),
    Spell.INFERTILITY: (120, 110, 100), Spell.PLENTY: (80, 160, 80), Spell.FAMINE: (150, 90, 50),
    Spell.DISEASE: (60, 60, 60), Spell.MAJOR_CURE: (210, 60, 60), Spell.MINOR_CURE: (230, 140, 140),
    Spell.YOUTH: (90, 180, 200),
}  # fmt: skip
SPELL_LABEL = {
    Spell.GIRLS: "Gi", Spell.BOYS: "Bo", Spell.TWINS: "Tw", Spell.INFERTILITY: "In",
    Spell.PLENTY: "Pl", Spell.FAMINE: "Fa", Spell.DISEASE: "Di", Spell.MAJOR_CURE: "C+",
    Spell.MINOR_CURE: "C-", Spell.YOUTH: "Yo",
}  # fmt: skip


@cache
def villager(kind: int, size: int) -> pygame.Surface:
    """A round token: a figure whose size says child/adult, dress or spear says the sex,
    two or three notches say young or mature, white hair and a staff say elder."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    child = kind in (GIRL, BOY)
    if kind in (MW, MM):
        # Mature adults sit on a square token, the young on a round one: age reads by shape.
        pygame.draw.rect(s, (60, 40, 26), (0, 0, size, size), border_radius=max(3, size // 6))
        pygame.draw.rect(
            s, MATURE_FILL, (2, 2, size - 4, size - 4), border_radius=max(2, size // 6 - 2)
        )
    else:
        pygame.draw.circle(s, (60, 40, 26), (c, c), c)
        pygame.draw.circle(s, CHILD_FILL if child else theme.PARCHMENT, (c, c), c - 2)
    female = kind in (GIRL, YW, MW)
    scale = 0.66 if child else 0.95
    head_r = max(2, int(size * 0.11 * scale + 1))
    top = c - int(size * 0.30 * scale)
    body_h = int(size * 0.42 * scale)
    body_w = int(size * 0.34 * scale)
    base_y = top + head_r + body_h
    if kind == ELDER:
        pygame.draw.polygon(
            s,
            (120, 100, 80),
            [(c - body_w // 2, base_y), (c + body_w // 2, base_y), (c, top + head_r)],
        )
        pygame.draw.circle(s, SKIN, (c, top), head_r)
        pygame.draw.circle(s, GREY, (c, top - 1), head_r, max(1, head_r // 2))
        pygame.draw.line(
            s, (90, 60, 30), (c + body_w // 2 + 3, top), (c + body_w // 2 + 3, base_y + 2), 2
        )
        pygame.draw.circle(s, (90, 60, 30), (c + body_w // 2 + 3, top), 2)
        return s
    if female:
        pts = [(c - body_w // 2 - 1, base_y), (c + body_w // 2 + 1, base_y), (c, top + head_r)]
        pygame.draw.polygon(s, DRESS, pts)
    else:
        pygame.draw.rect(s, TUNIC, (c - body_w // 2 + 1, top + head_r + 1, body_w - 2, body_h - 1))
        pygame.draw.line(
            s, (90, 60, 30), (c + body_w // 2 + 2, top - 2), (c + body_w // 2 + 2, base_y), 2
        )
        pygame.draw.polygon(
            s, (160, 160, 170),
            [(c + body_w // 2 - 1, top - 2), (c + body_w // 2 + 5, top - 2), (c + body_w // 2 + 2, top - 7)],
        )  # fmt: skip
    pygame.draw.circle(s, SKIN, (c, top), head_r)
    pygame.draw.circle(s, HAIR, (c, top - head_r // 2), head_r, max(1, head_r // 2), True, True)
    # The printed tokens mark age with triangles on the rim: two for young, three for mature.
    notches = 2 if kind in (YW, YM) else 3 if kind in (MW, MM) else 0
    t = max(3, size // 6)
    for i in range(notches):
        x = c + (i - (notches - 1) / 2) * (t * 1.7)
        rim = size - 1 if notches == 3 else c + math.sqrt(max(0.0, (c - 1) ** 2 - (x - c) ** 2))
        tri = [(x - t * 0.7, rim), (x + t * 0.7, rim), (x, rim - t)]
        pygame.draw.polygon(s, (60, 40, 26), tri)
    return s


@cache
def spell_token(spell: Spell | None, size: int, revealed: bool = True) -> pygame.Surface:
    """A spell disc: face up shows its symbol and short name, face down only the back."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    if spell is None or not revealed:
        pygame.draw.circle(s, (30, 20, 30), (c, c), c)
        pygame.draw.circle(s, BACK, (c, c), c - 2)
        for i in range(6):
            a = i * math.pi / 3
            pygame.draw.line(
                s,
                (170, 140, 200),
                (c, c),
                (c + math.cos(a) * (c - 5), c + math.sin(a) * (c - 5)),
                2,
            )
        pygame.draw.circle(s, (170, 140, 200), (c, c), max(2, c // 4))
        if spell is not None:  # your own face-down spell: its name on the back, in italics of
            # a kind: a small dark window in the purple back (revealed spells are coloured)
            mark = theme.text(SPELL_LABEL[spell], "bold", _label_size(size), (220, 200, 240))
            pygame.draw.circle(s, (30, 20, 30), (c, c), c - 6)
            s.blit(mark, mark.get_rect(center=(c, c)))
        return s
    # Face up: the spell's colour inside a gold rim (it acts now), unlike any back.
    pygame.draw.circle(s, (232, 190, 80), (c, c), c)
    pygame.draw.circle(s, SPELL_COLOUR[spell], (c, c), c - 3)
    label = theme.text(SPELL_LABEL[spell], "bold", _label_size(size), theme.TEXT)
    s.blit(label, label.get_rect(center=(c, c)))
    return s


def _label_size(size: int) -> int:
    return 16 if size >= 28 else 13


@cache
def bird(size: int) -> pygame.Surface:
    """A Tschukka bird, side view."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    w = size
    pygame.draw.ellipse(s, (150, 96, 52), (w * 0.12, w * 0.35, w * 0.62, w * 0.42))
    pygame.draw.circle(s, (170, 110, 60), (int(w * 0.72), int(w * 0.34)), int(w * 0.16))
    pygame.draw.polygon(
        s, (240, 190, 60), [(w * 0.84, w * 0.3), (w * 0.99, w * 0.36), (w * 0.84, w * 0.4)]
    )
    pygame.draw.circle(s, (20, 10, 10), (int(w * 0.75), int(w * 0.31)), max(1, w // 18))
    pygame.draw.polygon(
        s, (110, 70, 40), [(w * 0.14, w * 0.45), (w * 0.0, w * 0.3), (w * 0.05, w * 0.55)]
    )
    pygame.draw.line(s, (200, 150, 60), (w * 0.4, w * 0.76), (w * 0.38, w * 0.95), 2)
    pygame.draw.line(s, (200, 150, 60), (w * 0.52, w * 0.76), (w * 0.54, w * 0.95), 2)
    return s


@cache
def totem_piece(colour: tuple[int, int, int], w: int, h: int, index: int) -> pygame.Surface:
    """One carved Tschukka piece: a head with a downward beak and spread wings."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    dark = tuple(max(0, int(v * 0.55)) for v in colour)
    light = tuple(min(255, int(v * 1.25) + 20) for v in colour)
    wing = pygame.Rect(0, h * 0.25, w, h * 0.4)
    pygame.draw.ellipse(s, dark, wing)
    head = pygame.Rect(w * 0.22, 1, w * 0.56, h - 2)
    pygame.draw.rect(s, colour, head, border_radius=6)
    pygame.draw.rect(s, dark, head, 2, border_radius=6)
    for ex in (0.38, 0.62):
        pygame.draw.circle(s, light, (int(w * ex), int(h * 0.35)), max(2, h // 7))
        pygame.draw.circle(s, (20, 10, 10), (int(w * ex), int(h * 0.35)), max(1, h // 14))
    pygame.draw.polygon(
        s, (240, 200, 80), [(w * 0.44, h * 0.55), (w * 0.56, h * 0.55), (w * 0.5, h * 0.92)]
    )
    if index % 2:
        pygame.draw.line(
            s, light, (head.x + 4, head.bottom - 4), (head.right - 4, head.bottom - 4), 2
        )
    return s


@cache
def hut(colour: tuple[int, int, int], w: int, h: int) -> pygame.Surface:
    """A thatched hut in the family colour; its floor is where villagers stand."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    roof_h = 26
    body = pygame.Rect(2, roof_h - 4, w - 4, h - roof_h + 2)
    pygame.draw.rect(s, (222, 200, 160), body, border_radius=8)
    pygame.draw.rect(s, colour, body, 4, border_radius=8)
    pygame.draw.polygon(s, (150, 110, 50), [(-2, roof_h + 2), (w // 2, 0), (w + 2, roof_h + 2)])
    pygame.draw.polygon(s, colour, [(6, roof_h), (w // 2, 4), (w - 6, roof_h)], 3)
    for i in range(5):
        x = 14 + i * (w - 28) // 4
        pygame.draw.line(s, (120, 86, 40), (x, roof_h - 2), (w // 2 + (x - w // 2) // 3, 8), 1)
    return s


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card: a hut, a family and a totem."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((64, 96, 52))
    pygame.draw.rect(s, (104, 84, 52), (0, h * 0.7, w, h * 0.3))
    hw = int(w * 0.42)
    s.blit(hut((206, 62, 50), hw, int(h * 0.6)), (int(w * 0.06), int(h * 0.3)))
    tok = max(16, hw // 3)
    for i, k in enumerate((YW, MM, ELDER)):
        s.blit(villager(k, tok), (int(w * 0.06) + 6 + i * (tok + 2), int(h * 0.62)))
    pw, ph = int(w * 0.26), max(14, int(h * 0.12))
    for i in range(5):
        s.blit(
            totem_piece((52, 110, 200), pw, ph, i), (int(w * 0.62), int(h * 0.86) - (i + 1) * ph)
        )
    b = max(16, w // 8)
    s.blit(bird(b), (int(w * 0.85) - b // 2, int(h * 0.78)))
    return s
