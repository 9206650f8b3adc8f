"""Hope's wager, composed: pick the animal, its letter or totems (clicked on the grid), its
option, then "Place wager". The pending wager in the view is shown; the rules say why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import NO_WAGER, SetWager
from totemgame.games.totemic_might.content import (
    content,
    labels,
    wager_cost,
    wager_label,
)
from totemgame.games.totemic_might.table import art, pieces
from totemgame.games.totemic_might.table.port import play
from totemgame.games.totemic_might.table.wager_terms import (
    ABOUT,
    ABOUT_H,
    ICON,
    KIND_GAP,
    KINDS,
    LETTERS,
    NEEDED,
    NEEDS,
    OPTION_CHOSEN,
    OPTION_LABELS,
    OPTION_TIPS,
    UNKNOWN_LIFT,
    already_known,
    clash,
    kind_widths,
    letters_text,
    pending_words,
)
from totemgame.i18n import _, ngettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort, Notes


class WagerSection:
    """The wager composer inside `rect`; totems are toggled by clicks on the scene's grid."""

    def __init__(self, rect: pygame.Rect, notes: Notes) -> None:
        self.notes = notes  # what the viewer's notes prove (a pick already known is said)
        self.rect = rect
        self.kind = "none"
        self.letter = 0
        self.totems: list[int] = []
        self.option = 0
        x = rect.x + 2
        self.kind_buttons = []
        left = x
        for k, w in zip(KINDS, kind_widths(rect.w - 4), strict=True):
            b = Button((left, rect.y + 8, w, 42), "", size=18)  # label drawn beside the animal
            b.on_click = lambda k=k: self.choose(k)
            b.tooltip = _(ABOUT[k])
            self.kind_buttons.append(b)
            left += w + KIND_GAP
        self.letter_buttons = [
            Button((x + 2 + i * 43, rect.y + 176, 39, 40), ch, size=20)
            for i, ch in enumerate(LETTERS)
        ]
        for i, b in enumerate(self.letter_buttons):
            b.on_click = lambda i=i: self._letter(i)
        self.option_buttons = [
            Button((x + 2 + i * 152, rect.y + 246, 148, 48), "", size=16) for i in range(2)
        ]
        for i, b in enumerate(self.option_buttons):
            b.on_click = lambda i=i: self._set_option(i)
        self.clear_button = Button((x + 312, rect.y + 246, 122, 48), _("Clear"), size=18)
        self.clear_button.on_click = self._clear
        self.clear_button.tooltip = _("Unselect the totems chosen on the grid.")
        self.place_button = Button(
            (x + 2, rect.y + 300, 230, 46), _("Place wager"), style="primary"
        )
        self.cancel_button = Button((x + 242, rect.y + 300, 192, 46), _("Cancel wager"), size=18)
        self.port: MightPort | None = None
        self.reason = ""  # why the composed wager cannot be placed, shown under the buttons
        self.note = ""  # a wager that may be placed but tells less: a weight already known

    def choose(self, kind: str) -> None:
        self.kind = kind
        self.totems = [t for t in self.totems][: NEEDS.get(kind, 20)]
        self.option = 0
        if self.port is not None:
            pending = self.port.view.wager
            if kind == "none" and pending is not None and pending.wager != "none":
                self.port.act(NO_WAGER)
            self.refresh(self.port)

    def _letter(self, i: int) -> None:
        self.letter = i
        if self.port is not None:
            self.refresh(self.port)

    def _set_option(self, option: int) -> None:
        self.option = option
        if self.port is not None:
            self.refresh(self.port)

    def _clear(self) -> None:
        self.totems.clear()
        if self.port is not None:
            self.refresh(self.port)

    def toggle_totem(self, t: int, port: MightPort) -> None:
        """A grid click while the wager tab is open."""
        if self.kind in ("none", "snake"):
            port.show_message(_("Choose Wolf, Bear or Fox first, then click totems."))
            return
        if t in self.totems:
            self.totems.remove(t)
        else:
            need = NEEDS.get(self.kind)
            if need is not None and len(self.totems) >= need:
                self.totems.pop(0)
            self.totems.append(t)
        self.refresh(port)

    def action(self) -> SetWager:
        if self.kind == "snake":
            return SetWager("snake", self.letter, (), 0)
        if self.kind in ("wolf", "bear", "fox"):
            return SetWager(self.kind, 0, tuple(sorted(self.totems)), self.option)
        return NO_WAGER

    def refresh(self, port: MightPort) -> None:
        self.port = port
        view = port.view
        used = view.snake_used[view.seat] if view.seat is not None else 0
        snake_left = used < content().snake_uses
        if not snake_left and self.kind == "snake":
            self.kind = "none"
        for b, k in zip(self.kind_buttons, KINDS, strict=True):
            b.style = "primary" if k == self.kind else "normal"
            # the chosen animal's words are written under the buttons: no note repeats them
            b.tooltip = "" if k == self.kind else _(ABOUT[k])
            if k == "snake":  # both used: the button says so instead of letting you pick
                b.set_enabled(snake_left, _("You have used both of your Snake wagers."))
        self.clear_button.label = _("Clear")
        self.clear_button.tooltip = _("Unselect the totems chosen on the grid.")
        self.cancel_button.label = _("Cancel wager")
        taken = view.letters_taken or ()
        had = set(view.hints_got or ())
        for i, b in enumerate(self.letter_buttons):
            b.visible = self.kind == "snake"
            gone = i in had or (i < len(taken) and taken[i])
            b.style = "primary" if i == self.letter else "danger" if gone else "normal"
            b.tooltip = (
                _("You already have hint {letter}: you would get the next letter you lack.")
                if i in had
                else _("Letter {letter} is taken: you would get the next free letter.")
                if gone
                else _(
                    "Letter {letter} is free (another player may pick it this round too: "
                    "the one with more garnets gets it)."
                )
            ).format(letter=LETTERS[i])
        garnets = view.garnets[view.seat] if view.seat is not None else 0
        for i, b in enumerate(self.option_buttons):
            b.visible = self.kind in OPTION_LABELS
            if b.visible:
                label, cost = OPTION_LABELS[self.kind][i]
                b.label, b.detail = _(label), _(cost)
                b.tooltip = _(OPTION_TIPS[self.kind][i])
                b.style = "primary" if i == self.option else "normal"
                b.selected = i == self.option
                price = wager_cost(self.kind, i)
                short = ngettext(
                    "You have {n} garnet: this costs {cost}.",
                    "You have {n} garnets: this costs {cost}.",
                    garnets,
                ).format(n=garnets, cost=price)
                b.set_enabled(garnets >= price, short)
        self.clear_button.visible = self.kind in ("wolf", "bear", "fox")
        act = self.action()
        reason = port.why_not(act) if self.kind != "none" else _("Choose an animal first.")
        if reason and self.kind in ("wolf", "fox") and self._composed():
            # Name the offending totems: the rules' phrase alone leaves the player guessing.
            spirits = view.spirits[view.seat] if view.seat is not None else ()
            why = clash(self.kind, self.totems, spirits)
            if why:
                # TRANSLATORS: "Void Sky and Void Land are both Void, but a Wolf takes ..."
                reason = _("{clash}, but {rule}.").format(clash=why, rule=_(NEEDED[self.kind]))
        known = ""
        if self.kind in NEEDED or self.kind == "bear":
            known = already_known(view, self.totems, self.notes.domains(view))
        self.note = (
            _(
                "You already know {known}: a {wager} on totems you do not know yet tells you more."
            ).format(known=known, wager=wager_label(self.kind))
            if known
            else ""
        )
        placed = view.wager == act and self.kind != "none"
        if placed:  # the button says so, and a click on it refuses nothing
            self.reason = ""
            self.place_button.set_enabled(False)
            self.place_button.label = _("Wager placed")
            self.place_button.tooltip = _(
                "This wager is placed: it is answered at the round's end."
            )
        else:
            self.reason = reason if reason and self.kind != "none" and self._composed() else ""
            self.place_button.set_enabled(reason is None, reason or "")
            self.place_button.label = _("Place wager")
            self.place_button.tooltip = _("Place this wager (one per round; answered at its end).")
        self.place_button.on_click = lambda: self._place(act)
        cancel = port.why_not(NO_WAGER)
        self.cancel_button.set_enabled(cancel is None, _("You have no wager to cancel."))
        self.cancel_button.tooltip = _("Take back this round's wager.")
        self.cancel_button.on_click = play(port, NO_WAGER)

    def _place(self, act: SetWager) -> None:
        """Place `act`; a second click before the table refreshed (a double click) confirms
        the wager already placed instead of refusing it."""
        port = self.port
        if port is None:
            return
        if port.view.wager == act or port.act(act):
            port.show_message(_("Wager placed: it is answered at the end of the round."), "ok")
            self.refresh(port)  # greyed at once: the next frame may bring another click

    def about_rect(self) -> pygame.Rect:
        """Where the chosen animal's description is written, under the animal buttons."""
        return pygame.Rect(self.rect.x + 4, self.rect.y + 58, self.rect.w - 8, ABOUT_H)

    def _composed(self) -> bool:
        """Whether the player has finished choosing (so a refusal is worth explaining)."""
        need = NEEDS.get(self.kind)
        return self.kind == "snake" or (len(self.totems) == need if need else bool(self.totems))

    def controls(self) -> list[Button]:
        """Every button of the section (hidden ones included: callers check `visible`)."""
        return [
            *self.kind_buttons,
            *self.letter_buttons,
            *self.option_buttons,
            self.clear_button,
            self.place_button,
            self.cancel_button,
        ]

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        self.port = port
        return any(b.visible and b.handle_event(event) for b in self.controls())

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        view = port.view
        for b in self.controls():
            b.draw(surface)
        self._draw_kind_faces(surface)
        x, y = self.about_rect().topleft
        about, size = _(ABOUT[self.kind]), 17
        lines = pieces.wrap(about, self.rect.w - 8, "body", size)
        while len(lines) * (size + 5) > ABOUT_H and size > 12:  # whole, in smaller type
            size -= 1
            lines = pieces.wrap(about, self.rect.w - 8, "body", size)
        for line in lines[: ABOUT_H // (size + 5)]:
            theme.blit_text(surface, line, (x, y), "body", size, theme.TEXT)
            y += size + 5
        top = self.rect.y + 150
        if self.kind == "snake":
            used = view.snake_used[view.seat] if view.seat is not None else 0
            text = _("Snake wagers used: {used} of 2").format(used=used)
            theme.blit_text(surface, text, (x, top), "body", 17, theme.TEXT_DIM)
            taken = view.letters_taken or ()
            for i, b in enumerate(self.letter_buttons):
                if i in (view.hints_got or ()) or (i < len(taken) and taken[i]):
                    a, z = b.rect.move(6, 7).topleft, b.rect.move(-6, -9).bottomright
                    pygame.draw.line(surface, theme.TEXT, a, z, 2)
            text = letters_text(view, self.letter)
            for i, line in enumerate(pieces.wrap(text, self.rect.w - 8, "body", 16)[:2]):
                theme.blit_text(
                    surface, line, (x, self.rect.y + 222 + i * 19), "body", 16, theme.TEXT_DIM
                )
        elif self.kind in ("wolf", "bear", "fox"):
            need = NEEDS.get(self.kind)
            chosen = len(self.totems)
            if self.kind == "wolf":  # its refusal of spirit totems, said where totems are chosen
                text = _("Click 2 totems, not your spirit totems ({chosen} chosen).").format(
                    chosen=chosen
                )
            elif need:
                text = _("Click {n} totems on the grid ({chosen} chosen).").format(
                    n=need, chosen=chosen
                )
            else:
                text = _("Click any number of totems on the grid ({chosen} chosen).").format(
                    chosen=chosen
                )
            size = theme.fit_size(text, "bold", 17, self.rect.w - 8, 13)
            theme.blit_text(surface, text, (x, top), "bold", size, theme.GOLD_BRIGHT)
            names = labels(sorted(self.totems)) or _("none yet")
            for i, line in enumerate(pieces.wrap(names, self.rect.w - 8, "body", 16)[:2]):
                theme.blit_text(surface, line, (x, top + 26 + i * 20), "body", 16, theme.TEXT)
            if self.kind in OPTION_CHOSEN:  # the chosen way to take it, in words too
                option = _(OPTION_CHOSEN[self.kind][self.option])
                # TRANSLATORS: over the two ways to take a Bear or a Fox, "Chosen: bands of 5."
                text = _("Chosen: {option}.").format(option=option)
                theme.blit_text(surface, text, (x, top + 70), "bold", 16, theme.GOLD_BRIGHT)
        y = self.rect.y + 352
        if self.reason or self.note:
            for line in pieces.wrap(self.reason or self.note, self.rect.w - 8, "body", 16)[:2]:
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TORCH)
                y += 20
            y += 4
        text = pending_words(view.wager)
        for line in pieces.wrap(text, self.rect.w - 8, "bold", 18)[:3]:
            theme.blit_text(surface, line, (x, y), "bold", 18, theme.GOLD_BRIGHT)
            y += 24
        if self.kind == "wolf" or (self.kind == "fox" and self.option == 0):
            y += 6  # a lift never told: what it does to the final, under the wager
            for line in pieces.wrap(_(UNKNOWN_LIFT), self.rect.w - 8, "body", 16)[:3]:
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TORCH)
                y += 20

    def _draw_kind_faces(self, surface: pygame.Surface) -> None:
        """Each animal button's icon and name side by side, inside the button."""
        for b, k in zip(self.kind_buttons, KINDS, strict=True):
            r = b.rect.move(0, 2 if b.pressed else 0)
            ink = theme.BG_DEEP if b.style == "primary" else theme.TEXT
            label = wager_label(k)
            room = r.w - 12 - (0 if k == "none" else ICON + 5)
            img = theme.text(label, "bold", theme.fit_size(label, "bold", 18, room, 12), ink)
            if k == "none":
                surface.blit(img, img.get_rect(center=(r.centerx, r.centery - 1)))
                continue
            icon = art.wager_icon(k, ICON)
            left = r.centerx - (ICON + 5 + img.get_width()) // 2
            surface.blit(icon, (left, r.centery - ICON // 2 - 1))
            surface.blit(img, img.get_rect(midleft=(left + ICON + 5, r.centery - 1)))
