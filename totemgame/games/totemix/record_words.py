"""The English Totemix's events carry as fields in the record (a resource's name, the pieces
or upgrade a completed row gives), so the log and the CLI's output stay language-neutral;
event_words.py says them again in the player's language.
"""

from __future__ import annotations

from totemgame.games.totemix.content import Piece, Row, content, describe_bundle


def resource_name(res: str) -> str:
    """A resource's name as the data gives it."""
    return content().resource_names[res]


def piece_words(piece: Piece) -> str:
    """One piece of a completed totem row: its animal and levels, or an uncarved base."""
    if not piece.carved:
        return "an uncarved base"
    return f"{piece.animal} ({piece.levels} level{'s' if piece.levels > 1 else ''})"


# The log names the auction advantage a completed row gives (totemix.md, development rows).
_ADVANTAGE_WORDS = {
    "highest": ("the highest-bid advantage", "with the highest bid"),
    "middle": ("the middle-row advantage", "in the middle row"),
    "lowest": ("the lowest-bid advantage", "with the lowest bid"),
    "tie": ("the equal-bid advantage", "when the bid equals another's"),
}


def upgrade_words(row: Row) -> tuple[str, str]:
    """Which development row was completed and what it now gives, for the log."""
    gives = describe_bundle(row.add)
    if row.advantage:
        area, when = _ADVANTAGE_WORDS[row.advantage]
        return area, f"+{gives} {when}"
    deposit = content().deposit_names[row.deposit]
    return f"a {deposit} row", f"each {deposit} won gives {gives} more"
