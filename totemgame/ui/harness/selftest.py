"""Self-test: drive every game through the real scenes with synthetic clicks, like a user.

title -> New game -> game select -> setup (all seats AI) -> Start -> table -> results -> title.
Fails on any exception, a frozen table, or a game that does not finish. With a language
(`--lang pl`), it also opens the settings, and fails on a missing catalogue or a character that
a font cannot draw in any text rendered on the way. Optionally the monkey
(ui/harness/monkey.py: seeded random input on every scene of every game) for a while afterwards.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
import time
import traceback
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from totemgame.ui.app import App

FROZEN_AFTER = 30.0  # seconds without a move = frozen
GAME_TIMEOUT = 600.0


class SelftestFailure(RuntimeError):
    """The self-test found a problem (message for stderr)."""


def _scene_name(app: App) -> str:
    return type(app.top).__name__ if app.top else "<empty>"


def _click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """Post a real left click at `pos` into pygame's queue and run frames to handle it."""
    app.click(pos)
    for _ in range(frames):
        app.step(1 / 60)


def _click_button(app: App, label: str) -> None:
    """Click the button labelled `label` (English; found in the current language)."""
    from totemgame.i18n import _
    from totemgame.ui.scenes.menu import MenuScene
    from totemgame.ui.widgets.dialog import DialogScene

    label = _(label)
    top = app.top
    button = top.find_button(label) if isinstance(top, (MenuScene, DialogScene)) else None
    if button is None or not button.enabled:
        raise SelftestFailure(f"no enabled button {label!r} on {_scene_name(app)}")
    _click(app, button.rect.center)


def _wait_for(app: App, scene_name: str, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while _scene_name(app) != scene_name:
        if time.monotonic() > end:
            raise SelftestFailure(f"expected {scene_name}, still on {_scene_name(app)}")
        app.step(1 / 60)


def _setup_all_ai(app: App) -> None:
    """On the setup screen, click each seat's kind selector until it says AI Easy / AI Random."""
    from totemgame.ui.scenes.setup import SetupScene

    scene = app.top
    if not isinstance(scene, SetupScene):
        raise SelftestFailure(f"expected the setup screen, on {_scene_name(app)}")
    for i, widgets in enumerate(scene.seat_widgets):
        want = "ai:easy" if i == 0 else "ai:random"
        kind = widgets["kind"]
        for _ in range(10):
            if kind.value == want:
                break
            box = kind.box
            _click(app, (box.right - 12, box.centery), frames=1)
        if kind.value != want:
            raise SelftestFailure(f"could not make seat {i + 1} an AI on the setup screen")


def _play_to_results(app: App) -> None:
    from totemgame.ui.table import TableScene
    from totemgame.ui.widgets.dialog import DialogScene

    _wait_for(app, _scene_name(app))
    started = time.monotonic()
    last_ply, last_progress = -1, time.monotonic()
    while _scene_name(app) != "ResultsScene":
        app.step(1 / 60)
        top = app.top
        if not isinstance(top, TableScene):
            if _scene_name(app) in ("HandoffScene",):
                raise SelftestFailure("a hand-off appeared with no human seats")
            if _scene_name(app) == "DialogScene" and isinstance(top, DialogScene):
                raise SelftestFailure(f"a dialog appeared at the table: {top.text}")
            continue
        ply = top.session.ply
        if ply != last_ply:
            last_ply, last_progress = ply, time.monotonic()
        elif time.monotonic() - last_progress > FROZEN_AFTER:
            raise SelftestFailure(
                f"the table froze at move {ply} (no progress for {FROZEN_AFTER:.0f} s)"
            )
        if time.monotonic() - started > GAME_TIMEOUT:
            raise SelftestFailure(f"the game did not finish within {GAME_TIMEOUT:.0f} s")


def drive_game(app: App, game_id: str) -> None:
    """One full game of `game_id` from the title screen back to it."""
    from totemgame.ui.scenes.game_select import GameSelectScene

    _wait_for(app, "TitleScene")
    app.run_frames(3)
    _click_button(app, "New game")
    _wait_for(app, "GameSelectScene")
    chooser = app.top
    card = chooser.find_card(game_id) if isinstance(chooser, GameSelectScene) else None
    if card is None:
        raise SelftestFailure(f"no card for {game_id} on the game select screen")
    _click(app, card.rect.center)
    _wait_for(app, "SetupScene")
    _setup_all_ai(app)
    _click_button(app, "Start")
    _play_to_results(app)
    app.run_frames(5)
    _click_button(app, "Back to title")
    _wait_for(app, "TitleScene")


def visit_settings(app: App) -> None:
    """Title -> Settings -> Back: the settings screen drawn in the current language."""
    _wait_for(app, "TitleScene")
    _click_button(app, "Settings")
    _wait_for(app, "SettingsScene")
    app.run_frames(3)
    _click_button(app, "Back")
    _wait_for(app, "TitleScene")


def check_language(language: str) -> None:
    """The catalogue of `language` is in use (not English for want of a file)."""
    from totemgame import i18n

    if i18n.current() != language:
        path = i18n.catalogue_path(language)
        raise SelftestFailure(f"the {language!r} catalogue is not in use (looked for {path})")


def check_glyphs() -> None:
    """No text rendered so far had a character its font cannot draw."""
    from totemgame.ui import theme

    seen = theme.missing_glyphs_seen or {}
    if seen:
        lines = [f"{ch!r} in {role}: {text!r}" for (role, ch), text in sorted(seen.items())]
        raise SelftestFailure("characters the fonts cannot draw: " + "; ".join(lines[:10]))


def monkey(app: App, seconds: float, seed: int = 1, game_ids: list[str] | None = None) -> str:
    """Random input on every scene of every game for `seconds` (see ui/harness/monkey.py).

    Returns a one-line summary; raises SelftestFailure on a crash or a freeze.
    """
    from totemgame import games
    from totemgame.ui.harness.monkey import Monkey, MonkeyFailure

    try:
        report = Monkey(app, seed=seed, frozen_after=FROZEN_AFTER).run(
            game_ids or games.ids(), seconds
        )
    except MonkeyFailure as exc:
        raise SelftestFailure(str(exc)) from None
    return report.summary()


def run_selftest(
    game_id: str | None = None,
    monkey_seconds: float = 0,
    *,
    use_process: bool = True,
    seed: int = 1,
    walkthrough: bool = True,
    tutorials: bool = False,
    language: str | None = None,
) -> int:
    """Run the self-test; returns the exit code (0 = all good). Messages go to stderr.

    `use_process=False` runs the AI in a thread (games registered only in this process).
    `walkthrough=False` skips the full AI games and runs only the monkey (seeded by `seed`).
    `tutorials=True` plays every tutorial instead (ui/harness/tutorial_selftest.py).
    `language` ('en', 'fr', 'de', 'pl'): play in it, visit the settings, check every glyph.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    old_home = os.environ.get("TOTEMGAME_HOME")
    home = tempfile.mkdtemp(prefix="totemgame-selftest-")
    os.environ["TOTEMGAME_HOME"] = home  # never touch the player's own saves and settings
    app = None
    try:
        from totemgame import games
        from totemgame.storage.settings import Settings
        from totemgame.ui.app import App

        ids = [game_id] if game_id else games.ids()
        for gid in ids:
            games.get(gid)  # unknown id -> KeyError, reported below
        from totemgame.ai.worker import AiWorker
        from totemgame.ui import theme

        if language is not None:
            theme.missing_glyphs_seen = {}
        app = App(
            settings=Settings(ai_speed="fast", animation_speed="fast", language=language or "en"),
            settings_warning=None,
            ai_worker=AiWorker(use_process=use_process),
        )
        app.ai_min_delay = 0.0
        app.run_frames(3)
        if language is not None:
            check_language(language)
            visit_settings(app)
        if tutorials:
            from totemgame.ui.harness.tutorial_selftest import TutorialFailure, run_tutorials

            try:
                run_tutorials(app, ids)
            except TutorialFailure as exc:
                raise SelftestFailure(str(exc)) from None
            return 0
        for gid in ids if walkthrough else ():
            t0 = time.monotonic()
            drive_game(app, gid)
            print(
                f"selftest: {gid} played through in {time.monotonic() - t0:.1f} s", file=sys.stderr
            )
        if monkey_seconds > 0:
            t0 = time.monotonic()
            summary = monkey(app, monkey_seconds, seed, ids)
            print(
                f"selftest: monkey (seed {seed}) ran {time.monotonic() - t0:.1f} s without a "
                f"crash or freeze: {summary}",
                file=sys.stderr,
            )
        if language is not None:
            check_glyphs()
            print(f"selftest: every text rendered in {language!r} has its glyphs", file=sys.stderr)
        return 0
    except SelftestFailure as exc:
        print(f"selftest FAILED: {exc}", file=sys.stderr)
        return 1
    except KeyError as exc:
        print(f"selftest FAILED: unknown game {exc}", file=sys.stderr)
        return 2
    except Exception:
        print("selftest FAILED with an exception:", file=sys.stderr)
        traceback.print_exc()
        return 1
    finally:
        from totemgame.ui import theme

        theme.missing_glyphs_seen = None
        if app is not None:
            with contextlib.suppress(Exception):
                app.shutdown()
        if old_home is None:
            os.environ.pop("TOTEMGAME_HOME", None)
        else:
            os.environ["TOTEMGAME_HOME"] = old_home
        shutil.rmtree(home, ignore_errors=True)  # its saves and settings were only for the test
