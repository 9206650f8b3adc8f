"""Pause menu over the table: resume, rules, settings, save as..., save and quit to the title.

Save game as... names the save and its folder (the saves folder unless the player types
another: "save elsewhere" when the data folder's disk is full). When Save and quit cannot save
the game, the player stays at the table and is asked what to do (ui/unsaved.py).
"""

from __future__ import annotations

import os
import re
import stat
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from totemgame import paths
from totemgame.engine.record import RecordError
from totemgame.i18n import _
from totemgame.storage import saves, userfiles
from totemgame.ui import draw, theme, unsaved
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.banner import BannerStack
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import confirm, message
from totemgame.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
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


def folder_typed(text: str) -> Path:
    """The folder the player typed for a save: '' is the saves folder, '~' the home folder,
    and a relative path is taken from the home folder."""
    text = text.strip()
    if not text:
        return paths.saves_dir()
    folder = Path(os.path.expanduser(text))
    return folder if folder.is_absolute() else Path.home() / folder


class PauseScene(MenuScene):
    """Esc at the table. The table stays visible (dimmed) underneath.

    With `then`, it opens on Save game as... (the game could not be saved where the player
    asked: "save elsewhere"), in `folder`; `then(path)` runs once the game is saved, and Cancel
    goes back to the game."""

    opaque = False

    def __init__(
        self,
        app: Host,
        table: TableScene,
        then: Callable[[Path], None] | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.table = table
        self.then = then
        self.saving = then is not None
        self.folder = folder or paths.saves_dir()
        self._labels: tuple[int, int] = (0, 0)  # the y of the name's and the folder's labels

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
            if self.table.online is not None:  # the game is kept by its table's server
                items[3:] = [(_("Leave the table"), self.leave_online, "normal", "")]
            for i, (label, cb, style, tip) in enumerate(items):
                rect = (x, p.y + 110 + i * step, w, bh)
                self.add(Button(rect, label, cb, style=style, tooltip=tip))
            self.ui.set_focus(self.ui.widgets[0])
        else:
            default = f"{self.table.game_id}-{time.strftime('%Y%m%d-%H%M')}"
            y = p.y + 110
            box = pygame.Rect(x, y + theme.ui(34), w, theme.ui(44))
            self.name_box = TextInput(box, default, max_len=40, on_submit=lambda _t: self.do_save())
            where = pygame.Rect(x, box.bottom + theme.ui(46), w, theme.ui(44))
            self.folder_box = TextInput(
                where,
                str(self.folder),  # as it is: drawn with '?' for bytes that are not text
                max_len=400,
                on_submit=lambda _t: self.do_save(),
                tooltip=_("Type another folder to save the game there"),
            )
            self._labels = (y + theme.ui(4), box.bottom + theme.ui(14))
            self.add(self.name_box, self.folder_box)
            half = (w - theme.ui(16)) // 2
            save = pygame.Rect(x, where.bottom + theme.ui(28), half, bh)
            self.add(Button(save, _("Save"), self.do_save, style="primary"))
            cancel = pygame.Rect(x + w - half, save.y, half, bh)
            self.add(Button(cancel, _("Cancel"), self.cancel_save))
            self.ui.set_focus(self.folder_box if self.then else self.name_box)

    def back(self) -> None:
        if self.saving:
            self.cancel_save()
        else:
            self.app.pop()

    def rules(self) -> None:
        self.app.push(self.app.screens.rules(self.table.game_id))

    def settings(self) -> None:
        self.app.push(self.app.screens.settings())

    def resume(self) -> None:
        # Back from Settings: the game follows the new settings at once (the controller keeps
        # its own reference for the AI's pace). Only a new menu text size rebuilds the menu,
        # so a half-typed save name survives a message about a failed save.
        self.table.session.settings = self.app.settings
        if theme.ui_scale() != self._built_scale:
            self.rebuild()

    def save_as(self) -> None:
        self.saving = True
        self.rebuild()

    def cancel_save(self) -> None:
        if self.then is not None:  # saving elsewhere was asked for: back to the game
            self.app.pop()
            return
        self.saving = False
        self.rebuild()

    def do_save(self) -> None:
        folder = folder_typed(self.folder_box.text)
        path = folder / safe_file_name(self.name_box.text)
        if folder != paths.saves_dir() and not os.path.isdir(folder):
            self._not_saved(path, _("there is no such folder"))
            return
        try:
            there = os.lstat(path).st_mode
        except FileNotFoundError:
            self._write(path)
            return
        except OSError as exc:  # the folder cannot be read (or is not a folder)
            self._not_saved(path, userfiles.read_reason(exc))
            return
        try:
            if not stat.S_ISREG(there):
                raise RecordError(userfiles.NOT_A_FILE)
            saves.read_summary(path)
        except RecordError as exc:  # not a save the app can read: never written over
            message(
                self.app,
                _("Not saved"),
                _(
                    "A file called {name} is already in {folder}, and the game cannot read it: "
                    "{reason}. It is left as it is: choose another name."
                ).format(
                    name=saves.file_name_said(path.name),
                    folder=userfiles.shown_path(folder),
                    reason=exc,
                ),
            )
            return
        confirm(  # another saved game by that name: never replaced without asking
            self.app,
            _("Replace the saved game?"),
            _("A saved game called {name} already exists. Replace it with this game?").format(
                name=saves.file_name_said(path.stem)
            ),
            lambda: self._write(path),
            yes=_("Replace"),
            no=_("Keep it"),
        )

    def _not_saved(self, path: Path, reason: str) -> None:
        message(
            self.app,
            _("Not saved"),
            _("The game could not be saved in {folder}: {reason}").format(
                folder=userfiles.shown_path(path.parent), reason=reason
            ),
        )

    def _write(self, path: Path) -> None:
        try:
            self.table.session.save_as(path)
        except OSError as exc:
            self._not_saved(path, exc.strerror or userfiles.read_reason(exc))
            return
        if self.then is not None:
            if self.app.top is self:
                self.app.pop()
            self.then(path)
            return
        self.saving = False
        self.rebuild()
        self.banners.show(
            lambda: _("Saved as {file}").format(file=saves.file_name_said(path.stem)), kind="ok"
        )

    def quit_to_title(self) -> None:
        # Autosave already holds every move; save once more in case the last write failed.
        problem = self.table.save_before_quit()
        if problem is None:
            self._saved_to_title(None)
            return
        # The player stays at the table: keep playing, try again or save elsewhere.
        self.app.pop()
        unsaved.ask(self.app, self.table, problem, self._saved_to_title)

    def leave_online(self) -> None:
        """Leave an online table (asked first while its game goes on)."""
        online = self.table.online
        if online is None or self.table.session.is_over():
            self._to_title()
            return
        confirm(
            self.app,
            _("Leave the table?"),
            online.leave_question(),
            self._to_title,
            yes=_("Leave"),
            no=_("Keep playing"),
        )

    def _saved_to_title(self, path: Path | None) -> None:
        """The game is saved (to its autosave, or as `path`): to the title, saying where."""
        title = self.app.screens.title()
        self.app.set_root(title)
        folder = paths.saves_dir()

        def text() -> str:
            if path is None:
                return _("Game saved: Continue picks it up where you left off.")
            if path.parent == folder:
                return _("Game saved as {file}: Load game lists it.").format(
                    file=saves.file_name_said(path.stem)
                )
            return _("Game saved as {file}: Load game lists it when it is in {folder}.").format(
                file=userfiles.shown_path(path), folder=userfiles.shown_path(folder)
            )

        banners = getattr(title, "banners", None)  # the title screen's messages
        if isinstance(banners, BannerStack):
            banners.show(text, seconds=6.0 if path is None else 12.0, kind="ok")

    def skip_tutorial(self) -> None:
        guide = self.table.tutorial
        if guide is not None:
            self.app.set_root(self.app.screens.tutorial_end(guide.tutorial, skipped=True))

    def restart_tutorial(self) -> None:
        from totemgame.ui import tutorial_guide as tutorial

        tutorial.start(self.app, self.table.game_id, resume=False)

    def _to_title(self) -> None:
        self.app.set_root(self.app.screens.title())

    def draw_background(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 160)
        p = panel()
        draw.wood_panel(surface, p, radius=14)
        title = _("Save game") if self.saving else _("Paused")
        theme.blit_shadowed(surface, title, (p.centerx, p.y + 56), "heading", 48)
        if self.saving:
            for label, y in zip((_("Name of the save:"), _("Folder:")), self._labels, strict=True):
                theme.blit_text(
                    surface, label, (p.x + 50, y), "body", theme.ui(theme.BODY), theme.TEXT
                )

    def describe(self) -> str:
        return "Pause"
