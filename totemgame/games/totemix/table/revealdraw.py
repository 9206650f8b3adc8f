"""The reveal of the bids on the Totemix board: every bid types out beside the auctioned card,
each of its rows marked with the colours of the players who take it, and stays readable while
the rewards fly from the rows to the players."""

from __future__ import annotations

import math

import pygame

from totemgame.games.totemix.content import RESOURCES
from totemgame.games.totemix.table import art, othersdraw
from totemgame.games.totemix.table.layout import ACTION, LAST, OPP, REVEAL, opp_rects
from totemgame.games.totemix.table.port import (
    FLY_SECONDS,
    REVEAL_SECONDS,
    TYPE_SECONDS,
    Reveal,
    TotemixPort,
)
from totemgame.games.totemix.view import TotemixView
from totemgame.ui import anim, theme


def draw_reveal(
    surface: pygame.Surface,
    port: TotemixPort,
    rv: Reveal,
    view: TotemixView,
    parts: dict[str, pygame.Rect],
) -> None:
    """The bids revealed beside the card (`parts`: where its rows are drawn), then the
    rewards flying to the players."""
    scale = max(anim.speed_scale(), 1e-6)
    t = rv.age / scale
    # The bids type out together under the card (which stays readable, each row marked
    # with the colours of the players who take it) and stay while the rewards fly.
    for s in range(view.players):
        row = parts[rv.rows[s]]
        k = sum(1 for o in range(s) if rv.rows[o] == rv.rows[s])
        centre = (row.right - 12 - k * 18, row.y + 10)
        pygame.draw.circle(surface, theme.INK, centre, 8)
        pygame.draw.circle(surface, port.seat_colour(s), centre, 6)
    othersdraw.draw_reveal_box(
        surface,
        REVEAL,
        rv.bids,
        rv.rows,
        port.names,
        port.seat_colour,
        min(1.0, t / TYPE_SECONDS),
        rv.waits,
        LAST,
    )
    if t < REVEAL_SECONDS or rv.waits:
        return
    # Rewards fly from the card row to each player.
    q = anim.ease_in_out_cubic(min(1.0, (t - REVEAL_SECONDS) / FLY_SECONDS))
    targets = dict(opp_rects(view))
    for s in range(view.players):
        src = parts[rv.rows[s]].center
        dst = (
            ACTION.center
            if s == view.seat or view.seat is None and s == 0
            else targets.get(s, OPP).center
        )
        x = src[0] + (dst[0] - src[0]) * q
        y = src[1] + (dst[1] - src[1]) * q - math.sin(math.pi * q) * 60
        gains = view.last_gains[s] if view.last_gains else ()
        k = 0
        for res, n in zip(RESOURCES, gains, strict=False):
            for _k in range(min(n, 3)):
                surface.blit(art.resource_icon(res, 24), (x - 12 + k * 10, y - 12 + k * 3))
                k += 1
