"""LocalSession: who decides, AI turns (ai_turns.py), hand-offs (hand_off.py), undo, autosave.

No drawing here, so the flow of a game (including pass-and-play and AI pacing) is testable
without a window. The TableScene calls `update()` every frame and reacts to its callbacks.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame.ai import budget
from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.match import LoggedEvent, Match
from totemgame.engine.refusal import Refusal, refused
from totemgame.i18n import N_, _
from totemgame.seat_names import shown_name
from totemgame.session.ai_turns import AiFailure, AiRequest, AiTurns, refusal_of
from totemgame.session.hand_off import HandOffs
from totemgame.session.hint_flow import HintFlow, HintRequest, MatchHints
from totemgame.session.keeping import GameKeeping
from totemgame.session.take_back import TakeBack
from totemgame.session.tempo import AI_MIN_VISIBLE, Tempo
from totemgame.storage.settings import Settings
from totemgame.text import Words, said

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker
    from totemgame.engine.record import SeatInfo

__all__ = ["AI_MIN_VISIBLE", "AiFailure", "LocalSession", "local_of", "match_of"]


class LocalSession:
    """Drives one Match on this computer for its table: viewer, hand-offs, AI moves, undo and
    autosave (a Session: session/protocol.py).

    Callbacks (set by the table): `on_applied(seat, events)` after any move, with the events
    the current viewer may see; `on_message(text, kind)` for banners (text: a string, or a
    function that says it again after a change of language); `on_reset()` after undo.
    """

    def __init__(
        self,
        match: Match,
        worker: AiWorker | None,
        settings: Settings,
        autosave: bool = True,
        autosave_file: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        min_delay: float | None = None,
    ) -> None:
        self.match = match
        self.worker = worker
        self.settings = settings
        self.live = True  # a game being played (False: a replay, where nobody moves)
        self.spec = match.module.spec
        self.game_id: str = self.spec.id
        self.humans: list[Seat] = match.human_seats()
        self.tempo = Tempo(self, clock, min_delay)  # min_delay: a fixed pace (self-test, bench)
        self.ai = AiTurns(self)  # the AI seats' decisions under way
        self.take_back = TakeBack(self)  # who may undo, to where, and why not
        self.hand_offs = HandOffs(self)  # who has the screen in pass-and-play
        self.pending_handoff: Seat | None = None
        self.last_viewer: Seat | None = None  # the human who last saw the table
        # Per human: the ply up to which they have seen events (a loaded game: their last move).
        self.seen_ply: dict[Seat, int] = self.hand_offs.seen_so_far()
        self.on_applied: Callable[[Seat, list[Event]], None] = lambda seat, events: None
        self.on_message: Callable[[Words, str], None] = lambda text, kind: None
        self.on_reset: Callable[[], None] = lambda: None
        # on_hint(action, reason): the Hard AI's suggestion for the viewing human arrived.
        self.on_hint: Callable[[Action, str], None] = lambda action, reason: None
        self.hints = HintFlow(self, MatchHints(self))
        # A tutorial's script plays the other seats: script(seat) is that seat's move now, or
        # None (it waits); no AI is asked while a script is set.
        self.script: Callable[[Seat], Action | None] | None = None
        # Its files: the autosave, the last good save, the finished game's history.
        self.keeping = GameKeeping(
            match, autosave, autosave_file, lambda text, kind: self.on_message(text, kind)
        )
        match.on_change = lambda _match: self.keeping.autosave()
        self.viewer: Seat | None = self.hand_offs.first_viewer()

    # -- who sees, who decides -------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [shown_name(s.name) for s in self.match.seats]

    @property
    def seats(self) -> Sequence[SeatInfo]:
        return self.match.seats

    @property
    def ply(self) -> int:
        return self.match.ply

    @property
    def revision(self) -> Hashable:
        return (self.match.ply, len(self.match.log), id(self.match.state))

    @property
    def log_size(self) -> int:
        return len(self.match.log)

    def visible_events(self, upto: int | None = None) -> list[LoggedEvent]:
        """The events the table's viewer may see (the public ones behind a hand-off)."""
        shown = None if self.pending_handoff is not None else self.viewer
        return self.match.events_visible_to(shown, upto=upto)

    def is_over(self) -> bool:
        return self.match.is_over()

    def to_move(self) -> tuple[Seat, ...]:
        return self.match.to_move()

    def result(self) -> Result | None:
        return self.match.state.result() if self.match.is_over() else None

    def finished(self) -> Match | None:
        return self.match if self.match.is_over() else None

    def actions(self) -> Sequence[tuple[Seat, dict[str, Any]]]:
        return self.match.record.actions

    def notes(self) -> dict[str, Any]:
        return self.match.record.notes

    @property
    def hotseat(self) -> bool:
        """Two or more humans share the screen and secrets exist: hand-offs are needed."""
        return len(self.humans) >= 2 and bool(self.spec.hidden_information)

    def view(self) -> Any:
        """What the table shows now: the viewer's view (the public view behind a hand-off)."""
        return self.match.view(None if self.pending_handoff is not None else self.viewer)

    def human_to_move(self) -> Seat | None:
        """The viewing human, if it is their decision now (and no hand-off is pending)."""
        if self.pending_handoff is not None or self.match.is_over():
            return None
        return (
            self.viewer
            if self.viewer in self.match.to_move() and self.viewer in self.humans
            else None
        )

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal actions now (empty when it is not their turn)."""
        seat = self.human_to_move()
        return [] if seat is None else list(self.match.state.legal_actions(seat))

    def refusal(self, action: Action) -> Refusal | None:
        """The rules' reason the viewing human may not play `action` now (None: they may)."""
        seat = self.human_to_move()
        if seat is None:
            return refused(N_("It is not your turn."))
        return self.match.state.check(seat, action)

    @property
    def requests(self) -> dict[Seat, AiRequest]:
        """The AI decisions under way, by seat."""
        return self.ai.requests

    def thinking(self) -> set[Seat]:
        return set(self.requests)

    def busy(self) -> bool:
        return bool(self.requests)

    def accept_handoff(self) -> Seat | None:
        """The hand-off screen was clicked: its human now sees the table."""
        return self.hand_offs.accept()

    def summary_for(self, seat: Seat) -> list[LoggedEvent]:
        """Events `seat` may see that happened since it last had the table."""
        return self.hand_offs.summary_for(seat)

    def mark_seen(self, seat: Seat) -> None:
        self.seen_ply[seat] = self.match.ply

    # -- the flow ---------------------------------------------------------------------------
    def update(self, animating: bool = False) -> None:
        """Advance the game: pick the viewer, ask the AI, apply finished AI moves."""
        if self.match.is_over():
            self.cancel_ai()
            return
        self.hints.poll()
        if animating:
            self.tempo.moving()
        movers = self.match.to_move()
        self.hand_offs.follow(movers)
        if self.script is not None:
            self.ai.follow_script(self.script, movers, animating)
        else:
            self.ai.step(movers, animating)

    def ai_seconds(self, difficulty: str) -> float:
        return budget.ai_seconds(difficulty, self.settings.ai_speed)

    def min_visible_delay(self) -> float:
        return self.tempo.min_visible_delay()

    def ai_seed(self, seat: Seat, attempt: int = 0, purpose: str = "move") -> int:
        return self.ai.seed(seat, attempt, purpose)

    def submit(self, action: Action) -> bool:
        """The viewing human's move. An illegal move shows a message and changes nothing."""
        seat = self.human_to_move()
        if seat is None:
            self.on_message(lambda: _("It is not your turn."), "warning")
            return False
        reason = self.match.state.check(seat, action)
        try:
            if reason is None:
                self.play(seat, action)
        except IllegalAction as exc:
            reason = refusal_of(exc)
        if reason is not None:
            refused = reason  # said again, with its reason, if the language changes
            self.on_message(
                lambda: _("That move is not allowed: {reason}").format(reason=said(refused)),
                "error",
            )
            return False
        return True

    def play(self, seat: Seat, action: Action) -> None:
        """Apply `seat`'s move and tell the table what the viewer may see of it."""
        before, ply = len(self.match.log), self.match.ply
        self.match.apply(seat, action)
        self.tempo.moved()
        self.hand_offs.after_move(seat, before, ply)
        shown = None if self.pending_handoff is not None else self.viewer
        events = [le.event for le in self.match.log[before:] if le.event.visible(shown)]
        self.on_applied(seat, events)
        if self.match.is_over():
            self._keep_finished_game()

    # -- hints (ui/hints.py) ----------------------------------------------------------------
    @property
    def hint(self) -> HintRequest | None:
        """The hint being thought about, if any."""
        return self.hints.pending

    @property
    def hint_shown(self) -> tuple[Seat, int, int] | None:
        """(seat, ply, own moves) of the last hint shown."""
        return self.hints.shown

    @property
    def hint_reasons(self) -> Mapping[str, str]:
        return self.hints.reasons

    @property
    def hints_used(self) -> int:
        return self.match.record.hints_used

    def request_hint(self) -> bool:
        return self.hints.request()

    def hint_stale(self, seat: Seat, ply: int, own_moves: int) -> bool:
        return self.hints.stale(seat, ply, own_moves)

    def hint_pending(self) -> bool:
        return self.hints.pending is not None

    def cancel_hint(self) -> None:
        self.hints.cancel()

    # -- undo (take_back.py) ----------------------------------------------------------------
    def undo_offered(self) -> bool:
        return self.take_back.offered()

    def can_undo(self) -> bool:
        return self.take_back.possible()

    def undo_reason(self) -> str:
        return self.take_back.reason()

    def undo(self) -> bool:
        """Take back the human's last decision (cancelling any AI thinking first)."""
        return self.take_back.take()

    def cancel_ai(self) -> None:
        self.ai.cancel()

    # -- saving (session/keeping.py) ----------------------------------------------------------
    @property
    def autosave_enabled(self) -> bool:
        """Whether this game is kept (False: self-test, bench, tutorial)."""
        return self.keeping.enabled

    @autosave_enabled.setter
    def autosave_enabled(self, enabled: bool) -> None:
        self.keeping.enabled = enabled

    @property
    def autosave_file(self) -> Path | None:
        """This game's own autosave (None until its first save)."""
        return self.keeping.autosave_file

    @property
    def saved_path(self) -> Path | None:
        """The last good save of this game (None: none yet)."""
        return self.keeping.saved_path

    def autosave(self) -> None:
        """Save the game now (after a move, undo, a hint); a problem is told, never raised."""
        self.keeping.autosave()

    def write_autosave(self) -> Path:
        """Write this game's own autosave; raises OSError if the disk refuses."""
        return self.keeping.write_autosave()

    def mark_saved(self, path: Path) -> None:
        self.keeping.mark_saved(path)

    def moves_unsaved(self) -> int:
        return self.keeping.moves_unsaved()

    def save_now(self) -> str | None:
        return self.keeping.save_now()

    def save_as(self, path: Path) -> None:
        self.keeping.save_as(path)

    def _keep_finished_game(self) -> None:
        self.keeping.keep_finished_game()

    def close(self) -> None:
        self.cancel_ai()
        self.cancel_hint()


def local_of(session: object) -> LocalSession:
    """A session of a game on this computer: for the tutorial, the crash guard and the
    self-tests, which drive or keep the game itself, never for a table's own code."""
    if not isinstance(session, LocalSession):
        raise TypeError(f"{type(session).__name__} holds no game on this computer")
    return session


def match_of(session: object) -> Match:
    """The Match behind a session of a game on this computer (see local_of)."""
    return local_of(session).match
