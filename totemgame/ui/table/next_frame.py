"""When a table needs its next frame (Scene.next_frame_in): every frame while something moves,
the AI plays, a hint is coming or a hand-off is due; else at the next timer of the table, its
messages, the tutorial, the connection or the board, or the glows a while after input."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.ui.pacing import soonest

if TYPE_CHECKING:
    from totemgame.ui.table.handoff_results import GameEnd
    from totemgame.ui.table.shell_port import ShellPort


def table_next_frame(table: ShellPort, end: GameEnd) -> float | None:
    """Seconds until `table` changes by itself (0.0: at once; None: only on input)."""
    c = table.session
    # Every frame for moving pieces, thinking dots, a coming hint or hand-off (not behind a
    # panel waiting for a click); else the next timer, or the glows a while after input.
    ai_turn = not c.is_over() and not set(c.to_move()) <= set(c.humans)
    if table.tutorial is not None and table.tutorial.holds_opponents():
        ai_turn = False  # the script plays them after Next
    busy = ai_turn or c.busy() or c.hint_pending()
    if table.is_animating():
        busy = not table.overlay_waits()
    if busy or c.pending_handoff is not None:
        return 0.0
    ui = soonest(table.ui.next_frame_in(), table.banners.next_change_in())
    guide = None if table.tutorial is None else table.tutorial.next_frame_in()
    online = None if table.online is None else table.online.next_frame_in()
    # The board's own timers; its pulsing glows and torches are decorative: they run a while
    # after input.
    board = soonest(table.board.next_frame_in(), table.app.decoration())
    return soonest(end.due_in(), ui, guide, online, board)
