"""Reviews kept once computed, so that opening one again is instant: one JSON file per game and
seat in the `reviews` folder beside `replays`, named by the game's fingerprint (so a review is
found from the game itself, from the results screen as from Replays). A file of another review
format or another app version, or one that is damaged or belongs to another game, is never
shown: `load_review` says why, and the review is made again. No pygame."""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from totemgame import __version__, paths
from totemgame.engine.record import GameRecord
from totemgame.i18n import N_
from totemgame.review.moves import REVIEW_FORMAT, MoveReview, Review, record_digest
from totemgame.storage import history, userfiles
from totemgame.storage.safe_write import write_atomic

MAX_BYTES = 4 * userfiles.MB  # a review holds a few lines per move: far less than this
KEEP = 2 * history.KEEP  # reviews kept: the newest, as many as two seats of every replay kept


_REVIEW_NAME = re.compile(r"[0-9a-f]{32}-\d{1,2}\.json")


def reviews_dir() -> Path:
    """The folder of computed reviews (inside the user data folder)."""
    return paths.data_dir() / "reviews"


def review_path(record: GameRecord, seat: int, folder: Path | None = None) -> Path:
    """Where the review of `seat`'s game `record` is kept."""
    return (folder or reviews_dir()) / f"{record_digest(record)[:32]}-{seat}.json"


@dataclass(frozen=True)
class Stored:
    """What was found: the review (None: none to show) and, if a file was there but cannot be
    trusted, why (a msgid, said through `_` in the message that it is made again)."""

    review: Review | None
    problem: str = ""


def load_review(record: GameRecord, seat: int, folder: Path | None = None) -> Stored:
    """The kept review of `seat`'s game, if there is one that can be trusted."""
    path = review_path(record, seat, folder)
    try:
        raw = userfiles.read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        return Stored(None)
    except (OSError, userfiles.UnreadableFile):
        return Stored(None, N_("the file cannot be read"))
    try:
        obj = userfiles.parse_json(raw)
    except userfiles.UnreadableFile:
        return Stored(None, N_("the file is damaged"))
    if not isinstance(obj, dict):
        return Stored(None, N_("the file is damaged"))
    if obj.get("format") != REVIEW_FORMAT or obj.get("app_version") != __version__:
        return Stored(None, N_("it was made by another version"))
    if obj.get("digest") != record_digest(record) or obj.get("seat") != seat:
        return Stored(None, N_("it belongs to another game"))
    try:
        moves = [MoveReview.from_json(m) for m in obj["moves"]]
    except (KeyError, TypeError, ValueError):
        return Stored(None, N_("the file is damaged"))
    return Stored(Review(record.game, seat, obj["digest"], moves))


def save_review(
    review: Review, record: GameRecord, folder: Path | None = None, keep: int = KEEP
) -> Path:
    """Keep a complete review (and only the newest `keep`: the replays they belong to are
    pruned too); raises OSError if the disk refuses."""
    path = review_path(record, review.seat, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    obj = review.to_json() | {"app_version": __version__}
    write_atomic(path, json.dumps(obj, indent=1))
    prune(path.parent, keep)
    return path


def prune(folder: Path, keep: int = KEEP) -> None:
    """Delete all but the newest `keep` reviews (by the time they were written)."""
    try:
        files = [p for p in folder.glob("*-*.json") if _REVIEW_NAME.fullmatch(p.name)]
        files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    for old in files[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()
