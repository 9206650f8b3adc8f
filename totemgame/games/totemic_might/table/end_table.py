"""The end table over the board: the final ranking as the rules compute it (failure marks,
weights, starting totems, who guessed them, the opal), and the twenty totems' true weights."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.table import art, pieces
from totemgame.games.totemic_might.table.overlays import PANEL, panel_backdrop, unbroken
from totemgame.games.totemic_might.view import MightView
from totemgame.i18n import _, ngettext
from totemgame.text import join_commas
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button


def opal_words(
    winner: int | None, right: Sequence[int], wagers: Sequence[int], names: Sequence[str]
) -> str:
    """The end table's opal line: who won it with how many right guesses (`right`, per seat:
    the result's correct_guesses), and when several had as many, that the fewest wagers
    decided (the rules' tie-break)."""
    if winner is None or winner >= len(right):
        return _("Opal: nobody (tied on right guesses and on wagers)")
    n, player = right[winner], names[winner]
    if sum(1 for r in right if r == n) > 1:
        # TRANSLATORS: the opal's tie-break: equal right guesses, then the fewest wagers taken
        return ngettext(
            "Opal: {player}. Most right guesses: {n}, tied with others; the fewest wagers "
            "taken ({w}) break the tie",
            "Opal: {player}. Most right guesses: {n}, tied with others; the fewest wagers "
            "taken ({w}) break the tie",
            n,
        ).format(player=player, n=n, w=wagers[winner])
    return ngettext(
        "Opal (most right guesses): {player}, {n} right",
        "Opal (most right guesses): {player}, {n} right",
        n,
    ).format(player=player, n=n)


OPAL_WIDTH = 370  # the opal line's column, left of the true weights
OPAL_LINES = 3  # what fits above the ranking rule and the button


def opal_lines(opal: str) -> tuple[int, Sequence[str]]:
    """The opal line in its column, whole: in smaller type while it takes more than
    OPAL_LINES lines (a tie-break's reason is long, longer still in German or Polish)."""
    for size in (18, 17, 16, 15, 14):
        lines = pieces.wrap(opal, OPAL_WIDTH, "bold", size)
        if len(lines) <= OPAL_LINES:
            return size, lines
    return size, lines


class EndTable:
    """The final ranking as the rules compute it (the score after the guess penalty), what
    every player started with, and the true weights of the twenty totems."""

    def __init__(self, on_close: Callable[[], None]) -> None:
        self.button = Button(
            (PANEL.centerx - 110, PANEL.bottom - 62, 220, 48),
            _("See results"),
            on_close,
            style="primary",
        )
        self.age = 0.0

    def draw(
        self,
        surface: pygame.Surface,
        view: MightView,
        names: list[str],
        colours: list[tuple[int, int, int]],
        ranking: Sequence[int],
        guessed_by: dict[int, list[int]],
        opal: str,
        backdrop: bool = True,
        scores: Sequence[float] = (),
    ) -> None:
        if not backdrop:  # over the snapshot only the button's face may change
            patch = self.button.rect.inflate(8, 8)
            surface.blit(panel_backdrop(), patch, patch)
            self.button.draw(surface)
            return
        surface.blit(panel_backdrop(), (0, 0))
        theme.blit_shadowed(
            surface,
            _("The Balance of Souls"),
            (PANEL.centerx, PANEL.y + 34),
            "heading",
            38,
            theme.GOLD_BRIGHT,
        )
        bottom = self._draw_ranking(surface, view, names, colours, ranking, guessed_by, scores)
        y = max(bottom + 6, PANEL.bottom - 246)
        self._draw_weights(surface, view, pygame.Rect(PANEL.x + 410, y, PANEL.w - 430, 166))
        size, said = opal_lines(opal)
        for i, line in enumerate(said):
            at = (PANEL.x + 24, y + 4 + i * (size + 4))
            theme.blit_text(surface, line, at, "bold", size, theme.INK)
        y += (size + 4) * len(said) - 22
        rule = _(
            "Ranked by fewest failure marks, then score (the weight of your lightest pan, "
            "which is every pan's when all three are equal, minus 3 for every right guess of "
            "your starting totem), then garnets."
        )
        for i, line in enumerate(pieces.wrap(rule, 370, "body", 16)):
            theme.blit_text(
                surface, line, (PANEL.x + 24, y + 36 + i * 20), "body", 16, theme.INK_SOFT
            )
        self.button.draw(surface)

    def _draw_ranking(
        self,
        surface: pygame.Surface,
        view: MightView,
        names: list[str],
        colours: list[tuple[int, int, int]],
        ranking: Sequence[int],
        guessed_by: dict[int, list[int]],
        scores: Sequence[float],
    ) -> int:
        """One row per player, best first; returns the y below the table."""
        # Columns: place, player, failures, weight, score, garnets, starting totem, guessed by.
        cols = tuple(PANEL.x + dx for dx in (20, 50, 180, 262, 336, 404, 480, 676))
        heads = (
            "#",
            _("Player"),
            _("Failures"),
            _("Weight"),
            _("Score"),
            _("Garnets"),
            _("Starting totem"),
            _("Guessed by"),
        )
        y = PANEL.y + 66
        for cx, h in zip(cols, heads, strict=True):
            theme.blit_text(surface, h, (cx, y), "bold", 17, theme.INK_SOFT)
        y += 28
        row_h = min(46, 290 // max(1, len(ranking)))
        for place, seat in enumerate(ranking):
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (PANEL.x + 16, y - 3), (PANEL.right - 16, y - 3), 1
            )
            mid = y + row_h // 2 - 2
            theme.blit_text(
                surface, str(place + 1), (cols[0], mid), "bold", 19, theme.INK, "midleft"
            )
            pygame.draw.circle(surface, colours[seat], (cols[1] + 7, mid), 7)
            name = names[seat]
            size = theme.fit_size(name, "bold", 18, cols[2] - cols[1] - 30, 13)
            theme.blit_text(surface, name, (cols[1] + 20, mid), "bold", size, theme.INK, "midleft")
            weight = view.final_weight[seat]
            score = int(scores[seat]) if seat < len(scores) else weight
            numbers = (view.marks[seat], weight, score, view.garnets[seat])
            for cx, value in zip(cols[2:6], numbers, strict=True):
                role = "bold" if cx == cols[4] else "body"
                theme.blit_text(surface, str(value), (cx + 22, mid), role, 18, theme.INK, "midleft")
            if view.starts and seat < len(view.starts):
                t = view.starts[seat]
                th = min(36, row_h - 6)
                surface.blit(pieces.tile("spirit", t, th * 3 // 4, th), (cols[6], mid - th // 2))
                w = view.weights[t] if view.weights else "?"
                theme.blit_text(
                    surface,
                    f"{totem_label(t)} ({w})",
                    (cols[6] + th, mid),
                    "body",
                    16,
                    theme.INK,
                    "midleft",
                )
            guessers = [names[o] for o in guessed_by.get(seat, [])]
            size, lines = guessed_by_lines(guessers, PANEL.right - cols[7] - 16, row_h)
            top = mid - len(lines) * (size + 3) // 2
            for i, line in enumerate(lines):
                at = (cols[7], top + i * (size + 3))
                theme.blit_text(surface, line, at, "body", size, theme.INK)
            y += row_h
        return y

    def _draw_weights(self, surface: pygame.Surface, view: MightView, area: pygame.Rect) -> None:
        """The secret revealed: the 4 x 5 grid of totems with their true weights, its rows
        named by season and its columns by sigil, as on the grid."""
        if not view.weights:
            return
        theme.blit_text(surface, _("The true weights"), (area.x, area.y), "bold", 18, theme.INK)
        label_w, head_h = 66, 20
        cell_w, cell_h = (area.w - label_w) // 5, (area.h - 24 - head_h) // 4
        left, top = area.x + label_w, area.y + 24 + head_h
        for col, sigil in enumerate(art.SIGILS):
            name = _(sigil)
            size = theme.fit_size(name, "body", 14, cell_w - 4, 10)
            at = (left + col * cell_w, top - 2)
            theme.blit_text(surface, name, at, "body", size, theme.INK_SOFT, "bottomleft")
        for row, season in enumerate(art.SEASONS):
            name = _(season)
            size = theme.fit_size(name, "bold", 14, label_w - 6, 10)
            at = (area.x, top + row * cell_h + cell_h // 2)
            theme.blit_text(surface, name, at, "bold", size, theme.INK_SOFT, "midleft")
        for t, w in enumerate(view.weights):
            row, col = divmod(t, 5)
            x, y = left + col * cell_w, top + row * cell_h
            surface.blit(art.totem_figure(t, 22, cell_h - 2), (x, y))
            theme.blit_text(
                surface, str(w), (x + 26, y + cell_h // 2), "bold", 18, theme.INK, "midleft"
            )


def guessed_by_lines(guessers: list[str], width: int, row_h: int) -> tuple[int, Sequence[str]]:
    """The "Guessed by" cell: every name whole (never "AI" on one line and "6" on the next),
    in smaller type while the row is too low for them; at the smallest, the names that fit
    and how many more."""
    if not guessers:
        # TRANSLATORS: the "Guessed by" column when nobody guessed that starting totem
        return 15, [_("nobody")]
    entries = [unbroken(name) for name in guessers]
    for size in (15, 14, 13, 12):
        lines = pieces.wrap(join_commas(entries), width, "body", size)
        if len(lines) * (size + 3) <= row_h:
            return size, lines
    rows = max(1, row_h // 15)
    for shown in range(len(entries) - 1, 0, -1):
        # TRANSLATORS: "Guessed by" cut short, "Mia, Kai +3" (3 more players guessed it)
        text = _("{names} +{more}").format(
            names=join_commas(entries[:shown]), more=len(entries) - shown
        )
        lines = pieces.wrap(text, width, "body", 12)
        if len(lines) <= rows:
            return 12, lines
    n = len(entries)
    return 12, pieces.wrap(ngettext("{n} player", "{n} players", n).format(n=n), width, "body", 12)
