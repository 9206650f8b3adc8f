"""The composition root of the screens: the one place that knows every screen class.

A screen opens another through its host's `screens` (the Screens protocol in ui/scene.py),
e.g. `self.app.screens.rules(game_id)`; the App (ui/app.py) holds the one AppScreens. Each
screen's module is imported when that screen is first opened (the title screen starts fast),
and no screen module imports another one or this module, so the screens form no import circle
however they link to each other. Each method returns the new screen, not yet shown: the
caller pushes it, replaces the top with it, or makes it the root.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from totemgame.engine.game import Action, GameSpec, Seat
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord
    from totemgame.net.online_game import OnlineGame
    from totemgame.tutorial import Tutorial
    from totemgame.ui.scene import Host, Scene
    from totemgame.ui.table import TableScene


class AppScreens:
    """Every screen of the app, made for one host (see the module docstring)."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def title(self) -> Scene:
        from totemgame.ui.scenes.title import TitleScene

        return TitleScene(self.host)

    def game_select(self, for_rules: bool = False, learn: bool = False) -> Scene:
        from totemgame.ui.scenes.game_select import GameSelectScene

        return GameSelectScene(self.host, for_rules=for_rules, learn=learn)

    def setup(self, game_id: str) -> Scene:
        from totemgame.ui.scenes.setup import SetupScene

        return SetupScene(self.host, game_id)

    def rules(self, game_id: str) -> Scene:
        from totemgame.ui.scenes.rules import RulesScene

        return RulesScene(self.host, game_id)

    def settings(self) -> Scene:
        from totemgame.ui.scenes.settings_screen import SettingsScene

        return SettingsScene(self.host)

    def load_game(self) -> Scene:
        from totemgame.ui.scenes.load_game import LoadGameScene

        return LoadGameScene(self.host)

    def replays(self) -> Scene:
        from totemgame.ui.scenes.replays import ReplaysScene

        return ReplaysScene(self.host)

    def replay_view(
        self, record: GameRecord, start: int = 0, focus: tuple[int, Action, str] | None = None
    ) -> Scene:
        from totemgame.ui.scenes.replay_view import ReplayViewScene

        return ReplayViewScene(self.host, record, start, focus)

    def review(self, record: GameRecord, seat: int | None = None) -> Scene:
        from totemgame.ui.scenes.review import ReviewScene

        return ReviewScene(self.host, record, seat)

    def stats(self) -> Scene:
        from totemgame.ui.scenes.stats_screen import StatsScene

        return StatsScene(self.host)

    def pause(
        self,
        table: Scene,
        then: Callable[[Path], None] | None = None,
        folder: Path | None = None,
    ) -> Scene:
        from totemgame.ui.scenes.pause import PauseScene

        return PauseScene(self.host, _table(table), then=then, folder=folder)

    def handoff(self, table: Scene) -> Scene:
        from totemgame.ui.scenes.handoff import HandoffScene

        return HandoffScene(self.host, _table(table))

    def results(
        self,
        match: Match,
        seat_colour: Any = None,
        online: bool = False,
        viewer: Seat | None = None,
    ) -> Scene:
        from totemgame.ui.scenes.results import ResultsScene

        return ResultsScene(self.host, match, seat_colour, online, viewer)

    def tutorial_end(self, script: Tutorial, skipped: bool = False) -> Scene:
        from totemgame.ui.scenes.tutorial_end import TutorialEndScene

        return TutorialEndScene(self.host, script, skipped)

    def online(self) -> Scene:
        from totemgame.ui.scenes.online import OnlineScene

        return OnlineScene(self.host)

    def online_host(self) -> Scene:
        from totemgame.ui.scenes.online_host import HostScene

        return HostScene(self.host)

    def game_options(self, spec: GameSpec, options: dict[str, Any]) -> Scene:
        from totemgame.ui.scenes.game_options import GameOptionsScene

        return GameOptionsScene(self.host, spec, options)

    def online_join(self) -> Scene:
        from totemgame.ui.scenes.online_join import JoinScene

        return JoinScene(self.host)

    def online_lobby(self, game: OnlineGame) -> Scene:
        from totemgame.ui.scenes.online_lobby import LobbyScene

        return LobbyScene(self.host, game)


def _table(scene: Scene) -> TableScene:
    """The table a pause menu or a hand-off belongs to."""
    from totemgame.ui.table import TableScene

    if not isinstance(scene, TableScene):
        raise TypeError(f"{type(scene).__name__} is not a game's table")
    return scene
