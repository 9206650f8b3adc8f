"""The registry of games: id -> GameModule. Listed explicitly, imported lazily, no pygame."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from totemgame.engine.match import Match
from totemgame.engine.module import GameModule
from totemgame.engine.record import GameRecord, RecordError

__all__ = ["DIFFICULTIES", "GameModule", "all_games", "get", "ids", "open_match", "package_of"]

# id -> package; each package defines GAME: GameModule in its __init__.py.
_PACKAGES: dict[str, str] = {
    "tiki-topple": "totemgame.games.tiki_topple",
    "totemix": "totemgame.games.totemix",
    "totem-village": "totemgame.games.totem_village",
    "totem-surround": "totemgame.games.totem_surround",
    "totemic-might": "totemgame.games.totemic_might",
}

DIFFICULTIES = ("random", "easy", "medium", "hard")


_loaded: dict[str, GameModule[Any]] = {}


def ids() -> list[str]:
    """Registered game ids, in menu order."""
    return list(_PACKAGES)


def get(game_id: str) -> GameModule[Any]:
    """The GameModule for `game_id`; raises KeyError for an unknown id."""
    if game_id not in _loaded:
        if game_id not in _PACKAGES:
            raise KeyError(game_id)
        game: GameModule[Any] = importlib.import_module(_PACKAGES[game_id]).GAME
        _loaded[game_id] = game
    return _loaded[game_id]


def package_of(game_id: str) -> str:
    """The package of a registered game (its pure modules and its table/); KeyError if unknown."""
    return _PACKAGES[game_id]


def all_games() -> list[GameModule[Any]]:
    return [get(i) for i in ids()]


def open_match(record: GameRecord, on_change: Callable[[Match], None] | None = None) -> Match:
    """A Match for a loaded record; raises RecordError if the game is unknown or won't replay."""
    try:
        module = get(record.game)
    except KeyError as exc:
        raise RecordError(f"this version has no game called {record.game!r}") from exc
    return Match(record, module, on_change)
