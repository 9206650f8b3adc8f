"""ReplayMatch: a finished (or any) game's record as a read-only Match that can seek to any ply.

The replay viewer hands it to a game's real TableScene, which reads `state`, `log`, `ply` and
`seats` exactly as in a live game. Seeking clones the nearest checkpoint (taken in one pass
when opened) and applies the moves after it, so stepping stays cheap even in games of a thousand
plies. Checkpoints come every CHECKPOINT_EVERY plies, or further apart when a state is costly to
clone compared with playing moves (a seek then costs about two clones). No pygame here.
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Seat, State
from totemgame.engine.match import LoggedEvent, Match
from totemgame.engine.module import GameModule
from totemgame.engine.record import GameRecord, illegal_move, replay

CHECKPOINT_EVERY = 16
CHECKPOINT_MAX_GAP = 256


class ReplayMatch(Match):
    """A Match that never changes its record: `seek(ply)` shows the position after `ply` moves."""

    def __init__(
        self, record: GameRecord, module: GameModule[Any], start: int | None = None
    ) -> None:
        self.record = record
        self.module = module
        self.on_change = None
        self.total = len(record.actions)
        self._checkpoints: list[State[object]] = []
        self._checkpoint_plies: list[int] = []
        self._full_log: list[LoggedEvent] = []
        self._scan()
        self._log_plies = [e.ply for e in self._full_log]
        self._ply = -1
        self.seek(self.total if start is None else start)

    def _scan(self) -> None:
        """One pass through the game: validate every move, keep checkpoints and every event."""
        m = self.module
        codec = m.codec
        state, _ = replay(self.record, m.spec, m.new_game, codec, 0)
        self._full_log = [LoggedEvent(-1, -1, e) for e in state.opening_events()]
        clone_cost = play_cost = 0.0  # seconds: the last clone, the moves played since
        for ply, (seat, action_json) in enumerate(self.record.actions):
            gap = ply - (
                self._checkpoint_plies[-1] if self._checkpoint_plies else -CHECKPOINT_MAX_GAP
            )
            if gap >= CHECKPOINT_MAX_GAP or (gap >= CHECKPOINT_EVERY and play_cost >= clone_cost):
                start = time.perf_counter()
                self._checkpoints.append(state.clone())
                self._checkpoint_plies.append(ply)
                clone_cost, play_cost = time.perf_counter() - start, 0.0
            start = time.perf_counter()
            try:
                action: Action = codec.decode(action_json)
                if seat not in state.to_move():
                    raise IllegalAction(f"seat {seat} is not to move")
                events = state.apply(seat, action)
            except IllegalAction as exc:
                raise illegal_move(ply + 1, exc, m.spec) from exc
            play_cost += time.perf_counter() - start
            self._full_log.extend(LoggedEvent(ply, seat, e) for e in events)
        if not self._checkpoint_plies:  # a game without moves: its start is its only position
            self._checkpoints.append(state)
            self._checkpoint_plies.append(0)

    # -- position ---------------------------------------------------------------------------
    @property
    def ply(self) -> int:
        """Moves played in the position shown (0 = the set-up, total = the end)."""
        return self._ply

    def seek(self, ply: int) -> None:
        """Show the position after `ply` moves (clamped to 0..total)."""
        ply = max(0, min(ply, self.total))
        if ply == self._ply:
            return
        codec = self.module.codec
        if self._ply >= 0 and ply == self._ply + 1:
            # One move on: play it on the shown state (a private clone), no checkpoint needed.
            seat, action_json = self.record.actions[self._ply]
            self.state.apply(seat, codec.decode(action_json))
        else:
            i = bisect_right(self._checkpoint_plies, ply) - 1
            state = self._checkpoints[i].clone()
            for seat, action_json in self.record.actions[self._checkpoint_plies[i] : ply]:
                state.apply(seat, codec.decode(action_json))
            self.state = state
        self.log = self._full_log[: bisect_left(self._log_plies, ply)]
        self._ply = ply

    def mover(self, ply: int) -> Seat:
        """The seat that made move number `ply` (0-based)."""
        return self.record.actions[ply][0]

    def events_of(self, ply: int) -> list[Event]:
        """The events move `ply` (0-based) produced, for every viewer."""
        lo, hi = bisect_left(self._log_plies, ply), bisect_left(self._log_plies, ply + 1)
        return [e.event for e in self._full_log[lo:hi]]

    # -- read-only --------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        raise IllegalAction("a replay cannot be changed")

    def undo_point(self, seat: Seat) -> int | None:
        return None

    def undo(self, seat: Seat) -> bool:
        return False
