"""The final pans' odds on screen: how often the layout on the pans balances by what the player
knows (pan_odds.py, the Hint's own measure), asked of the AI worker a moment after the last
piece moved (a piece dragged across the pans asks once, not at every stop), an answer for a
layout the pans no longer show dropped. The line sits beside the Weigh button."""

from __future__ import annotations

import contextlib
import time
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.games.totemic_might.ai import layout_odds
from totemgame.games.totemic_might.pan_odds import Odds
from totemgame.games.totemic_might.pan_words import odds_words
from totemgame.games.totemic_might.table import pieces
from totemgame.ui import theme

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView

SETTLE = 0.35  # seconds without a move before the odds are asked for
NEAR_ALL = 0.99  # a layout balancing in this share of the worlds needs no hinted layout
LINE = pygame.Rect(512, 668, 378, 44)  # under "Attempt n of 6", right of the buttons
GOOD = 0.9  # a share worth weighing: drawn in the OK colour


class PanOdds:
    """The odds of the layout on the pans, for the current key (seat, layout, facts)."""

    def __init__(self) -> None:
        self.key: object = None
        self.odds: Odds | None = None
        self._due: float | None = None  # when to ask (after SETTLE without a move)
        self._future: Future[Any] | None = None

    def current(self, view: MightView, pans: list[int]) -> Odds | None:
        """The odds of `pans` if they have landed (None: not known yet, or another layout)."""
        return self.odds if self.key == self._key(view, pans) else None

    def near_all(self, view: MightView, pans: list[int]) -> bool:
        """The pans as they are balance in (nearly) every world the Hint weighs."""
        odds = self.current(view, pans)
        return odds is not None and (odds.always or odds.share >= NEAR_ALL)

    @staticmethod
    def _key(view: MightView, pans: list[int]) -> object:
        return (view.seat, tuple(pans), len(view.facts or ()), len(view.feedback or ()))

    def poll(self, port: MightPort, pans: list[int], now: float | None = None) -> None:
        """Follow the pans: a new layout forgets the old odds and asks again once settled;
        an answer lands only for the layout it was asked for."""
        view = port.view
        now = time.monotonic() if now is None else now
        key = self._key(view, pans)
        if key != self.key:
            self.key, self.odds = key, None
            if self._future is not None:
                self._future.cancel()  # not started yet: it leaves the worker's queue
                self._future = None  # started: its answer is for another layout, dropped
            placed = view.seat is not None and bool(pans) and -1 not in pans
            self._due = now + SETTLE if placed else None
        if self._due is not None and now >= self._due:
            self._due = None
            self._future = port.background(layout_odds, view, tuple(pans))
        if self._future is not None and self._future.done():
            future, self._future = self._future, None
            with contextlib.suppress(Exception):  # a failed job says nothing: never wrong
                self.odds = future.result()

    def waiting(self) -> bool:
        """Odds are due or under way: the table should look again soon."""
        return self._due is not None or self._future is not None

    def next_in(self) -> float | None:
        """Seconds until the odds are asked for (None: not waiting to ask)."""
        return None if self._due is None else max(0.0, self._due - time.monotonic())

    def draw(self, surface: pygame.Surface, pans: list[int]) -> None:
        """The line beside the Weigh button."""
        text = odds_words(self.odds, -1 not in pans, self.waiting())
        if not text:
            return
        colour = theme.TEXT_DIM if self.odds is None else theme.TEXT
        if self.odds is not None and (self.odds.always or self.odds.share >= GOOD):
            colour = theme.OK
        size = 16
        lines = pieces.wrap(text, LINE.w, "body", size)
        if len(lines) > 1:  # two smaller lines, under the attempt's count
            size = 15
            lines = pieces.wrap(text, LINE.w, "body", size)[:2]
        step = size + 3
        top = LINE.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (LINE.x, top + i * step), "body", size, colour)
