"""One writer at a time for a file that several windows update (the statistics).

`locked(path)` holds an exclusive lock on `<path>.lock` (fcntl on POSIX, msvcrt on Windows)
for a read-change-write of `path`, so two windows recording results at once both keep theirs.
The lock is released when the block ends or the process dies. No pygame here.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

WAIT_SECONDS = 5.0  # a writer holds the lock for milliseconds; longer means it is stuck


@contextlib.contextmanager
def locked(path: Path, wait: float = WAIT_SECONDS) -> Iterator[None]:
    """Hold `path`'s lock for the block. Raises OSError if the folder cannot hold a lock file
    or another process keeps the lock longer than `wait` seconds."""
    lock_path = path.with_name(path.name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    # A link in the lock file's place is not followed: the file it points to is not ours.
    fd = os.open(lock_path, flags | getattr(os, "O_NOFOLLOW", 0), 0o644)
    try:
        deadline = time.monotonic() + wait
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                raise OSError(errno.EAGAIN, "another window is writing it")
            time.sleep(0.005)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)  # msvcrt locks bytes from the current position
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
