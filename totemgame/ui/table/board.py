"""Board: a game's only contract with the table shell, and BoardPort: what a board may ask of it.

The shell (totemgame.ui.table.shell.TableScene) owns the side column, the log, the buttons,
hand-offs and results, and alone checks and submits moves. A game gives it a Board: the shell
hands the board each event with the view on screen, and the board answers with an intent, an
action to play (the shell checks it, shows why it is refused, or submits it) or a change of its
own (a card picked, a value chosen). Where the player clicks next for a move, and where a named
element is drawn, are functions of the view, so the tutorial and the hints can ask at any time.

A board is made by the shell, which passes itself as the board's BoardPort; the board and its
parts see the table only through that port (the Session protocol included), never the shell's
class, so the same board runs at a local table, a replay or a seat at a table elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar, Union

from totemgame.engine.game import Action, Event, Seat, View
from totemgame.engine.refusal import Refusal
from totemgame.i18n import _
from totemgame.text import said
from totemgame.ui.table_port import TablePort

if TYPE_CHECKING:
    import pygame

    from totemgame.session.protocol import Session
    from totemgame.ui.scene import Host
    from totemgame.ui.table_port import Guide
    from totemgame.ui.widgets.base import Widget

V_co = TypeVar("V_co", bound=View, covariant=True)
V_contra = TypeVar("V_contra", bound=View, contravariant=True)


@dataclass(frozen=True)
class BoardChange:
    """An event the board used for itself (a card picked, a value chosen, a key on its panel):
    nothing to play, and the event goes no further."""


HANDLED = BoardChange()

# What the board makes of an event: an action for the shell to check and submit, a change of
# its own, or None (not the board's: the shell lets it go).
Intent = Union[Action, BoardChange, None]  # noqa: UP007 - an alias evaluated at run time


class BoardPort(TablePort, Protocol[V_co]):
    """The table as a board (and each of its parts) sees it: a TablePort typed by the game's
    view, with the session and the table's clock, sound and messages."""

    @property
    def view(self) -> V_co:
        """The view on screen (the viewing seat's, or the public one)."""

    @property
    def session(self) -> Session:
        """The game as the table knows it (totemgame/session/protocol.py)."""

    @property
    def time(self) -> float:
        """Seconds the table has been shown (drives glows and torches)."""

    @property
    def hint_action(self) -> Action | None:
        """The hinted move, while it still applies."""

    @property
    def played_action(self) -> Action | None:
        """In a replay opened from a review: the move played there (drawn beside the hint)."""

    @property
    def board_rect(self) -> pygame.Rect:
        """Where the board is drawn on screen."""

    @property
    def tutorial(self) -> Guide | None:
        """The Learn to play runner on this table (None: a game)."""

    @property
    def colour_blind(self) -> bool:
        """Draw the pieces in the colour-blind palette."""

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal moves now ([] when they may not act)."""

    def play_sound(self, effect: str) -> None:
        """Play an effect of totemgame.ui.sound.EFFECTS (silent without a sound card)."""

    def describe_event(self, event: Event) -> str:
        """An event in the player's language, as the log says it."""

    def refresh_log(self) -> None:
        """Say the log again (the board holds back other events than before)."""

    def drop_message(self, text: str) -> None:
        """Take the message `text` off the table (a question answered or moot)."""

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        """Ask the player first in a dialog over the table: `on_yes` runs if they answer `yes`
        (a move played anyway); `no` (or Esc) leaves everything as it was."""

    @property
    def board_tip(self) -> tuple[object, tuple[int, int]]:
        """The key of the board item whose tooltip shows (None: none) and where the pointer
        rests: a board redrawn under a still pointer checks its words still hold."""

    def drop_board_tooltip(self) -> None:
        """Take a board item's tooltip away (what it described is gone)."""

    def follow_log(self) -> None:
        """The log shows its newest lines again (the board goes on to what comes next)."""

    @property
    def host(self) -> Host:
        """The app the table is shown in (a board's question opens as a dialog over it)."""

    @property
    def focused(self) -> Widget | None:
        """The widget with the keyboard focus on the table (None: none)."""

    def background(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run `fn(*args)` off the frame loop, in the app's worker (a module-level function,
        picklable args): work a board keeps from freezing the table (proofs, odds)."""


class Board(Protocol[V_contra]):
    """What a game's board does for the shell. The first six are the game's to write; the rest
    have defaults a board inherits by naming Board among its bases."""

    # True: the board's last overlay ends with "See results" and leads there by itself.
    ends_with_own_overlay: ClassVar[bool] = False

    def draw(self, surface: pygame.Surface, view: V_contra) -> None:
        """Draw the board for `view` inside the port's board_rect."""
        ...

    def hit(self, event: pygame.event.Event, view: V_contra) -> Intent:
        """What a mouse or key event on the board means (see Intent)."""
        ...

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        """Events just applied (visible to `viewer`): start animations and sounds."""
        ...

    def is_animating(self) -> bool:
        """Something moves that the AI and the hand-off wait for."""
        ...

    def element_for(self, view: V_contra, action: Action) -> pygame.Rect | None:
        """Where the viewing human clicks next to play `action` from `view` (a card, then a
        tiki...); None: not reachable by a click now. The tutorial points there."""
        ...

    def board_element(self, view: V_contra, key: str) -> pygame.Rect | None:
        """Where the board element named `key` is drawn for `view` (None: not on screen)."""
        ...

    def on_reset(self, view: V_contra) -> None:
        """The position jumped (start, undo, hand-off): forget running animations."""

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds."""

    def panel_note(self, view: V_contra, seat: Seat) -> str:
        """An extra line for `seat`'s panel (cards left, tokens...)."""
        return ""

    def move_sound(self, events: Sequence[Event]) -> str | None:
        """The effect played when a move is applied (ui.sound.EFFECTS, or None)."""
        return "clack"

    def highlight(self, action: Action | None) -> None:
        """The hint is `action` (None: gone); the board may read the port's hint_action."""

    def overlay_waits(self) -> bool:
        """A panel only a click closes is up: is_animating() holds the AI back, but nothing
        moves on screen."""
        return False

    def panel_up(self) -> bool:
        """A panel that waits for the player's own button is on the table."""
        return self.overlay_waits()

    def language_changed(self) -> None:
        """The language changed: say again the words the board keeps."""

    def log_upto(self) -> int | None:
        """How many of the session's logged events the board has played so far (None: all);
        the log holds back the rest until the board shows them."""
        return None

    def log_line(self, event: Event) -> Event | str:
        """How the log says `event`: its own words, or the event to say as every game does
        (the event itself by default; a board may give it in other words first)."""
        return event

    def logged(self, events: list[Event]) -> list[Event]:
        """The visible logged events the log shows now (the board may hold back those it has
        not played yet)."""
        return events

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip should not cover where it can go elsewhere."""
        return []

    def seat_colour(self, seat: Seat) -> tuple[int, int, int] | None:
        """The colour of `seat` on the panels and results when the game fixes it (a side's
        pieces); None: the seat's chosen colour."""
        return None

    def widgets(self) -> Sequence[Widget]:
        """The board's own buttons: they join the table's widgets (keyboard focus, tooltips)
        and are drawn over the board and the column, in this order."""
        return ()

    def intercept(self, event: pygame.event.Event, view: V_contra) -> Intent:
        """An event the board takes before the table's own keys and widgets (Esc closing its
        panel, arrows dialling a value before they move the focus); None: the usual way."""
        return None

    def draw_over(self, surface: pygame.Surface, view: V_contra) -> None:
        """Drawn last, over the table's widgets (a hint's glow on one of the board's buttons)."""

    def undo_words(self) -> tuple[str, str] | None:
        """The column's Undo label and tooltip when the board has an undo of its own to be
        named apart from (None: the usual words)."""
        return None

    def own_move_words(self, action: Action) -> str:
        """A seat's own move named as its button said it, for that seat's eyes only (a secret
        it chose itself, such as a bid's amount): a replay opened from a review says the move
        played so. '' to say it by its event, as the log does."""
        return ""

    def notes_keep_clear(self, pointer: tuple[int, int], log: pygame.Rect) -> list[pygame.Rect]:
        """What the player reads while pointing elsewhere (`pointer`: where the pointer rests;
        `log`: where the game log is): a tooltip keeps clear of it where it can."""
        return []

    def refusal_words(self, reason: Refusal | None) -> str:
        """Why the viewing human may not play a move, in the player's language: `reason` is
        the rules' refusal, or None when the decision is not theirs now."""
        return _("It is not your turn.") if reason is None else said(reason)

    def restate_hint(self, view: V_contra, action: Action, reason: str) -> tuple[Action, str]:
        """The hint as the board shows it: the board may say the position already answers it
        (the move it would glow is the one on the board)."""
        return action, reason

    def next_frame_in(self) -> float | None:
        """When the board changes by itself while nothing animates (a proof from the worker
        may land); None: only the table's usual timers."""
        return None
