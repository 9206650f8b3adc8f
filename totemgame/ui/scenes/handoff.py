"""Hand-off: hides the table until the next player has the screen, then tells them what
happened since their last turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.ui import draw, theme
from totemgame.ui.art.totem import totem
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.app import App
    from totemgame.ui.table import TableScene


class HandoffScene(MenuScene):
    """Opaque: nothing of the table shows. Step 1 "Pass to X"; step 2 the summary."""

    opaque = True

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.seat = table.controller.pending_handoff
        self.name = table.names[self.seat] if self.seat is not None else "the next player"
        self.colour = table.seat_colour(self.seat) if self.seat is not None else theme.GOLD
        self.summary: list[str] = []
        self.step = 1

    def build(self) -> None:
        if self.step == 1:
            w, h = theme.ui(360), theme.ui(60)
            btn = Button(
                (theme.WIDTH // 2 - w // 2, 500 + theme.ui(30), w, h),
                f"I am {self.name}",
                self.ready,
                style="primary",
                size=26,
            )
            self.add(btn)
            self.ui.set_focus(btn)
        else:
            panel = self._summary_panel()
            size = theme.ui(theme.BODY)
            lh = theme.font("body", size).get_linesize()
            lines = [
                ln
                for entry in self.summary
                for ln in theme.wrap("• " + entry, panel.w - 60, "body", size)
            ]
            self._lines = lines
            self.add(
                ScrollView(
                    panel.inflate(-30, -90).move(0, 30),
                    self._draw_summary,
                    lh * len(lines) + 10,
                    line=lh,
                )
            )
            w, h = theme.ui(300), theme.ui(56)
            btn = Button(
                (theme.WIDTH // 2 - w // 2, panel.bottom + 18, w, h),
                "To the table",
                self.done,
                style="primary",
                size=24,
            )
            self.add(btn)
            self.ui.set_focus(btn)

    def _summary_panel(self) -> pygame.Rect:
        w = min(theme.ui(760), theme.WIDTH - 80)
        # The panel leaves room below for the button, which grows with the UI scale.
        return pygame.Rect(
            theme.WIDTH // 2 - w // 2, 100, w, theme.HEIGHT - 100 - 18 - theme.ui(56) - 24
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # no peeking at the pause menu from behind the curtain
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
        c = self.table.controller
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
        c = self.table.controller
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
                surface, f"Pass to {self.name}", (theme.WIDTH // 2, 400), "heading", 64, self.colour
            )
            theme.blit_text(
                surface,
                "The table is hidden. Click (or press Enter) when ready.",
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
                f"{self.name}, since your last turn:",
                (panel.centerx, panel.y + 34),
                "heading",
                34,
                theme.INK,
                "center",
            )

    def describe(self) -> str:
        return f"Handoff({self.name}, step {self.step})"
