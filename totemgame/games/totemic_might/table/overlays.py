"""The round's summary over the board: the round's resolution (auctions, spirits, wagers),
your own results in full, then what everybody saw; and the panels' shared backdrop. The final
ranking table is end_table.py."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from totemgame.engine.game import Event
from totemgame.games.totemic_might.content import totem_label, wager_label
from totemgame.games.totemic_might.event_words import weighing_words
from totemgame.games.totemic_might.facts import Fact
from totemgame.games.totemic_might.table import art, pieces
from totemgame.i18n import _, ngettext, pgettext
from totemgame.text import join_commas
from totemgame.ui import draw, theme
from totemgame.ui.widgets.button import Button

PANEL = pygame.Rect(40, 56, 820, 610)
SUMMARY_KEYS = {
    "bids",
    "series_item",
    "spirit_gained",
    "wager_taken",
    "snake",
    "wolf",
    "bear",
    "fox",
    "gift",
    "traded",
    "trade_refused",
    "trade_lapsed",
    "consumed",
    "final_round",
    "final_start",
    "round_start",
}
PRIVATE_KEYS = {"snake", "snake_moved", "wolf", "bear", "fox"}
STARTS = ("round_start", "final_round_start")
ICON = 30
_cache: dict[str, pygame.Surface] = {}


def panel_backdrop() -> pygame.Surface:
    """The dimmed board with the panel's parchment and shadow, built once (no per-frame work)."""
    surf = _cache.get("backdrop")
    if surf is None:
        surf = pygame.Surface((900, 720), pygame.SRCALPHA)
        surf.fill((8, 5, 3, 120))
        draw.parchment(surf, PANEL)
        _cache["backdrop"] = surf
    return surf


def round_events(log: Sequence[Event], batch: Sequence[Event]) -> tuple[list[Event], int]:
    """The events of the round whose resolution `batch` (the log's newest events) completes,
    gathered from `log` (a pick or trade answers may have paused it), and its number."""
    starts = [i for i, e in enumerate(log) if e.key in STARTS]
    if any(e.key in STARTS for e in batch) and starts:
        end = starts[-1] + 1  # the next round's start closes the round (kept: final round news)
        starts = starts[:-1]
    else:
        end = len(log)
    begin = starts[-1] if starts else -1
    ended = int(log[begin].params.get("round", 0)) if begin >= 0 else 0
    return list(log[begin + 1 : end]), ended


def weighings_of(facts: Sequence[Fact], ended: int) -> list[str]:
    """The viewer's weighing answers of round `ended` (for its summary)."""
    return [weighing_words(f.text) for f in facts if f.kind == "weigh" and f.round == ended]


class RoundSummary:
    """What happened when the orders resolved: each series as a column (bids, who took what),
    then your own results in full (weighings, wager answers: only you see them), then the
    table's other news, as much as fits (the game log keeps all of it)."""

    def __init__(
        self, title: str, lines: list[tuple[int, str]], on_close: Callable[[], None]
    ) -> None:
        self.title = title
        self.lines = lines  # (totem id or -1, sentence): the public news
        self.mine: list[tuple[int, str]] = []  # the viewer's private results, never cut
        self.series: list[tuple[list[tuple[int, int]], list[tuple[int, int]]]] = []
        self.age = 0.0
        self.button = Button(
            (PANEL.centerx - 110, PANEL.bottom - 62, 220, 48),
            pgettext("close panel", "Continue"),
            on_close,
            style="primary",
        )

    @staticmethod
    def resolves(events: Sequence[Event]) -> bool:
        """Whether `events` resolve orders (auctions, spirits, wagers): a summary is due."""
        keys = ("series_item", "spirit_gained", "wager_taken", "final_start")
        return any(e.key in keys for e in events)

    @staticmethod
    def due(events: Sequence[Event]) -> bool:
        """Whether the round's resolution is complete with `events` (a round paused for an
        extra spirit's pick shows its one summary after the pick)."""
        return RoundSummary.resolves(events) and not any(e.key == "spirit_pick" for e in events)

    @staticmethod
    def from_events(
        events: Sequence[Event],
        describe: Callable[[Event], str],
        names: Sequence[str] = (),
        weighings: Sequence[str] = (),
        ended: int = 0,
    ) -> RoundSummary | None:
        """The summary of a resolution (None if `events` resolve nothing). `weighings` are the
        viewer's answers of the round just ended (round `ended`), recalled among their
        results."""
        if not RoundSummary.resolves(events):
            return None
        series: dict[str, tuple[list[tuple[int, int]], list[tuple[int, int]]]] = {}
        lines: list[tuple[int, str]] = []
        mine: list[tuple[int, str]] = [
            (-1, _("Your weighing: {weighing}").format(weighing=w)) for w in weighings
        ]
        wagers: list[str] = []
        crumbled: list[str] = []
        for e in events:
            t = e.params.get("totem_id", -1)
            t = t if isinstance(t, int) else -1
            seat = e.params.get("seat", -1)
            who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
            if e.key == "bids":
                amounts = list(e.params.get("amounts", ()))
                bids = sorted(enumerate(amounts), key=lambda sa: -sa[1])
                series.setdefault(str(e.params.get("series", "A")), ([], []))[0].extend(bids)
            elif e.key == "series_item":
                col = series.setdefault(str(e.params.get("series", "A")), ([], []))
                col[1].append((e.params["seat"], t))
            elif e.visible_to is not None and e.key in PRIVATE_KEYS:
                mine.append((t, describe(e)))
            elif e.key == "wager_taken" and who is not None:
                # TRANSLATORS: a player and the wager they took, "Mia Snake"
                wagers.append(
                    _("{player} {wager}").format(
                        player=who, wager=wager_label(str(e.params.get("wager", "")))
                    )
                )
            elif e.key == "consumed" and who is not None:
                crumbled.append(f"{who} ({e.params.get('count', 0)})")
            elif e.key in SUMMARY_KEYS and e.key != "round_start":
                lines.append((t, describe(e)))
        # Seven players' wagers and crumbled copies read better as one line each.
        if wagers:
            taken = join_commas([unbroken(w) for w in wagers])
            lines.append((-1, _("Wagers taken: {wagers}.").format(wagers=taken)))
        if crumbled:
            text = _("Weighed trial copies crumble to dust: {players}.")
            lines.append((-1, text.format(players=join_commas([unbroken(c) for c in crumbled]))))
        title = _("Round results") if series else _("End of the round")
        if ended:
            title = (_("Round {round} results") if series else _("End of round {round}")).format(
                round=ended
            )
        out = RoundSummary(title, lines, lambda: None)
        out.mine = mine
        out.series = [series[k] for k in sorted(series)]
        return out

    def draw(
        self,
        surface: pygame.Surface,
        names: list[str],
        colours: list[tuple[int, int, int]],
        backdrop: bool = True,
    ) -> None:
        self.button.label = pgettext("close panel", "Continue")  # the language may change
        if not backdrop:  # over the snapshot only the button's face may change
            patch = self.button.rect.inflate(8, 8)
            surface.blit(panel_backdrop(), patch, patch)
            self.button.draw(surface)
            return
        surface.blit(panel_backdrop(), (0, 0))
        theme.blit_shadowed(
            surface, self.title, (PANEL.centerx, PANEL.y + 34), "heading", 38, theme.GOLD_BRIGHT
        )
        y = self._draw_series(surface, names, colours, PANEL.y + 66)
        y = self._draw_mine(surface, y)
        self._draw_news(surface, y, PANEL.bottom - 70)
        self.button.draw(surface)

    def _draw_series(
        self,
        surface: pygame.Surface,
        names: list[str],
        colours: list[tuple[int, int, int]],
        y0: int,
    ) -> int:
        """Both series side by side: bids, then who took which item. Returns the y below."""
        col_w = (PANEL.w - 48) // 2
        bottom = y0
        for i, (bids, items) in enumerate(self.series[:2]):
            x = PANEL.x + 24 + i * (col_w + 8)
            series_name = _("Series {series}").format(series="AB"[i])
            theme.blit_text(surface, series_name, (x, y0), "heading", 26, theme.INK)
            bid_text = _("Bids: {bids}").format(
                bids=join_commas([unbroken(f"{names[s]}: {a}") for s, a in bids])
            )
            y = y0 + 32
            for line in pieces.wrap(bid_text, col_w, "body", 16)[:2]:
                theme.blit_text(surface, line, (x, y), "body", 16, theme.INK_SOFT)
                y += 19
            y += 4
            for seat, t in items:
                if t >= 0:
                    surface.blit(pieces.tile("trial", t, 22, 28), (x, y))
                else:
                    surface.blit(art.garnet(20), (x + 1, y + 4))
                pygame.draw.circle(surface, colours[seat], (x + 34, y + 14), 6)
                what = totem_label(t) if t >= 0 else _("a garnet")
                theme.blit_text(
                    surface, f"{names[seat]}: {what}", (x + 46, y + 4), "body", 17, theme.INK
                )
                y += 30
            bottom = max(bottom, y)
        return bottom + 6 if self.series else y0

    def _draw_mine(self, surface: pygame.Surface, y: int) -> int:
        """The viewer's own results in a framed box, every line whole."""
        if not self.mine:
            return y
        x, w = PANEL.x + 24, PANEL.w - 48
        wrapped = [(t, pieces.wrap(text, w - 52, "body", 18)) for t, text in self.mine]
        h = 34 + sum(len(lines) * 22 + 4 for _t, lines in wrapped)
        box = pygame.Rect(x - 6, y, w + 12, h)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, box, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=8)
        theme.blit_text(
            surface, _("Your results (only you see these)"), (x + 4, y + 6), "bold", 18, theme.INK
        )
        y += 32
        for t, lines in wrapped:
            if t >= 0:
                surface.blit(art.totem_figure(t, 20, 26), (x + 8, y - 2))
            for line in lines:
                theme.blit_text(surface, line, (x + 40, y), "body", 18, theme.INK)
                y += 22
            y += 4
        return box.bottom + 8

    def _draw_news(self, surface: pygame.Surface, y: int, bottom: int) -> None:
        """The other lines, filling a column then a second one; a line too long for a column
        (the wagers taken, the copies crumbled at a table of seven) goes under both, across
        the panel. What does not fit is counted (the game log has it all)."""
        col_w = (PANEL.w - 56) // 2
        room = bottom - y - 20  # a last line may say how many more there are
        short: list[tuple[int, Sequence[str]]] = []
        wide: list[tuple[int, Sequence[str]]] = []
        for t, text in self.lines:
            narrow = pieces.wrap(text, col_w - 26, "body", 16)
            if len(narrow) == 1:
                short.append((t, narrow))
            else:
                wide.append((t, pieces.wrap(text, 2 * col_w - 18, "body", 16)[:3]))
        wide_h = sum(len(lines) * 19 + 5 for _t, lines in wide)
        ends, col, shown = [y, y], 0, 0
        for t, line in short:
            if ends[col] + 24 - y > room - wide_h:
                if col == 1:
                    break
                col = 1
            self._news_line(surface, t, line, PANEL.x + 24 + col * (col_w + 8), ends[col])
            ends[col] += 24
            shown += 1
        yy = max(ends)
        for t, lines in wide:
            if yy + len(lines) * 19 - y > room:
                break
            self._news_line(surface, t, lines, PANEL.x + 24, yy)
            yy += len(lines) * 19 + 5
            shown += 1
        more = len(self.lines) - shown
        if more:
            text = ngettext(
                "… and {n} more line in the game log", "… and {n} more lines in the game log", more
            ).format(n=more)
            theme.blit_text(surface, text, (PANEL.x + 24, y + room + 2), "body", 16, theme.INK_SOFT)

    @staticmethod
    def _news_line(surface: pygame.Surface, t: int, lines: Sequence[str], x: int, y: int) -> None:
        """One line of news at (x, y): the totem it is about, if any, then its words."""
        if t >= 0:
            surface.blit(art.totem_figure(t, 16, 21), (x, y - 1))
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (x + 24, y + k * 19), "body", 16, theme.INK)


def unbroken(entry: str) -> str:
    """`entry` with no-break spaces: a wrapped list breaks between entries, never inside one
    ("AI 6: 1", not "AI / 6: 1")."""
    return entry.replace(" ", "\u00a0")
