"""The last setup of each game (seats and options), offered again on its next setup screen.

Kept for the session by the App and in `setups.json` in the user config folder. Reading never
fails and never warns: a missing, damaged or outdated file (or one bad entry) simply means no
memory, and the setup screen starts from its defaults. Writing is best effort for the same
reason: the setup is a convenience, not the player's data. No pygame here.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from totemgame import paths, userfiles
from totemgame.engine.record import write_atomic

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
    """The last setup per game id: read from the file on first use, written on each change."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._setups: dict[str, LastSetup] | None = None  # None: the file is not read yet

    @property
    def path(self) -> Path:
        return self._path or setups_path()

    def recall(self, game_id: str) -> LastSetup | None:
        """The game's last setup, or None (never set up, or its entry was unreadable)."""
        return self._loaded().get(game_id)

    def remember(self, game_id: str, setup: LastSetup) -> None:
        """Keep `setup` for this session and, if the disk allows, for the next ones."""
        setups = self._loaded()
        setups[game_id] = setup
        obj = {"format": FORMAT, "games": {g: s.to_json() for g, s in setups.items()}}
        # A full or read-only disk only costs the memory across sessions; play goes on. A FIFO
        # or a device in the file's place is not the player's setup, but not ours to replace.
        with contextlib.suppress(OSError, TypeError, ValueError):
            if not self.path.exists() or self.path.is_file():
                write_atomic(self.path, json.dumps(obj, indent=1))

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
