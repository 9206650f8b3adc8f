"""The registry of games: id -> GameModule. Listed explicitly, imported lazily, no pygame."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from totemgame.engine.game import ActionCodec, GameSpec, State
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, RecordError
from totemgame.engine.rng import Rng

# id -> package; each package defines GAME: GameModule in its __init__.py.
_PACKAGES: dict[str, str] = {
    "tiki-topple": "totemgame.games.tiki_topple",
    "totemix": "totemgame.games.totemix",
    "totem-village": "totemgame.games.totem_village",
    "totem-surround": "totemgame.games.totem_surround",
    "totemic-might": "totemgame.games.totemic_might",
}

DIFFICULTIES = ("random", "easy", "medium", "hard")


@dataclass(frozen=True)
class GameModule:
    """Everything the app, the CLI and the tests need from one game.

    new_game(players, options, seed) -> State
    sample_world(view, rng) -> State consistent with the view, others' secrets re-drawn
    make_agent(difficulty, seed) -> Agent (see totemgame.ai.agent)
    scene: "module:Class" of the table scene, imported only by the UI
    cli_agents: extra names make_agent accepts besides DIFFICULTIES, for the CLI only
        (`ai:<name>` in simulate/arena, e.g. degenerate strategies for balance checks); the
        setup screen never offers them
    """

    spec: GameSpec
    new_game: Callable[[int, Mapping[str, Any], int], State]
    sample_world: Callable[[Any, Rng], State]
    codec: ActionCodec
    make_agent: Callable[[str, int], Any]
    scene: str
    rules_text: str = ""
    cli_agents: tuple[str, ...] = ()


_loaded: dict[str, GameModule] = {}


def ids() -> list[str]:
    """Registered game ids, in menu order."""
    return list(_PACKAGES)


def get(game_id: str) -> GameModule:
    """The GameModule for `game_id`; raises KeyError for an unknown id."""
    if game_id not in _loaded:
        if game_id not in _PACKAGES:
            raise KeyError(game_id)
        _loaded[game_id] = importlib.import_module(_PACKAGES[game_id]).GAME
    return _loaded[game_id]


def all_games() -> list[GameModule]:
    return [get(i) for i in ids()]


def open_match(record: GameRecord, on_change: Callable[[Match], None] | None = None) -> Match:
    """A Match for a loaded record; raises RecordError if the game is unknown or won't replay."""
    try:
        module = get(record.game)
    except KeyError as exc:
        raise RecordError(f"this version has no game called {record.game!r}") from exc
    return Match(record, module, on_change)
