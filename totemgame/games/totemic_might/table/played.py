"""The move played, in a replay opened from a review: drawn beside the Hint's ghosts, never
like them. A final arrangement marks every piece with the pan it went on (a pink outline and
the pan's number) and tags the tray PLAYED; a spirit picked, a wager or a guess outlines its
totems on the grid. The hint keeps its faded ghosts and teal glow."""

from __future__ import annotations

from typing import Protocol

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemic_might.actions import Arrange, Guess, Orders, PickSpirit, SetWager
from totemgame.games.totemic_might.table import grid
from totemgame.games.totemic_might.table.final import FinalSection
from totemgame.games.totemic_might.table.final_layout import TRAY
from totemgame.games.totemic_might.view import MightView
from totemgame.ui import theme
from totemgame.ui.hint_glow import PLAYED_COLOUR, draw_played_mark

BADGE = 11  # the radius of a piece's pan number


class Shown(Protocol):
    """What the mark reads of the board: its mode and the final's pieces as drawn."""

    @property
    def final(self) -> FinalSection: ...

    def board_mode(self, view: MightView) -> str: ...


def totems_of(action: Action) -> tuple[int, ...]:
    """The totems a move names on the grid (a spirit picked, a wager's, a guess's)."""
    if isinstance(action, PickSpirit):
        return (action.totem,)
    if isinstance(action, SetWager | Orders):
        return tuple(action.totems)
    if isinstance(action, Guess):
        return tuple(t for t in action.totems if t >= 0)
    return ()


def draw(surface: pygame.Surface, board: Shown, view: MightView, action: Action | None) -> None:
    """Mark `action`, the move played, on the board as `view` shows it (None: nothing)."""
    if action is None or view.seat is None:
        return
    mode = board.board_mode(view)
    if isinstance(action, Arrange) and mode == "final":
        _arrangement(surface, board.final, view, action)
    elif mode == "table":
        for t in sorted(set(totems_of(action))):
            draw_played_mark(surface, grid.cell_rect(t).inflate(-10, -10), tag=False)


def _arrangement(
    surface: pygame.Surface, final: FinalSection, view: MightView, action: Arrange
) -> None:
    """Each piece, where it is drawn now, carries the pan the played arrangement put it on."""
    slots = final.slots(view)
    if len(slots) != len(action.pans):
        return
    for r, pan in zip(slots, action.pans, strict=True):
        pygame.draw.rect(surface, PLAYED_COLOUR, r.inflate(6, 6), 2, border_radius=6)
        if pan < 0:
            continue
        centre = (r.right - 2, r.top + 2)
        pygame.draw.circle(surface, PLAYED_COLOUR, centre, BADGE)
        label = theme.text(str(pan + 1), "bold", 16, theme.BG_DEEP)
        surface.blit(label, label.get_rect(center=centre))
    draw_played_mark(surface, TRAY.inflate(-16, -16), inside=True)
