"""TableScene: the table shell every game shares, around the game's board.

The right column (x >= 900) holds the player panels, the game log and the Menu/Hint/Undo
buttons; the board area is `self.board_rect` (0, 0, 900, 720). A game gives the shell a Board
(totemgame/ui/table/board.py): the shell draws it, hands it events and checks and submits the
actions it answers with. No game subclasses the shell: the board is its only contract.

A table knows its game only through its Session (totemgame/session/protocol.py): the viewer's
view and visible events, whose turn it is, why a move is refused, submit, undo, hint, save. It
never holds the game's state or record, so the same table shows a game played on this computer
(LocalSession), a replay (ReplaySession), or a seat at a table elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.i18n import _
from totemgame.session.protocol import Session
from totemgame.text import Words, describe
from totemgame.ui import hint_banner, theme
from totemgame.ui.furniture.player_panel import PanelInfo
from totemgame.ui.furniture.side_column import seat_panel
from totemgame.ui.pacing import soonest
from totemgame.ui.scene import Scene
from totemgame.ui.table.board import Board, BoardChange, BoardPort, Intent
from totemgame.ui.table.column import SideColumn
from totemgame.ui.table_port import Guide, Online
from totemgame.ui.widgets import dialog
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.sound import Sound

BOARD = pygame.Rect(0, 0, 900, 720)
RESULTS_DELAY = 1.2  # seconds the final position stays visible before the results


class TableScene(Scene):
    """Every game's table: the shell around the game's board (see the module docstring)."""

    board_rect = BOARD

    def __init__(
        self,
        app: Host,
        session: Session,
        board: Callable[[BoardPort[Any]], Board[Any]],
    ) -> None:
        super().__init__(app)
        self.session = session
        session.on_applied = self._applied
        session.on_message = self.show_message
        session.on_reset = self._reset
        session.on_hint = self._show_hint
        self.hint_action: Action | None = None  # the hinted move, while it still applies
        # A replay opened from a review: the move played there, drawn beside the better one
        # by the tables that can (hint_glow.draw_played_mark); None elsewhere.
        self.played_action: Action | None = None
        self.game_id = session.game_id
        self.spec = session.spec
        self.ui = FocusGroup()
        self.column = SideColumn(len(session.seats), self.open_pause, self.ask_for_hint, self.undo)
        # The column's widgets, by the names the games' scenes and the tests use.
        self.banners = self.column.banners
        self.panels = self.column.panels
        self.log = self.column.log
        self.menu_button = self.column.menu_button
        self.hint_button = self.column.hint_button
        self.undo_button = self.column.undo_button
        self.ui.add(self.log, self.menu_button, self.hint_button, self.undo_button)
        self.time = 0.0
        self._over_for = 0.0
        self._view_key: object = None
        self._view: Any = None
        self._shown_viewer: Seat | None = None  # whose view the last frame showed
        self._left = False
        self.tutorial: Guide | None = None  # a Learn to play game (ui/tutorial_guide.py)
        self.online: Online | None = None  # a seat at a table elsewhere (ui/online_bar.py)
        # The game's board, made last: it and its parts may read the table from the start.
        self.board: Board[Any] = board(self)
        self.ui.add(*self.board.widgets())
        self.column.word_buttons(self.undo_words())  # the board may name its Undo apart

    def undo_words(self) -> tuple[str, str]:
        """The Undo button's label and tooltip; a game with an undo of its own on the board
        (Totemix's placements) names this one apart from it."""
        words = self.board.undo_words()
        return words or (_("Undo"), _("Take back your last move (Ctrl+Z)"))

    def language_changed(self) -> None:
        """Every text on the table follows the new language at once, even under the pause
        menu: the buttons and their tooltips, the log and its heading (drawn into the column's
        background), the messages, and the board (board_language_changed)."""
        self.column.word_buttons(self.undo_words())
        self._update_hint_button()  # "Hint...", or "Results" once the game is over
        self.column.background = None
        self._refresh_log()
        self.banners.language_changed()  # a hint's reason is said again in the new language
        tip = self.ui.tooltips.key
        if isinstance(tip, Widget):
            self.ui.tooltips.retext(tip.tooltip_text())
        else:  # a board item's words come with the next mouse move
            self.ui.tooltips.clear()
        if self.tutorial is not None:
            self.tutorial.language_changed()
        self.board.language_changed()  # its buttons' labels, pictures with words drawn in

    # -- facts for the board (BoardPort) ----------------------------------------------------
    @property
    def viewer(self) -> Seat | None:
        """The seat whose view is on screen (None = the public view)."""
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
        """The viewing human may move now (their turn, nothing animating)."""
        return self.session.human_to_move() is not None and not self.is_animating()

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal actions (empty when it is not their turn)."""
        return self.session.legal_actions()

    def seat_colour(self, seat: Seat) -> tuple[int, int, int]:
        fixed = self.board.seat_colour(seat)
        if fixed is not None:  # the game's sides have their colours (White and Red pieces)
            return fixed
        info = self.session.seats[seat]
        return theme.player_colour(info.colour, self.app.settings.colour_blind).rgb

    @property
    def host(self) -> Host:
        """The app the table is shown in."""
        return self.app

    @property
    def focused(self) -> Widget | None:
        """The widget with the keyboard focus on the table (None: none)."""
        return self.ui.focused

    def follow_log(self) -> None:
        """The log shows its newest lines again."""
        self.log.follow()

    @property
    def sound(self) -> Sound:
        return self.app.sound

    @property
    def colour_blind(self) -> bool:
        """The player asked for the colour-blind palette."""
        return bool(self.app.settings.colour_blind)

    def play_sound(self, effect: str) -> None:
        """Play an effect of totemgame.ui.sound.EFFECTS (silent without a sound card)."""
        self.sound.play(effect)

    def submit(self, action: Action) -> bool:
        """The viewing human plays `action`; an illegal one shows a message and changes nothing."""
        if self.is_animating():
            return False
        refused = None if self.tutorial is None else self.tutorial.refuse(action)
        if refused is not None:  # a tutorial step wants one move only
            self.show_message(refused, "warning")
            self.sound.play("thud")
            return False
        if self.session.submit(action):
            self.log.follow()  # the player goes on: the log shows what their move brings
            return True
        self.sound.play("thud")
        return False

    def why_not(self, action: Action) -> str | None:
        """None if the viewing human may play `action` now, else the reason in words (the
        board's, when it says them its own way)."""
        if self.session.human_to_move() is None:
            return self.board.refusal_words(None)
        reason = self.session.refusal(action)
        return None if reason is None else self.board.refusal_words(reason)

    def act(self, action: Action) -> bool:
        """Play `action` for the viewing human, or show why it is refused."""
        reason = self.why_not(action)
        if reason is not None:
            self.show_message(reason, "warning")
            return False
        return self.submit(action)

    def board_element(self, key: str) -> pygame.Rect | None:
        """Where the board element named `key` is drawn now; games name theirs."""
        return self.board.board_element(self.view, key)

    def element_for(self, action: Action) -> pygame.Rect | None:
        """Where the viewing human clicks next to play `action`, given what is selected on the
        table now (a card, then a tiki...); clicking its centre brings `action` one step
        closer, and once it is fully chosen it is the button that confirms it, if any. None:
        not reachable by a click now. The tutorial points there; games provide it."""
        return self.board.element_for(self.view, action)

    def show_message(self, text: Words, kind: str = "info", seconds: float | None = None) -> None:
        """A message over the log (given as a function, it is said again when the language
        changes; a plain text goes then)."""
        if seconds is None:
            seconds = 5.0 if kind in ("error", "warning") else 3.5
        self.banners.show(text, seconds=seconds, kind=kind)

    def drop_message(self, text: str) -> None:
        """Take the message `text` off the table (a question answered or moot)."""
        self.banners.banners = [b for b in self.banners.banners if b.text != text]

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        """Show `text` as a tooltip for the board item `key` under the mouse (call on motion);
        the note keeps clear of `anchor`, the item's rectangle, when given."""
        self.ui.tooltips.hover(key, text, pos, anchor)

    @property
    def board_tip(self) -> tuple[object, tuple[int, int]]:
        """The key of the tooltip shown (None: none) and where the pointer rests."""
        return self.ui.tooltips.key, self.ui.tooltips.pos

    def drop_board_tooltip(self) -> None:
        """Take a board item's tooltip away (what it described is gone)."""
        self.ui.tooltips.clear()

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        """Ask the player first in a dialog over the table (Esc answers `no`)."""
        dialog.confirm(self.app, title, text, on_yes, yes=yes, no=no)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What the board draws that a tooltip should not cover where it can go elsewhere
        (its buttons, a panel's caption); none by default."""
        return self.board.tooltip_avoid()

    def notes_keep_clear(self) -> list[pygame.Rect]:
        """What the player reads while they point elsewhere (their sheet, the log...): a
        tooltip keeps clear of it where it can (tooltips only, not the tutorial's arrow)."""
        return self.board.notes_keep_clear(self.ui.tooltips.pos, self.log.rect)

    def background(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run `fn(*args)` off the frame loop, in the app's worker."""
        return self.app.ai_worker.submit(fn, *args)

    def describe_event(self, event: Event) -> str:
        line = self.board.log_line(event)
        if isinstance(line, str):
            return line
        event = line
        try:
            return describe(self.game_id, event, self.names)
        except (OSError, ValueError):  # missing or broken message data: still say something
            return event.key.replace("_", " ")

    # -- the board ------------------------------------------------------------------------
    def handle_board_event(self, event: pygame.event.Event, view: Any) -> bool:
        """A mouse or key event on the board; True if the board took it. The board's intent is
        played here: an action is checked (its refusal shown) and submitted."""
        return self._play(self.board.hit(event, view))

    def _play(self, intent: Intent) -> bool:
        """Play a board's intent: True if it took the event."""
        if isinstance(intent, BoardChange):
            return True
        if intent is None:
            return False
        self.act(intent)
        return True

    def is_animating(self) -> bool:
        return self.board.is_animating()

    def move_sound(self, events: Sequence[Event]) -> str | None:
        """The effect played when a move is applied (a name in ui.sound.EFFECTS, or None)."""
        return self.board.move_sound(events)

    def highlight_action(self, action: Action | None) -> None:
        """Make the hinted `action` glow on the board (None: the hint is gone); the board reads
        self.hint_action when drawing."""
        self.board.highlight(action)

    def overlay_waits(self) -> bool:
        """A panel only a click closes (a round's summary) is up: is_animating() holds the AI
        back, but nothing moves on screen (running tweens are seen by the App anyway)."""
        return self.board.overlay_waits()

    def panel_up(self) -> bool:
        """A panel that will wait for the player's own button is on the table, perhaps still
        filling in (the tutorial then says to read it, not that an opponent moves)."""
        return self.board.panel_up()

    # -- lifecycle --------------------------------------------------------------------------
    def has_unfinished_game(self) -> bool:
        return not self.session.is_over()

    def save_before_quit(self) -> str | None:
        """The window is closing: make sure the autosave holds this game (None = it does,
        else the reason it could not be written)."""
        return self.session.save_now()

    def enter(self) -> None:
        self.board.on_reset(self.view)
        self._refresh_log()

    def exit(self) -> None:
        self.session.close()
        if self.online is not None:
            self.online.close()

    def resume(self) -> None:
        self._view_key = None
        self._refresh_log()

    def _drop_board_tooltip(self) -> None:
        """The board changed under a still pointer: a board item's tooltip (one the table was
        told about on a mouse move, not a widget's, which follows its widget) may describe
        something that is gone, so it waits for the next mouse move."""
        if not isinstance(self.ui.tooltips.key, Widget):
            self.ui.tooltips.clear()

    def _applied(self, seat: Seat, events: list[Event]) -> None:
        if seat in self.session.humans:
            # a human's own move usually changes the screen they point at (a submitted
            # challenge turns into the guesses); an AI's move leaves the hovered note alone
            self._drop_board_tooltip()
        shown = self.session.hint_shown
        if shown is not None and self.session.hint_stale(*shown):
            self._clear_hint()
        self._refresh_log()
        sound = self.move_sound(events)
        if sound:
            self.sound.play(sound)
        self.board.on_events(events, self.viewer)

    def _reset(self) -> None:
        self._drop_board_tooltip()
        self._clear_hint()
        self._view_key = None
        self.board.on_reset(self.view)
        self._refresh_log()
        if self.online is None:  # online, the position comes again after a reconnection
            self.show_message(lambda: _("Move taken back."))

    def refresh_log(self) -> None:
        """Say the log again (the board holds back other events than before)."""
        self._refresh_log()

    def _refresh_log(self) -> None:
        events = [le.event for le in self.session.visible_events(upto=self.log_upto())]
        events = self.board.logged(events)
        entries = [self.describe_event(e) for e in events]
        if self.online is not None:  # what the players said at the table, where they said it
            entries = self.online.log_lines(entries)
        self.log.set_entries(entries)

    def log_upto(self) -> int | None:
        """How many of the session's logged events the board has played so far (None: all)."""
        return self.board.log_upto()

    # -- actions ----------------------------------------------------------------------------
    def open_pause(self) -> None:
        self.app.push(self.app.screens.pause(self))

    def ask_for_hint(self) -> None:
        """Hint button / H (asking first when the hint costs the game its statistics)."""
        if self.tutorial is not None:
            self.show_message(lambda: _("No hints in the tutorial: its steps say what to do."))
            return
        # An online game counts apart from the games against the AI: a hint costs it nothing.
        if (
            self.session.human_to_move() is None
            or self.online is not None
            or not hint_banner.ask_before_hint(
                self.app, self.session.seats, self.session.hints_used, self.request_hint
            )
        ):
            self.request_hint()

    def request_hint(self) -> None:
        """Ask the Hard AI (in the worker) for the viewing human's move."""
        if self.session.request_hint():
            hint_banner.show_waiting(self.banners)

    def _show_hint(self, action: Action, reason: str) -> None:
        action, reason = self.board.restate_hint(self.view, action, reason)
        self.hint_action = action
        hint_banner.show_answer(self.banners, reason, self.session.hint_reasons)
        self.highlight_action(action)
        self.sound.play("chime")

    def _clear_hint(self) -> None:
        if self.hint_action is not None:
            self.hint_action = None
            hint_banner.clear_answer(self.banners)
            self.highlight_action(None)

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
        if self._play(self.board.intercept(event, self.view)):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            if event.key == pygame.K_h and plain:
                self.ask_for_hint()
                return True
            if event.key == pygame.K_m and plain:
                self.toggle_mute()
                return True
            over = self.session.is_over() and not self._results_auto() and not self.is_animating()
            over = over and self.tutorial is None
            if over and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._open_results()
                return True
            if self.overlay_waits():  # keys belong to the panel: Enter/Space, Tab stays in it
                self.handle_board_event(event, self.view)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.banners.handle_click(event.pos):
            return True
        if self.ui.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is None or BOARD.collidepoint(pos) or event.type == pygame.MOUSEBUTTONUP:
            return self.handle_board_event(event, self.view)
        return False

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
        self._update_hint_button()
        self.undo_button.set_enabled(self.session.can_undo(), self.session.undo_reason())
        # The hand-off waits for the last move to land: the table shows the public view.
        if (
            self.session.pending_handoff is not None
            and self.app.top is self
            and not self.is_animating()
        ):
            self._open_handoff()
        if self.tutorial is not None:
            self.tutorial.update(dt)
            return
        if self.session.is_over() and not self.is_animating():
            self._over_for += dt
            if self._over_for >= RESULTS_DELAY and self.app.top is self and self._results_auto():
                self._open_results()

    def next_frame_in(self) -> float | None:
        c = self.session
        # Every frame for moving pieces, thinking dots, a coming hint or hand-off (not behind a
        # panel waiting for a click); else the next timer, or the glows a while after input.
        ai_turn = not self.session.is_over() and not set(self.session.to_move()) <= set(c.humans)
        if self.tutorial is not None and self.tutorial.holds_opponents():
            ai_turn = False  # the script plays them after Next
        busy = ai_turn or c.busy() or c.hint_pending()
        if self.is_animating():
            busy = not self.overlay_waits()
        if busy or c.pending_handoff is not None:
            return 0.0
        over = self.session.is_over() and self._results_auto()
        results = RESULTS_DELAY - self._over_for if over else None
        ui = soonest(self.ui.next_frame_in(), self.banners.next_change_in())
        guide = None if self.tutorial is None else self.tutorial.next_frame_in()
        online = None if self.online is None else self.online.next_frame_in()
        # The board's own timers; its pulsing glows and torches are decorative: they run a
        # while after input.
        board = soonest(self.board.next_frame_in(), self.app.decoration())
        return soonest(results, ui, guide, online, board)

    def _results_auto(self) -> bool:
        return self.board.ends_with_own_overlay or not self.session.humans

    def _update_hint_button(self) -> None:
        button = self.hint_button
        if self.tutorial is not None:  # no hints, and the tutorial's end screen is the results
            button.visible = False
            return
        if self.session.is_over() and not self._results_auto():
            # The game is over: the table stays for a last look; this button leads on.
            if button.label != _("Results"):
                button.label, button.style = _("Results"), "primary"
                self.column.lay_buttons()
                button.on_click = self._open_results
                button.tooltip = _("See the ranking and scores (Enter)")
                if self.session.live:  # a replay has no Results button to press
                    self.show_message(
                        lambda: _("Game over. Look at the final table, then press Results.")
                    )
            button.visible = True
            button.set_enabled(not self.is_animating(), _("The last move is still being shown."))
            return
        button.visible = bool(self.session.humans) and self.tutorial is None
        thinking = self.session.hint_pending()
        label = _("Hint...") if thinking else _("Hint")
        if button.label != label:
            button.label = label
        if thinking:
            button.set_enabled(False, _("The Hard AI is thinking about your move."))
        else:
            button.set_enabled(self.can_act, _("A hint is available when it is your turn."))

    def _open_handoff(self) -> None:
        self.app.push(self.app.screens.handoff(self))

    def after_handoff(self) -> None:
        """Called by the hand-off scene once its human has the screen."""
        self._clear_hint()
        self.ui.set_focus(None)  # the last player's focused button is not the next one's
        self.banners.banners.clear()  # nor are the last player's messages (they may be private)
        self._view_key = None
        self.board.on_reset(self.view)
        self._refresh_log()

    def _open_results(self) -> None:
        humans = self.session.humans
        result = self.session.result()
        won = result is not None and any(s in result.winners for s in humans)
        self.app.sound.play("win" if won or not humans else "chime")
        finished = self.session.finished()
        if finished is not None:
            online = self.online is not None
            viewer = self.session.viewer if online else None  # the results speak to its player
            self.app.replace(self.app.screens.results(finished, self.seat_colour, online, viewer))

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        clip = surface.get_clip()
        surface.set_clip(BOARD)
        self.board.draw(surface, view)
        surface.set_clip(clip)
        self._draw_side(surface, view)
        self.ui.draw(surface)
        if self.tutorial is not None:  # over the board's widgets too, then the step's box
            self.tutorial.draw(surface)
        self.banners.draw(surface)
        if self.online is not None:
            self.online.draw(surface)
        pointed = self.tutorial.pointed() if self.tutorial is not None else []
        avoid = [*self.banners.rects(), *self.tooltip_avoid(), *self.notes_keep_clear()]
        self.ui.draw_tooltips(surface, avoid, pointed)
        self.board.draw_over(surface, view)

    def _online_panel(self, seat: Seat) -> Callable[[PanelInfo], PanelInfo]:
        """At an online table, another player's panel says whether they are at the table."""
        word = None if self.online is None else self.online.seat_word(seat)
        return lambda panel: panel if word is None else replace(panel, kind=word)

    def _draw_side(self, surface: pygame.Surface, view: Any) -> None:
        # While the board still plays out earlier moves, nobody is marked to move yet: the
        # marker and the thinking dots would run ahead of what the board shows.
        animating = self.is_animating()
        movers = set() if animating else set(self.session.to_move())
        # "You" when the screen is one human's (alone, or behind hand-offs); at a screen shared
        # in the open every human is "Human".
        alone = len(self.session.humans) == 1 or self.session.hotseat
        infos = [
            self._online_panel(seat)(
                seat_panel(
                    info,
                    view.scores,
                    seat,
                    you=seat == self.viewer and info.is_human and alone,
                    colour=self.seat_colour(seat),
                    note=self.board.panel_note(view, seat),
                    to_move=seat in movers,
                    viewer=seat == self.viewer,
                )
            )
            for seat, info in enumerate(self.session.seats)
        ]
        thinking = set() if animating else self.session.thinking()
        self.column.draw(surface, infos, thinking, self.time)
