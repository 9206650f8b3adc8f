"""Games in progress and named saves: one autosave file per game started, never one shared slot.

Every game started gets its own file in `games_dir()` the first time it is saved; starting
another game never touches it. A finished game's file is removed once the game is kept for
replays. Each file is an ordinary save (GameRecord JSON, so `load_record` reads it) that begins
with a small summary: game, progress, players, last played time. Lists and the title screen's
Continue read only that first part of each file, so a huge record is never replayed (nor even
parsed) to describe it. Files are written atomically, as every save is. No pygame here.

The `autosave.json` of earlier versions is moved in as one more game in progress. The summary
at a file's head is save_head.py's; how a saved game is named to the player, save_words.py's.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from totemgame import paths
from totemgame.engine.record import GameRecord, RecordError, load_record
from totemgame.i18n import _, format_date
from totemgame.storage import userfiles
from totemgame.storage.safe_write import write_atomic
from totemgame.storage.save_head import (
    HEAD_BYTES,
    Summary,
    game_text,
    mtime,
    read_summary,
    summarize,
    summary_from_record,
)
from totemgame.storage.save_words import (
    describe_game,
    describe_players,
    game_line,
    game_name,
    progress_words,
)

# What the screens, the session and the tests use (the head and the words re-offered here).
__all__ = [
    "ADOPT_REPLAY_LIMIT",
    "HEAD_BYTES",
    "SavedGame",
    "Summary",
    "UNFINISHED_CAP",
    "adopt_earlier_autosave",
    "delete",
    "describe_game",
    "describe_players",
    "dropped_by_new_game",
    "file_name_said",
    "folder_problem",
    "forget",
    "game_text",
    "games_dir",
    "last_played_game",
    "latest_unfinished",
    "load_list",
    "named_saves",
    "new_slot",
    "progress_words",
    "read_entry",
    "read_summary",
    "summarize",
    "unfinished_games",
    "write_game",
]

UNFINISHED_CAP = 30  # games in progress kept; the player is asked before the oldest goes


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
def write_game(path: Path, record: GameRecord, summary: Summary) -> None:
    """Save `record` with its summary at `path`, atomically. Raises OSError if the disk refuses."""
    write_atomic(path, game_text(record, summary))


@dataclass(frozen=True)
class SavedGame:
    """One line of the Load game list: a game in progress or a named save."""

    path: Path
    named: bool  # a save the player named ("Save game as..."), else a game in progress
    summary: Summary | None  # None: the file is damaged
    problem: str = ""  # why it cannot be loaded ("" = it can, as far as a list can tell)
    folder_problem: bool = False  # `path` is a folder of saves that cannot be read

    @property
    def broken(self) -> bool:
        """Known not to load: shown in the danger colour with the reason."""
        return bool(self.problem)

    @property
    def last_played(self) -> float:
        return self.summary.last_played if self.summary else mtime(self.path)

    @property
    def date(self) -> str:
        stamp = self.last_played
        return format_date(stamp) if stamp else ""

    @property
    def title(self) -> str:
        """'Tiki Topple' (in progress), 'Tiki Topple — my-save' (named), the file (damaged)."""
        if self.folder_problem:
            return _("The folder {folder}").format(folder=userfiles.shown_path(self.path))
        if self.summary is None or self.problem:
            return file_name_said(self.path.name)
        name = game_name(self.summary.game)
        return f"{name} \u2014 {file_name_said(self.path.stem)}" if self.named else name

    @property
    def detail(self) -> str:
        """'Round 3 · Mia vs 2 AI · in progress', or the reason it cannot be loaded."""
        if self.folder_problem:
            return _("This folder cannot be read: {reason}").format(reason=self.problem)
        if self.problem or self.summary is None:
            return _("Cannot be loaded: {problem}").format(problem=self.problem)
        s = self.summary
        state = (
            _("finished") if s.finished else (_("saved game") if self.named else _("in progress"))
        )
        return f"{self.where} \u00b7 {state}"

    @property
    def where(self) -> str:
        """'Round 3 · Mia vs 2 AI': how far the game has come and who plays it."""
        if self.summary is None:
            return ""
        progress = self.summary.progress_said
        return f"{progress[:1].upper()}{progress[1:]} \u00b7 {self.summary.players_said}"

    @property
    def brief(self) -> str:
        """'Tiki Topple, round 2': what Continue resumes, where the players do not fit."""
        s = self.summary
        if s is None:
            return file_name_said(self.path.name)
        # TRANSLATORS: a game in progress on a narrow Continue button, "Totemix, round 5"
        return _("{game}, {progress}").format(game=game_name(s.game), progress=s.progress_said)

    @property
    def describe(self) -> str:
        """'Tiki Topple, round 2 — Mia vs 2 AI' (what Continue resumes)."""
        s = self.summary
        if s is None:
            return file_name_said(self.path.name)
        return game_line(game_name(s.game), s.progress_said, s.players_said)


def file_name_said(name: str) -> str:
    """A file's name as a list shows it: as it is, or for a name that is not valid text
    (bytes of another encoding), what can be shown of it and that it cannot be shown whole."""
    if userfiles.name_is_shown(name):
        return name
    # TRANSLATORS: a file whose name has bytes that are not text; {name} shows them as '?'
    return _("{name} (a file whose name cannot be shown)").format(
        name=userfiles.shown_file_name(name)
    )


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


def _entries_of(folder: Path, named: bool) -> list[SavedGame]:
    """One line per `*.json` entry of `folder` (a FIFO, a device link or a folder among them
    is listed too, as a file that cannot be loaded with its reason, never opened for
    reading), or one line saying that the folder cannot be read."""
    try:
        files = userfiles.folder_entries(folder)
    except OSError as exc:
        return [SavedGame(folder, named, None, userfiles.read_reason(exc), folder_problem=True)]
    return [read_entry(p, named) for p in files]


def folder_problem(folder: Path) -> str:
    """Why `folder` cannot be listed ('' when it can, or when it is not there)."""
    try:
        userfiles.folder_entries(folder)
    except OSError as exc:
        return userfiles.read_reason(exc)
    return ""


def unfinished_games() -> list[SavedGame]:
    """Every game in progress, newest first (damaged files included, with their reason, and a
    folder that cannot be read as a line saying so)."""
    adopt_earlier_autosave()
    entries = _entries_of(games_dir(), named=False)
    legacy = paths.autosave_path()
    if os.path.lexists(legacy):  # still there: it could not be moved in (damaged): listed
        entries.append(read_entry(legacy, named=False))
    unfinished = [e for e in entries if e.summary is None or not e.summary.finished]
    return sorted(unfinished, key=lambda e: e.last_played, reverse=True)


def named_saves(folder: Path | None = None) -> list[SavedGame]:
    """The player's named saves, newest first."""
    entries = _entries_of(folder or paths.saves_dir(), named=True)
    return sorted(entries, key=lambda e: e.last_played, reverse=True)


def load_list() -> list[SavedGame]:
    """What Load game shows: every game in progress and every named save, newest first (a
    folder that cannot be read first of all, saying so)."""
    merged = unfinished_games() + named_saves()
    return sorted(merged, key=lambda e: (e.folder_problem, e.last_played), reverse=True)


def latest_unfinished() -> tuple[SavedGame | None, str]:
    """What Continue resumes: the game in progress played most recently that can be loaded,
    and the reason a newer one cannot be ('' if none is damaged)."""
    entries = unfinished_games()
    good = next((e for e in entries if not e.problem), None)
    damaged = next((e for e in entries if e.problem and not e.folder_problem), None)
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
    if not os.path.lexists(legacy):  # (never raises, even in a folder that cannot be read)
        return None
    try:
        record = load_record(legacy)
    except RecordError:
        return None
    if record.finished:
        return None
    when = mtime(legacy)
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
    return summary_from_record(record, when)
