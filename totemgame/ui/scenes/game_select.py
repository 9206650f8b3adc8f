"""Game select: one card per registered game (art, name, player counts, pitch).

Three purposes: set up a game (each card also offers its "Learn to play" tutorial), read its
rules, or learn it (`learn`: a card opens the tutorial). A game whose tutorial was completed
wears a gold check mark."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.i18n import N_, _, ngettext
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.table.tables import game_table
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from collections.abc import Callable

    from totemgame.engine.module import GameModule
    from totemgame.ui.scene import Host

CARD_W, CARD_H = 360, 410  # the widest card; with more games the cards narrow to fit one row
MAX_PER_ROW = 5
GAP = 24


def card_art(module: GameModule[Any], size: tuple[int, int]) -> pygame.Surface:
    """The game's own card art (its table's `card_art(size)`). A game whose table cannot be
    loaded raises TableMissing (a crash report), never shows a generic picture."""
    art = game_table(module.spec.id).card_art(size)
    if art.get_size() != size:
        art = pygame.transform.smoothscale(art, size)
    return art


def whole_art(module: GameModule[Any], size: tuple[int, int]) -> pygame.Surface:
    """The card art in a strip of `size`: a strip flatter than 16:9 (a large UI scale) gets the
    picture drawn at 16:9 and shrunk into its middle on a mat, so it is never cut off."""
    w, h = size
    natural = w * 9 // 16
    if h >= natural:
        return card_art(module, size)
    full = card_art(module, (w, natural))
    small = pygame.transform.smoothscale(full, (w * h // natural, h))
    strip = pygame.Surface(size)
    strip.fill(theme.PARCHMENT_DARK)  # a mat on both sides, as around a framed picture
    at = small.get_rect(center=strip.get_rect().center)
    strip.blit(small, at)
    pygame.draw.rect(strip, theme.GOLD_DARK, at, 1)
    return strip


def fit_pitches(pitches: list[str], size: tuple[int, int]) -> tuple[int, int]:
    """The picture height and text size for cards of `size` so that every pitch shows whole:
    the UI scale's text size with the full picture, else a smaller picture (down to half),
    then smaller text (down to the 100% size). One answer for all cards, so they match."""
    w, h = size
    full_art = int(min(200, (w - 32) * 3 // 4) / theme.ui_scale())
    for text in range(theme.ui(theme.SMALL), theme.SMALL - 1, -1):
        lh = text * 22 // theme.SMALL
        for art_h in (full_art, full_art * 3 // 4, full_art // 2):
            room = h - 12 - (16 + art_h + theme.ui(92))
            if all(len(theme.wrap(p, w - 32, "body", text)) * lh <= room for p in pitches):
                return art_h, text
    return full_art // 2, theme.SMALL


class GameCard(Widget):
    """A clickable card for one game."""

    focus_ring = False  # the card lifts and rings itself

    def __init__(
        self,
        rect: pygame.Rect,
        module: GameModule[Any],
        on_pick: Callable[[str], None],
        learned: bool = False,
    ) -> None:
        super().__init__(rect, tooltip=_(module.spec.pitch))
        self.module = module
        self.on_pick = on_pick
        self.learned = learned  # its tutorial was completed: a check mark on the picture
        self._pressed = False
        self._surface: pygame.Surface | None = None
        self.fit = fit_pitches([_(module.spec.pitch)], self.rect.size)  # the scene sets one for all

    def activate(self) -> None:
        self.on_pick(self.module.spec.id)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif is_click_down(event) and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        elif is_click_up(event) and self._pressed:
            self._pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def _render(self) -> pygame.Surface:
        if self._surface is None:
            spec = self.module.spec
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            draw.parchment(surf, surf.get_rect(), radius=14, shadow=False)
            w = self.rect.w
            # A larger UI scale gives the text the room and the picture less; the whole pitch
            # must fit, so the text may come down towards the 100% size and the picture shrink.
            art_h, text_size = self.fit
            lines = theme.wrap(_(spec.pitch), w - 32, "body", text_size)
            lh = text_size * 22 // theme.SMALL
            art = whole_art(self.module, (w - 32, art_h))
            art_rect = art.get_rect(midtop=(w // 2, 16))
            surf.blit(art, art_rect)
            pygame.draw.rect(surf, theme.GOLD_DARK, art_rect, 2)
            if self.learned:
                _check_mark(surf, (art_rect.right - 22, art_rect.top + 22))
            # The name in the largest heading size that fits the card on one line.
            size = 38
            while size > 24 and theme.font("heading", size).size(spec.name)[0] > w - 24:
                size -= 2
            theme.blit_text(
                surf,
                spec.name,
                (w // 2, art_rect.bottom + theme.ui(32)),  # its descenders clear the line below
                "heading",
                size,
                theme.INK,
                "center",
            )
            players = (
                _("{least}-{most} players").format(least=spec.min_players, most=spec.max_players)
                if spec.min_players != spec.max_players
                else ngettext("{n} player", "{n} players", spec.min_players).format(
                    n=spec.min_players
                )
            )
            theme.blit_text(
                surf,
                players,
                (self.rect.w // 2, art_rect.bottom + theme.ui(68)),
                "bold",
                theme.ui(theme.SMALL),
                theme.INK_SOFT,
                "center",
            )
            top = art_rect.bottom + theme.ui(92)
            room = max(1, (self.rect.h - 12 - top) // lh)
            if len(lines) > room:  # only on a tiny window: the whole pitch is in the tooltip
                lines = lines[: room - 1] + [lines[room - 1] + " …"]
            for i, ln in enumerate(lines):
                theme.blit_text(
                    surf,
                    ln,
                    (self.rect.w // 2, top + i * lh),
                    "body",
                    text_size,
                    theme.INK,
                    "midtop",
                )
            self._surface = surf
        return self._surface

    def draw(self, surface: pygame.Surface) -> None:
        lift = -6 if (self.hovered or self.focused) else 0
        rect = self.rect.move(0, lift)
        draw.shadow_rect(surface, rect, 14, offset=8 if lift else 4)
        surface.blit(self._render(), rect)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(6, 6), 3, border_radius=16)


def _check_mark(surf: pygame.Surface, centre: tuple[int, int]) -> None:
    """The "tutorial completed" badge: a gold disc with a dark check mark."""
    x, y = centre
    pygame.draw.circle(surf, theme.INK, centre, 17)
    pygame.draw.circle(surf, theme.GOLD_BRIGHT, centre, 15)
    pygame.draw.lines(surf, theme.INK, False, [(x - 8, y), (x - 2, y + 7), (x + 9, y - 7)], 4)


class GameSelectScene(MenuScene):
    """Choose a game to set up (or, with `for_rules`, whose rules to read; with `learn`, whose
    tutorial to play)."""

    def __init__(self, app: Host, for_rules: bool = False, learn: bool = False) -> None:
        super().__init__(app)
        self.for_rules = for_rules
        self.learn = learn and not for_rules
        self.title = (
            N_("Which rules?")
            if for_rules
            else N_("Learn to play: which game?")
            if self.learn
            else N_("Choose a game")
        )
        self.cards: list[GameCard] = []
        self.learn_buttons: dict[str, Button] = {}

    def build(self) -> None:
        from totemgame import games, tutorial
        from totemgame.storage import tutorial_progress

        self.cards = []
        self.learn_buttons = {}
        progress = tutorial_progress.read_all()
        modules = []
        for gid in games.ids():
            try:
                modules.append(games.get(gid))
            except Exception as exc:  # one broken game must not hide the others
                self.banners.show(
                    _("{game} could not be loaded: {reason}").format(game=gid, reason=exc),
                    kind="error",
                )
        n = max(len(modules), 1)
        per_row = min(n, MAX_PER_ROW)
        # Every game on one row: up to three at full width, more as narrower cards.
        card_w = min(CARD_W, (theme.WIDTH - 80 - (per_row - 1) * GAP) // per_row)
        x0 = theme.WIDTH // 2 - (per_row * card_w + (per_row - 1) * GAP) // 2
        # Setting up a game: under each card, its tutorial ("Learn to play").
        offer = not self.for_rules and not self.learn
        learn_h = theme.ui(40) + 12 if offer else 0
        for i, m in enumerate(modules):
            col = i % per_row
            card_h = min(theme.ui(CARD_H), theme.HEIGHT - 130 - theme.ui(56) - 60 - learn_h)
            rect = pygame.Rect(x0 + col * (card_w + GAP), 130, card_w, card_h)
            gid = m.spec.id
            learned = progress.get(gid, tutorial_progress.Progress()).completed
            card = GameCard(rect, m, self.pick, learned=learned)
            card.visible = i // per_row == getattr(self, "page", 0)
            self.cards.append(card)
            self.add(card)
            if offer and tutorial.exists(gid):
                at = progress.get(gid, tutorial_progress.Progress()).step
                label = _("Resume lesson") if at else _("Learn to play")
                tip = _("A guided first game of {game}").format(game=m.spec.name)
                button = Button(
                    (rect.x + 16, rect.bottom + 12, rect.w - 32, theme.ui(40)),
                    label,
                    functools.partial(self.open_tutorial, gid),
                    size=20,
                    tooltip=tip,
                )
                button.visible = card.visible
                self.learn_buttons[gid] = button
                self.add(button)
        if self.cards:  # one picture height and text size for all: the cards match
            fit = fit_pitches([_(c.module.spec.pitch) for c in self.cards], self.cards[0].rect.size)
            for card in self.cards:
                card.fit = fit
        pages = (len(modules) + per_row - 1) // per_row
        bw, bh = theme.ui(200), theme.ui(56)
        by = theme.HEIGHT - bh - 30
        self.add(Button((40, by, bw, bh), _("Back"), self.back))
        if pages > 1:
            self.add(Button((theme.WIDTH - 40 - bw, by, bw, bh), _("More games"), self.next_page))
        if self.cards:
            self.ui.set_focus(next(c for c in self.cards if c.visible))

    def next_page(self) -> None:
        pages = (len(self.cards) + MAX_PER_ROW - 1) // MAX_PER_ROW
        self.page = (getattr(self, "page", 0) + 1) % max(pages, 1)
        self.rebuild()

    def pick(self, game_id: str) -> None:
        if self.learn:
            self.open_tutorial(game_id)
        elif self.for_rules:
            self.app.push(self.app.screens.rules(game_id))
        else:
            self.app.push(self.app.screens.setup(game_id))

    def open_tutorial(self, game_id: str) -> None:
        from totemgame import tutorial as script
        from totemgame.ui import tutorial_guide as tutorial

        if not script.exists(game_id):
            self.banners.show(_("This game has no tutorial yet: read its Rules."), kind="warning")
            return
        try:
            tutorial.start(self.app, game_id)
        except ValueError as exc:  # a damaged tutorial file or a script the rules refuse
            self.banners.show(str(exc), kind="error")

    def find_card(self, game_id: str) -> GameCard | None:
        return next((c for c in self.cards if c.module.spec.id == game_id), None)
