"""The auction part of the orders: a bid per series with -/+ and a drag-to-order preference row.

Every change is an action at once (SetBid / SetPrefs), so what is drawn is always the pending
order in the view; -/+ are disabled, with the reason as tooltip, where the rules forbid them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import SetBid, SetPrefs
from totemgame.games.totemic_might.content import content, totem_name
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.port import play
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort

TILE_W, TILE_H = 64, 84
GAP = 8
SERIES = ("A", "B")
SERIES_NAMES = ("Ancient series A", "Benevolent series B")
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class AuctionSection:
    """Bids and preference lists of both series, inside `rect` of the orders column."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.minus: list[Button] = []
        self.plus: list[Button] = []
        for s in range(2):
            y = self._top(s)
            self.minus.append(Button((rect.right - 150, y, 40, 38), "-", size=26))
            self.plus.append(Button((rect.right - 44, y, 40, 38), "+", size=26))
        self.drag: tuple[int, int, int] | None = None  # (series, from slot, mouse x offset)
        self.drag_x = 0
        self.buttons = self.minus + self.plus

    def controls(self) -> list[Button]:
        """The section's buttons (for the scene's tooltips and refusals)."""
        return self.buttons

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
                    f"{'Lower' if delta < 0 else 'Raise'} your bid on series {SERIES[s]}"
                )
                chips = view.chips[view.seat] if view.seat is not None and view.chips else 0
                total = min(content().max_bid_total, chips)
                other = view.bids[1 - s] if view.bids else 0
                if delta > 0 and reason is None and bid + 1 + other > total:
                    button.tooltip += f" (takes a chip from series {SERIES[1 - s]})"

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
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
                        name = "the garnet" if item < 0 else f"a trial copy of {totem_name(item)}"
                        port.board_tooltip(
                            ("pref", s, slot),
                            f"{PLACES[slot]} choice: {name}. Drag to reorder.",
                            event.pos,
                        )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            s, slot, _ = self.drag
            self.drag = None
            target = round((self.drag_x - self.rect.x - 4) / (TILE_W + GAP))
            target = max(0, min(5, target))
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
            theme.blit_text(
                surface, SERIES_NAMES[s], (self.rect.x + 4, y + 2), "heading", 26, theme.GOLD_BRIGHT
            )
            bid = view.bids[s] if view.bids else 0
            theme.blit_text(
                surface,
                f"Bid {bid}",
                (self.rect.right - 77, y + 19),
                "bold",
                22,
                theme.TEXT,
                "center",
            )
            theme.blit_text(
                surface,
                "Drag to order: you get the first item still free.",
                (self.rect.x + 4, y + 44),
                "body",
                16,
                theme.TEXT_DIM,
            )
            order = view.prefs[s] if view.prefs else tuple(range(6))
            for slot, idx in enumerate(order):
                if self.drag is not None and self.drag[:2] == (s, slot):
                    continue
                r = self.tile_rect(s, slot)
                surface.blit(pieces.item_tile(TILE_W, TILE_H, view.series[s][idx]), r)
                theme.blit_text(
                    surface,
                    PLACES[slot],
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
        total = sum(view.bids) if view.bids else 0
        seat = view.seat
        chips = view.chips[seat] if seat is not None else 0
        theme.blit_text(
            surface,
            f"Total bid {total} of at most {min(15, chips)}  ·  "
            f"you have {pieces.plural(chips, 'chip')}",
            (self.rect.x + 4, self._top(2) + 4),
            "body",
            18,
            theme.TEXT,
        )
        prio = ", ".join(port.names[s] for s in view.priority)
        for i, line in enumerate(
            pieces.wrap(f"Ties: priority list {prio}.", self.rect.w - 8, "body", 16)[:2]
        ):
            theme.blit_text(
                surface,
                line,
                (self.rect.x + 4, self._top(2) + 30 + i * 20),
                "body",
                16,
                theme.TEXT_DIM,
            )
