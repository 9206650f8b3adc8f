"""Hope's wager, composed: pick the animal, its letter or totems (clicked on the grid), its
option, then "Place wager". The pending wager in the view is shown; the rules say why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might import art, pieces
from totemgame.games.totemic_might.actions import NO_WAGER, SetWager
from totemgame.games.totemic_might.content import totem_name
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.scene import MightScene

KINDS = ("none", "snake", "wolf", "bear", "fox")
LETTERS = "ABCDEFGHIJ"
NEEDS = {"wolf": 2, "fox": 3}
ABOUT = {
    "none": "No wager this round.",
    "snake": "Snake: learn the hint of a letter A-J and get a balloon of lift 11-20 (you are told "
    "the lift; better hints lift more). Twice per game.",
    "wolf": "Wolf: two totems of different seasons, not your spirit totems: learn |w1 - w2| "
    "mod 8. You get a balloon of lift 1 or 2 (not told).",
    "bear": "Bear: any totems: learn which band of 10 their total falls in (2 garnets), or "
    "of 5 (3 garnets).",
    "fox": "Fox: three totems sharing no season and no sigil: learn their total. Pay 4 garnets "
    "or take a balloon of lift 1-5 (not told).",
}
OPTION_LABELS = {
    "bear": ("band of 10 (2 garnets)", "band of 5 (3 garnets)"),
    "fox": ("take a balloon", "pay 4 garnets"),
}


class WagerSection:
    """The wager composer inside `rect`; totems are toggled by clicks on the scene's grid."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.kind = "none"
        self.letter = 0
        self.totems: list[int] = []
        self.option = 0
        x = rect.x + 4
        self.kind_buttons = [
            Button((x + i * 86, rect.y + 8, 80, 42), k.title() if k != "none" else "None", size=20)
            for i, k in enumerate(KINDS)
        ]
        for b, k in zip(self.kind_buttons, KINDS, strict=True):
            b.on_click = lambda k=k: self.choose(k)
        self.letter_buttons = [
            Button((x + i * 43, rect.y + 170, 39, 40), ch, size=20) for i, ch in enumerate(LETTERS)
        ]
        for i, b in enumerate(self.letter_buttons):
            b.on_click = lambda i=i: self._letter(i)
        self.option_button = Button((x, rect.y + 230, 300, 40), "", size=18)
        self.option_button.on_click = self._flip_option
        self.clear_button = Button((x + 310, rect.y + 230, 120, 40), "Clear", size=18)
        self.clear_button.on_click = self._clear
        self.place_button = Button((x, rect.y + 290, 230, 46), "Place wager", style="primary")
        self.cancel_button = Button((x + 240, rect.y + 290, 190, 46), "Cancel wager", size=18)
        self.scene: MightScene | None = None

    def choose(self, kind: str) -> None:
        self.kind = kind
        self.totems = [t for t in self.totems][: NEEDS.get(kind, 20)]
        self.option = 0
        if self.scene is not None:
            pending = self.scene.view.wager
            if kind == "none" and pending is not None and pending.wager != "none":
                self.scene.act(NO_WAGER)
            self.refresh(self.scene)

    def _letter(self, i: int) -> None:
        self.letter = i
        if self.scene is not None:
            self.refresh(self.scene)

    def _flip_option(self) -> None:
        self.option = 1 - self.option
        if self.scene is not None:
            self.refresh(self.scene)

    def _clear(self) -> None:
        self.totems.clear()
        if self.scene is not None:
            self.refresh(self.scene)

    def toggle_totem(self, t: int, scene: MightScene) -> None:
        """A grid click while the wager tab is open."""
        if self.kind in ("none", "snake"):
            scene.show_message("Choose Wolf, Bear or Fox first, then click totems.")
            return
        if t in self.totems:
            self.totems.remove(t)
        else:
            need = NEEDS.get(self.kind)
            if need is not None and len(self.totems) >= need:
                self.totems.pop(0)
            self.totems.append(t)
        self.refresh(scene)

    def action(self) -> SetWager:
        if self.kind == "snake":
            return SetWager("snake", self.letter, (), 0)
        if self.kind in ("wolf", "bear", "fox"):
            return SetWager(self.kind, 0, tuple(sorted(self.totems)), self.option)
        return NO_WAGER

    def refresh(self, scene: MightScene) -> None:
        self.scene = scene
        view = scene.view
        for b, k in zip(self.kind_buttons, KINDS, strict=True):
            b.style = "primary" if k == self.kind else "normal"
        taken = getattr(view, "letters_taken", ()) or ()
        for i, b in enumerate(self.letter_buttons):
            b.visible = self.kind == "snake"
            b.style = "primary" if i == self.letter else "normal"
            b.tooltip = (
                f"Letter {LETTERS[i]} is taken: you would get the next free letter."
                if i < len(taken) and taken[i]
                else f"Letter {LETTERS[i]}"
            )
        self.option_button.visible = self.kind in OPTION_LABELS
        if self.kind in OPTION_LABELS:
            self.option_button.label = "Option: " + OPTION_LABELS[self.kind][self.option]
        self.clear_button.visible = self.kind in ("wolf", "bear", "fox")
        act = self.action()
        reason = scene.why_not(act) if self.kind != "none" else "Choose an animal first."
        if reason is None and view.wager == act:
            reason = "This is already your wager."
        self.place_button.set_enabled(reason is None, reason or "")
        self.place_button.on_click = lambda: scene.act(act)
        cancel = scene.why_not(NO_WAGER)
        self.cancel_button.set_enabled(cancel is None, "You have no wager to cancel.")
        self.cancel_button.on_click = lambda: scene.act(NO_WAGER)

    def _buttons(self) -> list[Button]:
        return [
            *self.kind_buttons,
            *self.letter_buttons,
            self.option_button,
            self.clear_button,
            self.place_button,
            self.cancel_button,
        ]

    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        self.scene = scene
        return any(b.visible and b.handle_event(event) for b in self._buttons())

    def draw(self, surface: pygame.Surface, scene: MightScene) -> None:
        view = scene.view
        for b in self._buttons():
            b.draw(surface)
        for i, k in enumerate(KINDS[1:], start=1):  # the animal on each button
            r = self.kind_buttons[i].rect
            surface.blit(art.wager_icon(k, 22), (r.x + 3, r.y - 10))
        x, y = self.rect.x + 4, self.rect.y + 62
        for line in pieces.wrap(ABOUT[self.kind], self.rect.w - 8, "body", 17)[:4]:
            theme.blit_text(surface, line, (x, y), "body", 17, theme.TEXT)
            y += 22
        if self.kind == "snake":
            used = view.snake_used[view.seat] if view.seat is not None else 0
            theme.blit_text(
                surface,
                f"Snake wagers used: {used} of 2",
                (x, self.rect.y + 146),
                "body",
                17,
                theme.TEXT_DIM,
            )
            taken = getattr(view, "letters_taken", ()) or ()
            for i, b in enumerate(self.letter_buttons):
                if i < len(taken) and taken[i]:
                    pygame.draw.line(surface, theme.DANGER, b.rect.bottomleft, b.rect.topright, 3)
        elif self.kind in ("wolf", "bear", "fox"):
            need = NEEDS.get(self.kind)
            want = f"{need}" if need else "any number of"
            theme.blit_text(
                surface,
                f"Click {want} totems on the grid ({len(self.totems)} chosen).",
                (x, self.rect.y + 146),
                "bold",
                17,
                theme.GOLD_BRIGHT,
            )
            names = ", ".join(totem_name(t) for t in sorted(self.totems)) or "none yet"
            for i, line in enumerate(pieces.wrap(names, self.rect.w - 8, "body", 16)[:2]):
                theme.blit_text(
                    surface, line, (x, self.rect.y + 172 + i * 20), "body", 16, theme.TEXT
                )
        y = self.rect.y + 352
        pending = view.wager
        if pending is None or pending.wager == "none":
            text = "Your wager this round: none."
        else:
            what = (
                f"letter {LETTERS[pending.letter]}"
                if pending.wager == "snake"
                else ", ".join(totem_name(t) for t in pending.totems)
            )
            text = f"Your wager this round: {pending.wager.title()} on {what}."
        for line in pieces.wrap(text, self.rect.w - 8, "bold", 18)[:3]:
            theme.blit_text(surface, line, (x, y), "bold", 18, theme.GOLD_BRIGHT)
            y += 24
