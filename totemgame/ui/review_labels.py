"""How the review names and says a reviewed move: its number as the replay counts moves, which
of a move's several decisions it is, the Hard AI's reason in the player's language, and a
reason cut to the lines a card holds."""

from __future__ import annotations

from totemgame import i18n
from totemgame.engine.record import GameRecord
from totemgame.i18n import _
from totemgame.review.moves import MoveReview
from totemgame.ui import theme


def move_number(record: GameRecord, ply: int) -> int:
    """The move (a player's turn, as the replay counts them) that holds action `ply`."""
    return record.turns(ply + 1)


def move_label(record: GameRecord, moves: list[MoveReview], move: MoveReview) -> str:
    """The reviewed move's name: its number as the replay counts moves, and, when several
    reviewed decisions share that number (a round's weighings and orders, the final's
    attempts), which of them: "Move 41, attempt 2", "Move 12, step 3"."""
    n = move_number(record, move.ply)
    same = [m.ply for m in moves if move_number(record, m.ply) == n]
    if len(same) < 2:
        return _("Move {n}").format(n=n)
    if move.played.get("kind") == "arrange":
        seat = record.actions[move.ply][0]
        k = sum(
            1 for s, a in record.actions[: move.ply] if s == seat and a.get("kind") == "arrange"
        )
        return _("Move {n}, attempt {k}").format(n=n, k=k + 1)
    return _("Move {n}, step {k}").format(n=n, k=same.index(move.ply) + 1)


def clipped(text: str, width: int, height: int, size: int) -> list[str]:
    """`text` wrapped at a readable `size` to the lines `height` px hold, the last one cut
    with an ellipsis when there is more (the replay at that move says it all)."""
    f = theme.font("body", size)
    lines = theme.wrap(text, width, "body", size)
    room = max(1, height // f.get_linesize())
    if len(lines) <= room:
        return lines
    last = lines[room - 1]
    while last and f.size(last + "\u2026")[0] > width:
        last = last[:-1]
    return [*lines[: room - 1], last.rstrip(" ,;:") + "\u2026"]


def reason_of(move: MoveReview) -> str:
    """The Hard AI's reason for its move, in the player's language."""
    return move.reasons.get(i18n.current(), move.reasons.get("en", ""))
