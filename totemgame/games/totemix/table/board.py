"""The Totemix board: the auction card, your sheet and pole, the other players' sheets.

Bidding: choose a number of crystals with -/+ (or the arrow keys) and confirm; bids are secret
until everyone has bid, then revealed together (a click ends the reveal) and the rewards fly
to each player. Every board item explains itself in a tooltip (hover.py, tips.py). Marking:
click a gained resource, then a glowing field (or Auto-place); Undo takes back placements
until you press Done.

The board holds the player's choices in progress (the bid dialled, the resource picked, the
reveal) and composes its parts, which see the table as a TotemixPort and the choices as a
TotemixTable (port.py): the drawing (scenedraw.py), the tooltips (hover.py), the buttons
(controls.py) and what clicks and keys do (moves.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totemix.actions import BID, Bid, Mark
from totemgame.games.totemix.event_words import localised
from totemgame.games.totemix.table import elements, played
from totemgame.games.totemix.table.controls import ActionButtons
from totemgame.games.totemix.table.hover import BoardHover
from totemgame.games.totemix.table.lastmoves import LastMove, last_moves
from totemgame.games.totemix.table.layout import (
    CARD,
    LAST,
    OPP,
    POLE,
    SHEET,
    tray_badges,
    tray_rects,
)
from totemgame.games.totemix.table.moves import PlayerMoves
from totemgame.games.totemix.table.pictures import card_art as card_art
from totemgame.games.totemix.table.pictures import rules_picture as rules_picture
from totemgame.games.totemix.table.port import Reveal, TotemixPort
from totemgame.games.totemix.table.scenedraw import BoardDrawing
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui.table.board import Board, Intent
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import DialogScene


class TotemixBoard(Board[TotemixView]):
    """The Totemix board."""

    def __init__(self, port: TotemixPort) -> None:
        self.port = port
        self.bid_value = 0
        self.bid_seat: Seat | None = None  # whose sealed bid bid_value is being dialled for
        self.auto_note = ""  # what Auto-place did, in the marking panel where the tray was
        self.selected: str | None = None
        self.reveal: Reveal | None = None
        self.opened_sheet: Seat | None = None  # an opponent's sheet shown at full size
        self.done_dialog: DialogScene | None = None  # Done asks first while resources fit
        self._lasts_key: tuple[object, ...] | None = None
        self._lasts: list[LastMove] = []
        self._prev_card = -1
        self._legal_key: tuple[object, ...] | None = None
        self._legal: list[Action] = []
        self.drawing = BoardDrawing(port, self, port.board_rect.size)
        self.hover = BoardHover(port, self, self.drawing)
        self.moves = PlayerMoves(port, self, self.hover)
        m = self.moves
        self.buttons = ActionButtons(
            port, m.nudge, m.confirm_bid, m.auto, m.unmark, m.done, self.go_on
        )
        self.buttons.word()

    # -- the buttons, by the names the tutorial and the tests use ------------------------------
    @property
    def minus(self) -> Button:
        return self.buttons.minus

    @property
    def plus(self) -> Button:
        return self.buttons.plus

    @property
    def bid_button(self) -> Button:
        return self.buttons.bid_button

    @property
    def auto_button(self) -> Button:
        return self.buttons.auto_button

    @property
    def undo_place(self) -> Button:
        return self.buttons.undo_place

    @property
    def done_button(self) -> Button:
        return self.buttons.done_button

    @property
    def continue_button(self) -> Button:
        return self.buttons.continue_button

    def widgets(self) -> Sequence[Button]:
        return self.buttons.all()

    def undo_words(self) -> tuple[str, str]:
        # TRANSLATORS: the column's Undo in Totemix: takes back a whole move (a bid not yet
        # revealed, a marking, Auto or Done), named apart from the sheet's "Unmark last"
        return pgettext("totemix", "Undo move"), _(
            "Take back your last move: a bid no one has seen yet, a mark, Auto or Done (Ctrl+Z)"
        )

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What tooltips and the tutorial's arrow keep clear of where they can: the card, your
        pole, the tray's pieces with their counts, and the bid and marking buttons."""
        view = self.port.view
        pieces = [rect for _res, rect in tray_rects(view)]
        return [CARD, POLE, *pieces, *tray_badges(view), *self.buttons.shown()]

    def notes_keep_clear(self, pointer: tuple[int, int], log: pygame.Rect) -> list[pygame.Rect]:
        """Your sheet's rows, the last auction's bids, the opponents' panels and the log: what
        a note about the tray or a button must not hide (one about a part of them may)."""
        # (Auto's own words in the marking panel may be covered by the greyed Auto's note while
        # the pointer stays on it: every other place would hide the last auction)
        return [r for r in (SHEET, LAST, OPP, log) if not r.inflate(8, 8).collidepoint(pointer)]

    def language_changed(self) -> None:
        self.buttons.word()
        self.buttons.word_bid(self.bid_value)

    # -- facts ----------------------------------------------------------------------------
    def marks_targets(self, res: str | None) -> dict[int, Mark]:
        if res is None:
            return {}
        return {
            a.field: a for a in self.legal_actions() if isinstance(a, Mark) and a.resource == res
        }

    @property
    def last_moves(self) -> list[LastMove]:
        """Every seat's last bid and marking, from the log (cached until it grows)."""
        session = self.port.session
        key = (session.revision, self.port.viewer)
        if key != self._lasts_key:
            self._lasts_key = key
            events = (le.event for le in session.visible_events())
            self._lasts = last_moves(events, len(session.seats))
        return self._lasts

    def open_sheet(self, seat: Seat | None) -> None:
        """Show `seat`'s sheet at full size in place of yours (None: back to yours)."""
        self.opened_sheet = seat
        self.selected = None
        self.port.play_sound("flick")

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions, cached per position (the board asks every frame)."""
        key = (self.port.session.ply, self.port.viewer, self.is_animating())
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.port.legal_actions()
        return self._legal

    # -- the board's contract -------------------------------------------------------------------
    def panel_note(self, view: TotemixView, seat: Seat) -> str:
        # Short: the panel's "thinking" dots sit at its right end, and the arrow beside the
        # name already says who is still to bid or mark.
        sv = view.seats[seat]
        height = sum(p.levels for p in sv.pole)
        carved = sum(p.levels for p in sv.pole if p.carved)
        crystals = ngettext("{n} crystal", "{n} crystals", sv.crystals).format(n=sv.crystals)
        pole = ngettext(
            "height {height}, {carved} carved", "height {height}, {carved} carved", carved
        ).format(height=height, carved=carved)
        return f"{crystals} · {pole}"

    def log_line(self, event: Event) -> Event | str:
        """The log's events with their word fields (resources, rows, pieces) in the current
        language."""
        return localised(event, self.port.view.mode)

    def on_reset(self, view: TotemixView) -> None:
        self._prev_card = view.card
        self.opened_sheet = None
        self.reveal = None
        self.moves.skipped = 0
        self.selected = None
        self.reset_bid(view)

    def reset_bid(self, view: TotemixView) -> None:
        if view.seat is None:
            return
        if view.seat != self.bid_seat:  # another player at the screen: never show a bid
            self.bid_seat = view.seat
            self.bid_value = 0
        self.bid_value = min(self.bid_value, view.seats[view.seat].crystals)

    def is_animating(self) -> bool:
        return self.reveal is not None

    def overlay_waits(self) -> bool:
        # The bids are all shown and wait for the player (a table of AIs goes on by itself).
        return self.reveal is not None and self.reveal.holding()

    def panel_up(self) -> bool:
        # The bids are typing out and will wait for the player's Continue.
        return self.reveal is not None and self.reveal.waits

    def go_on(self) -> None:
        """The player has read the bids (Continue, a click, Enter): the rewards fly; once
        they fly, a click ends the reveal at once."""
        if self.reveal is None:
            return
        self.port.follow_log()  # the rewards' lines come next: the log follows them again
        if self.reveal.waits:
            self.reveal.go_on()
        else:
            self.reveal = None

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if "reshuffle" in keys:
            return "shuffle"
        if keys & {"reveal", "bid_placed"}:
            return "coins"  # crystals bid and paid
        if keys & {"pieces", "upgrade"}:
            return "clack"  # a totem piece carved
        if keys & {"marked", "unmarked", "exchange"}:
            return "flick"  # pencil on the sheet
        return "card" if "round_start" in keys else "clack"

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        self.moves.on_events(events, viewer)
        for e in events:
            if e.key == "reveal":
                gains = {ev.params["player"]: ev for ev in events if ev.key == "gains"}
                session = self.port.session
                self.reveal = Reveal(
                    bids=list(e.params["bids"]),
                    rows=list(e.params["rows"]),
                    gains=gains,
                    # the card auctioned: the one on screen before this move (the same move
                    # may already have drawn the next card)
                    card=self._prev_card if self._prev_card >= 0 else self.port.view.card,
                    waits=session.live and bool(session.humans),
                )
                self.selected = None
        if self.selected is not None and not self.marks_targets(self.selected):
            self.selected = None
        self.reset_bid(self.port.view)

    def update(self, dt: float) -> None:
        view = self.port.view
        self.hover.refresh(view)
        self.buttons.word()
        if self.reveal is None:
            self._prev_card = view.card
        else:
            self.reveal.advance(dt)
            if self.reveal.finished():
                self.reveal = None
        self.moves.say_skipped()
        marking = view.phase != BID
        acts = self.legal_actions() if marking else []
        self.buttons.update(view, self.reveal, self.bid_value, acts)

    # -- where things are (the tutorial points there) ------------------------------------------
    def board_element(self, view: TotemixView, key: str) -> pygame.Rect | None:
        return elements.board_element(self, view, key)

    def element_for(self, view: TotemixView, action: Action) -> pygame.Rect | None:
        return elements.element_for(self, view, action)

    # -- hint -----------------------------------------------------------------------------
    def highlight(self, action: Action | None) -> None:
        """A hinted bid is dialled in (the player still presses Bid); its button glows."""
        if isinstance(action, Bid):
            self.bid_value = action.amount

    def draw(self, surface: pygame.Surface, view: TotemixView) -> None:
        self.drawing.draw(surface, view)
        if self.port.played_action is not None:  # a replay opened from a review
            played.draw_played(surface, view, self.port.played_action)

    def draw_over(self, surface: pygame.Surface, view: TotemixView) -> None:
        hint = self.port.hint_action
        button = self.buttons.hinted(hint, self.bid_value)
        if (
            hint is not None
            and self.port.played_action is not None
            and not (button is not None and button.visible)
        ):  # a replay opened from a review: the better move named in the action box
            played.draw_better(surface, hint, self.port.time)
            return
        self.buttons.draw_hint(surface, hint, self.bid_value)

    def own_move_words(self, action: Action) -> str:
        """A bid said with its amount (the event tells the others only that a bid was made)."""
        return played.move_words(action) if isinstance(action, Bid) else ""

    # -- input ----------------------------------------------------------------------------
    def intercept(self, event: pygame.event.Event, view: TotemixView) -> Intent:
        return self.moves.intercept(event, view)

    def hit(self, event: pygame.event.Event, view: TotemixView) -> Intent:
        return self.moves.hit(event, view)
