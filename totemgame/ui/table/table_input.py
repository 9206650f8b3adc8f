"""A table's input: the board's first look at an event, the table's keys (Esc for the pause
menu, Ctrl+Z to take back, H for a hint, M for the sound, Enter for the results once the game
is over; while a board's panel waits for a click, its keys are the panel's), the messages, the
widgets, then the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from totemgame.ui.table.handoff_results import GameEnd
    from totemgame.ui.table.shell_port import ShellPort
    from totemgame.ui.table.table_moves import TableMoves

RESULTS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def table_key(table: ShellPort, end: GameEnd, event: pygame.event.Event) -> bool:
    """A key pressed at the table: True if the table took it."""
    if event.key == pygame.K_ESCAPE:
        table.open_pause()
        return True
    if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
        table.undo()
        return True
    plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
    if event.key == pygame.K_h and plain:
        table.ask_for_hint()
        return True
    if event.key == pygame.K_m and plain:
        table.toggle_mute()
        return True
    if end.waits_for_results() and event.key in RESULTS_KEYS:
        end.open_results()
        return True
    if table.overlay_waits():  # keys belong to the panel: Enter/Space, Tab stays in it
        table.handle_board_event(event, table.view)
        return True
    return False


def table_event(
    table: ShellPort, end: GameEnd, moves: TableMoves, event: pygame.event.Event
) -> bool:
    """An event at the table: True if the table took it."""
    if moves.play(table.board.intercept(event, table.view)):
        return True
    if event.type == pygame.KEYDOWN and table_key(table, end, event):
        return True
    if event.type == pygame.MOUSEBUTTONDOWN and table.banners.handle_click(event.pos):
        return True
    if table.ui.handle_event(event):
        return True
    pos = getattr(event, "pos", None)
    if pos is None or table.board_rect.collidepoint(pos) or event.type == pygame.MOUSEBUTTONUP:
        return table.handle_board_event(event, table.view)
    return False
