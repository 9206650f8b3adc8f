"""TableLog: the game log and the messages over it, as the shell keeps them: what the log says
of each event the viewer may see (in the board's words where it has its own), how far the
board has shown the game, what the players said at a table elsewhere."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.text import Words, describe

if TYPE_CHECKING:
    from totemgame.engine.game import Event
    from totemgame.ui.table.shell_port import ShellPort


class TableLog:
    """The log and the messages of one table."""

    def __init__(self, table: ShellPort) -> None:
        self.table = table

    def describe(self, event: Event) -> str:
        """`event` in the player's language: the board's own words, or as every game says it."""
        line = self.table.board.log_line(event)
        if isinstance(line, str):
            return line
        try:
            return describe(self.table.game_id, line, self.table.names)
        except (OSError, ValueError):  # missing or broken message data: still say something
            return line.key.replace("_", " ")

    def refresh(self) -> None:
        """Say the log again: the events the viewer may see, as far as the board has shown
        them (through the table's describe_event, which a replay keeps in memory)."""
        t = self.table
        upto = t.board.log_upto()  # how many logged events the board has played (None: all)
        events = t.board.logged([le.event for le in t.session.visible_events(upto=upto)])
        entries = [t.describe_event(e) for e in events]
        if t.online is not None:  # what the players said at the table, where they said it
            entries = t.online.log_lines(entries)
        t.log.set_entries(entries)

    def show(self, text: Words, kind: str = "info", seconds: float | None = None) -> None:
        """A message over the log (given as a function, it is said again when the language
        changes; a plain text goes then)."""
        if seconds is None:
            seconds = 5.0 if kind in ("error", "warning") else 3.5
        self.table.banners.show(text, seconds=seconds, kind=kind)

    def drop(self, text: str) -> None:
        """Take the message `text` off the table (a question answered or moot)."""
        banners = self.table.banners
        banners.banners = [b for b in banners.banners if b.text != text]
