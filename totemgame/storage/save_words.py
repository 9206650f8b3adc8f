"""How a saved game is named to the player: its game, its players ("Mia vs 1 AI"), how far it
went ("round 3", in the player's language) and its line in the lists and on Continue. No
pygame; the save files themselves are saves.py's."""

from __future__ import annotations

import re
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


def progress_of(match: Match) -> str:
    """How far a game has come, from the public view, in the words kept in the file (and said
    in the player's language by `progress_words`): 'round 2', 'tie-break', 'turn 7'."""
    view = match.view(None)  # what anyone at the table may know
    number = view.round
    if view.tiebreak:
        return "tie-break"
    if number is not None:
        return f"round {number}"
    return f"turn {turn_under_way(match)}"  # games without rounds


def turn_under_way(match: Match) -> int:
    """The number of the turn being played: a turn is one player's actions in a row (Totem
    Surround's totem move and placement are one turn), counted from 1."""
    actions = match.record.actions
    turns = match.record.turns()
    waiting = match.to_move()
    if not match.is_over() and waiting and (not actions or waiting[0] != actions[-1][0]):
        turns += 1
    return max(turns, 1)


_PROGRESS = re.compile(r"(round|turn|move) (\d{1,9})")
_PLAYED = re.compile(r"(\d{1,9}) moves? played")


def progress_words(progress: str) -> str:
    """A save's progress as kept in its file ('round 3', 'turn 7', 'tie-break'; 'move 8' and
    '8 moves played' from earlier versions) in the player's language."""
    if progress == "tie-break":
        return _("tie-break")
    found = _PROGRESS.fullmatch(progress)
    if found:
        n = int(found[2])
        if found[1] == "round":
            return _("round {n}").format(n=n)
        # TRANSLATORS: how far a game without rounds has come (Totem Surround), "turn 7"
        return _("turn {n}").format(n=n) if found[1] == "turn" else _("move {n}").format(n=n)
    played = _PLAYED.fullmatch(progress)
    if played:
        n = int(played[1])
        return ngettext("{n} move played", "{n} moves played", n).format(n=n)
    return progress


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
    return game_line(game_name(match.record.game), progress_of(match), _players(match.seats))


def game_line(name: str, progress: str, players: str) -> str:
    """'Tiki Topple, round 2 — Mia vs 2 AI' in the player's language (`progress` as kept)."""
    # TRANSLATORS: a game in progress on the title's Continue button, "Totemix, round 5 — Mia vs 1 AI"
    return _("{game}, {progress} \u2014 {players}").format(
        game=name, progress=progress_words(progress), players=players
    )


def _players(seats: Sequence[SeatInfo]) -> str:
    return players_words(*humans_and_ais(seats))


def humans_and_ais(seats: Sequence[SeatInfo]) -> tuple[tuple[str, ...], int]:
    """The human players' names and the number of AI seats."""
    return tuple(s.name for s in seats if s.is_human), sum(not s.is_human for s in seats)
