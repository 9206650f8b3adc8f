"""A line chart on parchment: gridlines at round values, one named line per series.

Drawn once into a cached surface by its screen (statistics; the results screen draws the same
kind of chart). Each line carries its label at its end, so colour is never the only way to
tell lines apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from totemgame.ui import theme


@dataclass(frozen=True)
class Series:
    """One line: its values at x = 0, 1, 2..., its colour and the label drawn at its end."""

    label: str
    values: tuple[float, ...]
    colour: tuple[int, int, int]


def nice_step(span: float) -> float:
    """A round tick spacing (1, 2, 5, 10, 20...) giving about four grid lines over `span`."""
    step = 1.0
    while span / step > 5:
        for m in (2, 2.5, 2):
            step *= m
            if span / step <= 5:
                break
    return step


def line_chart(
    surf: pygame.Surface,
    plot: pygame.Rect,
    series: Sequence[Series],
    x_labels: Sequence[str],
    x_title: str,
    label_w: int = 110,
    mark_first: bool = True,
) -> None:
    """Draw `series` in `plot` (axes included); labels of the lines go right of `plot`.

    `x_labels[i]` is written under x = i ('' for none); `x_title` under them. Without
    `mark_first` the first points get no dot (a shared starting point such as "0 at round 0").
    """
    lines = [s for s in series if s.values]
    if not lines:
        return
    n = max(len(s.values) for s in lines)
    low = min(0.0, min(min(s.values) for s in lines))
    high = max(max(s.values) for s in lines)
    step = nice_step(max(high, 1) - low)
    top = low + step * max(1, -(-(high - low) // step))
    pygame.draw.line(surf, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surf, theme.INK_SOFT, plot.bottomleft, plot.topleft, 2)

    def point(i: int, v: float) -> tuple[int, int]:
        x = plot.x + (int(plot.w * i / (n - 1)) if n > 1 else plot.w // 2)
        return x, plot.bottom - int(plot.h * (v - low) / (top - low))

    v = low
    while v < top:
        v += step
        y = point(0, v)[1]
        pygame.draw.line(surf, theme.PARCHMENT_DARK, (plot.x + 2, y), (plot.right, y), 1)
        theme.blit_text(
            surf, f"{v:g}", (plot.x - 8, y), "body", theme.SMALL, theme.INK_SOFT, "midright"
        )
    for i, text in enumerate(x_labels[:n]):
        if text:
            theme.blit_text(
                surf,
                text,
                (point(i, low)[0], plot.bottom + 6),
                "body",
                theme.SMALL,
                theme.INK_SOFT,
                "midtop",
            )
    theme.blit_text(
        surf, x_title, (plot.centerx, plot.bottom + 28), "body", 16, theme.INK_SOFT, "midtop"
    )
    for s in lines:
        pts = [point(i, v) for i, v in enumerate(s.values)]
        if len(pts) > 1:
            pygame.draw.lines(surf, theme.INK, False, pts, 6)
            pygame.draw.lines(surf, s.colour, False, pts, 4)
        for p in pts if mark_first else pts[1:]:
            pygame.draw.circle(surf, s.colour, p, 5)
            pygame.draw.circle(surf, theme.INK, p, 5, 1)
    ends = [(s.label, point(len(s.values) - 1, s.values[-1]), s.colour) for s in lines]
    _label_line_ends(surf, ends, label_w, plot.bottom, plot.right)


def _label_line_ends(
    surf: pygame.Surface,
    ends: list[tuple[str, tuple[int, int], tuple[int, int, int]]],
    width: int,
    bottom: int,
    right: int,
) -> None:
    """Each line's label right of the plot (`right`) at the height of its end, behind a
    swatch of its colour, nudged apart so none overlap and none fall below `bottom` (lines
    ending together still say whose is whose). A line ending early (fewer games) is joined to
    its label by a dotted leader, so the label never sits on the chart's data."""
    size = theme.SMALL
    lh = theme.font("bold", size).get_linesize()
    order = sorted(ends, key=lambda e: e[1][1])
    placed: list[int] = []
    for _, (_, y0), _ in order:
        placed.append(max([y0] + [p + lh for p in placed[-1:]]))
    # Lines ending together low on the chart push their labels up instead of off the chart.
    overflow = max(0, placed[-1] + lh // 2 - bottom) if placed else 0
    for (label, (x, y0), colour), y in zip(order, placed, strict=True):
        y -= overflow
        # A clear gap after the line's last dot: the swatch must not read as a second point.
        swatch = pygame.Rect(max(x, right) + 18, y - 6, 12, 12)
        for k in range(x + 10, swatch.x - 4, 8):  # the leader, from the last dot to the swatch
            t = (k - x) / max(1, swatch.x - x)
            pygame.draw.circle(surf, theme.INK_SOFT, (k, round(y0 + (y - y0) * t)), 1)
        pygame.draw.rect(surf, colour, swatch, border_radius=3)
        pygame.draw.rect(surf, theme.INK, swatch, 1, border_radius=3)
        fit = theme.fit_size(label, "bold", size, width - 36, minimum=11)
        theme.blit_text(surf, label, (swatch.right + 5, y), "bold", fit, theme.INK, "midleft")


def tick_labels(first: int, count: int, most: int = 10) -> list[str]:
    """Labels first, first+1... for `count` x positions, thinned to at most about `most`."""
    every = max(1, -(-count // most))
    return [str(first + i) if i % every == 0 else "" for i in range(count)]
