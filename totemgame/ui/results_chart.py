"""The results screen's chart parts: each player's running total after each round, and for a
game scored once at the end, a bar per player from a zero line."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import i18n
from totemgame.i18n import _, ngettext
from totemgame.ui import theme

if TYPE_CHECKING:
    from collections.abc import Callable

    from totemgame.engine.game import Result


def cumulative(round_scores: list[list[float]]) -> list[list[float]]:
    """Per seat, the running total after each round (starting at 0)."""
    if not round_scores:
        return []
    seats = len(round_scores[0])
    out = [[0.0] for _ in range(seats)]
    for rnd in round_scores:
        for s in range(seats):
            out[s].append(out[s][-1] + (rnd[s] if s < len(rnd) else 0))
    return out


def final_bars(
    surf: pygame.Surface,
    chart: pygame.Rect,
    result: Result,
    labels: list[str],
    colour: Callable[[int], tuple[int, int, int]],
    details: list[str],
    ranked: bool,
    moves: int,
) -> None:
    """For games scored once at the end: one bar per player from a zero line (scores may
    be negative); names above the bars, or beside them when many players must fit. A game
    that ranks by more than the score (failure marks first) puts each player's place
    before the name and those details before the bar, in the ranking's reading order:
    else a longer bar under the winner's reads as a mistake."""
    scores = result.scores
    order = list(result.ranking)
    low, high = min(0, min(scores)), max(0, max(scores))
    area = pygame.Rect(chart.x + 40, chart.y + 80, chart.w - 80, chart.h - 150)
    row = area.h // max(len(order), 1)
    beside = row < 70  # no room for a name line above each bar
    name_w = 130 if beside else 0
    bar_h = max(10, min(44, row - (14 if beside else 38)))
    detail_w = max((theme.font("bold", 16).size(d)[0] + 16 for d in details if d), default=0)
    lead = name_w + (detail_w if ranked else 0)  # the details' column comes first
    width = area.w - lead - 60 - (0 if ranked else detail_w)
    scale = width / max(high - low, 1)
    zero = area.x + lead + int(-low * scale)
    if low < 0:
        pygame.draw.line(surf, theme.INK_SOFT, (zero, area.y), (zero, area.y + row * len(order)))
    y = area.y
    for seat in order:
        label = labels[seat]
        if ranked:
            # TRANSLATORS: a bar's label on the results chart, "1st Mia"
            label = _("{place} {name}").format(
                place=i18n.format_ordinal(result.ranks[seat]), name=label
            )
        if beside:
            size = theme.fit_size(label, "bold", theme.SMALL, name_w - 8, 12)
            at = (area.x, y + row // 2)
            theme.blit_text(surf, label, at, "bold", size, theme.INK, "midleft")
            top = y + (row - bar_h) // 2
        else:
            at = (area.x, y)
            theme.blit_text(surf, label, at, "bold", theme.SMALL, theme.INK)
            top = y + 24
        length = max(4, int(abs(scores[seat]) * scale))
        bar = pygame.Rect(zero if scores[seat] >= 0 else zero - length, top, length, bar_h)
        pygame.draw.rect(surf, colour(seat), bar, border_radius=6)
        pygame.draw.rect(surf, theme.INK, bar, 2, border_radius=6)
        label_at = (max(bar.right, zero) + 10, bar.centery)
        value = theme.blit_text(
            surf, f"{scores[seat]:g}", label_at, "bold", 22, theme.INK, "midleft"
        )
        if details[seat]:
            at = (area.x + name_w, bar.centery) if ranked else (value.right + 12, bar.centery)
            role = "bold" if ranked else "body"
            theme.blit_text(surf, details[seat], at, role, 16, theme.INK, "midleft")
        y += row
    theme.blit_text(
        surf,
        ngettext("{n} move played", "{n} moves played", moves).format(n=moves),
        (chart.centerx, chart.bottom - 36),
        "body",
        theme.SMALL,
        theme.INK_SOFT,
        "center",
    )
