"""A game being played: its record, its live state, its event log, undo and autosave.

The UI, the CLI and the self-test all drive games through a Match, so every path shares the
same bookkeeping. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Seat, State
from totemgame.engine.module import GameModule
from totemgame.engine.record import GameRecord, SeatInfo, replay


@dataclass(frozen=True)
class LoggedEvent:
    """An event with the index of the action that produced it (its ply)."""

    ply: int
    seat: Seat
    event: Event


class Match:
    """One game: record + state. `on_change` is called after every applied action (autosave)."""

    def __init__(
        self,
        record: GameRecord,
        module: GameModule[Any],
        on_change: Callable[[Match], None] | None = None,
    ) -> None:
        self.record = record
        self.module = module
        self.on_change = on_change
        self.state: State[object]
        self.log: list[LoggedEvent] = []
        self._rebuild(len(record.actions))

    # -- queries -------------------------------------------------------------------------
    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    def human_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.record.seats) if s.is_human]

    def to_move(self) -> tuple[Seat, ...]:
        return () if self.state.is_over() else self.state.to_move()

    def is_over(self) -> bool:
        return self.state.is_over()

    def view(self, seat: Seat | None) -> Any:
        return self.state.view(seat)

    def events_visible_to(
        self, viewer: Seat | None, since_ply: int = -1, upto: int | None = None
    ) -> list[LoggedEvent]:
        """The log as `viewer` may see it, from action index `since_ply` on (of its first
        `upto` events, if given)."""
        log = self.log if upto is None else self.log[:upto]
        return [e for e in log if e.ply >= since_ply and e.event.visible(viewer)]

    @property
    def ply(self) -> int:
        return len(self.record.actions)

    # -- play ----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Apply a move from any source; raises IllegalAction (nothing changes) if not legal."""
        if seat not in self.to_move():
            raise IllegalAction(f"it is not seat {seat}'s decision")
        events = self.state.apply(seat, action)
        ply = len(self.record.actions)
        self.record.actions.append((seat, action.to_json()))
        self.log.extend(LoggedEvent(ply, seat, e) for e in events)
        self.record.finished = self.state.is_over()
        if self.on_change:
            self.on_change(self)
        return events

    # -- undo ----------------------------------------------------------------------------
    def undo_point(self, seat: Seat) -> int | None:
        """The ply to rewind to so `seat` decides again, or None if undo is not allowed.

        Board Game Arena's policy: back to this seat's latest decision, unless a chance draw or
        a revealed secret happened since then (an event with `barrier`).
        """
        for ply in range(len(self.record.actions) - 1, -1, -1):
            if any(e.ply == ply and e.event.barrier for e in self.log):
                return None
            if self.record.actions[ply][0] == seat:
                return ply
        return None

    def undo(self, seat: Seat) -> bool:
        """Rewind to `seat`'s previous decision if allowed; returns whether it happened."""
        point = self.undo_point(seat)
        if point is None:
            return False
        del self.record.actions[point:]
        self._rebuild(point)
        self.record.finished = False
        if self.on_change:
            self.on_change(self)
        return True

    def _rebuild(self, upto: int) -> None:
        m = self.module
        state, events = replay(self.record, m.spec, m.new_game, m.codec, upto)
        self.state = state
        # Events of the set-up (first deal...) come first, at ply -1, before any action.
        self.log = [LoggedEvent(-1, -1, e) for e in state.opening_events()]
        self.log += [
            LoggedEvent(ply, self.record.actions[ply][0], e)
            for ply, evs in enumerate(events)
            for e in evs
        ]
