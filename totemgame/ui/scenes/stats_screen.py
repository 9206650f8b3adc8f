"""Statistics: per game, wins/losses/draws against each AI difficulty and a score chart.

Only games of one human against the AI without hints count in the table and the chart;
pass-and-play games and games with hints are summarised below the table.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from totemgame import games, i18n
from totemgame.i18n import N_, _, ngettext
from totemgame.storage import stats
from totemgame.text import join_commas
from totemgame.ui import draw, theme
from totemgame.ui.chart import Series, line_chart, tick_labels
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

TABS_Y = 100
TABLE = pygame.Rect(40, 164, 600, 460)
CHART = pygame.Rect(660, 164, 580, 460)
HISTORY = 20  # games per line in the chart
ROW_H = 38
COLUMNS = (
    (N_("Played"), 262),
    (N_("Won"), 334),
    (N_("Lost"), 406),
    (N_("Drawn"), 478),
    (N_("Win %"), 550),
)
COLUMN_W = 70  # a heading wider than this is drawn smaller (the columns are 72 px apart)
LEVEL_NAMES = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "mixed": N_("Mixed levels"),
}


def level_name(difficulty: str) -> str:
    """'Easy', 'Leicht', 'Łatwy': an AI level as the table names it."""
    return _(LEVEL_NAMES[difficulty]) if difficulty in LEVEL_NAMES else difficulty.title()


def opening_game(
    results: Sequence[stats.GameResult], game_ids: Sequence[str], recent: Sequence[str | None]
) -> str:
    """The tab the screen opens on: the game last played, if it has statistics (a game of AIs
    only has none); else the last one that has; else the first game with any; else the first.

    `recent` names the games last played, most recent first (see `recent_games`)."""
    with_data = {r.game for r in results}
    # By date, not by place in the file: two windows may have written it in turns.
    newest = max(results, key=lambda r: r.date, default=None)
    for game in (*recent, newest.game if newest else None):
        if game in with_data and game in game_ids:
            return game
    return next((g for g in game_ids if g in with_data), game_ids[0])


def recent_games() -> list[str | None]:
    """The games last played, most recent first: the game in progress played last (read from
    its autosave's summary) and the newest kept for replays, in the order they were played."""
    from totemgame.storage import history, saves

    playing = next((e for e in saves.unfinished_games() if e.summary), None)
    try:  # (a folder that cannot be read has no say)
        files = history.archived_files()
        finished_at = files[0].stat().st_mtime if files else 0.0
    except OSError:
        finished_at = 0.0
    if playing is not None and playing.summary and playing.last_played >= finished_at:
        return [playing.summary.game, history.last_finished_game()]
    return [
        history.last_finished_game(),
        playing.summary.game if playing and playing.summary else None,
    ]


class StatsScene(MenuScene):
    """Tabs for the games; a table and a chart for the chosen one."""

    title = N_("Statistics")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.file = stats.StatsFile.load()
        self.game_ids = games.ids()
        self.game = opening_game(self.file.results, self.game_ids, recent_games())
        self._static: pygame.Surface | None = None

    @property
    def summary(self) -> stats.GameSummary:
        return stats.summarise(self.file.results, self.game)

    def build(self) -> None:
        n = len(self.game_ids)
        gap = 10
        w = (theme.WIDTH - 80 - gap * (n - 1)) // max(n, 1)
        for i, gid in enumerate(self.game_ids):
            selected = gid == self.game
            self.add(
                Button(
                    (40 + i * (w + gap), TABS_Y, w, 48),
                    games.get(gid).spec.name,
                    functools.partial(self.show_game, gid),
                    style="primary" if selected else "normal",
                    tooltip=_("Shown below") if selected else _("Show this game's statistics"),
                )
            )
        back = Button(
            (theme.WIDTH // 2 - 110, theme.HEIGHT - 84, 220, 56),
            _("Back"),
            self.back,
            style="normal",
        )
        self.add(back)
        self.ui.set_focus(self.find_button(games.get(self.game).spec.name))

    def enter(self) -> None:
        super().enter()
        if self.file.warning:
            self.banners.show(self.file.warning, seconds=12.0, kind="warning")

    def language_changed(self) -> None:
        self._static = None  # the table and the chart are drawn once, in words
        super().language_changed()

    def show_game(self, game_id: str) -> None:
        self.game = game_id
        self._static = None
        self.rebuild()

    # -- drawing ----------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        if self._static is None:
            surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            super().draw_background(surf)
            summary = self.summary
            self._draw_table(surf, summary)
            self._draw_chart(surf, summary)
            self._static = surf
        surface.blit(self._static, (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        # The chosen tab is marked by a bar under it, not only by its colour.
        button = self.find_button(games.get(self.game).spec.name)
        if button is not None:
            bar = pygame.Rect(button.rect.x + 12, button.rect.bottom + 9, button.rect.w - 24, 5)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT, bar, border_radius=2)

    def _draw_table(self, surf: pygame.Surface, summary: stats.GameSummary) -> None:
        draw.parchment(surf, TABLE, radius=14)
        x0 = TABLE.x
        theme.blit_text(
            surf,
            _("Against the AI"),
            (TABLE.centerx, TABLE.y + 30),
            "heading",
            30,
            theme.INK,
            "center",
        )
        y = TABLE.y + 66
        # The columns are fixed: at a large UI scale the table grows only as far as it fits.
        head = min(theme.ui(theme.SMALL), 21)
        theme.blit_text(surf, _("Opponents"), (x0 + 24, y), "bold", head, theme.INK_SOFT)
        # One size for every heading, the largest at which the longest fits its column.
        fit = min(theme.fit_size(_(n), "bold", head, COLUMN_W, minimum=12) for n, _cx in COLUMNS)
        for name, cx in COLUMNS:
            theme.blit_text(surf, _(name), (x0 + cx, y), "bold", fit, theme.INK_SOFT, "midtop")
        y += 30
        rows = [(level_name(d), t) for d, t in summary.by_difficulty.items()]
        if not rows:
            theme.blit_text(
                surf,
                _("No games against the AI finished yet."),
                (TABLE.centerx, y + 40),
                "body",
                theme.ui(theme.BODY),
                theme.INK_SOFT,
                "center",
            )
            y += 80
        if len(rows) > 1:
            rows.append((_("All levels"), summary.total))
        for i, (name, tally) in enumerate(rows):
            is_total = i == len(rows) - 1 and len(rows) > 1
            if is_total:
                pygame.draw.line(surf, theme.INK_SOFT, (x0 + 16, y - 4), (TABLE.right - 16, y - 4))
            self._table_row(surf, y, name, tally, bold=is_total)
            y += ROW_H
        size = theme.ui(theme.SMALL)
        lh = theme.font("body", size).get_linesize()
        notes = [
            part
            for line in self._notes(summary)
            for part in [*theme.wrap(line, TABLE.w - 48, "body", size), ""]
        ]
        y = max(y + 16, TABLE.bottom - 20 - lh * len(notes))
        for part in notes:
            theme.blit_text(surf, part, (x0 + 24, y), "body", size, theme.INK)
            y += lh if part else lh // 4

    def _table_row(
        self, surf: pygame.Surface, y: int, name: str, tally: stats.Tally, bold: bool
    ) -> None:
        role = "bold" if bold else "body"
        size = min(theme.ui(20), 25)
        theme.blit_text(surf, name, (TABLE.x + 24, y), "bold", size, theme.INK)
        rate = tally.win_rate
        cells = (
            str(tally.played),
            str(tally.wins),
            str(tally.losses),
            str(tally.draws),
            "\u2013" if rate is None else i18n.format_percent(round(rate * 100) / 100),
        )
        for (_heading, cx), text in zip(COLUMNS, cells, strict=True):
            theme.blit_text(surf, text, (TABLE.x + cx, y), role, size, theme.INK, "midtop")

    def _notes(self, summary: stats.GameSummary) -> list[str]:
        notes = []
        total = summary.total
        if total.played and total.best is not None and summary.scores_vary:
            best = i18n.format_number(total.best, 0 if total.best == int(total.best) else 1)
            if total.best_won:
                notes.append(_("Best score against the AI: {score}.").format(score=best))
            else:
                notes.append(
                    _("Best score against the AI: {score}, in a game you did not win.").format(
                        score=best
                    )
                )
        if summary.pass_and_play_games:
            people = sorted(summary.pass_and_play.items(), key=lambda kv: -kv[1].wins)
            wins = join_commas(
                [
                    ngettext("{name} {n} win", "{name} {n} wins", t.wins).format(
                        name=name, n=t.wins
                    )
                    for name, t in people
                ]
            )
            n = summary.pass_and_play_games
            notes.append(
                ngettext(
                    "Pass and play: {n} game ({wins}).", "Pass and play: {n} games ({wins}).", n
                ).format(n=n, wins=wins)
            )
        online = summary.online
        if online.played:
            notes.append(
                ngettext(
                    "Online: {n} game ({wins} won).",
                    "Online: {n} games ({wins} won).",
                    online.played,
                ).format(n=online.played, wins=online.wins)
            )
        if summary.with_hints:
            notes.append(
                ngettext(
                    "{n} game with hints shown is not counted above.",
                    "{n} games with hints shown are not counted above.",
                    summary.with_hints,
                ).format(n=summary.with_hints)
            )
        return notes

    def _draw_chart(self, surf: pygame.Surface, summary: stats.GameSummary) -> None:
        draw.parchment(surf, CHART, radius=14)
        theme.blit_text(
            surf,
            _("Your score, game by game") if summary.scores_vary else _("Your wins, game by game"),
            (CHART.centerx, CHART.y + 30),
            "heading",
            30,
            theme.INK,
            "center",
        )
        blind = self.app.settings.colour_blind
        order = list(stats.DIFFICULTY_ORDER)
        # A game whose final scores never differ (say, always 0) says more by its wins.
        by_wins = not summary.scores_vary
        series = [
            Series(
                level_name(d),
                tuple((t.running_wins() if by_wins else t.scores)[-HISTORY:]),
                theme.player_colour(order.index(d) if d in order else 5, blind).rgb,
            )
            for d, t in summary.by_difficulty.items()
        ]
        if not series:
            empty = (
                _("Games with hints shown are not counted: finish one without hints to see your scores here.")
                if summary.with_hints
                else _("Finish a game against the AI to see your scores here.")
            )  # fmt: skip
            lines, size = theme.fit_lines(empty, "body", theme.ui(theme.BODY), CHART.w - 60, 90, 14)
            lh = theme.font("body", size).get_linesize()
            top = CHART.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                at = (CHART.centerx, top + i * lh)
                theme.blit_text(surf, line, at, "body", size, theme.INK_SOFT, "midtop")
            return
        count = max(len(s.values) for s in series)
        plot = pygame.Rect(CHART.x + 60, CHART.y + 70, CHART.w - 100 - 120, CHART.h - 140)
        line_chart(
            surf,
            plot,
            series,
            tick_labels(1, count),
            _("game against each level (the last {n})").format(n=HISTORY),
            label_w=120,
        )
