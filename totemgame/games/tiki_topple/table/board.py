"""The Tiki Topple board: the torch-lit line of tikis, your hand, your Secret Tiki card.

Playing a card: click a card, the tikis it may move light up, click one. Illegal choices are
not clickable and say why on hover. Moves slide the tikis; a round ends with a reveal of
every Secret Tiki card before the next line is set up.

The board composes its parts, each with its own state, each seeing the table as a TikiPort:
the line (line.py), the hand (hand.py), the panels (panels.py) and the reveal (reveal.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame import i18n
from totemgame.engine.game import Action, Event, Seat
from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard, Tiki
from totemgame.games.tiki_topple.table import art, elements, marks, pictures
from totemgame.games.tiki_topple.table.backdrop import draw_background, draw_torches
from totemgame.games.tiki_topple.table.hand import ActionHand
from totemgame.games.tiki_topple.table.line import TikiLine
from totemgame.games.tiki_topple.table.panels import (
    draw_heading,
    draw_prompt,
    draw_secret,
    draw_toasted,
)
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.table.reveal import RoundReveal, RoundSummary
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _, ngettext
from totemgame.ui import anim
from totemgame.ui.table.board import HANDLED, Board, Intent
from totemgame.ui.widgets.button import Button


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card."""
    return art.card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen (drawn in pictures.py)."""
    return pictures.rules_picture(key, width)


class TikiBoard(Board[TikiView]):
    """The Tiki Topple board."""

    ends_with_own_overlay = True  # its last overlay ends with "See results"

    def __init__(self, port: TikiPort) -> None:
        self.port = port
        self.tikis = TikiLine(port)
        self.hand = ActionHand(port)
        self.reveal = RoundReveal(port, self._after_reveal)
        self._bg: pygame.Surface | None = None
        self._bg_lang = ""  # the language of the place names drawn on _bg
        self._last_move: tuple[object, str] = (None, "")  # (position, viewer, language), text

    # -- what the tests read ------------------------------------------------------------------
    @property
    def selected(self) -> Card | None:
        """The action card chosen to play (None: none)."""
        return self.hand.selected

    @property
    def summary(self) -> RoundSummary | None:
        """The round's reveal on screen (None: none)."""
        return self.reveal.summary

    @property
    def summary_button(self) -> Button:
        return self.reveal.button

    @property
    def moves(self) -> dict[Tiki, anim.Tween[float]]:
        """The tikis sliding now."""
        return self.tikis.moves

    @property
    def leaving(self) -> list[tuple[Tiki, float, anim.Tween[float]]]:
        """The toasted tikis burning away now."""
        return self.tikis.leaving

    def last_move_text(self) -> str:
        """The last card played in this round ('' at a round's start); found again only when
        the position, the viewer or the language changes (the panel asks every frame)."""
        session = self.port.session
        key = (session.revision, self.port.viewer, i18n.current())
        if self._last_move[0] != key:
            self._last_move = (key, self._find_last_move())
        return self._last_move[1]

    def _find_last_move(self) -> str:
        for logged in reversed(self.port.session.visible_events()):
            if logged.event.key == "round_start":
                return ""
            if logged.event.key.startswith("play_"):
                return self.port.describe_event(logged.event)
        return ""

    # -- the board's contract -----------------------------------------------------------------
    def board_element(self, view: TikiView, key: str) -> pygame.Rect | None:
        return elements.board_element(view, self.tikis, self.reveal, key)

    def element_for(self, view: TikiView, action: Action) -> pygame.Rect | None:
        return elements.element_for(self.port, self.tikis, self.hand, self.reveal, action)

    def panel_note(self, view: TikiView, seat: Seat) -> str:
        summary = self.reveal.summary
        if summary is not None:  # the next round's hands wait until the reveal closes
            points = next((p for s, _c, p in summary.cards if s == seat), None)
            if points is not None:
                return marks.words("reveal_note", round=summary.round, points=points)
        if seat not in view.active:
            return _("Sitting out the tie-break")
        n = sum(view.hands[seat])
        played = view.played[seat]
        if played:
            # TRANSLATORS: a seat's panel: its cards in hand and the last one played ("Up 2")
            return ngettext(
                "{n} card left · last: {card}", "{n} cards left · last: {card}", n
            ).format(n=n, card=marks.short_card(played[-1]))
        return ngettext("{n} card left", "{n} cards left", n).format(n=n)

    def on_reset(self, view: TikiView) -> None:
        self.hand.selected = None
        self.tikis.reset(view.line)
        self.reveal.clear()

    def is_animating(self) -> bool:
        return self.tikis.is_moving() or self.reveal.showing

    def overlay_waits(self) -> bool:
        # A human closes the round's summary; without one it closes itself after a while.
        humans = self.port.session.humans
        return bool(self.reveal.opened and humans and not self.tikis.is_moving())

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if "round_end" in keys:
            return "chime"
        if "play_up" in keys:
            return "card"  # the card slapped down; the tiki's slide is silent
        return "clack"  # a tiki toppled or toasted off the line: wood on wood

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        self.hand.selected = None
        self.tikis.hover = None  # the next player's mouse has not touched anything yet
        view = self.port.view
        for e in events:
            if e.key in ("play_up", "play_topple", "play_toast"):
                self.tikis.animate_play(e)
            if e.key == "round_end":
                # The final line of the round stays on screen (not the new deal) until the
                # reveal closes.
                hold = self.port.session.min_visible_delay()  # as long as an AI's move
                self.tikis.retarget(self.reveal.start(events, hold).line)
                self.port.refresh_log()
        if not self.reveal.showing:
            self.tikis.retarget(view.line)

    def update(self, dt: float) -> None:
        self.tikis.update(dt)
        if self.reveal.showing:
            self.reveal.update(dt, self.tikis.is_moving())
        else:
            self.tikis.follow(self.port.view.line)

    def _after_reveal(self) -> None:
        self.on_reset(self.port.view)
        self.port.refresh_log()

    def logged(self, events: list[Event]) -> list[Event]:
        """The log holds back the next round's first lines (its start, the new Secret Tiki
        card) while the reveal of the round before is open."""
        if self.reveal.showing:
            ends = [i for i, e in enumerate(events) if e.key == "round_end"]
            if ends:
                last = ends[-1]
                while last + 1 < len(events) and events[last + 1].key == "round_score":
                    last += 1
                return events[: last + 1]
        return events

    def close_summary(self) -> None:
        self.reveal.close()

    # -- input ------------------------------------------------------------------------------
    def hit(self, event: pygame.event.Event, view: TikiView) -> Intent:
        if self.reveal.showing:
            return HANDLED if self.reveal.handle_event(event) else None
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos, view)
            return None
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            self.hand.select(view, CARDS[event.key - pygame.K_1])
            return HANDLED
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        if event.button == 3:
            self.hand.selected = None
            return HANDLED
        if event.button != 1 or not self.port.can_act:
            return None
        card = self.hand.card_at(event.pos)
        if card is not None:
            self.hand.select(view, card)
            return HANDLED
        chosen = self.hand.selected
        if chosen is not None:
            tiki = self.tikis.tiki_at(view.line, event.pos)
            if tiki is not None:
                targets = self.hand.targets(chosen)
                if tiki in targets:
                    self.hand.selected = None
                    return targets[tiki]
                self.port.show_message(self.hand.tiki_reason(view, chosen, tiki), "warning")
                return HANDLED
        return None

    def _hover(self, pos: tuple[int, int], view: TikiView) -> None:
        self.tikis.hover = None
        if self.hand.hover(view, pos):
            return
        tiki = self.tikis.tiki_at(view.line, pos)
        if tiki is None:
            return
        self.tikis.hover = tiki
        chosen = self.hand.selected
        if chosen is not None and tiki not in self.hand.targets(chosen):
            self.port.board_tooltip(("tiki", tiki), self.hand.tiki_reason(view, chosen, tiki), pos)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TikiView) -> None:
        port = self.port
        if self._bg is None or self._bg_lang != i18n.current():
            self._bg = draw_background(port.board_rect.size)
            self._bg_lang = i18n.current()
        surface.blit(self._bg, (0, 0))
        draw_torches(surface, port.time)
        summary = self.reveal.summary
        chosen = self.hand.selected
        targets = self.hand.targets(chosen) if chosen is not None and not summary else {}
        hint = port.hint_action if isinstance(port.hint_action, PlayCard) else None
        played = port.played_action if isinstance(port.played_action, PlayCard) else None
        line = summary.line if summary else list(view.line)
        if summary is None:
            marks.draw_rings(surface, port, view, self.tikis.pos, self.tikis.offsets())
        self.tikis.draw(
            surface, line, targets, chosen, None if summary else hint, None if summary else played
        )
        if summary is None:
            marks.draw_tags(surface, port, view, self.tikis.pos)
            marks.draw_risk(surface, view, line, self.tikis.pos, bool(self.tikis.moves))
            draw_heading(surface, view)
            draw_secret(surface, view)
            draw_toasted(surface, port, view)
        else:  # the next round's number and Secret Tiki card wait until the reveal closes
            draw_heading(surface, view, ended=summary.round)
        count = len(self.hand.targets(chosen)) if chosen is not None else 0
        if summary is None:
            draw_prompt(surface, port, view, chosen, count, self.last_move_text())
        if summary is None:  # the next round's hand waits too
            self.hand.draw(surface, view)
        self.reveal.draw(surface, view)
