"""Host a table: the game, its seats (you, remote players, AIs) and where the table is served.

By default this app serves the table itself, on this computer only (127.0.0.1); letting other
computers join is the player's explicit choice, and so is using a server elsewhere. Starting
the server and creating the table happen off the frame loop: the screen says what it waits for.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from totemgame import games
from totemgame.engine.record import SeatInfo
from totemgame.i18n import N_, _
from totemgame.net import protocol
from totemgame.net.lobby import DEFAULT_PORT, AddressError, Request, server_url
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import sit
from totemgame.storage import online_seats
from totemgame.ui import draw, layout, theme
from totemgame.ui.online_bar import unreachable_words
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.label import Label
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec
    from totemgame.ui.scene import Host

REMOTE = "remote"
KINDS = (
    (REMOTE, N_("Remote player")),
    ("ai:easy", N_("AI Easy")),
    ("ai:medium", N_("AI Medium")),
    ("ai:hard", N_("AI Hard")),
)
SEATS = pygame.Rect(30, 100, 800, 500)
SERVER = pygame.Rect(850, 100, 400, 500)
ROW_H = 58
DOT_W = 36
OPTIONS_W = (
    220  # the Game options button, right of the game's choice  # the seat's colour, left of its row
)


class HostScene(MenuScene):
    """Set up a table for friends elsewhere (see the module docstring)."""

    title = N_("Host a table")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game_id = games.ids()[0]
        self.options: dict[str, Any] = self.spec.default_options()  # the game's, as set up
        self.kinds: list[str] = [REMOTE]  # the seats after yours
        self.here = True  # host on this computer
        self.open_to_others = False
        self.address = f"127.0.0.1:{DEFAULT_PORT}"
        self.waiting = ""  # what the screen waits for, said to the player
        self.server: LocalServer | None = None
        self.port = DEFAULT_PORT  # tried first when this computer hosts (a free one if taken)
        self.request: Request | None = None
        self.url = ""

    @property
    def spec(self) -> GameSpec:
        return games.get(self.game_id).spec

    # -- choices ------------------------------------------------------------------------------
    def set_game(self, game_id: str) -> None:
        self.game_id = game_id
        spec = self.spec
        self.options = spec.default_options()
        while len(self.kinds) + 1 > spec.max_players:
            self.kinds.pop()
        while len(self.kinds) + 1 < max(2, spec.min_players):
            self.kinds.append(REMOTE)
        self.rebuild()

    def open_options(self) -> None:
        self.app.push(self.app.screens.game_options(self.spec, self.options))

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind

    def add_seat(self) -> None:
        if len(self.kinds) + 1 < self.spec.max_players:
            self.kinds.append(REMOTE)
            self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.kinds) + 1 > self.spec.min_players and len(self.kinds) > 1:
            del self.kinds[i]
            self.rebuild()

    def set_here(self, here: bool) -> None:
        self.here = here
        self.rebuild()

    def set_open(self, value: bool) -> None:
        self.open_to_others = value

    def set_address(self, text: str) -> None:
        self.address = text

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as the table is created: yours first, then the others."""
        seats = [SeatInfo("human", self.app.settings.shown_player_name(), 0)]
        ais = 0
        for i, kind in enumerate(self.kinds, start=1):
            if kind == REMOTE:
                seats.append(SeatInfo("human", _("Player {number}").format(number=i + 1), i))
            else:
                ais += 1
                seats.append(SeatInfo(kind, _("AI {number}").format(number=ais), i))
        return seats

    # -- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        x, w = SEATS.x + 24, SEATS.w - 48
        names = [(m.spec.id, m.spec.name) for m in games.all_games()]
        choice_w = w - OPTIONS_W - 16 if self.spec.options else w
        self.add(
            Choice((x, SEATS.y + 24, choice_w, 50), names, self.game_id, self.set_game, _("Game"))
        )
        if self.spec.options:  # as the setup of a game at this computer offers them
            self.add(
                Button(
                    (x + w - OPTIONS_W, SEATS.y + 24, OPTIONS_W, 50),
                    _("Game options"),
                    self.open_options,
                    size=20,
                )
            )
        y0 = SEATS.y + 150
        step = layout.row_step(len(self.kinds) + 2, SEATS.bottom - 16 - y0, theme.ui(ROW_H))
        h = step - 12
        self._rows = [(y0 + i * step + h // 2) for i in range(len(self.kinds) + 1)]
        x += DOT_W
        self.add(
            Label((x + 12, y0 + 10, 160, h - 20), _("You"), "bold", theme.BODY, theme.INK),
            Label(
                (x + 180, y0 + 10, 300, h - 20),
                self.app.settings.shown_player_name(),
                "body",
                theme.BODY,
                theme.INK,
            ),
        )
        kinds = [(k, _(label)) for k, label in KINDS]
        for i, kind in enumerate(self.kinds):
            y = y0 + (i + 1) * step
            choice = Choice(
                (x, y, 480, h),
                kinds,
                kind,
                functools.partial(self.set_kind, i),
                tooltip=_("A friend at another computer, or a computer player"),
            )
            remove = Button(
                (x + 500, y, 200, h), _("Remove"), functools.partial(self.remove_seat, i)
            )
            remove.set_enabled(
                len(self.kinds) + 1 > self.spec.min_players and len(self.kinds) > 1,
                _("{game} needs at least {n} players.").format(
                    game=self.spec.name, n=max(2, self.spec.min_players)
                ),
            )
            self.add(choice, remove)
        add = Button(
            (x, y0 + (len(self.kinds) + 1) * step, 240, h), _("+ Add player"), self.add_seat
        )
        add.set_enabled(len(self.kinds) + 1 < self.spec.max_players, "")
        self.add(add)
        self._build_server()
        create = self.add_footer(_("Back"), (_("Create the table"), self.create), width=300)
        self.ui.set_focus(create)

    def _build_server(self) -> None:
        x, w = SERVER.x + 20, SERVER.w - 40
        self.add(
            Toggle(
                (x, SERVER.y + 70, w, 56),
                _("Host on this computer"),
                self.here,
                self.set_here,
                tooltip=_("This app serves the table while you play; no terminal needed"),
            )
        )
        if self.here:
            self.add(
                Toggle(
                    (x, SERVER.y + 140, w, 56),
                    _("Let other computers join"),
                    self.open_to_others,
                    self.set_open,
                    tooltip=_(
                        "Off: only this computer can reach the table (127.0.0.1). On: every "
                        "network of this computer listens; your system may ask to allow it."
                    ),
                )
            )
            return
        self.add(
            Label((x, SERVER.y + 140, w, 30), _("Server address"), "bold", theme.BODY, theme.INK)
        )
        self.add(
            TextInput(
                (x, SERVER.y + 176, w, 50),
                self.address,
                max_len=60,
                on_change=self.set_address,
                placeholder=f"127.0.0.1:{DEFAULT_PORT}",
            )
        )

    # -- creating the table, off the frame loop ----------------------------------------------
    def create(self) -> None:
        if self.waiting:
            return
        if self.here:
            hosted = online_seats.hosted_dir()  # kept there: a restarted app goes on
            self.server = LocalServer(self.port, self.open_to_others, data=hosted)
            self.waiting = _("Starting the server on this computer...")
            return
        try:
            self.url = server_url(self.address)
        except AddressError:
            self.banners.show(
                _("This is not a server's address: {address}").format(address=self.address),
                kind="error",
            )
            return
        self._ask_for_table()

    def _ask_for_table(self) -> None:
        seats = [s.to_json() for s in self.seat_infos()]
        options = self.spec.validate_options(self.options)
        message = protocol.make("create", game=self.game_id, seats=seats, options=options)
        self.request = Request(self.url, message)
        self.waiting = _("Opening the table...")

    def update(self, dt: float) -> None:
        super().update(dt)
        server = self.server
        if server is not None and self.request is None and server.ready.is_set():
            if server.error is not None or server.port is None:
                self._failed(_("The server could not start: {reason}").format(reason=server.error))
                return
            self.url = f"ws://{server.address}"
            self._ask_for_table()
        if self.request is not None:
            self._answered()

    def _answered(self) -> None:
        assert self.request is not None
        answer = self.request.answer()
        if answer is None:
            return
        if isinstance(answer, Exception):
            self._failed(
                _("The server at {address} cannot be reached: {reason}").format(
                    address=self.url.removeprefix("ws://"), reason=unreachable_words(answer)
                )
            )
        elif answer["type"] != "created":
            self._failed(
                _("The server refused the table: {reason}").format(
                    reason=str(answer.get("reason", ""))[:160]
                )
            )
        else:
            # Remembered like a friend's seat; a table this app's server keeps (on disk)
            # is opened again by it when the app comes back (net/comeback.py).
            hosted = self.server is not None and self.server.kept
            if self.server is None or hosted:  # (a table in memory ends with this app)
                held = online_seats.HeldSeat(
                    self.url,
                    answer["table"],
                    self.game_id,
                    answer["token"],
                    hosted=hosted,
                    open_to_others=hosted and self.open_to_others,
                )
                online_seats.hold(held)
            game = sit(
                self.url,
                self.game_id,
                answer["table"],
                answer["token"],
                self.app.settings,
                self._address_for_friends(),
                hosting=self.server,
                is_host=True,
            )
            self.server = None  # the lobby and the table own it now
            self.request = None
            self.waiting = ""
            self.app.replace(self.app.screens.online_lobby(game))

    def _address_for_friends(self) -> str:
        if self.server is None:
            return self.url.removeprefix("ws://")
        return self.server.address_for_friends()

    def _failed(self, text: str) -> None:
        if self.server is not None:
            self.server.stop()
        self.server, self.request, self.waiting = None, None, ""
        self.banners.show(text, kind="error", seconds=10.0)

    def exit(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def next_frame_in(self) -> float | None:
        return 0.1 if self.waiting else super().next_frame_in()

    # -- drawing ------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, SEATS, radius=14)
        draw.parchment(surface, SERVER, radius=14)
        theme.blit_text(
            surface, _("Players"), (SEATS.x + 24, SEATS.y + 90), "heading", 32, theme.INK
        )
        palette = theme.player_colours(self.app.settings.colour_blind)
        for i, y in enumerate(getattr(self, "_rows", [])):
            pygame.draw.circle(surface, palette[i % len(palette)].rgb, (SEATS.x + 38, y), 11)
        theme.blit_text(
            surface, _("Server"), (SERVER.x + 20, SERVER.y + 14), "heading", 32, theme.INK
        )
        if self.waiting:
            theme.blit_text(
                surface,
                self.waiting,
                (theme.WIDTH // 2, theme.HEIGHT - 58),
                "bold",
                theme.BODY,
                theme.GOLD_BRIGHT,
                "center",
            )
        elif self.here:
            note = _("Friends join with the table code and this computer's address.")
            y = SERVER.y + 230
            for line in theme.wrap(note, SERVER.w - 40, "body", theme.SMALL):
                theme.blit_text(
                    surface, line, (SERVER.x + 20, y), "body", theme.SMALL, theme.INK_SOFT
                )
                y += theme.font("body", theme.SMALL).get_linesize()
