"""Tiki Topple's cards, drawn by code: the action cards with their icons and names, the Secret
Tiki cards, a card's back and the printed card of the rules screen (art.py draws the tikis)."""

from __future__ import annotations

from functools import cache

import pygame

from totemgame.games.tiki_topple.actions import Card
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.table.art import OUTLINE, tiki_surface
from totemgame.i18n import N_, _, on_change
from totemgame.paths import load_data
from totemgame.ui import theme

# -- the action cards --------------------------------------------------------------------------------
# TRANSLATORS: printed in capitals at the foot of Tiki Topple's action cards
_CARD_LABEL = {
    Card.UP1: N_("UP 1"),
    Card.UP2: N_("UP 2"),
    Card.UP3: N_("UP 3"),
    Card.TOPPLE: N_("TOPPLE"),
    Card.TOAST: N_("TOAST"),
}


@cache
def action_card(
    card: Card, w: int, h: int, colour: tuple[int, int, int], enabled: bool = True
) -> pygame.Surface:
    """A wooden-backed action card with its icon and name, in the owner's colour."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    body = colour if enabled else (110, 100, 90)
    pygame.draw.rect(s, OUTLINE, r, border_radius=10)
    pygame.draw.rect(s, body, r.inflate(-4, -4), border_radius=9)
    inner = r.inflate(-14, -14)
    pygame.draw.rect(s, theme.PARCHMENT if enabled else (170, 160, 146), inner, border_radius=7)
    icon = pygame.Rect(inner.x, inner.y + 6, inner.w, inner.h - 40)
    ink = theme.INK if enabled else (90, 82, 74)
    _card_icon(s, card, icon, ink, body)
    label = _(_CARD_LABEL[card])
    size = theme.fit_size(label, "bold", 18 if len(label) <= 5 else 16, inner.w - 6, 10)
    theme.blit_text(
        s, label, (inner.centerx, inner.bottom - 6), "bold", size, ink, anchor="midbottom"
    )
    return s


def _card_icon(
    s: pygame.Surface,
    card: Card,
    box: pygame.Rect,
    ink: tuple[int, int, int],
    accent: tuple[int, int, int],
) -> None:
    cx = box.centerx
    if card in (Card.UP1, Card.UP2, Card.UP3):
        n = {Card.UP1: 1, Card.UP2: 2, Card.UP3: 3}[card]
        step = min(box.h // (n + 1), 26)
        top = box.centery - step * n // 2
        for i in range(n):
            y = top + i * step
            pygame.draw.polygon(s, ink, [(cx - 18, y + 16), (cx, y), (cx + 18, y + 16)])
            pygame.draw.polygon(s, accent, [(cx - 11, y + 13), (cx, y + 5), (cx + 11, y + 13)])
    elif card is Card.TOPPLE:
        for i in range(3):
            pygame.draw.rect(
                s, ink, pygame.Rect(cx - 16, box.y + 8 + i * 14, 32, 10), border_radius=3
            )
        pygame.draw.line(s, accent, (cx + 26, box.y + 10), (cx + 26, box.bottom - 14), 5)
        pygame.draw.polygon(
            s,
            accent,
            [(cx + 17, box.bottom - 20), (cx + 26, box.bottom - 6), (cx + 35, box.bottom - 20)],
        )
        pygame.draw.line(s, ink, (cx - 22, box.bottom - 6), (cx + 12, box.bottom - 6), 3)
    else:  # toast: a flame over the last tiki
        base = box.bottom - 10
        pygame.draw.rect(s, ink, pygame.Rect(cx - 16, base - 10, 32, 12), border_radius=3)
        pts = [
            (cx - 16, base - 14),
            (cx - 10, base - 40),
            (cx - 2, base - 26),
            (cx + 4, base - 52),
            (cx + 10, base - 28),
            (cx + 16, base - 14),
        ]
        pygame.draw.polygon(s, (232, 110, 30), pts)
        pygame.draw.polygon(
            s, (252, 200, 70), [(cx - 8, base - 14), (cx, base - 34), (cx + 8, base - 14)]
        )


@cache
def secret_card(
    card: int, w: int, h: int, toasted: frozenset[int] = frozenset(), gone: str = ""
) -> pygame.Surface:
    """A Secret Tiki card face: three tikis with their 9 / 5 / 2 points and places. A tiki
    among `toasted` is faded and struck through, with `gone` in place of its place."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, OUTLINE, r, border_radius=12)
    pygame.draw.rect(s, (42, 120, 110), r.inflate(-4, -4), border_radius=11)
    inner = r.inflate(-12, -12)
    pygame.draw.rect(s, theme.PARCHMENT, inner, border_radius=8)
    tikis = content().deck[card]
    needs = load_data("tiki-topple")["hints"]["needs"]  # "1st only", "1st or 2nd", "top three"
    labels = tuple(zip(("9", "5", "2"), (_(n) for n in needs), strict=True))
    compact = w < 220  # small cards (the end-of-round reveal) drop the place hints
    row_h = (inner.h - 8) // 3
    badge_r = 13 if compact else 18
    for i, (t, (pts, where)) in enumerate(zip(tikis, labels, strict=True)):
        y = inner.y + 4 + i * row_h
        head = tiki_surface(t, int(row_h * (1.25 if compact else 1.5)), row_h - 6)
        s.blit(head, (inner.x + 2, y + 3))
        tx = inner.x + 6 + head.get_width()
        name_size = 15 if compact else 18
        name_y = y + row_h // 2 - 9 if compact else y + 4
        name = content().tiki_names[t]
        name_rect = theme.blit_text(s, name, (tx, name_y), "bold", name_size, theme.INK)
        if not compact and t not in toasted:
            room = inner.right - 2 * badge_r - 12 - tx  # left of the points badge
            small = theme.fit_size(where, "body", 15, room, 12)
            where = theme.elide(where, room, "body", small)
            theme.blit_text(s, where, (tx, y + 26), "body", small, theme.INK_SOFT)
        centre = (inner.right - badge_r - 4, y + row_h // 2)
        pygame.draw.circle(s, theme.GOLD_DARK, centre, badge_r + 3)
        pygame.draw.circle(s, theme.GOLD, centre, badge_r)
        theme.blit_text(s, pts, centre, "bold", 16 if compact else 20, theme.INK, anchor="center")
        if t in toasted:
            row = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, row_h - 2)
            veil = pygame.Surface(row.size, pygame.SRCALPHA)
            veil.fill((*theme.PARCHMENT, 150))
            s.blit(veil, row)
            strike = name_rect.centery - 2  # through the letters (the rect holds descenders)
            pygame.draw.line(s, theme.DANGER, (row.x + 6, strike), (row.right - 6, strike), 3)
            if not compact:  # it can score nothing this round
                theme.blit_text(s, gone, (tx, y + 26), "bold", 15, theme.DANGER)
        if i < 2:
            pygame.draw.line(
                s, theme.PARCHMENT_DARK, (inner.x + 8, y + row_h), (inner.right - 8, y + row_h), 1
            )
    return s


def printed_card_picture(width: int) -> pygame.Surface:
    """The rules picture: the rulebook's first printed Secret Tiki card (`printed` in the data
    file), each row labelled with its tiki's back-symbol group: one tiki of each group."""
    data = load_data("tiki-topple")
    names = content().tiki_names
    top, middle, bottom = (names.index(n) for n in data["secret_deck"]["printed"][0])
    card = (top, middle, bottom)
    s = pygame.Surface((min(width, 440), 236), pygame.SRCALPHA)
    s.blit(secret_card(content().deck.index(card), 262, 236), (0, 0))
    row_h = (236 - 12 - 8) // 3
    for i, t in enumerate(card):
        symbol = data["groups"][data["tiki"][t]["group"]]
        y = 6 + 4 + i * row_h + row_h // 2
        pygame.draw.line(s, theme.INK_SOFT, (270, y), (290, y), 2)
        group = _("{symbol} group").format(symbol=_(symbol))
        lines, size = theme.fit_lines(group, "bold", 17, s.get_width() - 300, row_h - 8, 12)
        theme.blit_lines(s, lines, (298, y), "bold", size, theme.INK_SOFT)  # 2 lines if long
    return s


@cache
def card_back(w: int, h: int) -> pygame.Surface:
    """The back of a Secret Tiki card (what others see)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, OUTLINE, r, border_radius=8)
    pygame.draw.rect(s, (42, 120, 110), r.inflate(-4, -4), border_radius=7)
    for i in range(-h, w, 10):
        pygame.draw.line(s, (56, 140, 128), (i, 2), (i + h, h - 2), 3)
    pygame.draw.circle(s, theme.GOLD, r.center, min(w, h) // 4)
    pygame.draw.circle(s, OUTLINE, r.center, min(w, h) // 4, 2)
    return s


def _forget_words(_lang: str) -> None:
    """The cached cards carry words: a change of language draws them again."""
    action_card.cache_clear()
    secret_card.cache_clear()


on_change(_forget_words)
