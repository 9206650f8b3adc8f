"""The final challenge: drag every piece (a copy of each totem, your spirit totems, your
balloons) onto the three pans of the Balance of Souls and weigh; a failed attempt sinks the
heaviest pan and raises the lightest. Each pan shows what it can weigh from what you know, the
weight every pan must reach, and every earlier attempt's answer stays listed; beside Weigh, how
often the layout on the pans balances by what you know (odds.py, the Hint's own measure)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.actions import Arrange
from totemgame.games.totemic_might.pan_ranges import Range
from totemgame.games.totemic_might.pan_words import (
    advice_words,
    piece_words,
    verdict_words,
)
from totemgame.games.totemic_might.table.balance import ThreePanBalance
from totemgame.games.totemic_might.table.final_board import (
    attempt_of,
    box,
    draw_advice,
    draw_attempt_line,
    draw_ghost,
    draw_history,
    draw_pan_head,
    draw_verdict,
    piece_tile,
)
from totemgame.games.totemic_might.table.final_layout import TRAY, Places, piece_places
from totemgame.games.totemic_might.table.guess import GuessSection
from totemgame.games.totemic_might.table.odds import PanOdds
from totemgame.games.totemic_might.table.pan_knowledge import PanKnowledge
from totemgame.games.totemic_might.table.port import play
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort, Notes
    from totemgame.games.totemic_might.view import MightView

__all__ = ["FinalSection", "GuessSection"]

ATTEMPTS = 6


class FinalSection:
    """Arrangement by drag and drop (or click to cycle a piece through the pans)."""

    def __init__(self, notes: Notes) -> None:
        self.balance = ThreePanBalance(pygame.Rect(10, 84, 880, 330))
        self.pans: dict[int | None, list[int]] = {}  # per seat: pan per item, -1 = tray
        self.arrived: dict[int | None, list[int]] = {}  # per seat: when each item came to its pan
        self._arrivals = 0
        self.drag: tuple[int, tuple[int, int]] | None = None  # (item, grab offset)
        self.drag_pos = (0, 0)
        self._down_at = (0, 0)
        self.submit_button = Button((10, 648, 300, 54), _("Weigh the three pans"), style="primary")
        self.clear_button = Button((320, 648, 180, 54), _("All to tray"), size=20)
        self.clear_button.tooltip = _("Take every piece off the pans.")
        # After a success or a sixth failure the pans stay up with their verdict until the
        # player goes on.
        self.verdict: int | None = None  # the seat whose last verdict is shown
        self.verdict_button = Button((10, 648, 300, 54), _("On to the guesses"), style="primary")
        # The Hint's arrangement: its pieces wait as ghosts on their pans until placed.
        self.hinted: tuple[int, ...] | None = None
        self.place_hint_button = Button(
            (TRAY.right - 178, TRAY.y - 33, 172, 30), _("Place as hinted"), size=16
        )
        self.place_hint_button.tooltip = _("Put every piece on the pan the hint shows.")
        self.shown_feedback = -1
        self._tilt: tuple[int, int] | None = None  # (heaviest, lightest) shown on the pans
        self.revealing = False  # a new attempt's answer is tipping the pans
        self._picture: pygame.Surface | None = None  # the arranged board, cached
        self._picture_key: tuple[object, ...] = ()
        self.known = PanKnowledge(notes)  # what each piece and pan can weigh
        self.odds = PanOdds()  # how often the layout on the pans balances (the Hint's measure)

    # -- the arrangement -------------------------------------------------------------------------
    def arrangement(self, view: MightView) -> list[int]:
        pans = self.pans.get(view.seat)
        n = len(view.final_items)
        if pans is None or len(pans) != n:
            pans = [-1] * n
            if view.feedback:  # start from the last attempt: usually only a few pieces move
                pans = list(view.feedback[-1][0])
            self.pans[view.seat] = pans
        return pans

    def sync_feedback(self, view: MightView, instant: bool = False) -> None:
        """Tilt the pans: an arrangement already weighed shows its answer, any other hangs level."""
        n = attempt_of(view, self.arrangement(view))
        tilt = None
        if n is not None:
            _arranged, heavy, light = view.feedback[n - 1]
            tilt = (heavy, light)
        fresh = len(view.feedback or ()) != self.shown_feedback
        instant = instant or self.shown_feedback < 0  # a new viewer or a reset: no replay
        if tilt != self._tilt or fresh:
            self.shown_feedback = len(view.feedback or ())
            self._tilt = tilt
            heaviest, lightest = tilt or (None, None)
            self.balance.show(heaviest, lightest, instant)
            # Only a new answer holds the table while it lands; levelling the pans after a
            # piece moved must not block the next drag.
            self.revealing = fresh and not instant

    def ranges(self, port: MightPort) -> tuple[list[Range], list[Range], Range]:
        """(range per piece, range per pan, the target range) from what the viewer knows."""
        return self.known.ranges(port, self.arrangement(port.view))

    def waiting(self) -> bool:
        """The proof of the pans' ranges, or the pans' odds, are under way."""
        return self.known.waiting() or self.odds.waiting()

    def sure_balance(self, port: MightPort) -> bool:
        """The pans balance by what the player knows, whatever the hint would arrange."""
        return self.known.sure_balance(port, self.arrangement(port.view))

    def hint_pending(self, view: MightView) -> tuple[int, ...] | None:
        """The hinted arrangement while it still differs from the pans and they do not already
        balance in (nearly) every world the Hint weighs (None: no hint to show)."""
        hinted = self.hinted
        if hinted is None or len(hinted) != len(view.final_items):
            return None
        pans = self.arrangement(view)
        if list(hinted) == pans or self.odds.near_all(view, pans):
            return None
        return hinted

    def layout(self, view: MightView) -> Places:
        """Where each item is drawn now (pan or tray, in item order), and the hint's ghosts
        (final_layout.py)."""
        pans = self.arrangement(view)
        arrived = self.arrived.get(view.seat, [])
        if len(arrived) != len(pans):
            arrived = self.arrived[view.seat] = [0] * len(pans)
        return piece_places(self.balance, pans, self.hint_pending(view), arrived)

    def arrive(self, view: MightView, i: int) -> None:
        """Item `i` has just been put on a pan: it goes after that pan's other pieces."""
        self.layout(view)  # the arrival list matches the items
        self._arrivals += 1
        self.arrived[view.seat][i] = self._arrivals

    def slots(self, view: MightView) -> list[pygame.Rect]:
        """Where each item is drawn now (pan or tray, in item order)."""
        return self.layout(view)[0]

    def place_hint(self, port: MightPort) -> None:
        """Put every piece where the hint shows it."""
        hinted = self.hint_pending(port.view)
        if hinted is not None:
            self.pans[port.view.seat] = list(hinted)
            self.refresh(port)
            self.sync_feedback(port.view)

    # -- rules -----------------------------------------------------------------------------------
    def refresh(self, port: MightPort) -> None:
        view = port.view
        pans = self.arrangement(view)
        act = Arrange(tuple(pans))
        n = attempt_of(view, pans)
        reason: str | None
        self.submit_button.label = _("Weigh the three pans")
        self.clear_button.label = _("All to tray")
        self.clear_button.tooltip = _("Take every piece off the pans.")
        self.verdict_button.label = _("On to the guesses")
        self.place_hint_button.label = _("Place as hinted")
        self.place_hint_button.tooltip = _("Put every piece on the pan the hint shows.")
        if -1 in pans:
            left = pans.count(-1)
            reason = ngettext(
                "{n} piece is still in the tray: every piece goes on a pan.",
                "{n} pieces are still in the tray: every piece goes on a pan.",
                left,
            ).format(n=left)
        elif n is not None:
            _arranged, heavy, light = view.feedback[n - 1]
            reason = _(
                "You weighed this exact arrangement at attempt {n} (pan {heaviest} heaviest, "
                "pan {lightest} lightest). Move some pieces first: no attempt is spent."
            ).format(n=n, heaviest=heavy + 1, lightest=light + 1)
        else:
            reason = port.why_not(act)
        self.submit_button.set_enabled(reason is None, reason or "")
        self.submit_button.tooltip = _("Weigh this arrangement (a failure costs a mark).")
        self.submit_button.on_click = play(port, act)
        self.clear_button.on_click = lambda: self._all_to_tray(port)
        self.place_hint_button.on_click = lambda: self.place_hint(port)

    def _all_to_tray(self, port: MightPort) -> None:
        self.pans[port.view.seat] = [-1] * len(port.view.final_items)
        self.refresh(port)

    # -- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        view = port.view
        if not view.final_items or view.seat is None:
            return False
        dropping = event.type == pygame.MOUSEBUTTONUP and self.drag is not None
        buttons = [self.submit_button, self.clear_button]
        if self.hint_pending(view) is not None:
            buttons.append(self.place_hint_button)
        for b in buttons:
            if b.handle_event(event) and not dropping:  # a drop over a button ends the drag
                return True
        slots = self.slots(view)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(slots) - 1, -1, -1):
                if slots[i].collidepoint(event.pos):
                    port.board_tooltip(None, "", event.pos)  # its note goes with the piece
                    self.drag = (i, (event.pos[0] - slots[i].x, event.pos[1] - slots[i].y))
                    self.drag_pos = slots[i].topleft
                    self._down_at = event.pos
                    return True
        elif event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                off = self.drag[1]
                self.drag_pos = (event.pos[0] - off[0], event.pos[1] - off[1])
                return True
            for i in range(len(slots) - 1, -1, -1):
                if slots[i].collidepoint(event.pos):
                    port.board_tooltip(("final", i), self._tip(port, i), event.pos, slots[i])
                    break
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            i = self.drag[0]
            self.drag = None
            pans = self.arrangement(view)
            moved = abs(event.pos[0] - self._down_at[0]) + abs(event.pos[1] - self._down_at[1]) > 6
            was = pans[i]
            if not moved:  # a click: next pan (tray -> 1 -> 2 -> 3 -> 1)
                pans[i] = (pans[i] + 1) % 3
            else:
                pans[i] = -1
                for p in range(3):
                    if self.balance.pan_rect(p).collidepoint(event.pos):
                        pans[i] = p
            if pans[i] != was:
                self.arrive(view, i)
            port.board_tooltip(None, "", event.pos)  # the piece moved: its note goes
            self.refresh(port)
            self.sync_feedback(view)
            return True
        return False

    def _tip(self, port: MightPort, i: int) -> str:
        kind, ref = port.view.final_items[i]
        return piece_words(kind, ref, self.ranges(port)[0][i])

    def update(self, dt: float) -> None:
        self.balance.update(dt)
        self.revealing = self.revealing and self.balance.animating

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, port: MightPort, bg: pygame.Surface) -> None:
        """The board from a cached picture (rebuilt only when pieces, pans or texts change),
        then the dragged piece and the buttons."""
        view = port.view
        per, sums, target = self.ranges(port)
        self.odds.poll(port, self.arrangement(view))
        key = (
            view.seat,
            tuple(self.arrangement(view)),
            self.drag[0] if self.drag else -1,
            tuple(int(o) for o in self.balance.offset),
            len(view.feedback or ()),
            tuple(sums),
            target,
            self.hint_pending(view),
            i18n.current(),  # its texts are in the language of the moment
        )
        if self._picture is None:
            self._picture = pygame.Surface(bg.get_size())
        if key != self._picture_key:
            self._picture_key = key
            self._picture.blit(bg, (0, 0))
            self._draw_picture(self._picture, view, per, sums, target)
        surface.blit(self._picture, (0, 0))
        if self.verdict is not None:
            self._draw_verdict(surface, view)
            return
        if self.drag is not None:
            size = self.slots(view)[self.drag[0]].size
            surface.blit(piece_tile(view, self.drag[0], size, per), self.drag_pos)
        for b in (self.submit_button, self.clear_button):
            b.draw(surface)
        self.odds.draw(surface, self.arrangement(view))
        if self.hint_pending(view) is not None:
            self.place_hint_button.draw(surface)

    def succeeded(self, view: MightView) -> bool:
        """The viewer's final is done and balanced (not ended by a sixth failure)."""
        seat = view.seat
        return seat is not None and view.final_done[seat] and view.marks[seat] < ATTEMPTS

    def verdict_text(self, view: MightView) -> str:
        """The last attempt's answer and what it means: balanced, or the sixth failure."""
        exact = self.known.target_exact()
        return verdict_words(view, self.succeeded(view), exact)

    def _draw_verdict(self, surface: pygame.Surface, view: MightView) -> None:
        """The verdict over the bottom row, and the button on to the guesses."""
        won = self.succeeded(view)
        draw_verdict(surface, self.verdict_text(view), won)
        label = pgettext("close panel", "Continue") if won else _("On to the guesses")
        self.verdict_button.label = label
        self.verdict_button.draw(surface)

    def _draw_picture(
        self,
        surface: pygame.Surface,
        view: MightView,
        per: list[Range],
        sums: list[Range],
        target: Range,
    ) -> None:
        self.balance.draw_frame(surface)
        pans = self.arrangement(view)
        if self.verdict is not None and self.succeeded(view) and view.seat is not None:
            weight = view.final_weight[view.seat]  # balanced: each pan weighs it (or 1 more)
            sums = [(weight, weight if target[0] == target[1] else weight + 1)] * 3
            target = sums[0]
        for p in range(3):
            head = self.balance.pan_rect(p)
            draw_pan_head(surface, head, p, pans.count(p), sums[p], target, -1 in pans)
        surface.blit(box(TRAY.size), TRAY)
        tray = pans.count(-1)
        text = ngettext("Tray · {n} piece to place", "Tray · {n} pieces to place", tray)
        theme.blit_text(
            surface, text.format(n=tray), (TRAY.x + 10, TRAY.y + 4), "bold", 18, theme.TEXT
        )
        slots, ghosts = self.layout(view)
        for i, r in ghosts:  # the hint's pieces, as suggestions, where it puts them
            draw_ghost(surface, piece_tile(view, i, r.size, per), r)
        for i, r in enumerate(slots):
            if self.drag is not None and self.drag[0] == i:
                continue
            surface.blit(piece_tile(view, i, r.size, per), r)
        draw_history(surface, view, attempt_of(view, pans))
        assert view.seat is not None  # the final pans are a seat's own
        draw_attempt_line(surface, len(view.feedback or ()), view.marks[view.seat], ATTEMPTS)
        n = None if self.verdict is not None else attempt_of(view, pans)
        draw_advice(surface, advice_words(view, pans, sums, target, n, self.verdict is not None))
