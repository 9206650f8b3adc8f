"""What the Totemic Might board says when asked: tooltips for the board's own buttons (a
greyed one says why, and says it again in a banner when clicked) and for the grid's totems.
A mixin of MightScene, which draws those buttons itself rather than in the table's widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.content import totem_name

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.scene import MightScene  # noqa: F401
    from totemgame.games.totemic_might.view import MightView
    from totemgame.ui.widgets.button import Button


class HelpMixin:
    """Hover help for MightScene."""

    def board_buttons(self, view: MightView) -> list[Button]:
        """The buttons on the board now (their tooltips and disabled reasons are shown here:
        they are drawn by the board, not kept by the table's widget list)."""
        mode = self._mode(view)
        if mode == "notebook":
            return [self.assist_button, self.copy_button]
        if mode == "final":
            return [self.final.submit_button, self.final.clear_button] if self.can_act else []
        if mode == "guess":
            return [self.guess.submit_button]
        if view.seat is None or not self.can_act:
            return []
        if view.phase == "reply":
            return [self.reply.accept, self.reply.refuse] if self.reply.offer(view) else []
        if view.phase != "orders":
            return []
        modal = self.scale.modal if self.orders_tab == "scale" else None
        if modal is not None:
            return [modal.cancel, *getattr(modal, "buttons", {}).values()]
        section = {"auction": self.auction, "wager": self.wager, "scale": self.scale}
        controls = section[self.orders_tab].controls()
        return [*self.order_buttons.values(), self.submit_button, *controls]

    def _button_help(self, event: pygame.event.Event, view: MightView) -> bool:
        """Hovering a board button explains it (a greyed one says why); clicking a greyed one
        says why in a banner. True if the click was such a refused one."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return False
        for b in self.board_buttons(view):
            if not b.visible or not b.rect.collidepoint(event.pos):
                continue
            if event.type == pygame.MOUSEMOTION:
                text = b.tooltip_text()
                if text:
                    self.board_tooltip(b.rect, text, event.pos)
                return False
            if event.button == 1 and not b.enabled and b.disabled_reason:
                self.show_message(b.disabled_reason, "warning")
                self.sound.play("thud")
                return True
            return False
        return False

    def _totem_tip(self, view: MightView, t: int) -> str:
        tip = totem_name(t) + self._holding(view, t)
        if view.weights:
            return f"{tip}: its true weight is {view.weights[t]}"
        cands = self.notebook.candidates(
            self.viewer, t, self.domains(view) if self.assist else None
        )
        if len(cands) == 1:
            return f"{tip}: weight {cands[0]} by your notes"
        if cands:
            return f"{tip}: {len(cands)} weights still open ({cands[0]}-{cands[-1]})"
        return f"{tip}: your notes rule out every weight"

    @staticmethod
    def _holding(view: MightView, t: int) -> str:
        """' (you hold your spirit totem and 2 trial copies)' for a totem the viewer holds."""
        if view.seat is None:
            return ""
        parts = ["your spirit totem"] if t in view.spirits[view.seat] else []
        n = view.trials[view.seat].count(t)
        if n:
            parts.append("a trial copy" if n == 1 else f"{n} trial copies")
        return f" (you hold {' and '.join(parts)})" if parts else ""
