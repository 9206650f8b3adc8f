"""The AI seats' turns of a game played on this computer: each decision asked of the AI worker
(from the seat's own view only, never the state), applied once it is ready and the last move
stayed on screen long enough to follow, retried when an agent fails and at last played at
random, so a broken AI never stalls a table. In a tutorial its script plays those seats
instead. No drawing here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from totemgame.engine.game import Action, IllegalAction, Seat
from totemgame.engine.refusal import Refusal, as_refusal
from totemgame.engine.seeds import agent_seed
from totemgame.i18n import _
from totemgame.text import Words, said

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker, Ticket
    from totemgame.engine.match import Match
    from totemgame.session.tempo import Tempo

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
    humans: list[Seat]
    tempo: Tempo
    on_message: Callable[[Words, str], None]

    @property
    def names(self) -> list[str]: ...

    def ai_seconds(self, difficulty: str) -> float: ...

    def play(self, seat: Seat, action: Action) -> None: ...


class AiTurns:
    """The AI decisions under way, one per seat (`requests`)."""

    def __init__(self, table: AiTable) -> None:
        self.table = table
        self.requests: dict[Seat, AiRequest] = {}

    def step(self, movers: tuple[Seat, ...], animating: bool) -> None:
        """One frame of the AI seats among `movers`: ask for their decisions, and play one
        that is ready once the last move stayed still on screen long enough."""
        t = self.table
        for seat in movers:
            # One decision in the worker at a time: the worker thinks about one anyway, and a
            # queue of them would keep a human's hint waiting behind every AI's turn.
            if any(not r.ticket.done() for r in self.requests.values()):
                break
            if seat not in t.humans and seat not in self.requests:
                self.ask(seat)
        for seat, req in list(self.requests.items()):
            if seat not in movers:  # undone or no longer deciding
                req.ticket.cancel()
                del self.requests[seat]
                continue
            if animating or not req.ticket.done():
                continue
            if not t.tempo.waited(since=req.ticket.started):
                continue
            self.play(req)
            # One AI move per frame, so each gets its own animation.
            return

    def follow_script(
        self, script: Callable[[Seat], Action | None], movers: tuple[Seat, ...], animating: bool
    ) -> None:
        """A tutorial: the scripted move of a seat that is not the human's, one per frame,
        each after the last one landed and stayed visible a moment (`script(seat)`: that
        seat's move now, or None while it waits)."""
        t = self.table
        if animating or not t.tempo.waited():
            return
        for seat in movers:
            if seat in t.humans:
                continue
            action = script(seat)
            if action is not None:
                t.play(seat, action)
                return

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
        seed = self.seed(seat, failures)
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

    def seed(self, seat: Seat, attempt: int = 0, purpose: str = "move") -> int:
        """Reproducible per game, ply and seat; keyed by the game's secret salt, so that the
        number handed to an agent tells nothing about the game's seed (engine/seeds.py)."""
        record = self.table.match.record
        return agent_seed(record.salt, record.seed, seat, self.table.match.ply, attempt, purpose)

    def cancel(self) -> None:
        for req in self.requests.values():
            req.ticket.cancel()
        self.requests.clear()


def refusal_of(exc: IllegalAction) -> Refusal:
    """The rules' reason an IllegalAction carries (a Refusal kept as it is)."""
    first = exc.args[0] if exc.args else None
    return as_refusal(first if isinstance(first, str) else str(exc))
