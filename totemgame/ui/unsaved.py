"""When a game the player asked to save cannot be saved: the player stays with the game.

"Save and quit to title" and closing the window save the game first. If that fails (a full
disk, a folder turned read-only), this dialog says why and how many moves the last good save
of the game is behind, and offers to try again, to save the game elsewhere (Save game as...
with another folder) or to keep playing; closing the window may also quit and lose them. A
failed save never takes the player away from the game without asking.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from totemgame.i18n import _, ngettext
from totemgame.ui.widgets.dialog import Choice, DialogScene

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

WIDTH = 900  # four buttons side by side


class UnsavedDialog(DialogScene):
    """The question over a game that could not be saved (the App ignores a second close of
    the window while it is up: its buttons say what quitting costs)."""


def ask(
    app: Host,
    table: TableScene,
    reason: str,
    then: Callable[[Path | None], None],
    leave: Callable[[], None] | None = None,
) -> DialogScene | None:
    """Tell the player the game could not be saved (`reason`) and ask what to do. `then(path)`
    runs once it is saved: to its autosave (None) or as `path`; `leave` (closing the window)
    adds a button that goes without saving. If a save of the player's already holds every
    move, there is nothing to ask: `then` runs with it."""
    controller = table.session
    behind = controller.moves_unsaved()
    if behind == 0 and controller.saved_path not in (None, controller.autosave_file):
        then(controller.saved_path)
        return None
    if controller.saved_path is None:
        text = ngettext(
            "Your game could not be saved ({reason}). It was never saved: {n} move would be lost.",
            "Your game could not be saved ({reason}). It was never saved: {n} moves would be lost.",
            behind,
        )
    else:
        text = ngettext(
            "Your game could not be saved ({reason}). Its last good save is {n} move behind.",
            "Your game could not be saved ({reason}). Its last good save is {n} moves behind.",
            behind,
        )

    def retry() -> None:
        problem = table.save_before_quit()
        if problem is None:
            then(None)
        else:
            ask(app, table, problem, then, leave)

    def elsewhere() -> None:
        app.push(app.screens.pause(table, then=then, folder=Path.home()))

    buttons: list[Choice] = [(_("Try again"), retry), (_("Save elsewhere..."), elsewhere)]
    if leave is not None:
        buttons.append((_("Quit and lose it"), leave))
    buttons.append((_("Keep playing"), None))  # last: Esc keeps playing
    dialog = UnsavedDialog(
        app,
        _("Game not saved"),
        text.format(reason=reason, n=behind),
        buttons,
        width=WIDTH,
    )
    app.push(dialog)
    return dialog
