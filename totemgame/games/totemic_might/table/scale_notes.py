"""What the trial scale says around it: its answer or how to use it, the gifts and offers
made this round (each a place to click to take it back), and this round's weighings."""

from __future__ import annotations

import pygame

from totemgame.games.totemic_might.actions import Give, OfferTrade
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.event_words import weighing_words
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.i18n import _
from totemgame.ui import theme


def draw_status(
    surface: pygame.Surface, rect: pygame.Rect, y: int, answer: str, owned: bool
) -> None:
    """The scale's `answer` at `y` under it, or how to use it (nothing `owned` to weigh)."""
    if answer:
        theme.blit_shadowed(
            surface,
            _(answer),
            (rect.centerx, y),
            "heading",
            28,
            theme.GOLD_BRIGHT,
            "midtop",
            2,
        )
    elif not owned:
        theme.blit_text(
            surface,
            _("You own no pieces to weigh."),
            (rect.centerx, y + 6),
            "body",
            18,
            theme.TEXT,
            "midtop",
        )
    else:
        text = _("Drag your pieces onto the pans (or click: left, right, off).")
        size = theme.fit_size(text, "body", 17, rect.w - 8, minimum=12)
        theme.blit_text(
            surface, text, (rect.centerx, y + 6), "body", size, theme.TEXT_DIM, "midtop"
        )


def draw_promised_and_answers(
    surface: pygame.Surface, rect: pygame.Rect, top: int, port: MightPort
) -> list[tuple[pygame.Rect, Give | OfferTrade]]:
    """Gifts and offers made this round from `top` down (click to take back: their places
    are returned), then this round's answers."""
    view = port.view
    x, y = rect.x + 4, top
    bottom = 650  # the Submit button starts below
    takebacks: list[tuple[pygame.Rect, Give | OfferTrade]] = []
    promised: list[tuple[str, Give | OfferTrade]] = []
    seat = view.seat
    assert seat is not None  # the scale is a seat's own
    for k, to in view.gives or ():
        t = view.trials[seat][k]
        text = _("Giving {totem} to {player} (click to take back)").format(
            totem=totem_label(t), player=port.names[to]
        )
        promised.append((text, Give(k, -1)))
    for by, k, to, want, _answer in view.trades:
        if by == view.seat:
            mine, theirs = view.trials[by][k], view.trials[to][want]
            text = _("Offering {totem} to {player} for {other} (click to take back)").format(
                totem=totem_label(mine), player=port.names[to], other=totem_label(theirs)
            )
            promised.append((text, OfferTrade(k, -1, 0)))
    for text, action in promised:
        # Two totem names and a player's name overrun the column on one line: wrap them.
        lines = pieces.wrap(text, rect.w - 8, "body", 16)
        hit: pygame.Rect | None = None
        for line in lines:
            if y + 18 > bottom:
                break
            r = theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT_DIM)
            hit = r if hit is None else hit.union(r)
            y += 20
        if hit is not None:
            takebacks.append((hit, action))
    weighed = [f for f in (view.facts or ()) if f.kind == "weigh"]
    rows = [weighing_words(f.text) for f in weighed if f.round == view.round]
    if not rows and weighed:  # your last weighing stays in sight until you weigh again
        rows = [
            _("Your last weighing (round {round}): {weighing}").format(
                round=weighed[-1].round, weighing=weighing_words(weighed[-1].text)
            )
        ]
    for text in rows[-3:]:
        for line in pieces.wrap(text, rect.w - 8, "body", 16)[:2]:
            if y + 18 > bottom:
                return takebacks
            theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT)
            y += 20
    return takebacks
