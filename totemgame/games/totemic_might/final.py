"""The final challenge: drag every piece (a copy of each totem, your spirit totems, your
balloons) onto the three pans of the Balance of Souls and submit; a failed attempt sinks the
heaviest pan and raises the lightest. Then the guesses of the others' starting totems."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might import art, pieces
from totemgame.games.totemic_might.actions import Arrange, Guess
from totemgame.games.totemic_might.balance import ThreePanBalance
from totemgame.games.totemic_might.content import totem_name
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.scene import MightScene
    from totemgame.games.totemic_might.view import MightView

TW, TH = 36, 48
PER_ROW_PAN = 7
TRAY = pygame.Rect(10, 452, 880, 180)
GUESS_ICON = 30


_tray_surface: list[pygame.Surface] = []


def _tray() -> pygame.Surface:
    """The tray under the balance, drawn once."""
    if not _tray_surface:
        s = pygame.Surface(TRAY.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (44, 32, 22), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, theme.GOLD_DARK, s.get_rect(), 2, border_radius=10)
        _tray_surface.append(s)
    return _tray_surface[0]


class FinalSection:
    """Arrangement by drag and drop (or click to cycle a piece through the pans)."""

    def __init__(self) -> None:
        self.balance = ThreePanBalance(pygame.Rect(10, 96, 880, 350))
        self.pans: dict[int | None, list[int]] = {}  # per seat: pan per item, -1 = tray
        self.drag: tuple[int, tuple[int, int]] | None = None  # (item, grab offset)
        self.drag_pos = (0, 0)
        self.submit_button = Button((10, 648, 300, 54), "Weigh the three pans", style="primary")
        self.clear_button = Button((320, 648, 180, 54), "All to tray", size=20)
        self.shown_feedback = -1
        self._picture: pygame.Surface | None = None  # the arranged board, cached
        self._picture_key: tuple = ()

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
        """Show the heaviest/lightest of the latest failed attempt on the balance."""
        fb = view.feedback or ()
        if len(fb) != self.shown_feedback:
            self.shown_feedback = len(fb)
            if fb:
                _, heavy, light = fb[-1]
                self.balance.show(heavy, light, instant)  # 0-based pans in the view
            else:
                self.balance.show(None, None, True)

    def piece(self, view: MightView, i: int) -> pygame.Surface:
        kind, ref = view.final_items[i]
        if kind == "balloon":
            wager = view.balloons[view.seat][ref] if view.seat is not None else ""
            lift = view.own_lifts[ref] if view.own_lifts and ref < len(view.own_lifts) else 0
            return pieces.tile(f"balloon:{wager}", 0, TW, TH, f"-{lift}" if lift else "?")
        return pieces.tile("spirit" if kind == "spirit" else "copy", ref, TW, TH)

    def slots(self, view: MightView) -> list[pygame.Rect]:
        """Where each item is drawn now (pan or tray, in item order)."""
        pans = self.arrangement(view)
        counts = [0, 0, 0, 0]
        out = []
        for p in pans:
            k = counts[p + 1]
            counts[p + 1] += 1
            if p < 0:
                per = TRAY.w // (TW + 4)
                r, c = divmod(k, per)
                out.append(
                    pygame.Rect(TRAY.x + 6 + c * (TW + 4), TRAY.y + 30 + r * (TH + 4), TW, TH)
                )
            else:
                pan = self.balance.pan_rect(p)
                r, c = divmod(k, PER_ROW_PAN)
                out.append(pygame.Rect(pan.x + 8 + c * (TW + 2), pan.y + 50 + r * (TH + 3), TW, TH))
        return out

    def refresh(self, scene: MightScene) -> None:
        view = scene.view
        pans = self.arrangement(view)
        act = Arrange(tuple(pans))
        if -1 in pans:
            reason = f"{pans.count(-1)} pieces are still in the tray: every piece goes on a pan."
        else:
            reason = scene.why_not(act)
        self.submit_button.set_enabled(reason is None, reason or "")
        self.submit_button.on_click = lambda: scene.act(act)
        self.clear_button.on_click = lambda: self._all_to_tray(scene)

    def _all_to_tray(self, scene: MightScene) -> None:
        self.pans[scene.view.seat] = [-1] * len(scene.view.final_items)
        self.refresh(scene)

    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        view = scene.view
        if not view.final_items or view.seat is None:
            return False
        for b in (self.submit_button, self.clear_button):
            if b.handle_event(event):
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
            for i, r in enumerate(slots):
                if r.collidepoint(event.pos):
                    kind, ref = view.final_items[i]
                    name = (
                        "a balloon (subtracts its lift)"
                        if kind == "balloon"
                        else (
                            f"{totem_name(ref)} ({'your spirit totem' if kind == 'spirit' else 'copy'})"
                        )
                    )
                    scene.board_tooltip(
                        ("final", i), f"{name}. Drag onto a pan, or click to cycle.", event.pos
                    )
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
            self.refresh(scene)
            return True
        return False

    def update(self, dt: float) -> None:
        self.balance.update(dt)

    def draw(
        self, surface: pygame.Surface, scene: MightScene, sums: list[str], bg: pygame.Surface
    ) -> None:
        """The board from a cached picture (rebuilt only when pieces, pans or texts change),
        then the dragged piece and the buttons."""
        view = scene.view
        key = (
            view.seat,
            tuple(self.arrangement(view)),
            self.drag[0] if self.drag else -1,
            tuple(int(o) for o in self.balance.offset),
            len(view.feedback or ()),
            tuple(sums),
        )
        if self._picture is None:
            self._picture = pygame.Surface(bg.get_size())
        if key != self._picture_key:
            self._picture_key = key
            self._picture.blit(bg, (0, 0))
            self._draw_picture(self._picture, view, sums)
        surface.blit(self._picture, (0, 0))
        if self.drag is not None:
            surface.blit(self.piece(view, self.drag[0]), self.drag_pos)
        for b in (self.submit_button, self.clear_button):
            b.draw(surface)

    def _draw_picture(self, surface: pygame.Surface, view: MightView, sums: list[str]) -> None:
        self.balance.draw_frame(surface)
        pans = self.arrangement(view)
        for p in range(3):
            pan = self.balance.pan_rect(p)
            n = pans.count(p)
            theme.blit_text(
                surface,
                f"Pan {p + 1} · {n} pieces",
                (pan.x + 10, pan.y + 4),
                "bold",
                18,
                theme.GOLD_BRIGHT,
            )
            if p < len(sums):
                theme.blit_text(
                    surface,
                    sums[p],
                    (pan.x + 10, pan.y + 26),
                    "body",
                    16,
                    theme.TEXT,
                )
        surface.blit(_tray(), TRAY)
        theme.blit_text(
            surface,
            f"Tray · {pans.count(-1)} pieces to place",
            (TRAY.x + 10, TRAY.y + 4),
            "bold",
            18,
            theme.TEXT,
        )
        slots = self.slots(view)
        for i, r in enumerate(slots):
            if self.drag is not None and self.drag[0] == i:
                continue
            surface.blit(self.piece(view, i), r)
        marks = view.marks[view.seat]
        tries = len(view.feedback or ())
        theme.blit_text(
            surface,
            f"Attempt {tries + 1} of 6 · failure marks: {marks}",
            (512, 675),
            "bold",
            18,
            theme.TEXT,
            "midleft",
        )
        if view.feedback:
            _, heavy, light = view.feedback[-1]
            text = f"Not level! Pan {heavy + 1} was heaviest, pan {light + 1} lightest. Move pieces and try again."
            col = theme.GOLD_BRIGHT
        else:
            text = "Put every piece on a pan so the three pans weigh the same. Balloons lift: they subtract."
            col = theme.TEXT
        theme.blit_text(surface, text, (12, 60), "bold" if view.feedback else "body", 18, col)


class GuessSection:
    """One row per other player: click the totem you think they started with."""

    def __init__(self) -> None:
        self.choice: dict[int | None, dict[int, int]] = {}
        self.submit_button = Button((10, 648, 300, 54), "Submit guesses", style="primary")

    def rows(self, view: MightView) -> list[int]:
        return [s for s in range(view.players) if s != view.seat]

    def cell(self, row: int, t: int) -> pygame.Rect:
        return pygame.Rect(190 + t * (GUESS_ICON + 4), 100 + row * 78, GUESS_ICON, GUESS_ICON + 10)

    def refresh(self, scene: MightScene) -> None:
        view = scene.view
        mine = self.choice.setdefault(view.seat, {})
        missing = [s for s in self.rows(view) if s not in mine]
        act = Guess(tuple(-1 if s == view.seat else mine.get(s, 0) for s in range(view.players)))
        reason = f"Guess for every player ({len(missing)} left)." if missing else scene.why_not(act)
        self.submit_button.set_enabled(reason is None, reason or "")
        self.submit_button.on_click = lambda: scene.act(act)

    def handle(self, event: pygame.event.Event, scene: MightScene) -> bool:
        view = scene.view
        if self.submit_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, s in enumerate(self.rows(view)):
                for t in range(20):
                    if self.cell(row, t).collidepoint(event.pos):
                        self.choice.setdefault(view.seat, {})[s] = t
                        self.refresh(scene)
                        return True
        if event.type == pygame.MOUSEMOTION:
            for row, s in enumerate(self.rows(view)):
                for t in range(20):
                    if self.cell(row, t).collidepoint(event.pos):
                        scene.board_tooltip(
                            ("guess", s, t),
                            f"{scene.names[s]} started with {totem_name(t)}?",
                            event.pos,
                        )
        return False

    def draw(self, surface: pygame.Surface, scene: MightScene) -> None:
        view = scene.view
        mine = self.choice.get(view.seat, {})
        theme.blit_text(
            surface,
            "Guess each player's starting spirit totem: every right guess costs them 3.",
            (12, 64),
            "body",
            18,
            theme.TEXT,
        )
        for row, s in enumerate(self.rows(view)):
            y = self.cell(row, 0).y
            pygame.draw.circle(surface, scene.seat_colour(s), (22, y + 24), 9)
            theme.blit_text(surface, scene.names[s], (38, y + 12), "bold", 18, theme.TEXT)
            # Extra spirits come from the pool and yours is your own: never their start.
            extras = set(view.spirits[s]) if view.spirits else set()
            if view.start >= 0:
                extras.add(view.start)
            if s in mine:
                theme.blit_text(
                    surface, totem_name(mine[s]), (38, y + 36), "body", 16, theme.GOLD_BRIGHT
                )
            for t in range(20):
                r = self.cell(row, t)
                surface.blit(art.totem_figure(t, GUESS_ICON, GUESS_ICON + 10), r)
                if t in extras:
                    pygame.draw.line(surface, theme.TEXT_DIM, r.topleft, r.bottomright, 2)
                if mine.get(s) == t:
                    surface.blit(pieces.glow(r.w + 4, r.h + 4, theme.GOLD_BRIGHT), r.inflate(4, 4))
        self.submit_button.draw(surface)
