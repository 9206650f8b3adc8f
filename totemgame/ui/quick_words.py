"""Quick messages at an online table: a small speech-bubble button on the game log's heading
row (right of the online badge) opens the few fixed messages (net/quick_messages.py); what a
player says shows for a few seconds as a bubble on their panel and stays in the game log, in
each player's own language."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from totemgame.engine.game import Seat
from totemgame.i18n import N_, _
from totemgame.net.quick_messages import QUICK_MESSAGES
from totemgame.ui import draw, theme
from totemgame.ui.scene import Scene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.net.online_game import OnlineGame
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

# What each id says (translated where shown); the ids are the wire's (QUICK_MESSAGES' order).
WORDS = {
    "hello": N_("Hello!"),
    "good_move": N_("Good move!"),
    "well_played": N_("Well played!"),
    "thinking": N_("Thinking..."),
    "sorry": N_("Sorry!"),
    "thanks": N_("Thanks!"),
}
BUBBLE_SECONDS = 4.0
BUTTON_W, BUTTON_H = 40, 28  # an icon: the badge beside keeps its room
BUBBLE_SIZE = 18


class QuickWords:
    """The table's quick messages: the button, the bubbles and the log's lines."""

    def __init__(self, table: TableScene, game: OnlineGame) -> None:
        self.table = table
        self.game = game
        log = table.log.full_rect
        rect = pygame.Rect(0, 0, BUTTON_W, BUTTON_H)
        rect.midright = (log.right - 6, log.top - 34 + 17)
        self.button = Button(rect, "", self.pick, size=16)  # its icon is drawn over it
        self.button.tooltip = _("Say a quick message to the table")
        table.ui.add(self.button)
        self.bubbles: dict[Seat, tuple[str, float]] = {}  # seat: (id, seconds left)
        self.lines: list[tuple[int, Seat, str]] = []  # (log entries before it, seat, id)
        game.session.on_said = self.heard

    def pick(self) -> None:
        """Open the messages below the button."""
        self.table.app.push(QuickPicker(self.table.app, self.button.rect, self.say))

    def say(self, said: str) -> None:
        self.game.session.say(said)

    def heard(self, seat: Seat, said: str) -> None:
        """A seat said `said` (the server relayed it): its bubble, and a line in the log."""
        if said not in WORDS or not 0 <= seat < len(self.game.session.seats):
            return  # a newer app's message: nothing this one can show
        self.bubbles[seat] = (said, BUBBLE_SECONDS)
        before = len(self.table.log.entries) - len(self.lines)  # the game's own entries
        self.lines.append((max(0, before), seat, said))
        self.table.refresh_log()

    def log_lines(self, entries: list[str]) -> list[str]:
        """The log's `entries` with what was said, each where it was said."""
        out = list(entries)
        names = self.game.session.names
        for shown, (at, seat, said) in enumerate(self.lines):
            line = _("{name} says: {words}").format(name=names[seat], words=_(WORDS[said]))
            out.insert(min(at + shown, len(out)), line)
        return out

    def update(self, dt: float) -> None:
        self.button.tooltip = _("Say a quick message to the table")
        self.bubbles = {s: (w, t - dt) for s, (w, t) in self.bubbles.items() if t > dt}

    def next_frame_in(self) -> float | None:
        return 0.1 if self.bubbles else None

    def draw(self, surface: pygame.Surface) -> None:
        draw_icon(surface, self.button.rect)
        rows = self.table.panels.rows
        for seat, (said, _left) in self.bubbles.items():
            if seat < len(rows):
                draw_bubble(surface, rows[seat], _(WORDS[said]))


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A small speech bubble with three dots, on the button's face."""
    body = pygame.Rect(0, 0, rect.w - 16, rect.h - 12)
    body.center = (rect.centerx, rect.centery - 2)
    tail = [
        (body.x + 6, body.bottom - 2),
        (body.x + 4, body.bottom + 5),
        (body.x + 13, body.bottom - 2),
    ]
    pygame.draw.polygon(surface, theme.TEXT, tail)
    pygame.draw.rect(surface, theme.TEXT, body, border_radius=body.h // 2)
    for dx in (-5, 0, 5):
        pygame.draw.circle(surface, theme.BG_DEEP, (body.centerx + dx, body.centery), 2)


def draw_bubble(surface: pygame.Surface, panel: pygame.Rect, words: str) -> None:
    """A speech bubble in the lower right of a player's panel (clear of the score), its tail
    toward the name."""
    text = theme.elide(words, panel.w // 2 - 16, "bold", BUBBLE_SIZE)
    label = theme.text(text, "bold", BUBBLE_SIZE, theme.INK)
    rect = pygame.Rect(0, 0, label.get_width() + 24, label.get_height() + 12)
    rect.bottomright = (panel.right - 10, panel.bottom - 4)  # the score stays in sight
    tail = [(rect.x + 2, rect.centery - 6), (rect.x - 12, rect.centery), (rect.x + 2, rect.y + 20)]
    pygame.draw.polygon(surface, theme.PARCHMENT, tail)
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=rect.h // 2)
    surface.blit(label, (rect.x + 12, rect.y + 6))


class QuickPicker(Scene):
    """The quick messages in a small panel below `anchor`; a pick says it and closes, Esc or
    a click elsewhere closes."""

    opaque = False

    def __init__(self, app: Host, anchor: pygame.Rect, on_pick: Callable[[str], None]) -> None:
        super().__init__(app)
        self.on_pick = on_pick
        cols, bw, bh, gap = 2, 170, 44, 8
        rows = (len(QUICK_MESSAGES) + cols - 1) // cols
        w, h = cols * bw + (cols + 1) * gap, rows * bh + (rows + 1) * gap
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.topright = (anchor.right, anchor.bottom + 6)  # over the log, not the panels
        self.panel.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        self.ui = FocusGroup()
        for i, said in enumerate(said for said in QUICK_MESSAGES if said in WORDS):
            x = self.panel.x + gap + (i % cols) * (bw + gap)
            y = self.panel.y + gap + (i // cols) * (bh + gap)
            self.ui.add(Button((x, y, bw, bh), _(WORDS[said]), self._chooser(said), size=18))
        self.ui.set_focus(self.ui.widgets[0])

    def _chooser(self, said: str) -> Callable[[], None]:
        def choose() -> None:
            if self.app.top is self:
                self.app.pop()
            self.on_pick(said)

        return choose

    def find_button(self, label: str) -> Button | None:
        """The picker's button labelled `label` (tests click it)."""
        return next(
            (w for w in self.ui.widgets if isinstance(w, Button) and w.label == label), None
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.panel.collidepoint(event.pos):
            self.app.pop()
            return True
        self.ui.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def next_frame_in(self) -> float | None:
        return self.ui.next_frame_in()

    def draw(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, self.panel, radius=12)
        self.ui.draw(surface)
