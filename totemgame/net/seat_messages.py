"""Reading what a referee sends one seat: its logged events, lists of seats, how long players
have been away, and its refusals in the player's words. No pygame here.
"""

from __future__ import annotations

from typing import Any

from totemgame.engine.game import Event, Seat
from totemgame.engine.match import LoggedEvent
from totemgame.i18n import _
from totemgame.net import protocol, wire
from totemgame.net.protocol import Message
from totemgame.net.quick_messages import QUICK_REFUSAL
from totemgame.net.remote_undo import refusal_words as undo_refusal_words
from totemgame.text import Words, said


def seat_list(data: Any) -> list[Seat]:
    """Seats as a message lists them; WireError if they are not seat numbers."""
    if not isinstance(data, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) for s in data
    ):
        raise wire.WireError("a list of seats is a list of numbers")
    return list(data)


def away_seconds(data: Any) -> dict[Seat, float]:
    """How long each player who left has been away, as a lobby's `away` says ([seat, seconds]
    pairs); WireError if it is not that."""
    out: dict[Seat, float] = {}
    for entry in data if isinstance(data, list) else [None]:
        if not (isinstance(entry, list) and len(entry) == 2):
            raise wire.WireError("an absence is [seat, seconds]")
        seat, seconds = entry
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise wire.WireError("an absence is [seat, seconds]")
        if not isinstance(seconds, int | float) or isinstance(seconds, bool) or seconds < 0:
            raise wire.WireError("an absence is [seat, seconds]")
        out[seat] = float(seconds)
    return out


def logged_events(data: list[Any], whitelist: wire.Whitelist) -> list[LoggedEvent]:
    """Logged events as the wire carries them ([ply, seat, event]); WireError otherwise."""
    out = []
    for entry in data:
        if not (isinstance(entry, list) and len(entry) == 3):
            raise wire.WireError("a logged event is [ply, seat, event]")
        ply, seat, event = entry[0], entry[1], wire.decode(entry[2], whitelist)
        if not (isinstance(ply, int) and isinstance(seat, int) and isinstance(event, Event)):
            raise wire.WireError("a logged event is [ply, seat, event]")
        out.append(LoggedEvent(ply, seat, event))
    return out


def refusal_words(message: Message) -> Words:
    """A `refused` message in the player's words (the referee's own reason where no code of
    ours says it)."""
    code = message["code"]
    reason = str(message["reason"])
    if code == "out_of_turn":
        return lambda: _("It is not your turn.")
    if code == "illegal":
        why = protocol.refusal_of(message)
        if why is not None:  # the rules' own reason, in this player's language
            return lambda: said(why)
        return lambda: _("That move is not allowed now.")
    if code == "not_started":
        return lambda: _("The host has not started the game yet.")
    if code == "not_host":
        return lambda: _("Only the host of the table can do that.")
    if code == "seats_open":
        return lambda: _("A seat is still open: wait for a friend or give it to an AI.")
    if code == QUICK_REFUSAL:
        return lambda: _("Not so fast: wait a moment before the next quick message.")
    return undo_refusal_words(code) or reason
