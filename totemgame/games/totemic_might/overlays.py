"""Modal panels over the board: the round's resolution (auctions, spirits, wagers) and the
final ranking table (failure marks, weights, starting totems, guesses, opal)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from totemgame.engine.game import Event
from totemgame.games.totemic_might import art, pieces
from totemgame.games.totemic_might.content import totem_name
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
ICON = 30
_cache: dict[str, pygame.Surface] = {}


def _backdrop() -> pygame.Surface:
    """The dimmed board with the panel's parchment and shadow, built once (no per-frame work)."""
    surf = _cache.get("backdrop")
    if surf is None:
        surf = pygame.Surface((900, 720), pygame.SRCALPHA)
        surf.fill((8, 5, 3, 120))
        draw.parchment(surf, PANEL)
        _cache["backdrop"] = surf
    return surf


class RoundSummary:
    """What happened when the orders resolved: each series as a column (bids, who took what),
    then every other line (spirits, wagers, private answers) with its totem."""

    def __init__(
        self, title: str, lines: list[tuple[int, str]], on_close: Callable[[], None]
    ) -> None:
        self.title = title
        self.lines = lines  # (totem id or -1, sentence)
        self.series: list[tuple[list[tuple[int, int]], list[tuple[int, int]]]] = []
        self.age = 0.0
        self.button = Button(
            (PANEL.centerx - 110, PANEL.bottom - 62, 220, 48), "Continue", on_close, style="primary"
        )

    @staticmethod
    def from_events(
        events: Sequence[Event], describe: Callable[[Event], str]
    ) -> RoundSummary | None:
        if not any(
            e.key in ("series_item", "spirit_gained", "wager_taken", "final_start") for e in events
        ):
            return None
        series: dict[str, tuple[list[tuple[int, int]], list[tuple[int, int]]]] = {}
        lines = []
        for e in events:
            if e.key == "bids":
                amounts = list(e.params.get("amounts", ()))
                bids = sorted(enumerate(amounts), key=lambda sa: -sa[1])
                series.setdefault(str(e.params.get("series", "A")), ([], []))[0].extend(bids)
            elif e.key == "series_item":
                t = e.params.get("totem_id", -1)
                col = series.setdefault(str(e.params.get("series", "A")), ([], []))
                col[1].append((e.params["seat"], t if isinstance(t, int) else -1))
            elif e.key in SUMMARY_KEYS and e.key != "round_start":
                t = e.params.get("totem_id", -1)
                lines.append((t if isinstance(t, int) else -1, describe(e)))
        title = "Round results" if series else "End of the round"
        out = RoundSummary(title, lines, lambda: None)
        out.series = [series[k] for k in sorted(series)]
        return out

    def draw(
        self, surface: pygame.Surface, names: list[str], colours: list, backdrop: bool = True
    ) -> None:
        if not backdrop:  # over the snapshot only the button's face may change
            patch = self.button.rect.inflate(8, 8)
            surface.blit(_backdrop(), patch, patch)
            self.button.draw(surface)
            return
        surface.blit(_backdrop(), (0, 0))
        theme.blit_shadowed(
            surface, self.title, (PANEL.centerx, PANEL.y + 34), "heading", 38, theme.GOLD_BRIGHT
        )
        y0 = PANEL.y + 66
        col_w = (PANEL.w - 48) // 2
        bottom = y0
        for i, (bids, items) in enumerate(self.series[:2]):
            x = PANEL.x + 24 + i * (col_w + 8)
            theme.blit_text(surface, f"Series {'AB'[i]}", (x, y0), "heading", 26, theme.INK)
            bid_text = "Bids: " + ", ".join(f"{names[s]} {a}" for s, a in bids)
            y = y0 + 34
            for line in pieces.wrap(bid_text, col_w, "body", 17)[:2]:
                theme.blit_text(surface, line, (x, y), "body", 17, theme.INK_SOFT)
                y += 21
            y += 4
            for seat, t in items:
                if t >= 0:
                    surface.blit(pieces.tile("trial", t, 26, 34), (x, y))
                else:
                    surface.blit(art.garnet(24), (x + 1, y + 5))
                pygame.draw.circle(surface, colours[seat], (x + 40, y + 17), 7)
                what = totem_name(t) if t >= 0 else "a garnet"
                theme.blit_text(
                    surface, f"{names[seat]}: {what}", (x + 52, y + 6), "body", 18, theme.INK
                )
                y += 37
            bottom = max(bottom, y)
        y = bottom + 8 if self.series else y0
        x = PANEL.x + 24
        for t, text in self.lines:
            if y > PANEL.bottom - 96:
                theme.blit_text(
                    surface, "… (more in the game log)", (x, y), "body", 17, theme.INK_SOFT
                )
                break
            if t >= 0:
                surface.blit(art.totem_figure(t, 22, ICON - 2), (x, y - 2))
            for line in pieces.wrap(text, PANEL.w - 90, "body", 18)[:2]:
                theme.blit_text(surface, line, (x + 34, y), "body", 18, theme.INK)
                y += 23
            y += 3
        self.button.draw(surface)


class EndTable:
    """The final ranking as the rules compute it, with what every player started with."""

    def __init__(self, on_close: Callable[[], None]) -> None:
        self.button = Button(
            (PANEL.centerx - 110, PANEL.bottom - 62, 220, 48),
            "See results",
            on_close,
            style="primary",
        )
        self.age = 0.0

    def draw(
        self,
        surface: pygame.Surface,
        view,
        names: list[str],
        colours: list[tuple[int, int, int]],
        ranking: Sequence[int],
        guessed_by: dict[int, list[int]],
        opal: str,
        backdrop: bool = True,
    ) -> None:
        if not backdrop:  # over the snapshot only the button's face may change
            patch = self.button.rect.inflate(8, 8)
            surface.blit(_backdrop(), patch, patch)
            self.button.draw(surface)
            return
        surface.blit(_backdrop(), (0, 0))
        theme.blit_shadowed(
            surface,
            "The Balance of Souls",
            (PANEL.centerx, PANEL.y + 34),
            "heading",
            38,
            theme.GOLD_BRIGHT,
        )
        # Columns: place, player, failures, weight, garnets, starting totem, guessed by.
        cols = tuple(PANEL.x + dx for dx in (20, 56, 200, 290, 370, 450, 670))
        heads = ("#", "Player", "Failures", "Weight", "Garnets", "Starting totem", "Guessed by")
        y = PANEL.y + 70
        for cx, h in zip(cols, heads, strict=True):
            theme.blit_text(surface, h, (cx, y), "bold", 18, theme.INK_SOFT)
        y += 30
        for place, seat in enumerate(ranking):
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (PANEL.x + 16, y - 4), (PANEL.right - 16, y - 4), 1
            )
            theme.blit_text(surface, str(place + 1), (cols[0], y + 6), "bold", 20, theme.INK)
            pygame.draw.circle(surface, colours[seat], (cols[1] + 8, y + 18), 8)
            theme.blit_text(surface, names[seat], (cols[1] + 22, y + 6), "bold", 19, theme.INK)
            numbers = (view.marks[seat], view.final_weight[seat], view.garnets[seat])
            for cx, value in zip(cols[2:5], numbers, strict=True):
                theme.blit_text(surface, str(value), (cx + 20, y + 6), "body", 19, theme.INK)
            if view.starts and seat < len(view.starts):
                t = view.starts[seat]
                surface.blit(pieces.tile("spirit", t, 30, 40), (cols[5], y - 2))
                w = view.weights[t] if view.weights else "?"
                theme.blit_text(
                    surface, f"{totem_name(t)} ({w})", (cols[5] + 36, y + 6), "body", 17, theme.INK
                )
            by = ", ".join(names[o] for o in guessed_by.get(seat, [])) or "nobody"
            lines = pieces.wrap(by, PANEL.right - cols[6] - 16, "body", 16)[:2]
            top = y + 7 if len(lines) == 1 else y - 2
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, (cols[6], top + i * 19), "body", 16, theme.INK)
            y += 46
        theme.blit_text(surface, opal, (PANEL.x + 24, PANEL.bottom - 124), "bold", 19, theme.INK)
        theme.blit_text(
            surface,
            "Ranked by fewest failure marks, then weight (one pan, minus 3 per right guess), then garnets.",
            (PANEL.x + 24, PANEL.bottom - 96),
            "body",
            16,
            theme.INK_SOFT,
        )
        self.button.draw(surface)
