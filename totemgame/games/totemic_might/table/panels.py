"""What the Totemic Might table draws in its panels: the table tab (grid captions, your
pieces, the orders column or who we wait for, the spirit pool), the notebook tab and the known
weight on each final pan. A mixin of MightScene: it reads the scene's state, never the rules'."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.content import totem_name
from totemgame.games.totemic_might.facts import Fact, ModDiff
from totemgame.games.totemic_might.table import grid, pieces
from totemgame.ui import theme

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.scene import MightScene  # noqa: F401
    from totemgame.games.totemic_might.view import MightView

ORDERS = pygame.Rect(452, 104, 440, 540)


def fact_text(fact: Fact) -> str:
    """An observation as players read it: the Wolf's '|a - b| mod 8' said in words."""
    mod = next((c for c in fact.cons if isinstance(c, ModDiff)), None)
    if fact.kind != "wolf" or mod is None:
        return fact.text
    gaps = [d for d in range(mod.value, 20, mod.mod) if d > 0]
    said = ", ".join(map(str, gaps[:-1])) + f" or {gaps[-1]}" if len(gaps) > 1 else str(gaps[0])
    return (
        f"Wolf: {totem_name(mod.a)} and {totem_name(mod.b)} differ by {said} "
        f"(their difference divided by {mod.mod} leaves {mod.value})."
    )


class PanelsMixin:
    """Drawing of the table's panels for MightScene."""

    def captions(self, view: MightView) -> list[str]:
        """Per totem, what the viewer knows of its weight ("= 7", "3-12"); every true weight
        once the game is over."""
        doms = self.domains(view) if self.assist else None
        key = (self.viewer, self.notebook.version, id(doms), view.start, bool(view.weights))
        if key != self._captions_key:
            self._captions_key = key
            if view.weights:  # the game is over: the weights are revealed to everyone
                self._caption_list = [f"= {w}" for w in view.weights]
                return self._caption_list
            out = []
            for t in range(20):
                if t == view.start and view.seat is not None:
                    out.append(f"= {view.start_weight}")
                    continue
                c = self.notebook.candidates(self.viewer, t, doms)
                out.append(f"= {c[0]}" if len(c) == 1 else f"{c[0]}-{c[-1]}" if c else "none")
            self._caption_list = out
        return self._caption_list

    def _draw_table(self, surface: pygame.Surface, view: MightView) -> None:
        seat = view.seat
        owned: dict[int, str] = {}
        if seat is not None:
            trials = view.trials[seat]
            for t in set(view.spirits[seat]) | set(trials):
                owned[t] = grid.badge(t in view.spirits[seat], trials.count(t))
        selected = tuple(self.wager.totems) if self.orders_tab == "wager" else ()
        captions = self.captions(view)
        acting = self.can_act and seat is not None
        live = acting and view.phase in ("orders", "pick", "reply")
        # Grid, pieces and the waiting panel change only with the game or the mouse: cached.
        key = (self.viewer, self.match.ply, id(captions), selected, self.hover_totem, live)
        if self._tbl_picture is None:
            self._tbl_picture = pygame.Surface(self._bg_grid.get_size())
        if key != self._tbl_key:
            self._tbl_key = key
            pic = self._tbl_picture
            pic.blit(self._bg_grid, (0, 0))
            grid.draw_grid(pic, captions, owned, selected, self.hover_totem)
            grid.draw_pieces(pic, view, self.names)
            if not live:
                self._draw_waiting(pic, view)
        surface.blit(self._tbl_picture, (0, 0))
        if view.phase == "orders" and acting:
            self._draw_order_tabs(surface, view)
            {"auction": self.auction, "wager": self.wager, "scale": self.scale}[
                self.orders_tab
            ].draw(surface, self)
            self.submit_button.draw(surface)
        elif view.phase == "pick" and acting:
            self._draw_pool(surface, view)
        elif view.phase == "reply" and acting:
            self.reply.draw(surface, self)

    def _draw_order_tabs(self, surface: pygame.Surface, view: MightView) -> None:
        """Auction / Wager / Scale as folder tabs: the open one is gold, taller and joined to
        a gold rule over its section; the others sit lower, in wood. Without an auction (the
        final round) the other two move left."""
        rule_y = ORDERS.y - 5
        pygame.draw.line(surface, theme.GOLD, (ORDERS.x, rule_y), (ORDERS.right - 6, rule_y), 3)
        x = ORDERS.x
        for key, b in self.order_buttons.items():
            b.visible = not (key == "auction" and view.final_round)
            if not b.visible:
                continue
            chosen = key == self.orders_tab
            b.style = "primary" if chosen else "normal"
            b.rect.x = x
            b.rect.y, b.rect.h = (54, 44) if chosen else (62, 34)
            x += b.rect.w + 8
            if chosen:
                bridge = pygame.Rect(b.rect.x + 4, b.rect.bottom - 6, b.rect.w - 8, 0)
                bridge.height = rule_y - bridge.y + 2
                pygame.draw.rect(surface, theme.GOLD, bridge)
            b.draw(surface)

    def _pool_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(ORDERS.x + (i % 5) * 86, ORDERS.y + 90 + (i // 5) * 110, 78, 100)

    def _draw_pool(self, surface: pygame.Surface, view: MightView) -> None:
        x, y = ORDERS.x, ORDERS.y
        theme.blit_text(
            surface, "You won no trial totem this round.", (x, y), "bold", 20, theme.GOLD_BRIGHT
        )
        for i, line in enumerate(
            pieces.wrap(
                "Click a totem of the pool to take it as an extra spirit totem. You will not learn its weight.",
                ORDERS.w,
                "body",
                18,
            )
        ):
            theme.blit_text(surface, line, (x, y + 30 + i * 22), "body", 18, theme.TEXT)
        for i, t in enumerate(view.pool):
            surface.blit(
                pieces.tile("spirit", t, 78, 100, totem_name(t).split()[1]), self._pool_rect(i)
            )

    def _draw_waiting(self, surface: pygame.Surface, view: MightView) -> None:
        x, y = ORDERS.x, ORDERS.y - 40
        waiting = [self.names[s] for s in view.to_move]
        msg = "Waiting for " + ", ".join(waiting) if waiting else ""
        if view.over:
            msg = "Game over: the grid shows every totem's true weight."
        if (
            view.seat is not None
            and view.phase == "orders"
            and view.submitted
            and view.submitted[view.seat]
        ):
            msg = "Your orders are in. " + msg
        for line in pieces.wrap(msg, ORDERS.w, "bold", 20)[:3]:
            theme.blit_text(surface, line, (x, y), "bold", 20, theme.GOLD_BRIGHT)
            y += 26
        y += 10
        if view.series:
            for s, items in enumerate(view.series):
                theme.blit_text(
                    surface, f"Series {'AB'[s]} this round", (x, y), "heading", 24, theme.TEXT
                )
                for i, item in enumerate(items):
                    surface.blit(pieces.item_tile(64, 84, item), (x + i * 72, y + 34))
                y += 132
        if view.phase in ("final", "guess") and view.seat is not None:
            theme.blit_text(
                surface,
                f"Your failure marks: {view.marks[view.seat]}",
                (x, y),
                "bold",
                20,
                theme.TEXT,
            )
            y += 30
        facts = [fact_text(f) for f in (view.facts or ())][-6:]
        if facts:
            theme.blit_text(surface, "Latest things you learned", (x, y), "heading", 22, theme.TEXT)
            y += 30
            for text in reversed(facts):
                for line in pieces.wrap(text, ORDERS.w, "body", 16)[:2]:
                    if y > 700:
                        return
                    theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT_DIM)
                    y += 20

    def _draw_notebook(self, surface: pygame.Surface, view: MightView) -> None:
        """The notebook tab from one cached picture, rebuilt when marks, proofs or facts change."""
        doms = self.domains(view) if self.assist else None
        own = {view.start: view.start_weight} if view.seat is not None and view.start >= 0 else {}
        key = (self.viewer, self.notebook.version, id(doms), len(view.facts or ()), view.start)
        if self._nb_picture is None:
            self._nb_picture = pygame.Surface(self._bg.get_size())
        if key != self._nb_key:
            self._nb_key = key
            self._nb_picture.blit(self._bg, (0, 0))
            self._paint_notebook(self._nb_picture, view, doms, own)
        surface.blit(self._nb_picture, (0, 0))
        self.notebook.draw_hover(surface)
        self.assist_button.draw(surface)
        self.copy_button.draw(surface)

    def _paint_notebook(self, surface: pygame.Surface, view: MightView, doms, own) -> None:
        self.notebook.draw(surface, self.viewer, doms, own)
        x, y = 672, 60
        theme.blit_text(surface, "Your observations", (x, y), "heading", 24, theme.GOLD_BRIGHT)
        y += 34
        facts = [fact_text(f) for f in (view.facts or ())]
        for text in reversed(facts):
            for line in pieces.wrap(text, 218, "body", 16)[:3]:
                if y > 590:
                    break
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT)
                y += 19
            y += 5
        if not facts:
            theme.blit_text(surface, "Nothing yet.", (x, y), "body", 16, theme.TEXT_DIM)
        hint = (
            "Click a number to strike it out. Grey = ruled out by the assist, gold ring = certain."
        )
        for i, line in enumerate(pieces.wrap(hint, 620, "body", 16)):
            theme.blit_text(surface, line, (12, 640 + i * 20), "body", 16, theme.TEXT_DIM)
