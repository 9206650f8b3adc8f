"""The reveal at the end of a round: the top three of the final line, every Secret Tiki card
with the points it earned, and the button to the next round (or the results)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from totemgame.engine.game import Event, Seat
from totemgame.games.tiki_topple.actions import SecretCard, Tiki
from totemgame.games.tiki_topple.content import content, place_name, tiki_name
from totemgame.games.tiki_topple.content import data as content_data
from totemgame.games.tiki_topple.table import art, marks
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _, on_change
from totemgame.ui import anim, draw, theme
from totemgame.ui.widgets.button import Button

SUMMARY_AUTO_SECONDS = 3.0  # an all-AI table moves on by itself after this long


@dataclass(frozen=True)
class RoundSummary:
    """What a round's end revealed."""

    round: int
    line: list[Tiki]  # the final line of the round, top first
    cards: list[tuple[Seat, SecretCard, int]]  # seat, Secret Tiki card, points
    last: bool  # the game is over after it


def slot_scores(card: SecretCard, line: Sequence[Tiki]) -> list[tuple[Tiki, int | None, int]]:
    """Each tiki of `card` (9-, 5-, 2-point slots): its final place (None: toasted) and the
    points it earned there."""
    c = content()
    out: list[tuple[Tiki, int | None, int]] = []
    for slot, tiki in enumerate(c.deck[card]):
        place = list(line).index(tiki) if tiki in line else None
        scored = place is not None and place < c.best_position[slot]
        out.append((tiki, place, c.points[slot] if scored else 0))
    return out


@cache
def scored_card(card: SecretCard, line: tuple[Tiki, ...], w: int, h: int) -> pygame.Surface:
    """A revealed Secret Tiki card: each tiki with where it ended, and what it earned (a gold
    "+9" where it scored; a grey "0" and the place it needed where it did not)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (58, 40, 26), r, border_radius=12)
    pygame.draw.rect(s, (42, 120, 110), r.inflate(-4, -4), border_radius=11)
    inner = r.inflate(-10, -10)
    pygame.draw.rect(s, theme.PARCHMENT, inner, border_radius=8)
    row_h = inner.h // 3
    needs = [_(n) for n in content_data()["table"]["slot_needs"]]
    for slot, (tiki, place, points) in enumerate(slot_scores(card, line)):
        y = inner.y + slot * row_h
        head = art.tiki_surface(tiki, 44, 22)
        s.blit(head, (inner.x + 3, y + 4))
        theme.blit_text(s, tiki_name(tiki), (inner.x + 51, y + 5), "bold", 15, theme.INK)
        if place is None:
            detail = marks.words("reveal_toasted")
        elif points:
            detail = marks.words("reveal_scored", place=place_name(place))
        else:
            detail = marks.words("reveal_missed", place=place_name(place), need=needs[slot])
        badge = 15
        room = inner.w - 2 * badge - 12
        size = theme.fit_size(detail, "body", 13, room, 11)  # smaller before it is cut
        detail = theme.elide(detail, room, "body", size)
        colour = theme.INK if points else theme.INK_SOFT
        theme.blit_text(s, detail, (inner.x + 5, y + 28), "body", size, colour)
        centre = (inner.right - badge - 3, y + row_h // 2)
        if points:
            pygame.draw.circle(s, theme.GOLD_DARK, centre, badge + 2)
            pygame.draw.circle(s, theme.GOLD, centre, badge)
        else:
            pygame.draw.circle(s, theme.PARCHMENT_DARK, centre, badge, 2)
        label = f"+{points}" if points else "0"
        theme.blit_text(s, label, centre, "bold", 15, colour, anchor="center")
        if slot < 2:
            y1 = y + row_h
            pygame.draw.line(s, theme.PARCHMENT_DARK, (inner.x + 6, y1), (inner.right - 6, y1), 1)
    return s


def _forget_words(_lang: str) -> None:
    """The cached revealed cards carry words: a change of language draws them again."""
    scored_card.cache_clear()


on_change(_forget_words)


class RoundReveal:
    """The modal reveal over the board; `on_close` runs when it closes."""

    def __init__(self, port: TikiPort, on_close: Callable[[], None]) -> None:
        self.port = port
        self.summary: RoundSummary | None = None
        self.age = 0.0
        self.hold = 0.0  # seconds the round's last play stays in sight before the panel opens
        self.button = Button((0, 0, 220, 48), _("Next round"), self.close)
        self._on_close = on_close

    @property
    def showing(self) -> bool:
        """A round has ended: its final line stays on the board until the reveal closes."""
        return self.summary is not None

    @property
    def opened(self) -> bool:
        """The panel is up (the round's last play has been seen)."""
        return self.summary is not None and self.hold <= 0.0

    def start(self, events: Sequence[Event], hold: float = 0.0) -> RoundSummary:
        """Open the reveal for the round whose end is among `events`, once the last play has
        slid into place and stood still for `hold` seconds."""
        end = next(e for e in events if e.key == "round_end")
        scores = [e for e in events if e.key == "round_score"]
        self.summary = RoundSummary(
            round=end.params["round"],
            line=list(end.params["line"]),
            cards=[(e.params["player"], e.params["card"], e.params["points"]) for e in scores],
            last=any(e.key.startswith("game_over") for e in events),
        )
        self.age = 0.0
        self.hold = hold
        self.button.label = _("See results") if self.summary.last else _("Next round")
        return self.summary

    def clear(self) -> None:
        """Drop the reveal without running `on_close` (the view jumped)."""
        self.summary = None

    def close(self) -> None:
        if self.summary is None:
            return
        self.summary = None
        self._on_close()

    def update(self, dt: float, moving: bool) -> None:
        """Count down the hold once the tikis are still (`moving`: not yet), then age the
        panel; an all-AI table closes it by itself after a while."""
        if self.summary is None:
            return
        if self.hold > 0.0:
            if not moving:
                self.hold -= dt
            return
        self.age += dt
        if not self.port.session.humans and self.age >= SUMMARY_AUTO_SECONDS * anim.speed_scale():
            self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.opened:  # the last play on show: a click or Enter brings the panel now
            skip = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
            skip |= event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE
            if skip:
                self.hold = 0.0
            return skip
        if self.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close()  # Enter/Space press its one button
                return True
            # Tab and the arrows stay on the reveal (its button is the only thing to reach);
            # Esc still opens the pause menu.
            key: int = event.key
            return key != pygame.K_ESCAPE
        # The reveal is modal: a click elsewhere on the board does nothing.
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1

    def draw(self, surface: pygame.Surface, view: TikiView) -> None:
        s = self.summary
        if s is None or not self.opened:
            return
        box = pygame.Rect(0, 0, 820, 470)
        box.center = self.port.board_rect.center
        draw.parchment(surface, box, 14)
        theme.blit_text(
            surface,
            _("Round {round} is over").format(round=s.round),
            (box.centerx, box.y + 14),
            "heading",
            34,
            theme.INK,
            anchor="midtop",
        )
        for i, t in enumerate(s.line[:3]):
            x = box.centerx + (i - 1) * 200
            head = art.tiki_surface(t, 70, 32)
            surface.blit(head, head.get_rect(midright=(x - 4, box.y + 80)))
            # TRANSLATORS: a place of the final line and its tiki ("1st Nani")
            label = _("{place} {tiki}").format(place=place_name(i), tiki=tiki_name(t))
            theme.blit_text(
                surface, label, (x, box.y + 80), "bold", 18, theme.INK, anchor="midleft"
            )
        rows = s.cards
        col_w = (box.w - 40) // max(len(rows), 1)
        card_w = min(col_w - 14, 200)
        card_h = 150
        for i, (seat, card, points) in enumerate(rows):
            cx = box.x + 20 + i * col_w + col_w // 2
            # Ink on parchment (a yellow name would not read); the colour underlines it.
            name = theme.blit_text(
                surface,
                self.port.names[seat],
                (cx, box.y + 112),
                "bold",
                20,
                theme.INK,
                anchor="midtop",
            )
            colour = self.port.seat_colour(seat)
            pygame.draw.line(surface, colour, name.bottomleft, name.bottomright, 4)
            img = scored_card(card, tuple(s.line), card_w, card_h)
            surface.blit(img, img.get_rect(midtop=(cx, box.y + 144)))
            theme.blit_text(
                surface,
                f"+{points}",
                (cx, box.y + 150 + card_h),
                "heading",
                34,
                theme.INK,
                anchor="midtop",
            )
            theme.blit_text(
                surface,
                # TRANSLATORS: a player's total score under the round's points
                _("total {score}").format(score=view.scores[seat]),
                (cx, box.y + 192 + card_h),
                "body",
                17,
                theme.INK_SOFT,
                anchor="midtop",
            )
        self.button.rect.midbottom = (box.centerx, box.bottom - 16)
        self.button.draw(surface)
