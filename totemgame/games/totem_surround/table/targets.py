"""The glowing choices of the viewer's turn on the Totem Surround board: each destination of
the totem outlined, and for a jump a dotted hop over the run with a ring on each piece it
passes (the dots never cover a piece's value). The choices are the session's legal moves.
The hint's glow and the mark of a reviewed game's move go on the same squares.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from totemgame.engine.game import Action
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table.layout import DISC, pick_rect, square_centre, square_rect
from totemgame.ui import theme
from totemgame.ui.hint_glow import draw_hint_glow, draw_played_mark


def draw_destinations(
    surface: pygame.Surface,
    totem: int,
    moves: Mapping[int, tuple[int, ...]],
    hover: int | None,
    glow: float,
) -> None:
    """The totem's destinations (`moves`: each with the run a jump passes over), the hovered
    one brighter; `glow` pulses 0..1."""
    tc = square_centre(totem)
    for sq, run in moves.items():
        rect = square_rect(sq)
        hot = sq == hover
        colour = theme.GOLD_BRIGHT if hot else theme.GOLD
        pygame.draw.rect(
            surface, colour, rect, 3 + int(glow * 2) + (2 if hot else 0), border_radius=9
        )
        if run:  # a jump: a dotted path over the run and a mark on each piece passed over
            end = square_centre(sq)
            passed = [square_centre(p) for p in run]
            steps = 4 * (len(run) + 1)
            for k in range(1, steps):
                t = k / steps
                x = tc[0] + (end[0] - tc[0]) * t
                y = tc[1] + (end[1] - tc[1]) * t - math.sin(math.pi * t) * 22
                dot = (int(x), int(y))
                if any(math.dist(dot, c) < DISC // 2 + 6 for c in passed):
                    continue  # a dot on a piece would hide its value (a II read as H)
                pygame.draw.circle(surface, (40, 26, 14), dot, 7 if hot else 6)
                pygame.draw.circle(surface, colour, dot, 5 if hot else 4)
            for p in run:
                pygame.draw.circle(
                    surface, colour, square_centre(p), DISC // 2 + 3, 3 if hot else 2
                )


def draw_hint(
    surface: pygame.Surface, hint: Action | None, played: Action | None, time: float
) -> None:
    """Glow on the hinted square (and the hinted piece in the picker); in a replay opened
    from a review, the square of the move played is marked too."""
    if isinstance(played, MoveTotem | PlacePiece):
        square = played.to if isinstance(played, MoveTotem) else played.square
        draw_played_mark(surface, square_rect(square), inside=True)
    # The hinted square is empty: its tag goes inside it, so the totem or a piece's value
    # on the square above stays in sight.
    if isinstance(hint, MoveTotem):
        draw_hint_glow(surface, square_rect(hint.to), time, inside=True)
    elif isinstance(hint, PlacePiece):
        draw_hint_glow(surface, square_rect(hint.square), time, inside=True)
        values = geometry().values
        if hint.value in values:
            draw_hint_glow(surface, pick_rect(values.index(hint.value)), time, tag=False)
