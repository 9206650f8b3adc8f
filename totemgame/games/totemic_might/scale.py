"""The trial scale in the orders: click your pieces to put them on the left or right pan, press
Weigh, watch the beam tip. The answer is private and arrives at once (a `weighing` event)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might import pieces
from totemgame.games.totemic_might.actions import TRIAL, Give, OfferTrade, Weigh
from totemgame.games.totemic_might.balance import TwoPanScale
from totemgame.games.totemic_might.content import totem_name
from totemgame.games.totemic_might.trade_panel import TradeChooser
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.scene import MightScene

TILE_W, TILE_H = 52, 68
PAN_W, PAN_H = 34, 44
SIDE_NAMES = {0: "", 1: "L", 2: "R"}


class ScaleSection:
    """Pieces you own, the two-pan scale, Weigh and this round's answers."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.scale = TwoPanScale(pygame.Rect(rect.x, rect.y, rect.w, 200))
        self.side: dict[int, int] = {}  # item code -> 1 left, 2 right
        self.answer = ""
        self.answered_for: tuple = ()
        y = rect.y + 372
        self.weigh_button = Button((rect.x + 4, y, 150, 46), "Weigh", style="primary", size=20)
        self.clear_button = Button((rect.x + 162, y, 80, 46), "Clear", size=20)
        self.give_button = Button((rect.x + 250, y, 86, 46), "Give", size=20)
        self.trade_button = Button((rect.x + 344, y, 92, 46), "Trade", size=20)
        self.clear_button.on_click = self.clear
        self.scene: MightScene | None = None
        self.give_to: dict[int, int] = {}
        self.chooser = TradeChooser(pygame.Rect(rect.x, rect.y, rect.w, 470))
        self._takebacks: list[tuple[pygame.Rect, Give | OfferTrade]] = []

    # -- pieces --------------------------------------------------------------------------------
    def items(self, scene: MightScene) -> list[tuple[int, str, int, str]]:
        """(code, tile kind, totem, caption) of every piece the viewer may put on the scale."""
        view = scene.view
        seat = view.seat
        if seat is None:
            return []
        out = []
        for t in view.spirits[seat]:
            cap = str(view.start_weight) if t == view.start else "?"
            out.append((t, "spirit", t, cap))
        given = {k for k, _ in (view.gives or ())} | {t[1] for t in view.trades if t[0] == seat}
        for k, t in enumerate(view.trials[seat]):
            if k in given:
                continue
            out.append((TRIAL + k, "trial", t, "used" if k in (view.trials_used or ()) else ""))
        return out

    def tile_rect(self, i: int) -> pygame.Rect:
        per_row = 8
        row, col = divmod(i, per_row)
        return pygame.Rect(
            self.rect.x + 4 + col * (TILE_W + 3),
            self.rect.y + 246 + row * (TILE_H + 6),
            TILE_W,
            TILE_H,
        )

    def clear(self) -> None:
        self.side.clear()
        self.scale.tip(0)
        self.answer = ""
        if self.scene is not None:
            self.refresh(self.scene)

    def action(self) -> Weigh:
        left = tuple(sorted(c for c, s in self.side.items() if s == 1))
        right = tuple(sorted(c for c, s in self.side.items() if s == 2))
        return Weigh(left, right)

    def on_weighing(self, result_code: str) -> None:
        """The private answer to our weighing: tip the beam and say it."""
        sign = {"left": -1, "right": 1}.get(result_code, 0)
        self.scale.tip(sign)
        self.answer = {"left": "Left pan heavier", "right": "Right pan heavier"}.get(
            result_code, "The pans balance"
        )
        act = self.action()
        self.answered_for = (act.left, act.right)

    def refresh(self, scene: MightScene) -> None:
        self.scene = scene
        view = scene.view
        act = self.action()
        left = getattr(view, "weighings_left", 0)
        self.weigh_button.label = f"Weigh ({left} left)"
        reason = None
        if not act.left or not act.right:
            reason = "Put at least one piece on each pan (click your pieces)."
        else:
            reason = scene.why_not(act)
        self.weigh_button.set_enabled(reason is None, reason or "")
        self.weigh_button.on_click = lambda: scene.act(act)
        trials = [c - TRIAL for c, s in self.side.items() if c >= TRIAL]
        self.give_button.set_enabled(
            len(trials) == 1 and view.seat is not None,
            "Select exactly one trial totem (dashed frame) to give it away.",
        )
        self.give_button.on_click = lambda: self._give(scene, trials[0])
        others = [s for s in range(view.players) if s != view.seat and view.trials[s]]
        why = (
            "Select exactly one trial totem (dashed frame) to trade it."
            if len(trials) != 1
            else "Nobody else holds a trial copy to trade for."
            if not others
            else scene.why_not(OfferTrade(trials[0], others[0], 0))
        )
        self.trade_button.set_enabled(why is None, why or "")
        self.trade_button.on_click = lambda: self._trade(trials[0])

    def _trade(self, trial: int) -> None:
        self.side.pop(TRIAL + trial, None)
        self.chooser.open(trial)

    def _give(self, scene: MightScene, trial: int) -> None:
        """Offer the selected trial copy to the next player in turn (cycles on each press)."""
        view = scene.view
        others = [s for s in range(view.players) if s != view.seat]
        current = dict(view.gives or ()).get(trial, -1)
        nxt = others[(others.index(current) + 1) % len(others)] if current in others else others[0]
        if scene.act(Give(trial, nxt)):
            self.side.pop(TRIAL + trial, None)
            scene.show_message(
                f"At the end of the round your trial copy goes to {scene.names[nxt]}."
            )

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        self.scene = scene
        if self.chooser.active:
            handled = self.chooser.handle(event, scene)
            if not self.chooser.active:
                self.refresh(scene)
            return handled
        for b in (self.weigh_button, self.clear_button, self.give_button, self.trade_button):
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, action in self._takebacks:
                if rect.collidepoint(event.pos):
                    if scene.act(action):
                        scene.show_message("Taken back: the trial copy is yours to use again.")
                        self.refresh(scene)
                    return True
        items = self.items(scene)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, (code, _, _t, _) in enumerate(items):
                if self.tile_rect(i).collidepoint(event.pos):
                    cur = self.side.get(code, 0)
                    nxt = (cur + 1) % 3 if event.button == 1 else (cur + 2) % 3
                    if nxt:
                        self.side[code] = nxt
                    else:
                        self.side.pop(code, None)
                    if (self.action().left, self.action().right) != self.answered_for:
                        self.scale.tip(0)
                        self.answer = ""
                    self.refresh(scene)
                    return True
        if event.type == pygame.MOUSEMOTION:
            for i, (code, kind, t, _) in enumerate(items):
                if self.tile_rect(i).collidepoint(event.pos):
                    what = (
                        "your spirit totem"
                        if kind == "spirit"
                        else "a trial copy (used up at the end of a round you weigh it)"
                    )
                    scene.board_tooltip(
                        ("scale", code),
                        f"{totem_name(t)}: {what}. Click: left, right, off (right-click backwards).",
                        event.pos,
                    )
        return False

    def update(self, dt: float) -> None:
        self.scale.update(dt)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene: MightScene) -> None:
        items = self.items(scene)
        kinds = {code: (kind, t) for code, kind, t, _ in items}
        left = [
            pieces.tile(*kinds[c], PAN_W, PAN_H)
            for c, s in sorted(self.side.items())
            if s == 1 and c in kinds
        ]
        right = [
            pieces.tile(*kinds[c], PAN_W, PAN_H)
            for c, s in sorted(self.side.items())
            if s == 2 and c in kinds
        ]
        self.scale.draw(surface, left, right)
        if self.answer:
            theme.blit_shadowed(
                surface,
                self.answer,
                (self.rect.centerx, self.rect.y + 202),
                "heading",
                28,
                theme.GOLD_BRIGHT,
                "midtop",
                2,
            )
        if not items:
            theme.blit_text(
                surface,
                "You own no pieces to weigh.",
                (self.rect.x + 4, self.rect.y + 250),
                "body",
                18,
            )
        elif not self.answer:
            theme.blit_text(
                surface,
                "Click a piece: left pan, again: right pan, again: off.",
                (self.rect.centerx, self.rect.y + 208),
                "body",
                17,
                theme.TEXT_DIM,
                "midtop",
            )
        for i, (code, kind, t, cap) in enumerate(items):
            r = self.tile_rect(i)
            surface.blit(pieces.tile(kind, t, TILE_W, TILE_H, cap), r)
            side = self.side.get(code, 0)
            if side:
                surface.blit(pieces.glow(TILE_W, TILE_H, theme.TORCH), r)
                badge = pygame.Rect(r.right - 22, r.y - 6, 24, 24)
                pygame.draw.circle(surface, theme.BG_DEEP, badge.center, 12)
                theme.blit_text(
                    surface, SIDE_NAMES[side], badge.center, "bold", 17, theme.GOLD_BRIGHT, "center"
                )
        for b in (self.weigh_button, self.clear_button, self.give_button, self.trade_button):
            b.draw(surface)
        view = scene.view
        y = self.rect.y + 428
        self._takebacks = []
        promised: list[tuple[str, Give | OfferTrade]] = []
        for k, to in view.gives or ():
            t = view.trials[view.seat][k]
            promised.append((f"Giving {totem_name(t)} to {scene.names[to]}", Give(k, -1)))
        for by, k, to, want, _ in view.trades:
            if by == view.seat:
                mine, theirs = view.trials[by][k], view.trials[to][want]
                text = f"Offering {totem_name(mine)} to {scene.names[to]} for {totem_name(theirs)}"
                promised.append((text, OfferTrade(k, -1, 0)))
        for text, action in promised:
            r = theme.blit_text(surface, text + "  (click to take back)", (self.rect.x + 4, y),
                                "body", 16, theme.TEXT_DIM)  # fmt: skip
            self._takebacks.append((r, action))
            y += 20
        rows = [f.text for f in (view.facts or ()) if f.kind == "weigh" and f.round == view.round]
        for text in rows[-3:]:
            for line in pieces.wrap(text, self.rect.w - 8, "body", 16)[:2]:
                theme.blit_text(surface, line, (self.rect.x + 4, y), "body", 16, theme.TEXT)
                y += 20
        if self.chooser.active:
            self.chooser.draw(surface, scene)
