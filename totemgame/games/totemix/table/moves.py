"""What the player's clicks, keys and buttons do on the Totemix board: dial and place a bid,
pick a resource and mark a field, Auto-place, take a placement back, end the marking (asking
first while resources still fit), open another player's sheet; and the messages they leave.
A field clicked becomes a Mark for the table to check and play; the buttons play their move
through the port."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totemix import reasons
from totemgame.games.totemix.actions import BID, AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.content import R
from totemgame.games.totemix.table import sheetdraw, tips
from totemgame.games.totemix.table.hover import BoardHover
from totemgame.games.totemix.table.layout import SHEET, opp_rects, tray_rects, tray_slots
from totemgame.games.totemix.table.port import Reveal, TotemixPort, my_turn
from totemgame.games.totemix.view import TotemixView
from totemgame.games.totemix.words import resource
from totemgame.games.totemix.world import player_of
from totemgame.i18n import _, ngettext
from totemgame.ui.table.board import HANDLED, Intent
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import DialogScene

GO_ON = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Choices(Protocol):
    """The board's choices in progress, as its moves change them."""

    bid_value: int
    selected: str | None
    auto_note: str
    done_dialog: DialogScene | None

    @property
    def reveal(self) -> Reveal | None: ...

    @property
    def opened_sheet(self) -> Seat | None: ...

    @property
    def bid_button(self) -> Button: ...

    def marks_targets(self, res: str | None) -> dict[int, Mark]: ...

    def legal_actions(self) -> list[Action]: ...

    def open_sheet(self, seat: Seat | None) -> None: ...

    def go_on(self) -> None: ...

    def is_animating(self) -> bool: ...


class PlayerMoves:
    """The player's input on the board and the messages about it."""

    def __init__(self, port: TotemixPort, board: Choices, hover: BoardHover) -> None:
        self.port = port
        self.board = board
        self.hover = hover
        self.auto_said = ""  # the last Auto-place message (it goes when a new round starts)
        self.skipped = 0  # resources of the viewer's skipped marking, said after the reveal
        self._skipped_round = 0  # the round whose marking was skipped
        self._skip_said: Callable[[], str] | None = None  # its message (gone at the next round)

    # -- events -----------------------------------------------------------------------------
    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        revealed = any(e.key == "reveal" for e in events)
        for e in events:
            if e.key == "round_start":
                # A new auction: the bid starts at 0 (last round's is not sent again by a
                # quick click), and what Auto-place did last round is no longer news.
                self.board.bid_value = 0
                self.board.auto_note = ""
                self.port.drop_message(self.auto_said)
                if self._skip_said is not None:
                    self.port.drop_message(self._skip_said())
            mine = e.params.get("player") == viewer
            if e.key == "confirmed_leftovers" and mine and revealed:  # nothing fitted: no marking
                self.skipped = int(e.params.get("crystals", 0))
                # the round of the reveal (the same move may already have begun the next one)
                began = any(ev.key == "round_start" for ev in events)
                self._skipped_round = self.port.view.round - (1 if began else 0)

    def say_skipped(self) -> None:
        """The viewer won nothing that fits their sheet: the rules ended their marking. Said
        after the reveal, in that round, with its number, and gone when the next round
        starts."""
        if not self.skipped or self.board.reveal is not None:
            return
        n, round_ = self.skipped, self._skipped_round
        self.skipped = 0

        def words() -> str:
            text = ngettext(
                "Round {round}: nothing you won fits on your sheet, so you mark nothing; "
                "{n} resource becomes a crystal.",
                "Round {round}: nothing you won fits on your sheet, so you mark nothing; "
                "{n} resources become {n} crystals.",
                n,
            )
            return text.format(n=n, round=round_)

        self._skip_said = words
        self.port.show_message(words, "info", seconds=10.0)

    # -- the buttons ------------------------------------------------------------------------
    def nudge(self, d: int) -> None:
        view = self.port.view
        if view.seat is None:
            return
        crystals = view.seats[view.seat].crystals
        self.board.bid_value = max(0, min(crystals, self.board.bid_value + d))

    def confirm_bid(self) -> None:
        if self.port.act(Bid(self.board.bid_value)):
            self.port.play_sound("clack")

    def auto(self) -> None:
        self.board.selected = None
        view = self.port.view
        if view.seat is None:
            return
        words, _left = reasons.auto_words(player_of(view, view.seat), reasons.late_of(view))
        if self.port.act(AutoPlace(False)) and words:
            self.auto_said = _("Auto placed your resources: {what}.").format(what=words)
            if tray_rects(self.port.view):  # something is left to place: the tray stays in sight
                self.port.show_message(self.auto_said, "info", seconds=8.0)
            else:  # where the emptied tray was, not over the log
                self.board.auto_note = self.auto_said

    def unmark(self) -> None:
        for a in self.board.legal_actions():
            if isinstance(a, Unmark):
                self.port.act(a)
                return

    def done(self) -> None:
        self.board.selected = None
        view = self.port.view
        fits = [a.resource for a in self.board.legal_actions() if isinstance(a, Mark)]
        if view.seat is None or not fits or self.board.is_animating():
            self.port.act(Confirm())
            return
        # Resources that still fit would turn into crystals: ask first (the rules allow it).
        sv = view.seats[view.seat]
        kinds = [r for r in dict.fromkeys(fits) for _n in range(sv.pending[R[r]])]
        left = sum(sv.pending)
        text = tips.end_marking_text(reasons.resources_words(kinds), len(kinds), left)
        host = self.port.host
        self.board.done_dialog = DialogScene(
            host,
            _("End your marking?"),
            text,
            [(_("End marking"), self._end_marking), (_("Keep marking"), None)],
        )
        host.push(self.board.done_dialog)

    def _end_marking(self) -> None:
        self.port.act(Confirm())

    # -- clicks and keys ----------------------------------------------------------------------
    def intercept(self, event: pygame.event.Event, view: TotemixView) -> Intent:
        """What the board takes before the table's keys and buttons."""
        board = self.board
        if event.type == pygame.MOUSEMOTION:
            inside = self.port.board_rect.collidepoint(event.pos)
            self.hover.mouse = event.pos if inside else None
        if board.opened_sheet is not None and event.type == pygame.KEYDOWN:
            closing = (pygame.K_ESCAPE, *GO_ON)
            if event.key in closing:  # before Esc opens the menu, Enter bids or ends marking
                board.open_sheet(None)
                return HANDLED
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and board.selected:
            board.selected = None  # the resource in hand goes back; the next Esc opens the menu
            return HANDLED
        # While bidding, the arrows and +/- dial the bid (as the buttons' tips say) before
        # they move the keyboard focus; Enter bids unless another button has the focus.
        key = event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        if key and view.phase == BID and my_turn(self.port, view):
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            focused = self.port.focused
            free = not enter or focused is None or focused is board.bid_button
            if free and self._key(event, view):
                return HANDLED
        return None

    def hit(self, event: pygame.event.Event, view: TotemixView) -> Intent:
        """A mouse or key event on the board."""
        board = self.board
        if event.type == pygame.MOUSEMOTION:
            self.hover.hover(event.pos, view)
            return None
        if event.type == pygame.KEYDOWN and board.reveal is not None and event.key in GO_ON:
            board.go_on()
            return HANDLED
        if event.type == pygame.KEYDOWN and my_turn(self.port, view):
            return HANDLED if self._key(event, view) else None
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        if board.reveal is not None:  # a click goes on (or ends the rewards' flight)
            board.go_on()
            return HANDLED
        if board.opened_sheet is not None:  # a click anywhere closes a full-size sheet
            board.open_sheet(None)
            return HANDLED
        for seat, rect in opp_rects(view):
            if rect.collidepoint(event.pos) and event.button == 1:
                board.open_sheet(seat)
                return HANDLED
        if event.button == 3:
            board.selected = None
            return HANDLED
        if event.button != 1 or not my_turn(self.port, view) or view.phase == BID:
            return None
        return self._click_marking(event.pos, view)

    def _click_marking(self, pos: tuple[int, int], view: TotemixView) -> Intent:
        board = self.board
        for res, rect in tray_rects(view):
            if rect.collidepoint(pos):
                if not board.marks_targets(res):
                    self.port.show_message(tips.closed_reason(view, res), "warning")
                    return HANDLED
                self.pick(res, view)
                return HANDLED
        f = field_at(view, pos)
        if f is None:
            return None
        targets = board.marks_targets(board.selected)
        if f in targets:
            return targets[f]
        if board.selected is None:
            self.port.show_message(
                _("First click a resource you gained (left), then a glowing field."), "info"
            )
        else:
            self.port.show_message(tips.field_reason(view, f, board.selected), "warning")
        return HANDLED

    def pick(self, res: str, view: TotemixView) -> None:
        """A click on the tray's `res`: it becomes the resource in hand. Clicked again it
        stays selected while more than one is left (the next field click places the next
        one); the last one, clicked again, goes back (so do Esc and a right click)."""
        left = next((n for r, _rect, n in tray_slots(view) if r == res), 0)
        if self.board.selected != res:
            self.board.selected = res
        elif left <= 1:
            self.board.selected = None
        else:
            text = _("The {resource} stays selected: click a glowing field.")
            self.port.show_message(text.format(resource=resource(res)), "info")
        self.port.play_sound("flick")

    def _key(self, event: pygame.event.Event, view: TotemixView) -> bool:
        if view.phase == BID:
            if event.key in (pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.nudge(1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.nudge(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm_bid()
                return True
            return False
        if event.key == pygame.K_a:
            self.auto()
            return True
        if event.key == pygame.K_BACKSPACE:
            self.unmark()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()
            return True
        return False


def field_at(view: TotemixView, pos: tuple[int, int]) -> int | None:
    """The field of the viewer's sheet at `pos` (None: none)."""
    for box in sheetdraw.layout(view.mode, *SHEET):
        if box.rect.collidepoint(pos):
            for f, r in box.fields:
                if r.inflate(6, 6).collidepoint(pos):
                    return f
    return None
