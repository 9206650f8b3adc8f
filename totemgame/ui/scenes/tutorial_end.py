"""The end of a tutorial: what was learned, what was not, and on to a real game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _
from totemgame.setup_memory import LastSetup, SeatChoice
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.tutorial import Tutorial
    from totemgame.ui.scene import Host

PANEL = pygame.Rect(190, 100, 900, 500)
LINE = 26


class TutorialEndScene(MenuScene):
    """The summary of `script`; `skipped` when the learner left it before its end."""

    def __init__(self, app: Host, script: Tutorial, skipped: bool = False) -> None:
        super().__init__(app)
        from totemgame import games

        self.script = script
        self.skipped = skipped
        self.name = games.get(script.game).spec.name
        name = _(self.name)
        self.title = (
            _("Tutorial skipped: {game}").format(game=name)
            if skipped
            else _("You know {game}!").format(game=name)
        )

    def build(self) -> None:
        bw, bh = theme.ui(250), theme.ui(56)
        y = theme.HEIGHT - bh - 36
        cx = theme.WIDTH // 2
        play = Button(
            (cx - bw - bw // 2 - 20, y, bw, bh),
            _("Play a real game"),
            self.play,
            style="primary",
            tooltip=_("Set up a game: you against the Easy AI"),
        )
        rules = Button(
            (cx - bw // 2, y, bw, bh), _("Rules"), self.rules, tooltip=_("The full rules")
        )
        back = Button((cx + bw // 2 + 20, y, bw, bh), _("Back"), self.back)
        self.add(play, rules, back)
        self.ui.set_focus(play)

    def lines(self) -> list[tuple[str, str]]:
        """(style, text) rows of the panel: what was learned, then what the tutorial left out."""
        rows: list[tuple[str, str]] = []
        if self.skipped:
            rows.append(("body", _("Come back to the tutorial any time from Learn to play.")))
        else:
            rows.append(("bold", _("What you learned:")))
            rows += [("item", _(s)) for s in self.script.summary]
        if self.script.not_covered:
            rows.append(("gap", ""))
            rows.append(("bold", _("Not shown in the tutorial (see Rules):")))
            rows += [("item", _(s)) for s in self.script.not_covered]
        if self.script.real_game_note:
            rows.append(("gap", ""))
            rows.append(("body", _(self.script.real_game_note)))
        return rows

    def layout(self, size: int) -> list[tuple[str, str, int, int]]:
        """(role, line, indent, y) of every wrapped line at text `size`, from the panel's top."""
        out, y = [], PANEL.y + 28
        line_h = size * LINE // theme.BODY
        for style, text in self.lines():
            if style == "gap":
                y += line_h // 2
                continue
            role = "bold" if style == "bold" else "body"
            indent = 22 if style == "item" else 0
            for i, line in enumerate(theme.wrap(text, PANEL.w - 72 - indent, role, size)):
                out.append((role, line, indent if i or style != "item" else -indent, y))
                y += line_h
        return out

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL)
        # The menu text size if the whole summary fits; else smaller, down to 15 px.
        size = theme.ui(theme.BODY)
        rows = self.layout(size)
        while size > 15 and rows and rows[-1][3] + size * LINE // theme.BODY > PANEL.bottom - 12:
            size -= 1
            rows = self.layout(size)
        x = PANEL.x + 36
        for role, line, indent, y in rows:
            if indent < 0:  # the first line of an item: its bullet
                pygame.draw.circle(surface, theme.GOLD_DARK, (x + 7, y + size // 2 + 2), 4)
            theme.blit_text(surface, line, (x + abs(indent), y), role, size, theme.INK)

    # -- actions ----------------------------------------------------------------------------
    def play(self) -> None:
        """A real game: the setup screen with you against Easy AI players, as many as the
        tutorial names (its real_game), else the game's minimum; the learner may change it
        before Start."""
        from totemgame import games

        spec = games.get(self.script.game).spec
        players = self.script.real_game_players or max(2, spec.min_players)
        players = min(max(players, spec.min_players), spec.max_players)
        seats = [SeatChoice("human", "", 0)] + [
            SeatChoice("ai:easy", "", i) for i in range(1, players)
        ]
        self.app.setups.remember(self.script.game, LastSetup(tuple(seats), {}))
        self.app.set_root(self.app.screens.title())
        self.app.push(self.app.screens.setup(self.script.game))

    def rules(self) -> None:
        self.app.push(self.app.screens.rules(self.script.game))

    def back(self) -> None:
        self.app.set_root(self.app.screens.title())
