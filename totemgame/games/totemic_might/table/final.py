"""The final challenge: drag every piece (a copy of each totem, your spirit totems, your
balloons) onto the three pans of the Balance of Souls and weigh; a failed attempt sinks the
heaviest pan and raises the lightest. Each pan shows what it can weigh from what you know, the
weight every pan must reach, and every earlier attempt's answer stays listed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.actions import Arrange
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.known import pan_bounds, quick_pan_ranges
from totemgame.games.totemic_might.pan_ranges import Range, target_range
from totemgame.games.totemic_might.pan_words import (
    attempt_words,
    balanced_words,
    misses,
    target_words,
)
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.balance import ThreePanBalance
from totemgame.games.totemic_might.table.guess import GuessSection
from totemgame.games.totemic_might.table.port import play
from totemgame.games.totemic_might.table.refined import Refined
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import HINT_COLOUR
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView

__all__ = ["FinalSection", "GuessSection"]

SIZES = ((40, 56), (36, 50), (32, 44), (28, 39))  # piece tiles, the largest that fits
TRAY = pygame.Rect(10, 420, 612, 212)
TRAY_PIECES = pygame.Rect(TRAY.x + 6, TRAY.y + 38, TRAY.w - 12, TRAY.h - 44)  # under its head
HISTORY = pygame.Rect(630, 420, 260, 212)
ATTEMPTS = 6
TOO_LIGHT = (120, 180, 230)  # a pan that cannot reach the target, whatever the weights
TOO_HEAVY = theme.DANGER
GHOST_ALPHA = 95  # the hint's pieces on their pans

_boxes: dict[tuple[int, int], pygame.Surface] = {}


def _box(size: tuple[int, int]) -> pygame.Surface:
    """A dark inset (the tray, the attempts list), drawn once per size."""
    s = _boxes.get(size)
    if s is None:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (44, 32, 22), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, theme.GOLD_DARK, s.get_rect(), 2, border_radius=10)
        _boxes[size] = s
    return s


def _within(quick: list[Range], asked: object, key: object, shown: list[Range]) -> list[Range]:
    """The quick pan ranges, within those shown (`key`, `shown`) for the same arrangement
    before the newest answer: a failed attempt never widens a pan's range while its proof
    runs (the proof itself never widens one: known.py)."""
    if not (isinstance(key, tuple) and isinstance(asked, tuple)) or len(shown) != len(quick):
        return quick
    if key[:2] != asked[:2] or key[2] > asked[2]:
        return quick
    out = [(max(a, c), min(b, d)) for (a, b), (c, d) in zip(quick, shown, strict=True)]
    return out if all(lo <= hi for lo, hi in out) else quick


class FinalSection:
    """Arrangement by drag and drop (or click to cycle a piece through the pans)."""

    def __init__(self) -> None:
        self.balance = ThreePanBalance(pygame.Rect(10, 84, 880, 330))
        self.pans: dict[int | None, list[int]] = {}  # per seat: pan per item, -1 = tray
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
            (TRAY.right - 178, TRAY.y + 3, 172, 30), _("Place as hinted"), size=16
        )
        self.place_hint_button.tooltip = _("Put every piece on the pan the hint shows.")
        self.shown_feedback = -1
        self._tilt: tuple[int, int] | None = None  # (heaviest, lightest) shown on the pans
        self.revealing = False  # a new attempt's answer is tipping the pans
        self._picture: pygame.Surface | None = None  # the arranged board, cached
        self._picture_key: tuple = ()
        self._ranges_key: tuple = ()
        self._ranges: tuple[list[Range], list[Range], Range] = ([], [], (0, 0))
        self._spans: Refined[list[Range]] = Refined([])  # the pans' ranges, then known.py's

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

    def tried(self, view: MightView, pans: list[int]) -> int | None:
        """The attempt number (1-based) that already weighed this arrangement, if any."""
        key = tuple(pans)
        for n, (arranged, _heavy, _light) in enumerate(view.feedback or (), start=1):
            if tuple(arranged) == key:
                return n
        return None

    def sync_feedback(self, view: MightView, instant: bool = False) -> None:
        """Tilt the pans: an arrangement already weighed shows its answer, any other hangs level."""
        n = self.tried(view, self.arrangement(view))
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
        view = port.view
        doms = port.domains(view)
        pans = self.arrangement(view)
        key = (view.seat, tuple(pans), id(doms), len(view.facts or ()))
        if key != self._ranges_key:
            self._ranges_key = key
            per, quick = quick_pan_ranges(view, doms, pans)
            self._ranges = (per, quick, target_range(view.final_items, per))
        per, quick, target = self._ranges
        asked = (view.seat, tuple(pans), len(view.facts or ()))
        shown = self._spans.key, self._spans.value
        spans = self._spans.get(
            asked, lambda: _within(quick, asked, *shown), port.background, pan_bounds, view, pans
        )
        return per, spans, target

    def waiting(self) -> bool:
        """The proof of the pans' ranges is under way."""
        return self._spans.waiting()

    def piece(
        self, view: MightView, i: int, size: tuple[int, int], per: list[Range]
    ) -> pygame.Surface:
        kind, ref = view.final_items[i]
        w, h = size
        if kind == "balloon":
            wager = view.balloons[view.seat][ref] if view.seat is not None else ""
            lift = view.own_lifts[ref] if view.own_lifts and ref < len(view.own_lifts) else 0
            return pieces.tile(f"balloon:{wager}", 0, w, h, f"-{lift}" if lift else "?")
        lo, hi = per[i] if i < len(per) else (1, 20)
        caption = str(lo) if lo == hi else f"{lo}-{hi}"
        return pieces.tile("spirit" if kind == "spirit" else "copy", ref, w, h, caption)

    def sure_balance(self, port: MightPort) -> bool:
        """Every piece is on a pan and what the player knows pins each pan's weight, level
        with the others: the pans balance, whatever the hint would arrange."""
        view = port.view
        if not view.final_items or -1 in self.arrangement(view):
            return False
        _per, spans, _target = self.ranges(port)
        if any(lo != hi for lo, hi in spans):
            return False
        weights = [lo for lo, _hi in spans]
        return max(weights) - min(weights) <= 1

    def hint_pending(self, view: MightView) -> tuple[int, ...] | None:
        """The hinted arrangement while it still differs from the pans (None: no hint)."""
        hinted = self.hinted
        if hinted is None or len(hinted) != len(view.final_items):
            return None
        return None if list(hinted) == self.arrangement(view) else hinted

    def layout(self, view: MightView) -> tuple[list[pygame.Rect], list[tuple[int, pygame.Rect]]]:
        """Where each item is drawn now (pan or tray, in item order), and the hint's ghosts:
        (item, rect) on the pan the hint puts it on, after that pan's own pieces."""
        pans = self.arrangement(view)
        hinted = self.hint_pending(view)
        areas = [TRAY_PIECES]
        for p in range(3):
            pan = self.balance.pan_rect(p)
            areas.append(pygame.Rect(pan.x + 8, pan.y + 52, pan.w - 16, pan.h - 58))
        groups: list[list[int]] = [[], [], [], []]
        for i, p in enumerate(pans):
            groups[p + 1].append(i)
        extra: list[list[int]] = [[], [], [], []]
        if hinted is not None:
            for i, p in enumerate(hinted):
                if pans[i] != p:
                    extra[p + 1].append(i)
        out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(pans)
        ghosts: list[tuple[int, pygame.Rect]] = []
        for area, members, more in zip(areas, groups, extra, strict=True):
            rects = pieces.fit_tiles(len(members) + len(more), area, SIZES, 3)
            for i, r in zip(members, rects, strict=False):
                out[i] = r
            ghosts += list(zip(more, rects[len(members) :], strict=True))
        return out, ghosts

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
        n = self.tried(view, pans)
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
                    port.board_tooltip(("final", i), self._tip(port, i), event.pos)
                    break
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            i = self.drag[0]
            self.drag = None
            pans = self.arrangement(view)
            moved = abs(event.pos[0] - self._down_at[0]) + abs(event.pos[1] - self._down_at[1]) > 6
            if not moved:  # a click: next pan (tray -> 1 -> 2 -> 3 -> 1)
                pans[i] = (pans[i] + 1) % 3
            else:
                pans[i] = -1
                for p in range(3):
                    if self.balance.pan_rect(p).collidepoint(event.pos):
                        pans[i] = p
            self.refresh(port)
            self.sync_feedback(view)
            return True
        return False

    def _tip(self, port: MightPort, i: int) -> str:
        view = port.view
        kind, ref = view.final_items[i]
        lo, hi = self.ranges(port)[0][i]
        if kind == "balloon":
            if lo == hi:
                name = _("A balloon: subtracts its lift {lift}").format(lift=-hi)
            else:
                name = _("A balloon: subtracts its lift {lo} to {hi} (not told)").format(
                    lo=-hi, hi=-lo
                )
        else:
            totem = totem_label(ref)
            if kind == "spirit":
                name = (
                    _("{totem} (your spirit totem): weight {weight}")
                    if lo == hi
                    else _("{totem} (your spirit totem): weight {lo} to {hi} by what you know")
                ).format(totem=totem, weight=lo, lo=lo, hi=hi)
            else:
                name = (
                    _("{totem} (copy): weight {weight}")
                    if lo == hi
                    else _("{totem} (copy): weight {lo} to {hi} by what you know")
                ).format(totem=totem, weight=lo, lo=lo, hi=hi)
        return _("{piece}. Drag onto a pan, or click to cycle.").format(piece=name)

    def update(self, dt: float) -> None:
        self.balance.update(dt)
        self.revealing = self.revealing and self.balance.animating

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, port: MightPort, bg: pygame.Surface) -> None:
        """The board from a cached picture (rebuilt only when pieces, pans or texts change),
        then the dragged piece and the buttons."""
        view = port.view
        per, sums, target = self.ranges(port)
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
            surface.blit(self.piece(view, self.drag[0], size, per), self.drag_pos)
        for b in (self.submit_button, self.clear_button):
            b.draw(surface)
        if self.hint_pending(view) is not None:
            self.place_hint_button.draw(surface)

    def succeeded(self, view: MightView) -> bool:
        """The viewer's final is done and balanced (not ended by a sixth failure)."""
        seat = view.seat
        return seat is not None and view.final_done[seat] and view.marks[seat] < ATTEMPTS

    def verdict_text(self, view: MightView) -> str:
        """The last attempt's answer and what it means: balanced, or the sixth failure."""
        if view.seat is not None and self.succeeded(view):
            weight = view.final_weight[view.seat]
            exact = self._ranges[2][0] == self._ranges[2][1]
            return balanced_words(view.marks[view.seat] + 1, weight, exact)
        if not view.feedback or view.seat is None:
            return ""
        n = view.marks[view.seat]  # the sixth failure mark
        _arranged, heavy, light = view.feedback[-1]
        return _(
            "Attempt {n}: pan {heaviest} heaviest, pan {lightest} lightest. That was your "
            "last attempt: your final weight is 0. Your guesses can still cost the others."
        ).format(n=n, heaviest=heavy + 1, lightest=light + 1)

    def _draw_verdict(self, surface: pygame.Surface, view: MightView) -> None:
        """The verdict over the bottom row, and the button on to the guesses."""
        box = pygame.Rect(320, 640, 570, 72)
        pygame.draw.rect(surface, theme.BG_DEEP, box, border_radius=8)
        edge = theme.OK if self.succeeded(view) else theme.DANGER
        pygame.draw.rect(surface, edge, box, 2, border_radius=8)
        lines = pieces.wrap(self.verdict_text(view), box.w - 20, "bold", 17)[:3]
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (box.x + 10, box.y + 6 + i * 21), "bold", 17, theme.TEXT)
        self.verdict_button.label = (
            pgettext("close panel", "Continue") if self.succeeded(view) else _("On to the guesses")
        )
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
            self._draw_pan_head(surface, p, pans.count(p), sums[p], target)
        surface.blit(_box(TRAY.size), TRAY)
        tray = pans.count(-1)
        text = ngettext("Tray · {n} piece to place", "Tray · {n} pieces to place", tray)
        theme.blit_text(
            surface, text.format(n=tray), (TRAY.x + 10, TRAY.y + 4), "bold", 18, theme.TEXT
        )
        slots, ghosts = self.layout(view)
        for i, r in ghosts:  # the hint's pieces, faint in the hint's colour, where it puts them
            ghost = self.piece(view, i, r.size, per).copy()
            ghost.set_alpha(GHOST_ALPHA)
            surface.blit(ghost, r)
            pygame.draw.rect(surface, HINT_COLOUR, r.inflate(4, 4), 2, border_radius=7)
        for i, r in enumerate(slots):
            if self.drag is not None and self.drag[0] == i:
                continue
            surface.blit(self.piece(view, i, r.size, per), r)
        self._draw_history(surface, view, pans)
        tries = len(view.feedback or ())
        assert view.seat is not None  # the final pans are a seat's own
        marks = view.marks[view.seat]
        theme.blit_text(
            surface,
            ngettext(
                "Attempt {n} of {all} · {marks} failure mark",
                "Attempt {n} of {all} · {marks} failure marks",
                marks,
            ).format(n=min(tries + 1, ATTEMPTS), all=ATTEMPTS, marks=marks),
            (512, 675),
            "bold",
            18,
            theme.TEXT,
            "midleft",
        )
        text = self._advice(view, pans, sums, target)
        size = 18  # one line, or two smaller ones clear of the beam
        lines = pieces.wrap(text, 876, "body", size)
        if len(lines) > 1:
            size = 16
            lines = pieces.wrap(text, 876, "body", size)
        step = size + 2
        for i, line in enumerate(lines[:2]):
            theme.blit_text(surface, line, (12, 54 + i * step), "body", size, theme.TEXT)

    def _advice(self, view: MightView, pans: list[int], spans: list[Range], target: Range) -> str:
        """The line over the pans: the last attempt's answer while the pans are as it weighed
        them, else why a pan is marked too light or too heavy, else the target."""
        n = None if self.verdict is not None else self.tried(view, pans)
        if n is not None:
            _arranged, heavy, light = view.feedback[n - 1]
            return attempt_words(n, heavy, light, spans, target)
        miss = (
            ""
            if self.verdict is not None
            else misses(spans, [pans.count(p) for p in range(3)], target)
        )
        return miss or target_words(target)

    def _draw_pan_head(
        self, surface: pygame.Surface, p: int, n: int, weighs: Range, target: Range
    ) -> None:
        """'Pan 1 · 7 pieces' and what it can weigh, coloured when it surely misses the target."""
        pan = self.balance.pan_rect(p)
        head = ngettext("Pan {pan} · {n} piece", "Pan {pan} · {n} pieces", n).format(pan=p + 1, n=n)
        theme.blit_text(surface, head, (pan.x + 10, pan.y + 4), "bold", 18, theme.GOLD_BRIGHT)
        lo, hi = weighs
        if not n:
            # TRANSLATORS: a pan of the final balance with no piece on it
            text, colour = _("empty"), theme.TEXT_DIM
        else:
            exact = lo == hi
            text = _("weighs {weight}") if exact else _("can weigh {lo} to {hi}")
            colour = theme.TEXT
            if hi < target[0]:
                text = (
                    _("weighs {weight}: too light")
                    if exact
                    else _("can weigh {lo} to {hi}: too light")
                )
                colour = TOO_LIGHT
            elif lo > target[1]:
                text = (
                    _("weighs {weight}: too heavy")
                    if exact
                    else _("can weigh {lo} to {hi}: too heavy")
                )
                colour = TOO_HEAVY
            elif (lo, hi) == target or lo == hi:
                colour = theme.OK if target[0] <= lo and hi <= target[1] else colour
            text = text.format(weight=lo, lo=lo, hi=hi)
        theme.blit_text(surface, text, (pan.x + 10, pan.y + 27), "body", 17, colour)

    def _draw_history(self, surface: pygame.Surface, view: MightView, pans: list[int]) -> None:
        """Every earlier attempt's answer, the one matching the pans now marked."""
        surface.blit(_box(HISTORY.size), HISTORY)
        x, y = HISTORY.x + 10, HISTORY.y + 4
        theme.blit_text(surface, _("Earlier attempts"), (x, y), "bold", 18, theme.TEXT)
        y += 28
        feedback = view.feedback or ()
        if not feedback:
            note = _(
                "None yet. A failed attempt tells you which pan was heaviest and which lightest."
            )
            for line in pieces.wrap(note, HISTORY.w - 20, "body", 16):
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT_DIM)
                y += 20
            return
        now = self.tried(view, pans)
        for n, (_arranged, heavy, light) in enumerate(feedback, start=1):
            colour = theme.GOLD_BRIGHT if n == now else theme.TEXT
            theme.blit_text(surface, f"{n}.", (x, y), "bold", 17, colour)
            text = _("Pan {heaviest} heaviest, {lightest} lightest").format(
                heaviest=heavy + 1, lightest=light + 1
            )
            size = theme.fit_size(text, "body", 17, HISTORY.right - 8 - x - 24, 12)
            theme.blit_text(surface, text, (x + 24, y), "body", size, colour)
            if n == now:
                theme.blit_text(
                    surface, _("the pans now"), (x + 24, y + 19), "body", 15, theme.GOLD
                )
                y += 16
            y += 26
