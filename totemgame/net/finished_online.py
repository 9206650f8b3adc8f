"""A finished online game as this player's app keeps it: read from the referee's record, then
kept in Replays and Statistics like a local game, marked online with the seat this app held.

The referee sends the whole record (moves, seed, salt) only once the game is over. It is read
in full and replayed here before anything is kept: a record that does not read, names another
game, another number of seats, or does not replay to a finished game is refused whole
(RecordUnread), so that nothing half of it reaches the player's files. No pygame here.
"""

from __future__ import annotations

from typing import Any

from totemgame.engine.game import IllegalAction, Seat
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, RecordError


class RecordUnread(Exception):
    """The finished game sent by the referee cannot be read: `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def replayed(data: Any, game_id: str, seat: Seat | None) -> Match:
    """The finished game `data` holds, replayed; RecordUnread if it is not one of `game_id`
    with a seat `seat`, played to its end."""
    from totemgame import games

    try:
        record = GameRecord.from_json(data)
        if record.game != game_id:
            raise RecordUnread(f"a game of {record.game[:40]!r}, not {game_id!r}")
        if seat is None or not 0 <= seat < len(record.seats):
            raise RecordUnread("this app's seat is not in it")
        match = games.open_match(record)
    except RecordError as exc:
        raise RecordUnread(str(exc)[:120]) from None
    except (IllegalAction, ValueError, KeyError, TypeError, IndexError) as exc:
        raise RecordUnread(f"its moves do not replay: {type(exc).__name__}") from None
    if not match.is_over():
        raise RecordUnread("it is not played to its end")
    return match


def keep(match: Match, seat: Seat, table: str) -> list[str]:
    """Keep the finished game in Replays and Statistics, as the player at `seat` of table
    `table` played it; the sentences to show the player about what could not be kept."""
    from totemgame.storage.history import keep_finished_game, online_game_kept

    if online_game_kept(table, match.record):
        return []  # kept when it ended (this is a snapshot of the same game after a rejoin)
    try:
        kept = keep_finished_game(match.record, match.state.result(), online_seat=(seat, table))
    except Exception as exc:  # a bug here must not drop the connection's messages
        from totemgame.i18n import _

        why = _("The finished game could not be recorded ({reason}).")
        return [why.format(reason=type(exc).__name__)]
    return kept.problems
