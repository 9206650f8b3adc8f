"""Play online: host a table for friends on other computers, or join one with its code."""

from __future__ import annotations

import pygame

from totemgame.i18n import N_, _
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

PANEL_W, PANEL_H, PANEL_TOP = 480, 360, 150


def panels() -> tuple[pygame.Rect, pygame.Rect]:
    """The Host and Join panels, side by side."""
    gap = 60
    left = (theme.WIDTH - 2 * PANEL_W - gap) // 2
    return (
        pygame.Rect(left, PANEL_TOP, PANEL_W, PANEL_H),
        pygame.Rect(left + PANEL_W + gap, PANEL_TOP, PANEL_W, PANEL_H),
    )


class OnlineScene(MenuScene):
    """The two ways to an online game (see the module docstring)."""

    title = N_("Play online")

    def build(self) -> None:
        host, join = panels()
        bh = min(theme.ui(56), 80)
        for panel, label, action in (
            (host, _("Host a table"), self.host),
            (join, _("Join a table"), self.join),
        ):
            rect = pygame.Rect(panel.x + 40, panel.bottom - bh - 30, panel.w - 80, bh)
            self.add(Button(rect, label, action, style="primary", size=24))
        self.add_footer(_("Back"))
        self.ui.set_focus(self.find_button(_("Host a table")))

    def host(self) -> None:
        self.app.push(self.app.screens.online_host())

    def join(self) -> None:
        self.app.push(self.app.screens.online_join())

    def draw_content(self, surface: pygame.Surface) -> None:
        texts = (
            (
                _("Host"),
                _(
                    "Choose a game and its seats, and get a table code to give your friends. "
                    "Your computer can host the table itself."
                ),
            ),
            (
                _("Join"),
                _(
                    "A friend hosts a table and gives you its code and the server's address. "
                    "Type them in and take your seat."
                ),
            ),
        )
        for panel, (heading, body) in zip(panels(), texts, strict=True):
            draw.parchment(surface, panel, radius=14)
            theme.blit_text(
                surface, heading, (panel.centerx, panel.y + 24), "heading", 34, theme.INK, "midtop"
            )
            y = panel.y + 90
            for line in theme.wrap(body, panel.w - 70, "body", theme.BODY):
                theme.blit_text(surface, line, (panel.x + 35, y), "body", theme.BODY, theme.INK)
                y += theme.font("body", theme.BODY).get_linesize()
        note = _("Only this computer (127.0.0.1) is used unless you choose otherwise.")
        theme.blit_text(
            surface,
            note,
            (theme.WIDTH // 2, PANEL_TOP + PANEL_H + 30),
            "body",
            theme.SMALL,
            theme.TEXT_DIM,
            "midtop",
        )
