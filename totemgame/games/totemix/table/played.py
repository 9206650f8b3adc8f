"""The move played, in a replay opened from a review: a steady PLAYED outline beside the
hint's glow on the better move. A mark outlines its field on the sheet; a bid, Auto, Unmark
last or Done outlines the action box, where the move is named (the buttons are not shown in
a replay); a better bid, Auto, Unmark last or Done is named there too, above it, glowing."""

from __future__ import annotations

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemix.actions import AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.table.elements import field_rect
from totemgame.games.totemix.table.layout import ACTION
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import (
    HINT_COLOUR,
    PLAYED_COLOUR,
    TAG_SIZE,
    draw_hint_glow,
    draw_played_mark,
)


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
    box.center = (rect.centerx, rect.centery + 14)
    pygame.draw.rect(surface, PLAYED_COLOUR, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))


def draw_better(surface: pygame.Surface, better: Action, time_s: float) -> None:
    """Name the better move in the action box, above the move played, glowing with its HINT
    tag beside it (its button is not shown in a replay)."""
    words = move_words(better)
    if not words:
        return
    rect = ACTION.inflate(-16, -16)
    tag = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP)
    tag_box = tag.get_rect().inflate(12, 4)
    size = theme.fit_size(words, "bold", 18, rect.w - tag_box.w - 48, 12)
    label = theme.text(words, "bold", size, theme.BG_DEEP)
    box = label.get_rect().inflate(16, 8)
    box.center = (rect.centerx - tag_box.w // 2 - 4, rect.centery - 28)
    pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))
    draw_hint_glow(surface, box, time_s, tag=False, radius=10)
    tag_box.midleft = (box.right + 12, box.centery)
    pygame.draw.rect(surface, HINT_COLOUR, tag_box, border_radius=6)
    surface.blit(tag, tag.get_rect(center=tag_box.center))
