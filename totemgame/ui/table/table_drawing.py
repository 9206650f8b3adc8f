"""A table drawn: the board (clipped to its place), the side column with the players' panels as
the table stands (whose turn it is once the board has caught up, "You" on the viewer's own
panel, the board's note for each seat, at a table elsewhere whether each player is still
there), the widgets, the tutorial, the messages and the tooltips, then the board's last
touches over them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from totemgame.ui.furniture.side_column import seat_panel

if TYPE_CHECKING:
    import pygame

    from totemgame.engine.game import Seat
    from totemgame.ui.furniture.player_panel import PanelInfo
    from totemgame.ui.table.shell_port import ShellPort


def _online_word(table: ShellPort, seat: Seat, panel: PanelInfo) -> PanelInfo:
    """At an online table, another player's panel says whether they are at the table."""
    word = None if table.online is None else table.online.seat_word(seat)
    return panel if word is None else replace(panel, kind=word)


def draw_side(table: ShellPort, surface: pygame.Surface, view: Any) -> None:
    """The side column with the players' panels for `view`."""
    session = table.session
    # While the board still plays out earlier moves, nobody is marked to move yet: the
    # marker and the thinking dots would run ahead of what the board shows.
    animating = table.is_animating()
    movers = set() if animating else set(session.to_move())
    # "You" when the screen is one human's (alone, or behind hand-offs); at a screen shared
    # in the open every human is "Human".
    alone = len(session.humans) == 1 or session.hotseat
    infos = [
        _online_word(
            table,
            seat,
            seat_panel(
                info,
                view.scores,
                seat,
                you=seat == table.viewer and info.is_human and alone,
                colour=table.seat_colour(seat),
                note=table.board.panel_note(view, seat),
                to_move=seat in movers,
                viewer=seat == table.viewer,
            ),
        )
        for seat, info in enumerate(session.seats)
    ]
    thinking = set() if animating else session.thinking()
    table.column.draw(surface, infos, thinking, table.time)


def draw_table(table: ShellPort, surface: pygame.Surface) -> None:
    """The whole table for its view."""
    view = table.view
    clip = surface.get_clip()
    surface.set_clip(table.board_rect)
    table.board.draw(surface, view)
    surface.set_clip(clip)
    draw_side(table, surface, view)
    table.ui.draw(surface)
    if table.tutorial is not None:  # over the board's widgets too, then the step's box
        table.tutorial.draw(surface)
    banners = table.banners
    banners.draw(surface)
    if table.online is not None:
        table.online.draw(surface)
    pointed = table.tutorial.pointed() if table.tutorial is not None else []
    avoid = [*banners.rects(), *table.tooltip_avoid(), *table.notes_keep_clear()]
    table.ui.draw_tooltips(surface, avoid, pointed)
    table.board.draw_over(surface, view)
