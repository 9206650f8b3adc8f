"""The line of tikis on the board: where each head is drawn, its slides, hops and burn-outs,
the glow of the tikis a chosen card may move, and the arrow to where the hovered one lands."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from totemgame.engine.game import Event
from totemgame.games.tiki_topple.actions import UP_STEPS, Card, PlayCard, Tiki
from totemgame.games.tiki_topple.content import tiki_name
from totemgame.games.tiki_topple.table import art
from totemgame.games.tiki_topple.table.backdrop import dimmed
from totemgame.games.tiki_topple.table.layout import (
    HEAD_H,
    HEAD_W,
    HEAD_X,
    LINE_TOP,
    NAME_X,
    slot_y,
)
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.ui import anim, theme
from totemgame.ui.hint_glow import draw_hint_glow, draw_played_mark

# Seconds a tiki takes to slide, hop aside or burn away (normal speed); the table then waits
# the AI pace's pause (1 s at normal) before the next AI move.
SLIDE = 0.7


class TikiLine:
    """The tikis as drawn: each one's height on screen and the animations running."""

    def __init__(self, port: TikiPort) -> None:
        self.port = port
        self.hover: Tiki | None = None  # the tiki under the pointer
        self.pos: dict[Tiki, float] = {}  # displayed y of each tiki on the line
        self.moves: dict[Tiki, anim.Tween[float]] = {}
        self.hop: tuple[Tiki, anim.Tween[float]] | None = None  # the tiki that jumps sideways
        self.leaving: list[tuple[Tiki, float, anim.Tween[float]]] = []  # toasted tikis fading out
        self._line_key: tuple[Tiki, ...] = ()

    # -- state ------------------------------------------------------------------------------
    def reset(self, line: Sequence[Tiki]) -> None:
        """Show `line` at rest: no animation, nothing hovered."""
        self.hover = None
        self.moves.clear()
        self.leaving.clear()
        self.hop = None
        self.pos = {t: slot_y(i) for i, t in enumerate(line)}
        self._line_key = tuple(line)

    def is_moving(self) -> bool:
        return bool(self.moves or self.leaving)

    def animate_play(self, e: Event) -> None:
        """A card was played: the tiki hops aside (it slides with retarget), or burns away."""
        tiki = e.params["tiki_id"]
        if e.key == "play_toast":
            y = self.pos.get(tiki, slot_y(8))
            self.leaving.append((tiki, y, anim.Tween(0.0, 1.0, SLIDE)))
            self.pos.pop(tiki, None)
        else:
            self.hop = (tiki, anim.Tween(0.0, 1.0, SLIDE))

    def retarget(self, line: Sequence[Tiki]) -> None:
        """Slide every tiki to its place in `line`."""
        self._line_key = tuple(line)
        for i, t in enumerate(line):
            target = slot_y(i)
            start = self.pos.get(t, target)
            if abs(start - target) > 0.5:
                self.moves[t] = anim.Tween(start, target, SLIDE)
            else:
                self.pos[t] = target

    def update(self, dt: float) -> None:
        """Advance the slides, the hop and the burn-outs."""
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

    def follow(self, line: Sequence[Tiki]) -> None:
        """The position changed under the line (undo, a new deal): slide to it once at rest."""
        if tuple(line) != self._line_key and not self.moves:
            self.retarget(line)

    def offsets(self) -> dict[Tiki, int]:
        """Tikis drawn shifted sideways now (the one hopping aside), in pixels."""
        if not self.hop:
            return {}
        return {self.hop[0]: int(math.sin(math.pi * self.hop[1].progress()) * 70)}

    def tiki_rect(self, tiki: Tiki) -> pygame.Rect:
        """Where a click or the pointer picks `tiki` (its head and its name)."""
        y = self.pos.get(tiki, LINE_TOP)
        return pygame.Rect(HEAD_X - 10, int(y), NAME_X + 120 - HEAD_X, HEAD_H)

    def tiki_at(self, line: Sequence[Tiki], pos: tuple[int, int]) -> Tiki | None:
        """The tiki of `line` under `pos`, if any."""
        return next((t for t in line if self.tiki_rect(t).collidepoint(pos)), None)

    # -- drawing ----------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        line: Sequence[Tiki],
        targets: Mapping[Tiki, PlayCard],
        selected: Card | None,
        hint: PlayCard | None,
        played: PlayCard | None = None,
    ) -> None:
        """The heads of `line` (glowing: `targets`; the others dimmed while a card is chosen),
        the hinted tiki (and the tiki played, in a replay opened from a review), the landing
        arrow of the hovered target and the burning tikis."""
        time = self.port.time
        glow = 0.5 + 0.5 * math.sin(time * 5)
        for tiki in line:
            y = int(self.pos.get(tiki, LINE_TOP))
            x = HEAD_X + self.offsets().get(tiki, 0)
            rect = pygame.Rect(x, y, HEAD_W, HEAD_H)
            if tiki in targets:
                halo = rect.inflate(14, 8)
                pygame.draw.rect(
                    surface, (255, 214, 112), halo, 3 + int(glow * 2), border_radius=14
                )
            if hint is not None and hint.tiki == tiki:
                draw_hint_glow(surface, rect, time, tag=False)
            if played is not None and played.tiki == tiki:
                draw_played_mark(surface, rect, tag=False)
            head = art.tiki_surface(tiki, HEAD_W, HEAD_H)
            if targets and tiki not in targets:
                head = dimmed(tiki)
            surface.blit(head, rect)
            colour = theme.GOLD_BRIGHT if tiki == self.hover else theme.TEXT
            name = tiki_name(tiki)
            theme.blit_text(surface, name, (x + HEAD_W + 14, y + 18), "bold", 20, colour)
        if self.hover is not None and self.hover in targets and selected is not None:
            self._draw_landing(surface, line, self.hover, selected)
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
        self, surface: pygame.Surface, line: Sequence[Tiki], tiki: Tiki, card: Card
    ) -> None:
        """Where the hovered tiki would land with the chosen card: an arrow to its new place."""
        if card is Card.TOAST:
            return  # it leaves the line: the flame on the card says so
        start = list(line).index(tiki)
        end = len(line) - 1 if card is Card.TOPPLE else start - UP_STEPS[card]
        if end == start:
            return
        x = NAME_X + 116  # right of the names, clear of the place numbers
        y0 = int(slot_y(start) + HEAD_H / 2)
        y1 = int(slot_y(end) + HEAD_H / 2)
        pygame.draw.line(surface, theme.GOLD_BRIGHT, (x, y0), (x, y1), 4)
        tip = 1 if y1 > y0 else -1
        pygame.draw.polygon(
            surface, theme.GOLD_BRIGHT, [(x - 9, y1 - tip * 12), (x + 9, y1 - tip * 12), (x, y1)]
        )
        slot = pygame.Rect(HEAD_X - 9, int(slot_y(end)) - 6, HEAD_W + 18, HEAD_H + 12)
        pygame.draw.rect(surface, (255, 255, 255), slot, 3, border_radius=14)
