"""The Totemix board's buttons: the bid's dial (-, +, Bid), the marking row (Auto, Unmark
last, Done) and the reveal's Continue; their words, which are shown and enabled for the view,
and the hint's glow on the one the hint names (drawn over the buttons)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.engine.game import Action
from totemgame.games.totemix.actions import BID, AutoPlace, Bid, Confirm, Unmark
from totemgame.games.totemix.table import othersdraw
from totemgame.games.totemix.table.layout import ACTION, PLUS_DX, REVEAL
from totemgame.games.totemix.table.port import Reveal, TotemixPort, my_turn
from totemgame.games.totemix.view import TotemixView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import HINT_COLOUR, TAG_SIZE, draw_hint_glow
from totemgame.ui.widgets.button import Button


def draw_hint_tag(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The "HINT" label of the hint glow, centred on `centre`."""
    label = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP)
    box = label.get_rect().inflate(12, 4)
    box.center = centre
    pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=6)
    surface.blit(label, label.get_rect(center=box.center))


class ActionButtons:
    """The buttons of the action box and the reveal; what they do is the board's."""

    def __init__(
        self,
        port: TotemixPort,
        nudge: Callable[[int], None],
        bid: Callable[[], None],
        auto: Callable[[], None],
        unmark: Callable[[], None],
        done: Callable[[], None],
        go_on: Callable[[], None],
    ) -> None:
        self.port = port
        bx = ACTION.x + 12
        self.minus = Button((bx, ACTION.y + 52, 56, 56), "−", lambda: nudge(-1), size=30)
        self.plus = Button((bx + PLUS_DX, ACTION.y + 52, 56, 56), "+", lambda: nudge(1), size=30)
        self.bid_button = Button(
            (bx, ACTION.bottom - 58, ACTION.w - 24, 48), _("Bid"), bid, style="primary"
        )
        w3 = (ACTION.w - 24 - 16) // 3
        y = ACTION.bottom - 58
        self.auto_button = Button((bx, y, w3, 48), _("Auto"), auto, size=20)
        self.undo_place = Button((bx + w3 + 8, y, w3, 48), "", unmark, size=20)
        self.done_button = Button(
            (bx + 2 * (w3 + 8), y, w3, 48), _("Done"), done, style="primary", size=20
        )
        # The bids revealed stay until the player has read them: this button (or a click on
        # the board, Enter, Space) goes on to the rewards.
        self.continue_button = Button(
            (0, 0, 160, 34), pgettext("close panel", "Continue"), go_on, "primary"
        )
        self.continue_button.visible = False

    def all(self) -> tuple[Button, ...]:
        """Every button, in the order the table draws them and Tab reaches them."""
        return (
            self.minus,
            self.plus,
            self.bid_button,
            self.auto_button,
            self.undo_place,
            self.done_button,
            self.continue_button,
        )

    def shown(self) -> list[pygame.Rect]:
        """Where the visible buttons of the action box are."""
        buttons = (self.minus, self.plus, self.bid_button, self.auto_button, self.undo_place)
        return [b.rect for b in (*buttons, self.done_button) if b.visible]

    def word(self) -> None:
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

    def word_bid(self, bid_value: int) -> None:
        label = ngettext("Bid {n} crystal", "Bid {n} crystals", bid_value)
        self.bid_button.label = label.format(n=bid_value)

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

    def update(
        self, view: TotemixView, reveal: Reveal | None, bid_value: int, acts: list[Action]
    ) -> None:
        """Which buttons are shown and enabled for `view` (`acts`: the viewer's legal moves)."""
        waiting = reveal is not None and reveal.waits
        self.continue_button.visible = waiting
        if reveal is not None and waiting:  # at the foot of a reveal that waits for the player
            self.continue_button.rect = othersdraw.continue_rect(REVEAL, len(reveal.bids))
        mine = my_turn(self.port, view)
        bidding = view.phase == BID and view.seat is not None and not view.over
        for b in (self.minus, self.plus, self.bid_button):
            b.visible = bidding and mine
        marking = view.phase != BID and mine
        for b in (self.auto_button, self.undo_place, self.done_button):
            b.visible = marking
        if bidding and mine:
            assert view.seat is not None
            crystals = view.seats[view.seat].crystals
            self.minus.set_enabled(bid_value > 0, _("A bid cannot be below 0."))
            held = ngettext("You hold only {n} crystal.", "You hold only {n} crystals.", crystals)
            self.plus.set_enabled(bid_value < crystals, held.format(n=crystals))
            self.word_bid(bid_value)
        if marking:
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

    def hinted(self, hint: Action | None, bid_value: int) -> Button | None:
        """The button the hint names (a Bid's only while its amount is the one dialled in)."""
        if isinstance(hint, Bid):
            return self.bid_button if hint.amount == bid_value else None
        if isinstance(hint, AutoPlace):
            return self.auto_button
        if isinstance(hint, Confirm):
            return self.done_button
        return None

    def draw_hint(self, surface: pygame.Surface, hint: Action | None, bid_value: int) -> None:
        """The hint's glow on its button, over the buttons (which draw after the board)."""
        button = self.hinted(hint, bid_value)
        if button is not None and button.visible:
            # The tag sits on the glow's bottom edge, on the action box's frame: above it are
            # the bid dial and the tray's line ("Choose a resource, then a glowing field"),
            # which it hid.
            draw_hint_glow(surface, button.rect, self.port.time, tag=False)
            draw_hint_tag(surface, (button.rect.centerx, button.rect.bottom + 6))
