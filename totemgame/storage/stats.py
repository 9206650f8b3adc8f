"""Statistics: every finished game with a human seat, tallied per game and AI difficulty.

Stored as JSON in the user data folder, written atomically. A file that could not be read is
never written over: it is read as empty with a warning, and the results of the games finished
meanwhile are kept while the app runs (written with the next result once the file is gone).

Which games count ("ranked"): exactly one human seat against AI seats, and no hint shown
(GameRecord.hints_used == 0). Pass-and-play games (two or more humans) are kept per human
name and shown apart, since "you" is not one person there. A game played at an online table
counts only the seat this app's player held, as ONLINE (shown apart too: the others were
people elsewhere, or AIs their host chose). No pygame here.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from totemgame import paths
from totemgame.engine.game import Result
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.i18n import _
from totemgame.storage import file_lock, userfiles
from totemgame.storage.safe_write import write_atomic

FORMAT = 1
KEEP = 5000  # results kept; the oldest drop out beyond this (about 1 MB of JSON)
MAX_BYTES = 32 * userfiles.MB  # far above KEEP results; a larger file is damage
DIFFICULTY_ORDER = ("random", "easy", "medium", "hard", "mixed")
PASS_AND_PLAY = "pass-and-play"
ONLINE = "online"
WIN, LOSS, DRAW = "win", "loss", "draw"


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


@dataclass(frozen=True)
class GameResult:
    """One human's result in one finished game."""

    game: str
    date: float  # seconds since the epoch
    player: str
    opponents: str  # an AI difficulty, "mixed" (several), or PASS_AND_PLAY
    outcome: str  # WIN, LOSS or DRAW (a shared first place)
    score: float
    best_other: float  # the best score among the other seats
    players: int
    hints: int = 0

    @property
    def ranked(self) -> bool:
        """Counts in the per-difficulty numbers: one human against AI, no hint shown."""
        return self.opponents not in (PASS_AND_PLAY, ONLINE) and not self.hints

    @staticmethod
    def from_json(obj: Any) -> GameResult:
        """Raises ValueError (or KeyError/TypeError) for an entry that is not a result."""
        r = GameResult(
            game=_text(obj["game"]),
            date=_number(obj["date"]),
            player=userfiles.clean_name(_text(obj["player"])),
            opponents=_text(obj["opponents"]),
            outcome=_text(obj["outcome"]),
            score=_number(obj["score"]),
            best_other=_number(obj["best_other"]),
            players=int(_number(obj["players"])),
            hints=int(_number(obj.get("hints", 0))),
        )
        if r.outcome not in (WIN, LOSS, DRAW):
            raise ValueError(f"unknown outcome {r.outcome!r}")
        return r


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{_shown(value)} is not text")
    return value[:64]  # game ids and difficulties are short; a long one is damage, kept short


def _number(value: Any) -> float:
    """A finite number of sensible size (the reader already refuses 1e999 and 10**40)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{_shown(value)} is not a number")
    if not abs(value) <= userfiles.MAX_FLOAT:
        raise ValueError("a number is out of range")
    return float(value)


def _shown(value: Any) -> str:
    return repr(value)[:20]


def opponents_of(record: GameRecord) -> str:
    """The opposition class of a game: the AI difficulty, 'mixed', or PASS_AND_PLAY."""
    return opposition(record.seats)


def opposition(seats: Sequence[SeatInfo]) -> str:
    """The opposition class of a table's seats: the AI difficulty, 'mixed', or PASS_AND_PLAY."""
    if sum(1 for s in seats if s.is_human) >= 2:
        return PASS_AND_PLAY
    levels = {s.difficulty for s in seats if not s.is_human}
    return levels.pop() if len(levels) == 1 else "mixed"  # type: ignore[return-value]  # AI seats have a difficulty


def results_of(
    record: GameRecord, result: Result, now: float | None = None, online_seat: int | None = None
) -> list[GameResult]:
    """One GameResult per human seat (none for a game of AIs only); of a game played online,
    only `online_seat`'s (the seat this app's player held), as ONLINE."""
    now = time.time() if now is None else now
    opponents = opponents_of(record) if online_seat is None else ONLINE
    out = []
    for seat, info in enumerate(record.seats):
        if online_seat is not None and seat != online_seat:
            continue
        if online_seat is None and not info.is_human:
            continue
        others = [s for i, s in enumerate(result.scores) if i != seat]
        winners = result.winners
        if seat in winners:
            outcome = WIN if len(winners) == 1 else DRAW
        else:  # with no winner at all, the seats tied at the top drew
            outcome = DRAW if not winners and result.ranks[seat] == 1 else LOSS
        out.append(
            GameResult(
                game=record.game,
                date=now,
                player=info.name,
                opponents=opponents,
                outcome=outcome,
                score=float(result.scores[seat]),
                best_other=float(max(others)) if others else 0.0,
                players=len(record.seats),
                hints=record.hints_used,
            )
        )
    return out


# -- storage ---------------------------------------------------------------------------------
# Results that could not be written (the file could not be read whole, or the disk refused),
# per file: kept while the app runs, shown with the file's, and written with the next result
# once the file can be written again (the player moved a damaged one away).
_kept: dict[Path, list[GameResult]] = {}


@dataclass
class StatsFile:
    """The results on disk (and those kept for the session). `warning` is set when the file
    could not be read: it is then never written over (`damaged`); `blocked` when it is not
    an ordinary file at all."""

    path: Path
    results: list[GameResult] = field(default_factory=list)
    warning: str | None = None
    damaged: bool = False
    blocked: bool = False  # not a regular file: it is neither read nor replaced
    reason: str = ""  # why it could not be read

    @staticmethod
    def load(path: Path | None = None) -> StatsFile:
        """Read the file; never raises. A missing file is simply empty."""
        path = path or stats_path()
        kept = list(_kept.get(path, []))
        try:
            obj = userfiles.parse_json(userfiles.read_bytes(path, MAX_BYTES))
            if not isinstance(obj, dict) or not isinstance(obj.get("results"), list):
                raise ValueError("no results list")
            if _number(obj.get("format", 0)) > FORMAT:
                raise ValueError("written by a newer version")
            results = [GameResult.from_json(r) for r in obj["results"]]
        except FileNotFoundError:
            return StatsFile(path, kept)
        except (OSError, ValueError, KeyError, TypeError) as exc:  # UnreadableFile: ValueError
            reason = userfiles.read_reason(exc) if isinstance(exc, OSError) else _short(exc)
            why = _(
                "The statistics file could not be read ({reason}), so it is left as it is: "
                "the results of games you finish are kept until you close the game."
            ).format(reason=reason)
            blocked = isinstance(exc, userfiles.NotAFile)
            return StatsFile(path, kept, why, True, blocked, reason)
        return StatsFile(path, results + kept)

    def add(self, new: Iterable[GameResult]) -> None:
        """Append results and save (with those kept for the session).

        Raises OSError if the disk refuses, or userfiles.NotReplaced (an OSError) if the file
        could not be read: that stays as it is."""
        new = list(new)
        if not new:
            return
        if self.damaged:
            raise userfiles.NotReplaced(self.path, self.reason)
        results = (self.results + new)[-KEEP:]
        obj = {"format": FORMAT, "results": [asdict(r) for r in results]}
        write_atomic(self.path, json.dumps(obj, indent=0))
        self.results = results
        _kept.pop(self.path, None)


class ResultsKept(OSError):
    """Results that could not be written are kept for the session; `told`: some of this
    file's were kept already (the player was told then)."""

    def __init__(self, cause: OSError, told: bool) -> None:
        reason = userfiles.read_reason(cause)
        super().__init__(cause.errno, reason)
        self.unreadable = isinstance(cause, userfiles.NotReplaced)
        self.told = told

    def message(self) -> str:
        """What to tell the player, in their language."""
        if self.unreadable:
            return _(
                "The statistics file could not be read ({reason}), so it is left as it is: "
                "the results of games you finish are kept until you close the game."
            ).format(reason=self.strerror)
        return _(
            "Statistics could not be saved ({reason}): the results of games you finish are kept "
            "until you close the game."
        ).format(reason=self.strerror)


def _short(exc: BaseException) -> str:
    return (str(exc) or type(exc).__name__)[:100]


def record_game(
    record: GameRecord, result: Result, path: Path | None = None, online_seat: int | None = None
) -> int:
    """Add a finished game's human results to the statistics file (of a game played online,
    only `online_seat`'s); returns how many.

    Reloads the file first under a lock, so results of several windows all stay (two
    processes recording 150 results each keep all 300, tests/test_user_files_hostile.py).
    Raises ResultsKept when they could not be written: they are kept for the session."""
    new = results_of(record, result, online_seat=online_seat)
    if new:
        path = path or stats_path()
        try:
            with file_lock.locked(path):  # another window's results are read before writing
                StatsFile.load(path).add(new)
        except OSError as exc:
            told = path in _kept
            _kept.setdefault(path, []).extend(new)
            raise ResultsKept(exc, told) from exc
    return len(new)


# -- aggregation -------------------------------------------------------------------------------
@dataclass
class Tally:
    """Wins, losses and draws of one (game, difficulty), with the scores in play order."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    scores: list[float] = field(default_factory=list)
    outcomes: list[str] = field(default_factory=list)

    @property
    def played(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.played if self.played else None

    @property
    def best(self) -> float | None:
        return max(self.scores) if self.scores else None

    @property
    def best_won(self) -> bool:
        """Whether a game with the best score was won (in Totemic Might failure marks rank
        first, so the best score can come from a lost game)."""
        best = self.best
        return any(s == best and o == WIN for s, o in zip(self.scores, self.outcomes, strict=True))

    def running_wins(self) -> list[float]:
        """Wins so far after each game, in play order (the outcomes are kept with the scores)."""
        out, wins = [], 0
        for outcome in self.outcomes:
            wins += outcome == WIN
            out.append(float(wins))
        return out

    def add(self, r: GameResult) -> None:
        self.outcomes.append(r.outcome)
        if r.outcome == WIN:
            self.wins += 1
        elif r.outcome == DRAW:
            self.draws += 1
        else:
            self.losses += 1
        self.scores.append(r.score)


@dataclass
class GameSummary:
    """What the statistics screen shows for one game."""

    by_difficulty: dict[str, Tally]  # ranked games only, in DIFFICULTY_ORDER
    total: Tally  # all ranked games
    with_hints: int  # games left out because a hint was shown
    pass_and_play: dict[str, Tally]  # per human name
    pass_and_play_games: int
    online: Tally = field(default_factory=Tally)  # the games played at online tables

    @property
    def scores_vary(self) -> bool:
        """Whether the ranked games' scores say anything (not all the same zero, say)."""
        return len(set(self.total.scores)) > 1 or any(self.total.scores)


def summarise(results: Sequence[GameResult], game: str) -> GameSummary:
    """Tally `game`'s results (oldest first, as stored)."""
    by: dict[str, Tally] = {}
    total = Tally()
    hinted = 0
    pnp: dict[str, Tally] = {}
    pnp_games: set[float] = set()
    online = Tally()
    for r in results:
        if r.game != game:
            continue
        if r.opponents == PASS_AND_PLAY:
            pnp.setdefault(r.player, Tally()).add(r)
            pnp_games.add(r.date)  # the humans of one game share its date
        elif r.opponents == ONLINE:
            online.add(r)
        elif not r.ranked:
            hinted += 1
        else:
            by.setdefault(r.opponents, Tally()).add(r)
            total.add(r)
    ordered = {d: by[d] for d in DIFFICULTY_ORDER if d in by}
    ordered.update({d: t for d, t in by.items() if d not in ordered})
    return GameSummary(ordered, total, hinted, pnp, len(pnp_games), online)
