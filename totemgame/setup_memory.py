"""The last setup of each game (seats and options), offered again on its next setup screen.

Kept for the session by the App and in `setups.json` in the user config folder. Reading never
fails: a missing, damaged or outdated file (or one bad entry) simply means no memory, and the
setup screen starts from its defaults. A file that could not be read whole is never written
over: the setups are then kept for the session only, and the player is told so once (as when
the disk refuses). No pygame here.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame import paths, userfiles
from totemgame.i18n import _
from totemgame.safe_write import write_atomic

if TYPE_CHECKING:
    from totemgame.engine.game import GameSpec

FORMAT = 1
MAX_SEATS = 16  # more than any game seats: a longer list in the file is not a setup
MAX_BYTES = 1024 * 1024  # five games' setups take about 2 KB


def setups_path() -> Path:
    """Where the last setups are kept (next to settings.toml)."""
    return paths.config_dir() / "setups.json"


@dataclass(frozen=True)
class SeatChoice:
    """One seat as it was set up: who plays it, under which name, in which colour."""

    kind: str  # "human" or "ai:<level>"
    name: str  # a name the player typed; "" = the default name for the seat's kind
    colour: int  # index into the player colours


@dataclass(frozen=True)
class LastSetup:
    """A game's setup when its setup screen was last left (Start or Back)."""

    seats: tuple[SeatChoice, ...]
    options: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [{"kind": s.kind, "name": s.name, "colour": s.colour} for s in self.seats],
            "options": dict(self.options),
        }

    @staticmethod
    def from_json(obj: Any) -> LastSetup:
        """Raises ValueError for anything that is not a setup (wrong shapes or types)."""
        if not isinstance(obj, dict):
            raise ValueError("not an object")
        seats, options = obj.get("seats"), obj.get("options", {})
        if not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS:
            raise ValueError("no seats")
        if not isinstance(options, dict):
            raise ValueError("options are not an object")
        return LastSetup(tuple(_seat(s) for s in seats), dict(options))


def fit_to_game(
    last: LastSetup, spec: GameSpec, kinds: Collection[str], colours: int, new_kind: str
) -> LastSetup:
    """`last` made valid for the game as it is now (a file may be old or hand-edited).

    Unknown kinds become `new_kind`; names are trimmed to 16 characters; colours are kept
    if they exist (< `colours`) and differ, else a free one is taken; seats beyond the
    game's maximum are dropped and missing ones added (`new_kind`, default name); options
    the game no longer allows are left out, so they keep their defaults."""
    seats = [
        SeatChoice(c.kind if c.kind in kinds else new_kind, userfiles.clean_name(c.name), c.colour)
        for c in last.seats[: spec.max_players]
    ]
    seats += [SeatChoice(new_kind, "", -1)] * (spec.min_players - len(seats))
    # The first seat of a colour keeps it; a doubled or unknown colour takes a free one.
    taken: set[int] = set()
    keeps = []
    for c in seats:
        keeps.append(0 <= c.colour < colours and c.colour not in taken)
        taken.add(c.colour)
    free = iter(c for c in range(colours) if c not in taken)
    seats = [
        c if keep else SeatChoice(c.kind, c.name, next(free))
        for c, keep in zip(seats, keeps, strict=True)
    ]
    options = {}
    for opt in spec.options:
        if opt.key in last.options:
            with contextlib.suppress(ValueError):
                options[opt.key] = opt.validate(last.options[opt.key])
    return LastSetup(tuple(seats), options)


def _seat(obj: Any) -> SeatChoice:
    if not isinstance(obj, dict):
        raise ValueError("a seat is not an object")
    kind, name, colour = obj.get("kind"), obj.get("name", ""), obj.get("colour")
    if not isinstance(kind, str) or not isinstance(name, str):
        raise ValueError("a seat's kind or name is not text")
    if not isinstance(colour, int) or isinstance(colour, bool):
        raise ValueError("a seat's colour is not a number")
    return SeatChoice(kind, userfiles.clean_name(name), colour)


class SetupMemory:
    """The last setup per game id: read from the file on first use, written on each change
    while the file can be read whole (else kept for the session)."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._setups: dict[str, LastSetup] | None = None  # None: the file is not read yet
        self.told = False  # the player knows the setups are kept for the session only

    @property
    def path(self) -> Path:
        return self._path or setups_path()

    def recall(self, game_id: str) -> LastSetup | None:
        """The game's last setup, or None (never set up, or its entry was unreadable)."""
        return self._loaded().get(game_id)

    def remember(self, game_id: str, setup: LastSetup) -> str | None:
        """Keep `setup` for this session and, if the file and the disk allow, for the next
        ones. Returns what to tell the player the first time it is kept for the session only
        (the file could not be read, or the disk refused), else None."""
        self._loaded()[game_id] = setup
        on_disk, problem = read_setups_whole(self.path)
        if problem is None:
            on_disk[game_id] = setup  # another window's setups of other games stay
            obj = {"format": FORMAT, "games": {g: s.to_json() for g, s in on_disk.items()}}
            try:
                write_atomic(self.path, json.dumps(obj, indent=1))
            except OSError as exc:
                return self._tell(
                    _(
                        "Your setups could not be saved ({reason}): they are kept until you close "
                        "the game."
                    ).format(reason=userfiles.read_reason(exc))
                )
            self._setups = self._loaded() | on_disk
            return None
        return self._tell(
            _(
                "Your setups file could not be read ({reason}), so it is left as it is: your "
                "setups are kept until you close the game."
            ).format(reason=problem)
        )

    def _tell(self, text: str) -> str | None:
        if self.told:
            return None
        self.told = True
        return text

    def _loaded(self) -> dict[str, LastSetup]:
        if self._setups is None:
            self._setups = read_setups(self.path)
        return self._setups


def read_setups(path: Path) -> dict[str, LastSetup]:
    """Every readable entry of the file at `path`; {} if it is missing or damaged."""
    try:
        obj = userfiles.read_json(path, MAX_BYTES)
    except (OSError, userfiles.UnreadableFile):  # missing, a FIFO, too large, damaged...
        return {}
    games = obj.get("games") if isinstance(obj, dict) else None
    if not isinstance(games, dict) or obj.get("format") != FORMAT:
        return {}
    setups = {}
    for game_id, entry in games.items():
        with contextlib.suppress(ValueError):  # one bad entry costs only that game's memory
            setups[str(game_id)] = LastSetup.from_json(entry)
    return setups


def read_setups_whole(path: Path) -> tuple[dict[str, LastSetup], str | None]:
    """Every entry of the file at `path` and None when it can be written over (it is missing,
    or read whole: every entry a setup), else what could be read and why it must be kept."""
    try:
        obj = userfiles.read_json(path, MAX_BYTES)
    except FileNotFoundError:
        return {}, None
    except (OSError, userfiles.UnreadableFile) as exc:
        return {}, userfiles.read_reason(exc)
    games = obj.get("games") if isinstance(obj, dict) else None
    if not isinstance(games, dict):
        return {}, "it is not a setups file"
    if obj.get("format") != FORMAT:
        return {}, "it was written by another version"
    setups = {}
    for game_id, entry in games.items():
        try:
            setups[str(game_id)] = LastSetup.from_json(entry)
        except ValueError as exc:
            return setups, str(exc)
    return setups, None
