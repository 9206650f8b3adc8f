"""A phase resolving on the Totem Village board: its steps, one after another, each with its
overlays (effects.py) on the village as it stood at that step (replay.py). The log holds back
the lines of the steps still to play; "Skip animations" turns the steps off."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.engine.game import Event
from totemgame.games.totem_village import event_words
from totemgame.games.totem_village.replay import Replay
from totemgame.games.totem_village.table.effects import (
    ANIMATED,
    STEP_SECONDS,
    Effect,
    draw_effects,
)
from totemgame.games.totem_village.table.families import block_rect, enclosure_rect, hut_rect
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _
from totemgame.text import words
from totemgame.ui import anim


class Resolution:
    """The steps of the phases resolving on screen, and the village as each step shows it."""

    def __init__(self) -> None:
        self.steps: list[list[Effect]] = []
        self.step_tween: anim.Tween[float] | None = None
        self.replay = Replay()  # the board as of the step being animated
        self.drawn: VillageView | None = None  # the view drawn last (before a new batch)
        self.skip = False

    def clear(self) -> None:
        """The position jumped: no step plays, the village is drawn afresh."""
        self.steps.clear()
        self.step_tween = None
        self.replay.clear()
        self.drawn = None

    def add(self, events: Sequence[Event], log_size: int, view: VillageView) -> None:
        """Events just applied, the last of a log now `log_size` long: their steps play after
        those still on screen."""
        if not self.steps:
            # From the board last drawn (the phase events' snapshots correct it where the
            # rules had already moved on before it was drawn).
            self.replay.begin(self.drawn or view)
        group: list[Effect] = []
        last_key = None
        start = log_size - len(events)  # where this batch begins in the log
        for i, e in enumerate(events):
            if group and e.key != last_key:
                # A step is over; later events' changes show with the next step.
                self.steps.append(group)
                self.replay.close_step(start + i)
                group, last_key = [], None
            self.replay.note(e)
            spec = ANIMATED.get(e.key)
            if spec is not None:
                last_key = e.key
                group.append(effect(e, *spec))
        if group:
            self.steps.append(group)
            self.replay.close_step(log_size)
        if not self.steps:
            self.replay.clear()
        elif self.step_tween is None:
            self.step_tween = anim.Tween(0.0, 1.0, STEP_SECONDS, anim.linear)
            self.replay.advance()

    def update(self, dt: float) -> bool:
        """Advance the step on screen; True when one ended (the log says more)."""
        if self.step_tween is None:
            return False
        self.step_tween.update(dt)
        if not self.step_tween.done:
            return False
        if self.steps:
            self.steps.pop(0)
        self.step_tween = None
        if self.steps:
            self.step_tween = anim.Tween(0.0, 1.0, STEP_SECONDS, anim.linear)
            self.replay.advance()
        else:
            self.replay.clear()
        return True

    def finish(self) -> None:
        """Drop the remaining steps: the board shows the game as it is now."""
        self.steps.clear()
        self.step_tween = None
        self.replay.clear()

    def draw(self, surface: pygame.Surface) -> None:
        if self.steps and self.step_tween is not None:
            draw_effects(surface, self.steps[0], self.step_tween.value)


def effect(e: Event, template: str, colour: tuple[int, int, int]) -> Effect:
    """The overlay of the step event `e`: its words over the hut, band or enclosure."""
    p = dict(event_words.localised(e).params)
    try:
        text = words(template, **p)
    except (KeyError, IndexError, ValueError):
        text = _(template)
    hut = p.get("hut")
    f = p.get("family", 0)
    rect = hut_rect(hut) if isinstance(hut, int) and hut >= 0 else block_rect(f)
    birds = int(p.get("birds", 0)) if e.key == "hunt" else 0
    if e.key == "hunt":
        rect = enclosure_rect(f)
    return Effect(text, colour, rect, birds)
