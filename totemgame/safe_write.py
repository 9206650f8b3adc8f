"""Writing the player's files: atomically, never over something that is not an ordinary file,
and without leaving the temporary files of interrupted writes behind for ever.

A write goes to `<name>.<random>.tmp` beside the file, then replaces the file in one step, so a
reader sees the old file or the new one, never half. On POSIX the writer holds a lock on its
temporary file until it has replaced the file: a temporary file nobody holds is one whose
writer was killed, and `remove_leftover_temps` (run at start) deletes it. (On Windows an open
file cannot be deleted, which protects a live writer's the same way.) No pygame here.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from totemgame import userfiles

STALE_TEMP_SECONDS = 600.0  # a file's own temps this old are removed whenever it is written
# A writer's temp is locked from a few microseconds after its creation: one younger than this
# may be a live writer's that is not locked yet.
LEFTOVER_MIN_AGE = 1.0
# The app's own temporary files: `<name>.json.<random>.tmp` / `<name>.toml.<random>.tmp`, the
# random part being tempfile.mkstemp's 8 characters.
TEMP_NAME = re.compile(r".+\.(?:json|toml)\.[a-z0-9_]{8}\.tmp")


def writable_target(path: Path) -> Path:
    """Where writing `path` lands: `path` itself when nothing or an ordinary file is there, or
    the ordinary file a link there points to (the link stays). Raises userfiles.NotReplaced
    when a FIFO, a device, a folder, a link to one of those or a broken link is in its place."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return path
    if stat.S_ISREG(mode):
        return path
    if stat.S_ISLNK(mode):
        try:
            if stat.S_ISREG(os.stat(path).st_mode):
                return Path(os.path.realpath(path))
        except OSError:
            pass
    raise userfiles.NotReplaced(path, userfiles.NOT_A_FILE)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see either the old file or the new, never half.

    Raises OSError if the disk refuses, or userfiles.NotReplaced (an OSError) when what is at
    `path` is not an ordinary file: that is left as it is."""
    target = writable_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        _hold(fd)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
            if sys.platform != "win32":  # replaced while still held (Windows: once closed)
                os.replace(tmp, target)
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _remove_stale_temps(target)


def _remove_stale_temps(path: Path) -> None:
    """Temp files of `path` left by a process killed mid-write (never a live writer's: those
    are seconds old at most). Without this they would pile up, one per crash."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for tmp in path.parent.glob(glob.escape(path.name) + ".*.tmp"):
        with contextlib.suppress(OSError):
            if tmp.stat().st_mtime < cutoff:
                tmp.unlink()


def remove_leftover_temps(folders: Iterable[Path]) -> list[Path]:
    """Delete the temporary files that interrupted writes left in `folders` (the app's own
    pattern only, ordinary files only, none a live writer holds); returns them. Never raises."""
    removed = []
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:  # missing or unreadable: nothing of ours to remove there
            continue
        for name in names:
            if isinstance(name, str) and TEMP_NAME.fullmatch(name):
                path = Path(folder) / name
                with contextlib.suppress(OSError):
                    if _remove_if_abandoned(path):
                        removed.append(path)
    return removed


def _remove_if_abandoned(path: Path) -> bool:
    info = os.lstat(path)
    if not stat.S_ISREG(info.st_mode) or time.time() - info.st_mtime < LEFTOVER_MIN_AGE:
        return False
    if sys.platform == "win32":  # pragma: no cover - refused while a writer has it open
        os.unlink(path)
        return True
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    try:
        if not _try_hold(fd):
            return False  # a live writer's
        os.unlink(path)
        return True
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only

    def _hold(fd: int) -> None:
        """Windows: an open file cannot be deleted; nothing more to do."""

    def _try_hold(fd: int) -> bool:
        return False

else:
    import fcntl

    def _hold(fd: int) -> None:
        """Lock the temp file for as long as it is open (released if the process dies)."""
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _try_hold(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True
