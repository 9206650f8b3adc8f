"""Load game: every game in progress and every named save, newest first, each deletable.

The list is read from each file's summary (never replayed); a bad file is marked with its
reason, opening it gives a clear message, and it is left untouched unless the player deletes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import saves
from totemgame.i18n import N_, _
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import confirm, message
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

PANEL = pygame.Rect(140, 100, 1000, 510)
DELETE_KEYS = (pygame.K_DELETE, pygame.K_BACKSPACE)


class LoadGameScene(MenuScene):
    """Pick a game; click a row to load it, its Delete button (or the Delete key) to delete it."""

    title = N_("Load a game")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = saves.load_list()
        self.hover_row = -1
        self._details: dict[tuple[int, int], str] = {}

    @property
    def row_h(self) -> int:
        return theme.ui(64)

    def build(self) -> None:
        view = ScrollView(
            PANEL.inflate(-24, -24),
            self._draw_rows,
            self.row_h * len(self.entries),
            on_click=self._clicked,
            line=self.row_h,
        )
        self.view = view
        self.add(view)
        self.ui.set_focus(view)
        self.add(
            Button(
                (theme.WIDTH // 2 - 110, theme.HEIGHT - 84, 220, 56),
                _("Back"),
                self.back,
                style="primary",
            )
        )

    # -- rows --------------------------------------------------------------------------------
    def _row(self, i: int) -> pygame.Rect:
        """Row `i` on screen (at the current scroll)."""
        rect = self.view.rect
        return pygame.Rect(
            rect.x, rect.y + i * self.row_h - self.view.offset, rect.w - 14, self.row_h - 6
        )

    def delete_rect(self, i: int) -> pygame.Rect:
        """Row `i`'s Delete button on screen (bottom right of the row)."""
        row = self._row(i)
        word = theme.font("bold", theme.ui(16)).size(_("Delete"))[0]
        w, h = max(theme.ui(84), word + theme.ui(18)), theme.ui(26)  # the word with a margin
        return pygame.Rect(row.right - 10 - w, row.bottom - 6 - h, w, h)

    def _clicked(self, y: int, event: pygame.event.Event) -> None:
        i = y // self.row_h
        if not 0 <= i < len(self.entries):
            return
        pos = getattr(event, "pos", (-1, -1))
        if self.has_delete(i) and self.delete_rect(i).collidepoint(pos):
            self.ask_delete(i)
        else:
            self.load(i)

    def has_delete(self, i: int) -> bool:
        """Whether row `i` has a Delete button (a folder that cannot be read has none)."""
        return not self.entries[i].folder_problem

    def load(self, i: int) -> None:
        from totemgame.ui.table_factory import open_saved_game

        entry = self.entries[i]
        if entry.folder_problem:  # nothing to open: the row says why
            message(self.app, _("Cannot be listed"), f"{entry.title}: {entry.detail}")
            return
        open_saved_game(self.app, entry.path)

    def ask_delete(self, i: int) -> None:
        """Ask before deleting entry `i`: a deleted game cannot be brought back."""
        entry = self.entries[i]
        if entry.folder_problem:
            return
        if entry.named:
            title = _("Delete this saved game?")
            text = (
                _("{game}: {detail} (saved {date}). A deleted saved game cannot be brought back.")
                if entry.date
                else _("{game}: {detail}. A deleted saved game cannot be brought back.")
            )
        else:
            title = _("Delete this unfinished game?")
            text = (
                _(
                    "{game}: {detail} (last played {date}). A deleted unfinished game cannot be "
                    "brought back."
                )
                if entry.date
                else _("{game}: {detail}. A deleted unfinished game cannot be brought back.")
            )
        # The title already says saved or unfinished; a damaged file says why.
        detail = entry.detail if entry.problem or not entry.where else entry.where
        text = text.format(game=entry.title, detail=detail, date=entry.date)
        dialog = confirm(
            self.app,
            title,
            text,
            lambda: self.delete(entry),
            yes=_("Delete"),
            no=_("Keep it"),
        )
        dialog.ui.set_focus(
            dialog.find_button(_("Keep it"))
        )  # Enter keeps it: only a click deletes

    def delete(self, entry: saves.SavedGame) -> None:
        try:
            saves.delete(entry)
        except OSError as exc:
            message(
                self.app,
                _("Not deleted"),
                _("The file could not be deleted: {reason}").format(reason=exc.strerror or exc),
            )
            return
        self.entries = saves.load_list()
        self._details.clear()
        self.hover_row = min(self.hover_row, len(self.entries) - 1)
        self.rebuild()
        self.banners.show(_("Deleted {game}.").format(game=entry.title), kind="ok")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.view.rect.collidepoint(event.pos):
            row = (event.pos[1] - self.view.rect.y + self.view.offset) // self.row_h
            self.hover_row = row if row < len(self.entries) else -1
        if event.type == pygame.KEYDOWN and self.view.focused and self._key_on_list(event.key):
            return True
        return super().handle_event(event)

    def _key_on_list(self, key: int) -> bool:
        """Keyboard use of the list: Up/Down pick a row (kept in view), Enter/Space load it,
        Delete asks to delete it."""
        if not self.entries:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            start = -1 if self.hover_row < 0 and step > 0 else self.hover_row
            self.hover_row = min(max(start + step, 0), len(self.entries) - 1)
            top, bottom = self.hover_row * self.row_h, (self.hover_row + 1) * self.row_h
            if top < self.view.offset:
                self.view.scroll_to(top)
            elif bottom > self.view.offset + self.view.rect.h:
                self.view.scroll_to(bottom - self.view.rect.h)
            return True
        chosen = 0 <= self.hover_row < len(self.entries)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and chosen:
            self.load(self.hover_row)
            return True
        if key in DELETE_KEYS and chosen and self.has_delete(self.hover_row):
            self.ask_delete(self.hover_row)
            return True
        return False

    def _detail_line(self, i: int, width: int, size: int) -> str:
        """Entry `i`'s detail cut to one line at a word, with an ellipsis (cached)."""
        line = self._details.get((i, size))
        if line is None:
            lines = theme.wrap(self.entries[i].detail, width, "body", size) or [""]
            line = lines[0] + (" \u2026" if len(lines) > 1 else "")
            self._details[(i, size)] = line
        return line

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        big, small = theme.ui(21), theme.ui(theme.SMALL)
        for i, e in enumerate(self.entries):
            row = self._row(i)
            if row.bottom < rect.y or row.y > rect.bottom:
                continue
            if i == self.hover_row:
                pygame.draw.rect(surface, theme.GOLD, row, border_radius=8)
            damaged = bool(e.problem)
            delete = self.delete_rect(i)
            right = delete.x if self.has_delete(i) else row.right - 10  # the text ends there
            title = theme.elide(e.title, right - row.x - 28 - theme.ui(150), "bold", big)
            theme.blit_text(
                surface,
                title,
                (row.x + 14, row.y + 6),
                "bold",
                big,
                theme.DANGER if damaged else theme.INK,
            )
            theme.blit_text(
                surface,
                self._detail_line(i, right - row.x - 28, small),
                (row.x + 14, row.y + row.h // 2 + 2),
                "body",
                small,
                theme.INK_SOFT,
            )
            theme.blit_text(
                surface,
                e.date,
                (row.right - 14, row.y + 6),
                "body",
                small,
                theme.INK_SOFT,
                "topright",
            )
            if self.has_delete(i):
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, delete, border_radius=6)
                pygame.draw.rect(surface, theme.DANGER, delete, width=2, border_radius=6)
                word = _("Delete")
                size = theme.fit_size(word, "bold", theme.ui(16), delete.w - 8, minimum=10)
                theme.blit_text(surface, word, delete.center, "bold", size, theme.DANGER, "center")
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (row.x, row.bottom + 2), (row.right, row.bottom + 2)
            )

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        if not self.entries:
            draw.empty_note(
                surface,
                PANEL,
                _("No saved games yet."),
                _("Every game you start is kept here until it is finished, with your named saves."),
            )
