"""What the Totemic Might board says when asked: tooltips for the board's own buttons (a
greyed one says why, and says it again in a banner when clicked) and for the grid's totems.
The scene draws those buttons itself rather than in the table's widgets, and asks here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.content import totem_name

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView
    from totemgame.ui.widgets.button import Button


def button_help(port: MightPort, event: pygame.event.Event, buttons: list[Button]) -> bool:
    """Hovering one of the board's `buttons` explains it (a greyed one says why); clicking a
    greyed one says why in a banner. True if the click was such a refused one."""
    if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
        return False
    for b in buttons:
        if not b.visible or not b.rect.collidepoint(event.pos):
            continue
        if event.type == pygame.MOUSEMOTION:
            text = b.tooltip_text()
            if text:
                port.board_tooltip(b.rect, text, event.pos)
            return False
        if event.button == 1 and not b.enabled and b.disabled_reason:
            port.show_message(b.disabled_reason, "warning")
            port.play_sound("thud")
            return True
        return False
    return False


def totem_tip(view: MightView, t: int, candidates: list[int]) -> str:
    """The grid's tooltip for totem `t`: its name, what the viewer holds of it and the weights
    it may have (`candidates`, by the viewer's notes), or its true weight once revealed."""
    tip = totem_name(t) + holding(view, t)
    if view.weights:
        return f"{tip}: its true weight is {view.weights[t]}"
    if len(candidates) == 1:
        return f"{tip}: weight {candidates[0]} by your notes"
    if candidates:
        return f"{tip}: {len(candidates)} weights still open ({candidates[0]}-{candidates[-1]})"
    return f"{tip}: your notes rule out every weight"


def holding(view: MightView, t: int) -> str:
    """' (you hold your spirit totem and 2 trial copies)' for a totem the viewer holds."""
    if view.seat is None:
        return ""
    parts = ["your spirit totem"] if t in view.spirits[view.seat] else []
    n = view.trials[view.seat].count(t)
    if n:
        parts.append("a trial copy" if n == 1 else f"{n} trial copies")
    return f" (you hold {' and '.join(parts)})" if parts else ""
