"""SideColumn: the table's right column (x >= 900) as widgets: the players' panels, the game
log, the messages over it and the Menu/Hint/Undo buttons, worded in the player's language and
laid out to fit their words. The shell (shell.py) decides what they say and show each frame."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from totemgame.engine.game import Seat
from totemgame.i18n import _
from totemgame.ui import theme
from totemgame.ui.furniture.game_log import GameLog
from totemgame.ui.furniture.player_panel import PanelInfo, PlayerPanels
from totemgame.ui.furniture.side_column import SIDE, side_background
from totemgame.ui.widgets.banner import BannerStack
from totemgame.ui.widgets.button import Button


class SideColumn:
    """The column's widgets for a table of `seats` players; the buttons call `on_menu`,
    `on_hint` and `on_undo`."""

    def __init__(
        self,
        seats: int,
        on_menu: Callable[[], None],
        on_hint: Callable[[], None],
        on_undo: Callable[[], None],
    ) -> None:
        # Messages sit over the game log, above the buttons: never on a board's heading.
        self.banners = BannerStack(
            centre_x=SIDE.centerx, max_width=SIDE.w - 8, bottom_y=SIDE.bottom - 68, size=19
        )
        self.panels = PlayerPanels(pygame.Rect(SIDE.x + 12, 12, SIDE.w - 24, 440))
        self.panels.layout(seats)
        log_top = self.panels.bottom + 40
        self.log = GameLog(
            pygame.Rect(SIDE.x + 12, log_top, SIDE.w - 24, SIDE.bottom - 74 - log_top)
        )
        self.menu_button = Button((SIDE.x + 12, SIDE.bottom - 60, 112, 48), "", on_menu)
        self.hint_button = Button((SIDE.x + 134, SIDE.bottom - 60, 112, 48), "", on_hint)
        self.undo_button = Button((SIDE.right - 124, SIDE.bottom - 60, 112, 48), "", on_undo)
        self.background: pygame.Surface | None = None  # None: drawn again at the next frame
        self.word_buttons()

    def word_buttons(self, undo: tuple[str, str] | None = None) -> None:
        """The buttons in the current language (the Hint button's label follows the game: the
        shell turns it into Results at the end); `undo` is the Undo button's label and tooltip
        where a game names it apart from an undo of its own on the board (Totemix)."""
        self.menu_button.label = _("Menu")
        self.menu_button.tooltip = _("Pause: rules, save, quit (Esc)")
        self.hint_button.label = _("Hint")
        self.hint_button.tooltip = _("Show the Hard AI's suggested move (H)")
        self.undo_button.label, self.undo_button.tooltip = undo or (
            _("Undo"),
            _("Take back your last move (Ctrl+Z)"),
        )
        self.lay_buttons()

    def language_changed(self, undo: tuple[str, str]) -> None:
        """The column in the new language: the buttons (`undo`: the Undo button's words), the
        log's heading drawn into the background, the messages (a hint's reason said again)."""
        self.word_buttons(undo)
        self.background = None
        self.banners.language_changed()

    def lay_buttons(self) -> None:
        """Menu, Hint and Undo share the column's width: equal while their words fit, else
        each as wide as its word needs ("Rückgängig" filled its button edge to edge)."""
        buttons = (self.menu_button, self.hint_button, self.undo_button)
        hint = (self.hint_button.label, _("Hint"), _("Hint..."))
        labels = ((self.menu_button.label,), hint, (self.undo_button.label,))
        room, gap = SIDE.w - 24 - 2 * 10, 10
        size = min(theme.ui(self.menu_button.size), self.menu_button.rect.h * 12 // 20)
        needs = [max(theme.font("bold", size).size(t)[0] for t in words) + 32 for words in labels]
        if max(needs) <= room // 3:
            widths = [room // 3] * 3
        else:
            spare = room - sum(needs)  # shared out; a shortfall shrinks each in proportion
            widths = [n + spare // 3 if spare >= 0 else n * room // sum(needs) for n in needs]
        x = SIDE.x + 12
        for button, w in zip(buttons, widths, strict=True):
            button.rect.x, button.rect.w = x, w
            x += w + gap
        self.undo_button.rect.right = SIDE.right - 12

    def draw(
        self,
        surface: pygame.Surface,
        panels: Sequence[PanelInfo],
        thinking: set[Seat],
        time: float,
    ) -> None:
        """The column's background (with the log's heading) and the players' panels; the
        log and the buttons are widgets the table's focus group draws."""
        if self.background is None:
            # The log's whole place, not its height of the moment: a message stacked over the
            # log (a hint) shortens it for a while, and the background outlives the message.
            self.background = side_background(SIDE, self.log.full_rect)
        surface.blit(self.background, SIDE.topleft)
        self.panels.draw(surface, list(panels), thinking, time)
