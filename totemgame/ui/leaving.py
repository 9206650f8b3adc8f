"""Leaving the app: the window's close button asks first when a game is in play (it is saved
either way), and the system's request to end (SIGTERM, SIGHUP) saves every game and quits
without asking."""

from __future__ import annotations

import contextlib
import signal
import sys
from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

# Posted when the system asks the app to end (SIGTERM, SIGHUP): save and quit, without asking.
TERMINATE = pygame.event.custom_type()


class Leaving:
    """How `app` ends: asked by the player, or told by the system."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.confirming = False  # the player is being asked whether to quit

    def request_quit(self) -> None:
        """The window's close button. With an unfinished game, it is saved again right now (the
        autosave normally already has it) and the player confirms; nothing is ever lost without
        a warning: a save that fails asks what to do (ui/unsaved.py). A second close while
        asking quits (the game is saved)."""
        from totemgame.ui import unsaved

        app = self.app
        if isinstance(app.top, unsaved.UnsavedDialog):
            return  # its own buttons say what quitting costs
        tables = self.tables_in_play()
        if not tables or self.confirming:
            app.quit()
            return
        for table in tables:
            problem = table.save_before_quit()
            if problem:
                unsaved.ask(app, table, problem, lambda _path: app.quit(), leave=app.quit)
                return
        from totemgame.ui.widgets.dialog import confirm

        title, yes = _("Quit?"), _("Quit")
        text = _(
            "Your game is saved. Choose Continue on the title screen next time to pick it "
            "up where you left off."
        )
        online = next((t.online for t in tables if t.online is not None), None)
        if online is not None:  # kept by its table's server: what leaving it means
            text = online.leave_question()
        self.confirming = True

        def cancelled() -> None:
            self.confirming = False

        confirm(app, title, text, app.quit, yes=yes, no=_("Keep playing"), on_no=cancelled)

    def tables_in_play(self) -> list[TableScene]:
        from totemgame.ui.table import TableScene

        return [s for s in self.app.stack if isinstance(s, TableScene) and s.has_unfinished_game()]

    def terminate(self) -> None:
        """The system asks the app to end (SIGTERM: a logout, a shutdown): every game in play is
        saved and the app ends without asking. What could not be saved is said on stderr."""
        for table in self.tables_in_play():
            problem = table.save_before_quit()
            if problem:
                print(f"totemgame: the game could not be saved: {problem}", file=sys.stderr)
        self.app.quit()


def listen_for_termination() -> None:
    """From now on, SIGTERM (and SIGHUP where there is one) end the app through `terminate`:
    the handler only posts an event, which the loop handles within a few milliseconds.
    (SDL would turn them into a close of the window, which asks first.)"""

    def on_signal(signum: int, frame: object) -> None:
        with contextlib.suppress(pygame.error):
            pygame.event.post(pygame.event.Event(TERMINATE, signal=signum))

    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                signal.signal(number, on_signal)
