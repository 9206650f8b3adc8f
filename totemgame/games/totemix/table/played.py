"""The move played, in a replay opened from a review: a steady PLAYED outline beside the
hint's glow on the better move. A mark outlines its field on the sheet; a bid, Auto, Unmark
last or Done outlines the action box, where the move is named (the buttons are not shown in
a replay)."""

from __future__ import annotations

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemix.actions import AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.table.elements import field_rect
from totemgame.games.totemix.table.layout import ACTION
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import PLAYED_COLOUR, draw_played_mark


def move_words(action: Action) -> str:
    """The played move as its button says it ('' for a mark, drawn on its field)."""
    if isinstance(action, Bid):
        return ngettext("Bid {n} crystal", "Bid {n} crystals", action.amount).format(
            n=action.amount
        )
    if isinstance(action, AutoPlace):
        return _("Auto")
    if isinstance(action, Unmark):
        return pgettext("marking", "Unmark last")
    if isinstance(action, Confirm):
        return _("Done")
    return ""


def played_rect(view: TotemixView, action: Action) -> pygame.Rect | None:
    """Where the played move is outlined: its field, or the action box."""
    if isinstance(action, Mark):
        return field_rect(view.mode, action.field)
    return ACTION.inflate(-16, -16) if move_words(action) else None


def draw_played(surface: pygame.Surface, view: TotemixView, action: Action) -> None:
    """Outline the move played and tag it PLAYED (a mark: below its field; the action box:
    along its foot, the move named in its middle)."""
    rect = played_rect(view, action)
    if rect is None:
        return
    if isinstance(action, Mark):
        draw_played_mark(surface, rect)
        return
    draw_played_mark(surface, rect, inside=True)
    words = move_words(action)
    size = theme.fit_size(words, "bold", 22, rect.w - 24, 14)
    label = theme.text(words, "bold", size, theme.BG_DEEP)
    box = label.get_rect().inflate(16, 8)
    box.center = (rect.centerx, rect.centery + 8)
    pygame.draw.rect(surface, PLAYED_COLOUR, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))
