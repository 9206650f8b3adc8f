"""Opening the table: a game's table from the composition root (ui/table/tables.py), new games
started, saved ones resumed."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from totemgame.engine.record import GameRecord, RecordError, load_record
from totemgame.i18n import _, ngettext
from totemgame.ui.table.tables import TableMissing, game_table

__all__ = [
    "TableMissing",
    "local_table",
    "online_table",
    "open_saved_game",
    "open_table",
    "start_game",
]

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.net.online_game import OnlineGame
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene


def local_table(app: Host, match: Match, autosave_file: Path | None = None) -> TableScene:
    """The table of `match` played on this computer (a LocalSession: its AI seats think in
    the app's worker). A game in progress that is resumed keeps saving to its own
    `autosave_file`; any other game gets a new one at its first save."""
    from totemgame.session.local_session import LocalSession

    session = LocalSession(
        match, app.ai_worker, app.settings, autosave_file=autosave_file, min_delay=app.ai_min_delay
    )
    return game_table(match.record.game).make(app, session)


def online_table(app: Host, game: OnlineGame) -> TableScene:
    """The table of a seat at an online table (its RemoteSession), with the online bar."""
    from totemgame.ui.online_bar import OnlineBar

    session = game.session
    session.worker = app.ai_worker  # hints think there, from this seat's view
    session.keep_finished = True  # the finished game joins this player's Replays and Stats
    scene = game_table(session.game_id).make(app, session)
    scene.online = OnlineBar(scene, game)
    return scene


def open_table(app: Host, match: Match, autosave_file: Path | None = None) -> TableScene:
    """Show the table for `match`, replacing every other screen (see local_table)."""
    scene = local_table(app, match, autosave_file)
    app.set_root(scene)
    return scene


def start_game(app: Host, record: GameRecord, confirmed: bool = False) -> TableScene | None:
    """Start a new game from its record (seats, options, seed). Past the cap of games in
    progress, the player is asked first, naming the oldest game that would be deleted."""
    from totemgame import games
    from totemgame.storage import saves

    doomed = saves.dropped_by_new_game()
    if doomed and not confirmed:
        from totemgame.ui.widgets.dialog import confirm

        oldest = doomed[-1]
        older = len(doomed) - 1
        text = ngettext(
            "You have {n} unfinished games; {kept} are kept. Starting this game deletes the "
            "oldest: {game}, last played {date}, and {older} older. To keep it, cancel and "
            "finish or delete a game from Load game.",
            "You have {n} unfinished games; {kept} are kept. Starting this game deletes the "
            "oldest: {game}, last played {date}, and {older} older. To keep it, cancel and "
            "finish or delete a game from Load game.",
            older,
        )
        if not older:
            text = _(
                "You have {n} unfinished games; {kept} are kept. Starting this game deletes the "
                "oldest: {game}, last played {date}. To keep it, cancel and finish or delete a "
                "game from Load game."
            )
        text = text.format(
            n=len(doomed) + saves.UNFINISHED_CAP - 1,
            kept=saves.UNFINISHED_CAP,
            game=oldest.describe,
            date=oldest.date,
            older=older,
        )

        def go() -> None:
            for entry in doomed:
                with contextlib.suppress(OSError):  # it stays: one more than the cap harms nobody
                    saves.delete(entry)
            start_game(app, record, confirmed=True)

        dialog = confirm(
            app, _("Too many unfinished games"), text, go, yes=_("Delete it and start")
        )
        dialog.ui.set_focus(dialog.find_button(_("Cancel")))  # Enter keeps the old game
        return None
    try:
        match = games.open_match(record)
    except RecordError as exc:
        from totemgame.ui.widgets.dialog import message

        message(app, _("Cannot start"), _("This game cannot start: {reason}").format(reason=exc))
        return None
    return open_table(app, match)


def open_saved_game(app: Host, path: Path) -> TableScene | None:
    """Load and resume a saved game; a bad file gives a clear message and is left untouched."""
    from totemgame import games
    from totemgame.storage import saves
    from totemgame.ui.widgets.dialog import message

    try:
        record = load_record(path)
        match = games.open_match(record)
    except RecordError as exc:
        message(app, _("Cannot load"), _("This save cannot be loaded: {reason}").format(reason=exc))
        return None
    if match.is_over():
        message(app, _("Game over"), _("This game is already finished."))
        return None
    # A game in progress resumes in its own file; a named save goes on in a new one (the
    # named save stays as it was).
    own = path.parent == saves.games_dir()
    scene = open_table(app, match, autosave_file=path if own else None)
    scene.session.mark_saved(path)  # its last good save, until the next one
    return scene
