"""The Totemic Might table: the totem grid and your pieces on the left, your secret orders
(auction, wager, trial scale) on the right; a notebook tab for deduction; the final three-pan
challenge and the guesses; round results and the final ranking as modal panels.

Only `self.view` (the viewer's own view) is ever drawn; hand-offs come from the controller.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totemic_might.actions import PickSpirit, Submit
from totemgame.games.totemic_might.table import grid, pieces
from totemgame.games.totemic_might.table.auction import AuctionSection
from totemgame.games.totemic_might.table.board_help import HelpMixin
from totemgame.games.totemic_might.table.final import FinalSection, GuessSection
from totemgame.games.totemic_might.table.notebook import Notebook
from totemgame.games.totemic_might.table.overlays import EndTable, RoundSummary
from totemgame.games.totemic_might.table.panels import ORDERS, PanelsMixin
from totemgame.games.totemic_might.table.pictures import card_art as _card_art
from totemgame.games.totemic_might.table.pictures import rules_picture as _rules_picture
from totemgame.games.totemic_might.table.scale import ScaleSection
from totemgame.games.totemic_might.table.trade_panel import ReplyPanel
from totemgame.games.totemic_might.table.wager import WagerSection

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

from totemgame.ui import anim, theme
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button

AUTO_CLOSE = 3.0  # seconds a modal panel stays on an all-AI table
PANEL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # press a modal's button
PHASE_NAMES = {
    "orders": "Orders",
    "pick": "Extra spirit",
    "reply": "Trades",
    "final": "Final challenge",
    "guess": "Guesses",
    "over": "Game over",
}


def _sentence(reason: str | None) -> str | None:
    """The rules' reasons are phrases ("you cannot give that trial totem"): shown to players
    they start with a capital and end with a full stop."""
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason[-1] in ".!?" else reason + "."


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card."""
    return _card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen."""
    return _rules_picture(key, width)


class MightScene(HelpMixin, PanelsMixin, TableScene):
    """The Totemic Might table."""

    ends_with_own_overlay = True  # its last overlay ends with "See results"

    def __init__(self, app, match, controller=None) -> None:
        super().__init__(app, match, controller)
        self.tab = "table"
        self.orders_tab = "auction"
        # Each player's own tabs: in pass-and-play a seat opens where it left off, never on the
        # tab the previous player used.
        self._tabs: dict[Seat | None, tuple[str, str]] = {}
        self._tabs_of: Seat | None = None
        self.assist = False
        self.notebook = Notebook((8, 60))
        self.auction = AuctionSection(ORDERS)
        self.wager = WagerSection(ORDERS)
        self.scale = ScaleSection(ORDERS)
        self.reply = ReplyPanel(ORDERS)
        self.final = FinalSection()
        self.guess = GuessSection()
        self.summary: RoundSummary | None = None
        self.end: EndTable | None = None
        self.hover_totem: int | None = None
        self._refreshed: tuple = ()
        self._recalled: set[tuple[int | None, int]] = set()  # (viewer, round) weighings recalled
        self._end_key = -1
        self._tbl_picture: pygame.Surface | None = None  # grid and pieces, cached
        self._tbl_key: tuple = ()
        self._nb_picture: pygame.Surface | None = None  # the notebook tab, cached
        self._nb_key: tuple = ()
        self._frozen: pygame.Surface | None = None  # the board under a modal panel
        self._frozen_for: object = None
        self._end: tuple[list[int], dict[int, list[int]], str, tuple[float, ...]] = ([], {}, "", ())
        self._legal_key: tuple = ()
        self._legal: Any = None
        self._domains_key: tuple = ()
        self._domains: tuple[frozenset[int], ...] | None = None
        self._captions_key: tuple = ()
        self._caption_list: list[str] = []
        self.tab_buttons = {
            "table": Button((600, 8, 140, 42), "Table", lambda: self._set_tab("table"), size=20),
            "notebook": Button(
                (750, 8, 140, 42), "Notebook", lambda: self._set_tab("notebook"), size=20
            ),
        }
        self.order_buttons = {
            k: Button(
                (ORDERS.x + i * 148, 58, 140, 40),
                k.title(),
                lambda k=k: self._set_orders(k),
                size=20,
            )
            for i, k in enumerate(("auction", "wager", "scale"))
        }
        self.submit_button = Button(
            (ORDERS.x, 656, ORDERS.w - 6, 52), "Submit orders", self._submit, style="primary"
        )
        self.assist_button = Button((672, 620, 218, 44), "Assist: off", self._flip_assist, size=20)
        self.copy_button = Button(
            (672, 672, 218, 40), "Strike what's proven", self._copy_assist, size=18
        )

    # -- rules access -----------------------------------------------------------------------------
    def why_not(self, action: Action) -> str | None:
        """None if the viewing human may play `action` now, else the reason."""
        seat = self.controller.human_to_move()
        if seat is None:
            return "Not your decision now."
        key = (self.match.ply, seat, id(self.match.state))
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.match.state.legal_actions(seat)
        check = getattr(self._legal, "check", None)
        if check is not None:
            return _sentence(check(action))
        return None if action in self._legal else "Not allowed now."

    def act(self, action: Action) -> bool:
        reason = self.why_not(action)
        if reason is not None:
            self.show_message(reason, "warning")
            return False
        return self.submit(action)

    def domains(self, view: MightView) -> tuple[frozenset[int], ...] | None:
        """What the deduction engine proves from the viewer's observations (cached)."""
        if view.seat is None:
            return None
        key = (view.seat, view.round, len(view.facts or ()), view.start)
        if key != self._domains_key:
            self._domains_key = key
            try:
                from totemgame.games.totemic_might.deduction import Knowledge

                self._domains = tuple(Knowledge.from_view(view).domains())
            except Exception:  # the notebook still works by hand if the engine fails
                self._domains = None
        return self._domains

    # -- tabs and buttons ----------------------------------------------------------------------
    def _set_tab(self, tab: str) -> None:
        self.tab = tab

    def _set_orders(self, tab: str) -> None:
        self.orders_tab = tab

    def _flip_assist(self) -> None:
        self.assist = not self.assist
        self.assist_button.label = f"Assist: {'on' if self.assist else 'off'}"
        self._captions_key = ()

    def _copy_assist(self) -> None:
        doms = self.domains(self.view)
        if doms is None:
            self.show_message("Nothing to copy yet.")
            return
        n = self.notebook.strike_impossible(self.viewer, doms)
        self._captions_key = ()
        self.show_message(f"Struck out {pieces.plural(n, 'weight')} the assist rules out.")

    def _submit(self) -> None:
        self.act(Submit())

    # -- hooks ----------------------------------------------------------------------------------
    def panel_note(self, view: MightView, seat: Seat) -> str:
        if view.phase in ("final", "guess", "over"):
            done = " · done" if view.submitted and view.submitted[seat] else ""
            m = view.marks[seat]
            return f"{m} failure mark{'' if m == 1 else 's'}{done}"
        n = len(view.balloons[seat])
        chips, garnets = view.chips[seat], view.garnets[seat]
        note = f"{chips} chip{'s' * (chips != 1)} · {garnets} garnet{'s' * (garnets != 1)}"
        if n:
            note += f" · {n} balloon{'s' if n > 1 else ''}"
        if view.submitted and view.submitted[seat]:
            note += " · ready"
        return note

    def _tabs_for(self, viewer: Seat | None) -> None:
        """Keep the tabs of the seat that looked last; open `viewer`'s own."""
        if viewer != self._tabs_of:
            self._tabs[self._tabs_of] = (self.tab, self.orders_tab)
            self.tab, self.orders_tab = self._tabs.get(viewer, ("table", "auction"))
            self._tabs_of = viewer

    def on_reset(self, view: MightView) -> None:
        self._tabs_for(view.seat)
        self.summary = None
        self.end = None
        self.scale.side.clear()
        self.scale.close_choosers()
        self.scale.press = None
        self.scale.answer = ""
        self.scale.scale.tip(0, instant=True)
        self.final.shown_feedback = -1
        self.final.revealing = False
        self.final.drag = None
        # Nothing one player composed may show to the next one behind a hand-off.
        self.wager.totems.clear()
        self.wager.kind, self.wager.letter, self.wager.option = "none", 0, 0
        self._refreshed = ()
        if view.final_round and self.orders_tab == "auction":
            self.orders_tab = "wager"

    def is_animating(self) -> bool:
        return self.summary is not None or self.end is not None or self.final.revealing

    def overlay_waits(self) -> bool:
        # A human closes the round's summary or the end table; without one they close by time.
        panel = self.summary is not None or self.end is not None
        return panel and bool(self.controller.humans) and not self.final.revealing

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if keys & {"series_item", "game_over", "attempt"}:
            return "chime"
        return "clack" if keys & {"weighing", "submitted"} else None

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        for e in events:
            if e.key == "weighing" and e.params.get("seat") == viewer:
                self.scale.on_weighing(e.params.get("result_code", "balanced"))
                self.orders_tab = "scale"
            if e.key == "attempt_ok" and e.params.get("seat") == viewer:
                # the moment of success, before the screen turns to the guesses
                self.show_message(self.describe_event(e), "ok", 6.0)
        summary = None
        if RoundSummary.resolves(events):
            weighings = self._weighings_of(events)
            summary = RoundSummary.from_events(events, self.describe_event, self.names, weighings)
        if summary is not None:
            summary.button.on_click = self._close_summary
            self.summary = summary
            self.scale.side.clear()
            self.scale.answer = ""
            self.scale.scale.tip(0)
            self.wager.totems.clear()
        if self.view.over and self.end is None:
            self.end = EndTable(self._close_end)
        self._refreshed = ()

    def _weighings_of(self, events: Sequence[Event]) -> list[str]:
        """The viewer's weighing answers of the round these events end (for its summary)."""
        view = self.view
        starts = [e for e in events if e.key in ("round_start", "final_round_start")]
        ended = int(starts[0].params.get("round", view.round)) - 1 if starts else view.round
        if (self.viewer, ended) in self._recalled:  # a round's second summary (after a pick)
            return []
        self._recalled.add((self.viewer, ended))
        return [f.text for f in (view.facts or ()) if f.kind == "weigh" and f.round == ended]

    def _close_summary(self) -> None:
        self.summary = None
        if self.view.final_round and self.orders_tab == "auction":
            self.orders_tab = "wager"

    def _close_end(self) -> None:
        self.end = None

    def update_board(self, dt: float) -> None:
        self.scale.update(dt)
        self.final.update(dt)
        all_ai = not self.controller.humans
        for panel, close in ((self.summary, self._close_summary), (self.end, self._close_end)):
            if panel is not None:
                panel.age += dt
                if all_ai and panel.age >= AUTO_CLOSE * anim.speed_scale():
                    close()
        view = self.view
        if view.phase == "final" and view.seat is not None:
            self.final.sync_feedback(view)
        key = (self.match.ply, self.viewer, self.controller.human_to_move())
        if key != self._refreshed:
            self._refreshed = key
            self._refresh(view)

    def _refresh(self, view: MightView) -> None:
        """Re-check which controls the rules allow (only when the position changes)."""
        if view.final_round and self.orders_tab == "auction":
            self.orders_tab = "wager"  # no auction in the final round
        if view.seat is None:
            return
        if view.phase == "orders":
            if not view.final_round:
                self.auction.refresh(self)
            self.wager.refresh(self)
            self.scale.refresh(self)
            reason = self.why_not(Submit())
            self.submit_button.set_enabled(reason is None, reason or "")
        elif view.phase == "final":
            self.final.refresh(self)
        elif view.phase == "guess":
            self.guess.refresh(self)

    # -- input ------------------------------------------------------------------------------------
    def handle_board_event(self, event: pygame.event.Event, view: MightView) -> bool:
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
        if self._button_help(event, view):
            return True
        mode = self._mode(view)
        if mode == "notebook":
            return self._notebook_event(event, view)
        if mode == "final":
            return self.can_act and self.final.handle(event, self)
        if mode == "guess":
            return self.guess.handle(event, self)
        return self._table_event(event, view)

    def _notebook_event(self, event: pygame.event.Event, view: MightView) -> bool:
        for b in (self.assist_button, self.copy_button):
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.notebook.hover = self.notebook.cell_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.notebook.cell_at(event.pos)
            if cell is not None:
                self.notebook.toggle(self.viewer, *cell)
                self._captions_key = ()
                return True
        return False

    def _table_event(self, event: pygame.event.Event, view: MightView) -> bool:
        if event.type == pygame.MOUSEMOTION:
            t = grid.totem_at(event.pos)
            self.hover_totem = t
            if t is not None:
                self.board_tooltip(("grid", t), self._totem_tip(view, t), event.pos)
        acting = self.can_act and view.seat is not None
        if view.phase == "pick" and acting and event.type == pygame.MOUSEBUTTONDOWN:
            for i, t in enumerate(view.pool):
                if self._pool_rect(i).collidepoint(event.pos):
                    self.act(PickSpirit(t))
                    return True
        if view.phase == "reply" and acting:
            return self.reply.handle(event, self)
        if view.phase != "orders" or not acting:
            return False
        for b in (*self.order_buttons.values(), self.submit_button):
            if b.handle_event(event):
                return True
        section = {"auction": self.auction, "wager": self.wager, "scale": self.scale}[
            self.orders_tab
        ]
        if section.handle(event, self):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            t = grid.totem_at(event.pos)
            if t is not None:
                self.orders_tab = "wager"
                self.wager.toggle_totem(t, self)
                return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if getattr(self, "_bg", None) is None:
            from totemgame.games.totemic_might.table.pictures import table_background

            self._bg = table_background(self.board_rect.size)
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
        mode = self._mode(view)
        bg = self._background()
        # The notebook and the final board blit their own cached pictures (background included).
        if mode == "notebook":
            self._draw_notebook(surface, view)
        elif mode == "final":
            self.final.draw(surface, self, bg)
        else:
            if mode == "guess":
                surface.blit(bg, (0, 0))
                self.guess.draw(surface, self)
            else:
                self._draw_table(surface, view)  # its cached picture holds the background
        title = f"Round {view.round}" + (" (final)" if view.final_round else "")
        title += f" · {PHASE_NAMES.get(view.phase, view.phase)}"
        theme.blit_shadowed(surface, title, (12, 8), "heading", 32, theme.GOLD_BRIGHT, "topleft", 2)
        for key, b in self.tab_buttons.items():
            b.style = "primary" if key == self.tab else "normal"
            b.draw(surface)

    def _mode(self, view: MightView) -> str:
        """What the board shows: 'notebook', 'final', 'guess' or the 'table'."""
        if self.tab == "notebook":
            return "notebook"
        seat = view.seat
        final = view.phase == "final" and seat is not None and view.final_items
        if final and not view.final_done[seat]:
            return "final"
        if view.phase == "guess" and seat is not None and self.can_act:
            return "guess"
        return "table"

    def _colours(self) -> list[tuple[int, int, int]]:
        return [self.seat_colour(s) for s in range(len(self.match.seats))]

    def _end_facts(
        self, view: MightView
    ) -> tuple[list[int], dict[int, list[int]], str, tuple[float, ...]]:
        """Ranking, who guessed whom and the opal line (read once from the log)."""
        if self._end_key != self.match.ply:
            self._end_key = self.match.ply
            guessed: dict[int, list[int]] = {}
            opal = "Opal: nobody (tied)"
            for le in self.match.events_visible_to(self.viewer):
                e = le.event
                if e.key == "reveal":
                    by = e.params.get("guessed_by", ())
                    guessed[e.params["seat"]] = list(by) if isinstance(by, (list, tuple)) else []
                elif e.key == "opal":
                    opal = f"Opal (most right guesses): {self.names[e.params['seat']]}"
            result = self.match.state.result() if self.match.is_over() else None
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
