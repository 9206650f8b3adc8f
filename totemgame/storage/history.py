"""Finished games kept for replays: one GameRecord JSON file per game, the newest KEEP kept.

Each file is an ordinary save (GameRecord JSON, so `load_record` reads it) with one extra key,
"archived", holding what the replay list shows without replaying: the date, winners and scores,
and for a game played at an online table, "online": the seat this app's player held and the
table's code.
File names start with the UTC time (to the millisecond) and a counter, so sorting by name
sorts by age. No pygame here.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from totemgame import paths
from totemgame.engine.game import Result
from totemgame.engine.record import GameRecord, RecordError, read_record_json
from totemgame.i18n import _, format_date, format_number
from totemgame.seat_names import shown_name
from totemgame.storage import userfiles
from totemgame.storage.safe_write import write_atomic
from totemgame.text import join_commas

KEEP = 50  # finished games kept; the oldest are deleted beyond this
ARCHIVE_KEY = "archived"
MAX_SEATS = 16  # winners and scores listed at most (more than any game seats)


def replays_dir() -> Path:
    """The folder of finished games (inside the user data folder)."""
    return paths.data_dir() / "replays"


@dataclass(frozen=True)
class ReplayEntry:
    """One finished game as the replay list shows it (read without replaying it)."""

    path: Path
    game: str
    date: str  # local time, "22 Nov 2026 14:05"
    players: tuple[str, ...]
    winners: tuple[str, ...]
    scores: tuple[float, ...]
    moves: int
    problem: str = ""  # non-empty: the file is damaged and cannot be replayed
    nobody_won: bool = False  # a tie the rules leave unbroken
    folder_problem: bool = False  # `path` is the replays folder, which cannot be read
    online_seat: int | None = None  # played online: the seat this app's player held


def archive_game(
    record: GameRecord,
    result: Result,
    folder: Path | None = None,
    keep: int = KEEP,
    now: float | None = None,
    online_seat: tuple[int, str] | None = None,
) -> Path:
    """Store a finished game in `folder` (default replays_dir()), then prune to `keep` files.
    `online_seat`: played at an online table, (the seat this app's player held, its code).

    Raises OSError if the disk refuses; the caller decides how to tell the player.
    """
    folder = folder or replays_dir()
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f"{int(now * 1000) % 1000:03d}"
    obj = record.to_json()
    obj[ARCHIVE_KEY] = {
        "date": now,
        "winners": list(result.winners),
        "nobody_won": result.nobody_wins,
        "scores": list(result.scores),
    }
    if online_seat is not None:
        obj[ARCHIVE_KEY]["online"] = {"seat": online_seat[0], "table": online_seat[1]}
    path = _free_name(folder, stamp, record.game)
    write_atomic(path, json.dumps(obj, indent=1))
    prune(folder, keep)
    return path


def _free_name(folder: Path, stamp: str, game: str) -> Path:
    """`<stamp>-00-<game>.json`, counting up if games end in the same millisecond, so that
    sorting the names still sorts the games by age."""
    n = 0
    while any(folder.glob(f"{stamp}-{n:02d}-*.json")):
        n += 1
    return folder / f"{stamp}-{n:02d}-{game}.json"


def archived_files(folder: Path | None = None) -> list[Path]:
    """The archive's files, newest first. Raises OSError if the folder cannot be listed."""
    folder = folder or replays_dir()
    return sorted(userfiles.folder_entries(folder), key=lambda p: p.name, reverse=True)


_REPLAY_NAME = re.compile(r"\d{8}-\d{9}-\d{2}-[a-z0-9-]{1,64}\.json")


def prune(folder: Path, keep: int = KEEP) -> list[Path]:
    """Delete all but the newest `keep` replays the app wrote; returns the deleted paths. A
    file it could not read, or of another name, is the player's and stays as it is."""
    try:
        files = archived_files(folder)
    except OSError:
        return []
    doomed = [
        p for p in files[keep:] if _REPLAY_NAME.fullmatch(p.name) and not read_entry(p).problem
    ]
    for p in doomed:
        with contextlib.suppress(OSError):  # a locked file is retried at the next prune
            p.unlink()
    return doomed


def list_replays(folder: Path | None = None) -> list[ReplayEntry]:
    """The finished games, newest first. A damaged file is listed with its problem; a folder
    that cannot be read, as one entry saying so (`folder_problem`)."""
    folder = folder or replays_dir()
    try:
        files = archived_files(folder)
    except OSError as exc:
        return [folder_entry(folder, exc)]
    return [read_entry(p) for p in files]


def folder_entry(folder: Path, exc: OSError) -> ReplayEntry:
    """The one line of a Replays folder that cannot be read."""
    return ReplayEntry(
        folder, "?", "", (), (), (), 0, userfiles.read_reason(exc), folder_problem=True
    )


def read_entry(path: Path) -> ReplayEntry:
    """Describe one archived game from its file, never raising."""
    try:
        obj = read_record_json(path)  # read once: a FIFO or a huge file is refused unread
        record = GameRecord.from_json(obj)
    except RecordError as exc:
        return ReplayEntry(path, "?", _file_date(path), (), (), (), 0, str(exc))
    meta = obj.get(ARCHIVE_KEY)
    meta = meta if isinstance(meta, dict) else {}
    names = tuple(shown_name(s.name) for s in record.seats)
    winners = meta.get("winners", [])
    scores = meta.get("scores", [])
    # Lists that are not lists, or far longer than the seats (a hand-edited file), are cut:
    # the list shows one line per game.
    winners, scores = (v[:MAX_SEATS] if isinstance(v, list) else [] for v in (winners, scores))
    when = meta.get("date")
    return ReplayEntry(
        path=path,
        game=record.game,
        date=format_date(when) if isinstance(when, int | float) else _file_date(path),
        players=names,
        winners=tuple(names[w] for w in _seats_in(winners, len(names))),
        scores=tuple(float(s) for s in scores if isinstance(s, int | float)),  # bounded on read
        moves=record.turns(),
        nobody_won=meta.get("nobody_won") is True,
        online_seat=_online(meta, len(names))[0],
    )


def _online(meta: dict[str, Any], seats: int) -> tuple[int | None, str]:
    """(seat, table code) of a game played online, from its archive data ((None, "") else)."""
    online = meta.get("online")
    if not isinstance(online, dict):
        return None, ""
    seat, table = online.get("seat"), online.get("table")
    valid = _seats_in([seat], seats)
    return (valid[0] if valid else None), (table if isinstance(table, str) else "")


def online_game_kept(table: str, record: GameRecord, folder: Path | None = None) -> bool:
    """Whether the finished online game `record` of table `table` is kept already (a player
    who comes back to a finished table gets its record again)."""
    try:
        files = archived_files(folder)
    except OSError:
        return False
    for path in files[:KEEP]:
        if not path.name.endswith(f"-{record.game}.json"):
            continue
        try:
            obj = read_record_json(path)
        except RecordError:
            continue
        meta = obj.get(ARCHIVE_KEY)
        if not isinstance(meta, dict) or _online(meta, len(record.seats))[1] != table:
            continue
        if obj.get("seed") == record.seed and obj.get("salt") == record.salt:
            return True
    return False


def _seats_in(values: list[Any], seats: int) -> list[int]:
    """The valid seat numbers of a hand-editable list, each once, in order."""
    valid = (v for v in values if isinstance(v, int) and not isinstance(v, bool))
    return list(dict.fromkeys(v for v in valid if 0 <= v < seats))


def last_finished_game(folder: Path | None = None) -> str | None:
    """The game id of the newest finished game kept (None: none, or its file is damaged, or the
    folder cannot be read)."""
    try:
        files = archived_files(folder)
    except OSError:
        return None
    if not files:
        return None
    entry = read_entry(files[0])
    return None if entry.problem else entry.game


def _file_date(path: Path) -> str:
    try:
        return format_date(path.stat().st_mtime)
    except OSError:
        return "?"


def describe_winners(entry: ReplayEntry) -> str:
    """'Winner: Ana' / 'Shared win: Ana, Bo' / 'No winner' / '' when unknown."""
    if not entry.winners:
        return _("No winner") if entry.nobody_won else ""
    if len(entry.winners) == 1:
        return _("Winner: {name}").format(name=entry.winners[0])
    return _("Shared win: {names}").format(names=join_commas(entry.winners))


def format_scores(scores: Sequence[float]) -> str:
    """'12 – 9 – 4' with integral scores shown without decimals."""
    return " \u2013 ".join(f"{s:g}" for s in scores)


def describe_players(entry: ReplayEntry) -> str:
    """Who played and, when known, who scored what: 'Ana: 12, Bo: 9' (seat order)."""
    if entry.scores and len(entry.scores) == len(entry.players):
        # TRANSLATORS: a player's final score in the Replays list, "Ana: 12"
        said = _("{name}: {score}")
        return join_commas(
            [
                said.format(name=name, score=format_number(score, 0 if score == int(score) else 1))
                for name, score in zip(entry.players, entry.scores, strict=True)
            ]
        )
    names = join_commas(entry.players)
    # Scores that do not match the seats (a hand-edited file) are still shown, but apart.
    return f"{names} ({format_scores(entry.scores)})" if entry.scores else names


@dataclass(frozen=True)
class Kept:
    """What became of a finished game: kept for replays or not, and what to tell the player."""

    archived: bool
    problems: list[str]


def keep_finished_game(
    record: GameRecord, result: Result, online_seat: tuple[int, str] | None = None
) -> Kept:
    """At a game's end: archive it for replays and add its human results to the statistics
    (`online_seat`: played online, (the seat this app's player held, the table's code): only
    that seat's result is theirs).

    Never raises for a disk problem: says whether the game was archived (its autosave may go
    only then), with the sentences to show the player.
    """
    from totemgame.storage import stats

    problems = []
    archived = False
    try:
        archive_game(record, result, online_seat=online_seat)
        archived = True
    except OSError as exc:
        problems.append(
            _("The finished game could not be kept for replays: {reason}").format(
                reason=exc.strerror or exc
            )
        )
    try:
        seat = None if online_seat is None else online_seat[0]
        stats.record_game(record, result, online_seat=seat)
    except stats.ResultsKept as kept:
        if not kept.told:  # said once: the next results are kept the same way
            problems.append(kept.message())
    return Kept(archived, problems)
