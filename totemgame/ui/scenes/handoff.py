"""Hand-off: hides the table until the next player has the screen, then tells them what
happened since their last turn (or, before their first turn, since the game began).

Esc opens the pause menu over the curtain (rules, settings, save, quit): the table stays hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _
from totemgame.ui import draw, theme
from totemgame.ui.art.totem import totem
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

HEAD_H = 90  # the summary's heading, above its lines
MIN_LINES = 2  # a one-line summary still gets a panel that looks like one
MIN_W = 480  # px at 100 %
HEADING = 34  # the heading's font size
BUTTON_GAP = 18  # between the panel and "To the table"
MARGIN = 24  # kept free above the panel and below the button


class HandoffScene(MenuScene):
    """Opaque: nothing of the table shows. Step 1 "Pass to X"; step 2 the summary."""

    opaque = True

    def __init__(self, app: Host, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.seat = table.session.pending_handoff
        self.name = table.names[self.seat] if self.seat is not None else _("the next player")
        self.colour = table.seat_colour(self.seat) if self.seat is not None else theme.GOLD
        self.summary: list[str] = []
        self.first_turn = False  # the summary comes before this player's first move
        self.step = 1
        self._lines: list[str] = []

    def build(self) -> None:
        self._build_step()
        # The way out for mouse players too (Esc does the same): rules, settings, save, quit.
        w, h = theme.ui(112), theme.ui(48)
        menu = Button(
            (theme.WIDTH - 24 - w, theme.HEIGHT - 24 - h, w, h),
            _("Menu"),
            self.table.open_pause,
            tooltip=_("Pause: rules, settings, save, quit (Esc). The table stays hidden."),
        )
        self.add(menu)

    def _build_step(self) -> None:
        if self.step == 1:
            w, h = theme.ui(360), theme.ui(60)
            btn = Button(
                (theme.WIDTH // 2 - w // 2, 500 + theme.ui(30), w, h),
                _("I am {name}").format(name=self.name),
                self.ready,
                style="primary",
                size=26,
            )
            self.add(btn)
            self.ui.set_focus(btn)
        else:
            size = theme.ui(theme.BODY)
            lh = theme.font("body", size).get_linesize()
            self._lines = [
                ln
                for entry in self.summary
                for ln in theme.wrap("• " + entry, self._widest() - 60, "body", size)
            ]
            panel = self._summary_panel()
            self.add(
                ScrollView(
                    panel.inflate(-30, -HEAD_H).move(0, HEAD_H // 2 - 15),
                    self._draw_summary,
                    lh * len(self._lines) + 10,
                    line=lh,
                )
            )
            w, h = theme.ui(300), self._button_h()
            btn = Button(
                (theme.WIDTH // 2 - w // 2, panel.bottom + BUTTON_GAP, w, h),
                _("To the table"),
                self.done,
                style="primary",
                size=24,
            )
            self.add(btn)
            self.ui.set_focus(btn)

    @staticmethod
    def _widest() -> int:
        return min(theme.ui(760), theme.WIDTH - 80)

    def _panel_width(self) -> int:
        """As wide as the heading and the longest line need (a few short lines get a narrow
        note, not a wide empty sheet), within the widest panel."""
        font = theme.font("body", theme.ui(theme.BODY))
        text_w = max((font.size(ln)[0] for ln in self._lines), default=0) + 60
        head_w = theme.font("heading", HEADING).size(self.heading())[0] + 60
        return min(max(text_w, head_w, theme.ui(MIN_W)), self._widest())

    @staticmethod
    def _button_h() -> int:
        return theme.ui(56)

    def _summary_panel(self) -> pygame.Rect:
        """The parchment, as tall as its lines (up to the screen, then they scroll), centred
        with the button under it."""
        lh = theme.font("body", theme.ui(theme.BODY)).get_linesize()
        tallest = theme.HEIGHT - 2 * MARGIN - BUTTON_GAP - self._button_h()
        h = min(HEAD_H + lh * max(len(self._lines), MIN_LINES) + 10, tallest)
        top = (theme.HEIGHT - h - BUTTON_GAP - self._button_h()) // 2
        w = self._panel_width()
        return pygame.Rect(theme.WIDTH // 2 - w // 2, top, w, h)

    def heading(self) -> str:
        """The summary's title: since the player's last turn, or before their first."""
        if self.first_turn:
            return _("{name}, before your first turn:").format(name=self.name)
        return _("{name}, since your last turn:").format(name=self.name)

    def resume(self) -> None:
        self.rebuild()  # back from the pause menu, whose settings may have changed the text size

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The pause menu (save, quit...) opens over the curtain, so nothing of the table
            # shows; Resume comes back here.
            self.table.open_pause()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            # Only a click that starts on this screen counts: the release of the click that
            # ended the previous player's turn must not lift the curtain by itself.
            self._armed = True
        elif event.type == pygame.MOUSEBUTTONUP and not getattr(self, "_armed", False):
            return True
        if (
            self.step == 1
            and event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 1) == 1
            and not self.ui.handle_event(event)
        ):
            self.ready()  # "click when ready": anywhere will do
            return True
        return super().handle_event(event)

    def ready(self) -> None:
        c = self.table.session
        self.first_turn = self.seat is not None and all(
            seat != self.seat for seat, _ in c.actions()
        )
        self.summary = (
            [self.table.describe_event(le.event) for le in c.summary_for(self.seat)]
            if self.seat is not None
            else []
        )
        if not self.summary:
            self.done()
            return
        self.step = 2
        self.rebuild()

    def done(self) -> None:
        c = self.table.session
        seat = c.accept_handoff()
        if seat is not None:
            c.mark_seen(seat)
        if self.app.top is self:
            self.app.pop()
        self.table.after_handoff()

    def _draw_summary(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = theme.ui(theme.BODY)
        lh = theme.font("body", size).get_linesize()
        for i, ln in enumerate(self._lines):
            y = rect.y + 4 + i * lh - offset
            if rect.y - lh < y < rect.bottom:
                theme.blit_text(surface, ln, (rect.x + 8, y), "body", size, theme.INK)

    def draw_background(self, surface: pygame.Surface) -> None:
        from totemgame.ui.art.backdrop import menu_backdrop

        surface.blit(menu_backdrop(), (0, 0))
        if self.step == 1:
            t = totem(70, 3, 1)
            surface.blit(t, t.get_rect(midbottom=(theme.WIDTH // 2, 330)))
            theme.blit_shadowed(
                surface,
                _("Pass to {name}").format(name=self.name),
                (theme.WIDTH // 2, 400),
                "heading",
                64,
                self.colour,
            )
            theme.blit_text(
                surface,
                _("The table is hidden. Click (or press Enter) when ready; Esc for the menu."),
                (theme.WIDTH // 2, 440 + theme.ui(26)),
                "body",
                theme.ui(24),
                theme.TEXT,
                "center",
            )
        else:
            panel = self._summary_panel()
            draw.parchment(surface, panel, radius=14)
            theme.blit_text(
                surface,
                self.heading(),
                (panel.centerx, panel.y + 34),
                "heading",
                HEADING,
                theme.INK,
                "center",
            )

    def describe(self) -> str:
        return f"Handoff({self.name}, step {self.step})"
