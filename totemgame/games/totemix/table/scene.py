"""The Totemix table: the auction card, your sheet and pole, the other players' sheets.

Bidding: choose a number of crystals with -/+ (or the arrow keys) and confirm; bids are secret
until everyone has bid, then revealed together (a click ends the reveal) and the rewards fly
to each player. Every board item explains itself in a tooltip (hover.py, tips.py). Marking:
click a gained resource, then a glowing field (or Auto-place); Undo takes back placements
until you press Done.

The scene holds the player's choices in progress (the bid dialled, the resource picked, the
reveal) and composes two parts that see it as a TotemixTable (port.py): BoardDrawing
(scenedraw.py) and BoardHover (hover.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totemix import reasons
from totemgame.games.totemix.actions import BID, AutoPlace, Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.content import R
from totemgame.games.totemix.event_words import localised
from totemgame.games.totemix.table import elements, othersdraw, sheetdraw, tips
from totemgame.games.totemix.table.hover import BoardHover
from totemgame.games.totemix.table.lastmoves import LastMove, last_moves
from totemgame.games.totemix.table.pictures import card_art as card_art
from totemgame.games.totemix.table.pictures import rules_picture as rules_picture
from totemgame.games.totemix.table.port import Reveal, my_turn
from totemgame.games.totemix.table.scenedraw import (
    ACTION,
    CARD,
    LAST,
    OPP,
    PLUS_DX,
    POLE,
    REVEAL,
    SHEET,
    BoardDrawing,
    opp_rects,
    tray_badges,
    tray_rects,
    tray_slots,
)
from totemgame.games.totemix.view import TotemixView
from totemgame.games.totemix.words import resource
from totemgame.games.totemix.world import player_of
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import HINT_COLOUR, TAG_SIZE, draw_hint_glow
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.dialog import DialogScene


def draw_hint_tag(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The "HINT" label of the hint glow, centred on `centre`."""
    label = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP)
    box = label.get_rect().inflate(12, 4)
    box.center = centre
    pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=6)
    surface.blit(label, label.get_rect(center=box.center))


class TotemixScene(TableScene):
    """The Totemix table."""

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.bid_value = 0
        self._bid_seat: Seat | None = None  # whose sealed bid bid_value is being dialled for
        self._auto_said = ""  # the last Auto-place message (it goes when a new round starts)
        self.auto_note = ""  # the same, in the marking panel where the emptied tray was
        self._skipped = 0  # resources of the viewer's skipped marking, said after the reveal
        self._skipped_round = 0  # the round whose marking was skipped
        self._skip_said: Callable[[], str] | None = None  # its message (gone at the next round)
        self.selected: str | None = None
        self.reveal: Reveal | None = None
        self.opened_sheet: Seat | None = None  # an opponent's sheet shown at full size
        self.done_dialog: DialogScene | None = None  # Done asks first while resources fit
        self._lasts_key: tuple[object, ...] | None = None
        self._lasts: list[LastMove] = []
        self._prev_card = -1
        self._legal_key: tuple[object, ...] | None = None
        self._legal: list[Action] = []
        self.drawing = BoardDrawing(self, self.board_rect.size)
        self.hover = BoardHover(self, self.drawing)
        bx = ACTION.x + 12
        self.minus = Button(
            (bx, ACTION.y + 52, 56, 56),
            "−",
            lambda: self._nudge(-1),
            size=30,
        )
        self.plus = Button(
            (bx + PLUS_DX, ACTION.y + 52, 56, 56),
            "+",
            lambda: self._nudge(1),
            size=30,
        )
        self.bid_button = Button(
            (bx, ACTION.bottom - 58, ACTION.w - 24, 48),
            _("Bid"),
            self._confirm_bid,
            style="primary",
        )
        w3 = (ACTION.w - 24 - 16) // 3
        y = ACTION.bottom - 58
        self.auto_button = Button(
            (bx, y, w3, 48),
            _("Auto"),
            self._auto,
            size=20,
        )
        self.undo_place = Button(
            (bx + w3 + 8, y, w3, 48),
            "",
            self._unmark,
            size=20,
        )
        self.done_button = Button(
            (bx + 2 * (w3 + 8), y, w3, 48),
            _("Done"),
            self._done,
            style="primary",
            size=20,
        )
        # The bids revealed stay until the player has read them: this button (or a click on
        # the board, Enter, Space) goes on to the rewards.
        self.continue_button = Button(
            (0, 0, 160, 34), pgettext("close panel", "Continue"), self.go_on, "primary"
        )
        self.continue_button.visible = False
        self.ui.add(
            self.minus,
            self.plus,
            self.bid_button,
            self.auto_button,
            self.undo_place,
            self.done_button,
            self.continue_button,
        )
        self._word_buttons()

    def undo_words(self) -> tuple[str, str]:
        # TRANSLATORS: the column's Undo in Totemix: takes back a whole move (a bid not yet
        # revealed, a marking, Auto or Done), named apart from the sheet's "Unmark last"
        return pgettext("totemix", "Undo move"), _(
            "Take back your last move: a bid no one has seen yet, a mark, Auto or Done (Ctrl+Z)"
        )

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What tooltips and the tutorial's arrow keep clear of where they can: the card, your
        pole, the tray's pieces with their counts, and the bid and marking buttons."""
        buttons = (self.minus, self.plus, self.bid_button, self.auto_button, self.undo_place)
        shown = [b.rect for b in (*buttons, self.done_button) if b.visible]
        pieces = [rect for _res, rect in tray_rects(self.view)]
        return [CARD, POLE, *pieces, *tray_badges(self.view), *shown]

    def notes_keep_clear(self) -> list[pygame.Rect]:
        """Your sheet's rows, the last auction's bids, the opponents' panels and the log: what
        a note about the tray or a button must not hide (one about a part of them may)."""
        pointer = self.ui.tooltips.pos
        # (Auto's own words in the marking panel may be covered by the greyed Auto's note while
        # the pointer stays on it: every other place would hide the last auction)
        read = [SHEET, LAST, OPP, self.log.rect]
        return [r for r in read if not r.inflate(8, 8).collidepoint(pointer)]

    def board_language_changed(self) -> None:
        self._word_buttons()
        self._word_bid_button()

    def _word_buttons(self) -> None:
        """The buttons' words in the current language (every frame, and at once when the
        language changes under the pause menu)."""
        self.minus.tooltip = _("Bid one crystal less (Down arrow)")
        self.plus.tooltip = _("Bid one crystal more (Up arrow)")
        self.bid_button.tooltip = _("Place your sealed bid (Enter)")
        self.auto_button.label = _("Auto")
        self.auto_button.tooltip = _("Auto-place: mark everything that fits, best fields first (A)")
        # TRANSLATORS: takes the resource placed last this round off the sheet, back among
        # those left to place (named apart from the column's "Undo move", German "Zug zurück")
        self.undo_place.label = pgettext("marking", "Unmark last")
        self.undo_place.tooltip = _(
            "Take your last placement of this round off the sheet; the resource goes back to"
            " those you still have to place (Backspace)"
        )
        self.done_button.label = _("Done")
        self.done_button.tooltip = _("End your marking; unplaced resources become crystals (Enter)")
        # TRANSLATORS: a button that closes a box on the table and goes on with the game (not
        # the title's Continue, which resumes a saved game): German "Weiter"
        self.continue_button.label = pgettext("close panel", "Continue")
        self.continue_button.tooltip = _("Go on: the rewards go to the players (Enter)")
        self._share_marking_row()

    def _share_marking_row(self) -> None:
        """Auto, Take back and Done share their row by the room their words need: a long
        "Zurücknehmen" next to a short "Auto" was cut in three equal buttons."""
        buttons = (self.auto_button, self.undo_place, self.done_button)
        room = ACTION.w - 24 - 16
        needs = [theme.font("bold", theme.ui(20)).size(b.label)[0] + 24 for b in buttons]
        spare = (room - sum(needs)) / len(buttons)
        widths = [n + spare if spare >= 0 else room * n / sum(needs) for n in needs]
        x = float(ACTION.x + 12)
        for b, w in zip(buttons, widths, strict=True):
            b.rect = pygame.Rect(round(x), b.rect.y, round(x + w) - round(x), b.rect.h)
            x += w + 8

    # -- facts ----------------------------------------------------------------------------
    @property
    def ply(self) -> int:
        return self.session.ply

    def _my_turn(self, view: TotemixView) -> bool:
        return my_turn(self, view)

    def marks_targets(self, res: str | None) -> dict[int, Mark]:
        if res is None:
            return {}
        return {
            a.field: a for a in self.legal_actions() if isinstance(a, Mark) and a.resource == res
        }

    @property
    def last_moves(self) -> list[LastMove]:
        """Every seat's last bid and marking, from the log (cached until it grows)."""
        key = (self.session.revision, self.viewer)
        if key != self._lasts_key:
            self._lasts_key = key
            events = (le.event for le in self.session.visible_events())
            self._lasts = last_moves(events, len(self.session.seats))
        return self._lasts

    def open_sheet(self, seat: Seat | None) -> None:
        """Show `seat`'s sheet at full size in place of yours (None: back to yours)."""
        self.opened_sheet = seat
        self.selected = None
        self.sound.play("flick")

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions, cached per position (the table asks every frame)."""
        key = (self.session.ply, self.viewer, self.is_animating())
        if key != self._legal_key:
            self._legal_key = key
            self._legal = super().legal_actions()
        return self._legal

    # -- hooks ----------------------------------------------------------------------------
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

    def describe_event(self, event: Event) -> str:
        """The log's line, its word fields (resources, rows, pieces) in the current language."""
        return super().describe_event(localised(event, self.view.mode))

    def on_reset(self, view: TotemixView) -> None:
        self._prev_card = view.card
        self.opened_sheet = None
        self.reveal = None
        self._skipped = 0
        self.selected = None
        self._reset_bid(view)

    def _reset_bid(self, view: TotemixView) -> None:
        if view.seat is None:
            return
        if view.seat != self._bid_seat:  # another player at the screen: never show a bid
            self._bid_seat = view.seat
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
        self.log.follow()  # the rewards' lines come next: the log follows them again
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
        revealed = any(e.key == "reveal" for e in events)
        for e in events:
            if e.key == "round_start":
                # A new auction: the bid starts at 0 (last round's is not sent again by a
                # quick click), and what Auto-place did last round is no longer news.
                self.bid_value = 0
                self.auto_note = ""
                self.banners.banners = [
                    b
                    for b in self.banners.banners
                    if b.text != self._auto_said and b.words is not self._skip_said
                ]
            mine = e.params.get("player") == viewer
            if e.key == "confirmed_leftovers" and mine and revealed:  # nothing fitted: no marking
                self._skipped = int(e.params.get("crystals", 0))
                # the round of the reveal (the same move may already have begun the next one)
                began = any(ev.key == "round_start" for ev in events)
                self._skipped_round = self.view.round - (1 if began else 0)
            if e.key == "reveal":
                gains = {ev.params["player"]: ev for ev in events if ev.key == "gains"}
                self.reveal = Reveal(
                    bids=list(e.params["bids"]),
                    rows=list(e.params["rows"]),
                    gains=gains,
                    card=self._card_of(events),
                    waits=self.session.live and bool(self.session.humans),
                )
                self.selected = None
        view = self.view
        if self.selected is not None and not self.marks_targets(self.selected):
            self.selected = None
        self._reset_bid(view)

    def _card_of(self, events: Sequence[Event]) -> int:
        """The card that was auctioned: the one on screen before this move (the same move
        may already have drawn the next card)."""
        return self._prev_card if self._prev_card >= 0 else self.view.card

    def update_board(self, dt: float) -> None:
        view = self.view
        self.hover.refresh(view)
        self._word_buttons()
        if self.reveal is None:
            self._prev_card = view.card
        else:
            self.reveal.advance(dt)
            if self.reveal.finished():
                self.reveal = None
        self._place_continue(view)
        if self._skipped and self.reveal is None:
            self._say_skipped(self._skipped, self._skipped_round)
            self._skipped = 0
        mine = self._my_turn(view)
        bidding = view.phase == BID and view.seat is not None and not view.over
        for b in (self.minus, self.plus, self.bid_button):
            b.visible = bidding and mine
        marking = view.phase != BID and mine
        for b in (self.auto_button, self.undo_place, self.done_button):
            b.visible = marking
        if bidding and mine:
            assert view.seat is not None
            crystals = view.seats[view.seat].crystals
            self.minus.set_enabled(self.bid_value > 0, _("A bid cannot be below 0."))
            held = ngettext("You hold only {n} crystal.", "You hold only {n} crystals.", crystals)
            self.plus.set_enabled(self.bid_value < crystals, held.format(n=crystals))
            self._word_bid_button()
        if marking:
            acts = self.legal_actions()
            placed = view.seat is not None and not any(view.seats[view.seat].pending)
            self.auto_button.set_enabled(
                any(isinstance(a, AutoPlace) for a in acts),
                _("Every resource is placed.")
                if placed
                else _("Nothing left that fits on your sheet."),
            )
            self.undo_place.set_enabled(
                any(isinstance(a, Unmark) for a in acts),
                _("No placement to take back this round."),
            )
            self.done_button.set_enabled(
                any(isinstance(a, Confirm) for a in acts),
                _("Use your X joker first: it must be used at once."),
            )

    def _place_continue(self, view: TotemixView) -> None:
        """The Continue button stands at the foot of a reveal that waits for the player."""
        rv = self.reveal
        waiting = rv is not None and rv.waits
        self.continue_button.visible = waiting
        if rv is not None and waiting:
            self.continue_button.rect = othersdraw.continue_rect(REVEAL, len(rv.bids))

    def _say_skipped(self, n: int, round_: int) -> None:
        """The viewer won nothing that fits their sheet: the rules ended their marking. Said in
        that round, with its number, and gone when the next round starts."""

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
        self.show_message(words, "info", seconds=10.0)

    def _word_bid_button(self) -> None:
        label = ngettext("Bid {n} crystal", "Bid {n} crystals", self.bid_value)
        self.bid_button.label = label.format(n=self.bid_value)

    # -- where things are (the tutorial points there) ------------------------------------------
    def board_element(self, key: str) -> pygame.Rect | None:
        return elements.board_element(self, key)

    def element_for(self, action: Action) -> pygame.Rect | None:
        return elements.element_for(self, action)

    # -- hint -----------------------------------------------------------------------------
    def highlight_action(self, action: Action | None) -> None:
        """A hinted bid is dialled in (the player still presses Bid); its button glows."""
        if isinstance(action, Bid):
            self.bid_value = action.amount

    def _hint_button(self) -> Button | None:
        hint = self.hint_action
        if isinstance(hint, Bid):  # only while the hinted amount is the one dialled in
            return self.bid_button if hint.amount == self.bid_value else None
        if isinstance(hint, AutoPlace):
            return self.auto_button
        if isinstance(hint, Confirm):
            return self.done_button
        return None

    def draw_board(self, surface: pygame.Surface, view: TotemixView) -> None:
        self.drawing.draw(surface, view)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        button = self._hint_button()
        if button is not None and button.visible:  # over the buttons, which draw after the board
            # The tag sits on the glow's bottom edge, on the action box's frame: above it are
            # the bid dial and the tray's line ("Choose a resource, then a glowing field"),
            # which it hid.
            draw_hint_glow(surface, button.rect, self.time, tag=False)
            draw_hint_tag(surface, (button.rect.centerx, button.rect.bottom + 6))

    # -- input ----------------------------------------------------------------------------
    def _nudge(self, d: int) -> None:
        view = self.view
        if view.seat is None:
            return
        self.bid_value = max(0, min(view.seats[view.seat].crystals, self.bid_value + d))

    def _confirm_bid(self) -> None:
        if self.submit(Bid(self.bid_value)):
            self.sound.play("clack")

    def _auto(self) -> None:
        self.selected = None
        view = self.view
        if view.seat is None:
            return
        words, _left = reasons.auto_words(player_of(view, view.seat), reasons.late_of(view))
        if self.submit(AutoPlace(False)) and words:
            self._auto_said = _("Auto placed your resources: {what}.").format(what=words)
            if tray_rects(self.view):  # something is left to place: the tray stays in sight
                self.show_message(self._auto_said, "info", seconds=8.0)
            else:  # where the emptied tray was, not over the log
                self.auto_note = self._auto_said

    def _unmark(self) -> None:
        for a in self.legal_actions():
            if isinstance(a, Unmark):
                self.submit(a)
                return

    def _done(self) -> None:
        self.selected = None
        view = self.view
        fits = [a.resource for a in self.legal_actions() if isinstance(a, Mark)]
        if view.seat is None or not fits or self.is_animating():
            self.submit(Confirm())
            return
        # Resources that still fit would turn into crystals: ask first (the rules allow it).
        sv = view.seats[view.seat]
        kinds = [r for r in dict.fromkeys(fits) for _n in range(sv.pending[R[r]])]
        left = sum(sv.pending)
        text = tips.end_marking_text(reasons.resources_words(kinds), len(kinds), left)
        self.done_dialog = DialogScene(
            self.app,
            _("End your marking?"),
            text,
            [(_("End marking"), self._end_marking), (_("Keep marking"), None)],
        )
        self.app.push(self.done_dialog)

    def _end_marking(self) -> None:
        self.submit(Confirm())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover.mouse = event.pos if self.board_rect.collidepoint(event.pos) else None
        if self.opened_sheet is not None and event.type == pygame.KEYDOWN:
            closing = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            if event.key in closing:  # before Esc opens the menu, Enter bids or ends marking
                self.open_sheet(None)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected:
            self.selected = None  # the resource in hand goes back; the next Esc opens the menu
            return True
        # While bidding, the arrows and +/- dial the bid (as the buttons' tips say) before
        # they move the keyboard focus; Enter bids unless another button has the focus.
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            view = self.view
            if view.phase == BID and self._my_turn(view):
                enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                focused = self.ui.focused
                free = not enter or focused is None or focused is self.bid_button
                if free and self._key(event, view):
                    return True
        return super().handle_event(event)

    def handle_board_event(self, event: pygame.event.Event, view: TotemixView) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover.hover(event.pos, view)
            return False
        go_on = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type == pygame.KEYDOWN and self.reveal is not None and event.key in go_on:
            self.go_on()
            return True
        if event.type == pygame.KEYDOWN and self._my_turn(view):
            return self._key(event, view)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if self.reveal is not None:  # a click goes on (or ends the rewards' flight)
            self.go_on()
            return True
        if self.opened_sheet is not None:  # a click anywhere closes a full-size sheet
            self.open_sheet(None)
            return True
        for seat, rect in opp_rects(view):
            if rect.collidepoint(event.pos) and event.button == 1:
                self.open_sheet(seat)
                return True
        if event.button == 3:
            self.selected = None
            return True
        if event.button != 1 or not self._my_turn(view) or view.phase == BID:
            return False
        for res, rect in tray_rects(view):
            if rect.collidepoint(event.pos):
                targets = self.marks_targets(res)
                if not targets:
                    self.show_message(tips.closed_reason(view, res), "warning")
                    return True
                self.pick(res, view)
                return True
        f = self._field_at(view, event.pos)
        if f is not None:
            targets = self.marks_targets(self.selected)
            if f in targets:
                self.submit(targets[f])
            elif self.selected is None:
                self.show_message(
                    _("First click a resource you gained (left), then a glowing field."), "info"
                )
            else:
                self.show_message(tips.field_reason(view, f, self.selected), "warning")
            return True
        return False

    def pick(self, res: str, view: TotemixView) -> None:
        """A click on the tray's `res`: it becomes the resource in hand. Clicked again it
        stays selected while more than one is left (the next field click places the next
        one); the last one, clicked again, goes back (so do Esc and a right click)."""
        left = next((n for r, _rect, n in tray_slots(view) if r == res), 0)
        if self.selected != res:
            self.selected = res
        elif left <= 1:
            self.selected = None
        else:
            text = _("The {resource} stays selected: click a glowing field.")
            self.show_message(text.format(resource=resource(res)), "info")
        self.sound.play("flick")

    def _key(self, event: pygame.event.Event, view: TotemixView) -> bool:
        if view.phase == BID:
            if event.key in (pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self._nudge(1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
                self._nudge(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._confirm_bid()
                return True
            return False
        if event.key == pygame.K_a:
            self._auto()
            return True
        if event.key == pygame.K_BACKSPACE:
            self._unmark()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._done()
            return True
        return False

    def _field_at(self, view: TotemixView, pos: tuple[int, int]) -> int | None:
        for box in sheetdraw.layout(view.mode, *SHEET):
            if box.rect.collidepoint(pos):
                for f, r in box.fields:
                    if r.inflate(6, 6).collidepoint(pos):
                        return f
        return None
