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
import re
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame import paths, userfiles
from totemgame.engine.record import MAX_SEATS, GameRecord, RecordError, load_record
from totemgame.i18n import _, format_date, ngettext
from totemgame.safe_write import write_atomic
from totemgame.text import join_and

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
    return players_words(*_humans_and_ais(seats))


def _humans_and_ais(seats: Sequence[SeatInfo]) -> tuple[tuple[str, ...], int]:
    """The human players' names and the number of AI seats."""
    return tuple(s.name for s in seats if s.is_human), sum(not s.is_human for s in seats)


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
        return out

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
        return Summary(clean[0], clean[1], clean[2], float(last), moves, finished, humans, ais)


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
        progress = progress_of(match)
    except Exception:  # a game whose view lacks what this reads is still saved
        progress = f"move {match.ply + 1}"
    humans, ais = _humans_and_ais(match.seats)
    return Summary(
        game=match.record.game,
        progress=progress,
        players=describe_players(match.seats),
        last_played=time.time() if now is None else now,
        moves=len(match.record.actions),
        finished=match.is_over(),
        humans=humans,
        ais=ais,
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
    humans, ais = _humans_and_ais(record.seats)
    return Summary(
        game=record.game,
        progress=f"{moves} moves played" if moves != 1 else "1 move played",
        players=describe_players(record.seats),
        last_played=when,
        moves=moves,
        finished=record.finished,
        humans=humans,
        ais=ais,
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
    folder_problem: bool = False  # `path` is a folder of saves that cannot be read

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
        progress = progress_words(self.summary.progress)
        return f"{progress[:1].upper()}{progress[1:]} \u00b7 {self.summary.players_said}"

    @property
    def brief(self) -> str:
        """'Tiki Topple, round 2': what Continue resumes, where the players do not fit."""
        s = self.summary
        if s is None:
            return file_name_said(self.path.name)
        # TRANSLATORS: a game in progress on a narrow Continue button, "Totemix, round 5"
        return _("{game}, {progress}").format(
            game=game_name(s.game), progress=progress_words(s.progress)
        )

    @property
    def describe(self) -> str:
        """'Tiki Topple, round 2 — Mia vs 2 AI' (what Continue resumes)."""
        s = self.summary
        if s is None:
            return file_name_said(self.path.name)
        return game_line(game_name(s.game), s.progress, s.players_said)


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
