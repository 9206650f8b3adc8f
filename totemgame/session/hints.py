"""The hint flow: the Hard AI thinks in the worker about the viewing human's move, from that
human's own view, and its answer arrives while the position still stands. No drawing here.

The LocalSession owns one HintFlow; the table asks through the controller's `request_hint`,
`hint_pending`, `hint_stale` and shows the answer when `on_hint` is called.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Action, Seat
from totemgame.engine.seeds import position_seed

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker, Ticket
    from totemgame.engine.game import GameSpec
    from totemgame.engine.match import Match
    from totemgame.text import Words


class HintHost(Protocol):
    """What the hint flow needs of the session that owns it."""

    match: Match
    worker: AiWorker | None
    game_id: str
    spec: GameSpec
    on_message: Callable[[Words, str], None]
    on_hint: Callable[[Action, str], None]

    def human_to_move(self) -> Seat | None: ...

    def ai_seed(self, seat: Seat, attempt: int = 0, purpose: str = "move") -> int: ...

    def ai_seconds(self, difficulty: str) -> float: ...

    def autosave(self) -> None: ...


@dataclass
class HintRequest:
    """A pending hint: the Hard AI thinking for the human `seat` at `ply`, from their view."""

    seat: Seat
    ticket: Ticket
    ply: int
    own_moves: int  # moves `seat` had made when asked: any later move of theirs makes it stale


class HintFlow:
    """One game's hints: at most one question in the worker, and the last answer shown."""

    def __init__(self, controller: HintHost) -> None:
        self.controller = controller
        self.pending: HintRequest | None = None
        self.shown: tuple[Seat, int, int] | None = None  # (seat, ply, own moves) of the last

    def request(self) -> bool:
        """Ask the Hard AI (in the worker, from the viewing human's own view) for a move."""
        c = self.controller
        seat = c.human_to_move()
        if seat is None:
            c.on_message("A hint is available when it is your turn.", "warning")
            return False
        hint = self.pending
        if hint is not None and not self.stale(hint.seat, hint.ply, hint.own_moves):
            return True  # already thinking about this very position
        self.cancel()
        if c.worker is None:
            return False
        view = c.match.view(seat)  # the human's own view: a hint never peeks at secrets
        seed, seconds = self.seed_and_seconds(seat, view)
        ticket = c.worker.request(c.game_id, "hard", view, seed, seconds, explain=True)
        self.pending = HintRequest(seat, ticket, c.match.ply, self.moves_of(seat))
        return True

    def seed_and_seconds(self, seat: Seat, view: object) -> tuple[int, float | None]:
        """The hint's seed and clock. A game that names its positions (hint_position) gets
        the same hint for the same position, across drafts, others' sealed moves and a save:
        seeded by the position, thinking by its work budgets alone (a clock would cut the
        work short by the machine's load). Else: seeded by the move number, under Hard's clock."""
        c = self.controller
        position = c.match.module.hint_position
        if position is None:
            return c.ai_seed(seat, purpose="hint"), c.ai_seconds("hard")
        record = c.match.record
        return position_seed(record.salt, record.seed, seat, position(view)), None

    def moves_of(self, seat: Seat) -> int:
        """The moves `seat` has made, leaving out drafts (a hint outlives them)."""
        drafts = self.controller.spec.draft_kinds
        return sum(
            1
            for s, action in self.controller.match.record.actions
            if s == seat and action.get("kind") not in drafts
        )

    def stale(self, seat: Seat, ply: int, own_moves: int) -> bool:
        """Advice asked at `ply` no longer fits: undo, `seat` moved since, or it's not theirs.
        (Others' sealed decisions in a simultaneous phase leave it valid.)"""
        c = self.controller
        return c.match.ply < ply or c.human_to_move() != seat or self.moves_of(seat) != own_moves

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending.ticket.cancel()
            self.pending = None

    def poll(self) -> None:
        """Every frame: drop a stale question, or hand a finished answer to `on_hint`."""
        hint = self.pending
        if hint is None:
            return
        if self.stale(hint.seat, hint.ply, hint.own_moves):
            self.cancel()  # the position moved on (a move, undo, hand-off): stale advice
            return
        if not hint.ticket.done():
            return
        self.pending = None
        c = self.controller
        try:
            action, reason = hint.ticket.result(), hint.ticket.reason()
        except Exception as exc:  # a failed hint costs nothing: say so and carry on
            c.on_message(f"No hint this time ({type(exc).__name__}).", "warning")
            return
        # Mark the game (statistics leave hinted games out) and keep the mark in the autosave.
        c.match.record.hints_used += 1
        c.autosave()
        self.shown = (hint.seat, hint.ply, hint.own_moves)
        c.on_hint(action, reason)
