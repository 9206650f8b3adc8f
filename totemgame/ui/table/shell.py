"""TableScene: the table shell every game shares, around the game's board.

The right column (x >= 900) holds the player panels, the game log and the Menu/Hint/Undo
buttons; the board area is `self.board_rect` (0, 0, 900, 720). A game gives the shell a Board
(totemgame/ui/table/board.py): the shell draws it, hands it events and checks and submits the
actions it answers with. No game subclasses the shell: the board is its only contract, and the
shell is the board's BoardPort.

The shell composes its parts, each typed against ShellPort (shell_port.py): the moves
(table_moves.py: a board's intent checked and submitted, the applied moves heard), the log and
its messages (table_log.py), the hint flow (table_hints.py), the hand-off and the results
(handoff_results.py), the keys (table_keys.py) and the players' panels (seat_panels.py).

A table knows its game only through its Session (totemgame/session/protocol.py): the viewer's
view and visible events, whose turn it is, why a move is refused, submit, undo, hint, save. It
never holds the game's state or record, so the same table shows a game played on this computer
(LocalSession), a replay (ReplaySession), or a seat at a table elsewhere (RemoteSession).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.i18n import _
from totemgame.session.protocol import Session
from totemgame.text import Words
from totemgame.ui import theme
from totemgame.ui.scene import Scene
from totemgame.ui.table.board import Board, BoardPort
from totemgame.ui.table.column import SideColumn
from totemgame.ui.table.handoff_results import RESULTS_DELAY, GameEnd
from totemgame.ui.table.next_frame import table_next_frame
from totemgame.ui.table.table_drawing import draw_table
from totemgame.ui.table.table_hints import HintFlow
from totemgame.ui.table.table_input import table_event
from totemgame.ui.table.table_log import TableLog
from totemgame.ui.table.table_moves import TableMoves
from totemgame.ui.table_port import Guide, Online
from totemgame.ui.widgets import dialog
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.sound import Sound

BOARD = pygame.Rect(0, 0, 900, 720)
__all__ = ["BOARD", "RESULTS_DELAY", "TableScene"]


class TableScene(Scene):
    """Every game's table: the shell around the game's board (see the module docstring). The
    BoardPort's members are documented on the protocol (totemgame/ui/table/board.py)."""

    board_rect = BOARD

    def __init__(
        self,
        app: Host,
        session: Session,
        board: Callable[[BoardPort[Any]], Board[Any]],
    ) -> None:
        super().__init__(app)
        self.session = session
        self.hint_action: Action | None = None  # the hinted move, while it still applies
        # A replay opened from a review: the move played there, beside the better one.
        self.played_action: Action | None = None
        self.game_id = session.game_id
        self.spec = session.spec
        self.ui = FocusGroup()
        self.column = SideColumn(len(session.seats), self.open_pause, self.ask_for_hint, self.undo)
        # The column's widgets, by the names the games' boards and the tests use.
        self.banners = self.column.banners
        self.panels = self.column.panels
        self.log = self.column.log
        self.menu_button = self.column.menu_button
        self.hint_button = self.column.hint_button
        self.undo_button = self.column.undo_button
        self.ui.add(self.log, self.menu_button, self.hint_button, self.undo_button)
        self.time = 0.0
        self._view_key: object = None
        self._view: Any = None
        self._shown_viewer: Seat | None = None  # whose view the last frame showed
        self.tutorial: Guide | None = None  # a Learn to play game (ui/tutorial_guide.py)
        self.online: Online | None = None  # a seat at a table elsewhere (ui/online_bar.py)
        self.messages = TableLog(self)
        self.end = GameEnd(self)
        self.hints = HintFlow(self, self.end)
        self.moves = TableMoves(self, self.hints, self.messages)
        session.on_applied = self.moves.applied
        session.on_message = self.show_message
        session.on_reset = self._reset
        session.on_hint = self.hints.show
        # The game's board, made last: it and its parts may read the table from the start.
        self.board: Board[Any] = board(self)
        self.ui.add(*self.board.widgets())
        self.column.word_buttons(self.undo_words())  # the board may name its Undo apart

    def undo_words(self) -> tuple[str, str]:
        """The Undo button's label and tooltip; a game with an undo of its own on the board
        (Totemix's placements) names this one apart from it."""
        return self.board.undo_words() or (_("Undo"), _("Take back your last move (Ctrl+Z)"))

    def language_changed(self) -> None:
        """Every text on the table follows the new language at once, even under the pause
        menu: the buttons and their tooltips, the log and its heading (drawn into the column's
        background), the messages, and the board's words."""
        self.column.language_changed(self.undo_words())
        self.hints.update_button()  # "Hint...", or "Results" once the game is over
        self.messages.refresh()
        tip = self.ui.tooltips.key
        if isinstance(tip, Widget):
            self.ui.tooltips.retext(tip.tooltip_text())
        else:  # a board item's words come with the next mouse move
            self.ui.tooltips.clear()
        if self.tutorial is not None:
            self.tutorial.language_changed()
        self.board.language_changed()  # its buttons' labels, pictures with words drawn in

    # -- the BoardPort (documented on the protocol) ----------------------------------------
    @property
    def viewer(self) -> Seat | None:
        return None if self.session.pending_handoff is not None else self.session.viewer

    @property
    def view(self) -> Any:
        """The current view (cached until the game or the viewer changes)."""
        key = (self.session.revision, self.viewer)
        if key != self._view_key:
            self._view_key = key
            self._view = self.session.view()
        return self._view

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def can_act(self) -> bool:
        return self.session.human_to_move() is not None and not self.is_animating()

    def legal_actions(self) -> list[Action]:
        return self.session.legal_actions()

    def seat_colour(self, seat: Seat) -> tuple[int, int, int]:
        fixed = self.board.seat_colour(seat)
        if fixed is not None:  # the game's sides have their colours (White and Red pieces)
            return fixed
        info = self.session.seats[seat]
        return theme.player_colour(info.colour, self.app.settings.colour_blind).rgb

    @property
    def host(self) -> Host:
        return self.app

    @property
    def focused(self) -> Widget | None:
        return self.ui.focused

    def follow_log(self) -> None:
        self.log.follow()

    @property
    def sound(self) -> Sound:
        return self.app.sound

    @property
    def colour_blind(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def play_sound(self, effect: str) -> None:
        self.sound.play(effect)

    def submit(self, action: Action) -> bool:
        return self.moves.submit(action)

    def why_not(self, action: Action) -> str | None:
        return self.moves.why_not(action)

    def act(self, action: Action) -> bool:
        return self.moves.act(action)

    def board_element(self, key: str) -> pygame.Rect | None:
        return self.board.board_element(self.view, key)

    def element_for(self, action: Action) -> pygame.Rect | None:  # the tutorial points there
        return self.board.element_for(self.view, action)

    def show_message(self, text: Words, kind: str = "info", seconds: float | None = None) -> None:
        self.messages.show(text, kind, seconds)

    def drop_message(self, text: str) -> None:
        self.messages.drop(text)

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        self.ui.tooltips.hover(key, text, pos, anchor)

    @property
    def board_tip(self) -> tuple[object, tuple[int, int]]:
        return self.ui.tooltips.key, self.ui.tooltips.pos

    def drop_board_tooltip(self) -> None:
        self.ui.tooltips.clear()

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What the board draws that a tooltip should not cover where it can go elsewhere."""
        return self.board.tooltip_avoid()

    def notes_keep_clear(self) -> list[pygame.Rect]:
        """What the player reads while they point elsewhere: a tooltip keeps clear of it."""
        return self.board.notes_keep_clear(self.ui.tooltips.pos, self.log.rect)

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        dialog.confirm(self.app, title, text, on_yes, yes=yes, no=no)

    def background(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        return self.app.ai_worker.submit(fn, *args)

    def describe_event(self, event: Event) -> str:
        return self.messages.describe(event)

    def refresh_log(self) -> None:
        self.messages.refresh()

    # -- the board, for the screens around the table ---------------------------------------
    def handle_board_event(self, event: pygame.event.Event, view: Any) -> bool:
        """A mouse or key event on the board, its intent played: True if the board took it."""
        return self.moves.play(self.board.hit(event, view))

    def is_animating(self) -> bool:
        return self.board.is_animating()

    def move_sound(self, events: Sequence[Event]) -> str | None:
        """The effect played when a move is applied (a name in ui.sound.EFFECTS, or None)."""
        return self.board.move_sound(events)

    def highlight_action(self, action: Action | None) -> None:
        """Make `action` glow on the board (None: the glow goes); it reads self.hint_action."""
        self.board.highlight(action)

    def overlay_waits(self) -> bool:
        """A panel only a click closes (a round's summary) is up: is_animating() holds the AI
        back, but nothing moves on screen (running tweens are seen by the App anyway)."""
        return self.board.overlay_waits()

    def panel_up(self) -> bool:  # a panel waits for its own button (perhaps filling in)
        return self.board.panel_up()

    def on_top(self) -> bool:  # the table is the scene shown (nothing pushed over it)
        return self.app.top is self

    # -- lifecycle --------------------------------------------------------------------------
    def has_unfinished_game(self) -> bool:
        return not self.session.is_over()

    def save_before_quit(self) -> str | None:
        """The window is closing: make sure the autosave holds this game (None = it does,
        else the reason it could not be written)."""
        return self.session.save_now()

    def enter(self) -> None:
        self.board.on_reset(self.view)
        self.messages.refresh()

    def _start_over(self) -> None:
        """The board starts again from the view (no hint, no animation), the log with it."""
        self.hints.clear()
        self._view_key = None
        self.board.on_reset(self.view)
        self.messages.refresh()

    def exit(self) -> None:
        self.session.close()
        if self.online is not None:
            self.online.close()

    def resume(self) -> None:
        self._view_key = None
        self.messages.refresh()

    def _reset(self) -> None:
        """The position jumped (a move taken back): the board starts again from the view."""
        self.moves.drop_stale_tooltip()
        self._start_over()
        if self.online is None:  # online, the position comes again after a reconnection
            self.show_message(lambda: _("Move taken back."))

    def open_handoff(self) -> None:
        self.app.push(self.app.screens.handoff(self))

    def after_handoff(self) -> None:
        """Called by the hand-off scene once its human has the screen."""
        self.ui.set_focus(None)  # the last player's focused button is not the next one's
        self.banners.banners.clear()  # nor are the last player's messages (they may be private)
        self._start_over()

    # -- the column's buttons and keys ------------------------------------------------------
    def open_pause(self) -> None:
        self.app.push(self.app.screens.pause(self))

    def ask_for_hint(self) -> None:
        self.hints.ask()

    def toggle_mute(self) -> None:
        """M: sound off / on (kept in the settings file, as far as the disk allows)."""
        muted = self.app.toggle_mute()
        self.show_message(lambda: _("Sound off (M to turn it on)") if muted else _("Sound on (M)"))
        self.sound.play("clack")

    def undo(self) -> None:
        if self.tutorial is None and self.session.undo():
            self.sound.play("flick")

    # -- frame ------------------------------------------------------------------------------
    def intercept(self, event: pygame.event.Event) -> bool:
        return self.tutorial is not None and self.tutorial.handle_event(event)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return table_event(self, self.end, self.moves, event)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.viewer != self._shown_viewer:
            if self._shown_viewer is not None:  # one player's messages are not the next one's
                self.banners.banners.clear()
            self._shown_viewer = self.viewer
        self.ui.update(dt)
        self.banners.update(dt)
        self.log.fit_above(self.banners.top())  # the newest lines stay above the messages
        self.board.update(dt)
        self.session.update(animating=self.is_animating())
        if self.online is not None:
            self.online.update(dt)
        self.undo_button.visible = self.session.undo_offered() and self.tutorial is None
        self.hints.update_button()
        self.undo_button.set_enabled(self.session.can_undo(), self.session.undo_reason())
        self.end.update(dt)
        if self.tutorial is not None:
            self.tutorial.update(dt)

    def next_frame_in(self) -> float | None:
        return table_next_frame(self, self.end)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
