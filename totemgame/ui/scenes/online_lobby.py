"""The lobby of an online table: its code to give friends, who sits where and who has come.

The host may give a seat nobody took to an AI (choosing its level) and starts the game once
every seat's player is here; the table starts it (nobody moves before), and every player's
table opens then. The messages are polled from the seat's session on the frame loop; the
network is in its link's thread.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import N_, _
from totemgame.net.connection import Phase
from totemgame.net.lobby import everyone_here, lobby_seats
from totemgame.net.table_beacon import table_beacon
from totemgame.storage import online_seats
from totemgame.text import Words
from totemgame.ui import draw, theme
from totemgame.ui.online_bar import status_words
from totemgame.ui.online_seats_menu import give_to_ai
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.net.online_game import OnlineGame
    from totemgame.ui.scene import Host

PANEL = pygame.Rect(190, 100, 900, 500)
ROW = 52


class LobbyScene(MenuScene):
    """Waiting for the seats to fill (see the module docstring)."""

    title = N_("Online table")

    def __init__(self, app: Host, game: OnlineGame) -> None:
        super().__init__(app)
        self.game = game
        self.handed = False  # the table owns the game now
        self.starting = False  # the host asked the table to start
        self._open: tuple[int, ...] = ()  # the open seats the buttons were built for
        game.session.on_message = self._said
        # Friends on the local network hear of the table while it waits for them.
        self.beacon = table_beacon(game, app.settings.shown_player_name())

    def _said(self, text: Words, kind: str) -> None:
        self.starting = False  # a refusal: the host may try again
        self.banners.show(text, kind=kind, seconds=8.0)

    @property
    def is_host(self) -> bool:
        session = self.game.session
        return session.is_host if session.joined else self.game.is_host

    @property
    def ready(self) -> bool:
        session = self.game.session
        return (
            session.joined and not session.open and everyone_here(session.seats, session.connected)
        )

    def build(self) -> None:
        start = self.add_footer(
            _("Leave"), (_("Start"), self.start) if self.game.is_host else None, size=26
        )
        if start is not None:
            start.set_enabled(self.ready, _("The game starts when every player is here."))
        session = self.game.session
        self._open = tuple(session.open) if session.joined else ()
        if not self.is_host:
            return
        for seat in self._open:
            if 0 <= seat < len(session.seats):
                y = PANEL.y + 150 + seat * ROW - 6
                rect = (PANEL.x + 640, y, theme.ui(220), 40)
                self.add(
                    Button(rect, _("Give to an AI"), functools.partial(self.give, seat), size=18)
                )

    def give(self, seat: int) -> None:
        """Ask the host which AI plays `seat` (nobody has taken it)."""
        give_to_ai(self.app, self.game.session, seat, before_start=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        session = self.game.session
        session.update()
        if self.beacon is not None:
            self.beacon.update()
        if session.joined and tuple(session.open) != self._open:
            self.rebuild()
        start = self.find_button(_("Start"))
        if start is not None:
            start.set_enabled(
                self.ready and not self.starting, _("The game starts when every player is here.")
            )
        if session.joined and session.started:
            self._open_table()
        elif self.game.status().phase in (Phase.LOST, Phase.TAKEN):
            self._gone()

    def _stop_beacon(self) -> None:
        if self.beacon is not None:
            self.beacon.stop()
            self.beacon = None

    def _gone(self) -> None:
        from totemgame.ui.widgets.dialog import message

        self._stop_beacon()
        status = self.game.status()
        text = status_words(status, self.game.code)
        if status.phase is Phase.LOST:  # the seat cannot be taken again
            online_seats.let_go(self.game.link.url, self.game.code)
        self.handed = True  # closed here, once
        self.game.close()
        message(self.app, _("Cannot join"), text, on_close=self._leave)

    def invitation(self) -> str:
        """Who else comes to the table, and how, in words for this seat's player."""
        if self.is_host:
            return _("Give your friends the code and the server's address.")
        return _("More players join with this code and the server's address.")

    def start(self) -> None:
        """The host asks the table to start; every player's table opens when it has."""
        if not self.ready or self.handed or self.starting:
            return
        self.starting = True
        self.game.session.start()

    def _open_table(self) -> None:
        if self.handed:
            return
        from totemgame.ui.table_factory import online_table

        self._stop_beacon()
        table = online_table(self.app, self.game)
        self.handed = True
        self.app.set_root(table)

    def _leave(self) -> None:
        self.app.pop()

    def back(self) -> None:
        if self.game.hosting is None:
            self._leave()
            return
        from totemgame.ui.widgets.dialog import confirm

        confirm(
            self.app,
            _("Close the table?"),
            _("This computer hosts the table: leaving closes it for everyone."),
            self._leave,
            yes=_("Leave"),
            no=_("Stay"),
        )

    def exit(self) -> None:
        self._stop_beacon()
        if not self.handed:
            self.handed = True
            self.game.close()

    def next_frame_in(self) -> float | None:
        return 0.1  # news from the network comes without input

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        x = PANEL.x + 40
        theme.blit_text(surface, _("Table code"), (x, PANEL.y + 24), "bold", theme.BODY, theme.INK)
        theme.blit_text(surface, self.game.code, (x, PANEL.y + 52), "bold", 56, theme.GOLD_DARK)
        where = _("Server: {address}").format(address=self.game.address)
        theme.blit_text(surface, where, (x + 330, PANEL.y + 30), "bold", theme.BODY, theme.INK)
        # the invitation wraps in the room right of the code (a long language takes two lines)
        room = PANEL.right - 20 - (x + 330)
        lines, size = theme.fit_lines(self.invitation(), "body", theme.SMALL, room, 70)
        step = theme.font("body", size).get_linesize()
        for k, line in enumerate(lines):
            theme.blit_text(
                surface, line, (x + 330, PANEL.y + 66 + k * step), "body", size, theme.INK_SOFT
            )
        session = self.game.session
        y = PANEL.y + 150
        if not session.joined:
            theme.blit_text(
                surface,
                status_words(self.game.status(), self.game.code),
                (x, y),
                "bold",
                theme.BODY,
                theme.INK,
            )
            return
        me = session.viewer if session.viewer is not None else -1
        palette = theme.player_colours(self.app.settings.colour_blind)
        for row in lobby_seats(session.seats, session.connected, me):
            colour = palette[session.seats[row.seat].colour % len(palette)].rgb
            pygame.draw.circle(surface, colour, (x + 14, y + 16), 11)
            name = _("{name} (you)").format(name=row.name) if row.you else row.name
            theme.blit_text(surface, name, (x + 40, y + 2), "bold", theme.BODY, theme.INK)
            if not row.human:
                state, ink = _("Computer player"), theme.INK_SOFT
            elif row.here:
                state, ink = _("Here"), theme.JUNGLE
            elif row.seat in session.open:  # the host's row has its button beside: short
                state = _("Open") if self.is_host else _("Open: waiting for a friend")
                ink = theme.INK_SOFT
            else:
                state, ink = _("Away"), theme.INK_SOFT
            theme.blit_text(surface, state, (x + 420, y + 2), "body", theme.BODY, ink)
            y += ROW
        if self.is_host:
            text = (
                _("Starting the game...")
                if self.starting
                else _("Everyone is here. Start the game!")
                if self.ready
                else _("The game starts when every seat is taken or given to an AI.")
            )
        else:
            text = (
                _("Everyone is here: waiting for the host to start the game.")
                if self.ready
                else _("Waiting for the other players and for the host to start the game...")
            )
        theme.blit_text(
            surface,
            text,
            (PANEL.centerx, PANEL.bottom - 40),
            "bold",
            theme.BODY,
            theme.INK,
            "center",
        )
