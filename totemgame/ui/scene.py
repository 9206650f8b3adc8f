"""Scene: one screen of the app, living on the App's scene stack (Tuxemon-style lifecycle).

Every screen is given the app as a Host (below), never the App class itself, and opens other
screens through `host.screens` (Screens), never by importing them. The App (ui/app.py) is the
one Host; ui/screens.py, the composition root, is the one Screens: it alone knows every screen
class. So no screen imports the App or another screen, and the screens form no import circle
however they link to each other.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from totemgame.ai.worker import AiWorker
    from totemgame.engine.game import Action, GameSpec, Seat
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord
    from totemgame.net.online_game import OnlineGame
    from totemgame.storage.settings import Settings
    from totemgame.storage.setup_memory import SetupMemory
    from totemgame.tutorial import Tutorial
    from totemgame.ui.sound import Sound


class Screens(Protocol):
    """Every screen another screen may open. Each returns the new screen, not yet shown: the
    caller pushes it, replaces the top with it, or makes it the root. (A `table` is the
    TableScene a pause menu or hand-off belongs to.)"""

    def title(self) -> Scene: ...

    def game_select(self, for_rules: bool = False, learn: bool = False) -> Scene:
        """The game chooser: to set up a game, to read its rules, or (`learn`) its tutorial."""

    def setup(self, game_id: str) -> Scene: ...

    def rules(self, game_id: str) -> Scene: ...

    def settings(self) -> Scene: ...

    def load_game(self) -> Scene: ...

    def replays(self) -> Scene: ...

    def replay_view(
        self, record: GameRecord, start: int = 0, focus: tuple[int, Action, str] | None = None
    ) -> Scene:
        """The replay at move `start`; with `focus` (a reviewed move: the reviewed seat, the
        Hard AI's better move, what to say), seen by that seat, the better move glowing."""
        ...

    def review(self, record: GameRecord, seat: int | None = None) -> Scene: ...

    def stats(self) -> Scene: ...

    def pause(
        self,
        table: Scene,
        then: Callable[[Path], None] | None = None,
        folder: Path | None = None,
    ) -> Scene:
        """The pause menu; with `then`, its Save game as... in `folder`, `then(path)` once saved."""

    def handoff(self, table: Scene) -> Scene: ...

    def results(
        self,
        match: Match,
        seat_colour: Any = None,
        online: bool = False,
        viewer: Seat | None = None,
    ) -> Scene:
        """The results of `match` (`online`: played at a table elsewhere, so no rematch here)."""

    def tutorial_end(self, script: Tutorial, skipped: bool = False) -> Scene: ...

    def online(self) -> Scene:
        """Play online: host a table or join one."""

    def online_host(self) -> Scene: ...

    def game_options(self, spec: GameSpec, options: dict[str, Any]) -> Scene:
        """The options of a game hosted for friends, set in `options` in place."""

    def online_join(self) -> Scene: ...

    def online_lobby(self, game: OnlineGame) -> Scene:
        """The lobby of an online table this app sits at (it owns `game` from now on)."""


class Host(Protocol):
    """The app as a screen sees it: the scene stack, the settings, sound and notices."""

    settings: Settings
    settings_warning: str | None
    setups: SetupMemory
    sound: Sound
    stack: list[Scene]
    ai_min_delay: float | None
    screens: Screens

    @property
    def top(self) -> Scene | None: ...

    @property
    def ai_worker(self) -> AiWorker: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def set_root(self, scene: Scene) -> None: ...

    def notify(self, text: str | None, kind: str = "warning", seconds: float = 10.0) -> None:
        """A notice over whatever screen is on top."""

    def settings_kept(self, text: str) -> None: ...

    def apply_settings(self, settings: Settings) -> None: ...

    def set_language(self, lang: str) -> None: ...

    def toggle_mute(self) -> bool: ...

    def decoration(self) -> float | None:
        """`next_frame_in` for a purely decorative animation."""

    def quit(self) -> None: ...


class Scene:
    """A screen on the stack. The App calls the hooks; subclasses override what they need.

    Lifecycle: enter() when pushed, pause() when covered by another scene, resume() when it is
    on top again, exit() when removed. `opaque` scenes hide everything below them, so the App
    draws from the topmost opaque scene upwards.
    """

    opaque: bool = True

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def language_changed(self) -> None:
        """The language changed: rebuild whatever holds words (labels, wrapped lines)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event; return True if consumed (scenes below will not see it)."""
        return False

    def intercept(self, event: pygame.event.Event) -> bool:
        """Seen before `handle_event`, however a subclass orders its own keys (a tutorial's
        step takes its Enter and refuses clicks before a table's shortcuts); True: consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the 1280x720 logical surface."""

    def next_frame_in(self) -> float | None:
        """When this scene (on top) next needs a frame with no input: 0.0 while something moves
        on it (an animation, a fade, thinking dots), else the seconds until a timer changes what
        it shows, or None when only input changes it. The App also redraws after any input
        and change of screen (see ui/pacing.py); the self.app.decoration() answer suits a
        purely decorative animation."""
        return None

    def describe(self) -> str:
        """A short label for logs and the self-test."""
        return type(self).__name__
