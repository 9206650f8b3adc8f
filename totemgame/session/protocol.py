"""Session: everything a table asks of the game it shows, and nothing more.

A table (ui/table.py and each game's scene) holds one Session and reads the game only through
it: the viewing seat's view and the events that seat may see, whose turn it is, why a move is
refused, and the verbs a player has (submit, undo, hint, save). It never holds the game's
state, its full log or its record, so it cannot show what the viewer may not see.

Today's sessions are LocalSession (session/local_session.py: a Match on this computer, its AI seats
thinking in the worker, pass-and-play hand-offs, autosave) and ReplaySession (session/replay_session.py:
a finished game stepped by the replay viewer). A session for a seat at a table on another
computer implements the same protocol; the table's code does not change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from totemgame.engine.game import Action, Event, GameSpec, Result, Seat
    from totemgame.engine.match import LoggedEvent, Match
    from totemgame.engine.record import SeatInfo
    from totemgame.engine.refusal import Refusal
    from totemgame.storage.settings import Settings
    from totemgame.text import Words


class Session(Protocol):
    """One game as one screen sees it (see the module docstring)."""

    game_id: str
    spec: GameSpec
    live: bool  # a game being played (False: a replay, where nobody moves)
    humans: list[Seat]  # the seats people play at this screen
    viewer: Seat | None  # the seat whose view the screen shows (None: the public view)
    pending_handoff: Seat | None  # pass-and-play: the human the screen waits to be handed to
    settings: Settings  # the player's settings (the pace of the game follows them at once)

    # The table's callbacks (the session calls them; the table sets them once).
    on_applied: Callable[[Seat, list[Event]], None]  # a move landed: the events shown may see
    on_message: Callable[[Words, str], None]  # (text, kind) for a banner
    on_reset: Callable[[], None]  # the position jumped (undo): redraw from the view
    on_hint: Callable[[Action, str], None]  # the hint's move and its reason arrived

    # -- the game as the viewer may know it -----------------------------------------------
    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""

    @property
    def seats(self) -> Sequence[SeatInfo]:
        """Who sits where: names, colours, human or AI and its level."""

    @property
    def hotseat(self) -> bool:
        """Several humans share this screen and the game has secrets: hand-offs are needed."""

    @property
    def ply(self) -> int:
        """Moves played so far."""

    @property
    def revision(self) -> Hashable:
        """Changes whenever anything the table shows may have changed (a move, undo, seek)."""

    @property
    def log_size(self) -> int:
        """Events in the session's log; `visible_events(upto=...)` counts in the same way."""

    def view(self) -> Any:
        """What the table shows now: the viewer's view (the public one behind a hand-off)."""

    def visible_events(self, upto: int | None = None) -> list[LoggedEvent]:
        """The logged events the table's viewer may see, among the first `upto` (None: all)."""

    def is_over(self) -> bool: ...

    def to_move(self) -> tuple[Seat, ...]:
        """The seats deciding now."""

    def result(self) -> Result | None:
        """The final result once the game is over (None before)."""

    def finished(self) -> Match | None:
        """The whole game once it is over, every secret revealed (for the results, replays
        and statistics); None before."""

    def actions(self) -> Sequence[tuple[Seat, dict[str, Any]]]:
        """The moves played so far, encoded by the game's codec, in order."""

    def notes(self) -> dict[str, Any]:
        """The viewing player's own notes kept with the game (e.g. Totemic Might's notebook)."""

    # -- deciding --------------------------------------------------------------------------
    def human_to_move(self) -> Seat | None:
        """The viewing human, if the decision is theirs now (and no hand-off is pending)."""

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal moves now (empty when it is not their turn)."""

    def refusal(self, action: Action) -> Refusal | None:
        """None if the viewing human may play `action` now, else the rules' reason (text.said
        says it in the player's language)."""

    def submit(self, action: Action) -> bool:
        """Play the viewing human's move; an illegal one is told by `on_message`, nothing
        changes, and False comes back."""

    def update(self, animating: bool = False) -> None:
        """Every frame: move the game on (AI moves, hand-offs, answers from elsewhere)."""

    def thinking(self) -> set[Seat]:
        """Seats whose decision is being worked out now (AI seats, players elsewhere)."""

    def busy(self) -> bool:
        """Work is under way that will change the table by itself (an AI thinking)."""

    def min_visible_delay(self) -> float:
        """Seconds a move stays still on screen before the next one plays (the settings' pace)."""

    # -- pass-and-play -------------------------------------------------------------------------
    def accept_handoff(self) -> Seat | None:
        """The hand-off screen was clicked: its human now sees the table."""

    def summary_for(self, seat: Seat) -> list[LoggedEvent]:
        """Events `seat` may see that happened since it last had the screen."""

    def mark_seen(self, seat: Seat) -> None:
        """`seat` has seen everything up to now."""

    # -- undo ---------------------------------------------------------------------------------
    def undo_offered(self) -> bool:
        """Whether this game has an Undo at all."""

    def can_undo(self) -> bool:
        """Whether an undo is possible now."""

    def undo_reason(self) -> str:
        """Why Undo is not possible now, in words."""

    def undo(self) -> bool:
        """Take back the viewing human's last move (False, with a message, if it can't)."""

    # -- hints --------------------------------------------------------------------------------
    @property
    def hint_shown(self) -> tuple[Seat, int, int] | None:
        """(seat, ply, own moves) of the last hint shown."""

    @property
    def hint_reasons(self) -> Mapping[str, str]:
        """The last hint's reason in each language (said again after a change of language)."""

    @property
    def hints_used(self) -> int:
        """Hints taken in this game (a hinted game is left out of the statistics)."""

    def request_hint(self) -> bool:
        """Ask for the viewing human's hint (the answer comes by `on_hint`)."""

    def hint_pending(self) -> bool: ...

    def hint_stale(self, seat: Seat, ply: int, own_moves: int) -> bool:
        """A hint asked at that moment no longer fits the position."""

    def cancel_hint(self) -> None: ...

    # -- keeping the game -------------------------------------------------------------------------
    autosave_enabled: bool  # False: nothing is kept (self-test, bench, tutorial)

    @property
    def autosave_file(self) -> Path | None:
        """This game's own autosave on this computer (None: none, or not yet written)."""

    @property
    def saved_path(self) -> Path | None:
        """The last good save of this game (None: none yet)."""

    def save_now(self) -> str | None:
        """Keep the game now (before the window closes); the reason if it could not."""

    def save_as(self, path: Path) -> None:
        """Save the game to `path` (raises OSError with the reason)."""

    def mark_saved(self, path: Path) -> None:
        """The game as it stands is kept at `path`."""

    def moves_unsaved(self) -> int:
        """Moves its last good save lacks."""

    def close(self) -> None:
        """The table goes away: stop whatever works for it."""
