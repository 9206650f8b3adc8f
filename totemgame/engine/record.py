"""A game is its record: game id, options, seats, seed and actions. Save, load, replay.

Saves are JSON written atomically (temp file + os.replace) so a crash mid-write leaves the
previous file intact. Loading validates the structure, then replays every action through the
rules; any failure gives a `RecordError` with a sentence a player can read.
"""

from __future__ import annotations

import errno
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from totemgame import __version__
from totemgame.engine.game import Action, ActionCodec, Event, GameSpec, IllegalAction, Seat, State
from totemgame.engine.seeds import is_salt, new_salt
from totemgame.storage import userfiles
from totemgame.storage.safe_write import write_atomic

FORMAT = 1
SEAT_KINDS = ("human", "ai:random", "ai:easy", "ai:medium", "ai:hard")
MAX_BYTES = 16 * userfiles.MB  # a save or autosave; the longest real games take under 1 MB
MAX_MOVES = 100_000  # more moves than any game lasts: a longer list is damage
MAX_SEATS = 16  # more seats than any game has: a longer list is damage


class RecordError(ValueError):
    """A record that cannot be loaded or replayed; the message says why, in plain words, and
    then the game's `note` (e.g. a rule that changed since the game was saved)."""

    def __init__(self, message: str, note: str = "") -> None:
        # A hand-edited file can put a megabyte of text where a name or an option goes; the
        # message quoting it stays short enough for a banner. The note is the game's own text:
        # it is kept whole, so a long refusal never cuts off why an old save no longer replays.
        message = message if len(message) <= 240 else message[:239] + "\u2026"
        super().__init__(f"{message}. {note}" if note else message)


def illegal_move(number: int, exc: IllegalAction, spec: GameSpec) -> RecordError:
    """The error for move `number` (1-based) of a record that today's rules refuse, with the
    game's replay note: saves hold only the moves, so a rule changed since can refuse one."""
    return RecordError(f"move {number} is not legal ({exc})", spec.replay_note)


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat: `kind` is 'human' or 'ai:<difficulty>'; colour is a palette index."""

    kind: str
    name: str
    colour: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def difficulty(self) -> str | None:
        return self.kind.split(":", 1)[1] if self.kind.startswith("ai:") else None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "colour": self.colour}

    @staticmethod
    def from_json(obj: Any) -> SeatInfo:
        if not isinstance(obj, dict):
            raise RecordError("a seat is not described properly")
        kind, name, colour = obj.get("kind"), obj.get("name"), obj.get("colour", 0)
        if kind not in SEAT_KINDS:
            raise RecordError(f"unknown seat kind {repr(kind)[:40]}")
        if not isinstance(name, str) or not isinstance(colour, int) or isinstance(colour, bool):
            raise RecordError("a seat has no proper name or colour")
        return SeatInfo(kind, userfiles.clean_name(name), colour)


@dataclass
class GameRecord:
    """Everything needed to reproduce a game exactly."""

    game: str
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int
    actions: list[tuple[Seat, dict[str, Any]]] = field(default_factory=list)
    app_version: str = __version__
    finished: bool = False
    # How many hints (the Hard AI's suggestion) a human was shown; statistics skip such games.
    hints_used: int = 0
    # The game's secret key for agent and hint seeds (engine/seeds.py); never in a view.
    salt: str = field(default_factory=new_salt, repr=False)
    # What the table keeps for the players beside the moves (a deduction notebook's strikes):
    # JSON, read back by the table that wrote it; never by the rules or an AI.
    notes: dict[str, Any] = field(default_factory=dict)

    def turns(self, plies: int | None = None) -> int:
        """How many turns were played (in the first `plies` actions, else in all): a turn is one
        player's actions in a row (Totem Surround's totem move and placement make one turn, as
        each card played in Tiki Topple does)."""
        turns, last = 0, None
        for seat, _action in self.actions[:plies]:
            if seat != last:
                turns, last = turns + 1, seat
        return turns

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "app_version": self.app_version,
            "game": self.game,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [[seat, action] for seat, action in self.actions],
            "finished": self.finished,
            "hints_used": self.hints_used,
            "salt": self.salt,
        } | ({"notes": self.notes} if self.notes else {})

    @staticmethod
    def from_json(obj: Any) -> GameRecord:
        """Check the structure of a decoded save; raises RecordError naming the problem."""
        if not isinstance(obj, dict):
            raise RecordError("the file is not a saved game")
        fmt = obj.get("format")
        if not isinstance(fmt, int):
            raise RecordError("the file is not a saved game (no format number)")
        if fmt > FORMAT:
            raise RecordError(f"it was saved by a newer version (format {fmt}); update the game")
        game, options, seats, seed, actions = (
            obj.get("game"),
            obj.get("options", {}),
            obj.get("seats"),
            obj.get("seed"),
            obj.get("actions", []),
        )
        if not isinstance(game, str) or not 0 < len(game) <= 64:
            raise RecordError("it does not say which game it is")
        if not isinstance(options, dict) or not isinstance(seats, list) or not seats:
            raise RecordError("its options or seats are damaged")
        if len(seats) > MAX_SEATS:
            raise RecordError(f"it has {len(seats)} seats; no game seats more than {MAX_SEATS}")
        if not isinstance(seed, int) or not isinstance(actions, list):
            raise RecordError("its seed or move list is damaged")
        if len(actions) > MAX_MOVES:
            raise RecordError(f"its move list is too long ({len(actions)} moves)")
        moves: list[tuple[Seat, dict[str, Any]]] = []
        for entry in actions:
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
                raise RecordError("its move list is damaged")
            moves.append((entry[0], entry[1]))
        return GameRecord(
            game=game,
            options=options,
            seats=[SeatInfo.from_json(s) for s in seats],
            seed=seed,
            actions=moves,
            app_version=str(obj.get("app_version", "?")),
            finished=bool(obj.get("finished", False)),
            hints_used=_count(obj.get("hints_used", 0)),
            salt=_salt(obj.get("salt")),
            notes=_notes(obj.get("notes")),
        )


def _notes(value: Any) -> dict[str, Any]:
    """The table's notes from a save: a damaged entry is dropped, never blocks loading (each
    table checks what it reads back)."""
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        return {}
    return value


def _count(value: Any) -> int:
    """A non-negative count from a save (old saves lack it; a damaged one must not block loading)."""
    return max(value, 0) if isinstance(value, int) and not isinstance(value, bool) else 0


def _salt(value: Any) -> str:
    """The save's salt; saves of earlier versions have none (or a damaged one): a fresh one,
    written by the next save."""
    return value if is_salt(value) else new_salt()


NewGame = Callable[[int, Mapping[str, Any], int], State[object]]


def replay(
    record: GameRecord,
    spec: GameSpec,
    new_game: NewGame,
    codec: ActionCodec,
    upto: int | None = None,
) -> tuple[State[object], list[list[Event]]]:
    """Rebuild the state by replaying `record` (its first `upto` actions); validates every step.

    Returns the state and, per action, the events it produced.
    """
    if record.game != spec.id:
        raise RecordError(f"it is a game of {record.game!r}, not {spec.id!r}")
    if not spec.min_players <= len(record.seats) <= spec.max_players:
        raise RecordError(f"{spec.name} is not played by {len(record.seats)} players")
    try:
        options = spec.validate_options(record.options)
    except ValueError as exc:
        raise RecordError(str(exc)) from exc
    try:
        state = new_game(len(record.seats), options, record.seed)
    except (ValueError, TypeError, OverflowError) as exc:  # e.g. a seed the RNG refuses
        raise RecordError(f"the game cannot be set up from it ({exc})") from exc
    events: list[list[Event]] = []
    moves: Sequence[tuple[Seat, dict[str, Any]]] = record.actions[:upto]
    for number, (seat, action_json) in enumerate(moves, start=1):
        try:
            action: Action = codec.decode(action_json)
            if state.is_over() or seat not in state.to_move():
                raise IllegalAction(f"seat {seat} is not to move")
            events.append(state.apply(seat, action))
        except IllegalAction as exc:
            raise illegal_move(number, exc, spec) from exc
    return state, events


def save_problem(exc: OSError) -> str:
    """Why a save could not be written, in plain words (full disk, read-only folder...)."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return "the disk is full"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "the save folder is read-only"
    return exc.strerror or str(exc) or type(exc).__name__


def save_record(record: GameRecord, path: Path) -> None:
    """Save `record` as JSON at `path`, atomically. Raises OSError if the disk refuses."""
    write_atomic(path, json.dumps(record.to_json(), indent=1))


def load_record(path: Path) -> GameRecord:
    """Read a saved game's structure; raises RecordError with a readable reason. Never writes."""
    return GameRecord.from_json(read_record_json(path))


def read_record_json(path: Path) -> Any:
    """The decoded JSON of a save (regular files of at most MAX_BYTES only), or RecordError."""
    try:
        raw = userfiles.read_bytes(path, MAX_BYTES)
    except OSError as exc:
        raise RecordError(f"the file cannot be read ({exc.strerror or exc})") from exc
    except userfiles.UnreadableFile as exc:  # a FIFO, a device, a folder; too large
        raise RecordError(f"the file cannot be read ({exc})") from exc
    try:
        return userfiles.parse_json(raw)
    except userfiles.UnreadableFile as exc:
        raise RecordError(f"the file is damaged ({exc})") from exc
