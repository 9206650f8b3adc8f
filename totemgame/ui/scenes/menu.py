"""MenuScene: a Scene with widgets, keyboard focus, tooltips, banners and a cached backdrop."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _
from totemgame.ui import theme
from totemgame.ui.pacing import soonest
from totemgame.ui.scene import Scene
from totemgame.ui.widgets.banner import BannerStack
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.ui.scene import Host


class MenuScene(Scene):
    """Base of the menu screens. Subclasses build widgets in `build()` and may override
    `draw_background`. Esc calls `back()` (pops by default)."""

    title: str = ""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.ui = FocusGroup()
        self.banners = BannerStack()
        self.time = 0.0

    def add(self, *widgets: Widget) -> None:
        self.ui.add(*widgets)

    def rebuild(self) -> None:
        """Recreate the widgets (after a change of layout), keeping nothing focused."""
        self.ui.clear()
        self.build()

    def build(self) -> None:
        """Create the widgets."""

    def enter(self) -> None:
        self.rebuild()

    def language_changed(self) -> None:
        self.rebuild()
        self.banners.language_changed()

    def back(self) -> None:
        self.app.pop()

    def add_footer(
        self,
        back: str,
        action: tuple[str, Callable[[], None]] | None = None,
        width: int = 260,
        size: int = 24,
    ) -> Button | None:
        """The screen's bottom row: `back` (Back, Leave...) on the left, going back, and the
        primary `action` (its label and what it does) on the right, returned."""
        by = theme.HEIGHT - 86
        self.add(Button((40, by, theme.ui(200), 56), back, self.back))
        if action is None:
            return None
        label, do = action
        rect = (theme.WIDTH - 40 - theme.ui(width), by, theme.ui(width), 56)
        primary = Button(rect, label, do, style="primary", size=size)
        self.add(primary)
        return primary

    def find_button(self, label: str) -> Button | None:
        """The visible button labelled `label` (self-test and tests click it like a user)."""
        return next(
            (
                w
                for w in self.ui.widgets
                if isinstance(w, Button) and w.visible and w.label == label
            ),
            None,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.banners.handle_click(event.pos):
            return True
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)
        self.banners.update(dt)

    def next_frame_in(self) -> float | None:
        return soonest(self.ui.next_frame_in(), self.banners.next_change_in())

    def draw_background(self, surface: pygame.Surface) -> None:
        from totemgame.ui.art.backdrop import menu_backdrop

        surface.blit(menu_backdrop(), (0, 0))
        if self.title:  # marked with N_() where it is set; translated as it is drawn
            theme.blit_shadowed(surface, _(self.title), (theme.WIDTH // 2, 62), "heading", theme.H2)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Extra drawing between the background and the widgets."""

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """Words drawn beside the widgets (a field's label) that a tooltip keeps clear of."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        self.ui.draw(surface)
        self.banners.draw(surface)
        self.ui.draw_tooltips(surface, self.tooltip_avoid())
