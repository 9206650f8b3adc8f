"""Who has the screen in a game played on this computer: the viewing human, the hand-off that
pass-and-play puts between two humans when the game has secrets, and what each human has seen
(for the "since your last turn" summary). No drawing here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Seat

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec
    from totemgame.engine.match import LoggedEvent, Match


class ScreenTable(Protocol):
    """What the hand-offs need of their session: the game, its humans and who sees it."""

    match: Match
    spec: GameSpec
    humans: list[Seat]
    viewer: Seat | None
    last_viewer: Seat | None  # the human who last saw the table
    pending_handoff: Seat | None
    seen_ply: dict[Seat, int]

    @property
    def hotseat(self) -> bool: ...


class HandOffs:
    """The screen's turns between the humans of one local game (its `table`: the session)."""

    def __init__(self, table: ScreenTable) -> None:
        self.table = table

    def seen_so_far(self) -> dict[Seat, int]:
        """Per seat that moved, the ply up to which it has seen events: its last move."""
        return {seat: ply + 1 for ply, (seat, _) in enumerate(self.table.match.record.actions)}

    def first_viewer(self) -> Seat | None:
        """Who sees the table when it opens (a hand-off first when humans share secrets)."""
        t = self.table
        if not t.humans:
            return None  # AI only: the public view
        movers = [s for s in t.match.to_move() if s in t.humans]
        first = t.humans[0] if len(t.humans) == 1 or not movers else movers[0]
        if len(t.humans) > 1 and t.spec.hidden_information:
            t.pending_handoff = first  # nobody may peek before the first player has the screen
            return None
        t.last_viewer = first
        return first

    def follow(self, movers: tuple[Seat, ...]) -> None:
        """Give the screen to a human deciding now (through a hand-off in pass-and-play)."""
        t = self.table
        if t.pending_handoff is not None:
            return
        humans_moving = [s for s in movers if s in t.humans]
        if not humans_moving or t.viewer in humans_moving:
            return
        target = humans_moving[0]
        if t.hotseat and target != t.last_viewer:
            t.pending_handoff = target
        else:
            t.viewer = target
            t.last_viewer = target

    def accept(self) -> Seat | None:
        """The hand-off screen was clicked: its human now sees the table."""
        t = self.table
        seat = t.pending_handoff
        if seat is not None:
            t.pending_handoff = None
            t.viewer = seat
            t.last_viewer = seat
        return seat

    def summary_for(self, seat: Seat) -> list[LoggedEvent]:
        """Events `seat` may see that happened since it last had the table."""
        return self.table.match.events_visible_to(seat, self.table.seen_ply.get(seat, 0))

    def after_move(self, seat: Seat, before: int, ply: int) -> None:
        """`seat` moved at `ply` (its events from log entry `before` on): who has seen it, and
        in pass-and-play who has the screen now."""
        t = self.table
        if seat in t.humans:
            t.seen_ply[seat] = t.match.ply
        if t.viewer is not None and t.viewer in t.humans and t.pending_handoff is None:
            t.seen_ply[t.viewer] = t.match.ply
        if t.hotseat:
            fresh = t.match.log[before:]
            self._hide_between_players(seat, fresh)
            if seat in t.humans and t.viewer != seat and _private_to(seat, fresh):
                # its own private answers (a hint, a wager's answer) never reached the screen:
                # they wait for its next "since your last turn" summary
                t.seen_ply[seat] = ply

    def _hide_between_players(self, seat: Seat, fresh: Sequence[LoggedEvent]) -> None:
        """Pass-and-play: the screen is everyone's between two decisions of one human.

        Once the human who acted has no decision left, the table shows the public view (the
        move lands in it while AIs think; the next human gets a hand-off). A secret newly
        dealt to another human than the one who acted (a private event that undo cannot
        cross, e.g. new cards at a round start, with everyone looking at the reveal) always
        waits for a hand-off, even for the human who had the screen. (The answer to one's own
        private action, such as a weighing, is for the actor at the screen.)"""
        t = self.table
        others = set(t.humans) - {seat}
        dealt = any(
            le.event.barrier
            and le.event.visible_to is not None
            and set(le.event.visible_to) & others
            for le in fresh
        )
        if dealt:
            t.viewer = t.last_viewer = None
        elif seat in t.humans and seat == t.viewer and seat not in t.match.to_move():
            t.viewer = None


def _private_to(seat: Seat, logged: Sequence[LoggedEvent]) -> bool:
    """Whether any of `logged` is a private event `seat` may see."""
    return any(le.event.visible_to is not None and seat in le.event.visible_to for le in logged)
