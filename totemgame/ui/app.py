"""The App: window, main loop, scene stack, settings, sound and the AI worker.

Start-up is kept light: pygame and the title screen only. Game rules, game scenes, the mixer
and the AI worker process are started after the first frame is on screen.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from totemgame import APP_NAME, i18n
from totemgame.i18n import _
from totemgame.storage import userfiles
from totemgame.storage.settings import Settings, read_settings, save_settings
from totemgame.storage.setup_memory import SetupMemory
from totemgame.ui import anim, theme, window
from totemgame.ui.leaving import TERMINATE, Leaving, listen_for_termination
from totemgame.ui.pacing import FPS, MAX_DT, FramePacer
from totemgame.ui.scene import Scene, Screens
from totemgame.ui.screens import AppScreens
from totemgame.ui.sound import Sound
from totemgame.ui.startup import process_age

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker

EXIT_AFTER_FIRST_FRAME = "TOTEMGAME_EXIT_AFTER_FIRST_FRAME"
# The player's inputs kept (the last 20) for a crash report.
RECORDED_INPUTS = (
    pygame.KEYDOWN,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEWHEEL,
    pygame.TEXTINPUT,
    pygame.QUIT,
)


class App:
    """The application: owns the window and the scene stack and runs the frame loop.

    Events go to the top scene first and down the stack until one consumes them; drawing starts
    at the topmost opaque scene. Tests and the self-test drive it with `step()` / `run_frames()`.
    The real loop (`run()`) draws only when something can have changed (see ui/pacing.py).
    """

    def __init__(
        self,
        settings: Settings | None = None,
        settings_warning: str | None = None,
        ai_worker: AiWorker | None = None,
        first_frame_callback: Callable[[float], None] | None = None,
        start_title: bool = True,
    ) -> None:
        found = None
        if settings is None:
            found = read_settings()
            settings = found.settings
        self.settings = settings
        self.settings_warning = settings_warning
        self.setups = SetupMemory()  # each game's last setup, for this session and the next
        self.screens: Screens = AppScreens(self)  # every screen, made for this app (ui/screens.py)
        # What to tell the player once this frame's input is handled: (text, kind, seconds).
        self._notices: list[tuple[str, str, float]] = []
        self._settings_kept_told = False  # told that changed settings last for the session
        self.stack: list[Scene] = []
        self.running = True
        self.frame = 0
        self.first_frame_at: float | None = None  # seconds since process start
        self.first_frame_callback = first_frame_callback
        self._ai_worker = ai_worker
        self.leaving = Leaving(self)  # the close button asks first; SIGTERM saves and quits
        self.recent_events: deque[pygame.event.Event] = deque(maxlen=20)  # for crash reports
        self.ai_min_delay: float | None = None  # the self-test and bench skip the AI's pacing
        self.sound = Sound(settings.sound_volume, settings.muted)
        anim.set_speed(settings.animation_speed)
        theme.set_ui_scale(settings.ui_scale)
        i18n.set_language(i18n.resolve(settings.language))
        if found is not None:
            self.settings_warning = found.warning()  # worded in the player's language
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        pygame.display.set_caption(APP_NAME)
        self.screen = window.open_window(settings)
        self.clock = pygame.time.Clock()
        self.pacer = FramePacer(FPS)
        self.next_frame_in: float | None = 0.0  # the top scene's answer after the last frame
        if start_title:
            self.push(self.screens.title())

    def toggle_fullscreen(self) -> None:
        """F11: switch between window and full screen."""
        window.toggle_fullscreen()

    @property
    def ai_worker(self) -> AiWorker:
        """The AI worker, created (and started) on first use."""
        if self._ai_worker is None:
            from totemgame.ai.worker import AiWorker

            self._ai_worker = AiWorker()
        return self._ai_worker

    def toggle_mute(self) -> bool:
        """Sound off / on, kept in the settings file (if it could not be read, or the disk
        refuses, for this run only, and the player is told so once). Returns whether the sound
        is now muted."""
        import dataclasses

        settings = dataclasses.replace(self.settings, muted=not self.settings.muted)
        self.apply_settings(settings)
        self.keep_settings(settings)
        return settings.muted

    def keep_settings(self, settings: Settings) -> None:
        """Write `settings` to the settings file; if it may not be written over (it could not
        be read) or the disk refuses, they last for the session, and the player is told once."""
        try:
            save_settings(settings)
        except userfiles.NotReplaced as exc:
            self.settings_kept(
                _(
                    "Not saved in your settings file, which could not be read ({reason}): this "
                    "lasts until you close the game."
                ).format(reason=exc.reason)
            )
        except OSError as exc:
            self.settings_kept(
                _(
                    "Settings could not be saved ({reason}): this lasts until you close the game."
                ).format(reason=userfiles.read_reason(exc))
            )

    def settings_kept(self, text: str) -> None:
        """Settings were kept for the session only: say `text`, the first time."""
        if not self._settings_kept_told:
            self._settings_kept_told = True
            self.notify(text)

    def notify(self, text: str | None, kind: str = "warning", seconds: float = 10.0) -> None:
        """Tell the player `text` (None: nothing) on the screen on top once this frame's input
        is handled, whichever screen that input opened or left."""
        if text:
            self._notices.append((text, kind, seconds))

    def _show_notices(self) -> None:
        while self._notices:
            text, kind, seconds = self._notices.pop(0)
            banners = next((s.banners for s in reversed(self.stack) if hasattr(s, "banners")), None)
            if banners is not None:
                banners.show(text, seconds=seconds, kind=kind)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings now (sound, animation speed, full screen, language)."""
        old = self.settings
        self.settings = settings
        self.sound.configure(settings.sound_volume, settings.muted)
        anim.set_speed(settings.animation_speed)
        theme.set_ui_scale(settings.ui_scale)
        self.set_language(i18n.resolve(settings.language))
        self.pacer.wake()
        # Compare with the window as it is: F11 may have changed it since the settings opened.
        if settings.fullscreen != window.is_fullscreen(old.fullscreen) and (
            os.environ.get("SDL_VIDEODRIVER") != "dummy"
        ):
            self.toggle_fullscreen()

    def set_language(self, lang: str) -> None:
        """Speak `lang` from now on: every screen on the stack rebuilds its words (widgets hold
        their labels; rendered text is cached by its string, so new words render anew)."""
        if lang == i18n.current():
            return
        i18n.set_language(lang)
        for scene in list(self.stack):
            scene.language_changed()
        self.pacer.wake()

    # -- scene stack ----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        self.pacer.wake()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        self.pacer.wake()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        self.pacer.wake()

    def set_root(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene` (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        self.pacer.wake()

    # -- loop -----------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Send one event: window-level keys first, then down the stack until consumed."""
        if event.type in RECORDED_INPUTS:
            self.recent_events.append(event)
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type == TERMINATE:
            self.leaving.terminate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        for scene in reversed(list(self.stack)):
            if scene.intercept(event) or scene.handle_event(event):
                return

    def request_quit(self) -> None:
        """The window's close button: asks first when a game is in play (ui/leaving.py)."""
        self.leaving.request_quit()

    def quit(self) -> None:
        self.running = False

    def decoration(self) -> float | None:
        """`next_frame_in` for a purely decorative animation (torches, pulsing glows): it runs
        for a while after the last input, then the picture holds still until the next one."""
        return self.pacer.decoration()

    def step(self, dt: float | None = None, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update of the top scene, draw, flip."""
        if dt is None:
            dt = min(self.clock.tick(FPS) / 1000.0, MAX_DT)
        shown = self.top  # the scene the player saw when they clicked
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.MOUSEBUTTONDOWN and self.top is not shown:
                # A press queued behind the click that opened a screen not drawn yet: the
                # player aimed at the old screen, so it must not act on the new one.
                continue
            self.dispatch(event)
            if not self.running:
                return
        self._show_notices()
        if self.stack:
            self.stack[-1].update(dt)
        self.draw(self.screen)
        pygame.display.flip()
        moving = anim.take_running()  # any tween anywhere (a scene may not say so itself)
        top = self.stack[-1] if self.stack else None
        self.next_frame_in = 0.0 if moving else top.next_frame_in() if top else None
        self.frame += 1
        if self.frame == 1:
            self._on_first_frame()
        elif self.frame == 2:
            self._after_first_frame()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible part of the stack, from the topmost opaque scene up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        if not self.stack or not self.stack[start].opaque:
            surface.fill(theme.BG)
        for scene in self.stack[start:]:
            scene.draw(surface)

    def _on_first_frame(self) -> None:
        self.first_frame_at = process_age()
        if self.first_frame_callback:
            self.first_frame_callback(self.first_frame_at)
        if os.environ.get(EXIT_AFTER_FIRST_FRAME) == "1":
            print(f"first-frame {self.first_frame_at:.3f}", flush=True)
            self.running = False

    def _after_first_frame(self) -> None:
        """Slow start-up work, done once the player already sees the menu."""
        self.sound.init()
        self.ai_worker.start()
        remove_leftover_temps()

    def run_frames(self, frames: int, dt: float = 1 / FPS) -> None:
        """Run `frames` frames with a fixed time step and no waiting (tests, self-test)."""
        for _frame in range(frames):
            if not self.running:
                return
            self.step(dt)

    def run(self) -> int:
        """The real main loop, until the player quits. Returns the exit code.

        An unexpected error in a frame goes to the crash guard (the game is saved, a report
        written, a dialog shown) instead of closing the window. Only here: tests and the
        self-test call step() and see every exception."""
        from totemgame.ui.crash_guard import CrashGuard

        guard = CrashGuard(self)
        listen_for_termination()
        try:
            while self.running:
                try:
                    # Sleeps while nothing on screen can change (see ui/pacing.py).
                    dt, events = self.pacer.next_frame(self.next_frame_in)
                    self.step(dt, events)
                except Exception as exc:
                    guard.recover(exc)
        finally:
            self.shutdown()
        return guard.exit_code

    def shutdown(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        if self._ai_worker is not None:
            self._ai_worker.shutdown()
        pygame.quit()
        theme.clear_font_caches()

    # -- helpers for tests and the self-test ----------------------------------------------
    @staticmethod
    def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
        """The events of a left click at `pos` (motion, press, release)."""
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]

    def click(self, pos: tuple[int, int]) -> None:
        """Post a left click at `pos` to the event queue (handled on the next step)."""
        for e in self.click_events(pos):
            pygame.event.post(e)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        )
        pygame.event.post(
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        )


def remove_leftover_temps() -> None:
    """Delete the temporary files that saves interrupted by a kill or a crash left in the
    folders the app writes (the app's own pattern only; never a live writer's)."""
    from totemgame import paths
    from totemgame.storage import history, safe_write, saves

    safe_write.remove_leftover_temps(
        [
            paths.config_dir(),
            paths.data_dir(),
            saves.games_dir(),
            paths.saves_dir(),
            history.replays_dir(),
        ]
    )
