"""The orders column of the Totemic Might table: the Auction / Wager / Scale folder tabs over
their sections, the Submit button, and the trades put to the viewer once every order is in.
A part of MightBoard: it keeps its own tab and sections and reaches the table through a
MightPort."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from totemgame.games.totemic_might.actions import Submit
from totemgame.games.totemic_might.table import grid
from totemgame.games.totemic_might.table.auction import AuctionSection
from totemgame.games.totemic_might.table.port import MightPort, Notes, play
from totemgame.games.totemic_might.table.scale import ScaleSection
from totemgame.games.totemic_might.table.trade_panel import ReplyPanel
from totemgame.games.totemic_might.table.wager import WagerSection
from totemgame.i18n import N_, _, ngettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

ORDERS = pygame.Rect(452, 104, 440, 540)
TABS = ("auction", "wager", "scale")
TAB_NAMES = {"auction": N_("Auction"), "wager": N_("Wager"), "scale": N_("Scale")}


def unspent_weighings(view: MightView) -> int:
    """Weighings the viewer may still make this round (0 when fewer than two different
    totems could go on the scale)."""
    if view.seat is None or view.phase != "orders":
        return 0
    given = {k for k, _ in view.gives or ()}
    totems = set(view.spirits[view.seat])
    totems |= {t for k, t in enumerate(view.trials[view.seat]) if k not in given}
    return view.weighings_left if len(totems) >= 2 else 0


class Section(Protocol):
    """One tab of the orders column."""

    def controls(self) -> list[Button]: ...

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool: ...

    def draw(self, surface: pygame.Surface, port: MightPort) -> None: ...


class OrdersColumn:
    """The viewer's secret orders: one open tab of three, then Submit."""

    def __init__(self, port: MightPort, notes: Notes) -> None:
        self.port = port
        self.tab = "auction"
        self.auction = AuctionSection(ORDERS)
        self.wager = WagerSection(ORDERS, notes)
        self.scale = ScaleSection(ORDERS, notes)
        self.reply = ReplyPanel(ORDERS)
        self.buttons = {k: self._tab_button(i, k) for i, k in enumerate(TABS)}
        self.submit_button = Button(
            (ORDERS.x, 656, ORDERS.w - 6, 52), _("Submit orders"), self.submit, style="primary"
        )

    def submit(self) -> None:
        """Submit orders; with weighings still to make (they do not carry over), ask first."""
        view = self.port.view
        left = unspent_weighings(view)
        # a tutorial table plays on at once: its script already says what comes next
        if not left or self.port.why_not(Submit()) is not None or self.port.tutorial is not None:
            self.port.act(Submit())
            return
        self.port.confirm(
            _("Weighings left"),
            ngettext(
                "You can still make {n} weighing this round, and unused weighings do not carry "
                "over. Submit your orders anyway?",
                "You can still make {n} weighings this round, and unused weighings do not carry "
                "over. Submit your orders anyway?",
                left,
            ).format(n=left),
            _("Submit anyway"),
            _("Weigh first"),
            play(self.port, Submit()),
        )

    def _tab_button(self, i: int, key: str) -> Button:
        def open_tab() -> None:
            self.open(key)

        return Button((ORDERS.x + i * 148, 58, 140, 40), _(TAB_NAMES[key]), open_tab, size=20)

    def open(self, tab: str) -> None:
        self.tab = tab

    def section(self) -> Section:
        """The open tab's section."""
        sections: dict[str, Section] = {
            "auction": self.auction,
            "wager": self.wager,
            "scale": self.scale,
        }
        return sections[self.tab]

    def selected(self) -> tuple[int, ...]:
        """The totems the wager being composed names (lit on the grid while it is open)."""
        return tuple(self.wager.totems) if self.tab == "wager" else ()

    def no_auction(self, view: MightView) -> None:
        """The final round has no auction: its tab gives way to the wager."""
        if view.final_round and self.tab == "auction":
            self.tab = "wager"

    # -- the rules' word on the controls -------------------------------------------------------
    def refresh(self, view: MightView) -> None:
        """Re-check the controls of the orders (the position changed)."""
        if not view.final_round:
            self.auction.refresh(self.port)
        self.wager.refresh(self.port)
        self.scale.refresh(self.port)
        reason = self.port.why_not(Submit())
        self.submit_button.set_enabled(reason is None, reason or "")
        self.submit_button.label = _("Submit orders")
        for key, button in self.buttons.items():
            button.label = _(TAB_NAMES[key])

    def board_buttons(self, view: MightView) -> list[Button]:
        """The buttons of the column on the board now (for their tooltips and refusals)."""
        if view.phase == "reply":
            return [self.reply.accept, self.reply.refuse] if self.reply.offer(view) else []
        if view.phase != "orders":
            return []
        modal = self.scale.modal if self.tab == "scale" else None
        if modal is not None:
            return [modal.cancel, *getattr(modal, "buttons", {}).values()]
        controls = self.section().controls()
        return [*self.buttons.values(), self.submit_button, *controls]

    def keep_clear(self) -> list[pygame.Rect]:
        """Texts of the open tab a tooltip should leave readable: the keypad's caption, the
        chosen wager's description."""
        if self.tab == "auction":
            panel = self.auction.keypad_panel()
            return [] if panel is None else [panel]
        return [self.wager.about_rect()] if self.tab == "wager" else []

    # -- what happens to the orders ------------------------------------------------------------
    def on_weighing(self, result_code: str) -> None:
        """The viewer's weighing answered: the scale tips and its tab opens."""
        self.scale.on_weighing(result_code)
        self.tab = "scale"

    def round_over(self) -> None:
        """The round resolved: the pans and the wager being composed are emptied."""
        self.scale.side.clear()
        self.scale.answer = ""
        self.scale.scale.tip(0)
        self.wager.totems.clear()
        self.wager.kind, self.wager.option = "none", 0  # a new round starts with no wager

    def reset(self) -> None:
        """The view jumped: nothing one player composed may show to the next one."""
        self.scale.side.clear()
        self.scale.close_choosers()
        self.scale.press = None
        self.scale.answer = ""
        self.scale.scale.tip(0, instant=True)
        self.wager.totems.clear()
        self.wager.kind, self.wager.option = "none", 0  # a new round starts with no wager
        self.wager.kind, self.wager.letter, self.wager.option = "none", 0, 0
        self.auction.picking = None  # a keypad one player opened is not the next one's

    def update(self, dt: float) -> None:
        self.scale.update(dt)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, view: MightView) -> bool:
        """Clicks on the column (the viewer may act); a totem clicked on the grid goes into
        the wager being composed."""
        if view.phase == "reply":
            return self.reply.handle(event, self.port)
        if view.phase != "orders":
            return False
        for b in (*self.buttons.values(), self.submit_button):
            if b.handle_event(event):
                return True
        if self.section().handle(event, self.port):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            t = grid.totem_at(event.pos)
            if t is not None:
                self.tab = "wager"
                self.wager.toggle_totem(t, self.port)
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: MightView) -> None:
        """The tabs, the open section and Submit (orders), or the trade put to the viewer."""
        if view.phase == "reply":
            self.reply.draw(surface, self.port)
            return
        self._draw_tabs(surface, view)
        self.section().draw(surface, self.port)
        self.submit_button.draw(surface)

    def _draw_tabs(self, surface: pygame.Surface, view: MightView) -> None:
        """Auction / Wager / Scale as folder tabs: the open one is gold, taller and joined to
        a gold rule over its section; the others sit lower, in wood. Without an auction (the
        final round) the other two move left."""
        rule_y = ORDERS.y - 5
        pygame.draw.line(surface, theme.GOLD, (ORDERS.x, rule_y), (ORDERS.right - 6, rule_y), 3)
        x = ORDERS.x
        for key, b in self.buttons.items():
            b.visible = not (key == "auction" and view.final_round)
            if not b.visible:
                continue
            chosen = key == self.tab
            b.style = "primary" if chosen else "normal"
            b.rect.x = x
            b.rect.y, b.rect.h = (54, 44) if chosen else (62, 34)
            x += b.rect.w + 8
            if chosen:
                bridge = pygame.Rect(b.rect.x + 4, b.rect.bottom - 6, b.rect.w - 8, 0)
                bridge.height = rule_y - bridge.y + 2
                pygame.draw.rect(surface, theme.GOLD, bridge)
            b.draw(surface)
