"""The Tiki Topple table: the torch-lit line of tikis, your hand, your Secret Tiki card.

Playing a card: click a card, the tikis it may move light up, click one. Illegal choices are
not clickable and say why on hover. Moves slide the tikis; a round ends with a reveal of
every Secret Tiki card before the next line is set up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from totemgame.engine.game import Event, Seat
from totemgame.games.tiki_topple import art
from totemgame.games.tiki_topple.actions import CARDS, UP_STEPS, Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.view import TikiView
from totemgame.ui import anim, draw, theme
from totemgame.ui.hint_glow import draw_hint_glow
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button

SLOT_H = 66
LINE_TOP = 76
HEAD_W, HEAD_H = 132, 60
HEAD_X = 118
NAME_X = HEAD_X + HEAD_W + 14
CARD_W, CARD_H = 82, 120
HAND_Y = 584
HAND_X = 440
SECRET = pygame.Rect(440, 112, 262, 236)
CARD_NAMES = {
    c: f"Tiki {'Up ' + str(UP_STEPS[c]) if c in UP_STEPS else c.value.title()}" for c in CARDS
}
PLACE = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th")
SUMMARY_AUTO_SECONDS = 3.0  # an all-AI table moves on by itself after this long


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card."""
    return art.card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen."""
    if key == "line":
        # A starting line: the shell group on top, then fish bone, then starfish, each group
        # shuffled inside, as the set-up builds it (group names from the data file).
        from totemgame.paths import load_data

        names = load_data("tiki-topple")["groups"]
        groups = content().groups
        order = [(groups[1], names["B"]), (groups[2], names["C"]), (groups[0], names["A"])]
        rows = [(t, label if i == 0 else "") for g, label in order for i, t in enumerate(g[::-1])]
        s = pygame.Surface((width, 9 * 34 + 4), pygame.SRCALPHA)
        for i, (t, label) in enumerate(rows):
            y = 2 + i * 34
            if i % 3 == 0:
                band = pygame.Rect(0, y - 1, min(width, 470), 3 * 34 - 5)
                pygame.draw.rect(s, (216, 198, 160), band, border_radius=8)
                theme.blit_text(s, f"{label} group", (330, y + 40), "bold", 17, theme.INK_SOFT)
            s.blit(art.tiki_surface(t, 66, 30), (8, y + 1))
            text = f"{PLACE[i]}  {content().tiki_names[t]}"
            theme.blit_text(s, text, (86, y + 5), "body", 17, theme.INK)
        return s
    if key == "cards":
        s = pygame.Surface((min(width, 5 * 96), CARD_H + 4), pygame.SRCALPHA)
        for i, c in enumerate(CARDS):
            s.blit(art.action_card(c, CARD_W, CARD_H, (196, 120, 60)), (i * 96, 2))
        return s
    if key == "secret":
        return art.printed_card_picture(width)
    if key == "tikis":
        cols = 3
        s = pygame.Surface((width, 3 * 64), pygame.SRCALPHA)
        for t in range(9):
            x, y = (t % cols) * (width // cols), (t // cols) * 64
            s.blit(art.tiki_surface(t, 96, 44), (x, y + 2))
            theme.blit_text(s, content().tiki_names[t], (x + 100, y + 14), "body", 17, theme.INK)
        return s
    return None


class TikiToppleScene(TableScene):
    """The Tiki Topple table."""

    ends_with_own_overlay = True  # its last overlay ends with "See results"

    def __init__(self, app, match, controller=None) -> None:
        super().__init__(app, match, controller)
        self.selected: Card | None = None
        self.hover_tiki: int | None = None
        self.pos: dict[int, float] = {}  # displayed y of each tiki on the line
        self.moves: dict[int, anim.Tween] = {}
        self.hop: tuple[int, anim.Tween] | None = None  # the tiki that jumps sideways
        self.leaving: list[tuple[int, float, anim.Tween]] = []  # toasted tikis fading out
        self.summary: dict[str, Any] | None = None  # the reveal at the end of a round
        self.summary_age = 0.0
        self.summary_button = Button((0, 0, 220, 48), "Next round", self._close_summary)
        self._bg: pygame.Surface | None = None
        self._line_key: tuple = ()

    # -- hooks ------------------------------------------------------------------------------
    def panel_note(self, view: TikiView, seat: Seat) -> str:
        if seat not in view.active:
            return "Sitting out the tie-break"
        n = sum(view.hands[seat])
        played = view.played[seat]
        last = f" · last: {CARD_NAMES[played[-1]][5:]}" if played else ""
        return f"{n} card{'s' if n != 1 else ''} left{last}"

    def on_reset(self, view: TikiView) -> None:
        self.selected = None
        self.hover_tiki = None
        self.moves.clear()
        self.leaving.clear()
        self.hop = None
        self.pos = {t: self._slot_y(i) for i, t in enumerate(view.line)}
        self._line_key = view.line
        self.summary = None

    def is_animating(self) -> bool:
        return bool(self.moves or self.leaving or self.summary)

    def overlay_waits(self) -> bool:
        # A human closes the round's summary; without one it closes itself after a while.
        return bool(self.summary and self.controller.humans and not (self.moves or self.leaving))

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if "round_end" in keys:
            return "chime"
        if "play_up" in keys:
            return "card"  # the card slapped down; the tiki's slide is silent
        return "clack"  # a tiki toppled or toasted off the line: wood on wood

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        self.selected = None
        self.hover_tiki = None  # the next player's mouse has not touched anything yet
        view = self.view
        for e in events:
            if e.key in ("play_up", "play_topple", "play_toast"):
                self._animate_play(e)
            if e.key == "round_end":
                self._start_summary(events)
        if self.summary is None:
            self._retarget(view.line)

    def update_board(self, dt: float) -> None:
        for t, tw in list(self.moves.items()):
            tw.update(dt)
            self.pos[t] = tw.value
            if tw.done:
                del self.moves[t]
        if self.hop:
            self.hop[1].update(dt)
            if self.hop[1].done:
                self.hop = None
        for item in list(self.leaving):
            item[2].update(dt)
            if item[2].done:
                self.leaving.remove(item)
        if self.summary is not None:
            self.summary_age += dt
            all_ai = not self.controller.humans
            if all_ai and self.summary_age >= SUMMARY_AUTO_SECONDS * anim.speed_scale():
                self._close_summary()
        elif self.view.line != self._line_key and not self.moves:
            self._retarget(self.view.line)

    # -- animation --------------------------------------------------------------------------
    def _slot_y(self, index: int) -> float:
        return LINE_TOP + index * SLOT_H

    def _animate_play(self, e: Event) -> None:
        tiki = e.params["tiki_id"]
        if e.key == "play_toast":
            y = self.pos.get(tiki, self._slot_y(8))
            self.leaving.append((tiki, y, anim.Tween(0.0, 1.0, 0.55)))
            self.pos.pop(tiki, None)
        else:
            self.hop = (tiki, anim.Tween(0.0, 1.0, 0.5))

    def _retarget(self, line: Sequence[int]) -> None:
        self._line_key = tuple(line)
        for i, t in enumerate(line):
            target = self._slot_y(i)
            start = self.pos.get(t, target)
            if abs(start - target) > 0.5:
                self.moves[t] = anim.Tween(start, target, 0.5)
            else:
                self.pos[t] = target

    # -- end of round -----------------------------------------------------------------------
    def _start_summary(self, events: Sequence[Event]) -> None:
        end = next(e for e in events if e.key == "round_end")
        scores = [e for e in events if e.key == "round_score"]
        self.summary = {
            "round": end.params["round"],
            "line": list(end.params["line"]),
            "cards": [(e.params["player"], e.params["card"], e.params["points"]) for e in scores],
            "last": any(e.key.startswith("game_over") for e in events),
        }
        self.summary_age = 0.0
        # The final line of the round stays on screen (not the new deal) until the reveal closes.
        self._retarget(self.summary["line"])
        self.summary_button.label = "See results" if self.summary["last"] else "Next round"

    def _close_summary(self) -> None:
        if self.summary is None:
            return
        self.summary = None
        self.on_reset(self.view)

    # -- input ------------------------------------------------------------------------------
    def _hand_rects(self, view: TikiView) -> list[tuple[Card, pygame.Rect]]:
        out = []
        for i, c in enumerate(CARDS):
            out.append((c, pygame.Rect(HAND_X + i * (CARD_W + 8), HAND_Y, CARD_W, CARD_H)))
        return out

    def _tiki_rect(self, tiki: int) -> pygame.Rect:
        y = self.pos.get(tiki, LINE_TOP)
        return pygame.Rect(HEAD_X - 10, int(y), NAME_X + 120 - HEAD_X, HEAD_H)

    def _targets(self, card: Card) -> dict[int, PlayCard]:
        return {
            a.tiki: a for a in self.legal_actions() if isinstance(a, PlayCard) and a.card is card
        }

    def _card_reason(self, view: TikiView, card: Card) -> str | None:
        """Why `card` cannot be played now (None if it can)."""
        seat = self.viewer
        if seat is None or not self.can_act:
            return None
        if not view.hands[seat][CARDS.index(card)]:
            return f"You have already played your {CARD_NAMES[card]} this round."
        if card is Card.TOAST and view.turns_taken[seat] == 0:
            return "Tiki Toast may not be played on your first turn of a round."
        return None

    def _tiki_reason(self, view: TikiView, card: Card, tiki: int) -> str:
        pos = view.line.index(tiki)
        if card in UP_STEPS:
            n = UP_STEPS[card]
            return f"{CARD_NAMES[card]} needs {n} tiki{'s' if n > 1 else ''} above; {content().tiki_names[tiki]} is {PLACE[pos]}."
        if card is Card.TOAST:
            return "Tiki Toast removes only the bottom tiki."
        return ""

    def handle_board_event(self, event: pygame.event.Event, view: TikiView) -> bool:
        if self.summary is not None:
            if self.summary_button.handle_event(event):
                return True
            # The reveal is modal: a click elsewhere on the board does nothing.
            return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos, view)
            return False
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            self._select(view, CARDS[event.key - pygame.K_1])
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            self.selected = None
            return True
        if event.button != 1 or not self.can_act:
            return False
        for card, rect in self._hand_rects(view):
            if rect.collidepoint(event.pos):
                self._select(view, card)
                return True
        if self.selected is not None:
            targets = self._targets(self.selected)
            for tiki in view.line:
                if self._tiki_rect(tiki).collidepoint(event.pos):
                    if tiki in targets:
                        self.submit(targets[tiki])
                        self.selected = None
                    else:
                        self.show_message(self._tiki_reason(view, self.selected, tiki), "warning")
                    return True
        return False

    def _select(self, view: TikiView, card: Card) -> None:
        if not self.can_act:
            return
        reason = self._card_reason(view, card)
        if reason:
            self.show_message(reason, "warning")
            return
        self.selected = None if self.selected is card else card
        if self.selected is not None:
            self.sound.play("flick")

    def _hover(self, pos: tuple[int, int], view: TikiView) -> None:
        self.hover_tiki = None
        for card, rect in self._hand_rects(view):
            if rect.collidepoint(pos) and view.seat is not None:
                reason = self._card_reason(view, card)
                text = reason or f"{CARD_NAMES[card]}: {load_card_text(card)}"
                self.board_tooltip(("card", card), text, pos)
                return
        for tiki in view.line:
            if self._tiki_rect(tiki).collidepoint(pos):
                self.hover_tiki = tiki
                if self.selected is not None and tiki not in self._targets(self.selected):
                    self.board_tooltip(
                        ("tiki", tiki), self._tiki_reason(view, self.selected, tiki), pos
                    )
                return

    # -- drawing ----------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            self._bg = _draw_background(self.board_rect.size)
        return self._bg

    def draw_board(self, surface: pygame.Surface, view: TikiView) -> None:
        surface.blit(self._background(), (0, 0))
        _draw_torches(surface, self.time)
        self._draw_line(surface, view)
        self._draw_heading(surface, view)
        self._draw_secret(surface, view)
        self._draw_toasted(surface, view)
        self._draw_prompt(surface, view)
        self._draw_hand(surface, view)
        if self.summary is not None:
            self._draw_summary(surface, view)

    def _draw_line(self, surface: pygame.Surface, view: TikiView) -> None:
        line = self.summary["line"] if self.summary else list(view.line)
        targets = (
            self._targets(self.selected) if self.selected is not None and not self.summary else {}
        )
        glow = 0.5 + 0.5 * math.sin(self.time * 5)
        for tiki in line:
            y = int(self.pos.get(tiki, LINE_TOP))
            x = HEAD_X
            if self.hop and self.hop[0] == tiki:
                x += int(math.sin(math.pi * self.hop[1].progress()) * 70)
            rect = pygame.Rect(x, y, HEAD_W, HEAD_H)
            if tiki in targets:
                halo = rect.inflate(14, 8)
                pygame.draw.rect(
                    surface, (255, 214, 112), halo, 3 + int(glow * 2), border_radius=14
                )
            hint = self.hint_action
            if isinstance(hint, PlayCard) and hint.tiki == tiki and not self.summary:
                draw_hint_glow(surface, rect, self.time, tag=False)
            head = art.tiki_surface(tiki, HEAD_W, HEAD_H)
            if targets and tiki not in targets:
                head = _dimmed(tiki)
            surface.blit(head, rect)
            colour = theme.GOLD_BRIGHT if tiki == self.hover_tiki else theme.TEXT
            theme.blit_text(
                surface, content().tiki_names[tiki], (x + HEAD_W + 14, y + 18), "bold", 20, colour
            )
        if self.hover_tiki in targets and self.selected is not None:
            self._draw_landing(surface, line, self.hover_tiki, self.selected)
        for tiki, y0, tw in self.leaving:
            p = tw.progress()
            head = art.tiki_surface(tiki, HEAD_W, HEAD_H).copy()
            head.set_alpha(int(255 * (1 - p)))
            surface.blit(head, (HEAD_X - int(p * 40), int(y0 + p * 30)))
            if p < 0.8:  # a ring of flame spreading as the tiki burns away
                pygame.draw.circle(
                    surface,
                    (255, 140, 40),
                    (HEAD_X + HEAD_W // 2, int(y0 + 30)),
                    int(20 + p * 30),
                    3,
                )

    def _draw_landing(
        self, surface: pygame.Surface, line: list[int], tiki: int, card: Card
    ) -> None:
        """Where the hovered tiki would land with the chosen card: an arrow to its new place."""
        if card is Card.TOAST:
            return  # it leaves the line: the flame on the card says so
        start = line.index(tiki)
        end = len(line) - 1 if card is Card.TOPPLE else start - UP_STEPS[card]
        if end == start:
            return
        x = NAME_X + 116  # right of the names, clear of the place numbers
        y0 = int(self._slot_y(start) + HEAD_H / 2)
        y1 = int(self._slot_y(end) + HEAD_H / 2)
        pygame.draw.line(surface, theme.GOLD_BRIGHT, (x, y0), (x, y1), 4)
        tip = 1 if y1 > y0 else -1
        pygame.draw.polygon(
            surface, theme.GOLD_BRIGHT, [(x - 9, y1 - tip * 12), (x + 9, y1 - tip * 12), (x, y1)]
        )
        slot = pygame.Rect(HEAD_X - 9, int(self._slot_y(end)) - 6, HEAD_W + 18, HEAD_H + 12)
        pygame.draw.rect(surface, (255, 255, 255), slot, 3, border_radius=14)

    def _draw_heading(self, surface: pygame.Surface, view: TikiView) -> None:
        if view.tiebreak:
            title = f"Tie-break round {view.tiebreak}"
        else:
            title = f"Round {view.round} of {view.rounds_total}"
        theme.blit_shadowed(
            surface, title, (SECRET.x, 52), "heading", 34, theme.GOLD_BRIGHT, anchor="midleft"
        )

    def _draw_secret(self, surface: pygame.Surface, view: TikiView) -> None:
        label = (
            "Your Secret Tiki card" if view.secret is not None else "Secret Tiki cards are hidden"
        )
        theme.blit_text(
            surface,
            label,
            (SECRET.x, SECRET.y - 4),
            "bold",
            18,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        draw.shadow_rect(surface, SECRET, 12)
        if view.secret is not None:
            surface.blit(art.secret_card(view.secret, SECRET.w, SECRET.h), SECRET)
        else:
            surface.blit(art.card_back(SECRET.w, SECRET.h), SECRET)

    def _draw_toasted(self, surface: pygame.Surface, view: TikiView) -> None:
        box = pygame.Rect(SECRET.right + 20, SECRET.y, 880 - SECRET.right - 20, SECRET.h)
        draw.parchment(surface, box, 10, shadow=False)
        theme.blit_text(
            surface, "Toasted", (box.centerx, box.y + 8), "heading", 24, theme.INK, anchor="midtop"
        )
        toasted = list(view.toasted)
        if not toasted:
            theme.blit_text(
                surface,
                "none yet",
                (box.centerx, box.y + 48),
                "body",
                17,
                theme.INK_SOFT,
                anchor="midtop",
            )
        for i, t in enumerate(toasted[:6]):
            col, row = i % 2, i // 2
            head = art.tiki_surface(t, 64, 30)
            surface.blit(head, (box.x + 10 + col * 74, box.y + 44 + row * 38))
        theme.blit_text(
            surface,
            "Round ends at 3 tikis",
            (box.centerx, box.bottom - 10),
            "body",
            15,
            theme.INK_SOFT,
            anchor="midbottom",
        )

    def _draw_prompt(self, surface: pygame.Surface, view: TikiView) -> None:
        box = pygame.Rect(HAND_X, 370, 880 - HAND_X, 166)
        draw.parchment(surface, box, 10, shadow=False)
        title, detail = self._prompt_text(view)
        theme.blit_text(surface, title, (box.x + 16, box.y + 10), "heading", 26, theme.INK)
        for i, line in enumerate(theme.wrap(detail, box.w - 32, "body", 18)[:2]):
            theme.blit_text(
                surface, line, (box.x + 16, box.y + 50 + i * 24), "body", 18, theme.INK_SOFT
            )
        last = self._last_move_text()
        if last:
            pygame.draw.line(
                surface,
                theme.PARCHMENT_DARK,
                (box.x + 14, box.y + 104),
                (box.right - 14, box.y + 104),
                1,
            )
            theme.blit_text(
                surface, "Last move", (box.x + 16, box.y + 112), "bold", 16, theme.INK_SOFT
            )
            for i, line in enumerate(theme.wrap(last, box.w - 32, "body", 18)[:1]):
                theme.blit_text(
                    surface, line, (box.x + 16, box.y + 134 + i * 22), "body", 18, theme.INK
                )

    def _last_move_text(self) -> str:
        """The last card played in this round ('' at a round's start)."""
        for logged in reversed(self.match.log):
            if logged.event.key == "round_start":
                return ""
            if logged.event.key.startswith("play_"):
                return self.describe_event(logged.event)
        return ""

    def _prompt_text(self, view: TikiView) -> tuple[str, str]:
        if view.over:
            return "Game over", "The final scores are in."
        mover = view.to_move[0] if view.to_move else None
        if mover is None:
            return "", ""
        name = self.names[mover]
        if self.controller.human_to_move() == mover:
            if self.selected is None:
                first = (
                    " (no Tiki Toast on your first turn)" if view.turns_taken[mover] == 0 else ""
                )
                return "Your turn", f"Choose an action card below{first}, or press 1-5."
            n = len(self._targets(self.selected))
            which = "the glowing tiki" if n == 1 else f"one of the {n} glowing tikis"
            return (
                CARD_NAMES[self.selected],
                f"Click {which}; an arrow shows where it lands. Right-click: another card.",
            )
        if mover in self.controller.thinking():
            return f"{name} is thinking…", "Watch the line: the move will slide into place."
        return f"{name}'s turn", "Waiting for their move."

    def _draw_hand(self, surface: pygame.Surface, view: TikiView) -> None:
        seat = view.seat
        theme.blit_text(
            surface,
            "Your action cards" if seat is not None else "",
            (HAND_X, HAND_Y - 18),
            "bold",
            18,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        if seat is None:
            return
        colour = self.seat_colour(seat)
        for card, rect in self._hand_rects(view):
            count = view.hands[seat][CARDS.index(card)]
            enabled = count > 0 and self._card_reason(view, card) is None
            r = rect.move(0, -10) if card is self.selected else rect
            img = art.action_card(card, CARD_W, CARD_H, colour, enabled)
            if count == 0:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            if card is self.selected:
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, r.inflate(6, 6), 3, border_radius=12)
            hint = self.hint_action
            if isinstance(hint, PlayCard) and hint.card is card:
                draw_hint_glow(surface, r, self.time)
            if count > 1:
                badge = (r.right - 12, r.y + 12)
                pygame.draw.circle(surface, theme.INK, badge, 13)
                theme.blit_text(
                    surface, f"×{count}", badge, "bold", 16, theme.TEXT, anchor="center"
                )

    def _draw_summary(self, surface: pygame.Surface, view: TikiView) -> None:
        s = self.summary
        assert s is not None
        box = pygame.Rect(0, 0, 820, 470)
        box.center = self.board_rect.center
        draw.parchment(surface, box, 14)
        theme.blit_text(
            surface,
            f"Round {s['round']} is over",
            (box.centerx, box.y + 14),
            "heading",
            34,
            theme.INK,
            anchor="midtop",
        )
        for i, t in enumerate(s["line"][:3]):
            x = box.centerx + (i - 1) * 200
            head = art.tiki_surface(t, 70, 32)
            surface.blit(head, head.get_rect(midright=(x - 4, box.y + 80)))
            label = f"{PLACE[i]} {content().tiki_names[t]}"
            theme.blit_text(
                surface, label, (x, box.y + 80), "bold", 18, theme.INK, anchor="midleft"
            )
        rows = s["cards"]
        col_w = (box.w - 40) // max(len(rows), 1)
        card_w = min(col_w - 14, 200)
        card_h = 150
        for i, (seat, card, points) in enumerate(rows):
            cx = box.x + 20 + i * col_w + col_w // 2
            # Ink on parchment (a yellow name would not read); the colour underlines it.
            name = theme.blit_text(
                surface,
                self.names[seat],
                (cx, box.y + 112),
                "bold",
                20,
                theme.INK,
                anchor="midtop",
            )
            pygame.draw.line(surface, self.seat_colour(seat), name.bottomleft, name.bottomright, 4)
            img = art.secret_card(card, card_w, card_h)
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
                f"total {view.scores[seat]}",
                (cx, box.y + 192 + card_h),
                "body",
                17,
                theme.INK_SOFT,
                anchor="midtop",
            )
        self.summary_button.rect.midbottom = (box.centerx, box.bottom - 16)
        self.summary_button.draw(surface)


def load_card_text(card: Card) -> str:
    from totemgame.paths import load_data

    return load_data("tiki-topple")["cards"][card.value]["text"]


_DIM_CACHE: dict[int, pygame.Surface] = {}


def _dimmed(tiki: int) -> pygame.Surface:
    surf = _DIM_CACHE.get(tiki)
    if surf is None:
        surf = art.tiki_surface(tiki, HEAD_W, HEAD_H).copy()
        surf.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
        _DIM_CACHE[tiki] = surf
    return surf


def _draw_background(size: tuple[int, int]) -> pygame.Surface:
    """Night jungle, a stone groove for the line, place marks and the 9/5/2 scoring zones."""
    w, h = size
    bg = pygame.Surface(size)
    for y in range(h):
        t = y / h
        bg.fill((int(22 + 18 * t), int(30 + 10 * t), int(22 + 4 * t)), (0, y, w, 1))
    rng = __import__("random").Random(7)
    for _ in range(60):  # dark leaves at the edges
        x = rng.choice((rng.randint(-40, 60), rng.randint(w - 90, w + 20)))
        y = rng.randint(-20, h)
        pygame.draw.ellipse(
            bg,
            (18 + rng.randint(0, 20), 48 + rng.randint(0, 30), 26),
            (x, y, rng.randint(50, 110), rng.randint(18, 34)),
        )
    groove = pygame.Rect(HEAD_X - 22, LINE_TOP - 14, HEAD_W + 44 + 130, 9 * SLOT_H + 20)
    pygame.draw.rect(bg, (60, 54, 48), groove.inflate(10, 10), border_radius=18)
    pygame.draw.rect(bg, (84, 76, 66), groove, border_radius=16)
    pygame.draw.rect(bg, (104, 96, 84), groove.inflate(-10, -10), 2, border_radius=14)
    zone_pts = (9, 5, 2)
    for i in range(9):
        y = LINE_TOP + i * SLOT_H
        if i < 3:
            zone = pygame.Rect(groove.x + 4, y - 3, groove.w - 8, SLOT_H)
            pygame.draw.rect(bg, (120 - i * 10, 98 - i * 8, 52), zone, border_radius=10)
        theme.blit_text(
            bg, PLACE[i], (HEAD_X - 32, y + 20), "bold", 18, (220, 206, 176), anchor="midtop"
        )
        if i < 8:
            pygame.draw.line(
                bg,
                (70, 64, 56),
                (groove.x + 12, y + SLOT_H - 3),
                (groove.right - 12, y + SLOT_H - 3),
                1,
            )
    for i, pts in enumerate(zone_pts):
        y = LINE_TOP + i * SLOT_H + SLOT_H // 2 - 3
        cx = 36
        pygame.draw.circle(bg, theme.GOLD_DARK, (cx, y), 19)
        pygame.draw.circle(bg, theme.GOLD, (cx, y), 16)
        theme.blit_text(bg, str(pts), (cx, y), "bold", 20, theme.INK, anchor="center")
    theme.blit_text(
        bg, "scores", (36, LINE_TOP + 3 * SLOT_H + 6), "body", 15, theme.TEXT_DIM, anchor="midtop"
    )
    return bg


def _draw_torches(surface: pygame.Surface, time_s: float) -> None:
    for x, y in ((HEAD_X - 52, LINE_TOP - 44), (NAME_X + 150, LINE_TOP - 44)):
        pygame.draw.rect(surface, (70, 44, 24), (x - 4, y + 10, 8, 30), border_radius=3)
        flick = math.sin(time_s * 9 + x) * 3
        pygame.draw.polygon(
            surface, (236, 110, 30), [(x - 10, y + 12), (x, y - 14 + flick), (x + 10, y + 12)]
        )
        pygame.draw.polygon(
            surface, (255, 210, 80), [(x - 5, y + 11), (x, y - 2 + flick), (x + 5, y + 11)]
        )
