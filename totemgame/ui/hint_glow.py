"""The hint highlight: a pulsing outline plus a "HINT" tag, drawn by each game's scene around
the card, tiki, hut or cell the Hard AI suggests (text as well as colour, for colour-blindness);
and, in a replay opened from a review, a steady "PLAYED" outline on the move that was made.
"""

from __future__ import annotations

import math

import pygame

from totemgame.i18n import _
from totemgame.ui import theme

HINT_COLOUR = (120, 230, 200)  # a cool teal: stands out from the tables' warm golds and woods
PLAYED_COLOUR = (236, 120, 168)  # a pink: the move a review says was played, beside the hint
TAG_SIZE = 16


def draw_hint_glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    time_s: float,
    tag: bool = True,
    radius: int = 12,
    corner: bool = False,
    inside: bool = False,
) -> None:
    """Outline `rect` with a pulsing hint glow; `tag` adds a small "HINT" label above it
    (`corner`: on its top-left corner instead, when the space above is taken; `inside`: along
    the top inside an empty `rect`, when the space above holds pieces that must stay seen)."""
    pulse = 0.5 + 0.5 * math.sin(time_s * 6.0)
    width = 3 + int(pulse * 2)
    pygame.draw.rect(surface, HINT_COLOUR, rect.inflate(10, 10), width, border_radius=radius)
    if not tag:
        return
    label = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP)  # cached by theme.text
    box = label.get_rect().inflate(12, 4)
    if corner:
        box.midleft = (rect.x + 4, rect.top - 4)
    elif inside:
        box.midtop = (rect.centerx, rect.top + 4)
    else:
        box.midbottom = (rect.centerx, rect.top - 6)
    box.clamp_ip(surface.get_clip() or surface.get_rect())
    pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=6)
    surface.blit(label, label.get_rect(center=box.center))


def draw_played_mark(
    surface: pygame.Surface, rect: pygame.Rect, tag: bool = True, inside: bool = False
) -> None:
    """Outline `rect` steadily (no pulse) as the move played, with a "PLAYED" tag below it
    (`inside`: along the bottom inside `rect`): a replay opened from a review draws it beside
    the hint's glow on the better move."""
    pygame.draw.rect(surface, PLAYED_COLOUR, rect.inflate(16, 16), 3, border_radius=14)
    if not tag:
        return
    # TRANSLATORS: the tag on the move a player made, in a replay opened from the review
    label = theme.text(_("PLAYED"), "bold", TAG_SIZE, theme.BG_DEEP)
    box = label.get_rect().inflate(12, 4)
    if inside:
        box.midbottom = (rect.centerx, rect.bottom - 4)
    else:
        box.midtop = (rect.centerx, rect.bottom + 8)
    box.clamp_ip(surface.get_clip() or surface.get_rect())
    pygame.draw.rect(surface, PLAYED_COLOUR, box, border_radius=6)
    surface.blit(label, label.get_rect(center=box.center))
