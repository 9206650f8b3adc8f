"""Who moved what last: a ring in each seat's colour around the tiki that seat moved last this
round, with a small tag "Kai: Up 2" under its name, kept until that seat plays again; and the
Toasts still in play, with the bottom tikis they can still burn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from totemgame.engine.game import Seat
from totemgame.games.tiki_topple.actions import Card, Tiki
from totemgame.games.tiki_topple.content import content, data
from totemgame.games.tiki_topple.table.layout import (
    HEAD_H,
    HEAD_W,
    HEAD_X,
    NAME_X,
    TOASTS_Y,
)
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _
from totemgame.ui import theme

TAG_SIZE = 13
TAG_H = 18
TAG_RIGHT = HEAD_X + HEAD_W + 150  # the line's groove ends here
TOASTS_W = HEAD_W + 150  # the count of Toasts under the line ends with the groove
NAME_CHARS = 8  # a tag shows at most this much of a seat's name


def words(key: str, **params: object) -> str:
    """The sentence `[table].<key>` of the data file, translated, filled with `params`."""
    text: str = data()["table"][key]
    return _(text).format(**params)


def short_card(card: Card) -> str:
    """The card's short name ("Up 2"), in the player's language."""
    name: str = data()["cards"][card.value]["short"]
    return _(name)


def last_plays(view: TikiView) -> dict[Seat, tuple[Card, Tiki]]:
    """Each seat's last play of this round (card, tiki); a seat that has not played yet this
    round has none."""
    out: dict[Seat, tuple[Card, Tiki]] = {}
    for seat, card, tiki in view.plays:
        out[seat] = (card, tiki)
    return out


def toasts_left(view: TikiView) -> int:
    """The Tiki Toast cards still unplayed in the hands of the seats playing this round."""
    toast = list(Card).index(Card.TOAST)
    return sum(view.hands[s][toast] for s in view.active)


def at_risk(view: TikiView) -> list[Tiki]:
    """The tikis the Toasts still in play can reach: the bottom ones, one per Toast, but never
    below the three the round ends with."""
    room = max(0, len(view.line) - content().tikis_left_ends_round)
    count = min(toasts_left(view), room)
    return list(view.line[len(view.line) - count :]) if count else []


def tag_text(port: TikiPort, seat: Seat, card: Card, short: bool = False) -> str:
    """ "Kai: Up 2" (`short`: "K: Up 2", when three or more seats moved the same tiki)."""
    name = port.names[seat]
    if short:
        name = name[:1]
    elif len(name) > NAME_CHARS:
        name = name[: NAME_CHARS - 1] + "."
    return words("last_move_tag", player=name, card=short_card(card))


def tags(
    port: TikiPort, view: TikiView, pos: Mapping[Tiki, float]
) -> dict[Seat, tuple[str, pygame.Rect]]:
    """Each seat's tag and where it sits: on the row of the tiki it moved, under its name,
    then above it; a third and fourth seat on the same tiki take the right-hand side, and
    then every tag of that tiki shows initials (several seats stay readable)."""
    plays = {s: p for s, p in sorted(last_plays(view).items()) if p[1] in pos}
    count: dict[Tiki, int] = {}
    for _card, tiki in plays.values():
        count[tiki] = count.get(tiki, 0) + 1
    out: dict[Seat, tuple[str, pygame.Rect]] = {}
    k_of: dict[Tiki, int] = {}
    for seat, (card, tiki) in plays.items():
        k = k_of.get(tiki, 0)
        k_of[tiki] = k + 1
        text = tag_text(port, seat, card, short=count[tiki] >= 3)
        w = theme.font("bold", TAG_SIZE).size(text)[0] + 10
        y = int(pos[tiki]) + (HEAD_H - 16 if k % 2 == 0 else -1)
        x = NAME_X if k < 2 else TAG_RIGHT - w
        out[seat] = (text, pygame.Rect(x, y, w, TAG_H))
    return out


def tag_rects(port: TikiPort, view: TikiView, pos: Mapping[Tiki, float]) -> dict[Seat, pygame.Rect]:
    """Where each seat's tag sits (see `tags`)."""
    return {seat: rect for seat, (_text, rect) in tags(port, view, pos).items()}


def draw_rings(
    surface: pygame.Surface,
    port: TikiPort,
    view: TikiView,
    pos: Mapping[Tiki, float],
    offset: Mapping[Tiki, int],
) -> None:
    """A ring in each seat's colour around the tiki it moved last (nested when several seats
    moved the same tiki); `offset`: tikis drawn shifted sideways (a hop)."""
    per_tiki: dict[Tiki, int] = {}
    for seat, (_card, tiki) in sorted(last_plays(view).items()):
        if tiki not in pos:
            continue
        k = per_tiki.get(tiki, 0)
        per_tiki[tiki] = k + 1
        rect = pygame.Rect(HEAD_X + offset.get(tiki, 0), int(pos[tiki]), HEAD_W, HEAD_H)
        ring = rect.inflate(8 + 8 * k, 4 + 6 * k)
        pygame.draw.rect(surface, port.seat_colour(seat), ring, 3, border_radius=14)


def draw_tags(
    surface: pygame.Surface, port: TikiPort, view: TikiView, pos: Mapping[Tiki, float]
) -> None:
    """The seat tags under the names (drawn after the names, above everything on the line)."""
    for seat, (text, rect) in tags(port, view, pos).items():
        colour = port.seat_colour(seat)
        pygame.draw.rect(surface, colour, rect, border_radius=6)
        theme.blit_text(
            surface, text, rect.center, "bold", TAG_SIZE, theme.ink_on(colour), anchor="center"
        )


def toasters(view: TikiView) -> dict[Tiki, Seat]:
    """Who toasted each tiki this round."""
    return {tiki: seat for seat, card, tiki in view.plays if card is Card.TOAST}


def draw_risk(
    surface: pygame.Surface,
    view: TikiView,
    line: Sequence[Tiki],
    pos: Mapping[Tiki, float],
    moving: bool,
) -> None:
    """A flame beside each tiki the remaining Toasts can reach (once the line is at rest), and
    the count under the line."""
    risky = at_risk(view) if tuple(line) == view.line else []
    for tiki in [] if moving else risky:
        y = int(pos.get(tiki, 0)) + HEAD_H // 2
        _flame(surface, (38, y))
    n = toasts_left(view)
    if n == 0:
        text = words("toasts_none")
    elif len(risky) == 1:
        text = words("toasts_left_one", count=n)
    else:
        text = words("toasts_left", count=n, risk=len(risky))
    y = TOASTS_Y
    _flame(surface, (HEAD_X - 6, y + 9), small=True)
    size = theme.fit_size(text, "body", 15, TOASTS_W, 12)  # no wider than the line's groove
    theme.blit_text(surface, text, (HEAD_X + 6, y), "body", size, theme.TEXT_DIM)


def _flame(surface: pygame.Surface, centre: tuple[int, int], small: bool = False) -> None:
    """A small flame: the Toast's mark."""
    x, y = centre
    s = 0.6 if small else 1.0
    outer = [
        (x, y - int(14 * s)),
        (x + int(8 * s), y + int(6 * s)),
        (x - int(8 * s), y + int(6 * s)),
    ]
    inner = [
        (x, y - int(5 * s)),
        (x + int(4 * s), y + int(6 * s)),
        (x - int(4 * s), y + int(6 * s)),
    ]
    pygame.draw.polygon(surface, (236, 110, 40), outer)
    pygame.draw.circle(surface, (236, 110, 40), (x, y + int(4 * s)), int(8 * s))
    pygame.draw.polygon(surface, (255, 214, 112), inner)
