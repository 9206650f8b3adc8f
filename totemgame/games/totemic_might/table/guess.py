"""The guesses after the final challenge: one row per other player, click the totem you think
they started with (every extra spirit totem, which came from the pool, and your own start are
struck out on every row)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import Guess
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.table import art
from totemgame.games.totemic_might.table.port import play
from totemgame.i18n import _, ngettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView

# The rows of totems fill the area between the heading and the submit button: one line of 20
# per player at 7 players, two lines of 10 (larger) when fewer players leave the room.
TOP, BOTTOM, LEFT, RIGHT = 100, 636, 190, 890
GAP = 4


class GuessSection:
    """One row per other player: click the totem you think they started with."""

    def __init__(self) -> None:
        self.choice: dict[int | None, dict[int, int]] = {}
        self.submit_button = Button((10, 648, 300, 54), _("Submit guesses"), style="primary")
        self.others = 6
        self.hinted: tuple[int, ...] | None = None  # the Hint's guesses, outlined in green

    def layout(self) -> tuple[int, int, int]:
        """(totems per line, icon width, height of a player's block) for self.others rows."""
        block = min(180, (BOTTOM - TOP) // max(1, self.others))
        one = min((RIGHT - LEFT) // 20 - GAP, (block - 16) * 3 // 4)
        two = min((RIGHT - LEFT) // 10 - 2 * GAP, ((block - 16) // 2 - GAP) * 3 // 4)
        return (20, one, block) if one >= two else (10, two, block)

    def rows(self, view: MightView) -> list[int]:
        rows = [s for s in range(view.players) if s != view.seat]
        self.others = len(rows)
        return rows

    def cell(self, row: int, t: int) -> pygame.Rect:
        per, w, block = self.layout()
        h = w * 4 // 3
        line, col = divmod(t, per)
        return pygame.Rect(LEFT + col * (w + GAP), TOP + row * block + line * (h + GAP), w, h)

    def refresh(self, port: MightPort) -> None:
        view = port.view
        mine = self.choice.setdefault(view.seat, {})
        missing = [s for s in self.rows(view) if s not in mine]
        act = Guess(tuple(-1 if s == view.seat else mine.get(s, 0) for s in range(view.players)))
        n = len(missing)
        reason = (
            ngettext(
                "Guess for every player ({n} left).", "Guess for every player ({n} left).", n
            ).format(n=n)
            if missing
            else port.why_not(act)
        )
        self.submit_button.label = _("Submit guesses")
        self.submit_button.set_enabled(reason is None, reason or "")
        self.submit_button.on_click = play(port, act)

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        view = port.view
        if self.submit_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, s in enumerate(self.rows(view)):
                for t in range(20):
                    if self.cell(row, t).collidepoint(event.pos):
                        self.choice.setdefault(view.seat, {})[s] = t
                        self.refresh(port)
                        return True
        if event.type == pygame.MOUSEMOTION:
            for row, s in enumerate(self.rows(view)):
                for t in range(20):
                    if self.cell(row, t).collidepoint(event.pos):
                        port.board_tooltip(
                            ("guess", s, t),
                            _("{player} started with {totem}?").format(
                                player=port.names[s], totem=totem_label(t)
                            ),
                            event.pos,
                        )
        return False

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        view = port.view
        mine = self.choice.get(view.seat, {})
        theme.blit_text(
            surface,
            _("Guess each player's starting spirit totem: every right guess costs them 3."),
            (12, 64),
            "body",
            18,
            theme.TEXT,
        )
        extras = struck_out(view)
        for row, s in enumerate(self.rows(view)):
            y = self.cell(row, 0).y
            pygame.draw.circle(surface, port.seat_colour(s), (22, y + 24), 9)
            theme.blit_text(surface, port.names[s], (38, y + 12), "bold", 18, theme.TEXT)
            if s in mine:
                theme.blit_text(
                    surface, totem_label(mine[s]), (38, y + 36), "body", 16, theme.GOLD_BRIGHT
                )
            for t in range(20):
                r = self.cell(row, t)
                chosen = mine.get(s) == t
                if chosen:  # a light card behind the figure: nothing veils the chosen one
                    pygame.draw.rect(surface, theme.PARCHMENT, r.inflate(6, 6), border_radius=6)
                surface.blit(art.totem_figure(t, r.w, r.h), r)
                if t in extras:
                    pygame.draw.line(surface, theme.TEXT_DIM, r.topleft, r.bottomright, 2)
                if chosen:
                    pygame.draw.rect(
                        surface, theme.GOLD_BRIGHT, r.inflate(8, 8), 3, border_radius=7
                    )
                if self.hinted and s < len(self.hinted) and self.hinted[s] == t:
                    pygame.draw.rect(surface, theme.OK, r.inflate(6, 6), 3, border_radius=6)
        self.submit_button.draw(surface)


def struck_out(view: MightView) -> set[int]:
    """The totems nobody else can have started with: every extra spirit totem (they come from
    the pool, which holds no one's start, and who got which is public) and your own start."""
    out = {t for own in view.spirits for t in own}
    if view.start >= 0:
        out.add(view.start)
    return out
