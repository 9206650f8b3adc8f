"""The trial scale in the orders: drag your pieces onto the left or right pan (or click them:
left, right, off), press Weigh, watch the beam tip. The answer is private and arrives at once
(a `weighing` event). Give and Trade open choosers over the section."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import TRIAL, Give, OfferTrade, Weigh
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.balance import TwoPanScale
from totemgame.games.totemic_might.table.port import play
from totemgame.games.totemic_might.table.scale_notes import draw_promised_and_answers, draw_status
from totemgame.games.totemic_might.table.scale_pieces import scale_pieces, totems_on
from totemgame.games.totemic_might.table.trade_panel import (
    GiveChooser,
    TradeChooser,
    free_copies,
    no_copy_reason,
)
from totemgame.i18n import N_, _
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort, Notes

# Tile sizes from roomy to compact: the largest that shows every piece you own is used.
TILE_SIZES = ((52, 68), (44, 58), (38, 50), (34, 44), (28, 37), (24, 32))
TILE_W, TILE_H = TILE_SIZES[0]
PAN_W, PAN_H = 34, 44
# TRANSLATORS: one letter on a piece standing on the trial scale's left or right pan
SIDE_NAMES = {0: "", 1: N_("L"), 2: N_("R")}
DRAG_SLOP = 6  # pixels a press must travel to be a drag rather than a click
SCALE_H = 200
TRAY_TOP = 238  # below the scale and its answer line
TRAY_H = 140
BUTTONS_TOP = TRAY_TOP + TRAY_H + 8


class ScaleSection:
    """Pieces you own, the two-pan scale, Weigh and this round's answers."""

    def __init__(self, rect: pygame.Rect, notes: Notes) -> None:
        self.notes = notes  # what the viewer's notes prove ("= 7" on a tile)
        self.rect = rect
        self.scale = TwoPanScale(pygame.Rect(rect.x, rect.y, rect.w, SCALE_H))
        self.side: dict[int, int] = {}  # item code -> 1 left, 2 right
        self.answer = ""
        self.answered_for: tuple[object, ...] = ()
        self.tray = pygame.Rect(rect.x + 2, rect.y + TRAY_TOP, rect.w - 2, TRAY_H)
        y = rect.y + BUTTONS_TOP
        self.weigh_button = Button((rect.x + 4, y, 150, 46), _("Weigh"), style="primary", size=20)
        self.clear_button = Button((rect.x + 162, y, 80, 46), _("Clear"), size=20)
        self.give_button = Button((rect.x + 250, y, 86, 46), _("Give..."), size=20)
        self.trade_button = Button((rect.x + 344, y, 92, 46), _("Trade..."), size=20)
        self.clear_button.on_click = self.clear
        self.clear_button.tooltip = _("Take every piece off the pans.")
        self.port: MightPort | None = None
        modal = pygame.Rect(rect.x, rect.y, rect.w, 548)
        self.chooser = TradeChooser(modal)
        self.giver = GiveChooser(modal)
        self._takebacks: list[tuple[pygame.Rect, Give | OfferTrade]] = []
        # A press on a piece: (item code, where pressed, pressed on a pan); a drag once moved.
        self.press: tuple[int, tuple[int, int], bool] | None = None
        self.dragging = False
        self.drag_pos = (0, 0)

    # -- pieces --------------------------------------------------------------------------------
    def items(self, port: MightPort) -> list[tuple[int, str, int, str]]:
        """(code, tile kind, totem, caption) of every piece the viewer may put on the scale."""
        return scale_pieces(port.view, self.notes)

    def tile_rects(self, n: int) -> list[pygame.Rect]:
        """Where the `n` pieces you own lie under the scale: all of them, smaller when many."""
        return pieces.fit_tiles(n, self.tray, TILE_SIZES, 3)

    def tile_rect(self, i: int) -> pygame.Rect:
        """The rect of piece `i` of `items` (laid out for the viewer's current pieces)."""
        n = len(self.items(self.port)) if self.port is not None else i + 1
        return self.tile_rects(max(n, i + 1))[i]

    def pan_codes(self, side: int) -> list[int]:
        """The item codes on the left (1) or right (2) pan, in drawing order."""
        return sorted(c for c, s in self.side.items() if s == side)

    def clear(self) -> None:
        self.side.clear()
        self.scale.tip(0)
        self.answer = ""
        if self.port is not None:
            self.refresh(self.port)

    def action(self) -> Weigh:
        return Weigh(tuple(self.pan_codes(1)), tuple(self.pan_codes(2)))

    def on_weighing(self, result_code: str) -> None:
        """The private answer to our weighing: tip the beam and say it."""
        sign = {"left": -1, "right": 1}.get(result_code, 0)
        self.scale.tip(sign)
        # English kept here, translated where drawn (the language may change meanwhile)
        self.answer = {"left": N_("Left pan heavier"), "right": N_("Right pan heavier")}.get(
            result_code, N_("The pans balance")
        )
        act = self.action()
        self.answered_for = (act.left, act.right)

    def controls(self) -> list[Button]:
        """The section's buttons (for the scene's tooltips and refusals)."""
        return [self.weigh_button, self.clear_button, self.give_button, self.trade_button]

    def close_choosers(self) -> None:
        self.chooser.close()
        self.giver.close()

    @property
    def modal(self) -> GiveChooser | TradeChooser | None:
        """The chooser open over the section, if any."""
        return next((c for c in (self.giver, self.chooser) if c.active), None)

    # -- rules ---------------------------------------------------------------------------------
    def refresh(self, port: MightPort) -> None:
        self.port = port
        view = port.view
        act = self.action()
        left = getattr(view, "weighings_left", 0)
        self.weigh_button.label = _("Weigh ({n} left)").format(n=left)
        self.clear_button.label = _("Clear")
        self.give_button.label = _("Give...")
        self.trade_button.label = _("Trade...")
        self.clear_button.tooltip = _("Take every piece off the pans.")
        reason = None
        if not act.left or not act.right:
            reason = _("Put at least one piece on each pan (drag your pieces onto them).")
        elif totems_on(view, act.left) == totems_on(view, act.right):
            reason = _("Both pans hold the same totems: they can only balance. Change a pan.")
        else:
            reason = port.why_not(act)
        self.weigh_button.set_enabled(reason is None, reason or "")
        self.weigh_button.tooltip = _("Weigh the left pan against the right (only you see it).")
        self.weigh_button.on_click = play(port, act)
        free = free_copies(view)
        others = [s for s in range(view.players) if s != view.seat]
        why = no_copy_reason(view, "give") if not free else None
        if why is None and others:
            why = port.why_not(Give(free[0], others[0]))
        self.give_button.set_enabled(why is None, why or "")
        self.give_button.tooltip = _("Give one of your trial copies to another player.")
        self.give_button.on_click = lambda: self._open(port, self.giver)
        holders = [s for s in others if view.trials[s]]
        why = no_copy_reason(view, "trade") if not free else None
        if why is None:
            why = (
                port.why_not(OfferTrade(free[0], holders[0], 0))
                if holders
                else _("Nobody else holds a trial copy to trade for.")
            )
        self.trade_button.set_enabled(why is None, why or "")
        self.trade_button.tooltip = _("Offer one of your trial copies for another player's.")
        self.trade_button.on_click = lambda: self._open(port, self.chooser)

    def _open(self, port: MightPort, chooser: GiveChooser | TradeChooser) -> None:
        """Open a chooser with the copy already picked if the choice is clear: the only free
        copy, or the only free copy standing on the scale."""
        free = free_copies(port.view)
        on_scale = [c - TRIAL for c in self.side if c >= TRIAL and c - TRIAL in free]
        pick = free[0] if len(free) == 1 else on_scale[0] if len(on_scale) == 1 else None
        if pick is not None:
            self.side.pop(TRIAL + pick, None)
        chooser.open(pick, port)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        self.port = port
        modal = self.modal
        if modal is not None:
            handled = modal.handle(event, port)
            if not modal.active:
                self.refresh(port)
            return handled
        if self.press is not None and self._drag_event(event, port):
            return True  # before the buttons: a drop over one still ends the drag
        for b in self.controls():
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, action in self._takebacks:
                if rect.collidepoint(event.pos):
                    if port.act(action):
                        port.show_message(_("Taken back: the trial copy is yours to use again."))
                        self.refresh(port)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            hit = self.piece_at(event.pos, port)
            if hit is not None:
                code, on_pan = hit
                if event.button == 3:  # backwards: off, right, left
                    self._put(code, (self.side.get(code, 0) + 2) % 3, port)
                else:
                    self.press, self.dragging, self.drag_pos = (
                        (code, event.pos, on_pan),
                        False,
                        event.pos,
                    )
                return True
        if event.type == pygame.MOUSEMOTION:
            self._tooltip(event.pos, port)
        return False

    def piece_at(self, pos: tuple[int, int], port: MightPort) -> tuple[int, bool] | None:
        """(item code, whether it stands on a pan) of the piece under `pos`."""
        for side in (1, 2):
            codes = self.pan_codes(side)
            rects = self.scale.piece_rects(side - 1, len(codes), (PAN_W, PAN_H))
            for code, r in reversed(list(zip(codes, rects, strict=True))):
                if r.collidepoint(pos):
                    return code, True
        items = self.items(port)
        for (code, *_rest), r in zip(items, self.tile_rects(len(items)), strict=True):
            if r.collidepoint(pos):
                return code, False
        return None

    def _drag_event(self, event: pygame.event.Event, port: MightPort) -> bool:
        """Motion and release after a press on a piece: follow the mouse, then drop or click."""
        assert self.press is not None
        code, at, on_pan = self.press
        if event.type == pygame.MOUSEMOTION:
            if abs(event.pos[0] - at[0]) + abs(event.pos[1] - at[1]) > DRAG_SLOP:
                self.dragging = True
            self.drag_pos = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press = None
            if not self.dragging:  # a click: a piece on a pan comes off, one below cycles
                nxt = 0 if on_pan else (self.side.get(code, 0) + 1) % 3
            else:
                nxt = self.drop_side(event.pos)
            self.dragging = False
            self._put(code, nxt, port)
            return True
        return False

    def drop_side(self, pos: tuple[int, int]) -> int:
        """The pan a piece dropped at `pos` lands on: 1 left, 2 right, 0 off the scale."""
        for side in (1, 2):
            if self.scale.drop_zone(side - 1).collidepoint(pos):
                return side
        return 0

    def _put(self, code: int, side: int, port: MightPort) -> None:
        if side:
            self.side[code] = side
        else:
            self.side.pop(code, None)
        if (self.action().left, self.action().right) != self.answered_for:
            self.scale.tip(0)
            self.answer = ""
        self.refresh(port)

    def _tooltip(self, pos: tuple[int, int], port: MightPort) -> None:
        hit = self.piece_at(pos, port)
        if hit is None:
            return
        code, on_pan = hit
        kind, t = next((k, t) for c, k, t, _cap in self.items(port) if c == code)
        name = totem_label(t)
        if kind == "spirit":
            what = _("{totem}: your spirit totem.").format(totem=name)
        else:
            what = _(
                "{totem}: a trial copy (it crumbles at the end of a round you weigh it)."
            ).format(totem=name)
        how = (
            _("Click to take it off, or drag it to the other pan.")
            if on_pan
            else _("Drag it onto a pan, or click: left, right, off.")
        )
        port.board_tooltip(("scale", code, on_pan), f"{what} {how}", pos)

    def update(self, dt: float) -> None:
        self.scale.update(dt)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        self.port = port
        items = self.items(port)
        kinds = {code: (kind, t) for code, kind, t, _cap in items}
        held = self.press[0] if self.press is not None and self.dragging else None
        pans = [
            [
                pieces.tile(*kinds[c], PAN_W, PAN_H)
                for c in self.pan_codes(s)
                if c in kinds and c != held
            ]
            for s in (1, 2)
        ]
        if held is not None:
            target = self.drop_side(self.drag_pos)
            if target:
                zone = self.scale.pan_rects()[target - 1].inflate(16, 40)
                surface.blit(pieces.glow(zone.w, zone.h, theme.TORCH), zone.move(0, -14))
        self.scale.draw(surface, *pans)
        draw_status(surface, self.rect, self.rect.y + SCALE_H + 2, self.answer, bool(items))
        for (code, kind, t, cap), r in zip(items, self.tile_rects(len(items)), strict=True):
            surface.blit(pieces.tile(kind, t, r.w, r.h, cap), r)
            side = self.side.get(code, 0)
            if code == held:
                surface.blit(pieces.shade(r.w, r.h), r)
            elif side:
                surface.blit(pieces.glow(r.w, r.h, theme.TORCH), r)
                d = max(9, min(12, r.w // 4))
                pygame.draw.circle(surface, theme.BG_DEEP, (r.right - d + 4, r.y + d - 4), d)
                theme.blit_text(
                    surface,
                    _(SIDE_NAMES[side]),
                    (r.right - d + 4, r.y + d - 4),
                    "bold",
                    2 * d - 6,
                    theme.GOLD_BRIGHT,
                    "center",
                )
        for b in self.controls():
            b.draw(surface)
        self._takebacks = draw_promised_and_answers(
            surface, self.rect, self.rect.y + BUTTONS_TOP + 56, port
        )
        if held is not None:
            kind, t = kinds[held]
            img = pieces.tile(kind, t, PAN_W + 8, PAN_H + 10)
            surface.blit(img, img.get_rect(center=self.drag_pos))
        modal = self.modal
        if modal is not None:
            modal.draw(surface, port)
