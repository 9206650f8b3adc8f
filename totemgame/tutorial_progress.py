"""How far the player got in each game's tutorial: `tutorials.json` in the user data folder.

Per game: the step to resume at and whether the tutorial was ever completed. Reading never
fails (a missing or damaged file means no progress). A file that could not be read whole is
never written over: the progress is then kept for the life of the app (as when the disk
refuses), and the first such change returns a sentence to tell the player. No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from totemgame import paths, userfiles
from totemgame.i18n import _
from totemgame.safe_write import write_atomic

FORMAT = 1
MAX_BYTES = 64 * 1024  # five games take about 200 bytes

# Progress the file could not take, per file: kept while the app runs, and written with the
# next change once the file can be written again (the player moved the damaged one away).
_kept: dict[Path, dict[str, Progress]] = {}


@dataclass(frozen=True)
class Progress:
    """A game's tutorial: resume at `step` (0: from the start); `completed` ever."""

    step: int = 0
    completed: bool = False


def progress_path() -> Path:
    return paths.data_dir() / "tutorials.json"


def read_all() -> dict[str, Progress]:
    """Every readable entry, with the progress kept for the session over it; {} when the file
    is missing or damaged and nothing is kept."""
    path = progress_path()
    try:
        obj = userfiles.read_json(path, MAX_BYTES)
    except (OSError, userfiles.UnreadableFile):
        obj = None
    entries, _problem = _entries(obj)
    return entries | _kept.get(path, {})


def _entries(obj: Any) -> tuple[dict[str, Progress], str | None]:
    """The file's entries, and why it may not be written over (None: it may)."""
    games = obj.get("games") if isinstance(obj, dict) else None
    if not isinstance(games, dict):
        return {}, "it is not a tutorial progress file"
    if obj.get("format") != FORMAT:
        return {}, "it was written by another version"
    out, problem = {}, None
    for game_id, entry in games.items():
        step = entry.get("step", 0) if isinstance(entry, dict) else None
        done = entry.get("completed", False) if isinstance(entry, dict) else None
        if isinstance(step, int) and not isinstance(step, bool) and step >= 0:
            out[str(game_id)] = Progress(step, done is True)
        if not (isinstance(step, int) and not isinstance(step, bool) and step >= 0) or not (
            isinstance(done, bool)
        ):
            problem = "an entry in it is damaged"
    return out, problem


def _read_whole(path: Path) -> tuple[dict[str, Progress], str | None]:
    try:
        obj = userfiles.read_json(path, MAX_BYTES)
    except FileNotFoundError:
        return {}, None
    except (OSError, userfiles.UnreadableFile) as exc:
        return {}, userfiles.read_reason(exc)
    return _entries(obj)


def get(game_id: str) -> Progress:
    return read_all().get(game_id, Progress())


def _change(game_id: str, change: Progress | None = None, step: int = 0) -> str | None:
    """Set the game's progress (`change`, or `step` keeping `completed`) in the file, or for
    the session when the file could not be read whole or the disk refuses. Returns what to
    tell the player the first time the progress is kept for the session only."""
    path = progress_path()
    on_disk, problem = _read_whole(path)
    kept = _kept.get(path, {})
    entries = on_disk | kept
    entries[game_id] = change or Progress(step, entries.get(game_id, Progress()).completed)
    if problem is None:
        data = {
            "format": FORMAT,
            "games": {g: {"step": p.step, "completed": p.completed} for g, p in entries.items()},
        }
        try:
            write_atomic(path, json.dumps(data, indent=1))
        except OSError as exc:
            if _keep(path, kept | {game_id: entries[game_id]}):
                return None
            return _(
                "Your tutorial progress could not be saved ({reason}): it is kept until you "
                "close the game."
            ).format(reason=userfiles.read_reason(exc))
        _kept.pop(path, None)
        return None
    if _keep(path, kept | {game_id: entries[game_id]}):
        return None
    return _(
        "Your tutorial progress file could not be read ({reason}), so it is left as it is: "
        "your progress is kept until you close the game."
    ).format(reason=problem)


def _keep(path: Path, entries: dict[str, Progress]) -> bool:
    """Keep `entries` for the session; whether some were kept already (the player was told)."""
    told = path in _kept
    _kept[path] = entries
    return told


def save_step(game_id: str, step: int) -> str | None:
    """The learner reached `step` (a resumed tutorial starts there). Returns what to tell the
    player when it is kept for the session only, the first time (else None)."""
    return _change(game_id, step=step)


def complete(game_id: str) -> str | None:
    """The tutorial reached its end: marked completed; the next one starts from the top."""
    return _change(game_id, Progress(0, True))


def restart(game_id: str) -> str | None:
    """Start over next time (keeps `completed`)."""
    return save_step(game_id, 0)
