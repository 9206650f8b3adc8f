"""The AI seats' turns of a game played on this computer: each decision asked of the AI worker
(from the seat's own view only, never the state), applied once it is ready and the last move
stayed on screen long enough to follow, retried when an agent fails and at last played at
random, so a broken AI never stalls a table. No drawing here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Action, IllegalAction, Seat
from totemgame.engine.refusal import Refusal, as_refusal
from totemgame.i18n import _
from totemgame.text import Words, said

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker, Ticket
    from totemgame.engine.match import Match

# The least time an AI move stays "thinking" on screen, so a human can follow the game.
# Seconds each move stays on screen, once its animation has ended, before the next AI move:
# long enough at "normal" to see what an AI did before the next one plays.
AI_MIN_VISIBLE = {"relaxed": 1.6, "normal": 1.0, "fast": 0.3}

# Tries of one AI decision before it is a crash: its own difficulty twice, then random moves.
AI_ATTEMPTS = 3


class AiFailure(RuntimeError):
    """An AI seat could not decide at all (its agent and the random fallback all failed)."""


@dataclass
class AiRequest:
    """A pending AI decision for one seat."""

    seat: Seat
    ticket: Ticket
    ply: int
    failures: int = 0


class AiTable(Protocol):
    """What the AI turns need of their session: the game, the worker, the pacing, the names
    and a way to play a move and to say a failure."""

    match: Match
    worker: AiWorker | None
    game_id: str
    on_message: Callable[[Words, str], None]

    @property
    def names(self) -> list[str]: ...

    def ai_seed(self, seat: Seat, attempt: int = 0, purpose: str = "move") -> int: ...

    def ai_seconds(self, difficulty: str) -> float: ...

    def play(self, seat: Seat, action: Action) -> None: ...


class AiTurns:
    """The AI decisions under way, one per seat (`requests`)."""

    def __init__(self, table: AiTable) -> None:
        self.table = table
        self.requests: dict[Seat, AiRequest] = {}

    def ask(self, seat: Seat, failures: int = 0) -> None:
        """Ask the worker for `seat`'s move (after `failures` failed tries: at the last try,
        a random move)."""
        t = self.table
        if t.worker is None:
            return
        difficulty = t.match.seats[seat].difficulty or "easy"
        if failures >= AI_ATTEMPTS - 1:
            difficulty = "random"  # a broken AI must not stall the table
        view = t.match.view(seat)  # the AI sees only its own view, never the state
        seed = t.ai_seed(seat, failures)
        ticket = t.worker.request(t.game_id, difficulty, view, seed, t.ai_seconds(difficulty))
        self.requests[seat] = AiRequest(seat, ticket, t.match.ply, failures)

    def play(self, req: AiRequest) -> None:
        """Play the decision `req` brought; a failure is said and asked again, and a failure of
        the random fallback too is an AiFailure (the crash guard saves the game)."""
        t = self.table
        del self.requests[req.seat]
        try:
            action = req.ticket.result()
            t.play(req.seat, action)
        except Exception as exc:  # the worker died or the agent crashed: retry, then fall back
            if req.failures >= AI_ATTEMPTS - 1:
                # Even the random fallback failed: a bug to report, not a table left waiting
                # forever (the app's crash guard saves the game and says so).
                raise AiFailure(
                    f"{t.game_id}: the AI of seat {req.seat} failed {req.failures + 1} times "
                    f"at move {t.match.ply} (game seed {t.match.record.seed})"
                ) from exc
            name = t.names[req.seat]
            if isinstance(exc, IllegalAction):
                text = _("{name}'s AI chose an illegal move ({reason}); it will try again.")
                text = text.format(name=name, reason=said(refusal_of(exc)))
            else:
                text = _("{name}'s AI failed ({error}); trying again.")
                text = text.format(name=name, error=type(exc).__name__)
            t.on_message(text, "error")
            self.ask(req.seat, req.failures + 1)

    def cancel(self) -> None:
        for req in self.requests.values():
            req.ticket.cancel()
        self.requests.clear()


def refusal_of(exc: IllegalAction) -> Refusal:
    """The rules' reason an IllegalAction carries (a Refusal kept as it is)."""
    first = exc.args[0] if exc.args else None
    return as_refusal(first if isinstance(first, str) else str(exc))
