"""The hint flow: the Hard AI thinks in the worker about the viewing human's move, from that
human's own view, and its answer arrives while the position still stands. No drawing here.

A session owns one HintFlow; the table asks through the session's `request_hint`,
`hint_pending`, `hint_stale` and shows the answer when `on_hint` is called. What the flow knows
of the game comes from a HintSource: MatchHints for a game held on this computer (the
LocalSession's Match), net/remote_hints.py for a seat at a table elsewhere (only what the
referee sent that seat). Either way the worker gets the seat's own view and nothing else.
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

    worker: AiWorker | None
    game_id: str
    on_message: Callable[[Words, str], None]
    on_hint: Callable[[Action, str], None]

    def human_to_move(self) -> Seat | None: ...


class HintSource(Protocol):
    """What the hint flow knows of the game: the asking seat's view and counts, nothing more."""

    @property
    def ply(self) -> int:
        """Moves played so far (a hint asked at a later ply than now was undone)."""

    def view(self, seat: Seat) -> object:
        """`seat`'s own view: all the Hard AI is given."""

    def own_moves(self, seat: Seat) -> int:
        """The moves `seat` has made, leaving out drafts (a hint outlives them)."""

    def seed_and_seconds(self, seat: Seat, view: object) -> tuple[int, float | None]:
        """The hint's seed and clock (None: the AI's work budgets alone)."""

    def count(self) -> None:
        """A hint was shown: mark the game (statistics leave hinted games out)."""


class MatchHints:
    """The HintSource of a game held on this computer: the LocalSession's Match."""

    def __init__(self, session: MatchHost) -> None:
        self.session = session

    @property
    def ply(self) -> int:
        return self.session.match.ply

    def view(self, seat: Seat) -> object:
        return self.session.match.view(seat)  # the human's own view: never the state

    def own_moves(self, seat: Seat) -> int:
        drafts = self.session.spec.draft_kinds
        return sum(
            1
            for s, action in self.session.match.record.actions
            if s == seat and action.get("kind") not in drafts
        )

    def seed_and_seconds(self, seat: Seat, view: object) -> tuple[int, float | None]:
        """A game that names its positions (hint_position) gets the same hint for the same
        position, across drafts, others' sealed moves and a save: seeded by the position,
        thinking by its work budgets alone (a clock would cut the work short by the machine's
        load). Else: seeded by the move number, under Hard's clock."""
        s = self.session
        position = s.match.module.hint_position
        if position is None:
            return s.ai_seed(seat, purpose="hint"), s.ai_seconds("hard")
        record = s.match.record
        return position_seed(record.salt, record.seed, seat, position(view)), None

    def count(self) -> None:
        self.session.match.record.hints_used += 1
        self.session.autosave()  # the mark is kept in the autosave


class MatchHost(Protocol):
    """What MatchHints needs of a LocalSession."""

    match: Match
    spec: GameSpec

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

    def __init__(self, controller: HintHost, source: HintSource) -> None:
        self.controller = controller
        self.source = source
        self.pending: HintRequest | None = None
        self.shown: tuple[Seat, int, int] | None = None  # (seat, ply, own moves) of the last
        # The last answer's reason in every language (by code): said again on a language change.
        self.reasons: dict[str, str] = {}

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
        view = self.source.view(seat)  # the human's own view: a hint never peeks at secrets
        seed, seconds = self.source.seed_and_seconds(seat, view)
        ticket = c.worker.request(c.game_id, "hard", view, seed, seconds, explain=True)
        self.pending = HintRequest(seat, ticket, self.source.ply, self.source.own_moves(seat))
        return True

    def stale(self, seat: Seat, ply: int, own_moves: int) -> bool:
        """Advice asked at `ply` no longer fits: undo, `seat` moved since, or it's not theirs.
        (Others' sealed decisions in a simultaneous phase leave it valid.)"""
        c, source = self.controller, self.source
        return source.ply < ply or c.human_to_move() != seat or source.own_moves(seat) != own_moves

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
            self.reasons = hint.ticket.reasons()
        except Exception as exc:  # a failed hint costs nothing: say so and carry on
            c.on_message(f"No hint this time ({type(exc).__name__}).", "warning")
            return
        self.source.count()  # statistics leave hinted games out
        self.shown = (hint.seat, hint.ply, hint.own_moves)
        c.on_hint(action, reason)
