"""The tutorial's step box, where the game log was: the lesson's title and progress, the
step's words (smaller if they must, never under Next), what to do now, and Next, which stands
under the lesson's longest text so the learner finds it in one place."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _, current, pgettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from collections.abc import Callable

    from totemgame.tutorial import Step, Tutorial
    from totemgame.ui.table import TableScene

TEXT_SIZE = 20
LINE_H = 26


class StepBox:
    """The box of `tutorial`'s steps on `scene`; Next calls `on_next`."""

    def __init__(self, scene: TableScene, tutorial: Tutorial, on_next: Callable[[], None]) -> None:
        self.scene = scene
        self.tutorial = tutorial
        log = scene.log.rect  # the step box takes the game log's place, its heading included
        self.rect = pygame.Rect(log.x - 4, log.y - 40, log.w + 8, log.h + 40)
        self.next_button = Button(
            (self.rect.right - 132, self.rect.y + 60, 120, 44), "", on_next, style="primary"
        )
        self._next_at = ("", 0)  # Next's height, for the language it was measured in

    def shown_steps(self) -> int:
        """The steps the learner reads (an opponent's silent move is not one of them)."""
        return sum(1 for s in self.tutorial.steps if s.text)

    def shown_number(self, index: int) -> int:
        """The number of step `index` among those (a silent move keeps the last one's)."""
        return max(1, sum(1 for s in self.tutorial.steps[: index + 1] if s.text))

    def _lines(self, step: Step, landed: bool, size: int = TEXT_SIZE) -> list[str]:
        if step.seat != 0 and (not step.text or not landed):
            # A panel on the table waiting for the learner's own button is not the opponent's
            # move: the cue under the text says what to press (never "Waiting for Kai").
            waiting = self.scene.panel_up()
            text = "" if waiting else _("{name} moves...").format(name=self.scene.names[step.seat])
        else:
            text = _(step.text) if step.text else ""
        return theme.wrap(text, self.rect.w - 28, "body", size)

    def _fitted_lines(self, step: Step, landed: bool, room: int) -> tuple[int, int, list[str]]:
        """The step's lines at the largest size (down to 14) whose lines fit `room` px high,
        with that size and its line height."""
        lines = self._lines(step, landed)
        size, line_h = TEXT_SIZE, LINE_H
        while len(lines) * line_h > room and size > 14:
            size -= 1
            line_h = LINE_H * size // TEXT_SIZE
            lines = self._lines(step, landed, size)
        return size, line_h, lines

    def next_y(self) -> int:
        """Where Next stands: under the longest text of the lesson (in the language in use),
        the same for every step, so the learner finds it where it was."""
        key = current()
        if self._next_at[0] != key:
            width = self.rect.w - 28
            lines = max(
                (
                    len(theme.wrap(_(s.text), width, "body", TEXT_SIZE))
                    for s in self.tutorial.steps
                    if s.text
                ),
                default=1,
            )
            self._next_at = (
                key,
                min(self.rect.y + 44 + lines * LINE_H + 12, self.rect.bottom - 52),
            )
        return self._next_at[1]

    def draw(self, surface: pygame.Surface, step: Step, index: int, landed: bool) -> None:
        """Step `index` (`landed`: its opponent's move has been played) in the box; Next is
        drawn by the guide's focus group."""
        box = self.rect
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, box, width=3, border_radius=10)
        where = _("step {n} of {total}").format(
            n=self.shown_number(index), total=self.shown_steps()
        )
        head = f"{_(self.tutorial.title)}  \u00b7  {where}"  # smaller before it is cut
        size = theme.fit_size(head, "bold", 17, box.w - 28, 13)
        head = theme.elide(head, box.w - 28, "bold", size)
        theme.blit_text(
            surface, head, (box.x + 14, box.y + 10 + (17 - size) // 2), "bold", size, theme.INK_SOFT
        )
        y = box.y + 44
        # the step's words stay above Next (smaller if they must), never under it
        limit = self.next_button.rect.top - 4 if self.next_button.visible else box.bottom - 8
        size, line_h, lines = self._fitted_lines(step, landed, limit - y)
        for line in lines:
            if y + line_h > box.bottom - 8:
                break
            theme.blit_text(surface, line, (box.x + 14, y), "body", size, theme.INK)
            y += line_h
        cue = ""
        if (step.learner_moves or step.click) and not self.scene.is_animating():
            cue = _("Your move: click what glows.")
        elif self.scene.panel_up():  # a panel on the table waits for its own button
            # TRANSLATORS: {button} is the panel's own button ("Continue")
            cue = _("Read the panel on the table, then press {button} there.").format(
                button=pgettext("close panel", "Continue")
            )
        lines = theme.wrap(cue, box.w - 28, "bold", 16) if cue else []
        if lines and y + 8 + 22 * len(lines) < box.bottom:  # whole, or not at all
            for i, line in enumerate(lines):
                theme.blit_text(
                    surface, line, (box.x + 14, y + 8 + i * 22), "bold", 16, theme.JUNGLE
                )
