"""Title screen: Continue, New game, Load, Rules, Settings, Quit over a torch-lit jungle temple."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from totemgame import APP_NAME, __version__, paths
from totemgame.ui import theme
from totemgame.ui.art.backdrop import title_backdrop
from totemgame.ui.art.torch import draw_torch
from totemgame.ui.layout import flow_rows
from totemgame.ui.pacing import soonest
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.engine.record import SeatInfo

MENU_W = 340
MENU_TOP = 290


@dataclass(frozen=True)
class AutosaveStatus:
    """What Continue would do: resume `summary`, or nothing, for `reason`."""

    resumable: bool
    reason: str = ""  # why there is nothing to continue
    summary: str = ""  # "Tiki Topple, round 2 — Mia vs 2 AI"


def autosave_status() -> AutosaveStatus:
    """Whether the autosave holds an unfinished game that replays, and which, or why not."""
    from totemgame.engine.record import RecordError, load_record

    path = paths.autosave_path()
    if not path.exists():
        return AutosaveStatus(False, "No game in progress.")
    try:
        record = load_record(path)
        if record.finished:
            return AutosaveStatus(False, "Your last game is finished.")
        from totemgame import games

        match = games.open_match(record)
        if match.is_over():
            return AutosaveStatus(False, "Your last game is finished.")
    except RecordError as exc:
        return AutosaveStatus(False, f"The autosave cannot be loaded: {exc}")
    except Exception as exc:  # a broken game module must not take the title screen down
        return AutosaveStatus(False, f"The autosave cannot be loaded: {exc}")
    try:
        summary = describe_game(match)
    except Exception:  # a game whose view lacks what the summary reads still continues
        summary = ""
    return AutosaveStatus(True, summary=summary)


def describe_game(match: Match) -> str:
    """A game in progress in a few words: 'Tiki Topple, round 2 — Mia vs 2 AI'."""
    name = match.module.spec.name  # type: ignore[attr-defined]
    view = match.view(None)  # the public view: what anyone at the table may know
    number = getattr(view, "round", None)
    if getattr(view, "tiebreak", 0):
        where = "tie-break"
    elif isinstance(number, int) and not isinstance(number, bool):
        where = f"round {number}"
    else:  # games without rounds: how far the game has come
        where = f"move {match.ply + 1}"
    return f"{name}, {where} — {describe_players(match.seats)}"


def describe_players(seats: Sequence[SeatInfo]) -> str:
    """'Mia vs 2 AI', 'Mia and Sam', 'Mia and Sam vs 1 AI', '3 AI'."""
    humans = [s.name for s in seats if s.is_human]
    ais = len(seats) - len(humans)
    if not humans:
        return f"{ais} AI"
    who = humans[0] if len(humans) == 1 else ", ".join(humans[:-1]) + " and " + humans[-1]
    return f"{who} vs {ais} AI" if ais else who


class TitleScene(MenuScene):
    """The first screen. Continue is checked after the first frame (it imports game rules)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self._checked = False
        self._frames = 0
        self.status = AutosaveStatus(False)

    def build(self) -> None:
        entries = [
            ("Continue", self.on_continue, "primary"),
            ("New game", self.on_new, "normal"),
            ("Load game", self.on_load, "normal"),
            ("Replays", self.on_replays, "normal"),
            ("Statistics", self.on_stats, "normal"),
            ("Rules", self.on_rules, "normal"),
            ("Settings", self.on_settings, "normal"),
            ("Quit", self.app.quit, "normal"),
        ]
        # One column of buttons; a second column if they would not fit (more entries, or a
        # larger UI scale).
        area = pygame.Rect(0, MENU_TOP, theme.WIDTH, theme.HEIGHT - MENU_TOP - 40)
        h, gap = theme.ui(52), theme.ui(10)
        rects = flow_rows(len(entries), area, h, gap, col_w=theme.ui(MENU_W))
        if rects[-1].x != rects[0].x:  # two columns: keep them between the totem poles
            rects = flow_rows(len(entries), area, h, gap, col_w=260, col_gap=24)
        for rect, (label, action, style) in zip(rects, entries, strict=True):
            self.add(Button(rect, label, action, style=style, size=24))
        self._menu_span = (rects[0].left, rects[-1].right)
        cont = self.find_button("Continue")
        assert cont is not None
        if self._checked:
            self._show_status(cont)
        else:
            cont.set_enabled(False, "Looking for your last game...")
        self.ui.set_focus(
            self.find_button("Continue") if self.resumable else self.find_button("New game")
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

    def next_frame_in(self) -> float | None:
        # The torches flicker for a while after the last input, then burn still.
        checking = 0.0 if not self._checked else None
        return soonest(super().next_frame_in(), checking, self.app.decoration())

    @property
    def resumable(self) -> bool:
        return self.status.resumable

    def check_continue(self) -> None:
        """Enable Continue if the autosave is an unfinished game that replays, and say which."""
        self.status = autosave_status()
        self._checked = True
        cont = self.find_button("Continue")
        if cont is not None:
            self._show_status(cont)
            if self.resumable:
                self.ui.set_focus(cont)
        why_not = self.status.reason
        if why_not.startswith("The autosave cannot") and not getattr(self, "_warned", 0):
            # A damaged autosave is news the player should not have to hover to find.
            self._warned = True
            self.banners.show(f"{why_not}. The file is kept.", seconds=10.0, kind="warning")

    def _show_status(self, cont: Button) -> None:
        """Continue names the game it resumes (under its label, in full in its tooltip)."""
        cont.set_enabled(self.resumable, self.status.reason)
        cont.detail = self.status.summary
        cont.tooltip = f"Resume {self.status.summary}" if self.status.summary else ""

    # -- actions ----------------------------------------------------------------------------
    def on_continue(self) -> None:
        from totemgame.ui.table_factory import open_saved_game

        open_saved_game(self.app, paths.autosave_path())

    def on_new(self) -> None:
        from totemgame.ui.scenes.game_select import GameSelectScene

        self.app.push(GameSelectScene(self.app))

    def on_load(self) -> None:
        from totemgame.ui.scenes.load_game import LoadGameScene

        self.app.push(LoadGameScene(self.app))

    def on_rules(self) -> None:
        from totemgame.ui.scenes.game_select import GameSelectScene

        self.app.push(GameSelectScene(self.app, for_rules=True))

    def on_replays(self) -> None:
        from totemgame.ui.scenes.replays import ReplaysScene

        self.app.push(ReplaysScene(self.app))

    def on_stats(self) -> None:
        from totemgame.ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def on_settings(self) -> None:
        from totemgame.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

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
            "Five games of towering totems",
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
