"""How far the player got in each game's tutorial: `tutorials.json` in the user data folder.

Per game: the step to resume at and whether the tutorial was ever completed. Like the setup
memory, reading never fails (a missing or damaged file means no progress) and writing is best
effort: progress is a convenience, never the player's game. No pygame here.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from totemgame import paths, userfiles
from totemgame.engine.record import write_atomic

FORMAT = 1
MAX_BYTES = 64 * 1024  # five games take about 200 bytes


@dataclass(frozen=True)
class Progress:
    """A game's tutorial: resume at `step` (0: from the start); `completed` ever."""

    step: int = 0
    completed: bool = False


def progress_path() -> Path:
    return paths.data_dir() / "tutorials.json"


def read_all() -> dict[str, Progress]:
    """Every readable entry; {} when the file is missing or damaged."""
    try:
        obj = userfiles.read_json(progress_path(), MAX_BYTES)
    except (OSError, userfiles.UnreadableFile):
        return {}
    games = obj.get("games") if isinstance(obj, dict) else None
    if not isinstance(games, dict) or obj.get("format") != FORMAT:
        return {}
    out = {}
    for game_id, entry in games.items():
        if not isinstance(entry, dict):
            continue
        step, done = entry.get("step", 0), entry.get("completed", False)
        if isinstance(step, int) and not isinstance(step, bool) and step >= 0:
            out[str(game_id)] = Progress(step, done is True)
    return out


def get(game_id: str) -> Progress:
    return read_all().get(game_id, Progress())


def _write(entries: dict[str, Progress]) -> None:
    data = {
        "format": FORMAT,
        "games": {g: {"step": p.step, "completed": p.completed} for g, p in entries.items()},
    }
    with contextlib.suppress(OSError):  # a read-only disk costs only the resume point
        write_atomic(progress_path(), json.dumps(data, indent=1))


def save_step(game_id: str, step: int) -> None:
    """The learner reached `step` (a resumed tutorial starts there)."""
    entries = read_all()
    entries[game_id] = Progress(step, entries.get(game_id, Progress()).completed)
    _write(entries)


def complete(game_id: str) -> None:
    """The tutorial reached its end: marked completed; the next one starts from the top."""
    entries = read_all()
    entries[game_id] = Progress(0, True)
    _write(entries)


def restart(game_id: str) -> None:
    """Start over next time (keeps `completed`)."""
    save_step(game_id, 0)
