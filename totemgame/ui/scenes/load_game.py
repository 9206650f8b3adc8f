"""Load game: the saved games in the saves folder; a bad file gives a clear message, untouched."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from totemgame import paths
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.app import App

PANEL = pygame.Rect(140, 100, 1000, 510)
ROW = 64


@dataclass(frozen=True)
class SaveEntry:
    """One line of the list (read without replaying; problems show when it is opened)."""

    path: Path
    title: str
    detail: str
    date: str
    broken: bool = False  # known not to load: shown in the danger colour with the reason


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:  # deleted or unreadable since the folder was listed
        return 0.0


def list_saves(folder: Path) -> list[SaveEntry]:
    """The .json files in `folder`, newest first, described from their contents."""
    from totemgame import games
    from totemgame.engine.record import RecordError, load_record

    try:
        files = sorted(folder.glob("*.json"), key=_mtime, reverse=True)
    except OSError:  # an unreadable folder lists as empty; opening a save would say why
        return []
    entries = []
    for p in files:
        stamp = _mtime(p)
        date = time.strftime("%d %b %Y %H:%M", time.localtime(stamp)) if stamp else ""
        try:
            rec = load_record(p)
        except RecordError as exc:
            entries.append(SaveEntry(p, p.name, f"Cannot be loaded: {exc}", date, True))
            continue
        try:
            name = games.get(rec.game).spec.name
        except KeyError:
            why = f"Cannot be loaded: this version has no game called {rec.game!r}"
            entries.append(SaveEntry(p, p.name, why, date, True))
            continue
        players = ", ".join(s.name for s in rec.seats)
        state = "finished" if rec.finished else f"{len(rec.actions)} moves"
        entries.append(SaveEntry(p, f"{name} — {p.stem}", f"{players} · {state}", date))
    return entries


class LoadGameScene(MenuScene):
    """Pick a save; click a row to load it."""

    title = "Load a game"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries = list_saves(paths.saves_dir())
        self.hover_row = -1
        self._details: dict[int, str] = {}

    def build(self) -> None:
        view = ScrollView(
            PANEL.inflate(-24, -24),
            self._draw_rows,
            ROW * len(self.entries),
            on_click=self._clicked,
            line=ROW,
        )
        self.view = view
        self.add(view)
        self.ui.set_focus(view)
        self.add(
            Button(
                (theme.WIDTH // 2 - 110, theme.HEIGHT - 84, 220, 56),
                "Back",
                self.back,
                style="primary",
            )
        )

    def _clicked(self, y: int, _event: pygame.event.Event) -> None:
        i = y // ROW
        if 0 <= i < len(self.entries):
            self.load(i)

    def load(self, i: int) -> None:
        from totemgame.ui.table_factory import open_saved_game

        open_saved_game(self.app, self.entries[i].path)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.view.rect.collidepoint(event.pos):
            self.hover_row = (event.pos[1] - self.view.rect.y + self.view.offset) // ROW
        if event.type == pygame.KEYDOWN and self.view.focused and self._key_on_list(event.key):
            return True
        return super().handle_event(event)

    def _key_on_list(self, key: int) -> bool:
        """Keyboard use of the list: Up/Down pick a row (kept in view), Enter/Space load it."""
        if not self.entries:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            start = -1 if self.hover_row < 0 and step > 0 else self.hover_row
            self.hover_row = min(max(start + step, 0), len(self.entries) - 1)
            top, bottom = self.hover_row * ROW, (self.hover_row + 1) * ROW
            if top < self.view.offset:
                self.view.scroll_to(top)
            elif bottom > self.view.offset + self.view.rect.h:
                self.view.scroll_to(bottom - self.view.rect.h)
            return True
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if enter and 0 <= self.hover_row < len(self.entries):
            self.load(self.hover_row)
            return True
        return False

    def _detail_line(self, i: int, width: int) -> str:
        """Entry `i`'s detail cut to one line at a word, with an ellipsis (cached)."""
        line = self._details.get(i)
        if line is None:
            lines = theme.wrap(self.entries[i].detail, width, "body", theme.SMALL) or [""]
            line = lines[0] + (" …" if len(lines) > 1 else "")
            self._details[i] = line
        return line

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        for i, e in enumerate(self.entries):
            y = rect.y + i * ROW - offset
            if y + ROW < rect.y or y > rect.bottom:
                continue
            row = pygame.Rect(rect.x, y, rect.w - 14, ROW - 6)
            if i == self.hover_row:
                pygame.draw.rect(surface, theme.GOLD, row, border_radius=8)
            damaged = e.broken
            theme.blit_text(
                surface,
                e.title,
                (row.x + 14, row.y + 6),
                "bold",
                21,
                theme.DANGER if damaged else theme.INK,
            )
            theme.blit_text(
                surface,
                self._detail_line(i, row.w - 220),
                (row.x + 14, row.y + 32),
                "body",
                theme.SMALL,
                theme.INK_SOFT,
            )
            theme.blit_text(
                surface,
                e.date,
                (row.right - 14, row.y + 8),
                "body",
                theme.SMALL,
                theme.INK_SOFT,
                "topright",
            )
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (row.x, row.bottom + 2), (row.right, row.bottom + 2)
            )

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        if not self.entries:
            theme.blit_text(
                surface,
                "No saved games yet.",
                PANEL.center,
                "heading",
                34,
                theme.INK_SOFT,
                "center",
            )
            theme.blit_text(
                surface,
                "Use \u201cSave game as...\u201d in the pause menu (Esc) during a game.",
                (PANEL.centerx, PANEL.centery + 44),
                "body",
                theme.BODY,
                theme.INK_SOFT,
                "center",
            )
