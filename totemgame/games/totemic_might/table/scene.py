"""The Totemic Might table: the totem grid and your pieces on the left, your secret orders
(auction, wager, trial scale) on the right; a notebook tab for deduction; the final three-pan
challenge and the guesses; round results and the final ranking as modal panels.

Only `self.view` (the viewer's own view) is ever drawn; hand-offs come from the session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totemic_might import event_words
from totemgame.games.totemic_might.actions import Arrange, Guess, PickSpirit
from totemgame.games.totemic_might.table import grid, targets
from totemgame.games.totemic_might.table.board_help import button_help, seat_note, totem_tip
from totemgame.games.totemic_might.table.final import FinalSection, GuessSection
from totemgame.games.totemic_might.table.last_moves import (
    SeatMoves,
    last_moves,
    sentence,
    strip_rects,
)
from totemgame.games.totemic_might.table.notebook_tab import Domains, NotebookTab
from totemgame.games.totemic_might.table.orders import OrdersColumn
from totemgame.games.totemic_might.table.overlays import (
    EndTable,
    RoundSummary,
    opal_words,
    round_events,
    weighings_of,
)
from totemgame.games.totemic_might.table.panels import TablePanel, draw_pool, pool_rect
from totemgame.games.totemic_might.table.pictures import card_art as _card_art
from totemgame.games.totemic_might.table.pictures import rules_picture as _rules_picture
from totemgame.games.totemic_might.table.pictures import table_background
from totemgame.games.totemic_might.table.refined import POLL

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

from totemgame import i18n
from totemgame.i18n import N_, _
from totemgame.ui import anim, theme
from totemgame.ui.pacing import soonest
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button

AUTO_CLOSE = 3.0  # seconds a modal panel stays on an all-AI table
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


class MightScene(TableScene):
    """The Totemic Might table."""

    ends_with_own_overlay = True  # its last overlay ends with "See results"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.tab = "table"
        self.orders = OrdersColumn(self)
        self.notes = NotebookTab(self, self.session.notes())
        self.panel = TablePanel()
        # Each player's own tabs: in pass-and-play a seat opens where it left off, never on the
        # tab the previous player used.
        self._tabs: dict[Seat | None, tuple[str, str]] = {}
        self._tabs_of: Seat | None = None
        self.final = FinalSection()
        self.guess = GuessSection()
        self.summary: RoundSummary | None = None
        self.end: EndTable | None = None
        self.hover_totem: int | None = None
        self._refreshed: tuple = ()
        self._end_key: tuple[int, str] = (-1, "")
        self._moves_key: tuple = ()
        self._moves: list[SeatMoves] = []
        self._bg: pygame.Surface | None = None  # the board's background, and with the grid
        self._bg_grid = pygame.Surface((1, 1))
        self._bg_lang = ""
        self._frozen: pygame.Surface | None = None  # the board under a modal panel
        self._frozen_for: object = None
        self._end: tuple[list[int], dict[int, list[int]], str, tuple[float, ...]] = ([], {}, "", ())
        self.tab_buttons = {
            "table": Button((600, 8, 140, 42), _("Table"), lambda: self._set_tab("table"), size=20),
            "notebook": Button(
                (750, 8, 140, 42), _("Notebook"), lambda: self._set_tab("notebook"), size=20
            ),
        }

    def describe_event(self, event: Event) -> str:
        """The event's message with the rules' English field words in the player's language."""
        return super().describe_event(event_words.localised(event))

    # -- rules access -----------------------------------------------------------------------------
    def why_not(self, action: Action) -> str | None:
        """None if the viewing human may play `action` now, else the rules' reason (checks.py)
        as a sentence."""
        if self.session.human_to_move() is None:
            return _("Not your decision now.")
        return event_words.reason_sentence(self.session.refusal(action))

    def act(self, action: Action) -> bool:
        reason = self.why_not(action)
        if reason is not None:
            self.show_message(reason, "warning")
            return False
        return self.submit(action)

    def domains(self, view: MightView) -> Domains | None:
        """What the deduction engine proves from the viewer's observations (cached)."""
        return self.notes.domains(view)

    def captions(self, view: MightView) -> list[str]:
        """Per totem, what the viewer knows of its weight ("= 7", "3-12")."""
        return self.notes.captions(view)

    def background(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        return self.app.ai_worker.submit(fn, *args)

    def board_next_frame_in(self) -> float | None:
        waiting = self.notes.waiting() or self.final.waiting()  # a proof may land: look again
        return soonest(POLL if waiting else None, super().board_next_frame_in())

    def play_sound(self, effect: str) -> None:
        self.sound.play(effect)

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        if getattr(self, "tutorial", None) is not None:
            on_yes()  # a tutorial's script already says what comes next
            return
        from totemgame.ui.widgets.dialog import confirm

        confirm(self.app, title, text, on_yes, yes=yes, no=no)

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
        self.summary = None
        self.end = None
        self.orders.reset()
        self.final.shown_feedback = -1
        self.final.revealing = False
        self.final.drag = None
        self.final.verdict = None
        self.final.hinted = self.guess.hinted = None  # a hint is never the next player's
        self._refreshed = ()
        self.orders.no_auction(view)

    def is_animating(self) -> bool:
        panel = self.summary is not None or self.end is not None or self.final.verdict is not None
        return panel or self.final.revealing

    def overlay_waits(self) -> bool:
        # A human closes the round's summary, a last verdict or the end table; without one
        # they close by time.
        panel = self.summary is not None or self.end is not None or self.final.verdict is not None
        return panel and bool(self.session.humans) and not self.final.revealing

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if keys & {"series_item", "game_over", "attempt"}:
            return "chime"
        return "clack" if keys & {"weighing", "submitted"} else None

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
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
                self.show_message(self.describe_event(e), kind, 6.0)
        summary = None
        if RoundSummary.due(events):  # one summary a round, after any pick or trade answer
            log = [le.event for le in self.session.visible_events()]
            news, ended = round_events(log, events)
            weighings = weighings_of(self.view.facts or (), ended)
            summary = RoundSummary.from_events(
                news, self.describe_event, self.names, weighings, ended
            )
        if summary is not None:
            summary.button.on_click = self._close_summary
            self.summary = summary
            self.orders.round_over()
        if self.view.over and self.end is None:
            self.end = EndTable(self._close_end)
        self._refreshed = ()

    def _close_summary(self) -> None:
        self.summary = None
        self.log.follow()  # the player goes on: the log follows the next round's lines
        self.orders.no_auction(self.view)

    def _close_verdict(self) -> None:
        self.final.verdict = None

    def _close_end(self) -> None:
        self.end = None

    def update_board(self, dt: float) -> None:
        self.orders.update(dt)
        self.final.update(dt)
        all_ai = not self.session.humans
        for panel, close in ((self.summary, self._close_summary), (self.end, self._close_end)):
            if panel is not None:
                panel.age += dt
                if all_ai and panel.age >= AUTO_CLOSE * anim.speed_scale():
                    close()
        view = self.view
        guide = getattr(self, "tutorial", None)
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
        key = (self.session.ply, self.viewer, self.session.human_to_move())
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
            self.final.refresh(self)
        elif view.phase == "guess":
            self.guess.refresh(self)

    # -- input ------------------------------------------------------------------------------------
    def handle_board_event(self, event: pygame.event.Event, view: MightView) -> bool:
        if self.final.verdict is not None and self.board_mode(view) == "final":
            return self._verdict_event(event)
        for panel in (self.summary, self.end):
            if panel is not None:
                if panel.button.handle_event(event):
                    return True
                if event.type == pygame.KEYDOWN and event.key in PANEL_KEYS:
                    panel.button.click()  # Continue / See results from the keyboard
                    return True
                return event.type == pygame.MOUSEBUTTONDOWN
        for b in self.tab_buttons.values():
            if b.handle_event(event):
                return True
        if button_help(self, event, self.board_buttons(view)):
            return True
        mode = self.board_mode(view)
        if mode == "notebook":
            return self.notes.handle(event)
        if mode == "final":
            return self.can_act and self.final.handle(event, self)
        if mode == "guess":
            return self.guess.handle(event, self)
        return self._table_event(event, view)

    def _verdict_event(self, event: pygame.event.Event) -> bool:
        """The last attempt's verdict holds the board: its button (or Enter) goes on."""
        b = self.final.verdict_button
        if b.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in PANEL_KEYS:
            b.click()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def _table_event(self, event: pygame.event.Event, view: MightView) -> bool:
        if event.type == pygame.MOUSEMOTION:
            t = grid.totem_at(event.pos)
            self.hover_totem = t
            if t is not None:
                tip = totem_tip(view, t, self.notes.candidates(view, t), self.moves(), self.names)
                self.board_tooltip(("grid", t), tip, event.pos)
            elif view.seat is not None and grid.LAST_ROUND.collidepoint(event.pos):
                moves = self.moves()
                for s, r in enumerate(strip_rects(grid.LAST_ROUND, len(moves))):
                    if r.collidepoint(event.pos):
                        weighing = self._last_weighing(view) if s == view.seat else ""
                        tip = sentence(moves[s], self.names[s], weighing)
                        self.board_tooltip(("last", s), tip, event.pos)
        acting = self.can_act and view.seat is not None
        if view.phase == "pick" and acting and event.type == pygame.MOUSEBUTTONDOWN:
            for i, t in enumerate(view.pool):
                if pool_rect(i).collidepoint(event.pos):
                    self.act(PickSpirit(t))
                    return True
        if view.phase in ("orders", "reply") and acting:
            return self.orders.handle(event, view)
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            self._bg = table_background(self.board_rect.size)
        if self._bg_lang != i18n.current():  # the grid's labels are words: again per language
            self._bg_lang = i18n.current()
            self._bg_grid = self._bg.copy()  # the table tab: the grid is part of the picture
            grid.paint_static(self._bg_grid)
        return self._bg

    def draw_board(self, surface: pygame.Surface, view: MightView) -> None:
        modal = self.summary if self.summary is not None else self.end
        if modal is not None and self._frozen is not None and self._frozen_for is modal:
            # Under a modal panel the board does not change: one opaque blit of its snapshot.
            surface.blit(self._frozen, (0, 0))
            self._draw_modal(surface, view, backdrop=False)
            return
        self._draw_board_live(surface, view)
        if modal is not None:
            self._draw_modal(surface, view, backdrop=True)
            if self._frozen is None:
                self._frozen = pygame.Surface(self.board_rect.size)
            self._frozen.blit(surface, (0, 0), self.board_rect)
            self._frozen_for = modal

    def _draw_modal(self, surface: pygame.Surface, view: MightView, backdrop: bool) -> None:
        if self.summary is not None:
            self.summary.draw(surface, self.names, self._colours(), backdrop)
        elif self.end is not None:
            self._draw_end(surface, view, backdrop)

    def _draw_board_live(self, surface: pygame.Surface, view: MightView) -> None:
        mode = self.board_mode(view)
        bg = self._background()
        # The notebook and the final board blit their own cached pictures (background included).
        if mode == "notebook":
            self.notes.draw(surface, view, bg)
        elif mode == "final":
            self.final.draw(surface, self, bg)
        else:
            if mode == "guess":
                surface.blit(bg, (0, 0))
                self.guess.draw(surface, self)
            else:
                self._draw_table(surface, view, bg)  # its picture holds the background
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
            return [self.final.submit_button, self.final.clear_button] if self.can_act else []
        if mode == "guess":
            return [self.guess.submit_button]
        if view.seat is None or not self.can_act:
            return []
        return self.orders.board_buttons(view)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """The board's buttons and the texts of the open orders tab: a tooltip goes beside
        them where it can (the bid's note covered the keypad's caption)."""
        view = self.view
        rects = [b.rect for b in self.board_buttons(view) if b.visible]
        mode = self.board_mode(view)
        if mode == "table" and view.phase == "orders":
            rects += self.orders.keep_clear()
        if mode == "final" and view.seat is not None:  # the pieces, on the pans and the tray
            rects += self.final.slots(view)
            if self.final.hint_pending(view) is not None:
                rects.append(self.final.place_hint_button.rect)
        return rects

    def _draw_table(self, surface: pygame.Surface, view: MightView, bg: pygame.Surface) -> None:
        acting = self.can_act and view.seat is not None
        live = acting and view.phase in ("orders", "pick", "reply")
        captions = self.captions(view)
        selected = self.orders.selected()
        # Grid, pieces and the waiting panel change only with the game or the mouse: cached.
        key = (self.viewer, self.session.ply, id(captions), selected, self.hover_totem, live)
        args = (captions, selected, self.hover_totem, live, key, self.moves(), self._colours())
        self.panel.draw(surface, view, self.names, self._bg_grid, *args)
        if view.phase in ("orders", "reply") and acting:
            self.orders.draw(surface, view)
        elif view.phase == "pick" and acting:
            draw_pool(surface, view)

    def element_for(self, action: Action) -> pygame.Rect | None:
        """The next click towards `action` (targets.py): a tab, a piece, then its button."""
        return targets.element_for(self, action)

    def board_element(self, key: str) -> pygame.Rect | None:
        """Where the board element `key` is drawn now (keys in targets.py)."""
        return targets.board_element(self, key)

    def _show_hint(self, action: Action, reason: str) -> None:
        """A final hint while the pans already balance by what the player knows says so and
        draws no ghosts (it once laid another arrangement over pans that all showed the
        target)."""
        view = self.view
        final = isinstance(action, Arrange) and self.board_mode(view) == "final"
        pans = self.final.arrangement(view) if final else []
        if final and self.final.sure_balance(self):
            action = Arrange(tuple(pans))
            reason = _("Your pans already balance by what you know: weigh them.")
        elif final and self.final.odds.near_all(view, pans):  # no other layout to suggest
            action = Arrange(tuple(pans))
            reason = _("Your pans already balance in nearly every weighting you allow: weigh them.")
        super()._show_hint(action, reason)

    def highlight_action(self, action: Action | None) -> None:
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
        if view.phase == "guess" and seat is not None and self.can_act:
            return "guess"
        return "table"

    def moves(self) -> list[SeatMoves]:
        """Every seat's last moves, as the viewer may see them (read from the log once a ply)."""
        key = (self.session.revision, self.viewer)
        if key != self._moves_key:
            self._moves_key = key
            log = [le.event for le in self.session.visible_events()]
            self._moves = last_moves(log, len(self.session.seats))
        return self._moves

    def _last_weighing(self, view: MightView) -> str:
        weighings = [
            event_words.weighing_words(f.text) for f in (view.facts or ()) if f.kind == "weigh"
        ]
        return weighings[-1] if weighings else ""

    def _colours(self) -> list[tuple[int, int, int]]:
        return [self.seat_colour(s) for s in range(len(self.session.seats))]

    def _end_facts(
        self, view: MightView
    ) -> tuple[list[int], dict[int, list[int]], str, tuple[float, ...]]:
        """Ranking, who guessed whom and the opal line (read once from the log)."""
        if self._end_key != (self.session.ply, i18n.current()):
            self._end_key = (self.session.ply, i18n.current())
            guessed: dict[int, list[int]] = {}
            for le in self.session.visible_events():
                e = le.event
                if e.key == "reveal":
                    by = e.params.get("guessed_by", ())
                    guessed[e.params["seat"]] = list(by) if isinstance(by, (list, tuple)) else []
            result = self.session.result()
            details = (result.details or {}) if result else {}
            right = details.get("correct_guesses", ())
            opal = opal_words(details.get("opal"), right, view.wagers_taken, self.names)
            seats = range(view.players)
            ranking = sorted(seats, key=lambda s: result.ranks[s]) if result else list(seats)
            scores = tuple(result.scores) if result else ()
            self._end = (ranking, guessed, opal, scores)
        return self._end

    def _draw_end(self, surface: pygame.Surface, view: MightView, backdrop: bool) -> None:
        ranking, guessed, opal, scores = self._end_facts(view)
        assert self.end is not None
        self.end.draw(
            surface, view, self.names, self._colours(), ranking, guessed, opal, backdrop, scores
        )
