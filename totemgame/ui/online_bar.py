"""The table's online badge: the connection's state always in sight, and what changes said.

It sits on the game log's heading row, clear of every board: "Online · ABC234",
"Reconnecting... (3)", or who is away from the table and for how long (on every player's
screen; the referee counts the time). A drop, a return and a player leaving or coming back are
also said over the log; a table gone from the server or a seat taken by another window ends at
the title screen with a clear message. When a player stays away, the host is asked once
whether an AI should play for them until they come back (`give_to_ai`), and the others are told
the host can; the host's Seats button, shown while a player is away, gives a seat to an AI or
takes it back from the AI (ui/online_seats_menu.py). A player asked to let another take back a
move answers in a dialog (ui/online_undo.py). It reads the link's state and the session's
seats, polled a few times a second on the frame loop: the network itself is in the link's
thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.i18n import _
from totemgame.net.connection import Phase, Status
from totemgame.net.lobby import missing
from totemgame.storage import online_seats
from totemgame.ui import theme
from totemgame.ui.online_seats_menu import away_clock, give_to_ai, seats_concerned, seats_menu
from totemgame.ui.online_undo import UndoQuestion
from totemgame.ui.quick_words import QuickWords
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.net.online_game import OnlineGame
    from totemgame.ui.table import TableScene

POLL_SECONDS = 0.25
STAND_IN_AFTER = 20.0  # seconds a player is away before the host is offered an AI for them
HEADING_SIZE = 24  # the "Game log" heading's type
BADGE_SIZE = 16


def badge_words(status: Status, code: str, away: list[str]) -> str:
    """The connection's state in a few words (the badge's); `away`: who is away, each with
    how long."""
    if status.phase is Phase.ONLINE:
        if away:
            return _("Away: {names}").format(names=", ".join(away))
        return _("Online · {code}").format(code=code)
    if status.phase is Phase.CONNECTING:
        return _("Connecting...")
    if status.phase is Phase.RECONNECTING:
        return _("Reconnecting... ({n})").format(n=status.attempts)
    return _("Disconnected")


def status_words(status: Status, code: str) -> str:
    """The connection's state in the player's words."""
    if status.phase is Phase.ONLINE:
        return _("Online · {code}").format(code=code)
    if status.phase is Phase.CONNECTING:
        return _("Connecting...")
    if status.phase is Phase.RECONNECTING:
        if status.retry_in > 0.05:
            return _("Connection lost: trying again in {seconds} s (try {n})").format(
                seconds=f"{status.retry_in:.0f}" if status.retry_in >= 1 else "1",
                n=status.attempts,
            )
        return _("Reconnecting... (try {n})").format(n=status.attempts)
    if status.phase is Phase.LOST:
        return _("The table is gone from the server")
    if status.phase is Phase.TAKEN:
        return _("This seat was taken by another window")
    return _("You left the table")


def unreachable_words(error: Exception) -> str:
    """Why a server could not be reached, in the player's words."""
    text = str(error)
    if "Refused" in text or "refused" in text:
        return _("nothing answers at that address; is the server running?")
    if "Timeout" in text or "timed out" in text or "no answer" in text:
        return _("it did not answer in time")
    if "gaierror" in text or "Name or service" in text or "nodename" in text:
        return _("no computer has that name")
    return text[:120]


def status_colour(status: Status, others_away: bool) -> tuple[int, int, int]:
    """Green at the table with everyone, amber while someone is away or reconnecting."""
    if status.phase is Phase.ONLINE:
        return theme.GOLD if others_away else theme.OK
    if status.phase in (Phase.CONNECTING, Phase.RECONNECTING):
        return theme.GOLD
    return theme.DANGER


class OnlineBar:
    """The online state of one table (see the module docstring)."""

    def __init__(self, table: TableScene, game: OnlineGame) -> None:
        self.table = table
        self.game = game
        self.status = game.status()
        self._since_poll = POLL_SECONDS
        self._away: list[int] = []
        self._away_for: dict[int, float] = {}  # seconds each away player has been gone
        self._offered: set[int] = set()  # asked about an AI for them during this absence
        self._ended = False
        self.undo_question = UndoQuestion(table, game.session)
        seats = _("Seats")  # as narrow as its word: the badge and the quick button share the row
        self.seats_button = Button(
            (0, 0, theme.font("bold", theme.ui(17)).size(seats)[0] + 22, 30),
            seats,
            self.open_seats,
            tooltip=_("Give an away player's seat to an AI, or take it back from the AI"),
            size=17,
        )
        self.seats_button.visible = False
        table.ui.add(self.seats_button)
        self.quick = QuickWords(table, game)  # the quick messages' button and bubbles

    # -- polled on the frame loop ----------------------------------------------------------
    def update(self, dt: float) -> None:
        self.quick.update(dt)
        self._since_poll += dt
        if self._since_poll < POLL_SECONDS:
            return
        waited, self._since_poll = self._since_poll, 0.0
        before, self.status = self.status, self.game.status()
        if before.phase is not self.status.phase:
            self._phase_changed(before.phase)
        self._presence()
        self._offer_stand_in(waited)
        self.undo_question.update()
        session = self.game.session
        self.seats_button.visible = (
            session.is_host and not session.is_over() and bool(seats_concerned(session, self._away))
        )
        log = self.table.log.full_rect  # on the log's heading row, right of "Game log"
        heading = theme.font("heading", HEADING_SIZE).size(_("Game log"))[0]
        self.seats_button.rect.midleft = (log.x + 6 + heading + 16, log.top - 34 + 17)

    def away_seconds(self, seat: int) -> float:
        """How long `seat`'s player has been away: the referee's count, else since this app
        noticed."""
        told = self.game.session.away_for(seat)
        return told if told is not None else self._away_for.get(seat, 0.0)

    def open_seats(self) -> None:
        """The host's Seats button: give an away player's seat to an AI, or take it back."""
        seats_menu(self.table.app, self.game.session, self._away)

    def _offer_stand_in(self, seconds: float) -> None:
        """The host is asked once per absence whether an AI plays for a player gone a while;
        the others are told once that the host can."""
        session = self.game.session
        self._away_for = {s: self._away_for.get(s, 0.0) + seconds for s in self._away}
        self._offered &= set(self._away)
        if session.is_over() or self.table.app.top is not self.table:
            return
        for seat in self._away:
            if self.away_seconds(seat) < STAND_IN_AFTER:
                continue
            if seat in self._offered | set(session.stand_ins):
                continue
            self._offered.add(seat)
            if session.is_host:
                give_to_ai(self.table.app, session, seat, before_start=False)
            else:
                name, time = session.names[seat], away_clock(self.away_seconds(seat))
                self.table.show_message(
                    _(
                        "{name} has been away for {time}: the host can let an AI play for them."
                    ).format(name=name, time=time),
                    "warning",
                    8.0,
                )
            return

    def _phase_changed(self, before: Phase) -> None:
        phase = self.status.phase
        if phase is Phase.RECONNECTING and before is not Phase.RECONNECTING:
            self.table.show_message(
                lambda: _("The connection to the table was lost. Reconnecting..."), "warning", 8.0
            )
        elif phase is Phase.ONLINE and before is Phase.RECONNECTING:
            self.table.show_message(
                lambda: _("Connected again: the game goes on where it was."), "ok", 6.0
            )
        elif phase in (Phase.LOST, Phase.TAKEN) and not self._ended:
            self._ended = True
            self._end(phase)

    def _end(self, phase: Phase) -> None:
        from totemgame.ui.widgets.dialog import message

        app = self.table.app
        if phase is Phase.LOST:  # the seat cannot be taken again
            online_seats.let_go(self.game.link.url, self.game.code)
            title, text = (
                _("The table is gone"),
                _(
                    "The server no longer has table {code} (it was restarted or closed), so "
                    "this game cannot go on."
                ).format(code=self.game.code),
            )
        else:
            title, text = (
                _("Seat taken"),
                _("Your seat at table {code} was joined from another window.").format(
                    code=self.game.code
                ),
            )
        message(app, title, text, on_close=lambda: app.set_root(app.screens.title()))

    def _presence(self) -> None:
        session = self.game.session
        if not session.joined or self.status.phase is not Phase.ONLINE:
            return
        me = session.viewer
        away = [s for s in missing(session.seats, session.connected) if s != me]
        names = session.names
        for seat in away:
            if seat not in self._away:
                self.table.show_message(
                    _("{name} left the table.").format(name=names[seat]), "warning", 6.0
                )
        for seat in self._away:
            if seat not in away:
                self.table.show_message(
                    _("{name} is back at the table.").format(name=names[seat]), "ok", 4.0
                )
        self._away = away

    def next_frame_in(self) -> float | None:
        """A few looks a second: news from the network comes without input."""
        bubbles = self.quick.next_frame_in()
        return POLL_SECONDS if bubbles is None else min(bubbles, POLL_SECONDS)

    def log_lines(self, entries: list[str]) -> list[str]:
        """The game log's entries with the quick messages said at the table."""
        return self.quick.log_lines(entries)

    # -- drawing -------------------------------------------------------------------------------
    def words(self) -> str:
        """The badge's text now."""
        return badge_words(self.status, self.game.code, self._away_words())

    def _away_words(self) -> list[str]:
        names = self.game.session.names
        return [f"{names[s]} {away_clock(self.away_seconds(s))}" for s in self._away]

    def badge(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The badge's words drawn, and where the badge goes: on the log's heading row, right
        of "Game log" (furniture/side_column.py draws it 34 px above the log, in heading
        type of 24 px)."""
        log = self.table.log.full_rect
        heading = theme.font("heading", HEADING_SIZE).size(_("Game log"))[0]
        right = self.quick.button.rect.x - 8  # the quick messages' button is rightmost
        left = log.x + 6 + heading + 16
        if self.seats_button.visible:  # the host's Seats button, right of the heading
            left = self.seats_button.rect.right + 8
        size = BADGE_SIZE
        text = self._badge_text(max(40, right - left - 34), size)
        label = theme.text(text, "bold", size, theme.TEXT)
        rect = pygame.Rect(0, 0, label.get_width() + 34, label.get_height() + 6)
        rect.midright = (right, log.top - 34 + 17)
        return label, rect

    def draw(self, surface: pygame.Surface) -> None:
        label, rect = self.badge()
        if rect.collidelist(self.table.banners.rects()) != -1:
            return  # a tall message (a hint's reason) covers the heading row: it is read first
        pygame.draw.rect(surface, (20, 14, 11), rect, border_radius=rect.h // 2)
        colour = status_colour(self.status, bool(self._away))
        pygame.draw.rect(surface, colour, rect, 1, border_radius=rect.h // 2)
        pygame.draw.circle(surface, colour, (rect.x + 14, rect.centery), 5)
        surface.blit(label, (rect.x + 26, rect.y + 3))
        self.quick.draw(surface)

    def _badge_text(self, room: int, size: int) -> str:
        """The badge's words in `room` px. Short of room beside the host's Seats button, an
        absence drops its label first, then the names; the clocks stay in sight (the colour
        and the panels say who is away)."""
        text = self.words()
        fits = theme.font("bold", size).size
        if self._away and self.status.phase is Phase.ONLINE and fits(text)[0] > room:
            clocks = ", ".join(away_clock(self.away_seconds(s)) for s in self._away)
            text = ", ".join(self._away_words())
            text = text if fits(text)[0] <= room else clocks
        return theme.elide(text, room, "bold", size)

    def seat_word(self, seat: int) -> str | None:
        """Another human's panel says whether their app is at the table."""
        session = self.game.session
        if seat == session.viewer or not session.seats[seat].is_human or not session.joined:
            return None
        if seat in session.stand_ins:
            return _("AI plays")
        if seat in self._away:
            return f"{_('Away')} {away_clock(self.away_seconds(seat))}"
        return _("Online")

    # -- leaving -------------------------------------------------------------------------------
    def leave_question(self) -> str:
        """What leaving the table means, asked before."""
        if self.game.hosting is not None:
            return _(
                "This computer hosts the table: leaving closes it, and your friends cannot "
                "finish the game."
            )
        return _("Your seat stays empty: the other players cannot finish the game without you.")

    def close(self) -> None:
        self.game.close()
