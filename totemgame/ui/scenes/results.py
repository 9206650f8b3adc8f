"""Results: the ranking with scores, a cumulative score chart per round, rematch or title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import games, i18n
from totemgame.engine.record import GameRecord
from totemgame.engine.rng import new_seed
from totemgame.i18n import N_, _
from totemgame.review.marks import has_review
from totemgame.seat_names import shown_name
from totemgame.text import join_commas
from totemgame.ui import draw, theme
from totemgame.ui.chart import Series, line_chart, tick_labels
from totemgame.ui.results_chart import cumulative, final_bars
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from collections.abc import Callable

    from totemgame.engine.match import Match
    from totemgame.ui.scene import Host

TABLE = pygame.Rect(60, 120, 540, 480)
CHART = pygame.Rect(640, 120, 580, 480)
NAME_W = 130  # the names at the ends of the chart's lines


def ranking_text(game_id: str) -> tuple[str, list[tuple[str, str]], bool]:
    """The game's ranking rule, the (detail key, label) pairs that split equal scores, and
    whether to show them on every row (assets/data/<game>.toml, [results])."""
    from totemgame.paths import load_data

    data = load_data(game_id).get("results", {})
    pairs = [(str(k), str(label)) for k, label in data.get("tiebreaks", [])]
    return str(data.get("ranking", "")), pairs, bool(data.get("always", False))


def score_words(game_id: str) -> tuple[str, str]:
    """What the game calls its score, for the table's column and the chart's title ('' where
    it names none: "Score", "Score after each round"), English as in its data file."""
    from totemgame.paths import load_data

    data = load_data(game_id).get("results", {})
    return str(data.get("score", "")), str(data.get("chart", ""))


class ResultsScene(MenuScene):
    """Shown when a game ends."""

    title = N_("Game over")

    def __init__(
        self,
        app: Host,
        match: Match,
        seat_colour: Callable[[int], tuple[int, int, int]] | None = None,
        online: bool = False,
        viewer: int | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.online = online  # played at a table elsewhere: a rematch is a new online table
        # The seat of this app's player at an online table: the results speak to them.
        self.viewer = viewer
        # The table's own seat colours when it has them (e.g. White and Red sides).
        self._seat_colour = seat_colour
        self.result = match.state.result()
        self.names = [shown_name(s.name) for s in match.seats]
        self.labels = self._labels()
        rs = self.result.details.get("round_scores") if self.result.details else None
        self.lines = (
            cumulative([list(r) for r in rs]) if isinstance(rs, list | tuple) and rs else []
        )
        self._static: pygame.Surface | None = None
        shown = games.get(match.record.game)
        self.ranking_rule, self.tiebreaks, self.always_details = ranking_text(shown.spec.id)
        self.score_name, self.chart_name = score_words(shown.spec.id)

    def _labels(self) -> list[str]:
        """Fixed sides are part of who someone was in this game: "Ana (White)"."""
        labels = games.get(self.match.record.game).spec.seat_labels
        return [
            _("{name} ({side})").format(name=n, side=_(labels[i])) if i < len(labels) else n
            for i, n in enumerate(self.names)
        ]

    def language_changed(self) -> None:
        self.labels = self._labels()
        self._static = None  # the table and chart are drawn once, in words
        super().language_changed()

    def build(self) -> None:
        reviewable = has_review(self.match.record.game)
        bw, bh = theme.ui(300 if not reviewable else 260), theme.ui(56)
        y = theme.HEIGHT - bh - 30
        gap = 30 if not reviewable else 24
        x = theme.WIDTH // 2 - (bw * (3 if reviewable else 2) + gap * (2 if reviewable else 1)) // 2
        rematch = Button(
            (x, y, bw, bh),
            _("Rematch"),
            self.rematch,
            style="primary",
            tooltip=_("Same players and options, new shuffle"),
        )
        if self.online:  # the same seats here would be a game at this one screen
            rematch.set_enabled(
                False, _("To play again online, host a new table from Play online.")
            )
        self.add(rematch)
        if reviewable:
            x += bw + gap
            self.add(
                Button(
                    (x, y, bw, bh),
                    _("Review"),
                    self.open_review,
                    tooltip=_("Where the game was won or lost: the Hard AI judges your moves"),
                )
            )
        back = Button((x + bw + gap, y, bw, bh), _("Back to title"), self.to_title)
        self.add(back)
        self.ui.set_focus(back if self.online else rematch)

    def open_review(self) -> None:
        self.app.push(self.app.screens.review(self.match.record))

    def colour(self, seat: int) -> tuple[int, int, int]:
        if self._seat_colour is not None:
            return self._seat_colour(seat)
        return theme.player_colour(
            self.match.seats[seat].colour, self.app.settings.colour_blind
        ).rgb

    def rematch(self) -> None:
        from totemgame.ui.table_factory import start_game

        rec = self.match.record
        start_game(self.app, GameRecord(rec.game, dict(rec.options), list(rec.seats), new_seed()))

    def to_title(self) -> None:
        self.app.set_root(self.app.screens.title())

    def back(self) -> None:
        self.to_title()

    def headline(self) -> str:
        winners = self.result.winners
        if not winners:
            return _("No winner: a tie the rules leave unbroken")
        if len(winners) == 1 and self.humans == list(winners):  # the one human among AIs
            return _("You win!")
        if len(winners) == 1:
            return _("{name} wins!").format(name=self.names[winners[0]])
        return _("Shared victory: {names}").format(
            names=join_commas([self.names[w] for w in winners])
        )

    def draw_background(self, surface: pygame.Surface) -> None:
        if self._static is None:
            surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            super().draw_background(surf)
            self._draw_table(surf)
            self._draw_chart(surf)
            self._draw_hints_used(surf)
            self._static = surf
        surface.blit(self._static, (0, 0))

    def _draw_hints_used(self, surf: pygame.Surface) -> None:
        """Say that hints were taken (record.hints_used; statistics leave such games out)."""
        n = self.match.record.hints_used
        if n:
            text = _("Hints used: {n} (this game does not count in statistics)").format(n=n)
            # Above the table, under the title: below it the buttons grow with the text size.
            size = theme.fit_size(text, "body", theme.SMALL, TABLE.w, minimum=12)
            pos = (TABLE.centerx, TABLE.y - 6)
            theme.blit_text(surf, text, pos, "body", size, theme.TEXT_DIM, "midbottom")

    def _draw_table(self, surf: pygame.Surface) -> None:
        draw.parchment(surf, TABLE, radius=14)
        mine = self.own_place()
        head_y = TABLE.y + (30 if mine else 40)
        headline = self.headline()
        size = theme.fit_size(headline, "heading", 36, TABLE.w - 40, minimum=22)
        theme.blit_text(
            surf, headline, (TABLE.centerx, head_y), "heading", size, theme.INK, "center"
        )
        if mine:
            at = (TABLE.centerx, TABLE.y + 68)
            theme.blit_text(surf, mine, at, "bold", theme.SMALL, theme.INK_SOFT, "center")
        y = TABLE.y + 90
        heading = _("Rank")  # narrower than its column: "Miejsce" at 150% ran into "Gracz"
        size = theme.fit_size(heading, "bold", theme.ui(theme.SMALL), 110 - 30 - 8, minimum=11)
        theme.blit_text(surf, heading, (TABLE.x + 30, y), "bold", size, theme.INK_SOFT)
        theme.blit_text(
            surf, _("Player"), (TABLE.x + 110, y), "bold", theme.ui(theme.SMALL), theme.INK_SOFT
        )
        column = _(self.score_name) if self.score_name else _("Score")  # Totemix: carved levels
        size = theme.fit_size(column, "bold", theme.ui(theme.SMALL), TABLE.w // 3, minimum=11)
        theme.blit_text(
            surf, column, (TABLE.right - 30, y), "bold", size, theme.INK_SOFT, "topright"
        )
        y += 34
        rule, rule_size = self._rule_lines()
        rule_h = theme.font("body", rule_size).get_linesize() * len(rule)
        bottom = TABLE.bottom - 12 - (rule_h + 4 if rule else 0)
        row_h = min(theme.ui(52), (bottom - y) // max(len(self.names), 1))
        big = min(theme.ui(22), row_h * 3 // 5)
        for seat in self.result.ranking:
            rank = self.result.ranks[seat]
            row = pygame.Rect(TABLE.x + 16, y, TABLE.w - 32, row_h - 6)
            if rank == 1:
                pygame.draw.rect(surf, theme.GOLD, row, border_radius=8)
            pygame.draw.line(
                surf, theme.PARCHMENT_DARK, (row.x, row.bottom + 2), (row.right, row.bottom + 2)
            )
            theme.blit_text(
                surf,
                i18n.format_ordinal(rank),
                (TABLE.x + 30, row.centery),
                "bold",
                big,
                theme.INK,
                "midleft",
            )
            sw = pygame.Rect(TABLE.x + 110, row.centery - 10, 20, 20)
            pygame.draw.rect(surf, self.colour(seat), sw, border_radius=4)
            pygame.draw.rect(surf, theme.INK, sw, 2, border_radius=4)
            detail = self.tiebreak_detail(seat)
            score = self.result.scores[seat]
            # The name stops short of the score: a long name and colour shrink to fit.
            room = TABLE.right - 30 - theme.font("bold", big + 2).size(f"{score:g}")[0]
            room -= 12 + sw.right + 12
            label = self.labels[seat]
            fit = theme.fit_size(label, "bold", big, room, minimum=11)
            if not detail:
                at = (sw.right + 12, row.centery)
                theme.blit_text(surf, label, at, "bold", fit, theme.INK, "midleft")
            else:  # the name and, under it, the tie-break detail, both inside the row
                fit = min(fit, max(11, (row.h - 4) * 10 // 21))
                small = theme.fit_size(detail, "body", max(11, fit * 3 // 4), room, minimum=11)
                h1 = theme.font("bold", fit).get_linesize()
                h2 = theme.font("body", small).get_linesize()
                top = row.centery - (h1 + h2) // 2
                theme.blit_text(surf, label, (sw.right + 12, top), "bold", fit, theme.INK)
                at = (sw.right + 12, top + h1)
                # Where the details rank before the score, they are not a footnote.
                ink = theme.INK if self.always_details else theme.INK_SOFT
                theme.blit_text(surf, detail, at, "body", small, ink, "topleft")
            theme.blit_text(
                surf,
                f"{score:g}",
                (TABLE.right - 30, row.centery),
                "bold",
                big + 2,
                theme.INK,
                "midright",
            )
            y += row_h
        lh = theme.font("body", rule_size).get_linesize()
        for i, line in enumerate(rule):
            at = (TABLE.centerx, TABLE.bottom - 12 - (len(rule) - i) * lh)
            theme.blit_text(surf, line, at, "body", rule_size, theme.INK_SOFT, "midtop")

    def _rule_lines(self) -> tuple[list[str], int]:
        """The ranking rule under the table, whole: smaller type before a fourth line."""
        if not self.ranking_rule:
            return [], theme.SMALL
        size = theme.SMALL - 2
        lines = theme.wrap(_(self.ranking_rule), TABLE.w - 48, "body", size)
        while len(lines) > 3 and size > 12:
            size -= 1
            lines = theme.wrap(_(self.ranking_rule), TABLE.w - 48, "body", size)
        return lines, size

    @property
    def humans(self) -> list[int]:
        """The seats played by people at this screen (online: this app's player's only)."""
        if self.viewer is not None:
            return [self.viewer]
        return [s for s, info in enumerate(self.match.seats) if info.is_human]

    def own_place(self) -> str:
        """'You finished 2nd of 4' for the one human at a table of three or more with AIs (''
        otherwise: with one opponent the headline already says who won)."""
        humans = self.humans
        if len(humans) != 1 or len(self.match.seats) < 3:
            return ""
        rank = self.result.ranks[humans[0]]
        tied = sum(1 for r in self.result.ranks if r == rank) > 1
        place, n = i18n.format_ordinal(rank), len(self.match.seats)
        if tied:
            return _("You finished joint {place} of {n}").format(place=place, n=n)
        return _("You finished {place} of {n}").format(place=place, n=n)

    def tiebreak_detail(self, seat: int) -> str:
        """'total height 9 · crystals 3' for a seat whose score another seat shares (every
        seat when the game ranks by more than the score)."""
        details = self.result.details or {}
        scores = self.result.scores
        tied = sum(1 for s in scores if s == scores[seat]) > 1
        if not self.tiebreaks or not (tied or self.always_details):
            return ""
        parts = []
        for key, label in self.tiebreaks:
            values = details.get(key)
            if isinstance(values, list | tuple) and seat < len(values):
                parts.append(f"{_(label)} {values[seat]:g}")
        return " · ".join(parts)

    def _draw_chart(self, surf: pygame.Surface) -> None:
        draw.parchment(surf, CHART, radius=14)
        if not self.lines or len(self.lines[0]) < 2:
            title = _("Final scores")
        else:
            title = _(self.chart_name) if self.chart_name else _("Score after each round")
        size = theme.fit_size(title, "heading", 30, CHART.w - 40, minimum=20)
        theme.blit_text(
            surf, title, (CHART.centerx, CHART.y + 34), "heading", size, theme.INK, "center"
        )
        # Room at the right for each line's name: colour alone must not tell whose line it is.
        plot = pygame.Rect(CHART.x + 60, CHART.y + 80, CHART.w - 100 - NAME_W, CHART.h - 140)
        if not self.lines or len(self.lines[0]) < 2:
            self._draw_final_bars(surf)
            return
        series = [
            Series(self.names[seat], tuple(ln), self.colour(seat))
            for seat, ln in enumerate(self.lines)
        ]
        rounds = [""] + tick_labels(1, len(self.lines[0]) - 1)
        line_chart(surf, plot, series, rounds, _("round"), label_w=NAME_W, mark_first=False)

    def _draw_final_bars(self, surf: pygame.Surface) -> None:
        """For games scored once at the end: a bar per player (results_chart.final_bars)."""
        scores = self.result.scores
        ranked = self.always_details
        details = [self.tiebreak_detail(s) if ranked else "" for s in range(len(scores))]
        moves = self.match.record.turns()  # a player's actions in a row are one move
        final_bars(surf, CHART, self.result, self.labels, self.colour, details, ranked, moves)
