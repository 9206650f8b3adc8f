"""Every seat's last moves, kept on the table until its next round resolves: what it bid on
each series, what it took, the extra spirit it gained and the wager it took (all public), and
for the viewer their own last weighing. Drawn as a pip in the seat's colour on each totem of
the grid it took, and as a row of seat tags under your pieces (hover one for the sentence)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from totemgame.engine.game import Event
from totemgame.games.totemic_might.content import totem_label, wager_label
from totemgame.games.totemic_might.table import art, grid, pieces
from totemgame.i18n import _, pgettext
from totemgame.text import join_commas
from totemgame.ui import theme

STARTS = ("round_start", "final_round_start")
PIP = 10  # radius of a seat's pip on a grid cell (its number in 15-point type)


@dataclass
class SeatMoves:
    """One seat's moves in the last round that resolved (round 0: none yet)."""

    round: int = 0
    bids: tuple[int, int] | None = None
    taken: list[tuple[str, int, int]] = field(default_factory=list)  # (series, totem|-1, bid)
    spirit: int = -1
    wager: str = ""


def last_moves(log: Sequence[Event], players: int) -> list[SeatMoves]:
    """Each seat's moves in the latest round that resolved, read from the log."""
    out = [SeatMoves() for _seat in range(players)]
    rnd = 0
    fresh: set[int] = set()  # seats already given news in the round being read

    def seat_news(s: int) -> SeatMoves | None:
        if not 0 <= s < players:
            return None
        if s not in fresh:  # the seat's first news of this round replaces its older ones
            fresh.add(s)
            out[s] = SeatMoves(rnd)
        return out[s]

    for e in log:
        p = e.params
        if e.key in STARTS:
            rnd, fresh = int(p.get("round", rnd + 1)), set()
        elif e.key == "bids":
            for s, amount in enumerate(p.get("bids_by_seat", ())):
                m = seat_news(s)
                if m is not None:
                    a, b = m.bids or (0, 0)
                    m.bids = (amount, b) if p.get("series") == "A" else (a, amount)
        elif e.key == "series_item":
            m = seat_news(int(p.get("seat", -1)))
            if m is not None:
                bid = (m.bids or (0, 0))[0 if p.get("series") == "A" else 1]
                m.taken.append((str(p.get("series", "A")), int(p.get("totem_id", -1)), bid))
        elif e.key == "spirit_gained":
            m = seat_news(int(p.get("seat", -1)))
            if m is not None:
                m.spirit = int(p.get("totem_id", -1))
        elif e.key == "wager_taken":
            m = seat_news(int(p.get("seat", -1)))
            if m is not None:
                m.wager = str(p.get("wager", ""))
    return out


def sentence(m: SeatMoves, name: str, weighing: str = "") -> str:
    """A seat's last moves in words (its tag's tooltip)."""
    if not m.round:
        return _("{player}: no round has resolved yet.").format(player=name)
    parts = []
    if m.bids is not None:
        parts.append(_("bid {a} on A and {b} on B").format(a=m.bids[0], b=m.bids[1]))
    for series, t, _bid in m.taken:
        if t < 0:
            parts.append(_("took a garnet in {series}").format(series=series))
        else:
            parts.append(_("took {totem} in {series}").format(totem=totem_label(t), series=series))
    if m.spirit >= 0:
        parts.append(_("gained the extra spirit {totem}").format(totem=totem_label(m.spirit)))
    if m.wager:
        parts.append(_("took the {wager} wager").format(wager=wager_label(m.wager)))
    else:
        parts.append(_("took no wager"))
    # TRANSLATORS: {moves} is a list of what a player did: "bid 3 on A and 2 on B, took ..."
    text = _("{player} in round {round}: {moves}.").format(
        player=name, round=m.round, moves=join_commas(parts)
    )
    if weighing:
        text += " " + _("Your last weighing: {weighing}").format(weighing=weighing)
    return text


def pip_words(moves: Sequence[SeatMoves], names: Sequence[str], t: int) -> list[str]:
    """What the pips on totem `t`'s cell say (its tooltip): who took it last round, with
    which bid, and who gained it as an extra spirit."""
    out = []
    for s, m in enumerate(moves):
        for _series, taken, bid in m.taken:
            if taken == t:
                # TRANSLATORS: a grid cell's tooltip; the dot is drawn in the player's colour
                out.append(
                    _("Last round {player} took a trial copy with a bid of {bid} (the dot).")
                    .format(player=names[s], bid=bid)
                )  # fmt: skip
        if m.spirit == t:
            # TRANSLATORS: a grid cell's tooltip; the ringed dot is drawn in the player's colour
            out.append(
                _("Last round {player} gained it as an extra spirit (the ringed S).").format(
                    player=names[s]
                )
            )
    return out


def draw_pips(
    surface: pygame.Surface, moves: Sequence[SeatMoves], colours: Sequence[tuple[int, int, int]]
) -> None:
    """A pip in the taker's colour, with the bid that won it, on each totem taken last round
    (and a ring for an extra spirit gained)."""
    per_cell: dict[int, list[tuple[int, str, bool]]] = {}
    for s, m in enumerate(moves):
        for _series, t, bid in m.taken:
            if t >= 0:
                per_cell.setdefault(t, []).append((s, str(bid), False))
        if m.spirit >= 0:
            # TRANSLATORS: one letter on a grid pip for an extra spirit totem gained
            per_cell.setdefault(m.spirit, []).append((s, pgettext("badge", "S"), True))
    for t, marks in per_cell.items():
        r = grid.cell_rect(t)
        # Down the cell's left edge, apart: in a row the third met the owned-piece badge at
        # the top right, and touching pips read as one
        for k, (s, label, ring) in enumerate(marks[:3]):
            centre = (r.x + 3 + PIP, r.y + 3 + PIP + k * (2 * PIP + 2))
            pygame.draw.circle(surface, colours[s], centre, PIP)
            pygame.draw.circle(surface, theme.INK, centre, PIP, 2 if ring else 1)
            ink = theme.ink_on(colours[s])  # light figures on the dark seat colours
            theme.blit_text(surface, label, centre, "bold", 15, ink, "center")


def strip_rects(area: pygame.Rect, players: int) -> list[pygame.Rect]:
    """One tag per seat across `area`."""
    gap = 4
    w = min(96, (area.w - gap * (players - 1)) // max(1, players))
    return [pygame.Rect(area.x + i * (w + gap), area.y, w, area.h) for i in range(players)]


def draw_strip(
    surface: pygame.Surface,
    moves: Sequence[SeatMoves],
    colours: Sequence[tuple[int, int, int]],
    area: pygame.Rect,
) -> None:
    """Each seat's tag: its bids (A then B) and what it took, in its colour."""
    for s, r in enumerate(strip_rects(area, len(moves))):
        m = moves[s]
        soft = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(soft, (*colours[s][:3], 70), soft.get_rect(), border_radius=7)
        surface.blit(soft, r)
        pygame.draw.rect(surface, colours[s], r, 2, border_radius=7)
        if not m.round:
            theme.blit_text(surface, "-", r.center, "bold", 15, theme.TEXT, "center")
            continue
        bids = f"{m.bids[0]} · {m.bids[1]}" if m.bids else _("no bid")
        size = theme.fit_size(bids, "bold", 15, r.w - 6, 11)
        theme.blit_text(surface, bids, (r.centerx, r.y + 11), "bold", size, theme.TEXT, "center")
        icons = [t for _series, t, _bid in m.taken] + ([m.spirit] if m.spirit >= 0 else [])
        x = r.x + 4
        for t in icons[:3]:
            if t < 0:
                surface.blit(art.garnet(14), (x, r.bottom - 22))
            else:
                surface.blit(pieces.tile("trial", t, 14, 19), (x, r.bottom - 23))
            x += 16
        if m.wager and x + 16 <= r.right:
            surface.blit(art.wager_icon(m.wager, 16), (r.right - 19, r.bottom - 21))
