"""The auction part of the orders: a bid per series with -/+ and a drag-to-order preference row
(a click on a tile puts it first).

Every change is an action at once (SetBid / SetPrefs), so what is drawn is always the pending
order in the view; -/+ are disabled, with the reason as tooltip, where the rules forbid them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import SetBid, SetPrefs
from totemgame.games.totemic_might.content import content, totem_label
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.port import play
from totemgame.i18n import N_, _, ngettext
from totemgame.text import join_commas
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView

TILE_W, TILE_H = 64, 84
GAP = 8
SERIES = ("A", "B")
SERIES_NAMES = (N_("Ancient series A"), N_("Benevolent series B"))
# TRANSLATORS: a place in a series' preference row, under its tile
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"))
# The tooltip of each place (one template per place: ordinals differ by language).
CHOICES = (
    N_("1st choice: {item}. Drag to reorder."),
    N_("2nd choice: {item}. Drag to reorder."),
    N_("3rd choice: {item}. Drag to reorder."),
    N_("4th choice: {item}. Drag to reorder."),
    N_("5th choice: {item}. Drag to reorder."),
    N_("6th choice: {item}. Drag to reorder."),
)


def end_words(view: MightView) -> str:
    """How near the final round is: it comes once enough players are low on chips."""
    c = content()
    need = min(c.trigger_players, view.players)
    low = sum(1 for chips in view.chips if chips <= c.trigger_chips)
    # TRANSLATORS: under the auction; {need} players with {chips} chips or fewer end the game,
    # {low} players have that few now
    return _(
        "Once {need} players have {chips} chips or fewer, the next round is the final round "
        "(now: {low})."
    ).format(need=need, chips=c.trigger_chips, low=low)


class AuctionSection:
    """Bids and preference lists of both series, inside `rect` of the orders column."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.minus: list[Button] = []
        self.plus: list[Button] = []
        self.amount: list[Button] = []  # the bid itself: a click opens the keypad
        self.keypad: list[list[Button]] = []  # per series, amounts 1-10 in one click
        for s in range(2):
            y = self._top(s)
            self.minus.append(Button((rect.right - 150, y, 40, 38), "-", size=26))
            self.amount.append(Button((rect.right - 106, y, 58, 38), "1", size=22))
            self.plus.append(Button((rect.right - 44, y, 40, 38), "+", size=26))
            self.keypad.append(
                [
                    Button((rect.x + 4 + i * 43, y + 88, 40, 40), str(i + 1), size=20)
                    for i in range(10)
                ]
            )
        self.picking: int | None = None  # the series whose keypad is open
        self.drag: tuple[int, int, int] | None = None  # (series, from slot, mouse x offset)
        self.drag_x = 0
        self.buttons = self.minus + self.plus + self.amount

    def controls(self) -> list[Button]:
        """The section's buttons (for the scene's tooltips and refusals)."""
        pad = self.keypad[self.picking] if self.picking is not None else []
        return self.buttons + pad

    def open_keypad(self, series: int) -> None:
        self.picking = None if self.picking == series else series

    def _pick(self, port: MightPort, series: int, amount: int) -> None:
        self.picking = None
        port.act(SetBid(series, amount))

    def _top(self, series: int) -> int:
        return self.rect.y + 8 + series * 206

    def tile_rect(self, series: int, slot: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + 4 + slot * (TILE_W + GAP), self._top(series) + 76, TILE_W, TILE_H
        )

    def refresh(self, port: MightPort) -> None:
        """Enable -/+ by the rules (called when the view changes)."""
        view = port.view
        for s in range(2):
            bid = view.bids[s] if view.bids else 0
            for button, delta in ((self.minus[s], -1), (self.plus[s], 1)):
                reason = port.why_not(SetBid(s, bid + delta))
                button.set_enabled(reason is None, reason or "")
                button.on_click = play(port, SetBid(s, bid + delta))
                button.tooltip = (
                    _("Lower your bid on series {series}")
                    if delta < 0
                    else _("Raise your bid on series {series}")
                ).format(series=SERIES[s])
                chips = view.chips[view.seat] if view.seat is not None and view.chips else 0
                total = min(content().max_bid_total, chips)
                other = view.bids[1 - s] if view.bids else 0
                if delta > 0 and reason is None and bid + 1 + other > total:
                    button.tooltip = _(
                        "Raise your bid on series {series} (takes a chip from series {other})"
                    ).format(series=SERIES[s], other=SERIES[1 - s])
            amount = self.amount[s]
            amount.label = str(bid)
            amount.style = "primary" if self.picking == s else "normal"
            amount.on_click = lambda s=s: self.open_keypad(s)
            amount.tooltip = _("Your bid on series {series}: click to choose any amount.").format(
                series=SERIES[s]
            )
            for n, key in enumerate(self.keypad[s], start=1):
                why = None if n == bid else port.why_not(SetBid(s, n))
                key.set_enabled(why is None, why or "")
                key.style = "primary" if n == bid else "normal"
                key.on_click = lambda s=s, n=n: self._pick(port, s, n)
                key.tooltip = _("Bid {n} on series {series}.").format(n=n, series=SERIES[s])

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        if self.picking is not None:
            s = self.picking
            for b in [*self.keypad[s], self.amount[s]]:
                if b.handle_event(event):
                    self.refresh(port)
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN:  # a click elsewhere closes the keypad
                self.picking = None
                self.refresh(port)
                return True
        for b in self.buttons:
            if b.handle_event(event):
                self.refresh(port)
                return True
        view = port.view
        if not view.series or not view.prefs:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for s in range(2):
                for slot in range(6):
                    r = self.tile_rect(s, slot)
                    if r.collidepoint(event.pos) and port.can_act:
                        self.drag = (s, slot, event.pos[0] - r.x)
                        self.drag_x = r.x
                        return True
        elif event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                self.drag_x = event.pos[0] - self.drag[2]
                return True
            for s in range(2):
                for slot in range(6):
                    if self.tile_rect(s, slot).collidepoint(event.pos):
                        item = view.series[s][view.prefs[s][slot]]
                        name = (
                            _("the garnet")
                            if item < 0
                            else _("a trial copy of {totem}").format(totem=totem_label(item))
                        )
                        port.board_tooltip(
                            ("pref", s, slot), _(CHOICES[slot]).format(item=name), event.pos
                        )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            s, slot, _grab = self.drag
            self.drag = None
            target = round((self.drag_x - self.rect.x - 4) / (TILE_W + GAP))
            target = max(0, min(5, target))
            if self.drag_x == self.tile_rect(s, slot).x:
                target = 0  # a click, not a drag: the tile goes first
            if target != slot:
                order = list(view.prefs[s])
                order.insert(target, order.pop(slot))
                port.act(SetPrefs(s, tuple(order)))
            return True
        return False

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        view = port.view
        if not view.series:
            return
        for s in range(2):
            y = self._top(s)
            bid = theme.blit_text(
                surface, _("Bid"), (self.rect.right - 156, y + 19), "bold", 20, theme.TEXT,
                "midright",
            )  # fmt: skip
            name = _(SERIES_NAMES[s])  # left of "Bid", smaller if it must be
            size = theme.fit_size(name, "heading", 26, bid.x - 10 - (self.rect.x + 4), 18)
            theme.blit_text(
                surface, name, (self.rect.x + 4, y + 2 + (26 - size) // 2), "heading", size,
                theme.GOLD_BRIGHT,
            )  # fmt: skip
            drag = _("Drag to order: you get the first item still free.")
            size = theme.fit_size(drag, "body", 16, self.rect.w - 8, 12)
            theme.blit_text(surface, drag, (self.rect.x + 4, y + 44), "body", size, theme.TEXT_DIM)
            order = view.prefs[s] if view.prefs else tuple(range(6))
            for slot, idx in enumerate(order):
                if self.drag is not None and self.drag[:2] == (s, slot):
                    continue
                r = self.tile_rect(s, slot)
                surface.blit(pieces.item_tile(TILE_W, TILE_H, view.series[s][idx]), r)
                theme.blit_text(
                    surface,
                    _(PLACES[slot]),
                    (r.centerx, r.bottom + 12),
                    "body",
                    16,
                    theme.TEXT_DIM,
                    "center",
                )
            if self.drag is not None and self.drag[0] == s:
                idx = order[self.drag[1]]
                r = self.tile_rect(s, self.drag[1])
                r.x = self.drag_x
                r.y -= 6
                surface.blit(pieces.item_tile(TILE_W, TILE_H, view.series[s][idx]), r)
                surface.blit(pieces.glow(TILE_W, TILE_H, theme.TORCH), r)
        for b in self.buttons:
            b.draw(surface)
        if self.picking is not None:
            self._draw_keypad(surface, self.picking)
        total = sum(view.bids) if view.bids else 0
        seat = view.seat
        chips = view.chips[seat] if seat is not None else 0
        total_words = ngettext(
            "Total bid {total} of at most {most}  ·  you have {n} chip",
            "Total bid {total} of at most {most}  ·  you have {n} chips",
            chips,
        ).format(total=total, most=min(15, chips), n=chips)
        size = theme.fit_size(total_words, "body", 18, self.rect.w - 8, 13)
        theme.blit_text(
            surface, total_words, (self.rect.x + 4, self._top(2) + 4), "body", size, theme.TEXT
        )
        prio = join_commas([port.names[s] for s in view.priority])
        lines = pieces.wrap(
            _("Ties: priority list {players}.").format(players=prio), self.rect.w - 8, "body", 16
        )[:2]
        lines += pieces.wrap(end_words(view), self.rect.w - 8, "body", 16)[:2]
        for i, line in enumerate(lines):
            at = (self.rect.x + 4, self._top(2) + 30 + i * 20)
            theme.blit_text(surface, line, at, "body", 16, theme.TEXT_DIM)

    def keypad_panel(self) -> pygame.Rect | None:
        """The open keypad's panel, its caption included (None: no keypad open)."""
        if self.picking is None:
            return None
        first = self.keypad[self.picking][0].rect
        return pygame.Rect(self.rect.x, first.y - 40, self.rect.w - 4, first.h + 52)

    def _draw_keypad(self, surface: pygame.Surface, s: int) -> None:
        """The amounts 1-10 over the series' tiles, on a panel of their own."""
        first = self.keypad[s][0].rect
        panel = pygame.Rect(self.rect.x, first.y - 40, self.rect.w - 4, first.h + 52)
        pygame.draw.rect(surface, theme.BG_DEEP, panel, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, panel, 2, border_radius=8)
        text = _("Your bid on series {series} (click elsewhere to close):").format(series=SERIES[s])
        theme.blit_text(surface, text, (panel.x + 8, panel.y + 8), "body", 16, theme.TEXT)
        for b in self.keypad[s]:
            b.draw(surface)
