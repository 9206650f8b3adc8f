"""Opening the game: the window and its loop until the player quits, or one clear line on
stderr (and a crash report) when it cannot start."""

from __future__ import annotations

import sys

import pygame

from totemgame.i18n import _
from totemgame.ui.app import App
from totemgame.ui.display import display_problem


def main(argv: list[str] | None = None) -> int:
    """Open the game window and play until the player quits."""
    del argv  # the CLI parses arguments; the window takes none
    problem = display_problem()
    if problem:
        print(f"totemgame: {problem}", file=sys.stderr)
        return 1
    try:
        app = App()
    except pygame.error as exc:  # no video device, a display that refused the window
        print(
            "totemgame: " + _("the game window could not open ({reason})").format(reason=exc),
            file=sys.stderr,
        )
        return 1
    except Exception as exc:  # before the loop (and its crash guard) runs: report it all the same
        from totemgame.crash_report import CrashContext, one_line, write_report

        path, why = write_report(exc, CrashContext())
        print(
            f"totemgame: the game could not start ({one_line(exc)}); crash report: {path or why}",
            file=sys.stderr,
        )
        return 1
    return app.run()
