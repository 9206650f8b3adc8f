"""Trading trial copies on screen: choosing what to ask for in exchange (TradeChooser, over the
scale section) and answering the offers made to you (ReplyPanel, once every order is in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might import pieces
from totemgame.games.totemic_might.actions import AnswerTrade, OfferTrade
from totemgame.games.totemic_might.content import totem_name
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.scene import MightScene
    from totemgame.games.totemic_might.view import MightView

TILE_W, TILE_H = 46, 60


class TradeChooser:
    """'Trade your copy of X for...': every other player's trial copies; a click offers."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.trial: int | None = None  # own trial number being offered
        self.cancel = Button((rect.right - 130, rect.bottom - 52, 126, 44), "Cancel", size=20)
        self.cancel.on_click = self.close
        self._targets: list[tuple[pygame.Rect, int, int, int]] = []  # rect, seat, trial, totem

    @property
    def active(self) -> bool:
        return self.trial is not None

    def open(self, trial: int) -> None:
        self.trial = trial

    def close(self) -> None:
        self.trial = None

    def _layout(self, view: MightView, names: list[str]) -> list[tuple[str, int, int]]:
        """(text, x, y) of the row labels; fills self._targets."""
        self._targets = []
        labels = []
        y = self.rect.y + 64
        for seat in range(view.players):
            if seat == view.seat or not view.trials[seat]:
                continue
            labels.append((names[seat], self.rect.x + 8, y + TILE_H // 2))
            for k, t in enumerate(view.trials[seat][:7]):
                r = pygame.Rect(self.rect.x + 120 + k * (TILE_W + 6), y, TILE_W, TILE_H)
                self._targets.append((r, seat, k, t))
            y += TILE_H + 10
            if y + TILE_H > self.cancel.rect.y:
                break
        return labels

    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        if self.cancel.handle_event(event):
            return True
        view = scene.view
        self._layout(view, scene.names)
        if event.type == pygame.MOUSEMOTION:
            for r, seat, _, t in self._targets:
                if r.collidepoint(event.pos):
                    tip = f"Ask {scene.names[seat]} for their trial copy of {totem_name(t)}."
                    scene.board_tooltip(("trade", seat, t), tip, event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.trial is not None:
            for r, seat, k, t in self._targets:
                if r.collidepoint(event.pos):
                    mine = view.trials[view.seat][self.trial]
                    if scene.act(OfferTrade(self.trial, seat, k)):
                        scene.show_message(
                            f"Offered: your {totem_name(mine)} for {scene.names[seat]}'s "
                            f"{totem_name(t)}. They answer once every order is in."
                        )
                        self.close()
                    return True
        return event.type == pygame.MOUSEBUTTONDOWN  # the panel is modal over the scale

    def draw(self, surface: pygame.Surface, scene: MightScene) -> None:
        view = scene.view
        if self.trial is None or view.seat is None or self.trial >= len(view.trials[view.seat]):
            self.close()
            return
        pygame.draw.rect(surface, theme.BG_DEEP, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD_DARK, self.rect, 2, border_radius=10)
        mine = totem_name(view.trials[view.seat][self.trial])
        title = f"Trade your {mine} copy for:"
        theme.blit_text(
            surface, title, (self.rect.x + 8, self.rect.y + 8), "bold", 20, theme.GOLD_BRIGHT
        )
        note = "Click a copy another player holds; they accept or refuse at the end of the orders."
        for i, line in enumerate(pieces.wrap(note, self.rect.w - 16, "body", 16)[:2]):
            at = (self.rect.x + 8, self.rect.y + 32 + i * 18)
            theme.blit_text(surface, line, at, "body", 16, theme.TEXT_DIM)
        labels = self._layout(view, scene.names)
        if not labels:
            theme.blit_text(
                surface, "Nobody else holds a trial copy.", (self.rect.x + 8, self.rect.y + 80),
                "body", 18, theme.TEXT,
            )  # fmt: skip
        for text, x, y in labels:
            size = theme.fit_size(text, "bold", 18, 108, 12)
            theme.blit_text(surface, text, (x, y), "bold", size, theme.TEXT, "midleft")
        for r, _, _, t in self._targets:
            surface.blit(pieces.tile("trial", t, TILE_W, TILE_H), r)
        self.cancel.draw(surface)


class ReplyPanel:
    """The first offer waiting for the viewer's answer, with Accept and Refuse."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        y = rect.y + 250
        self.accept = Button((rect.x, y, 210, 52), "Accept", style="primary")
        self.refuse = Button((rect.x + 222, y, 210, 52), "Refuse")

    @staticmethod
    def offer(view: MightView) -> tuple[int, int, int, int, int] | None:
        return next((t for t in view.trades if t[2] == view.seat and t[4] < 0), None)

    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        offer = self.offer(scene.view)
        if offer is None:
            return False
        by, k = offer[0], offer[1]
        self.accept.on_click = lambda: scene.act(AnswerTrade(by, k, True))
        self.refuse.on_click = lambda: scene.act(AnswerTrade(by, k, False))
        return self.accept.handle_event(event) or self.refuse.handle_event(event)

    def draw(self, surface: pygame.Surface, scene: MightScene) -> None:
        view = scene.view
        offer = self.offer(view)
        if offer is None or view.seat is None:
            return
        by, k, _, want, _ = offer
        x, y = self.rect.x, self.rect.y
        theme.blit_text(
            surface, "A trade is offered to you", (x, y), "heading", 26, theme.GOLD_BRIGHT
        )
        get, give = view.trials[by][k], view.trials[view.seat][want]
        text = (
            f"{scene.names[by]} offers their trial copy of {totem_name(get)} for your trial "
            f"copy of {totem_name(give)}. It is made at the end of the round."
        )
        for i, line in enumerate(pieces.wrap(text, self.rect.w, "body", 18)[:3]):
            theme.blit_text(surface, line, (x, y + 40 + i * 22), "body", 18, theme.TEXT)
        for i, (t, caption) in enumerate(((get, "you get"), (give, "you give"))):
            r = pygame.Rect(x + 40 + i * 220, y + 112, 64, 84)
            surface.blit(pieces.tile("trial", t, r.w, r.h), r)
            theme.blit_text(
                surface, caption, (r.right + 12, r.centery), "bold", 18, theme.TEXT, "midleft"
            )
        waiting = sum(1 for t in view.trades if t[2] == view.seat and t[4] < 0) - 1
        if waiting:
            more = f"{waiting} more offer{'s' if waiting > 1 else ''} after this one."
            theme.blit_text(surface, more, (x, y + 312), "body", 16, theme.TEXT_DIM)
        for b in (self.accept, self.refuse):
            b.draw(surface)
