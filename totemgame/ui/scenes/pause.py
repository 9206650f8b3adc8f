"""Pause menu over the table: resume, rules, settings, save as..., save and quit to the title."""

from __future__ import annotations

import re
import time
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from totemgame import paths
from totemgame.i18n import _
from totemgame.ui import draw, navigation, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import confirm, message
from totemgame.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from totemgame.ui.app import App
    from totemgame.ui.table import TableScene


MENU_ROWS = 5  # Resume, Rules, Settings, Save game as..., Save and quit to title
# (a tutorial: Resume, Rules, Settings, Skip tutorial, Start over, Quit to title)


def panel() -> pygame.Rect:
    """The wooden panel, sized for the menu buttons at the current UI scale."""
    step = min(theme.ui(72), (theme.HEIGHT - 40 - 110 - 42) // MENU_ROWS)  # fits at 150 %
    rect = pygame.Rect(0, 0, theme.ui(440), 110 + MENU_ROWS * step + 42)
    rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
    return rect


# Names Windows keeps for devices: a save may not be called so, whatever its extension.
_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10))} | {
    f"LPT{i}" for i in range(1, 10)
}


def safe_file_name(name: str) -> str:
    """A file name from what the player typed: letters of any alphabet, digits, spaces, - and _
    are kept ('Ma partie à Kapu' stays so); anything else, a path sign among them, becomes -."""
    kept = "".join(
        c if c.isalnum() or c in " _-" else "-" for c in unicodedata.normalize("NFC", name)
    )
    stem = re.sub(r"-{2,}", "-", re.sub(r"\s+", " ", kept)).strip(" -")[:40].strip(" -")
    if stem.upper() in _DEVICES:
        stem += "-game"
    return (stem or "game") + ".json"


class PauseScene(MenuScene):
    """Esc at the table. The table stays visible (dimmed) underneath."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.saving = False

    def build(self) -> None:
        self._built_scale = theme.ui_scale()
        p = panel()
        step = (p.h - 110 - 42) // MENU_ROWS
        x, w, bh = p.x + 50, p.w - 100, min(theme.ui(56), step - 12)
        if not self.saving and self.table.tutorial is not None:
            items = [
                (_("Resume"), self.back, "primary", ""),
                (_("Rules"), self.rules, "normal", ""),
                (_("Skip tutorial"), self.skip_tutorial, "normal", _("See its summary and play")),
                (_("Start over"), self.restart_tutorial, "normal", _("The tutorial from step 1")),
                (_("Quit to title"), self._to_title, "normal", _("It resumes here next time")),
            ]
            for i, (label, cb, style, tip) in enumerate(items):
                rect = (x, p.y + 110 + i * step, w, bh)
                self.add(Button(rect, label, cb, style=style, tooltip=tip))
            self.ui.set_focus(self.ui.widgets[0])
        elif not self.saving:
            items = [
                (_("Resume"), self.back, "primary", ""),
                (_("Rules"), self.rules, "normal", ""),
                (
                    _("Settings"),
                    self.settings,
                    "normal",
                    _("Sound, animation and AI speed, colours"),
                ),
                (_("Save game as..."), self.save_as, "normal", ""),
                (_("Save and quit to title"), self.quit_to_title, "normal", ""),
            ]
            for i, (label, cb, style, tip) in enumerate(items):
                rect = (x, p.y + 110 + i * step, w, bh)
                self.add(Button(rect, label, cb, style=style, tooltip=tip))
            self.ui.set_focus(self.ui.widgets[0])
        else:
            default = f"{self.table.game_id}-{time.strftime('%Y%m%d-%H%M')}"
            box = pygame.Rect(x, p.y + 110 + theme.ui(60), w, theme.ui(48))
            self.name_box = TextInput(box, default, max_len=40, on_submit=lambda _t: self.do_save())
            self.add(self.name_box)
            save = pygame.Rect(x, box.bottom + theme.ui(32), w, bh)
            self.add(Button(save, _("Save"), self.do_save, style="primary"))
            cancel = save.move(0, bh + theme.ui(16))
            self.add(Button(cancel, _("Cancel"), self.cancel_save))
            self.ui.set_focus(self.name_box)

    def back(self) -> None:
        if self.saving:
            self.cancel_save()
        else:
            self.app.pop()

    def rules(self) -> None:
        self.app.push(navigation.rules(self.app, self.table.game_id))

    def settings(self) -> None:
        self.app.push(navigation.settings(self.app))

    def resume(self) -> None:
        # Back from Settings: the game follows the new settings at once (the controller keeps
        # its own reference for the AI's pace). Only a new menu text size rebuilds the menu,
        # so a half-typed save name survives a message about a failed save.
        self.table.controller.settings = self.app.settings
        if theme.ui_scale() != self._built_scale:
            self.rebuild()

    def save_as(self) -> None:
        self.saving = True
        self.rebuild()

    def cancel_save(self) -> None:
        self.saving = False
        self.rebuild()

    def do_save(self) -> None:
        path = paths.saves_dir() / safe_file_name(self.name_box.text)
        if path.exists():  # another saved game by that name: never replaced without asking
            confirm(
                self.app,
                _("Replace the saved game?"),
                _("A saved game called {name} already exists. Replace it with this game?").format(
                    name=path.stem
                ),
                lambda: self._write(path),
                yes=_("Replace"),
                no=_("Keep it"),
            )
            return
        self._write(path)

    def _write(self, path: Path) -> None:
        try:
            self.table.controller.save_as(path)
        except OSError as exc:
            message(
                self.app,
                _("Not saved"),
                _("The game could not be saved in {folder}: {reason}").format(
                    folder=path.parent, reason=exc.strerror or exc
                ),
            )
            return
        self.saving = False
        self.rebuild()
        self.banners.show(lambda: _("Saved as {file}").format(file=path.stem), kind="ok")

    def quit_to_title(self) -> None:
        # Autosave already holds every move; save once more in case the last write failed.
        try:
            self.table.controller.write_autosave()
        except OSError as exc:
            message(
                self.app,
                _("Not saved"),
                _("Your game could not be saved: {reason}").format(reason=exc.strerror or exc),
                self._to_title,
            )
            return
        title = navigation.title(self.app)
        self.app.set_root(title)
        title.banners.show(
            lambda: _("Game saved: Continue picks it up where you left off."),
            seconds=6.0,
            kind="ok",
        )

    def skip_tutorial(self) -> None:
        guide = self.table.tutorial
        if guide is not None:
            self.app.set_root(navigation.tutorial_end(self.app, guide.tutorial, skipped=True))

    def restart_tutorial(self) -> None:
        from totemgame.ui import tutorial

        tutorial.start(self.app, self.table.game_id, resume=False)

    def _to_title(self) -> None:
        self.app.set_root(navigation.title(self.app))

    def draw_background(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 160)
        p = panel()
        draw.wood_panel(surface, p, radius=14)
        title = _("Save game") if self.saving else _("Paused")
        theme.blit_shadowed(surface, title, (p.centerx, p.y + 56), "heading", 48)
        if self.saving:
            theme.blit_text(
                surface,
                _("Name of the save:"),
                (p.x + 50, p.y + 110 + theme.ui(10)),
                "body",
                theme.ui(theme.BODY),
                theme.TEXT,
            )

    def describe(self) -> str:
        return "Pause"
