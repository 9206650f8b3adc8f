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


def list_saves(folder: Path) -> list[SaveEntry]:
    """The .json files in `folder`, newest first, described from their contents."""
    from totemgame.engine.record import RecordError, load_record

    if not folder.is_dir():
        return []
    entries = []
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for p in files:
        date = time.strftime("%d %b %Y %H:%M", time.localtime(p.stat().st_mtime))
        try:
            rec = load_record(p)
            try:
                from totemgame import games

                name = games.get(rec.game).spec.name
            except KeyError:
                name = rec.game
            players = ", ".join(s.name for s in rec.seats)
            state = "finished" if rec.finished else f"{len(rec.actions)} moves"
            entries.append(SaveEntry(p, f"{name} — {p.stem}", f"{players} · {state}", date))
        except RecordError as exc:
            entries.append(SaveEntry(p, f"{p.name}", f"Damaged: {exc}", date))
    return entries


class LoadGameScene(MenuScene):
    """Pick a save; click a row to load it."""

    title = "Load a game"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries = list_saves(paths.saves_dir())
        self.hover_row = -1

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
        return super().handle_event(event)

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        for i, e in enumerate(self.entries):
            y = rect.y + i * ROW - offset
            if y + ROW < rect.y or y > rect.bottom:
                continue
            row = pygame.Rect(rect.x, y, rect.w - 14, ROW - 6)
            if i == self.hover_row:
                pygame.draw.rect(surface, theme.GOLD, row, border_radius=8)
            damaged = e.detail.startswith("Damaged")
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
                e.detail[:90],
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
