"""Replays: the finished games kept in the user data folder; click one to watch it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import N_, _, ngettext
from totemgame.storage import history, userfiles
from totemgame.storage.saves import file_name_said
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

PANEL = pygame.Rect(140, 100, 1000, 510)


def game_name(game_id: str) -> str:
    from totemgame import games

    try:
        return games.get(game_id).spec.name
    except KeyError:
        return game_id


def row_words(e: history.ReplayEntry) -> tuple[str, str]:
    """The title and the detail line of a finished game in the list (or of a damaged file,
    or of a folder that cannot be read)."""
    if e.folder_problem:
        title = _("The folder {folder}").format(folder=userfiles.shown_path(e.path))
        return title, _("This folder cannot be read: {reason}").format(reason=e.problem)
    if e.problem:
        return file_name_said(e.path.name), _("Damaged: {problem}").format(problem=e.problem)
    # TRANSLATORS: a finished game in the Replays list: "Totemix · 48 moves"
    title = ngettext("{game} \u00b7 {n} move", "{game} \u00b7 {n} moves", e.moves)
    title = title.format(game=game_name(e.game), n=e.moves)
    detail = history.describe_players(e)
    if e.online_seat is not None and e.online_seat < len(e.players):
        # TRANSLATORS: in the Replays list, a game played online and the seat this player held
        held = _("Online, as {name}").format(name=e.players[e.online_seat])
        detail = f"{held}  \u00b7  {detail}"
    won = history.describe_winners(e)
    if won:
        detail += f"  \u00b7  {won}"
    return title, detail


class ReplaysScene(MenuScene):
    """The list of finished games, newest first (game, date, players, winner)."""

    title = N_("Replays")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = history.list_replays()
        self.hover_row = -1
        self._can_review: dict[str, bool] = {}

    @property
    def row_h(self) -> int:
        return theme.ui(64)

    def build(self) -> None:
        self.view = ScrollView(
            PANEL.inflate(-24, -24),
            self._draw_rows,
            self.row_h * len(self.entries),
            on_click=self._clicked,
            line=self.row_h,
        )
        self.add(self.view)
        self.ui.set_focus(self.view)
        self.add(
            Button(
                (theme.WIDTH // 2 - 110, theme.HEIGHT - 84, 220, 56),
                _("Back"),
                self.back,
                style="primary",
            )
        )

    def _clicked(self, y: int, event: pygame.event.Event) -> None:
        i = y // self.row_h
        if 0 <= i < len(self.entries):
            row = self._row_rect(self.view.rect, i, 0)
            pill = self._review_rect(row)
            if self._reviewable(i) and pill.collidepoint(event.pos[0], row.y + y % self.row_h):
                self.open_review(i)
                return
            self.open(i)

    def _row_rect(self, rect: pygame.Rect, i: int, offset: int) -> pygame.Rect:
        return pygame.Rect(rect.x, rect.y + i * self.row_h - offset, rect.w - 14, self.row_h - 6)

    def _review_rect(self, row: pygame.Rect) -> pygame.Rect:
        """The row's Review button, under the date."""
        w, h = theme.ui(110), theme.ui(26)
        return pygame.Rect(row.right - 14 - w, row.bottom - h - 4, w, h)

    def _reviewable(self, i: int) -> bool:
        """Whether entry `i` is a game this version can review (known once per game)."""
        from totemgame import games
        from totemgame.review.marks import has_review

        e = self.entries[i]
        if e.problem or e.folder_problem:
            return False
        if e.game not in self._can_review:
            try:
                games.get(e.game)
                self._can_review[e.game] = has_review(e.game)
            except KeyError:
                self._can_review[e.game] = False
        return self._can_review[e.game]

    def open_review(self, i: int) -> None:
        """The review of entry `i` (a damaged file gives a message instead)."""
        from totemgame.engine.record import RecordError, load_record
        from totemgame.ui.widgets.dialog import message

        try:
            scene = self.app.screens.review(load_record(self.entries[i].path))
        except RecordError as exc:
            message(
                self.app,
                _("Cannot review"),
                _("This game cannot be replayed: {reason}").format(reason=exc),
            )
            return
        self.app.push(scene)

    def open(self, i: int) -> None:
        """Open the replay viewer on entry `i`; a damaged file gives a message instead."""
        from totemgame.engine.record import RecordError, load_record
        from totemgame.ui.widgets.dialog import message

        entry = self.entries[i]
        if entry.folder_problem:  # nothing to open: the row says why
            title, detail = row_words(entry)
            message(self.app, _("Cannot be listed"), f"{title}: {detail}")
            return
        try:
            scene = self.app.screens.replay_view(load_record(entry.path))
        except RecordError as exc:
            message(
                self.app,
                _("Cannot replay"),
                _("This game cannot be replayed: {reason}").format(reason=exc),
            )
            return
        except KeyError:
            message(self.app, _("Cannot replay"), _("This version does not have that game."))
            return
        self.app.push(scene)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.view.rect.collidepoint(event.pos):
            row = (event.pos[1] - self.view.rect.y + self.view.offset) // self.row_h
            self.hover_row = row if row < len(self.entries) else -1
        if event.type == pygame.KEYDOWN and self.ui.focused is self.view and self.entries:
            # The list is a keyboard list too: Up/Down pick a game, Enter opens it.
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                self.hover_row = min(max(self.hover_row + step, 0), len(self.entries) - 1)
                top, h = self.hover_row * self.row_h, self.row_h
                if top < self.view.offset:
                    self.view.scroll_to(top)
                elif top + h > self.view.offset + self.view.rect.h:
                    self.view.scroll_to(top + h - self.view.rect.h)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover_row >= 0:
                self.open(self.hover_row)
                return True
        return super().handle_event(event)

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        h = self.row_h
        big, small = theme.ui(21), theme.ui(theme.SMALL)
        for i, e in enumerate(self.entries):
            y = rect.y + i * h - offset
            if y + h < rect.y or y > rect.bottom:
                continue
            row = pygame.Rect(rect.x, y, rect.w - 14, h - 6)
            if i == self.hover_row:
                pygame.draw.rect(surface, theme.GOLD, row, border_radius=8)
            title, detail = row_words(e)
            theme.blit_text(
                surface,
                title,
                (row.x + 14, row.y + 6),
                "bold",
                big,
                theme.DANGER if e.problem else theme.INK,
            )
            room = row.w - 28 - (self._review_rect(row).w + 12 if self._reviewable(i) else 0)
            size = theme.fit_size(detail, "body", small, room)
            theme.blit_text(
                surface, detail, (row.x + 14, row.y + h // 2), "body", size, theme.INK_SOFT
            )
            theme.blit_text(
                surface,
                e.date,
                (row.right - 14, row.y + 8),
                "body",
                small,
                theme.INK_SOFT,
                "topright",
            )
            if self._reviewable(i):
                pill = self._review_rect(row)
                pygame.draw.rect(surface, theme.WOOD, pill, border_radius=pill.h // 2)
                label = _("Review")
                size = theme.fit_size(label, "bold", small, pill.w - 12, minimum=11)
                theme.blit_text(surface, label, pill.center, "bold", size, theme.TEXT, "center")
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (row.x, row.bottom + 2), (row.right, row.bottom + 2)
            )

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        if not self.entries:
            draw.empty_note(
                surface,
                PANEL,
                _("No finished games yet."),
                _("The last {n} games you finish are kept here to watch again.").format(
                    n=history.KEEP
                ),
            )
