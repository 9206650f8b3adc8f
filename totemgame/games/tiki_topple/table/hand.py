"""The viewer's hand of action cards: which card is chosen, why a card or a tiki is refused,
and the cards drawn along the bottom of the board."""

from __future__ import annotations

import pygame

from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard, Tiki
from totemgame.games.tiki_topple.content import card_name, card_text
from totemgame.games.tiki_topple.rules import card_refusal, tiki_refusal
from totemgame.games.tiki_topple.table import cards
from totemgame.games.tiki_topple.table.layout import (
    CARD_H,
    CARD_W,
    HAND_X,
    HAND_Y,
    hand_rects,
)
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _
from totemgame.text import said
from totemgame.ui import theme
from totemgame.ui.hint_glow import draw_hint_glow, draw_played_mark


class ActionHand:
    """The five action cards of the viewer, and the one chosen to play (None: none)."""

    def __init__(self, port: TikiPort) -> None:
        self.port = port
        self.selected: Card | None = None

    def targets(self, card: Card) -> dict[Tiki, PlayCard]:
        """The tikis `card` may move now, each with its play."""
        return {
            a.tiki: a
            for a in self.port.legal_actions()
            if isinstance(a, PlayCard) and a.card is card
        }

    def card_reason(self, view: TikiView, card: Card) -> str | None:
        """Why `card` cannot be played now (None if it can, or nobody may act)."""
        seat = self.port.viewer
        if seat is None or not self.port.can_act:
            return None
        why = card_refusal(card, view.hands[seat][CARDS.index(card)], view.turns_taken[seat])
        return None if why is None else said(why)

    def tiki_reason(self, view: TikiView, card: Card, tiki: Tiki) -> str:
        """Why the chosen `card` cannot move `tiki` ('' if it can)."""
        why = tiki_refusal(card, tiki, view.line, view.toasted)
        return "" if why is None else said(why)

    def select(self, view: TikiView, card: Card) -> None:
        """Choose `card` (again: put it back), or say why it cannot be played."""
        if not self.port.can_act:
            return
        reason = self.card_reason(view, card)
        if reason:
            self.port.show_message(reason, "warning")
            return
        self.selected = None if self.selected is card else card
        if self.selected is not None:
            self.port.play_sound("flick")

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        return next((card for card, rect in hand_rects() if rect.collidepoint(pos)), None)

    def hover(self, view: TikiView, pos: tuple[int, int]) -> bool:
        """Explain the card under the pointer; True if there is one (and a viewer)."""
        card = self.card_at(pos)
        if card is None or view.seat is None:
            return False
        reason = self.card_reason(view, card)
        # TRANSLATORS: an action card's tooltip: its name and what it does
        text = reason or _("{card}: {text}").format(card=card_name(card), text=card_text(card))
        self.port.board_tooltip(("card", card), text, pos)
        return True

    def draw(self, surface: pygame.Surface, view: TikiView) -> None:
        seat = view.seat
        theme.blit_text(
            surface,
            _("Your action cards") if seat is not None else "",
            (HAND_X, HAND_Y - 18),
            "bold",
            18,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        if seat is None:
            return
        colour = self.port.seat_colour(seat)
        hint, played = self.port.hint_action, self.port.played_action
        for card, rect in hand_rects():
            count = view.hands[seat][CARDS.index(card)]
            enabled = count > 0 and self.card_reason(view, card) is None
            r = rect.move(0, -10) if card is self.selected else rect
            img = cards.action_card(card, CARD_W, CARD_H, colour, enabled)
            if count == 0:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            if card is self.selected:
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, r.inflate(6, 6), 3, border_radius=12)
            if isinstance(hint, PlayCard) and hint.card is card:
                draw_hint_glow(surface, r, self.port.time)
            if isinstance(played, PlayCard) and played.card is card:
                draw_played_mark(surface, r)
            if count > 1:
                badge = (r.right - 12, r.y + 12)
                pygame.draw.circle(surface, theme.INK, badge, 13)
                theme.blit_text(
                    surface, f"×{count}", badge, "bold", 16, theme.TEXT, anchor="center"
                )
