"""Hints for a seat at a table elsewhere: the HintSource of a RemoteSession.

The hint is worked out on this computer, in the app's AI worker, from what the referee sent
this seat and nothing else: its view, the count of its moves and the move number. The game's
seed and salt stay with the referee, so the hint's seed is keyed by this seat's own token
instead: the same position gives the same hint at this app, and the number tells nothing of
the game. The hints shown are counted here (`on_count` is told each new count, for the app to
keep it across a restart); the finished game keeps the count, so that the statistics leave it
out as they leave out a hinted local game.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, Protocol

from totemgame.ai import budget
from totemgame.engine.game import Seat
from totemgame.engine.module import GameModule
from totemgame.engine.seeds import SEED_MASK
from totemgame.storage.settings import Settings


class SeatElsewhere(Protocol):
    """What the hints need of a RemoteSession: its seat, what the referee sent it, its keys."""

    module: GameModule[Any]
    settings: Settings
    table: str
    token: str
    viewer: Seat | None
    own_moves: int

    @property
    def ply(self) -> int: ...

    def view(self) -> Any: ...


def seat_seed(token: str, message: str) -> int:
    """A seed for `message`, keyed by the seat's token (blake2b takes keys of 64 bytes)."""
    key = token.encode("utf-8")[:64]
    digest = hashlib.blake2b(message.encode("utf-8"), key=key, digest_size=8).digest()
    return int.from_bytes(digest, "big") & SEED_MASK


class RemoteHints:
    """What a RemoteSession's hint flow knows of the game (session/hint_flow.py)."""

    def __init__(self, session: SeatElsewhere) -> None:
        self.session = session
        self.used = 0  # hints shown at this seat in this game
        self.on_count: Callable[[int], None] = lambda used: None

    @property
    def ply(self) -> int:
        return self.session.ply

    def view(self, seat: Seat) -> object:
        if seat != self.session.viewer:  # only ever this app's own seat
            raise ValueError("a hint is only for this app's seat")
        return self.session.view()  # the view the referee sent this seat: nothing else

    def own_moves(self, seat: Seat) -> int:
        return self.session.own_moves if seat == self.session.viewer else 0

    def seed_and_seconds(self, seat: Seat, view: object) -> tuple[int, float | None]:
        """Seeded by the position where the game names it (thinking by the work budgets
        alone, as at a local table), else by the move number under Hard's clock."""
        s = self.session
        position = s.module.hint_position
        if position is None:
            seed = seat_seed(s.token, f"hint/{s.table}/{seat}/ply/{s.ply}")
            return seed, budget.ai_seconds("hard", s.settings.ai_speed)
        return seat_seed(s.token, f"hint/{s.table}/{seat}/position/{position(view)}"), None

    def count(self) -> None:
        self.used += 1
        self.on_count(self.used)
