"""How a saved game is named to the player: its game, its players ("Mia vs 1 AI"), how far it
went ("round 3", in the player's language) and its line in the lists and on Continue. No
pygame; the save files themselves are saves.py's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from totemgame.i18n import _, ngettext
from totemgame.text import join_and

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.engine.record import SeatInfo


def describe_players(seats: Sequence[SeatInfo]) -> str:
    """'Mia vs 2 AI', 'Mia and Sam', 'Mia and Sam vs 1 AI', '3 AI': the English kept in the
    file (`players_words` says it in the player's language)."""
    humans = [s.name for s in seats if s.is_human]
    ais = len(seats) - len(humans)
    if not humans:
        return f"{ais} AI"
    who = humans[0] if len(humans) == 1 else ", ".join(humans[:-1]) + " and " + humans[-1]
    return f"{who} vs {ais} AI" if ais else who


# How far a game has come, as its parts: ("round", 3), ("turn", 7), ("tie-break", 0); from
# earlier versions' files also ("move", 8) and ("played", 8), "8 moves played".
Stage = tuple[str, int]
STAGES = ("round", "turn", "tie-break", "move", "played")


def stage_of(match: Match) -> Stage:
    """How far a game has come, from the public view: a round, the tie-break, or the turn
    under way in games without rounds."""
    view = match.view(None)  # what anyone at the table may know
    number = view.round
    if view.tiebreak:
        return ("tie-break", 0)
    if number is not None:
        return ("round", int(number))
    return ("turn", turn_under_way(match))  # games without rounds


def stage_english(stage: Stage) -> str:
    """The stage in the English that files of earlier versions show as they kept it."""
    key, n = stage
    if key == "tie-break":
        return "tie-break"
    if key == "played":
        return f"{n} move{'s' if n != 1 else ''} played"
    return f"{key} {n}"


def progress_of(match: Match) -> str:
    """How far a game has come in the words kept in the file for earlier versions ('round 2',
    'tie-break', 'turn 7'); this version says `stage_of` in the player's language."""
    return stage_english(stage_of(match))


def turn_under_way(match: Match) -> int:
    """The number of the turn being played: a turn is one player's actions in a row (Totem
    Surround's totem move and placement are one turn), counted from 1."""
    actions = match.record.actions
    turns = match.record.turns()
    waiting = match.to_move()
    if not match.is_over() and waiting and (not actions or waiting[0] != actions[-1][0]):
        turns += 1
    return max(turns, 1)


def stage_words(stage: Stage) -> str:
    """A stage in the player's language: 'round 3', 'turn 7', 'tie-break'."""
    key, n = stage
    if key == "tie-break":
        return _("tie-break")
    if key == "round":
        return _("round {n}").format(n=n)
    if key == "turn":
        # TRANSLATORS: how far a game without rounds has come (Totem Surround), "turn 7"
        return _("turn {n}").format(n=n)
    if key == "move":
        return _("move {n}").format(n=n)
    return ngettext("{n} move played", "{n} moves played", n).format(n=n)


def kept_stage(progress: str) -> Stage | None:
    """The stage of a file written before stages were kept, from the only words it has ('round
    3', 'turn 7', 'tie-break', 'move 8', '8 moves played'); None for any other text."""
    if progress == "tie-break":
        return ("tie-break", 0)
    words = progress.split(" ")
    number = next((x for x in words if x.isascii() and x.isdigit() and len(x) <= 9), None)
    if number is None:
        return None
    n = int(number)
    if words in (["round", number], ["turn", number], ["move", number]):
        return (words[0], n)
    if words in ([number, "move", "played"], [number, "moves", "played"]):
        return ("played", n)
    return None


def progress_words(progress: str) -> str:
    """A save's progress as kept in the file of an earlier version in the player's language
    (any other text as kept)."""
    stage = kept_stage(progress)
    return progress if stage is None else stage_words(stage)


def players_words(humans: Sequence[str], ais: int) -> str:
    """'Mia vs 2 AI', 'Mia and Sam', 'Mia and Sam vs 1 AI', '3 AI', in the player's language."""
    if not humans:
        # TRANSLATORS: the players of a game with no human at the table, "3 AI"
        return ngettext("{n} AI", "{n} AI", ais).format(n=ais)
    who = join_and(list(humans))
    if not ais:
        return who
    # TRANSLATORS: the players of a saved game, "Mia vs 2 AI"
    return ngettext("{who} vs {n} AI", "{who} vs {n} AI", ais).format(who=who, n=ais)


def game_name(game_id: str) -> str:
    """The game's name ('Tiki Topple'); KeyError if this version has no such game."""
    from totemgame import games

    return games.get(game_id).spec.name


def describe_game(match: Match) -> str:
    """A game in progress in a few words: 'Tiki Topple, round 2 — Mia vs 2 AI'."""
    stage = stage_words(stage_of(match))
    return game_line(game_name(match.record.game), stage, _players(match.seats))


def game_line(name: str, progress: str, players: str) -> str:
    """'Tiki Topple, round 2 — Mia vs 2 AI' (`progress` and `players` said already)."""
    # TRANSLATORS: a game in progress on the title's Continue button, "Totemix, round 5 — Mia vs 1 AI"
    return _("{game}, {progress} \u2014 {players}").format(
        game=name, progress=progress, players=players
    )


def _players(seats: Sequence[SeatInfo]) -> str:
    return players_words(*humans_and_ais(seats))


def humans_and_ais(seats: Sequence[SeatInfo]) -> tuple[tuple[str, ...], int]:
    """The human players' names and the number of AI seats."""
    return tuple(s.name for s in seats if s.is_human), sum(not s.is_human for s in seats)
