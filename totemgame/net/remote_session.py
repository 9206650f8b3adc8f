"""RemoteSession: a seat at a table whose referee is on another computer (a Session).

The table talks to it as to a LocalSession (session/protocol.py). It holds only what the
referee sent its seat: the seat's view, the events that seat may see, whose turn it is and the
seat's legal moves; the whole game (every secret, the seed) arrives only once the game is over.
Messages are sent through a Transport; messages arriving (on any thread) are handed to
`deliver` and applied in `update()`, on the frame loop. The lobby's news (who is away and since
when, for every player's screen) and the host's requests are net/seat_lobby.py's.

Hints are worked out on this computer, in the app's AI worker (`worker`), from this seat's
view alone (net/remote_hints.py). Undo asks the referee, who asks the other players
(net/remote_undo.py). Saving is the referee's: this side keeps nothing of a game in progress.
Once the game is over the referee sends the whole record; with `keep_finished` set (a
player's app), it joins that player's Replays and Statistics, marked online with the seat this
app held (net/finished_online.py).
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Hashable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.match import LoggedEvent, Match
from totemgame.engine.module import GameModule
from totemgame.engine.record import RecordError, SeatInfo
from totemgame.engine.refusal import Refusal, refused
from totemgame.i18n import N_, _
from totemgame.net import protocol, wire
from totemgame.net.connection import LOST_CODES
from totemgame.net.protocol import Message, Refused
from totemgame.net.quick_messages import QUICK_REFUSAL
from totemgame.net.remote_hints import RemoteHints
from totemgame.net.remote_undo import RemoteUndo
from totemgame.net.seat_lobby import SeatLobby
from totemgame.net.seat_messages import logged_events, refusal_words
from totemgame.net.transport import Transport
from totemgame.seat_names import shown_name
from totemgame.session.hint_flow import HintFlow
from totemgame.session.local_session import AI_MIN_VISIBLE
from totemgame.storage.settings import Settings
from totemgame.text import Words, said

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker
    from totemgame.session.protocol import Session


class RemoteSession(SeatLobby):
    """One seat's game, refereed elsewhere (see the module docstring)."""

    def __init__(
        self,
        module: GameModule[Any],
        settings: Settings,
        transport: Transport,
        table: str,
        token: str,
    ) -> None:
        self.module = module
        self.spec = module.spec
        self.game_id: str = module.spec.id
        self.settings = settings
        self.transport = transport
        self.table = table
        self.token = token
        self.whitelist = wire.Whitelist.of_game(self.game_id)
        self.live = True
        self.humans: list[Seat] = []
        self.viewer: Seat | None = None
        self.pending_handoff: Seat | None = None
        self.autosave_enabled = False
        self.autosave_file: Path | None = None
        self.saved_path: Path | None = None
        self.on_applied: Callable[[Seat, list[Event]], None] = lambda seat, events: None
        self.on_message: Callable[[Words, str], None] = lambda text, kind: None
        self.on_reset: Callable[[], None] = lambda: None
        self.on_hint: Callable[[Action, str], None] = lambda action, reason: None
        self.on_said: Callable[[Seat, str], None] = lambda seat, said: None  # a quick message
        self.joined = False
        self.connected: list[Seat] = []  # the seats whose apps are at the table now
        self._open_lobby(transport.send)  # started, host, open seats, stand-ins, absences
        self.waiting = False  # a move was sent; its update (or refusal) has not come back
        self.worker: AiWorker | None = None  # the app's AI worker: hints think there
        self.keep_finished = False  # the finished game joins this player's Replays and Stats
        self.own_moves = 0  # this seat's moves so far, leaving out drafts (a hint outlives them)
        self._sent: Action | None = None  # the move sent, waiting for its update
        self.hint_source = RemoteHints(self)
        self.hints = HintFlow(self, self.hint_source)
        self.undo_asks = RemoteUndo(transport.send, self._say, lambda: self.names)
        self._inbox: queue.SimpleQueue[Message] = queue.SimpleQueue()
        self._held: Message | None = None  # arrived, waiting for the move before to be drawn
        self._seats: list[SeatInfo] = []
        self._view: Any = None
        self._log: list[LoggedEvent] = []
        self._to_move: tuple[Seat, ...] = ()
        self._legal: list[Action] = []
        self._listed = True  # whether _legal is every legal move (else a menu of them)
        self._ply = 0
        self._over = False
        self._finished: Match | None = None
        self._seen: dict[Seat, int] = {}
        self._notes: dict[str, Any] = {}
        transport.listen(self.deliver)
        transport.send(protocol.make("join", table=table, token=token))

    # -- messages ----------------------------------------------------------------------------
    def _say(self, text: Words, kind: str) -> None:
        self.on_message(text, kind)

    def deliver(self, message: Message) -> None:
        """A message from the referee arrived (any thread); `update()` applies it."""
        self._inbox.put(message)

    def update(self, animating: bool | None = None) -> None:
        """Apply the messages that arrived since the last frame. A table passes `animating`:
        then the moves are shown one at a time, as a local game's AI moves are (none while a
        move is still being drawn, at most one a frame); without it, everything is applied.
        Then a hint that was thought about is shown, or dropped if the position moved on."""
        self._take_messages(animating)
        self.hints.poll()

    def _take_messages(self, animating: bool | None) -> None:
        moves = 0
        while True:
            if self._held is None:
                try:
                    self._held = self._inbox.get_nowait()
                except queue.Empty:
                    return
            message = self._held
            if animating is not None and message.get("type") == "update":
                if animating or moves:
                    return  # the next frame, once this move has been drawn
                moves += 1
            self._held = None
            try:
                self._apply(protocol.check(message, protocol.SERVER_MESSAGES))
            except (Refused, wire.WireError, IllegalAction, RecordError) as exc:
                text = _("The table sent something this app cannot read ({reason}).")
                self.on_message(text.format(reason=str(exc)[:120]), "error")

    def _apply(self, message: Message) -> None:
        kind = message["type"]
        if kind == "snapshot":
            self._take_snapshot(message)
        elif kind == "update":
            self._take_update(message)
        elif kind == "presence" and self.joined:
            self._seats = [SeatInfo.from_json(s) for s in message["seats"]]
            self.connected = [int(s) for s in message["connected"]]
            self._lobby(message)
        elif kind == "undo" and self.joined:
            self.undo_asks.take(message)
        elif kind == "said":
            self.on_said(message["seat"], message["said"])
        elif kind == "refused":
            if message["code"] != QUICK_REFUSAL:  # a quick message refused: no move was
                self.waiting = False
                self._sent = None
            if message["code"] not in LOST_CODES:  # a seat lost is said by its connection's end
                self.on_message(refusal_words(message), "error")

    def _take_snapshot(self, message: Message) -> None:
        seat = int(message["seat"])
        self._seats = [SeatInfo.from_json(s) for s in message["seats"]]
        self._lobby(message)
        self.humans = [seat]
        self.viewer = seat
        self.undo_asks.viewer = seat
        self.undo_asks.reset()
        self._log = logged_events(message["events"], self.whitelist)
        self._news(message)
        self.joined = True
        self.waiting = False
        self.on_reset()

    def _take_update(self, message: Message) -> None:
        if not self.joined:
            return
        events = logged_events(message["events"], self.whitelist)
        self.undo_asks.moved(int(message["mover"]), [le.event for le in events])
        self._log += events
        self._news(message)
        if message["mover"] == self.viewer:  # the answer to our move (others' may cross it)
            self.waiting = False
            sent, self._sent = self._sent, None
            if sent is None or sent.to_json().get("kind") not in self.spec.draft_kinds:
                self.own_moves += 1
        self.on_applied(int(message["mover"]), [le.event for le in events])

    def _news(self, message: Message) -> None:
        self._ply = int(message["ply"])
        self._view = wire.decode(message["view"], self.whitelist)
        self._to_move = tuple(int(s) for s in message["to_move"])
        self._legal = [self.module.codec.decode(a) for a in message["legal"]]
        self._listed = bool(message.get("listed", True))
        self.connected = [int(s) for s in message["connected"]]
        self._over = bool(message["over"])
        if message["record"] is not None and self._finished is None:
            self._take_record(message["record"])

    def _take_record(self, data: Any) -> None:
        """The whole game, sent once it is over: replayed here before anything is kept; one
        that cannot be read is said, and nothing of it is kept."""
        from totemgame.net import finished_online

        try:
            match = finished_online.replayed(data, self.game_id, self.viewer)
        except finished_online.RecordUnread as exc:
            reason = exc.reason
            self.on_message(
                lambda: _(
                    "The table sent the finished game in a form this app cannot read "
                    "({reason}): it is not kept in your Replays and Statistics."
                ).format(reason=reason),
                "error",
            )
            return
        match.record.hints_used = max(match.record.hints_used, self.hints_used)
        self._finished = match
        if self.keep_finished and self.viewer is not None:
            for text in finished_online.keep(match, self.viewer, self.table):
                self.on_message(text, "error")

    # -- the game as this seat knows it ------------------------------------------------------
    @property
    def seat(self) -> Seat | None:
        """This app's seat (None until the referee's first answer)."""
        return self.viewer

    @property
    def names(self) -> list[str]:
        return [shown_name(s.name) for s in self._seats]

    @property
    def seats(self) -> Sequence[SeatInfo]:
        return self._seats

    @property
    def hotseat(self) -> bool:
        return False  # one seat per app: nobody else looks at this screen

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def revision(self) -> Hashable:
        return (self._ply, len(self._log), id(self._view))

    @property
    def log_size(self) -> int:
        return len(self._log)

    def view(self) -> Any:
        return self._view

    def visible_events(self, upto: int | None = None) -> list[LoggedEvent]:
        return list(self._log if upto is None else self._log[:upto])

    def is_over(self) -> bool:
        return self._over

    def to_move(self) -> tuple[Seat, ...]:
        return self._to_move

    def result(self) -> Result | None:
        return self._finished.state.result() if self._finished is not None else None

    def finished(self) -> Match | None:
        return self._finished

    def actions(self) -> Sequence[tuple[Seat, dict[str, Any]]]:
        """The moves, once the game is over (before, others' moves may be secret)."""
        return self._finished.record.actions if self._finished is not None else []

    def notes(self) -> dict[str, Any]:
        return self._notes

    # -- deciding ----------------------------------------------------------------------------
    def human_to_move(self) -> Seat | None:
        seat = self.viewer
        if seat is None or self._over or self.waiting or seat not in self._to_move:
            return None
        if not self.started:
            return None
        return seat

    def legal_actions(self) -> list[Action]:
        return list(self._legal) if self.human_to_move() is not None else []

    def refusal(self, action: Action) -> Refusal | None:
        """From the legal moves the referee sent last (it checks again when the move comes).
        When those were a menu (a game with too many moves to list), a move not in it may
        still be legal: the game's check over this seat's view says (GameModule.view_check),
        or, for a game without one, it is sent and the referee's refusal comes back."""
        seat = self.human_to_move()
        if seat is None:
            return refused(N_("It is not your turn."))
        if action in self._legal:
            return None
        if self._listed:
            return refused(N_("That move is not allowed now."))
        check = self.module.view_check  # the rules' check over this seat's own view
        return None if check is None else check(self._view, seat, action)

    def submit(self, action: Action) -> bool:
        reason = self.refusal(action)
        if reason is not None:
            refused = reason
            self.on_message(
                lambda: _("That move is not allowed: {reason}").format(reason=said(refused)),
                "error",
            )
            return False
        self.waiting = True  # one move at a time: the next waits for the referee's answer
        self._sent = action
        self.transport.send(protocol.make("action", action=action.to_json()))
        return True

    def thinking(self) -> set[Seat]:
        """The other seats deciding now, at their own computers or the referee's AI."""
        return {s for s in self._to_move if s != self.viewer}

    def busy(self) -> bool:
        return self.waiting or (not self._over and bool(self.thinking()))

    def min_visible_delay(self) -> float:
        return AI_MIN_VISIBLE.get(self.settings.ai_speed, 0.7)

    # -- pass-and-play: never (one seat per app) -------------------------------------------
    def accept_handoff(self) -> Seat | None:
        return None

    def summary_for(self, seat: Seat) -> list[LoggedEvent]:
        since = self._seen.get(seat, 0)
        return [le for le in self._log if le.ply >= since]

    def mark_seen(self, seat: Seat) -> None:
        self._seen[seat] = self._ply

    # -- undo: asked of the referee, who asks the others (net/remote_undo.py) -----------------
    def undo_offered(self) -> bool:
        return True

    def can_undo(self) -> bool:
        return self.started and not self._over and not self.waiting and self.undo_asks.can_ask()

    def undo_reason(self) -> str:
        if self._over:
            return _("The game is over.")
        return self.undo_asks.reason()

    def undo(self) -> bool:
        """Ask to take back this seat's last move: False, as nothing is taken back yet (the
        answer comes from the referee)."""
        if not self.can_undo():
            self.on_message(self.undo_reason(), "warning")
            return False
        self.undo_asks.ask()
        return False

    # -- hints: worked out at this computer, from this seat's view (net/remote_hints.py) --------
    @property
    def hint_shown(self) -> tuple[Seat, int, int] | None:
        return self.hints.shown

    @property
    def hint_reasons(self) -> Mapping[str, str]:
        return self.hints.reasons

    @property
    def hints_used(self) -> int:
        return self.hint_source.used

    def request_hint(self) -> bool:
        return self.hints.request()

    def hint_pending(self) -> bool:
        return self.hints.pending is not None

    def hint_stale(self, seat: Seat, ply: int, own_moves: int) -> bool:
        return self.hints.stale(seat, ply, own_moves)

    def cancel_hint(self) -> None:
        self.hints.cancel()

    # -- keeping the game: the referee's -----------------------------------------------------
    def save_now(self) -> str | None:
        return None  # the referee keeps the game at every move

    def save_as(self, path: Path) -> None:
        raise OSError("an online game is kept by its table's referee")

    def mark_saved(self, path: Path) -> None:
        self.saved_path = path

    def moves_unsaved(self) -> int:
        return 0

    def close(self) -> None:
        self.cancel_hint()
        self.transport.close()


def as_session(remote: RemoteSession) -> Session:
    """A RemoteSession where a Session is expected (type-checked: it is one)."""
    return remote
