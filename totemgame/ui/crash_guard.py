"""The crash guard of the player's window: an unexpected error saves the game, writes a crash
report, says so in a dialog and goes back to the title, instead of closing the window.

Only `App.run()` (the player's main loop) uses it. Tests, the self-test and the monkey drive the
App with `step()`, so every exception still reaches them. The guard itself never raises: a
report that cannot be written still gets its dialog, and a dialog that cannot be shown (or
errors over and over) ends the app with exit code 1 after writing what it could.
"""

from __future__ import annotations

import contextlib
import re
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.crash_report import CrashContext, moves_tail, one_line, write_report
from totemgame.i18n import _
from totemgame.session.local_session import match_of
from totemgame.storage.userfiles import shown_path
from totemgame.ui import theme
from totemgame.ui.widgets.dialog import DialogScene

if TYPE_CHECKING:
    from typing import Protocol

    from totemgame.ui.leaving import Leaving
    from totemgame.ui.scene import Host

    class Guarded(Host, Protocol):
        """The app as its crash guard sees it: a Host whose loop it may stop."""

        running: bool
        leaving: Leaving


# An error while the crash dialog is up (it cannot even be shown), or this many errors within
# CRASH_LOOP_SECONDS (faster than a player can go back to the title and on): the guard gives up.
CRASH_LOOP_COUNT = 5
CRASH_LOOP_SECONDS = 10.0
DIALOG_WIDTH = 900

# If the words of the dialog (assets/data/crash.toml) cannot be read, these stand in.
FALLBACK_WORDS = {
    "title": "Something went wrong",
    "intro": "The game ran into an unexpected error.",
    "saved": "Your game was saved.",
    "not_saved": "Your game could not be saved ({reason}).",
    "report": "A crash report was written to:",
    "report_after": "",
    "no_report": "The crash report could not be written ({reason}).",
    "button": "Back to title",
}


class CrashScene(DialogScene):
    """The crash dialog, alone on a plain background (the screen behind it may be what broke).
    Its button, Enter or Esc go to the title."""

    opaque = True

    def __init__(self, app: Guarded, title: str, text: str, button: str) -> None:
        super().__init__(app, title, text, [(button, self.to_title)], width=DIALOG_WIDTH)

    def to_title(self) -> None:
        self.app.set_root(self.app.screens.title())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._chooser(0)()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        super().draw(surface)


class CrashGuard:
    """Turns an exception of the player's main loop into a report, a save and a dialog."""

    def __init__(self, app: Guarded) -> None:
        self.app = app
        self.crashes: list[float] = []
        self.exit_code = 0
        self.last_report: Path | None = None

    def recover(self, exc: BaseException) -> None:
        """Handle `exc` from a frame of the app. Never raises."""
        try:
            self._recover(exc)
        except Exception as inner:  # the guard failed too: stop rather than loop or vanish
            self._give_up(inner)

    def _recover(self, exc: BaseException) -> None:
        now = time.monotonic()
        self.crashes = [t for t in self.crashes if now - t < CRASH_LOOP_SECONDS] + [now]
        in_the_dialog = isinstance(self.app.top, CrashScene)
        context, saved_ok, save_problem = self._save_game()
        context.inputs = self._inputs()
        path, report_problem = write_report(exc, context)
        self.last_report = path
        where = str(path) if path else f"not written ({report_problem})"
        print(
            f"totemgame: unexpected error: {one_line(exc)}; crash report: {where}", file=sys.stderr
        )
        if in_the_dialog or len(self.crashes) >= CRASH_LOOP_COUNT:
            self._give_up(exc)
            return
        words = _words()
        parts = [words["intro"]]
        if saved_ok:
            parts.append(words["saved"])
        elif save_problem:
            parts.append(words["not_saved"].format(reason=save_problem))
        lines = [" ".join(parts)]
        if path is not None:  # the path on lines of its own, cut at its separators
            lines += [words["report"], *_path_lines(shown_path(path)), words["report_after"]]
        else:
            lines.append(words["no_report"].format(reason=report_problem))
        text = "\n".join(lines)
        self._clear_stack()
        self.app.leaving.confirming = False
        self.app.push(CrashScene(self.app, words["title"], text, words["button"]))

    def _save_game(self) -> tuple[CrashContext, bool, str]:
        """Save the game at the table (the topmost one) now; the context for the report,
        whether it was saved and, if not, why."""
        context = CrashContext(scenes=[_describe(s) for s in self.app.stack])
        # a TableScene or the replay viewer: whatever scene holds a game
        table: Any = next((s for s in reversed(self.app.stack) if hasattr(s, "session")), None)
        if table is None:
            return context, False, ""
        with contextlib.suppress(Exception):
            record = match_of(table.session).record
            context.game_id, context.seed = record.game, record.seed
            context.options = dict(record.options)
            context.seats = [s.kind for s in record.seats]
            context.ply = len(record.actions)
            context.last_moves = moves_tail(record.actions)
        if not getattr(table.session, "autosave_enabled", False):  # a replay: nothing to keep
            return context, False, ""
        try:
            if table.session.is_over():
                context.saved = "finished game, nothing to continue"
                return context, False, ""
            problem = table.save_before_quit()
        except Exception as exc:
            problem = f"{type(exc).__name__}: {exc}"
        if problem:
            context.saved = f"not saved: {problem}"
            return context, False, str(problem)
        context.saved = "saved to the autosave"
        return context, True, ""

    def _inputs(self) -> list[str]:
        events = list(getattr(self.app, "recent_events", ()))
        return [_describe_event(e) for e in events]

    def _clear_stack(self) -> None:
        """Remove every scene (each one's exit() may fail too: the rest still go)."""
        stack = self.app.stack
        while stack:
            scene = stack.pop()
            with contextlib.suppress(Exception):
                scene.exit()

    def _give_up(self, exc: BaseException) -> None:
        """Errors keep coming (or the guard failed): end the app, exit code 1."""
        with contextlib.suppress(Exception):
            print(
                "totemgame: "
                + _(
                    "the game keeps failing ({error}); it stops now. Crash reports are in {folder}"
                ).format(
                    error=one_line(exc),
                    folder=self.last_report.parent if self.last_report else "logs",
                ),
                file=sys.stderr,
            )
        self.exit_code = 1
        self.app.running = False


def _words() -> dict[str, str]:
    words = dict(FALLBACK_WORDS)
    with contextlib.suppress(Exception):
        from totemgame.paths import load_data

        words.update(
            {k: str(v) for k, v in load_data("crash").get("dialog", {}).items() if k in words}
        )
    return {k: _(v) for k, v in words.items()}  # English in the data, shown translated


def _path_lines(path: str) -> list[str]:
    """`path` in lines that fit the dialog, cut after a separator (or anywhere)."""
    width = min(theme.ui(DIALOG_WIDTH), theme.WIDTH - 80) - 80  # as DialogScene sizes it
    font = theme.font("body", theme.ui(theme.BODY))
    lines, line = [], ""
    for piece in re.findall(r"[^/\\]*[/\\]?", path):
        while piece:
            if font.size(line + piece)[0] <= width:
                line, piece = line + piece, ""
            elif line:
                lines.append(line)
                line = ""
            else:  # one piece wider than the dialog: cut it where it must
                n = max(1, len(piece) * width // max(1, font.size(piece)[0]))
                lines.append(piece[:n])
                piece = piece[n:]
    return [*lines, line] if line else lines


def _describe(scene: Any) -> str:
    try:
        return str(scene.describe())
    except Exception:
        return type(scene).__name__


def _describe_event(event: Any) -> str:
    """An input event in a few words: 'KeyDown escape', 'MouseButtonDown (640, 360) 1'."""
    try:
        name = pygame.event.event_name(event.type)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            return f"{name} {pygame.key.name(event.key)} mod {event.mod}"
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return f"{name} {tuple(event.pos)} {event.button}"
        if event.type == pygame.MOUSEWHEEL:
            return f"{name} {event.y}"
        if event.type == pygame.TEXTINPUT:
            return f"{name} {event.text!r}"
        return name
    except Exception:
        return repr(event)[:80]
