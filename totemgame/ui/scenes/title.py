"""Title screen: Continue, New game, Load, Rules, Settings, Quit over a torch-lit jungle temple."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from totemgame import APP_NAME, __version__
from totemgame.i18n import _
from totemgame.storage import online_seats, save_words, saves, userfiles
from totemgame.ui import theme
from totemgame.ui.art.backdrop import title_backdrop
from totemgame.ui.art.torch import draw_torch
from totemgame.ui.layout import flow_rows
from totemgame.ui.pacing import soonest
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.net.comeback import HostComeback
    from totemgame.ui.scene import Host

# Kept here too for callers of earlier versions.
describe_game = saves.describe_game
describe_players = saves.describe_players

MENU_W = 340
MENU_TOP = 290
DETAIL_MIN = 14  # Continue's line at this size, with room to spare, or without the players
TWO_COLUMNS_W = 284  # two columns and their gap span x = 346..934, clear of the poles' roofs


@dataclass(frozen=True)
class AutosaveStatus:
    """What Continue would do: resume `summary` (the game at `path`), or nothing, for `reason`."""

    resumable: bool
    reason: str = ""  # why there is nothing to continue
    summary: str = ""  # "Tiki Topple, round 2 — Mia vs 2 AI"
    brief: str = ""  # "Tiki Topple, round 2" (for a narrow button)
    path: Path | None = None
    warning: str = ""  # a newer game in progress that cannot be loaded, and why
    file_kept: bool = True  # the warning is about a file (kept), not a folder
    seat: online_seats.HeldSeat | None = None  # an online seat to go back to, not a file


def autosave_status() -> AutosaveStatus:
    """The game in progress played most recently: an online seat the app was killed at, if
    it sat there after the newest autosave was written, else the autosave's."""
    local = local_status()
    seat = online_seats.sitting_seat()
    if seat is None or (local.path is not None and _written(local.path) > seat.sat):
        return local
    try:
        name = save_words.game_name(seat.game)
    except Exception:  # a game this version does not have
        return local
    summary = _("{game}, online table {code}").format(game=name, code=seat.code)
    return AutosaveStatus(True, summary=summary, brief=summary, seat=seat, warning=local.warning)


def _written(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def local_status() -> AutosaveStatus:
    """The game in progress played most recently, read from its file's summary (a long game
    is never replayed for this), or why there is none."""
    try:
        entry, damaged = saves.latest_unfinished()
    except Exception as exc:  # a broken game module must not take the title screen down
        text = _("The autosave cannot be loaded: {reason}").format(reason=exc)
        return AutosaveStatus(False, text, warning=text)
    warning = _("The autosave cannot be loaded: {reason}").format(reason=damaged) if damaged else ""
    unlisted = saves.folder_problem(saves.games_dir())
    if unlisted and not warning:  # (said as the folder, not as a file that is kept)
        where = f"{userfiles.shown_path(saves.games_dir())} ({unlisted})"
        text = _("This folder cannot be read: {reason}").format(reason=where)
        return AutosaveStatus(False, text, warning=text, file_kept=False)
    if entry is None:
        return AutosaveStatus(False, warning or _("No game in progress."), warning=warning)
    try:
        summary, brief = entry.describe, entry.brief
    except Exception:  # a game whose summary cannot be worded still continues
        summary = brief = ""
    return AutosaveStatus(True, summary=summary, brief=brief, path=entry.path, warning=warning)


class TitleScene(MenuScene):
    """The first screen. Continue is checked after the first frame (it imports game rules)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self._checked = False
        self._frames = 0
        self.status = AutosaveStatus(False)
        self.comeback: HostComeback | None = None  # the host's server starting again

    def build(self) -> None:
        entries = [
            (_("Continue"), self.on_continue, "primary"),
            (_("New game"), self.on_new, "normal"),
            (_("Play online"), self.on_online, "normal"),
            (_("Learn to play"), self.on_learn, "normal"),
            (_("Load game"), self.on_load, "normal"),
            (_("Replays"), self.on_replays, "normal"),
            (_("Statistics"), self.on_stats, "normal"),
            (_("Rules"), self.on_rules, "normal"),
            (_("Settings"), self.on_settings, "normal"),
            (_("Quit"), self.app.quit, "normal"),
        ]
        # One column of buttons; a second column if they would not fit (more entries, or a
        # larger UI scale).
        area = pygame.Rect(0, MENU_TOP, theme.WIDTH, theme.HEIGHT - MENU_TOP - 40)
        h, gap = theme.ui(52), theme.ui(10)
        rects = flow_rows(len(entries), area, h, gap, col_w=theme.ui(MENU_W))
        if rects[-1].x != rects[0].x:  # two columns: as wide as fits between the totem poles
            rects = flow_rows(len(entries), area, h, gap, col_w=TWO_COLUMNS_W, col_gap=20)
        for rect, (label, action, style) in zip(rects, entries, strict=True):
            self.add(Button(rect, label, action, style=style, size=24))
        self._menu_span = (rects[0].left, rects[-1].right)
        cont = self.find_button(_("Continue"))
        assert cont is not None
        if self._checked:
            self._show_status(cont)
        else:
            cont.set_enabled(False, _("Looking for your last game..."))
        self.ui.set_focus(
            self.find_button(_("Continue")) if self.resumable else self.find_button(_("New game"))
        )

    def enter(self) -> None:
        super().enter()
        if self.app.settings_warning:
            self.banners.show(self.app.settings_warning, seconds=10.0, kind="warning")
            self.app.settings_warning = None  # shown once

    def resume(self) -> None:
        self._checked = False
        self._frames = 0
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._frames += 1
        if not self._checked and self._frames >= 2:
            self.check_continue()
        if self.comeback is not None:
            self._came_back()

    def next_frame_in(self) -> float | None:
        # The torches flicker for a while after the last input, then burn still.
        checking = 0.0 if not self._checked else (0.1 if self.comeback is not None else None)
        return soonest(super().next_frame_in(), checking, self.app.decoration())

    @property
    def resumable(self) -> bool:
        return self.status.resumable

    def check_continue(self) -> None:
        """Enable Continue if the autosave is an unfinished game that replays, and say which."""
        self.status = autosave_status()
        self._checked = True
        cont = self.find_button(_("Continue"))
        if cont is not None:
            self._show_status(cont)
            if self.resumable:
                self.ui.set_focus(cont)
        why_not = self.status.warning
        if why_not and not getattr(self, "_warned", 0):
            # A damaged autosave is news the player should not have to hover to find.
            self._warned = True
            self.banners.show(
                _("{problem}. The file is kept.").format(problem=why_not)
                if self.status.file_kept
                else why_not,
                seconds=10.0,
                kind="warning",
            )

    def _show_status(self, cont: Button) -> None:
        """Continue names the game it resumes (under its label, in full in its tooltip)."""
        cont.set_enabled(self.resumable, self.status.reason)
        summary = self.status.summary
        if theme.font("body", DETAIL_MIN).size(summary)[0] > cont.rect.w - 40:
            summary = self.status.brief or summary  # the players are in the tooltip
        cont.detail = summary
        cont.tooltip = (
            _("Resume {game}").format(game=self.status.summary) if self.status.summary else ""
        )

    # -- actions ----------------------------------------------------------------------------
    def on_continue(self) -> None:
        from totemgame.ui.table_factory import open_saved_game

        if self.status.seat is not None:
            self._back_online(self.status.seat)
        elif self.status.path is not None:
            open_saved_game(self.app, self.status.path)

    def _back_online(self, held: online_seats.HeldSeat) -> None:
        """To the online seat the app was killed at (the host's table's server first)."""
        from totemgame.net.comeback import HostComeback, rejoin

        if not held.hosted:
            self.app.push(self.app.screens.online_lobby(rejoin(held, self.app.settings)))
        elif self.comeback is None:
            self.comeback = HostComeback(held)
            cont = self.find_button(_("Continue"))
            if cont is not None:
                cont.set_enabled(False, _("Opening your table again..."))

    def _came_back(self) -> None:
        assert self.comeback is not None
        got = self.comeback.poll(self.app.settings)
        if got is None:
            return
        self.comeback = None
        if isinstance(got, str):
            self.banners.show(got, kind="error", seconds=10.0)
            self.resume()
        else:
            self.app.push(self.app.screens.online_lobby(got))

    def on_new(self) -> None:
        self.app.push(self.app.screens.game_select())

    def on_online(self) -> None:
        self.app.push(self.app.screens.online())

    def on_learn(self) -> None:
        self.app.push(self.app.screens.game_select(learn=True))

    def on_load(self) -> None:
        self.app.push(self.app.screens.load_game())

    def on_rules(self) -> None:
        self.app.push(self.app.screens.game_select(for_rules=True))

    def on_replays(self) -> None:
        self.app.push(self.app.screens.replays())

    def on_stats(self) -> None:
        self.app.push(self.app.screens.stats())

    def on_settings(self) -> None:
        self.app.push(self.app.screens.settings())

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(title_backdrop(), (0, 0))
        left, right = getattr(self, "_menu_span", (0, 0))
        for i, x in enumerate((120, 380, theme.WIDTH - 380, theme.WIDTH - 120)):
            if left - 70 < x < right + 70:
                continue  # no torch behind the buttons when the menu is wide
            draw_torch(surface, (x, 470), 110, self.time, phase=i * 1.7)
        theme.blit_shadowed(
            surface, APP_NAME, (theme.WIDTH // 2, 140), "heading", 96, theme.GOLD_BRIGHT, offset=5
        )
        theme.blit_text(
            surface,
            _("Five games of towering totems"),
            (theme.WIDTH // 2, 222),
            "bold",
            24,
            theme.PARCHMENT,
            "center",
        )
        theme.blit_text(
            surface,
            f"v{__version__}",
            (theme.WIDTH - 14, theme.HEIGHT - 10),
            "body",
            theme.SMALL,
            theme.TEXT_DIM,
            "bottomright",
        )
