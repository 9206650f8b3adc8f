"""Giving and trading trial copies on screen: modal choosers over the scale section (which of
your copies, then to whom or for which of theirs) and the panel answering offers made to you
(ReplyPanel, once every order is in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.actions import AnswerTrade, Give, OfferTrade
from totemgame.games.totemic_might.content import totem_label
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.port import play
from totemgame.i18n import N_, _, ngettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort
    from totemgame.games.totemic_might.view import MightView

TILE_W, TILE_H = 46, 60
OWN_SIZES = ((46, 60), (40, 52), (34, 44), (28, 37), (24, 31))
THEIR_SIZES = ((46, 60), (40, 52), (34, 44), (30, 39), (26, 34), (22, 29))


def free_copies(view: MightView) -> list[int]:
    """The viewer's trial numbers that may still be given or traded: not weighed this round
    (a weighed copy crumbles) and not already promised in a gift or an offer."""
    seat = view.seat
    if seat is None:
        return []
    promised = {k for k, _to in view.gives or ()} | {t[1] for t in view.trades if t[0] == seat}
    used = set(view.trials_used or ())
    return [k for k in range(len(view.trials[seat])) if k not in promised | used]


def no_copy_reason(view: MightView, verb: str) -> str:
    """Why no trial copy can be given or traded (`verb`: 'give' or 'trade')."""
    seat = view.seat
    give = verb == "give"
    if seat is None or not view.trials[seat]:
        return (
            _("You hold no trial copy to give.") if give else _("You hold no trial copy to trade.")
        )
    if set(view.trials_used or ()) >= set(range(len(view.trials[seat]))):
        if give:
            return _(
                "Your trial copies were weighed this round: they crumble, you cannot give them."
            )
        return _("Your trial copies were weighed this round: they crumble, you cannot trade them.")
    if give:
        return _("Every trial copy you could give is already promised (listed under the buttons).")
    return _("Every trial copy you could trade is already promised (listed under the buttons).")


class _Chooser:
    """A modal panel over the scale: a row of your free trial copies to pick from, then a
    target the subclass draws and handles. Cancel closes it."""

    title = ""
    note = ""
    target_label = ""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.is_open = False
        self.trial: int | None = None  # own trial number chosen
        self.cancel = Button((rect.right - 130, rect.bottom - 52, 126, 44), _("Cancel"), size=20)
        self.cancel.on_click = self.close
        self._copies: list[tuple[pygame.Rect, int, int]] = []  # rect, trial number, totem

    @property
    def active(self) -> bool:
        return self.is_open

    def open(self, trial: int | None, port: MightPort) -> None:
        """Open with `trial` chosen already (None: the player picks it in the panel)."""
        self.is_open, self.trial = True, trial
        self.changed(port)

    def close(self) -> None:
        self.is_open, self.trial = False, None

    def copy_rects(self, view: MightView) -> list[tuple[pygame.Rect, int, int]]:
        """(rect, trial number, totem) of the viewer's free copies, in one or two rows."""
        ks = free_copies(view)
        area = pygame.Rect(self.rect.x + 8, self.rect.y + 100, self.rect.w - 16, 110)
        rects = pieces.fit_tiles(len(ks), area, OWN_SIZES, 6)
        assert view.seat is not None  # only a seat holds copies
        self._copies = [(r, k, view.trials[view.seat][k]) for r, k in zip(rects, ks, strict=True)]
        return self._copies

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        if self.cancel.handle_event(event):
            return True
        view = port.view
        if view.seat is None:
            return False
        if self.handle_target(event, port):
            return True
        for r, k, t in self.copy_rects(view):
            if not r.collidepoint(getattr(event, "pos", (-1, -1))):
                continue
            if event.type == pygame.MOUSEMOTION:
                tip = _("Your trial copy of {totem}: click to choose it.").format(
                    totem=totem_label(t)
                )
                port.board_tooltip(("copy", k), tip, event.pos)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.trial = k
                self.changed(port)
                return True
        return event.type == pygame.MOUSEBUTTONDOWN  # modal: nothing under it takes clicks

    def handle_target(self, event: pygame.event.Event, port: MightPort) -> bool:
        """The subclass's targets (recipients or wanted copies)."""
        return False

    def changed(self, port: MightPort) -> None:
        """The chosen copy changed (subclasses re-check their targets)."""

    def mine(self, view: MightView) -> str:
        """The chosen copy's totem name, or '...' while none is chosen."""
        seat = view.seat
        if self.trial is None or seat is None or self.trial >= len(view.trials[seat]):
            return "..."
        return totem_label(view.trials[seat][self.trial])

    def draw_frame(self, surface: pygame.Surface, port: MightPort) -> int:
        """The panel, its title and note, your copies with the chosen one lit; returns the y
        where the targets start."""
        view = port.view
        x, y = self.rect.x + 8, self.rect.y
        pygame.draw.rect(surface, theme.BG_DEEP, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD_DARK, self.rect, 2, border_radius=10)
        self.cancel.label = _("Cancel")
        theme.blit_text(surface, _(self.title), (x, y + 8), "bold", 20, theme.GOLD_BRIGHT)
        for i, line in enumerate(pieces.wrap(_(self.note), self.rect.w - 16, "body", 16)[:2]):
            theme.blit_text(surface, line, (x, y + 34 + i * 19), "body", 16, theme.TEXT_DIM)
        label = (
            _("Which of your trial copies? Click one:")
            if self.trial is None
            else _("Your trial copy: {totem}").format(totem=self.mine(view))
        )
        colour = theme.TORCH if self.trial is None else theme.TEXT
        theme.blit_text(surface, label, (x, y + 78), "bold", 17, colour)
        for r, k, t in self.copy_rects(view):
            surface.blit(pieces.tile("trial", t, r.w, r.h), r)
            if k == self.trial:
                surface.blit(pieces.glow(r.w + 6, r.h + 6, theme.TORCH), r.inflate(6, 6))
        theme.blit_text(surface, _(self.target_label), (x, y + 218), "bold", 17, theme.TEXT)
        self.cancel.draw(surface)
        return y + 242


class GiveChooser(_Chooser):
    """'Give your copy of X to...': one button per other player; a click gives."""

    title = N_("Give a trial copy")
    note = N_(
        "It goes to them at the end of the round (everyone sees the gift). "
        "Until then you can take it back."
    )
    target_label = N_("Give it to:")

    def __init__(self, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.buttons: dict[int, Button] = {}

    def _buttons(self, port: MightPort) -> dict[int, Button]:
        """One button per other player, two columns (built once: seats never change)."""
        view = port.view
        if not self.buttons:
            others = [s for s in range(view.players) if s != view.seat]
            w = (self.rect.w - 24) // 2
            for i, s in enumerate(others):
                row, col = divmod(i, 2)
                r = (self.rect.x + 8 + col * (w + 8), self.rect.y + 242 + row * 56, w, 48)
                self.buttons[s] = Button(r, port.names[s], size=20)
        return self.buttons

    def open(self, trial: int | None, port: MightPort) -> None:
        self.buttons.clear()  # the viewer (whose "others" they are) may have changed
        super().open(trial, port)

    def changed(self, port: MightPort) -> None:
        view = port.view
        for s, b in self._buttons(port).items():
            n = len(view.trials[s])
            b.detail = ngettext("holds {n} trial copy", "holds {n} trial copies", n).format(n=n)
            why = _("Click the copy to give first.") if self.trial is None else None
            if why is None and self.trial is not None:
                why = port.why_not(Give(self.trial, s))
            b.set_enabled(why is None, why or "")
            b.tooltip = _("Give your {totem} copy to {player}.").format(
                totem=self.mine(view), player=port.names[s]
            )
            b.on_click = lambda s=s: self._give(port, s)

    def _give(self, port: MightPort, to: int) -> None:
        view = port.view
        if self.trial is None:
            return
        mine = self.mine(view)
        if port.act(Give(self.trial, to)):
            port.show_message(
                _("At the end of the round your trial copy of {totem} goes to {player}.").format(
                    totem=mine, player=port.names[to]
                )
            )
            self.close()

    def handle_target(self, event: pygame.event.Event, port: MightPort) -> bool:
        for b in self._buttons(port).values():
            if b.handle_event(event):
                return True
            if event.type == pygame.MOUSEMOTION and b.rect.collidepoint(event.pos):
                port.board_tooltip(("give", b.rect.topleft), b.tooltip_text(), event.pos)
        return False

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        if port.view.seat is None:
            self.close()
            return
        self.draw_frame(surface, port)
        for s, b in self._buttons(port).items():
            b.draw(surface)
            bar = pygame.Rect(b.rect.x + 6, b.rect.y + 8, 8, b.rect.h - 18)
            pygame.draw.rect(surface, port.seat_colour(s), bar, border_radius=3)


class TradeChooser(_Chooser):
    """'Trade your copy of X for...': every other player's trial copies; a click offers."""

    title = N_("Offer a trade")
    note = N_(
        "They accept or refuse once every order is in; an accepted trade is made at the end "
        "of the round."
    )
    target_label = N_("For their trial copy:")

    def __init__(self, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self._targets: list[tuple[pygame.Rect, int, int, int]] = []  # rect, seat, trial, totem

    def _layout(self, view: MightView) -> list[tuple[int, int, int]]:
        """(seat, x, y) of each other player's name, their copies below it (one column for
        up to three players, two for more); fills self._targets."""
        self._targets = []
        seats = [s for s in range(view.players) if s != view.seat and view.trials[s]]
        top = self.rect.y + 242
        cols = 1 if len(seats) <= 3 else 2
        per_col = -(-len(seats) // cols) if seats else 1
        row_h = min(90, (self.cancel.rect.y - 8 - top) // per_col)
        col_w = (self.rect.w - 16 - (cols - 1) * 12) // cols
        out = []
        for i, seat in enumerate(seats):
            col, row = divmod(i, per_col)
            x, y = self.rect.x + 8 + col * (col_w + 12), top + row * row_h
            area = pygame.Rect(x, y + 22, col_w, row_h - 28)
            rects = pieces.fit_tiles(len(view.trials[seat]), area, THEIR_SIZES, 5)
            for k, (r, t) in enumerate(zip(rects, view.trials[seat], strict=True)):
                self._targets.append((r, seat, k, t))
            out.append((seat, x, y))
        return out

    def handle_target(self, event: pygame.event.Event, port: MightPort) -> bool:
        view = port.view
        self._layout(view)
        pos = getattr(event, "pos", (-1, -1))
        for r, seat, k, t in reversed(self._targets):  # the topmost of overlapping tiles
            if not r.collidepoint(pos):
                continue
            if event.type == pygame.MOUSEMOTION:
                tip = _("Offer your {totem} copy for {player}'s {other}.").format(
                    totem=self.mine(view), player=port.names[seat], other=totem_label(t)
                )
                port.board_tooltip(("trade", seat, k), tip, pos)
                return False
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                if self.trial is None:
                    port.show_message(_("First click which of your copies you offer."), "warning")
                elif port.act(OfferTrade(self.trial, seat, k)):
                    port.show_message(
                        _(
                            "Offered: your {totem} for {player}'s {other}. "
                            "They answer once every order is in."
                        ).format(
                            totem=self.mine(view), player=port.names[seat], other=totem_label(t)
                        )
                    )
                    self.close()
                return True
        return False

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        view = port.view
        if view.seat is None:
            self.close()
            return
        self.draw_frame(surface, port)
        rows = self._layout(view)
        if not rows:
            theme.blit_text(
                surface,
                _("Nobody else holds a trial copy."),
                (self.rect.x + 8, self.rect.y + 246),
                "body",
                18,
                theme.TEXT,
            )
        for seat, x, y in rows:
            pygame.draw.circle(surface, port.seat_colour(seat), (x + 6, y + 10), 6)
            theme.blit_text(surface, port.names[seat], (x + 18, y), "bold", 17, theme.TEXT)
        for r, _seat, _k, t in self._targets:
            surface.blit(pieces.tile("trial", t, r.w, r.h), r)


class ReplyPanel:
    """The first offer waiting for the viewer's answer, with Accept and Refuse."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        y = rect.y + 250
        self.accept = Button((rect.x, y, 210, 52), _("Accept"), style="primary")
        self.refuse = Button((rect.x + 222, y, 210, 52), _("Refuse"))

    @staticmethod
    def offer(view: MightView) -> tuple[int, int, int, int, int] | None:
        return next((t for t in view.trades if t[2] == view.seat and t[4] < 0), None)

    def handle(self, event: pygame.event.Event, port: MightPort) -> bool:
        offer = self.offer(port.view)
        if offer is None:
            return False
        by, k = offer[0], offer[1]
        self.accept.on_click = play(port, AnswerTrade(by, k, True))
        self.refuse.on_click = play(port, AnswerTrade(by, k, False))
        return self.accept.handle_event(event) or self.refuse.handle_event(event)

    def draw(self, surface: pygame.Surface, port: MightPort) -> None:
        view = port.view
        offer = self.offer(view)
        if offer is None or view.seat is None:
            return
        by, k, _to, want, _answer = offer
        x, y = self.rect.x, self.rect.y
        self.accept.label, self.refuse.label = _("Accept"), _("Refuse")
        theme.blit_text(
            surface, _("A trade is offered to you"), (x, y), "heading", 26, theme.GOLD_BRIGHT
        )
        get, give = view.trials[by][k], view.trials[view.seat][want]
        text = _(
            "{player} offers their trial copy of {totem} for your trial copy of {other}. "
            "It is made at the end of the round."
        ).format(player=port.names[by], totem=totem_label(get), other=totem_label(give))
        for i, line in enumerate(pieces.wrap(text, self.rect.w, "body", 18)[:3]):
            theme.blit_text(surface, line, (x, y + 40 + i * 22), "body", 18, theme.TEXT)
        for i, (t, caption) in enumerate(((get, _("you get")), (give, _("you give")))):
            r = pygame.Rect(x + 40 + i * 220, y + 112, 64, 84)
            surface.blit(pieces.tile("trial", t, r.w, r.h), r)
            theme.blit_text(
                surface, caption, (r.right + 12, r.centery), "bold", 18, theme.TEXT, "midleft"
            )
        waiting = sum(1 for t in view.trades if t[2] == view.seat and t[4] < 0) - 1
        if waiting:
            more = ngettext(
                "{n} more offer after this one.", "{n} more offers after this one.", waiting
            ).format(n=waiting)
            theme.blit_text(surface, more, (x, y + 312), "body", 16, theme.TEXT_DIM)
        for b in (self.accept, self.refuse):
            b.draw(surface)
