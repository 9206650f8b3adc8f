"""Procedural art for Totem Village: villager tokens, huts, spell tokens, Tschukka birds and
carved totem pieces. Every surface is drawn once and cached."""

from __future__ import annotations

import math
from functools import cache

import pygame

from totemgame import i18n
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Spell
from totemgame.i18n import N_, _
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
# TRANSLATORS: a spell's name in two letters on its round token (Girls, Boys, Twins,
# Infertility, Plenty, Famine, Disease, Major cure, Minor cure, Youth)
SPELL_LABEL = {
    Spell.GIRLS: N_("Gi"), Spell.BOYS: N_("Bo"), Spell.TWINS: N_("Tw"), Spell.INFERTILITY: N_("In"),
    Spell.PLENTY: N_("Pl"), Spell.FAMINE: N_("Fa"), Spell.DISEASE: N_("Di"),
    Spell.MAJOR_CURE: N_("C+"), Spell.MINOR_CURE: N_("C-"), Spell.YOUTH: N_("Yo"),
}  # fmt: skip


# Each kind by shape as well as colour: age by the token's outline (children a small disc
# with a pale face, the young a full disc, the mature a square of a deeper shade, elders a
# hexagon), sex by the colour (rose for women and girls, blue for men and boys) and the figure
# (a dress, or a tunic with a spear for a man).
WOMAN_FILL, WOMAN_RIM = (244, 196, 208), (160, 48, 92)
MAN_FILL, MAN_RIM = (190, 214, 242), (36, 78, 150)
MATURE_WOMAN_FILL, MATURE_MAN_FILL = (232, 160, 182), (150, 186, 232)  # apart in a crowded hut
ELDER_FILL, ELDER_RIM = (222, 216, 204), (84, 74, 62)
CHILD_SCALE = 0.72  # a child's token beside an adult's


def kind_shape(kind: int) -> str:
    """The outline of a kind's token: 'small disc', 'disc', 'square' or 'hexagon'."""
    if kind in (GIRL, BOY):
        return "small disc"
    if kind in (YW, YM):
        return "disc"
    return "square" if kind in (MW, MM) else "hexagon"


@cache
def villager(kind: int, size: int) -> pygame.Surface:
    """A villager token in a `size` square cell: its outline says the age (see kind_shape),
    its colour and figure the sex; an elder has white hair and a staff."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    female = kind in (GIRL, YW, MW)
    fill, rim = (
        (ELDER_FILL, ELDER_RIM)
        if kind == ELDER
        else (WOMAN_FILL, WOMAN_RIM)
        if female
        else (MAN_FILL, MAN_RIM)
    )
    shape = kind_shape(kind)
    if shape == "small disc":  # a child: a pale face so it stays apart when tokens shrink
        fill = CHILD_FILL
    d = round(size * CHILD_SCALE) if shape == "small disc" else size
    box = pygame.Rect(0, 0, d, d)
    box.midbottom = (size // 2, size)  # a child stands on the same floor, shorter
    w = max(2, size // 14)
    if shape == "square":
        fill = MATURE_WOMAN_FILL if female else MATURE_MAN_FILL
        r = max(2, d // 9)
        pygame.draw.rect(s, rim, box, border_radius=r)
        pygame.draw.rect(s, fill, box.inflate(-2 * w, -2 * w), border_radius=max(2, r - w))
    elif shape == "hexagon":
        cx, cy, rad = box.centerx, box.centery, d / 2
        pts = [(cx + rad * math.cos(a), cy + rad * math.sin(a)) for a in _HEX]
        inner = [
            (cx + (rad - w * 1.2) * math.cos(a), cy + (rad - w * 1.2) * math.sin(a)) for a in _HEX
        ]
        pygame.draw.polygon(s, rim, pts)
        pygame.draw.polygon(s, fill, inner)
    else:
        pygame.draw.circle(s, rim, box.center, d // 2)
        pygame.draw.circle(s, fill, box.center, d // 2 - w)
    _figure(s, kind, box, female)
    return s


_HEX = [math.pi / 6 + i * math.pi / 3 for i in range(6)]


def _figure(s: pygame.Surface, kind: int, box: pygame.Rect, female: bool) -> None:
    """The person on a token: head, then a dress or a tunic and spear, or an elder's staff."""
    d = box.w
    c = box.centerx
    head_r = max(2, round(d * 0.12))
    top = box.y + round(d * 0.28)
    base_y = box.y + round(d * 0.86)
    body_w = max(4, round(d * 0.40))
    if kind == ELDER:
        pygame.draw.polygon(
            s, (120, 100, 80), [(c - body_w // 2, base_y), (c + body_w // 2, base_y), (c, top)]
        )
        pygame.draw.circle(s, SKIN, (c - 1, top), head_r)
        pygame.draw.circle(s, (250, 250, 250), (c - 1, top - 1), head_r, max(1, head_r // 2))
        x = c + body_w // 2 + 1
        pygame.draw.line(s, (90, 60, 30), (x, top - head_r), (x, base_y), max(2, d // 16))
        pygame.draw.circle(s, (90, 60, 30), (x, top - head_r), max(2, d // 14))
        return
    if female:
        pts = [(c - body_w // 2 - 1, base_y), (c + body_w // 2 + 1, base_y), (c, top + head_r - 1)]
        pygame.draw.polygon(s, DRESS, pts)
    else:
        body = pygame.Rect(0, 0, body_w - 2, base_y - top - head_r)
        body.midbottom = (c - 1, base_y)
        pygame.draw.rect(s, TUNIC, body, border_radius=2)
    if not female and kind != BOY:  # a man's spear (a boy has none yet)
        x = c + body_w // 2 + 1
        pygame.draw.line(s, (90, 60, 30), (x, top - head_r - 2), (x, base_y), max(1, d // 18))
        tip = max(2, d // 10)
        pygame.draw.polygon(
            s,
            (150, 150, 164),
            [
                (x - tip, top - head_r - 1),
                (x + tip, top - head_r - 1),
                (x, top - head_r - 2 * tip - 1),
            ],
        )
    pygame.draw.circle(s, SKIN, (c - 1, top), head_r)
    pygame.draw.circle(s, HAIR, (c - 1, top - head_r // 3), head_r, max(1, head_r // 2), True, True)
    if female and kind == GIRL:  # a girl's plaits
        pygame.draw.circle(s, HAIR, (c - 1 - head_r, top + 1), max(1, head_r // 2))
        pygame.draw.circle(s, HAIR, (c - 1 + head_r, top + 1), max(1, head_r // 2))


def spell_token(spell: Spell | None, size: int, revealed: bool = True) -> pygame.Surface:
    """A spell token (its label in the current language: drawn once per language)."""
    return _spell_token(spell, size, revealed, i18n.current())


@cache
def _spell_token(spell: Spell | None, size: int, revealed: bool, _lang: str) -> pygame.Surface:
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
            mark = theme.text(_(SPELL_LABEL[spell]), "bold", _label_size(size), (220, 200, 240))
            pygame.draw.circle(s, (30, 20, 30), (c, c), c - 6)
            s.blit(mark, mark.get_rect(center=(c, c)))
        return s
    # Face up: the spell's colour inside a gold rim (it acts now), unlike any back.
    pygame.draw.circle(s, (232, 190, 80), (c, c), c)
    pygame.draw.circle(s, SPELL_COLOUR[spell], (c, c), c - 3)
    label = theme.text(_(SPELL_LABEL[spell]), "bold", _label_size(size), theme.TEXT)
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
