"""The Tiki Topple board's named elements (where each is drawn now), for the tutorial and the
hints: 'tiki:<name>', 'card:<card>', 'secret', 'toasted', 'toasts' (the count under the line),
'toasts:at-risk' (with the tikis the Toasts can reach), 'scores', 'line', 'prompt',
'button:next-round'."""

from __future__ import annotations

import pygame

from totemgame.games.tiki_topple.actions import Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.table import marks
from totemgame.games.tiki_topple.table.hand import ActionHand
from totemgame.games.tiki_topple.table.layout import (
    HAND_X,
    HEAD_W,
    HEAD_X,
    LINE_TOP,
    PLACES,
    SECRET,
    SLOT_H,
    TOASTS_Y,
    hand_rects,
    place_rect,
)
from totemgame.games.tiki_topple.table.line import TikiLine
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.table.reveal import RoundReveal
from totemgame.games.tiki_topple.view import TikiView


def _fixed(key: str) -> pygame.Rect | None:
    """The elements that never move."""
    if key == "secret":
        return SECRET.copy()
    if key == "toasted":
        return pygame.Rect(SECRET.right + 20, SECRET.y, 880 - SECRET.right - 20, SECRET.h)
    if key == "toasts":  # the count of Toasts in play, under the line
        return pygame.Rect(HEAD_X - 16, TOASTS_Y - 2, 290, 22)
    if key == "scores":  # the 9 / 5 / 2 coins beside the top three places
        return pygame.Rect(14, LINE_TOP - 4, 92, 3 * SLOT_H)
    if key == "line":  # the groove with its place names, 1st to 9th
        groove = pygame.Rect(HEAD_X - 22, LINE_TOP - 14, HEAD_W + 174, 9 * SLOT_H + 20)
        return groove.unionall([place_rect(i).inflate(6, 0) for i in range(PLACES)])
    if key == "prompt":
        return pygame.Rect(HAND_X, 370, 880 - HAND_X, 166)
    return None


def card_rect(card: Card) -> pygame.Rect:
    """Where `card` of the hand is clicked (the rect the hand itself tests clicks against)."""
    return dict(hand_rects())[card].copy()


def board_element(
    view: TikiView, tikis: TikiLine, reveal: RoundReveal, key: str
) -> pygame.Rect | None:
    """Where the element named `key` is drawn now: the tikis where the line shows them (in
    their moves, too), the next-round button while the reveal is open (None: not on screen)."""
    kind, _, name = key.partition(":")
    if kind == "tiki":
        names = [n.lower() for n in content().tiki_names]
        if name not in names:
            return None
        tiki = names.index(name)
        return tikis.tiki_rect(tiki) if tiki in tikis.pos else None
    if kind == "card":
        try:
            return card_rect(Card(name))
        except ValueError:
            return None
    if key == "toasts:at-risk":  # the count and the flames of the tikis it can reach
        risky = [tikis.tiki_rect(t) for t in marks.at_risk(view) if t in tikis.pos]
        count = pygame.Rect(HEAD_X - 16, TOASTS_Y - 2, 290, 22)
        flames = pygame.Rect(22, count.y, 1, 1)  # the flames sit left of the place names
        return count.unionall([flames, *risky])
    if key == "button:next-round":
        return reveal.button.rect.copy() if reveal.opened else None
    return _fixed(key)


def element_for(
    port: TikiPort, tikis: TikiLine, hand: ActionHand, reveal: RoundReveal, action: object
) -> pygame.Rect | None:
    """The card first; once it is chosen, the tiki it moves (a click there plays it)."""
    if not isinstance(action, PlayCard) or reveal.showing or not port.can_act:
        return None
    if action not in port.legal_actions():
        return None
    if hand.selected is not action.card:
        return card_rect(action.card)
    if action.tiki not in tikis.pos:
        return None
    return tikis.tiki_rect(action.tiki)
