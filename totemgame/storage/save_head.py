"""The head of a save file: the summary that lists and the title's Continue read without the
moves (game, progress, players, last played), written first in the file and read from its first
bytes only. No pygame; the files and their lists are saves.py's."""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame.engine.record import MAX_SEATS, GameRecord, RecordError, load_record
from totemgame.storage import userfiles
from totemgame.storage.save_words import (
    STAGES,
    Stage,
    describe_players,
    humans_and_ais,
    players_words,
    progress_words,
    stage_english,
    stage_of,
    stage_words,
)

if TYPE_CHECKING:
    from totemgame.engine.match import Match

SUMMARY_KEY = "summary"
_HEAD = '{"' + SUMMARY_KEY + '": '
HEAD_BYTES = 4096  # the summary is read from the file's first bytes only


@dataclass(frozen=True)
class Summary:
    """The head of a save file: what lists show without reading the moves."""

    game: str
    progress: str  # "round 3"
    players: str  # "Mia vs 2 AI"
    last_played: float  # seconds since the epoch
    moves: int
    finished: bool = False
    # The human players' names and the number of AI seats, worded in the player's language
    # where shown; None in the files of earlier versions, whose `players` is shown as kept.
    humans: tuple[str, ...] | None = None
    ais: int = 0
    # How far the game has come as its parts, said in the player's language; None in the
    # files of earlier versions, whose `progress` words are read then.
    stage: Stage | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "progress": self.progress,
            "players": self.players,
            "last_played": self.last_played,
            "moves": self.moves,
            "finished": self.finished,
        }
        if self.humans is not None:
            out["humans"], out["ais"] = list(self.humans), self.ais
        if self.stage is not None:
            out["stage"] = list(self.stage)
        return out

    @property
    def progress_said(self) -> str:
        """How far the game has come, in the player's language: 'round 3'."""
        return progress_words(self.progress) if self.stage is None else stage_words(self.stage)

    @property
    def players_said(self) -> str:
        """Who plays, in the player's language: 'Mia vs 2 AI'."""
        return self.players if self.humans is None else players_words(self.humans, self.ais)

    @staticmethod
    def from_json(obj: Any) -> Summary:
        if not isinstance(obj, dict):
            raise RecordError("its summary is damaged")
        game, progress, players = obj.get("game"), obj.get("progress"), obj.get("players")
        last, moves, finished = obj.get("last_played"), obj.get("moves"), obj.get("finished")
        texts_ok = all(isinstance(v, str) and len(v) < 300 for v in (game, progress, players))
        time_ok = (
            isinstance(last, int | float)
            and not isinstance(last, bool)
            and 0 <= last < userfiles.MAX_FLOAT
        )
        moves_ok = isinstance(moves, int) and not isinstance(moves, bool) and moves >= 0
        if not (texts_ok and time_ok and moves_ok and isinstance(finished, bool)):
            raise RecordError("its summary is damaged")
        assert isinstance(game, str) and isinstance(progress, str) and isinstance(players, str)
        assert isinstance(last, int | float) and isinstance(moves, int)  # checked just above
        clean = [userfiles.clean_name(v, 300) for v in (game, progress, players)]
        humans, ais = _seats_of(obj)
        stage = _stage_of(obj.get("stage"))
        return Summary(
            clean[0], clean[1], clean[2], float(last), moves, finished, humans, ais, stage
        )


def _stage_of(value: Any) -> Stage | None:
    """The summary's stage; None when absent or not well formed (its `progress` is read)."""
    if not (isinstance(value, list) and len(value) == 2 and value[0] in STAGES):
        return None
    n = value[1]
    if not (isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10**9):
        return None
    return (str(value[0]), n)


def _seats_of(obj: dict[str, Any]) -> tuple[tuple[str, ...] | None, int]:
    """The summary's human names and AI count; (None, 0) when absent or not well formed (the
    English `players` text is shown then)."""
    humans, ais = obj.get("humans"), obj.get("ais")
    if not (isinstance(humans, list) and len(humans) <= MAX_SEATS):
        return None, 0
    if not all(isinstance(h, str) and len(h) < 300 for h in humans):
        return None, 0
    if not (isinstance(ais, int) and not isinstance(ais, bool) and 0 <= ais <= MAX_SEATS):
        return None, 0
    return tuple(userfiles.clean_name(h, 300) for h in humans), ais


def summarize(match: Match, now: float | None = None) -> Summary:
    """The summary of `match` as it stands (its progress from the public view)."""
    try:
        stage = stage_of(match)
    except Exception:  # a game whose view lacks what this reads is still saved
        stage = ("move", match.ply + 1)
    humans, ais = humans_and_ais(match.seats)
    return Summary(
        game=match.record.game,
        progress=stage_english(stage),
        players=describe_players(match.seats),
        last_played=time.time() if now is None else now,
        moves=len(match.record.actions),
        finished=match.is_over(),
        humans=humans,
        ais=ais,
        stage=stage,
    )


def game_text(record: GameRecord, summary: Summary) -> str:
    """The file's text: the summary first (one line), then the record's keys."""
    body = json.dumps(record.to_json(), indent=1)
    return _HEAD + json.dumps(summary.to_json()) + ",\n" + body[1:].lstrip()


def read_summary(path: Path) -> Summary:
    """The summary at the head of the file, reading only its first bytes. A file without one
    (a save of an earlier version) is read whole, but never replayed. RecordError if damaged."""
    try:
        head = userfiles.read_head(path, HEAD_BYTES)
    except userfiles.UnreadableFile as exc:
        raise RecordError(f"the file cannot be read ({exc})") from exc
    except OSError as exc:
        raise RecordError(f"the file cannot be read ({exc.strerror or exc})") from exc
    text = head.decode("utf-8", errors="replace")
    if text.startswith(_HEAD):
        with contextlib.suppress(ValueError, RecordError, RecursionError):
            obj, _end = json.JSONDecoder().raw_decode(text, len(_HEAD))
            return Summary.from_json(obj)
    return summary_from_record(load_record(path), mtime(path))


def summary_from_record(record: GameRecord, when: float) -> Summary:
    moves = len(record.actions)
    humans, ais = humans_and_ais(record.seats)
    return Summary(
        game=record.game,
        progress=stage_english(("played", moves)),
        players=describe_players(record.seats),
        last_played=when,
        moves=moves,
        finished=record.finished,
        humans=humans,
        ais=ais,
        stage=("played", moves),
    )


def mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # deleted or unreadable since the folder was listed
        return 0.0


# -- listing -------------------------------------------------------------------------------
