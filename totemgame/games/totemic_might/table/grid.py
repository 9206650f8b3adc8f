"""The always-visible totem grid (seasons x sigils) and the viewer's own pieces under it.

Each cell shows the carved figure and what the viewer knows of its weight (their notebook, and
the assist when on); cells can be selected (wager targets). The labelled frame is cached.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.table import art, pieces
from totemgame.i18n import _, ngettext, pgettext

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

from totemgame import i18n
from totemgame.ui import draw, theme

ORIGIN = (8, 58)
LABEL_W = 66
HEAD_H = 46
CELL_W, CELL_H = 74, 86
FIG_W, FIG_H = 50, 62
PIECES = pygame.Rect(8, 462, 434, 250)
OWN_SIZES = ((50, 68), (40, 54), (32, 44), (26, 36))  # your pieces: all shown, smaller if many
LAST_ROUND = pygame.Rect(PIECES.x + 10, PIECES.bottom - 50, PIECES.w - 20, 44)  # seat tags


def cell_rect(t: int) -> pygame.Rect:
    season, sigil = divmod(t, 5)
    return pygame.Rect(
        ORIGIN[0] + LABEL_W + sigil * CELL_W, ORIGIN[1] + HEAD_H + season * CELL_H, CELL_W, CELL_H
    )


def totem_at(pos: tuple[int, int]) -> int | None:
    for t in range(20):
        if cell_rect(t).collidepoint(pos):
            return t
    return None


_frame: pygame.Surface | None = None


def frame() -> pygame.Surface:
    """The grid's parchment with season and sigil labels (cached)."""
    global _frame
    if _frame is None:
        w, h = LABEL_W + 5 * CELL_W + 8, HEAD_H + 4 * CELL_H + 8
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        draw.parchment(s, s.get_rect(), radius=10, shadow=False)
        for c, name in enumerate(art.SIGILS):
            x = LABEL_W + c * CELL_W + CELL_W // 2
            s.blit(art.sigil_icon(c, 20, theme.INK), (x - 10, 4))
            size = theme.fit_size(_(name), "bold", 16, CELL_W - 6, 11)  # "Stworzenie"
            theme.blit_text(s, _(name), (x, 34), "bold", size, theme.INK, "center")
        for r, name in enumerate(art.SEASONS):
            y = HEAD_H + r * CELL_H + CELL_H // 2
            label = _(name)  # a longer season name ("Printemps") shrinks to its column
            size = theme.fit_size(label, "bold", 16, LABEL_W - 6, 11)
            theme.blit_text(s, label, (LABEL_W // 2 + 2, y), "bold", size, theme.INK, "center")
            if r:
                pygame.draw.line(
                    s,
                    theme.PARCHMENT_DARK,
                    (8, HEAD_H + r * CELL_H),
                    (w - 8, HEAD_H + r * CELL_H),
                    2,
                )
        _frame = s
    return _frame


def paint_static(surface: pygame.Surface) -> None:
    """The labelled frame and the 20 figures: painted once into the table's background."""
    surface.blit(frame(), (ORIGIN[0] - 4, ORIGIN[1] - 4))
    for t in range(20):
        r = cell_rect(t)
        surface.blit(art.totem_figure(t, FIG_W, FIG_H), (r.centerx - FIG_W // 2, r.y + 2))


def draw_grid(
    surface: pygame.Surface,
    captions: list[str],
    owned: dict[int, str],
    selected: Collection[int],
    hover: int | None,
) -> None:
    """The grid's changing parts over `paint_static`'s picture: captions (what is known),
    badges for owned pieces, selection and hover."""
    for t in range(20):
        r = cell_rect(t)
        if t in selected:
            surface.blit(pieces.glow(r.w - 4, r.h - 4, theme.TORCH, 3), r.inflate(-4, -4))
        elif t == hover:
            pygame.draw.rect(surface, theme.GOLD_DARK, r.inflate(-4, -4), 2, border_radius=8)
        cap = captions[t] if t < len(captions) else ""
        if cap:
            theme.blit_text(
                surface, cap, (r.centerx, r.bottom - 9), "bold", 16, theme.INK, "center"
            )
        badge = owned.get(t)
        if badge:
            img = theme.text(badge, "bold", 16, theme.GOLD_BRIGHT)
            box = img.get_rect().inflate(8, 2)
            box.topright = (r.right - 3, r.y + 3)  # inside the cell, whatever its length
            pygame.draw.rect(surface, theme.BG_DEEP, box, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))


def _forget_frame(_lang: str) -> None:
    """The cached frame's labels are in the old language: draw it again."""
    global _frame
    _frame = None


i18n.on_change(_forget_frame)


def badge(spirit: bool, trials: int) -> str:
    """The grid badge of a totem the viewer holds: S (spirit), T (trial copy), 2T (two)..."""
    # TRANSLATORS: grid badge, one letter for "spirit totem"
    parts = [pgettext("badge", "S")] if spirit else []
    if trials:
        # TRANSLATORS: grid badge, one letter for "trial copy"; "{n}T" for several copies
        one = pgettext("badge", "T")
        parts.append(one if trials == 1 else pgettext("badge", "{n}T").format(n=trials))
    return "+".join(parts)


def draw_pieces(
    surface: pygame.Surface, view: MightView, names: list[str], captions: Sequence[str] = ()
) -> None:
    """The viewer's own pieces: spirit totems, trial copies, balloons, chips and garnets (the
    strip under them, LAST_ROUND, holds every seat's last moves: last_moves.draw_strip)."""
    pygame.draw.rect(surface, (44, 32, 22), PIECES, border_radius=10)
    pygame.draw.rect(surface, theme.GOLD_DARK, PIECES, 2, border_radius=10)
    x, y = PIECES.x + 10, PIECES.y + 6
    seat = view.seat
    if seat is None:
        draw_public_holdings(surface, view, names, (x, y))
        return
    theme.blit_text(surface, _("Your pieces"), (x, y), "heading", 24, theme.GOLD_BRIGHT)
    surface.blit(art.chip(24), (PIECES.right - 190, y + 4))
    theme.blit_text(
        surface, str(view.chips[seat]), (PIECES.right - 160, y + 4), "bold", 20, theme.TEXT
    )
    surface.blit(art.garnet(24), (PIECES.right - 100, y + 4))
    theme.blit_text(
        surface, str(view.garnets[seat]), (PIECES.right - 70, y + 4), "bold", 20, theme.TEXT
    )
    y += 34
    legend = _(
        "Spirit totems (gold star; S on the grid), trial copies (dashed; T on the grid), "
        "balloons (lift off the final pans):"
    )
    y = _legend(surface, legend, x, y, PIECES.w - 20)
    spirits = zip(view.spirits[seat], spirit_captions(view, captions), strict=True)
    tiles = [("spirit", t, c) for t, c in spirits]
    used = view.trials_used or ()
    # TRANSLATORS: caption of a trial copy weighed this round (it crumbles at the round's end)
    spent = pgettext("trial copy", "used")
    tiles += [("trial", t, spent if k in used else "") for k, t in enumerate(view.trials[seat])]
    for i, kind in enumerate(view.balloons[seat]):
        lift = view.own_lifts[i] if i < len(view.own_lifts) else 0
        tiles.append((f"balloon:{kind}", 0, str(lift) if lift else "?"))
    area = pygame.Rect(x, y, PIECES.w - 20, LAST_ROUND.y - 24 - y)
    for (kind, t, cap), r in zip(
        tiles, pieces.fit_tiles(len(tiles), area, OWN_SIZES, 4), strict=True
    ):
        surface.blit(pieces.tile(kind, t, r.w, r.h, cap), r)
    last = _("Last round: bids A · B, what each took (hover a tag, or a dot on the grid)")
    size = theme.fit_size(last, "body", 15, PIECES.w - 20, 12)
    theme.blit_text(surface, last, (x, LAST_ROUND.y - 21), "body", size, theme.TEXT_DIM)


def spirit_captions(view: MightView, captions: Sequence[str] = ()) -> list[str]:
    """What the viewer knows of each of their spirit totems' weights: the start totem's, all
    of them once revealed, and any the grid's captions (`captions`, per totem) have proven."""
    known = dict(enumerate(view.weights)) if view.weights else {view.start: view.start_weight}
    shown = {t: c for t, c in enumerate(captions) if c.startswith("= ")}
    shown.update({t: f"= {w}" for t, w in known.items()})
    assert view.seat is not None  # only a seat holds pieces
    return [shown.get(t, "?") for t in view.spirits[view.seat]]


def _legend(surface: pygame.Surface, legend: str, x: int, y: int, width: int) -> int:
    """The pieces' legend on one line at 16 px or less, else on two (at 14 px or less): never
    past the panel's edge. Returns the y under it."""
    size = 16
    while size > 13 and theme.font("body", size).size(legend)[0] > width:
        size -= 1
    lines = [legend]
    if theme.font("body", size).size(legend)[0] > width:
        size = 14
        while len(theme.wrap(legend, width, "body", size)) > 2 and size > 11:
            size -= 1
        lines = theme.wrap(legend, width, "body", size)[:2]
    lh = theme.font("body", size).get_linesize() - 2
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, (x, y + i * lh), "body", size, theme.TEXT_DIM)
    return y + max(22, lh * len(lines) + 4)


def draw_public_holdings(
    surface: pygame.Surface, view: MightView, names: list[str], at: tuple[int, int]
) -> None:
    """For a spectator: what everyone holds in public (trial copies, extra spirits, balloons)."""
    x, y = at
    theme.blit_text(
        surface, _("On the table (secrets hidden)"), (x, y), "heading", 22, theme.GOLD_BRIGHT
    )
    y += 32
    row_h = min(30, (PIECES.bottom - y - 4) // max(1, view.players))
    for s in range(view.players):
        theme.blit_text(surface, names[s], (x, y + 4), "bold", 16, theme.TEXT)
        cx = x + 90
        for t in view.spirits[s]:
            surface.blit(pieces.tile("spirit", t, 22, 28), (cx, y))
            cx += 24
        for t in view.trials[s]:
            if cx > PIECES.right - 80:
                break
            surface.blit(pieces.tile("trial", t, 22, 28), (cx, y))
            cx += 24
        n = len(view.balloons[s])
        if n:
            theme.blit_text(
                surface,
                ngettext("{n} balloon", "{n} balloons", n).format(n=n),
                (PIECES.right - 12, y + 4),
                "body",
                16,
                theme.TEXT_DIM,
                "topright",
            )
        y += row_h
