"""The Totem Surround score box: each side's sum around the totem now, or what the hovered
legal square would give (red when that move ends the game), and the final score once it is
over.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.games.totem_surround.table import art
from totemgame.games.totem_surround.table.layout import SCORE_BOX
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _
from totemgame.ui import draw, theme


def draw_score_box(
    surface: pygame.Surface,
    view: SurroundView,
    preview: tuple[tuple[int, int], str, str, bool] | None,
    names: Sequence[str],
    colour_blind: bool,
) -> None:
    """The box above the picker (`preview`: the hovered square's sums, note, title and whether
    it ends the game; None: the sums as they stand)."""
    draw.parchment(surface, SCORE_BOX, 10, shadow=False)
    title = _("Final score") if view.over else _("Around the totem now")
    scores, colour = view.scores, theme.INK
    if preview is not None:  # what the hovered square would give
        scores, _note, title, ends = preview
        colour = theme.DANGER if ends else theme.INK_SOFT
    size = theme.fit_size(title, "bold", 18, SCORE_BOX.w - 16, 13)
    at = (SCORE_BOX.centerx, SCORE_BOX.y + 8)
    theme.blit_text(surface, title, at, "bold", size, colour, anchor="midtop")
    for seat in (0, 1):
        y = SCORE_BOX.y + 40 + seat * 52
        disc = art.piece(seat, 1, 40, colour_blind)
        surface.blit(disc, (SCORE_BOX.x + 12, y))
        name = names[seat]
        if len(name) > 12:
            name = name[:11] + "…"
        theme.blit_text(surface, name, (SCORE_BOX.x + 60, y + 2), "bold", 18, theme.INK)
        # TRANSLATORS: under a player's name in the score box: their pieces on the board
        on_board = _("{n} on board").format(n=view.pieces[seat])
        at = (SCORE_BOX.x + 60, y + 22)
        theme.blit_text(surface, on_board, at, "body", 16, theme.INK_SOFT)
        at = (SCORE_BOX.right - 14, y + 20)
        theme.blit_text(surface, str(scores[seat]), at, "heading", 32, colour, "midright")
