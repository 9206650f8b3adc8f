"""The Totemic Might board: the totem grid and your pieces on the left, your secret orders
(auction, wager, trial scale) on the right; a notebook tab for deduction; the final three-pan
challenge and the guesses; round results and the final ranking as modal panels (modals.py).

Only the port's view (the viewer's own view) is ever drawn; hand-offs come from the session.
The board and its parts see the table as a MightPort (port.py); the shell checks and submits
the moves its clicks name.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.engine.refusal import Refusal
from totemgame.games.totemic_might import event_words
from totemgame.games.totemic_might.actions import Arrange, Guess
from totemgame.games.totemic_might.table import played, targets
from totemgame.games.totemic_might.table.board_help import button_help, seat_note
from totemgame.games.totemic_might.table.end_table import EndTable
from totemgame.games.totemic_might.table.final import FinalSection, GuessSection
from totemgame.games.totemic_might.table.modals import ModalPanels
from totemgame.games.totemic_might.table.notebook_tab import NotebookTab
from totemgame.games.totemic_might.table.orders import OrdersColumn
from totemgame.games.totemic_might.table.overlays import RoundSummary
from totemgame.games.totemic_might.table.pictures import card_art as _card_art
from totemgame.games.totemic_might.table.pictures import rules_picture as _rules_picture
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.table.refined import POLL
from totemgame.games.totemic_might.table.table_tab import TableTab
from totemgame.games.totemic_might.view import MightView
from totemgame.i18n import N_, _
from totemgame.ui import theme
from totemgame.ui.table.board import HANDLED, Board, Intent
from totemgame.ui.widgets.button import Button

BANNERS = {"attempt_ok": "ok", "trade_lapsed": "warning"}  # the viewer's own, also in a banner
PANEL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # press a modal's button
PHASE_NAMES = {
    "orders": N_("Orders"),
    "pick": N_("Extra spirit"),
    "reply": N_("Trades"),
    "final": N_("Final challenge"),
    "guess": N_("Guesses"),
    "over": N_("Game over"),
}


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card."""
    return _card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen."""
    return _rules_picture(key, width)


class MightBoard(Board[MightView]):
    """The Totemic Might board."""

    ends_with_own_overlay = True  # its last overlay ends with "See results"

    def __init__(self, port: MightPort) -> None:
        self.port = port
        self.tab = "table"
        self.notes = NotebookTab(port, port.session.notes())
        self.orders = OrdersColumn(port, self.notes)
        # Each player's own tabs: in pass-and-play a seat opens where it left off, never on the
        # tab the previous player used.
        self._tabs: dict[Seat | None, tuple[str, str]] = {}
        self._tabs_of: Seat | None = None
        self.final = FinalSection(self.notes)
        self.guess = GuessSection()
        self.modals = ModalPanels(port, lambda: self.orders.no_auction(port.view))
        self.table = TableTab(port, self.notes, self.orders)  # the grid and your pieces
        self._refreshed: tuple[object, ...] = ()
        self.tab_buttons = {
            "table": Button((600, 8, 140, 42), _("Table"), lambda: self._set_tab("table"), size=20),
            "notebook": Button(
                (750, 8, 140, 42), _("Notebook"), lambda: self._set_tab("notebook"), size=20
            ),
        }

    # -- the modal panels ---------------------------------------------------------------------
    @property
    def summary(self) -> RoundSummary | None:
        """The round's summary over the board (None: not shown)."""
        return self.modals.summary

    @property
    def end(self) -> EndTable | None:
        """The end table over the board (None: not shown)."""
        return self.modals.end

    # -- words and knowledge --------------------------------------------------------------------
    def log_line(self, event: Event) -> Event | str:
        """The event with the rules' field words in the player's language."""
        return event_words.localised(event)

    def refusal_words(self, reason: Refusal | None) -> str:
        """The rules' reason (checks.py) as a sentence; all decide at once: not a 'turn'."""
        if reason is None:
            return _("Not your decision now.")
        return event_words.reason_sentence(reason) or ""

    def next_frame_in(self) -> float | None:
        waiting = self.notes.waiting() or self.final.waiting()  # a proof may land: look again
        return POLL if waiting else None

    # -- hooks and tabs -------------------------------------------------------------------------
    def _set_tab(self, tab: str) -> None:
        self.tab = tab

    def panel_note(self, view: MightView, seat: Seat) -> str:
        return seat_note(view, seat)

    def _tabs_for(self, viewer: Seat | None) -> None:
        """Keep the tabs of the seat that looked last; open `viewer`'s own."""
        if viewer != self._tabs_of:
            self._tabs[self._tabs_of] = (self.tab, self.orders.tab)
            self.tab, self.orders.tab = self._tabs.get(viewer, ("table", "auction"))
            self._tabs_of = viewer

    def on_reset(self, view: MightView) -> None:
        self._tabs_for(view.seat)
        self.modals.reset()
        self.orders.reset()
        self.final.shown_feedback = -1
        self.final.revealing = False
        self.final.drag = None
        self.final.verdict = None
        self.final.hinted = self.guess.hinted = None  # a hint is never the next player's
        self._refreshed = ()
        self.orders.no_auction(view)

    def is_animating(self) -> bool:
        return self.modals.up() or self.final.verdict is not None or self.final.revealing

    def overlay_waits(self) -> bool:
        # A human closes the round's summary, a last verdict or the end table; without one
        # they close by time.
        panel = self.modals.up() or self.final.verdict is not None
        return panel and bool(self.port.session.humans) and not self.final.revealing

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if keys & {"series_item", "game_over", "attempt"}:
            return "chime"
        return "clack" if keys & {"weighing", "submitted"} else None

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        port = self.port
        for e in events:
            if e.key == "weighing" and e.params.get("seat") == viewer:
                self.orders.on_weighing(e.params.get("result_code", "balanced"))
            final_over = e.key in ("attempt_out", "attempt_ok")
            if final_over and viewer is not None and e.params.get("seat") == viewer:
                # balanced, or the sixth failure: the pans stay up with the answer
                self.final.verdict = viewer
                self.final.verdict_button.on_click = self._close_verdict
            kind = BANNERS.get(e.key)  # a success before the guesses; an offer that lapsed
            if kind is not None and e.params.get("seat") == viewer:
                port.show_message(port.describe_event(e), kind, 6.0)
        if self.modals.on_events(events):
            self.orders.round_over()
        self._refreshed = ()

    def _close_verdict(self) -> None:
        self.final.verdict = None

    def update(self, dt: float) -> None:
        port = self.port
        self.orders.update(dt)
        self.final.update(dt)
        self.modals.update(dt)
        view = port.view
        guide = port.tutorial
        expected = guide.expected() if guide is not None else None
        step = guide.step if guide is not None else None
        shown = step.shows.get("pans") if step is not None and step.shows else None
        if isinstance(shown, list):  # the lesson's ghosts, for its Place as hinted
            self.final.hinted = tuple(int(p) for p in shown)
        elif isinstance(expected, Arrange):  # the lesson's arrangement waits as ghosts; a
            # mend or a retry starts from the pans as they are, the arrow leading each piece
            free = step is not None and bool(step.accept)
            self.final.hinted = None if view.feedback or free else tuple(expected.pans)
        verdict = self.final.verdict is not None and self.final.verdict == view.seat
        if (view.phase == "final" or verdict) and view.seat is not None:
            self.final.sync_feedback(view)
        key = (port.session.ply, port.viewer, port.session.human_to_move())
        if key != self._refreshed:
            self._refreshed = key
            self._refresh(view)

    def _refresh(self, view: MightView) -> None:
        """Re-check which controls the rules allow (only when the position changes)."""
        self.orders.no_auction(view)
        if view.seat is None:
            return
        if view.phase == "orders":
            self.orders.refresh(view)
        elif view.phase == "final":
            self.final.refresh(self.port)
        elif view.phase == "guess":
            self.guess.refresh(self.port)

    # -- input ------------------------------------------------------------------------------------
    def hit(self, event: pygame.event.Event, view: MightView) -> Intent:
        if self.final.verdict is not None and self.board_mode(view) == "final":
            return self._verdict_event(event)
        panel = self.modals.shown()
        if panel is not None:
            if panel.button.handle_event(event):
                return HANDLED
            if event.type == pygame.KEYDOWN and event.key in PANEL_KEYS:
                panel.button.click()  # Continue / See results from the keyboard
                return HANDLED
            return HANDLED if event.type == pygame.MOUSEBUTTONDOWN else None
        for b in self.tab_buttons.values():
            if b.handle_event(event):
                return HANDLED
        if button_help(self.port, event, self.board_buttons(view)):
            return HANDLED
        mode = self.board_mode(view)
        if mode == "notebook":
            used = self.notes.handle(event)
        elif mode == "final":
            used = self.port.can_act and self.final.handle(event, self.port)
        elif mode == "guess":
            used = self.guess.handle(event, self.port)
        else:
            return self.table.event(event, view)
        return HANDLED if used else None

    def _verdict_event(self, event: pygame.event.Event) -> Intent:
        """The last attempt's verdict holds the board: its button (or Enter) goes on."""
        b = self.final.verdict_button
        if b.handle_event(event):
            return HANDLED
        if event.type == pygame.KEYDOWN and event.key in PANEL_KEYS:
            b.click()
            return HANDLED
        return HANDLED if event.type == pygame.MOUSEBUTTONDOWN else None

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: MightView) -> None:
        if self.modals.draw_frozen(surface, view):
            return
        self._draw_live(surface, view)
        self.modals.draw_over(surface, view)

    def _draw_live(self, surface: pygame.Surface, view: MightView) -> None:
        mode = self.board_mode(view)
        bg = self.table.background()
        # The notebook and the final board blit their own cached pictures (background included).
        if mode == "notebook":
            self.notes.draw(surface, view, bg)
        elif mode == "final":
            self.final.draw(surface, self.port, bg)
        elif mode == "guess":
            surface.blit(bg, (0, 0))
            self.guess.draw(surface, self.port)
        else:
            self.table.draw(surface, view, self.modals.colours())  # its picture: with background
        played.draw(surface, self, view, self.port.played_action)
        phase = PHASE_NAMES.get(view.phase)
        title = (
            _("Round {round} (final) · {phase}")
            if view.final_round
            else _("Round {round} · {phase}")
        ).format(round=view.round, phase=_(phase) if phase else view.phase)
        self.tab_buttons["table"].label = _("Table")
        self.tab_buttons["notebook"].label = _("Notebook")
        theme.blit_shadowed(surface, title, (12, 8), "heading", 32, theme.GOLD_BRIGHT, "topleft", 2)
        for key, b in self.tab_buttons.items():
            b.style = "primary" if key == self.tab else "normal"
            b.draw(surface)

    def board_buttons(self, view: MightView) -> list[Button]:
        """The buttons on the board now (their tooltips and disabled reasons are shown here:
        they are drawn by the board, not kept by the table's widget list)."""
        mode = self.board_mode(view)
        if mode == "notebook":
            return self.notes.buttons()
        if mode == "final":
            if self.final.verdict is not None:
                return [self.final.verdict_button]
            return [self.final.submit_button, self.final.clear_button] if self.port.can_act else []
        if mode == "guess":
            return [self.guess.submit_button]
        if view.seat is None or not self.port.can_act:
            return []
        return self.orders.board_buttons(view)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """The board's buttons and the texts of the open orders tab: a tooltip goes beside
        them where it can (the bid's note covered the keypad's caption)."""
        view = self.port.view
        rects = [b.rect for b in self.board_buttons(view) if b.visible]
        mode = self.board_mode(view)
        if mode == "table" and view.phase == "orders":
            rects += self.orders.keep_clear()
        if mode == "final" and view.seat is not None:  # the pieces, on the pans and the tray
            rects += self.final.slots(view)
            if self.final.hint_pending(view) is not None:
                rects.append(self.final.place_hint_button.rect)
        return rects

    def element_for(self, view: MightView, action: Action) -> pygame.Rect | None:
        """The next click towards `action` (targets.py): a tab, a piece, then its button."""
        return targets.element_for(self, view, action)

    def board_element(self, view: MightView, key: str) -> pygame.Rect | None:
        """Where the board element `key` is drawn for `view` (keys in targets.py)."""
        return targets.board_element(self, view, key)

    def restate_hint(self, view: MightView, action: Action, reason: str) -> tuple[Action, str]:
        """A final hint while the pans already balance by what the player knows says so and
        draws no ghosts (it once laid another arrangement over pans that all showed the
        target)."""
        final = isinstance(action, Arrange) and self.board_mode(view) == "final"
        pans = self.final.arrangement(view) if final else []
        if final and self.final.sure_balance(self.port):
            return Arrange(tuple(pans)), _(
                "Your pans already balance by what you know: weigh them."
            )
        if final and self.final.odds.near_all(view, pans):  # no other layout to suggest
            reason = _("Your pans already balance in nearly every weighting you allow: weigh them.")
            return Arrange(tuple(pans)), reason
        return action, reason

    def highlight(self, action: Action | None) -> None:
        """The hinted final arrangement waits as ghosts on the pans, hinted guesses are outlined
        (other hints: the banner)."""
        self.final.hinted = tuple(action.pans) if isinstance(action, Arrange) else None
        self.guess.hinted = tuple(action.totems) if isinstance(action, Guess) else None

    def board_mode(self, view: MightView) -> str:
        """What the board shows: 'notebook', 'final', 'guess' or the 'table'."""
        if self.tab == "notebook":
            return "notebook"
        seat = view.seat
        final = view.phase == "final" and bool(view.final_items)
        if final and seat is not None and not view.final_done[seat]:
            return "final"
        if seat is not None and self.final.verdict == seat and view.final_items:
            return "final"  # the last attempt's verdict, before the guesses
        if view.phase == "guess" and seat is not None and self.port.can_act:
            return "guess"
        return "table"
