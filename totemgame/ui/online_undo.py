"""The question to a player at an online table: may another player take back their last move?

Polled with the online bar on the frame loop: when the referee asks this seat
(RemoteSession.undo_asks.question), a dialog asks the player, in their language, to let the
move be taken back or not; Esc says no. When the ask ends without this player's answer (another
player said no, the time ran out, the game went on), the dialog closes by itself, and the
session says how it ended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.net.remote_session import RemoteSession
    from totemgame.ui.table import TableScene
    from totemgame.ui.widgets.dialog import DialogScene


class UndoQuestion:
    """The Accept/Decline dialog of one seat (see the module docstring)."""

    def __init__(self, table: TableScene, session: RemoteSession) -> None:
        self.table = table
        self.session = session
        self.dialog: DialogScene | None = None
        self.asked: int | None = None  # the ask the dialog is for

    def update(self) -> None:
        question = self.session.undo_asks.question
        app = self.table.app
        open_now = self.dialog is not None and self.dialog.answer is None
        if question is None or question[1] != self.asked:
            if open_now and app.top is self.dialog:  # the ask ended without this answer
                app.pop()
            self.dialog, self.asked = None, None
        if question is None or self.dialog is not None or app.top is not self.table:
            return
        self._ask(*question)

    def _ask(self, by: int, number: int) -> None:
        from totemgame.ui.widgets.dialog import DialogScene

        names = self.session.names
        name = names[by] if 0 <= by < len(names) else "?"
        answer = self.session.undo_asks.answer
        self.dialog = DialogScene(
            self.table.app,
            _("Take back a move?"),
            _("{name} asks to take back their last move. Do you let them?").format(name=name),
            [(_("Let them"), lambda: answer(True)), (_("No"), lambda: answer(False))],
            width=760,
        )
        self.asked = number
        self.table.app.push(self.dialog)
