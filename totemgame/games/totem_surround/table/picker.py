"""The value picker right of the board: which piece value the next placement uses.

A part of the table with its own state: the value picked, the lowest by default so that a
careless click never spends a 4, and back to the lowest when another player picks
(pass-and-play). Keys 1-4 or a click on a row pick; a value with none left says so.
"""

from __future__ import annotations

import pygame

from totemgame.engine.game import Seat
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table import art
from totemgame.games.totem_surround.table.layout import PANEL_X, PICKER_TOP, pick_rect
from totemgame.games.totem_surround.table.port import SurroundPort
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _, ngettext
from totemgame.ui import theme


def picking_seat(view: SurroundView) -> Seat:
    """Whose pieces the picker shows: the viewer's, or the player to move's (public view)."""
    return view.seat if view.seat is not None else view.turn


class ValuePicker:
    """The piece values with how many are left, and the one the next placement uses."""

    def __init__(self, port: SurroundPort) -> None:
        self.port = port
        self.value: int = geometry().values[0]
        self._seat: Seat | None = None

    def follow(self, view: SurroundView) -> None:
        """A new position: the lowest value for a new player, and never a value none is left of."""
        seat = picking_seat(view)
        values = geometry().values
        if seat != self._seat:
            self._seat, self.value = seat, values[0]
        left = view.left[seat]
        if not left[values.index(self.value)] and any(left):
            self.value = min(v for v, n in zip(values, left, strict=True) if n)

    def handle_event(self, event: pygame.event.Event, view: SurroundView) -> bool:
        """Keys 1-4 and left clicks on a row; True if the event was the picker's."""
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_4:
            self.pick(view, event.key - pygame.K_1)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for i in range(len(geometry().values)):
            if pick_rect(i).collidepoint(event.pos):
                self.pick(view, i)
                return True
        return False

    def pick(self, view: SurroundView, index: int) -> None:
        value = geometry().values[index]
        if view.left[picking_seat(view)][index]:
            self.value = value
            self.port.play_sound("flick")
        else:
            # TRANSLATORS: a piece value (1-4) the player has no piece of left
            self.port.show_message(_("You have no {value}s left.").format(value=value), "warning")

    def tooltip(self, pos: tuple[int, int]) -> bool:
        """Explain the row under the pointer; True if there was one."""
        for i, v in enumerate(geometry().values):
            if pick_rect(i).collidepoint(pos):
                sym = _(geometry().symbols[i])
                # TRANSLATORS: a row of the value picker: the value, its symbol, its key
                text = _("Value {value} ({symbol}). Key {key}.").format(
                    value=v, symbol=sym, key=i + 1
                )
                self.port.board_tooltip(("pick", i), text, pos)
                return True
        return False

    def draw(self, surface: pygame.Surface, view: SurroundView) -> None:
        seat = picking_seat(view)
        mine = (
            self.port.can_act
            and view.seat == view.turn
            and not view.over
            and view.phase is Phase.PLACE
        )
        colour_blind = self.port.colour_blind
        side = _(geometry().side_names[seat])
        if view.seat is not None:
            label = _("Your piece (keys 1-4)")
        else:
            # TRANSLATORS: above the value picker when nobody's own pieces are shown ("White")
            label = _("{side}'s pieces (keys 1-4)").format(side=side)
        theme.blit_text(surface, label, (PANEL_X, PICKER_TOP - 28), "bold", 18, theme.TEXT_DIM)
        for i, v in enumerate(geometry().values):
            rect = pick_rect(i)
            left = view.left[seat][i]
            chosen = v == self.value and left > 0
            pygame.draw.rect(surface, (48, 34, 24), rect, border_radius=10)
            edge = (
                theme.GOLD_BRIGHT
                if chosen and mine
                else (theme.GOLD_DARK if chosen else (90, 70, 50))
            )
            pygame.draw.rect(surface, edge, rect, 4 if chosen else 1, border_radius=10)
            disc = art.piece(seat, v, 48, colour_blind)
            if left == 0:
                disc = art.ghost(seat, v, 48, colour_blind)
            surface.blit(disc, (rect.x + 8, rect.y + 5))
            colour = theme.TEXT if left else theme.DISABLED
            sym = _(geometry().symbols[i])
            theme.blit_text(surface, f"{v} · {sym}", (rect.x + 68, rect.y + 7), "bold", 18, colour)
            # TRANSLATORS: the pieces of one value a player has still to place
            left_text = ngettext("{n} left", "{n} left", left).format(n=left)
            theme.blit_text(surface, left_text, (rect.x + 68, rect.y + 31), "body", 17, colour)
