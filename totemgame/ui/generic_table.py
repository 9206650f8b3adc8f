"""GenericTableScene: a plain table that lists the legal moves as buttons.

Used when a game's own scene cannot be imported, so the game still plays; also handy while a
game's scene is being written.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from totemgame.ui import draw, theme
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button


class GenericTableScene(TableScene):
    """Shows the view as text and one button per legal move."""

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self._buttons: list[tuple[Button, Any]] = []
        self._actions_key: tuple | None = None

    def _action_buttons(self) -> list[tuple[Button, Any]]:
        actions = self.legal_actions() if self.can_act else []
        key = (self.session.ply, self.viewer, len(actions))
        if key != self._actions_key:
            self._actions_key = key
            self._buttons = []
            for i, a in enumerate(actions[:24]):
                col, row = i % 3, i // 3
                label = " ".join(f"{v}" for v in a.to_json().values())[:26]
                self._buttons.append(
                    (Button((40 + col * 280, 320 + row * 52, 264, 44), label, size=18), a)
                )
        return self._buttons

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        surface.fill(theme.BG, self.board_rect)
        panel = pygame.Rect(30, 70, 840, 230)
        draw.parchment(surface, panel)
        theme.blit_text(
            surface, self.spec.name, (panel.x + 20, panel.y + 10), "heading", 34, theme.INK
        )
        if getattr(self, "_lines_for", None) is not view:
            # Wrapping is slow; do it once per view, not once per frame.
            self._lines_for = view
            self._lines = theme.wrap(repr(view), panel.w - 40, "body", theme.SMALL)[:7]
        lines = self._lines
        for i, ln in enumerate(lines):
            theme.blit_text(
                surface,
                ln,
                (panel.x + 20, panel.y + 62 + i * 22),
                "body",
                theme.SMALL,
                theme.INK_SOFT,
            )
        for btn, _ in self._action_buttons():
            btn.draw(surface)

    def handle_board_event(self, event: pygame.event.Event, view: Any) -> bool:
        for btn, action in self._action_buttons():
            btn.on_click = functools.partial(self.submit, action)
            if btn.handle_event(event):
                return True
        return False
