"""The pace of a game played on this computer: how long a move stays still on screen before the
next one plays (the settings' AI speed, or a fixed delay for the self-test and the bench).
No drawing here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Seat

if TYPE_CHECKING:
    from totemgame.storage.settings import Settings

# Seconds each move stays on screen, once its animation has ended, before the next AI move:
# long enough at "normal" to see what an AI did before the next one plays.
AI_MIN_VISIBLE = {"relaxed": 1.6, "normal": 1.0, "fast": 0.3}


class TempoTable(Protocol):
    """What the pace needs of its session: the player's settings and who plays here."""

    settings: Settings
    humans: list[Seat]


class Tempo:
    """When the last move became still on screen, and how long it stays so (its `table`: the
    session; `min_delay` overrides the settings' pace)."""

    def __init__(
        self, table: TempoTable, clock: Callable[[], float], min_delay: float | None
    ) -> None:
        self.table = table
        self.clock = clock
        self.min_delay = min_delay
        self.last_move_at = clock()
        self.last_motion_at = 0.0  # the last frame a move was still being animated

    def moved(self) -> None:
        """A move was applied (or taken back) just now."""
        self.last_move_at = self.clock()

    def moving(self) -> None:
        """A move is still being animated in this frame."""
        self.last_motion_at = self.clock()

    def shown_since(self) -> float:
        """When the last move became still on screen (applied, and its animation over)."""
        return max(self.last_move_at, self.last_motion_at)

    def waited(self, since: float | None = None) -> bool:
        """Whether the last move (and what started at `since`) stayed still long enough."""
        still = self.shown_since() if since is None else max(since, self.shown_since())
        return self.clock() - still >= self.min_visible_delay()

    def min_visible_delay(self) -> float:
        """Seconds a move stays still on screen before the next one plays."""
        if self.min_delay is not None:
            return self.min_delay
        speed = self.table.settings.ai_speed
        if not self.table.humans:
            return AI_MIN_VISIBLE.get(speed, 0.7) * 0.5
        return AI_MIN_VISIBLE.get(speed, 0.7)
