"""The host's seats at an online table: a seat given to an AI, and taken back from it.

Before the start the host gives a seat nobody took to an AI for the whole game (the lobby's);
in the game, a seat whose player is away to an AI that plays for them until they come back, or
the host takes the seat back from that AI (the game then waits for its player). The table's
Seats button (ui/online_bar.py) opens `seats_menu`: the seats concerned, one dialog each.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from totemgame.i18n import N_, _

if TYPE_CHECKING:
    from totemgame.net.remote_session import RemoteSession
    from totemgame.ui.scene import Host

AI_LEVELS = (("ai:easy", N_("AI Easy")), ("ai:medium", N_("AI Medium")), ("ai:hard", N_("AI Hard")))


def away_clock(seconds: float) -> str:
    """How long a player has been away, as a clock reads (1:05, 1:02:05)."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def give_to_ai(app: Host, session: RemoteSession, seat: int, before_start: bool) -> None:
    """Ask the host which AI plays `seat`: before the start a seat nobody took (an AI seat for
    the whole game), after it for a player who is away (until they come back)."""
    from totemgame.ui.widgets.dialog import DialogScene

    name = session.names[seat]
    if before_start:
        number = 1 + sum(1 for s in session.seats if not s.is_human)
        ai_name = _("AI {number}").format(number=number)
        title = _("Give the open seat to an AI")
        text = _("Nobody has taken seat {n} yet. Which AI plays it for the whole game?").format(
            n=seat + 1
        )
        wait = _("Cancel")
    else:
        ai_name = ""
        title = _("{name} is away").format(name=name)
        text = _(
            "{name} has been away from the table for a while. An AI can play for them until "
            "they come back."
        ).format(name=name)
        wait = _("Wait")
    choices: list[tuple[str, Callable[[], None] | None]] = [
        (_(label), functools.partial(session.hand, seat, kind, ai_name))
        for kind, label in AI_LEVELS
    ]
    if before_start:
        app.push(DialogScene(app, title, text, [*choices, (wait, None)], width=860))
        return

    class AwayQuestion(DialogScene):
        """While the host thinks it over, the table's news keeps coming (the table under the
        question is not updated): a player who comes back, or a game that ends, closes it."""

        def update(self, dt: float) -> None:
            super().update(dt)
            session.update(animating=False)  # at most one move a frame, shown once it closes
            if (seat in session.connected or session.is_over()) and self.app.top is self:
                self.app.pop()

    app.push(AwayQuestion(app, title, text, [*choices, (wait, None)], width=860))


def take_back_from_ai(app: Host, session: RemoteSession, seat: int) -> None:
    """Ask the host whether to take `seat` back from the AI playing for its absent player."""
    from totemgame.ui.widgets.dialog import DialogScene

    name = session.names[seat]
    text = _(
        "An AI plays for {name} until they come back. Take the seat back from the AI? The "
        "game then waits for {name}."
    ).format(name=name)
    choices: list[tuple[str, Callable[[], None] | None]] = [
        (_("Take it back"), functools.partial(session.recall, seat)),
        (_("Leave the AI"), None),
    ]
    app.push(DialogScene(app, _("An AI plays for {name}").format(name=name), text, choices))


def seats_concerned(session: RemoteSession, away: list[int]) -> list[int]:
    """The seats the host may give to an AI or take back now: players away, and AIs playing
    for them."""
    return sorted(set(away) | set(session.stand_ins) - {session.viewer})


def seats_menu(app: Host, session: RemoteSession, away: list[int]) -> None:
    """The host's Seats button: the dialog of the one seat concerned, or a choice of seats."""
    from totemgame.ui.widgets.dialog import DialogScene

    seats = seats_concerned(session, away)

    def open_seat(seat: int) -> None:
        if seat in session.stand_ins:
            take_back_from_ai(app, session, seat)
        else:
            give_to_ai(app, session, seat, before_start=False)

    if len(seats) == 1:
        open_seat(seats[0])
        return
    names = session.names
    choices: list[tuple[str, Callable[[], None] | None]] = [
        (names[s], functools.partial(open_seat, s)) for s in seats
    ]
    text = _("Which player's seat: give it to an AI, or take it back from the AI?")
    app.push(DialogScene(app, _("Seats"), text, [*choices, (_("Cancel"), None)], width=860))
