"""What the Totemic Might table tab draws around the orders: the grid with its captions, your
pieces, who we wait for (with the round's series and the latest facts) and the spirit pool.
TablePanel keeps the tab's cached picture; it reads the view, never the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.content import content, sigil, totem_label
from totemgame.games.totemic_might.event_words import fact_words
from totemgame.games.totemic_might.facts import Fact, ModDiff
from totemgame.games.totemic_might.table import grid, pieces
from totemgame.games.totemic_might.table.last_moves import SeatMoves, draw_pips, draw_strip
from totemgame.games.totemic_might.table.orders import ORDERS
from totemgame.i18n import _
from totemgame.text import join_commas
from totemgame.ui import theme

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from totemgame.games.totemic_might.view import MightView


def fact_text(fact: Fact) -> str:
    """An observation as players read it: the Wolf's '|a - b| mod 8' said in words."""
    mod = next((c for c in fact.cons if isinstance(c, ModDiff)), None)
    if fact.kind != "wolf" or mod is None:
        return fact_words(fact.kind, fact.text)
    gaps = [d for d in range(mod.value, 20, mod.mod) if d > 0]
    if len(gaps) > 1:
        # TRANSLATORS: the differences a Wolf allows, "3, 11 or 19"
        said = _("{gaps} or {last}").format(
            gaps=join_commas([str(g) for g in gaps[:-1]]), last=gaps[-1]
        )
    else:
        said = str(gaps[0])
    return _(
        "Wolf: {totem} and {other} differ by {gaps} "
        "(their difference divided by {mod} leaves {value})."
    ).format(
        totem=totem_label(mod.a), other=totem_label(mod.b), gaps=said, mod=mod.mod, value=mod.value
    )


class TablePanel:
    """The table tab's grid, pieces and waiting panel, from one cached picture."""

    def __init__(self) -> None:
        self._picture: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()

    def draw(
        self,
        surface: pygame.Surface,
        view: MightView,
        names: list[str],
        bg_grid: pygame.Surface,
        captions: list[str],
        selected: Collection[int],
        hover: int | None,
        live: bool,
        key: tuple[object, ...],
        moves: Sequence[SeatMoves] = (),
        colours: Sequence[tuple[int, int, int]] = (),
    ) -> None:
        """Blit the tab; its picture is redrawn only when `key` (the game and the mouse)
        changes. Without a decision to make (`live` False) the waiting panel is drawn."""
        seat = view.seat
        owned: dict[int, str] = {}
        if seat is not None:
            trials = view.trials[seat]
            for t in set(view.spirits[seat]) | set(trials):
                owned[t] = grid.badge(t in view.spirits[seat], trials.count(t))
        if self._picture is None:
            self._picture = pygame.Surface(bg_grid.get_size())
        key = (key, i18n.current())  # the picture's texts are in the language of the moment
        if key != self._key:
            self._key = key
            pic = self._picture
            pic.blit(bg_grid, (0, 0))
            grid.draw_grid(pic, captions, owned, selected, hover)
            if moves and colours:
                draw_pips(pic, moves, colours)
            grid.draw_pieces(pic, view, names, captions)
            if moves and colours and seat is not None:
                draw_strip(pic, moves, colours, grid.LAST_ROUND)
            if not live:
                draw_waiting(pic, view, names)
        surface.blit(self._picture, (0, 0))


def pool_rect(i: int) -> pygame.Rect:
    """Where the pool's i-th totem is drawn."""
    return pygame.Rect(ORDERS.x + (i % 5) * 86, ORDERS.y + 90 + (i // 5) * 110, 78, 100)


def draw_pool(surface: pygame.Surface, view: MightView) -> None:
    """The spirit pool: the viewer won no trial totem and picks an extra spirit totem."""
    x, y = ORDERS.x, ORDERS.y
    theme.blit_text(
        surface, _("You won no trial totem this round."), (x, y), "bold", 20, theme.GOLD_BRIGHT
    )
    for i, line in enumerate(
        pieces.wrap(
            _(
                "Click a totem of the pool to take it as an extra spirit totem. "
                "You will not learn its weight."
            ),
            ORDERS.w,
            "body",
            18,
        )
    ):
        theme.blit_text(surface, line, (x, y + 30 + i * 22), "body", 18, theme.TEXT)
    for i, t in enumerate(view.pool):
        surface.blit(pieces.tile("spirit", t, 78, 100, _(content().sigils[sigil(t)])), pool_rect(i))


def draw_waiting(surface: pygame.Surface, view: MightView, names: list[str]) -> None:
    """Who we wait for, the round's series, your failure marks and the latest facts."""
    x, y = ORDERS.x, ORDERS.y - 40
    waiting = [names[s] for s in view.to_move]
    orders_in = bool(
        view.seat is not None
        and view.phase == "orders"
        and view.submitted
        and view.submitted[view.seat]
    )
    players = join_commas(waiting)
    if view.over:
        msg = _("Game over: the grid shows every totem's true weight.")
    elif waiting:
        msg = (
            _("Your orders are in. Waiting for {players}")
            if orders_in
            else _("Waiting for {players}")
        ).format(players=players)
    else:
        msg = _("Your orders are in.") if orders_in else ""
    for line in pieces.wrap(msg, ORDERS.w, "bold", 20)[:3]:
        theme.blit_text(surface, line, (x, y), "bold", 20, theme.GOLD_BRIGHT)
        y += 26
    y += 10
    if view.series:
        for s, items in enumerate(view.series):
            theme.blit_text(
                surface,
                _("Series {series} this round").format(series="AB"[s]),
                (x, y),
                "heading",
                24,
                theme.TEXT,
            )
            for i, item in enumerate(items):
                surface.blit(pieces.item_tile(64, 84, item), (x + i * 72, y + 34))
            y += 132
    if view.phase in ("final", "guess") and view.seat is not None:
        theme.blit_text(
            surface,
            _("Your failure marks: {n}").format(n=view.marks[view.seat]),
            (x, y),
            "bold",
            20,
            theme.TEXT,
        )
        y += 30
    facts = [fact_text(f) for f in (view.facts or ())][-6:]
    if facts:
        theme.blit_text(surface, _("Latest things you learned"), (x, y), "heading", 22, theme.TEXT)
        y += 30
        for text in reversed(facts):
            for line in pieces.wrap(text, ORDERS.w, "body", 16)[:2]:
                if y > 700:
                    return
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT_DIM)
                y += 20
