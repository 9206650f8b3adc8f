"""Navigation: how one screen opens another, without the screens importing each other.

Every scene that opens another asks this module (`navigation.rules(app, game_id)`), which
imports the scene's module by name when it is first needed. So no scene module imports another
one (only their base classes, Scene, MenuScene and TableScene), and the screens form no import
circle however they link to each other. Each function returns the new scene, not yet shown:
the caller pushes it, replaces the top with it, or makes it the root.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord
    from totemgame.tutorial import Tutorial
    from totemgame.ui.app import App
    from totemgame.ui.generic_table import GenericTableScene
    from totemgame.ui.scene import Scene
    from totemgame.ui.scenes.game_select import GameSelectScene
    from totemgame.ui.scenes.handoff import HandoffScene
    from totemgame.ui.scenes.load_game import LoadGameScene
    from totemgame.ui.scenes.pause import PauseScene
    from totemgame.ui.scenes.replay_view import ReplayViewScene
    from totemgame.ui.scenes.replays import ReplaysScene
    from totemgame.ui.scenes.results import ResultsScene
    from totemgame.ui.scenes.rules import RulesScene
    from totemgame.ui.scenes.settings import SettingsScene
    from totemgame.ui.scenes.setup import SetupScene
    from totemgame.ui.scenes.stats import StatsScene
    from totemgame.ui.scenes.title import TitleScene
    from totemgame.ui.scenes.tutorial_end import TutorialEndScene
    from totemgame.ui.table import TableScene

# name -> "module:Class" of every screen another screen may open.
SCENES: dict[str, str] = {
    "title": "totemgame.ui.scenes.title:TitleScene",
    "game_select": "totemgame.ui.scenes.game_select:GameSelectScene",
    "setup": "totemgame.ui.scenes.setup:SetupScene",
    "rules": "totemgame.ui.scenes.rules:RulesScene",
    "settings": "totemgame.ui.scenes.settings:SettingsScene",
    "load_game": "totemgame.ui.scenes.load_game:LoadGameScene",
    "replays": "totemgame.ui.scenes.replays:ReplaysScene",
    "replay_view": "totemgame.ui.scenes.replay_view:ReplayViewScene",
    "stats": "totemgame.ui.scenes.stats:StatsScene",
    "pause": "totemgame.ui.scenes.pause:PauseScene",
    "handoff": "totemgame.ui.scenes.handoff:HandoffScene",
    "results": "totemgame.ui.scenes.results:ResultsScene",
    "generic_table": "totemgame.ui.generic_table:GenericTableScene",
    "tutorial_end": "totemgame.ui.scenes.tutorial_end:TutorialEndScene",
}


def scene_type(name: str) -> type[Scene]:
    """The scene class registered as `name` (imported on first use)."""
    module, _, cls = SCENES[name].partition(":")
    found: type[Scene] = getattr(importlib.import_module(module), cls)
    return found


def title(app: App) -> TitleScene:
    return cast("type[TitleScene]", scene_type("title"))(app)


def game_select(app: App, for_rules: bool = False, learn: bool = False) -> GameSelectScene:
    """The game chooser: to set up a game, to read its rules, or (`learn`) for its tutorial."""
    return cast("type[GameSelectScene]", scene_type("game_select"))(
        app, for_rules=for_rules, learn=learn
    )


def setup(app: App, game_id: str) -> SetupScene:
    return cast("type[SetupScene]", scene_type("setup"))(app, game_id)


def rules(app: App, game_id: str) -> RulesScene:
    return cast("type[RulesScene]", scene_type("rules"))(app, game_id)


def settings(app: App) -> SettingsScene:
    return cast("type[SettingsScene]", scene_type("settings"))(app)


def load_game(app: App) -> LoadGameScene:
    return cast("type[LoadGameScene]", scene_type("load_game"))(app)


def replays(app: App) -> ReplaysScene:
    return cast("type[ReplaysScene]", scene_type("replays"))(app)


def replay_view(app: App, record: GameRecord, start: int = 0) -> ReplayViewScene:
    return cast("type[ReplayViewScene]", scene_type("replay_view"))(app, record, start)


def stats(app: App) -> StatsScene:
    return cast("type[StatsScene]", scene_type("stats"))(app)


def pause(
    app: App,
    table: TableScene,
    then: Callable[[Path], None] | None = None,
    folder: Path | None = None,
) -> PauseScene:
    """The pause menu; with `then`, its Save game as... in `folder`, `then(path)` once saved."""
    return cast("type[PauseScene]", scene_type("pause"))(app, table, then=then, folder=folder)


def handoff(app: App, table: TableScene) -> HandoffScene:
    return cast("type[HandoffScene]", scene_type("handoff"))(app, table)


def results(app: App, match: Match, seat_colour: Any = None) -> ResultsScene:
    return cast("type[ResultsScene]", scene_type("results"))(app, match, seat_colour)


def tutorial_end(app: App, script: Tutorial, skipped: bool = False) -> TutorialEndScene:
    return cast("type[TutorialEndScene]", scene_type("tutorial_end"))(app, script, skipped)


def generic_table_type() -> type[GenericTableScene]:
    """The plain table of a game whose own scene cannot be imported."""
    return cast("type[GenericTableScene]", scene_type("generic_table"))
