"""Opening the table: import a game's scene class lazily, start new games, resume saved ones."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from totemgame.engine.record import GameRecord, RecordError, load_record

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.ui.app import App
    from totemgame.ui.table import TableScene


def scene_class(game_id: str) -> type[TableScene]:
    """The TableScene subclass named by the game's registry entry ("module:Class").

    Falls back to the generic table if the game's scene cannot be imported, so a game can
    still be played (plainly) while its scene is being written.
    """
    from totemgame import games

    target = games.get(game_id).scene
    try:
        module_name, _, class_name = target.partition(":")
        return getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError, ValueError):
        from totemgame.ui.generic_table import GenericTableScene

        return GenericTableScene


def open_table(app: App, match: Match) -> TableScene:
    """Show the table for `match`, replacing every other screen."""
    scene = scene_class(match.record.game)(app, match)
    app.set_root(scene)
    return scene


def start_game(app: App, record: GameRecord) -> TableScene | None:
    """Start a new game from its record (seats, options, seed)."""
    from totemgame import games

    try:
        match = games.open_match(record)
    except RecordError as exc:
        from totemgame.ui.widgets.dialog import message

        message(app, "Cannot start", f"This game cannot start: {exc}")
        return None
    return open_table(app, match)


def open_saved_game(app: App, path: Path) -> TableScene | None:
    """Load and resume a saved game; a bad file gives a clear message and is left untouched."""
    from totemgame import games
    from totemgame.ui.widgets.dialog import message

    try:
        record = load_record(path)
        match = games.open_match(record)
    except RecordError as exc:
        message(app, "Cannot load", f"This save cannot be loaded: {exc}")
        return None
    if match.is_over():
        message(app, "Game over", "This game is already finished.")
        return None
    return open_table(app, match)
