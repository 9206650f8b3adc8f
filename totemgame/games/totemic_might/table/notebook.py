"""The deduction notebook: one row per totem, one column per candidate weight 1-20.

The player strikes candidates out by clicking (their own marks, kept per seat). With "assist"
on, what the deduction engine proves from the player's own observations is overlaid: weights
ruled out are greyed, a weight that is certain gets a gold ring. The grid is rendered once per
change and blitted as one surface.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.table import art
from totemgame.ui import draw, theme

LABEL_W = 166
CELL_W = 24
ROW_H = 26
HEAD_H = 28
STRIKE = (176, 40, 30)
# A ruled-out weight: a grey cell whose number stays readable (contrast about 3.4:1; it was
# pale on mid grey, 1.7:1); a weight struck by hand: brown under the red stroke (5.3:1, was 3:1).
RULED_OUT, RULED_OUT_INK = (170, 160, 142), (84, 72, 58)
STRUCK_INK = (112, 80, 60)
LABEL_MAX_W = LABEL_W - 32 - 2  # the name starts right of its figure and ends before the 1s


def row_label(totem: int, open_: Sequence[int]) -> tuple[str, int]:
    """A row's name and font size, with " = w" once one weight is left: shrunk to fit beside
    the grid, and without the weight if even small type would run into the numbers (the
    green name and the gold ring still say it)."""
    label = art.totem_name(totem)
    if len(open_) != 1:
        return label, 16
    known = f"{label} = {open_[0]}"
    size = theme.fit_size(known, "body", 16, LABEL_MAX_W, minimum=13)
    if theme.font("body", size).size(known)[0] <= LABEL_MAX_W:
        return known, size
    return label, 16


class Notebook:
    """Candidate weights per totem, with the player's strikes and the optional assist overlay."""

    def __init__(self, topleft: tuple[int, int]) -> None:
        self.rect = pygame.Rect(topleft, (LABEL_W + 20 * CELL_W + 8, HEAD_H + 20 * ROW_H + 8))
        self.marks: dict[int | None, set[tuple[int, int]]] = {}
        self.version = 0
        self._cache: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()
        self.hover: tuple[int, int] | None = None

    # -- marks ----------------------------------------------------------------------------------
    def marks_of(self, seat: int | None) -> set[tuple[int, int]]:
        return self.marks.setdefault(seat, set())

    def saved(self) -> dict[str, list[list[int]]]:
        """Each seated player's strikes as JSON: {"2": [[totem, weight], ...]}."""
        return {
            str(s): sorted([t, w] for t, w in m) for s, m in self.marks.items() if s is not None
        }

    def restore(self, saved: Any) -> None:
        """Strikes read back from a save; anything that is not a strike is left out."""
        if not isinstance(saved, dict):
            return
        for seat, pairs in saved.items():
            if not (isinstance(seat, str) and seat.isdigit() and isinstance(pairs, list)):
                continue
            self.marks_of(int(seat)).update(
                (p[0], p[1])
                for p in pairs
                if isinstance(p, list)
                and len(p) == 2
                and all(type(x) is int for x in p)
                and 0 <= p[0] < 20
                and 1 <= p[1] <= 20
            )
        self.version += 1

    def toggle(self, seat: int | None, totem: int, weight: int) -> None:
        """Strike out (or restore) `weight` as a candidate for `totem`."""
        marks = self.marks_of(seat)
        marks.symmetric_difference_update({(totem, weight)})
        self.version += 1

    def strike_impossible(self, seat: int | None, domains: Sequence[frozenset[int]]) -> int:
        """Copy the assist's proofs into the player's own marks; returns how many were added."""
        marks = self.marks_of(seat)
        before = len(marks)
        for t, dom in enumerate(domains):
            marks.update((t, w) for w in range(1, 21) if w not in dom)
        self.version += 1
        return len(marks) - before

    def candidates(
        self, seat: int | None, totem: int, domains: Sequence[frozenset[int]] | None
    ) -> list[int]:
        """Weights still open for `totem` by the player's marks (and the assist, if given)."""
        marks = self.marks_of(seat)
        out = [w for w in range(1, 21) if (totem, w) not in marks]
        if domains is not None:
            out = [w for w in out if w in domains[totem]]
        return out

    # -- geometry -------------------------------------------------------------------------------
    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(totem, weight) under `pos`, or None."""
        x = pos[0] - self.rect.x - 4 - LABEL_W
        y = pos[1] - self.rect.y - 4 - HEAD_H
        if x < 0 or y < 0:
            return None
        col, row = x // CELL_W, y // ROW_H
        if col >= 20 or row >= 20:
            return None
        return row, col + 1

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The totem whose label is under `pos`."""
        x = pos[0] - self.rect.x - 4
        y = pos[1] - self.rect.y - 4 - HEAD_H
        if 0 <= x < LABEL_W and 0 <= y < 20 * ROW_H:
            return y // ROW_H
        return None

    # -- drawing --------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        seat: int | None,
        domains: Sequence[frozenset[int]] | None,
        own: dict[int, int] | None = None,
    ) -> None:
        """`domains` (assist on) overlays proofs; `own` maps totems whose weight is told."""
        key = (
            seat,
            self.version,
            id(domains),
            tuple(sorted((own or {}).items())),
            i18n.current(),  # the row names are in the language of the moment
        )
        if self._cache is None or key != self._key:
            self._key = key
            self._cache = self._render(seat, domains, own or {})
        surface.blit(self._cache, self.rect.topleft)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """The frame around the cell under the mouse (drawn every frame, over the picture)."""
        if self.hover is not None:
            t, w = self.hover
            x = self.rect.x + 4 + LABEL_W + (w - 1) * CELL_W
            y = self.rect.y + 4 + HEAD_H + t * ROW_H
            pygame.draw.rect(surface, theme.TORCH, (x, y, CELL_W, ROW_H), 2)

    def _render(
        self, seat: int | None, domains: Sequence[frozenset[int]] | None, own: dict[int, int]
    ) -> pygame.Surface:
        s = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        draw.parchment(s, s.get_rect(), radius=8, shadow=False)
        ox, oy = 4 + LABEL_W, 4 + HEAD_H
        for w in range(1, 21):
            theme.blit_text(
                s,
                str(w),
                (ox + (w - 1) * CELL_W + CELL_W // 2, 4 + HEAD_H // 2),
                "bold",
                16,
                theme.INK_SOFT,
                "center",
            )
        marks = self.marks_of(seat)
        for t in range(20):
            y = oy + t * ROW_H
            if t % 5 == 0:
                pygame.draw.line(s, theme.GOLD_DARK, (6, y), (s.get_width() - 6, y), 2)
            elif t % 2:
                pygame.draw.rect(s, (226, 208, 168), (ox, y, 20 * CELL_W, ROW_H))
            fig = art.totem_figure(t, 20, ROW_H - 2)
            s.blit(fig, (8, y + 1))
            open_ = self.candidates(seat, t, domains)
            label, size = row_label(t, open_)
            name_col = (20, 100, 40) if len(open_) == 1 else theme.INK
            theme.blit_text(s, label, (32, y + ROW_H // 2), "body", size, name_col, "midleft")
            for w in range(1, 21):
                cell = pygame.Rect(ox + (w - 1) * CELL_W, y, CELL_W, ROW_H)
                ruled_out = domains is not None and w not in domains[t]
                certain = (domains is not None and domains[t] == frozenset({w})) or own.get(t) == w
                if ruled_out:
                    pygame.draw.rect(s, RULED_OUT, cell.inflate(-2, -2))
                col = RULED_OUT_INK if ruled_out else theme.INK
                if (t, w) in marks:
                    col = STRUCK_INK
                theme.blit_text(s, str(w), cell.center, "body", 16, col, "center")
                if (t, w) in marks:
                    pygame.draw.line(s, STRIKE, cell.bottomleft, cell.topright, 3)
                if certain:
                    pygame.draw.circle(s, theme.GOLD_DARK, cell.center, ROW_H // 2 - 1, 3)
            for c in range(0, 21, 5):
                x = ox + c * CELL_W
                pygame.draw.line(s, theme.GOLD_DARK, (x, oy), (x, oy + 20 * ROW_H), 1)
        return s
