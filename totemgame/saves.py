"""Games in progress and named saves: one autosave file per game started, never one shared slot.

Every game started gets its own file in `games_dir()` the first time it is saved; starting
another game never touches it. A finished game's file is removed once the game is kept for
replays. Each file is an ordinary save (GameRecord JSON, so `load_record` reads it) that begins
with a small summary: game, progress, players, last played time. Lists and the title screen's
Continue read only that first part of each file, so a huge record is never replayed (nor even
parsed) to describe it. Files are written atomically, as every save is. No pygame here.

The `autosave.json` of earlier versions is moved in as one more game in progress.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame import paths, userfiles
from totemgame.engine.record import GameRecord, RecordError, load_record, write_atomic

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.engine.record import SeatInfo

UNFINISHED_CAP = 30  # games in progress kept; the player is asked before the oldest goes
SUMMARY_KEY = "summary"
_HEAD = '{"' + SUMMARY_KEY + '": '
HEAD_BYTES = 4096  # the summary is read from the file's first bytes only


def games_dir() -> Path:
    """The folder of games in progress (one autosave per game started)."""
    return paths.data_dir() / "games"


def new_slot(game_id: str, now: float | None = None) -> Path:
    """A fresh autosave file name for a game just started: its start time, game and a token,
    so two games started in the same second never share a file."""
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now))
    return games_dir() / f"{stamp}-{game_id}-{secrets.token_hex(3)}.json"


# -- describing a game ---------------------------------------------------------------------
def describe_players(seats: Sequence[SeatInfo]) -> str:
    """'Mia vs 2 AI', 'Mia and Sam', 'Mia and Sam vs 1 AI', '3 AI'."""
    humans = [s.name for s in seats if s.is_human]
    ais = len(seats) - len(humans)
    if not humans:
        return f"{ais} AI"
    who = humans[0] if len(humans) == 1 else ", ".join(humans[:-1]) + " and " + humans[-1]
    return f"{who} vs {ais} AI" if ais else who


def progress_of(match: Match) -> str:
    """How far a game has come, from the public view: 'round 2', 'tie-break', 'move 7'."""
    view = match.view(None)  # what anyone at the table may know
    number = view.round
    if view.tiebreak:
        return "tie-break"
    if number is not None:
        return f"round {number}"
    return f"move {match.ply + 1}"  # games without rounds


def game_name(game_id: str) -> str:
    """The game's name ('Tiki Topple'); KeyError if this version has no such game."""
    from totemgame import games

    return games.get(game_id).spec.name


def describe_game(match: Match) -> str:
    """A game in progress in a few words: 'Tiki Topple, round 2 — Mia vs 2 AI'."""
    return f"{game_name(match.record.game)}, {progress_of(match)} \u2014 {describe_players(match.seats)}"


@dataclass(frozen=True)
class Summary:
    """The head of a save file: what lists show without reading the moves."""

    game: str
    progress: str  # "round 3"
    players: str  # "Mia vs 2 AI"
    last_played: float  # seconds since the epoch
    moves: int
    finished: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "progress": self.progress,
            "players": self.players,
            "last_played": self.last_played,
            "moves": self.moves,
            "finished": self.finished,
        }

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
        return Summary(clean[0], clean[1], clean[2], float(last), moves, finished)


def summarize(match: Match, now: float | None = None) -> Summary:
    """The summary of `match` as it stands (its progress from the public view)."""
    try:
        progress = progress_of(match)
    except Exception:  # a game whose view lacks what this reads is still saved
        progress = f"move {match.ply + 1}"
    return Summary(
        game=match.record.game,
        progress=progress,
        players=describe_players(match.seats),
        last_played=time.time() if now is None else now,
        moves=len(match.record.actions),
        finished=match.is_over(),
    )


def game_text(record: GameRecord, summary: Summary) -> str:
    """The file's text: the summary first (one line), then the record's keys."""
    body = json.dumps(record.to_json(), indent=1)
    return _HEAD + json.dumps(summary.to_json()) + ",\n" + body[1:].lstrip()


def write_game(path: Path, record: GameRecord, summary: Summary) -> None:
    """Save `record` with its summary at `path`, atomically. Raises OSError if the disk refuses."""
    write_atomic(path, game_text(record, summary))


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
    return _summary_from_record(load_record(path), _mtime(path))


def _summary_from_record(record: GameRecord, when: float) -> Summary:
    moves = len(record.actions)
    return Summary(
        game=record.game,
        progress=f"{moves} moves played" if moves != 1 else "1 move played",
        players=describe_players(record.seats),
        last_played=when,
        moves=moves,
        finished=record.finished,
    )


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # deleted or unreadable since the folder was listed
        return 0.0


# -- listing -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SavedGame:
    """One line of the Load game list: a game in progress or a named save."""

    path: Path
    named: bool  # a save the player named ("Save game as..."), else a game in progress
    summary: Summary | None  # None: the file is damaged
    problem: str = ""  # why it cannot be loaded ("" = it can, as far as a list can tell)

    @property
    def broken(self) -> bool:
        """Known not to load: shown in the danger colour with the reason."""
        return bool(self.problem)

    @property
    def last_played(self) -> float:
        return self.summary.last_played if self.summary else _mtime(self.path)

    @property
    def date(self) -> str:
        stamp = self.last_played
        return time.strftime("%d %b %Y %H:%M", time.localtime(stamp)) if stamp else ""

    @property
    def title(self) -> str:
        """'Tiki Topple' (in progress), 'Tiki Topple — my-save' (named), the file (damaged)."""
        if self.summary is None or self.problem:
            return self.path.name
        name = game_name(self.summary.game)
        return f"{name} \u2014 {self.path.stem}" if self.named else name

    @property
    def detail(self) -> str:
        """'Round 3 · Mia vs 2 AI · in progress', or the reason it cannot be loaded."""
        if self.problem or self.summary is None:
            return f"Cannot be loaded: {self.problem}"
        s = self.summary
        state = "finished" if s.finished else ("saved game" if self.named else "in progress")
        return f"{s.progress[:1].upper()}{s.progress[1:]} \u00b7 {s.players} \u00b7 {state}"

    @property
    def describe(self) -> str:
        """'Tiki Topple, round 2 — Mia vs 2 AI' (what Continue resumes)."""
        s = self.summary
        return f"{game_name(s.game)}, {s.progress} \u2014 {s.players}" if s else self.path.name


def read_entry(path: Path, named: bool) -> SavedGame:
    """Describe one file for the list, from its summary (never replayed)."""
    try:
        summary = read_summary(path)
    except RecordError as exc:
        return SavedGame(path, named, None, str(exc))
    try:
        game_name(summary.game)
    except KeyError:
        return SavedGame(path, named, summary, f"this version has no game called {summary.game!r}")
    return SavedGame(path, named, summary)


def _json_files(folder: Path) -> list[Path]:
    """Every `*.json` entry of `folder`: a FIFO, a device link or a folder among them is listed
    too (as a file that cannot be loaded, with its reason), never opened for reading."""
    try:
        return list(folder.glob("*.json"))
    except OSError:  # an unreadable folder lists as empty; opening a save would say why
        return []


def unfinished_games() -> list[SavedGame]:
    """Every game in progress, newest first (damaged files included, with their reason)."""
    adopt_earlier_autosave()
    entries = [read_entry(p, named=False) for p in _json_files(games_dir())]
    legacy = paths.autosave_path()
    if legacy.exists():  # still there: it could not be moved in (damaged): listed, untouched
        entries.append(read_entry(legacy, named=False))
    unfinished = [e for e in entries if e.summary is None or not e.summary.finished]
    return sorted(unfinished, key=lambda e: e.last_played, reverse=True)


def named_saves(folder: Path | None = None) -> list[SavedGame]:
    """The player's named saves, newest first."""
    files = _json_files(folder or paths.saves_dir())
    return sorted(
        (read_entry(p, named=True) for p in files), key=lambda e: e.last_played, reverse=True
    )


def load_list() -> list[SavedGame]:
    """What Load game shows: every game in progress and every named save, newest first."""
    merged = unfinished_games() + named_saves()
    return sorted(merged, key=lambda e: e.last_played, reverse=True)


def latest_unfinished() -> tuple[SavedGame | None, str]:
    """What Continue resumes: the game in progress played most recently that can be loaded,
    and the reason a newer one cannot be ('' if none is damaged)."""
    entries = unfinished_games()
    good = next((e for e in entries if not e.problem), None)
    damaged = next((e for e in entries if e.problem), None)
    newer_damaged = (
        damaged if damaged and (good is None or damaged.last_played >= good.last_played) else None
    )
    return good, newer_damaged.problem if newer_damaged else ""


def last_played_game() -> str | None:
    """The game id of the game in progress played most recently (None: none)."""
    summaries = [e.summary for e in unfinished_games() if e.summary is not None]
    return summaries[0].game if summaries else None


# -- keeping the number of games in progress in bounds -------------------------------------
def dropped_by_new_game(cap: int = UNFINISHED_CAP) -> list[SavedGame]:
    """The oldest games in progress a new game would push past `cap` (damaged files never
    count and are never dropped: they are kept for the player to look at)."""
    good = [e for e in unfinished_games() if not e.problem]
    return good[cap - 1 :] if len(good) >= cap else []


def delete(entry: SavedGame) -> None:
    """Delete a listed game (the player confirmed). Raises OSError if the disk refuses."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(entry.path)


def forget(path: Path | None) -> None:
    """A finished game is kept for replays: its autosave goes (no error if already gone)."""
    if path is not None:
        with contextlib.suppress(OSError):
            os.unlink(path)


# -- the autosave.json of earlier versions -------------------------------------------------
def adopt_earlier_autosave() -> Path | None:
    """Move the single `autosave.json` of earlier versions into the games in progress, so its
    game is listed and can be continued. A damaged one, or a finished one, stays where it is,
    untouched. Returns the new file (None: nothing moved)."""
    legacy = paths.autosave_path()
    if not legacy.exists():
        return None
    try:
        record = load_record(legacy)
    except RecordError:
        return None
    if record.finished:
        return None
    when = _mtime(legacy)
    target = new_slot(record.game, now=when)
    try:
        write_game(target, record, _adopted_summary(record, when))
        os.unlink(legacy)
    except OSError:  # a read-only folder: it stays and is listed from where it is
        forget(target)
        return None
    return target


ADOPT_REPLAY_LIMIT = 2000  # moves replayed, once, to word an adopted game's progress


def _adopted_summary(record: GameRecord, when: float) -> Summary:
    """An earlier autosave's summary: its round from a replay (once, and only for a game of
    ordinary length), else its number of moves."""
    if len(record.actions) <= ADOPT_REPLAY_LIMIT:
        from totemgame import games

        with contextlib.suppress(Exception):  # it will say why when it is opened
            return summarize(games.open_match(record), now=when)
    return _summary_from_record(record, when)
