"""Scene: one screen of the app, living on the App's scene stack (Tuxemon-style lifecycle)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from totemgame.ui.app import App


class Scene:
    """A screen on the stack. The App calls the hooks; subclasses override what they need.

    Lifecycle: enter() when pushed, pause() when covered by another scene, resume() when it is
    on top again, exit() when removed. `opaque` scenes hide everything below them, so the App
    draws from the topmost opaque scene upwards.
    """

    opaque: bool = True

    def __init__(self, app: App) -> None:
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
