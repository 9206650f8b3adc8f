"""Setup: seats (human or AI, name, colour) and the game's options, then Start.

The screen opens as the game was last set up (App.setups; kept across sessions), so a group
that plays again does not set every seat again.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import new_seed
from totemgame.i18n import N_, _, ngettext
from totemgame.storage.setup_memory import LastSetup, SeatChoice, fit_to_game
from totemgame.ui import draw, layout, theme
from totemgame.ui.option_widgets import option_box_width as option_box_width
from totemgame.ui.option_widgets import option_widget
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.label import Label
from totemgame.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

KINDS = (
    ("human", N_("Human")),
    ("ai:random", N_("AI Random")),
    ("ai:easy", N_("AI Easy")),
    ("ai:medium", N_("AI Medium")),
    ("ai:hard", N_("AI Hard")),
)
ROW_H = 58


def panels() -> tuple[pygame.Rect, pygame.Rect]:
    """The seats and options panels; the options get wider at larger UI scales."""
    opt_w = min(theme.ui(400), 440)  # at 150 % the seats need the room more
    h = theme.HEIGHT - bottom_buttons_height() - 30 - 16 - 100
    seats = pygame.Rect(30, 100, theme.WIDTH - 80 - opt_w, h)
    return seats, pygame.Rect(seats.right + 20, 100, opt_w, h)


def bottom_buttons_height() -> int:
    """Back / Rules / Start: taller at larger UI scales."""
    return min(theme.ui(56), 84)


@dataclass
class SeatDraft:
    """A seat being set up."""

    kind: str
    name: str
    colour: int
    named_by_player: bool = False


class SetupScene(MenuScene):
    """Configure a new game of `game_id`."""

    def __init__(self, app: Host, game_id: str) -> None:
        super().__init__(app)
        from totemgame import games

        self.module = games.get(game_id)
        self.spec = self.module.spec
        self.title = ""  # set by build(), in the current language
        self.options: dict[str, Any] = self.spec.default_options()
        count = min(max(2, self.spec.min_players, self.spec.default_players), self.spec.max_players)
        self.seats: list[SeatDraft] = []
        for i in range(count):
            self.seats.append(SeatDraft("human" if i == 0 else "ai:medium", "", i))
        last = app.setups.recall(game_id)
        if last is not None:
            self._restore(last)
        self._rename_defaults()
        self.seat_widgets: list[dict[str, Any]] = []

    # -- the last setup -------------------------------------------------------------------------
    def _restore(self, last: LastSetup) -> None:
        """Take the seats and options of the game's last setup, as far as the game allows
        them now (an outdated or hand-edited value keeps its default)."""
        kinds = [k for k, _ in KINDS]
        fitted = fit_to_game(last, self.spec, kinds, len(theme.PLAYER_COLOURS), "ai:medium")
        self.seats = [
            SeatDraft(c.kind, c.name, c.colour, named_by_player=bool(c.name)) for c in fitted.seats
        ]
        self.options.update(fitted.options)

    def remember(self) -> None:
        """Keep this setup for the game's next setup screen (typed names only: default names
        follow the seat kinds and the player's name in the settings)."""
        seats = tuple(
            SeatChoice(s.kind, s.name.strip() if s.named_by_player else "", s.colour)
            for s in self.seats
        )
        # A setups file that could not be read keeps them for the session: said once.
        self.app.notify(
            self.app.setups.remember(self.spec.id, LastSetup(seats, dict(self.options)))
        )

    # -- seats --------------------------------------------------------------------------------
    def _default_name(self, i: int) -> None:
        seat = self.seats[i]
        if seat.named_by_player:
            return
        if seat.kind == "human":
            humans = [j for j, s in enumerate(self.seats) if s.kind == "human"]
            k = humans.index(i)
            seat.name = (
                self.app.settings.shown_player_name()
                if k == 0
                else _("Player {number}").format(number=k + 1)
            )
        else:
            ais = [j for j, s in enumerate(self.seats) if s.kind != "human"]
            seat.name = _("AI {number}").format(number=ais.index(i) + 1)

    def language_changed(self) -> None:
        self._rename_defaults()  # "Player 2" and "AI 1" in the new language
        super().language_changed()

    def _rename_defaults(self) -> None:
        for i in range(len(self.seats)):
            self._default_name(i)

    def _free_colour(self) -> int:
        used = {s.colour for s in self.seats}
        return next(c for c in range(len(theme.PLAYER_COLOURS)) if c not in used)

    def add_seat(self) -> None:
        if len(self.seats) >= self.spec.max_players:
            return
        self.seats.append(SeatDraft("ai:medium", "", self._free_colour()))
        self._rename_defaults()
        self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= self.spec.min_players:
            return
        del self.seats[i]
        self._rename_defaults()
        self.rebuild()

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i].kind = kind
        self._rename_defaults()
        for j, w in enumerate(self.seat_widgets):
            w["name"].text = self.seats[j].name

    def set_name(self, i: int, name: str) -> None:
        self.seats[i].name = name
        self.seats[i].named_by_player = bool(name.strip())

    def colour_free(self, i: int, colour: int) -> bool:
        """No other seat has `colour` (seat `i` may take it)."""
        return all(s.colour != colour for j, s in enumerate(self.seats) if j != i)

    def set_colour(self, i: int, colour: int) -> None:
        self.seats[i].colour = colour

    def all_ai(self, difficulty: str = "easy") -> None:
        """Make every seat an AI (the self-test uses this)."""
        for s in self.seats:
            s.kind = f"ai:{difficulty}"
        self._rename_defaults()
        self.rebuild()

    # -- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        self.seat_widgets = []
        palette = theme.player_colours(self.app.settings.colour_blind)
        seats_panel, _options_panel = panels()
        self.title = _("New game of {game}").format(game=self.spec.name)
        x = seats_panel.x + 24
        y0 = seats_panel.y + 70
        # Rows grow with the UI scale but always fit the panel (with the "+ Add player" row);
        # the four controls share the row's width.
        step = layout.row_step(len(self.seats) + 1, seats_panel.bottom - 16 - y0, theme.ui(ROW_H))
        h = step - 12
        inner = seats_panel.w - 48 - 3 * 14
        cw, kw, nw = inner * 28 // 100, inner * 28 // 100, inner * 26 // 100
        rw = inner - cw - kw - nw
        for i, seat in enumerate(self.seats):
            y = y0 + i * step
            choice = Choice(
                (x, y, cw, h),
                [(c, _(p.name)) for c, p in enumerate(palette)],
                seat.colour,
                on_change=functools.partial(self.set_colour, i),
                tooltip=_("Player colour"),
                swatches=[p.rgb for p in palette],
            )
            choice.allowed = functools.partial(self.colour_free, i)
            colour: Widget = choice
            if i < len(self.spec.seat_labels):
                # A game of fixed sides: the seat order decides who plays which side.
                side = self.spec.seat_labels[i]
                colour = Label(
                    (x + 12, y + 10, 188, 30),
                    _("Plays {side}").format(side=_(side)),
                    "bold",
                    theme.BODY,
                    theme.INK,
                )
            kind = Choice(
                (x + cw + 14, y, kw, h),
                [(k, _(label)) for k, label in KINDS],
                seat.kind,
                on_change=functools.partial(self.set_kind, i),
                tooltip=_("Human or computer player (and how strong)"),
            )
            name = TextInput(
                (x + cw + kw + 28, y, nw, h),
                seat.name,
                max_len=16,
                on_change=functools.partial(self.set_name, i),
                placeholder=_("Name"),
            )
            remove = Button(
                (x + cw + kw + nw + 42, y, rw, h),
                _("Remove"),
                functools.partial(self.remove_seat, i),
                size=18,
            )
            if len(self.seats) <= self.spec.min_players:
                remove.set_enabled(
                    False,
                    ngettext(
                        "{game} needs at least {n} player.",
                        "{game} needs at least {n} players.",
                        self.spec.min_players,
                    ).format(game=self.spec.name, n=self.spec.min_players),
                )
            self.add(colour, kind, name, remove)
            self.seat_widgets.append(
                {"colour": colour, "kind": kind, "name": name, "remove": remove}
            )
        add = Button(
            (x, y0 + len(self.seats) * step + 4, theme.ui(240), h),
            _("+ Add player"),
            self.add_seat,
            size=20,
        )
        if len(self.seats) >= self.spec.max_players:
            add.set_enabled(
                False,
                ngettext(
                    "{game} is played by at most {n} player.",
                    "{game} is played by at most {n} players.",
                    self.spec.max_players,
                ).format(game=self.spec.name, n=self.spec.max_players),
            )
        self.add(add)
        self._build_options()
        bh = bottom_buttons_height()
        by = theme.HEIGHT - bh - 30
        bw = theme.ui(200)
        self.add(Button((40, by, bw, bh), _("Back"), self.back))
        self.add(Button((theme.WIDTH // 2 - bw // 2, by, bw, bh), _("Rules"), self.rules))
        start = Button(
            (theme.WIDTH - 40 - theme.ui(260), by, theme.ui(260), bh),
            _("Start"),
            self.start,
            style="primary",
            size=26,
        )
        self.add(start)
        self.ui.set_focus(start)

    def _build_options(self) -> None:
        _seats_panel, options_panel = panels()
        x, w = options_panel.x + 20, options_panel.w - 40
        y = options_panel.y + 70
        step = layout.row_step(
            len(self.spec.options), options_panel.bottom - 12 - y, theme.ui(ROW_H)
        )
        h = step - 12
        for opt in self.spec.options:
            self.add(option_widget(opt, self.options, pygame.Rect(x, y, w, h)))
            y += step

    # -- actions --------------------------------------------------------------------------------
    def back(self) -> None:
        self.remember()  # a setup left for the game list is still the one to come back to
        super().back()

    def rules(self) -> None:
        self.app.push(self.app.screens.rules(self.spec.id))

    def build_record(self) -> GameRecord:
        seats = [
            SeatInfo(s.kind, s.name.strip() or _("Player {number}").format(number=i + 1), s.colour)
            for i, s in enumerate(self.seats)
        ]
        options = self.spec.validate_options(self.options)
        return GameRecord(self.spec.id, options, seats, new_seed())

    def start(self) -> None:
        names = [s.name.strip().lower() for s in self.seats]
        if len(set(names)) != len(names):
            self.banners.show(
                _("Two players have the same name; please tell them apart."), kind="warning"
            )
            return
        try:
            record = self.build_record()
        except ValueError as exc:
            self.banners.show(str(exc), kind="error")
            return
        self.remember()
        from totemgame.ui.table_factory import start_game

        start_game(self.app, record)

    # -- drawing --------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        seats_panel, options_panel = panels()
        draw.parchment(surface, seats_panel, radius=14)
        draw.parchment(surface, options_panel, radius=14)
        theme.blit_text(
            surface,
            _("Players"),
            (seats_panel.x + 24, seats_panel.y + 14),
            "heading",
            32,
            theme.INK,
        )
        n, least, most = len(self.seats), self.spec.min_players, self.spec.max_players
        count = (
            ngettext("{n} player", "{n} players", n)
            if least == most
            # TRANSLATORS: the seats at the setup's table and how many the game seats, "3 players (2 to 4)"
            else ngettext("{n} player ({least} to {most})", "{n} players ({least} to {most})", n)
        ).format(n=n, least=least, most=most)
        note = dict(self.spec.player_notes).get(len(self.seats))
        count = _("{count} · {note}").format(count=count, note=_(note)) if note else count
        theme.blit_text(
            surface,
            count,
            (seats_panel.right - 24, seats_panel.y + 26),
            "body",
            theme.SMALL,
            theme.INK_SOFT,
            "topright",
        )
        theme.blit_text(
            surface,
            _("Options"),
            (options_panel.x + 20, options_panel.y + 14),
            "heading",
            32,
            theme.INK,
        )
        if not self.spec.options:
            theme.blit_text(
                surface,
                _("This game has no options."),
                (options_panel.x + 20, options_panel.y + 80),
                "body",
                theme.BODY,
                theme.INK_SOFT,
            )
