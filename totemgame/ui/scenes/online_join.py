"""Join a table: the server's address, the table's code and your name; the seat is asked for
off the frame loop. Tables announced on the local network (net/heard_tables.py) are listed
beside: picking one fills in its address; typing one always works."""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

import pygame

from totemgame import games
from totemgame.i18n import N_, _, ngettext
from totemgame.net import protocol
from totemgame.net.beacon import BeaconError, beacon_address
from totemgame.net.heard_tables import HeardTable, HeardTables
from totemgame.net.lobby import DEFAULT_PORT, AddressError, Request, server_url, table_code
from totemgame.net.online_game import sit
from totemgame.storage import online_seats
from totemgame.ui import draw, theme
from totemgame.ui.online_bar import unreachable_words
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.label import Label
from totemgame.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

log = logging.getLogger("totemgame.net.beacon")

PANEL = pygame.Rect(40, 110, 720, 440)
NEARBY = pygame.Rect(790, 110, 450, 440)  # the tables heard on the local network
NEARBY_ROWS = 4
REFUSALS = {
    "unknown_table": N_("There is no table {code} on this server. Check the code with your host."),
    "full": N_("Every seat of table {code} is taken."),
}


class JoinScene(MenuScene):
    """Take a seat at a friend's table (see the module docstring)."""

    title = N_("Join a table")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.address = f"127.0.0.1:{DEFAULT_PORT}"
        self.code = ""
        # A player whose app closed comes back to the table they left (a table this app
        # hosted comes back with its server, under Continue).
        last = next((s for s in online_seats.held_seats() if not s.hosted), None)
        if last is not None:
            self.address = last.url.removeprefix("ws://")
            self.code = last.code
        self.name = app.settings.shown_player_name()
        self.request: Request | None = None
        self.url = ""
        self.heard = _listen()
        self.nearby: list[HeardTable] = []  # as the buttons show them

    def build(self) -> None:
        x, w = PANEL.x + 40, PANEL.w - 80
        rows = (
            (_("Server address"), self.address, 60, "address"),
            (_("Table code"), self.code, 8, "code"),
            (_("Your name"), self.name, 16, "name"),
        )
        y = PANEL.y + 40
        self.inputs: dict[str, TextInput] = {}
        for label, text, most, key in rows:
            self.add(Label((x, y + 12, 240, 30), label, "bold", theme.BODY, theme.INK))
            field = TextInput(
                (x + 250, y, w - 250, 52),
                text,
                max_len=most,
                on_change=functools.partial(setattr, self, key),
                on_submit=lambda _t: self.join(),
            )
            self.inputs[key] = field
            self.add(field)
            y += 84
        self.add_footer(_("Back"), (_("Join"), self.join))
        self.ui.set_focus(self.inputs["code"])
        self.nearby_buttons: list[Button] = []
        for i in range(NEARBY_ROWS):
            rect = (NEARBY.x + 20, NEARBY.y + 70 + i * 84, NEARBY.w - 40, 72)
            button = Button(rect, "", functools.partial(self.pick, i), size=22)
            button.visible = False
            self.nearby_buttons.append(button)
            self.add(button)
        self.nearby = []

    def pick(self, i: int) -> None:
        """Take the address of the `i`-th table heard; the code still comes from the host."""
        if i < len(self.nearby):
            self.inputs["address"]._set(self.nearby[i].join_address)
            self.ui.set_focus(self.inputs["code"])

    def _show_nearby(self) -> None:
        heard = self.heard.tables()[:NEARBY_ROWS] if self.heard is not None else []
        if heard == self.nearby:
            return
        self.nearby = heard
        for i, button in enumerate(self.nearby_buttons):
            button.visible = i < len(heard)
            if i < len(heard):
                table = heard[i]
                name = games.get(table.said.game).spec.name
                button.label = _("{game}: {host}").format(game=name, host=table.said.host)
                free = ngettext("{n} free seat", "{n} free seats", table.said.free)
                button.detail = f"{free.format(n=table.said.free)} - {table.join_address}"

    def join(self) -> None:
        if self.request is not None:
            return
        try:
            self.url = server_url(self.address)
        except AddressError:
            self.banners.show(
                _("This is not a server's address: {address}").format(address=self.address),
                kind="error",
            )
            return
        try:
            code = table_code(self.code)
        except AddressError:
            self.banners.show(_("A table code has six letters and digits."), kind="error")
            return
        self.code = code
        held = online_seats.held_seat(self.url, code)
        if held is not None:  # this player's seat already (the app was closed): sit again
            self._sit(held)
            return
        message = protocol.make("claim", table=code, name=self.name.strip())
        self.request = Request(self.url, message)

    def exit(self) -> None:
        if self.heard is not None:
            self.heard.stop()
            self.heard = None

    def update(self, dt: float) -> None:
        super().update(dt)
        self._show_nearby()
        if self.request is None:
            return
        answer = self.request.answer()
        if answer is None:
            return
        self.request = None
        if isinstance(answer, Exception):
            text = _("The server at {address} cannot be reached: {reason}").format(
                address=self.url.removeprefix("ws://"), reason=unreachable_words(answer)
            )
        elif answer["type"] != "claimed" or not isinstance(answer.get("game"), str):
            code = str(answer.get("code"))
            reason = str(answer.get("reason", ""))[:160]
            text = (
                _(REFUSALS[code]).format(code=self.code)
                if code in REFUSALS
                else _("The server refused: {reason}").format(reason=reason)
            )
        else:
            held = online_seats.HeldSeat(self.url, answer["table"], answer["game"], answer["token"])
            online_seats.hold(held)
            self._sit(held)
            return
        self.banners.show(text, kind="error", seconds=10.0)

    def _sit(self, held: online_seats.HeldSeat) -> None:
        address = self.url.removeprefix("ws://")
        game = sit(held.url, held.game, held.code, held.token, self.app.settings, address)
        self.app.replace(self.app.screens.online_lobby(game))

    def next_frame_in(self) -> float | None:
        if self.request is not None:
            return 0.1
        shown = super().next_frame_in()
        return 0.5 if shown is None else min(shown, 0.5)  # tables heard come without input

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, PANEL, radius=14)
        self._draw_nearby(surface)
        y = PANEL.bottom - 150
        hint = _(
            "Your host tells you the server's address and the table's code. On the host's own "
            "computer the address is 127.0.0.1 and the port the host screen shows."
        )
        for line in theme.wrap(hint, PANEL.w - 80, "body", theme.SMALL):
            theme.blit_text(surface, line, (PANEL.x + 40, y), "body", theme.SMALL, theme.INK_SOFT)
            y += theme.font("body", theme.SMALL).get_linesize()
        if self.request is not None:
            theme.blit_text(
                surface,
                _("Asking the server for a seat..."),
                (theme.WIDTH // 2, theme.HEIGHT - 58),
                "bold",
                theme.BODY,
                theme.GOLD_BRIGHT,
                "center",
            )

    def _draw_nearby(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, NEARBY, radius=14)
        x, w = NEARBY.x + 20, NEARBY.w - 40
        theme.blit_text(
            surface, _("Tables on your network"), (x, NEARBY.y + 18), "heading", 30, theme.INK
        )
        if self.nearby:
            return
        if self.heard is None:
            note = _("Finding tables on your network is off.")
        else:
            note = _(
                "Listening... A friend's table shows here while its lobby waits for players, "
                "if they let other computers join. Or type the address."
            )
        y = NEARBY.y + 80
        for line in theme.wrap(note, w, "body", theme.SMALL):
            theme.blit_text(surface, line, (x, y), "body", theme.SMALL, theme.INK_SOFT)
            y += theme.font("body", theme.SMALL).get_linesize()


def _listen() -> HeardTables | None:
    """Listen for tables' beacons, unless the beacon is off or cannot be (then logged)."""
    try:
        address = beacon_address()
    except BeaconError as exc:
        log.warning("not listening for tables: %s", exc)
        return None
    if address is None:
        return None
    heard = HeardTables(address, frozenset(games.ids()))
    if heard.error is not None:
        log.warning("not listening for tables: %s", heard.error)
        return None
    return heard
