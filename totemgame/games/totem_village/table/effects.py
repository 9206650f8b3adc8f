"""The overlays of Totem Village's resolving phases: each step's label and glow on the hut,
band or enclosure it concerns, and the birds flying in at the hunt."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from totemgame.games.totem_village.table import art
from totemgame.i18n import N_
from totemgame.ui import theme

# The step labels (templates, translated where they are filled).
ANIMATED = {
    "births": (N_("+{girls:girl}, +{boys:boy}"), (90, 200, 90)),
    "hunt": (N_("+{birds:bird}"), (240, 200, 90)),
    "starved": (N_("starved"), (230, 90, 70)),
    "disease": (N_("−{dead} to disease"), (230, 90, 70)),
    "aged": (N_("a generation passes"), (200, 200, 230)),
    "wiped_out": (N_("wiped out!"), (230, 90, 70)),
    "replacement": (N_("a new family"), (120, 200, 230)),
    "elder_lost": (N_("no elder: totem {height}"), (230, 120, 70)),
    "elder_lost_kept": (N_("no elder: no piece this round"), (230, 120, 70)),
    "totem_piece": (N_("+1 totem piece"), (250, 214, 112)),
    "consolation": (N_("+1 bird"), (240, 200, 90)),
    "spell_revealed": (N_("{spell}!"), (200, 160, 250)),
    "kept_young": (N_("stays young"), (120, 200, 230)),
}
STEP_SECONDS = 0.9
BAND_TOP = 62  # a band's hut counts end above this (its huts start 30 px down, roofs 28 px)
ROOF_TOP = 32  # a hut's or enclosure's count (roof, "hunt +2") ends above this
BOARD = pygame.Rect(8, 48, 884, 494)  # between the phase track and the panel: labels stay in


@dataclass
class Effect:
    """One overlay of a resolving phase."""

    text: str
    colour: tuple[int, int, int]
    rect: pygame.Rect
    birds: int = 0


def draw_effects(surface: pygame.Surface, effects: list[Effect], p: float) -> None:
    """The overlays of one resolving step, `p` (0-1) of the way through it."""
    alpha = 1.0 - max(0.0, (p - 0.7) / 0.3)
    for e in effects:
        glow = e.rect.inflate(6, 6)
        pygame.draw.rect(surface, e.colour, glow, 3, border_radius=10)
        for i in range(e.birds):
            start = (450, 300)
            end = (e.rect.x + 6 + (i % 2) * 28, e.rect.y + 64 + (i // 2) * 28)
            t = min(1.0, max(0.0, p * 1.4 - i * 0.08))
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - 40 * (1 - (2 * t - 1) ** 2)
            surface.blit(art.bird(26), (x, y))
        label = theme.text(e.text, "bold", 20, e.colour)
        box = label_box(e, label.get_size(), p)
        if alpha > 0.05:
            pygame.draw.rect(surface, (30, 20, 14), box, border_radius=8)
            surface.blit(label, label.get_rect(center=box.center))


def label_box(e: Effect, size: tuple[int, int], p: float) -> pygame.Rect:
    """Where `e`'s label (of `size`) is at `p`: below the title bar and the huts' counts
    (their roofs), rising a little; a band's label starts under its hut counts, a hut's or
    an enclosure's under its roof. A label wider than a hut at the board's edge stays whole
    on the board."""
    y = e.rect.y + (BAND_TOP if e.rect.h > 200 else ROOF_TOP) + 10 * (1 - p)
    box = pygame.Rect((0, 0), size).move(e.rect.centerx - size[0] // 2, int(y) + 3).inflate(12, 6)
    return box.clamp(BOARD)
