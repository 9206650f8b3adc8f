"""What the Totemic Might board says when asked: tooltips for the board's own buttons (a
greyed one says why, and says it again in a banner when clicked) and for the grid's totems.
The board draws those buttons itself rather than in the table's widgets, and asks here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.table.last_moves import SeatMoves, pip_words
from totemgame.i18n import _, ngettext, pgettext

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
                port.board_tooltip(b.rect, text, event.pos, anchor=b.rect)
            return False
        if event.button == 1 and not b.enabled and b.disabled_reason:
            port.show_message(b.disabled_reason, "warning")
            port.play_sound("thud")
            return True
        return False
    return False


def totem_tip(
    view: MightView, t: int, candidates: list[int], moves: Sequence[SeatMoves] = (),
    names: Sequence[str] = (),
) -> str:  # fmt: skip
    """The grid's tooltip for totem `t`: its name, what the viewer holds of it (the cell's S
    and T badge), the weights it may have (`candidates`, by the viewer's notes) or its true
    weight once revealed, then what its pips say of last round's `moves`."""
    tip, pips = _weights_tip(view, t, candidates), pip_words(moves, names, t)
    return " ".join([f"{tip}.", *pips]) if pips else tip


def _weights_tip(view: MightView, t: int, candidates: list[int]) -> str:
    held = holding(view, t)
    tip = f"{totem_label(t)} {held}" if held else totem_label(t)
    if view.weights:
        return _("{totem}: its true weight is {weight}").format(totem=tip, weight=view.weights[t])
    if len(candidates) == 1:
        return _("{totem}: weight {weight} by your notes").format(totem=tip, weight=candidates[0])
    if candidates:
        n = len(candidates)
        return ngettext(
            "{totem}: {n} weight still open ({lo}-{hi})",
            "{totem}: {n} weights still open ({lo}-{hi})",
            n,
        ).format(totem=tip, n=n, lo=candidates[0], hi=candidates[-1])
    return _("{totem}: your notes rule out every weight").format(totem=tip)


def holding(view: MightView, t: int) -> str:
    """'(you hold your spirit totem and 2 trial copies)' for a totem the viewer holds."""
    if view.seat is None:
        return ""
    spirit = t in view.spirits[view.seat]
    n = view.trials[view.seat].count(t)
    if spirit and n:
        return ngettext(
            "(you hold your spirit totem and a trial copy)",
            "(you hold your spirit totem and {n} trial copies)",
            n,
        ).format(n=n)
    if n:
        return ngettext("(you hold a trial copy)", "(you hold {n} trial copies)", n).format(n=n)
    return _("(you hold your spirit totem)") if spirit else ""


def seat_note(view: MightView, seat: int) -> str:
    """A seat's line in the side panel: chips, garnets, balloons and whether its orders are in
    (failure marks once the final challenge begins)."""
    ready = bool(view.submitted and view.submitted[seat])
    if view.phase in ("final", "guess", "over"):
        m = view.marks[seat]
        marks = ngettext("{n} failure mark", "{n} failure marks", m).format(n=m)
        # TRANSLATORS: a player's note in the side panel: their final arrangement is in
        return marks + (" · " + pgettext("player note", "done") if ready else "")
    n = len(view.balloons[seat])
    chips, garnets = view.chips[seat], view.garnets[seat]
    parts = [
        ngettext("{n} chip", "{n} chips", chips).format(n=chips),
        ngettext("{n} garnet", "{n} garnets", garnets).format(n=garnets),
    ]
    if n:
        parts.append(ngettext("{n} balloon", "{n} balloons", n).format(n=n))
    if ready:
        # TRANSLATORS: a player's note in the side panel: their orders are in
        parts.append(pgettext("player note", "ready"))
    return " · ".join(parts)
