"""ReplaySession: a finished game stepped through by the replay viewer, read-only.

A LocalSession with no AI, no autosave, no hand-offs, no undo or hints, and
nobody may move. The viewer (None = the public view, or one seat) is chosen by the replay
viewer, and stepping forward reports the move's events like a live move, so the table animates
it and logs it as the chosen viewer may see it. Opened from a review, the reviewed seat's
choices at the reviewed move are shown as they were (its legal moves then), never playable.
"""

from __future__ import annotations

from typing import Any

from totemgame.engine.game import Action, Seat
from totemgame.engine.replay_match import ReplayMatch
from totemgame.session.local_session import LocalSession
from totemgame.storage.settings import Settings


class ReplaySession(LocalSession):
    """A session whose match only moves when the replay viewer says so."""

    def __init__(
        self,
        match: ReplayMatch,
        settings: Settings,
        viewer: Seat | None = None,
        reviewed: tuple[int, Seat] | None = None,
    ) -> None:
        """`reviewed`: (ply, seat) of a reviewed decision, whose choices the table shows."""
        super().__init__(match, None, settings, autosave=False)
        self.match: ReplayMatch = match
        self.pending_handoff = None  # everyone already saw this game: no hand-off screens
        self.live = False
        self.viewer = viewer
        self.reviewed = reviewed

    # -- stepping ------------------------------------------------------------------------
    def step_forward(self) -> bool:
        """Play the next move as a live move would appear; False at the end."""
        ply = self.match.ply
        if ply >= self.match.total:
            return False
        self.match.seek(ply + 1)
        events = [e for e in self.match.events_of(ply) if e.visible(self.viewer)]
        self.on_applied(self.match.mover(ply), events)
        return True

    def seek(self, ply: int) -> None:
        """Jump to the position after `ply` moves (no animation: the table resets)."""
        self.match.seek(ply)

    # -- nobody plays a replay -------------------------------------------------------------
    def view(self) -> Any:
        return self.match.view(self.viewer)

    def update(self, animating: bool = False) -> None:
        pass

    def human_to_move(self) -> Seat | None:
        return None

    def legal_actions(self) -> list[Action]:
        """At the reviewed decision, seen through the reviewed seat's eyes: the moves that seat
        had then (its own choice, so no secret of another), for the table to draw the decision
        as it was; elsewhere none. human_to_move stays None: nothing can be played."""
        if self.reviewed is None or self.viewer is None:
            return []
        ply, seat = self.reviewed
        if self.match.ply != ply or self.viewer != seat or seat not in self.match.state.to_move():
            return []
        return list(self.match.state.legal_actions(seat))

    def submit(self, action: Action) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False
