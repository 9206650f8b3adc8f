"""Modal dialogs: a message or a confirmation on a parchment panel over the dimmed screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _
from totemgame.ui import draw, theme
from totemgame.ui.scene import Scene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

Choice = tuple[str, Callable[[], None] | None]


class DialogScene(Scene):
    """A modal dialog: consumes every event; each button closes it, then runs its callback.

    Esc picks the last button (the cancel / OK choice).
    """

    opaque = False

    def __init__(
        self, app: Host, title: str, text: str, buttons: Sequence[Choice], width: int = 620
    ) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.choices = list(buttons)
        width = min(theme.ui(width), theme.WIDTH - 80)
        self.size = theme.ui(theme.BODY)
        self.lines = theme.wrap(text, width - 60, "body", self.size)
        lh = theme.font("body", self.size).get_linesize()
        bh = theme.ui(theme.BUTTON_H)
        # Very long texts are cut to what fits the screen (the dialogs say short things).
        self.lines = self.lines[: max(1, (theme.HEIGHT - 90 - 30 - bh - 26 - 40) // lh)]
        height = 90 + lh * len(self.lines) + 30 + bh + 26
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.ui = FocusGroup()
        n = len(self.choices)
        bw = min(theme.ui(220), (width - 60 - (n - 1) * 14) // max(n, 1))
        x0 = self.panel.centerx - (n * bw + (n - 1) * 14) // 2
        for i, (label, _cb) in enumerate(self.choices):
            style = "primary" if i == 0 else "normal"
            btn = Button(
                (x0 + i * (bw + 14), self.panel.bottom - bh - 22, bw, bh),
                label,
                self._chooser(i),
                style=style,
            )
            self.ui.add(btn)
        self.ui.set_focus(self.ui.widgets[0] if self.ui.widgets else None)
        self.answer: str | None = None

    def _chooser(self, i: int) -> Callable[[], None]:
        def choose() -> None:
            label, cb = self.choices[i]
            self.answer = label
            if self.app.top is self:
                self.app.pop()
            if cb:
                cb()

        return choose

    def find_button(self, label: str) -> Button | None:
        """The dialog's button labelled `label` (tests and the self-test click it)."""
        return next(
            (w for w in self.ui.widgets if isinstance(w, Button) and w.label == label), None
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.choices:
            self._chooser(len(self.choices) - 1)()
            return True
        if event.type == pygame.QUIT:
            return False  # closing the window is always the App's business
        self.ui.handle_event(event)
        return True  # modal: nothing below reacts while the dialog is open

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def next_frame_in(self) -> float | None:
        return self.ui.next_frame_in()

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 150)
        draw.parchment(surface, self.panel, radius=14)
        theme.blit_text(
            surface,
            self.title,
            (self.panel.centerx, self.panel.y + 44),
            "heading",
            36,
            theme.INK,
            "center",
        )
        lh = theme.font("body", self.size).get_linesize()
        for i, ln in enumerate(self.lines):
            theme.blit_text(
                surface,
                ln,
                (self.panel.centerx, self.panel.y + 84 + i * lh),
                "body",
                self.size,
                theme.INK,
                "midtop",
            )
        self.ui.draw(surface)
        self.ui.draw_tooltips(surface)

    def describe(self) -> str:
        return f"Dialog({self.title})"


def message(
    app: Host, title: str, text: str, on_close: Callable[[], None] | None = None
) -> DialogScene:
    """Push a message dialog with one OK button."""
    dlg = DialogScene(app, title, text, [(_("OK"), on_close)])
    app.push(dlg)
    return dlg


def confirm(
    app: Host,
    title: str,
    text: str,
    on_yes: Callable[[], None],
    yes: str | None = None,
    no: str | None = None,
    on_no: Callable[[], None] | None = None,
) -> DialogScene:
    """Push a yes/no dialog; Esc answers no. The answers default to Yes and Cancel."""
    buttons = [(yes or _("Yes"), on_yes), (no or _("Cancel"), on_no)]
    dlg = DialogScene(app, title, text, buttons)
    app.push(dlg)
    return dlg
