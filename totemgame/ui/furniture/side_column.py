"""The table's right column: its wood background with the game log's inset, and what each
player's panel says."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.engine.record import SeatInfo
from totemgame.i18n import _, pgettext
from totemgame.seat_names import is_default_ai_name, shown_name
from totemgame.ui import draw, theme
from totemgame.ui.furniture.player_panel import PanelInfo

# The table's right column (players' panels, the log, the buttons), in logical pixels.
SIDE = pygame.Rect(900, 0, 380, 720)


def side_background(side: pygame.Rect, log_rect: pygame.Rect) -> pygame.Surface:
    """The column's background: wood, and one dark inset holding the "Game log" heading and
    the log itself (draw it once and keep it)."""
    surf = pygame.Surface(side.size)
    surf.fill(theme.BG_DEEP)
    draw.wood_panel(surf, surf.get_rect().inflate(-4, -4), radius=8, shadow=False)
    inner = log_rect.move(-side.x, -side.y).inflate(8, 8)
    inner.y -= 34
    inner.h += 34  # setting .top would move the rect, not grow it
    pygame.draw.rect(surf, (36, 24, 16), inner, border_radius=8)
    pygame.draw.rect(surf, theme.GOLD_DARK, inner, 1, border_radius=8)
    r = theme.blit_text(
        surf, _("Game log"), (inner.x + 10, inner.y + 4), "heading", 24, theme.GOLD_BRIGHT
    )
    pygame.draw.line(
        surf, theme.GOLD_DARK, (r.right + 12, r.centery + 2), (inner.right - 12, r.centery + 2), 1
    )
    return surf


def seat_panel(
    info: SeatInfo,
    scores: Sequence[float] | None,
    seat: int,
    *,
    you: bool,
    colour: tuple[int, int, int],
    note: str,
    to_move: bool,
    viewer: bool,
) -> PanelInfo:
    """What one player's panel shows: name, "You"/"Human"/"AI Hard", score, the game's note."""
    name = shown_name(info.name)  # "AI 1" in the current language, a typed name as typed
    if is_default_ai_name(info.name):  # "AI 1 · easy", not "AI 1 · AI Easy"
        level = {
            "easy": pgettext("AI level", "easy"),
            "medium": pgettext("AI level", "medium"),
            "hard": pgettext("AI level", "hard"),
        }
        ai = level.get(info.difficulty or "", "")
    else:
        level = {"easy": _("AI Easy"), "medium": _("AI Medium"), "hard": _("AI Hard")}
        ai = level.get(info.difficulty or "", _("AI"))
    kind = _("You") if you else (_("Human") if info.is_human else ai)
    if kind.casefold() == name.casefold():  # a seat named "You" is not told "You" twice
        kind = ""
    score = ""
    if scores is not None and seat < len(scores):
        value = scores[seat]
        score = str(int(value)) if float(value).is_integer() else f"{value:g}"
    return PanelInfo(name, kind, colour, score, note, to_move, viewer)
