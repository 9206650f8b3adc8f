"""TableMoves: the board driving. The board answers each event with an intent; an action is
checked here (the tutorial's step, whose turn it is, the rules' refusal in the board's words)
and submitted to the session, and what the session applied comes back to the log, the sound
and the board's animations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.ui.table.board import BoardChange, Intent
from totemgame.ui.widgets.base import Widget

if TYPE_CHECKING:
    from totemgame.engine.game import Action, Event, Seat
    from totemgame.ui.table.shell_port import ShellPort
    from totemgame.ui.table.table_hints import HintFlow
    from totemgame.ui.table.table_log import TableLog


class TableMoves:
    """Checks and submits the viewing human's moves; hears the moves applied."""

    def __init__(self, table: ShellPort, hints: HintFlow, log: TableLog) -> None:
        self.table = table
        self.hints = hints
        self.log = log

    def play(self, intent: Intent) -> bool:
        """Play a board's intent: True if it took the event."""
        if isinstance(intent, BoardChange):
            return True
        if intent is None:
            return False
        self.table.act(intent)
        return True

    def why_not(self, action: Action) -> str | None:
        """None if the viewing human may play `action` now, else the reason in the board's
        words."""
        t = self.table
        if t.session.human_to_move() is None:
            return t.board.refusal_words(None)
        reason = t.session.refusal(action)
        return None if reason is None else t.board.refusal_words(reason)

    def act(self, action: Action) -> bool:
        """Play `action` for the viewing human, or show why it is refused."""
        reason = self.why_not(action)
        if reason is not None:
            self.table.show_message(reason, "warning")
            return False
        return self.submit(action)

    def submit(self, action: Action) -> bool:
        """The viewing human plays `action`; an illegal one shows a message and changes nothing."""
        t = self.table
        if t.is_animating():
            return False
        refused = None if t.tutorial is None else t.tutorial.refuse(action)
        if refused is not None:  # a tutorial step wants one move only
            t.show_message(refused, "warning")
            t.app.sound.play("thud")
            return False
        if t.session.submit(action):
            t.log.follow()  # the player goes on: the log shows what their move brings
            return True
        t.app.sound.play("thud")
        return False

    def drop_stale_tooltip(self) -> None:
        """The board changed under a still pointer: a board item's tooltip (one the table was
        told about on a mouse move, not a widget's, which follows its widget) may describe
        something that is gone, so it waits for the next mouse move."""
        if not isinstance(self.table.ui.tooltips.key, Widget):
            self.table.ui.tooltips.clear()

    def applied(self, seat: Seat, events: list[Event]) -> None:
        """The session applied a move: the log, the sound and the board's animations."""
        t = self.table
        if seat in t.session.humans:
            # a human's own move usually changes the screen they point at (a submitted
            # challenge turns into the guesses); an AI's move leaves the hovered note alone
            self.drop_stale_tooltip()
        shown = t.session.hint_shown
        if shown is not None and t.session.hint_stale(*shown):
            self.hints.clear()
        self.log.refresh()
        sound = t.board.move_sound(events)
        if sound:
            t.app.sound.play(sound)
        t.board.on_events(events, t.viewer)
