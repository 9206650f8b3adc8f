"""Crash reports: what went wrong, written as a text file under <data folder>/logs/.

A report holds the traceback, the version, the platform, the game being played (its id, seed
and last moves, all of which its save holds too) and the player's last inputs, so a crash can
be reproduced. Writing one never raises: the crash guard must not crash. No pygame here.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import re
import stat
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from totemgame import __version__, paths

LOGS_DIR_NAME = "logs"
LAST_MOVES = 20  # the game's last moves in a report
KEEP_REPORTS = 20  # older reports are removed, so the folder does not grow forever


@dataclass
class CrashContext:
    """What the app knew when it crashed (everything optional: a crash may come anywhere)."""

    game_id: str | None = None
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)  # "human" / "ai:hard" per seat
    ply: int | None = None
    last_moves: list[Any] = field(default_factory=list)  # (seat, action JSON), newest last
    scenes: list[str] = field(default_factory=list)  # the scene stack, bottom first
    inputs: list[str] = field(default_factory=list)  # the last inputs, newest last
    saved: str = ""  # what happened to the game: "saved to ...", "not saved: ...", ""


def logs_dir() -> Path:
    """The folder of crash reports, in the user data folder."""
    return paths.data_dir() / LOGS_DIR_NAME


def report_text(exc: BaseException, context: CrashContext, when: float | None = None) -> str:
    """The report as text: a header a person can read, then the traceback."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S %z", time.localtime(when))
    lines = [
        "Totem Games crash report",
        f"time: {stamp}",
        f"version: {__version__}",
        f"python: {platform.python_version()} ({platform.python_implementation()})",
        f"platform: {platform.platform()} ({platform.machine() or 'unknown machine'})",
        f"frozen build: {'yes' if getattr(sys, 'frozen', False) else 'no'}",
        f"error: {one_line(exc)}",
    ]
    if context.game_id is not None:
        lines += [
            f"game: {context.game_id}",
            f"seed: {context.seed}",
            f"options: {_json(context.options)}",
            f"seats: {', '.join(context.seats)}",
            f"moves played: {context.ply}",
        ]
    if context.saved:
        lines.append(f"game save: {context.saved}")
    if context.scenes:
        lines.append(f"screens: {' > '.join(context.scenes)}")
    if context.last_moves:
        lines.append(f"last {len(context.last_moves)} moves (seat, action), oldest first:")
        lines += [f"  {_json(move)}" for move in context.last_moves]
    if context.inputs:
        lines.append(f"last {len(context.inputs)} inputs, oldest first:")
        lines += [f"  {entry}" for entry in context.inputs]
    lines += ["", "traceback:", _traceback(exc).rstrip(), ""]
    return "\n".join(lines)


def write_report(
    exc: BaseException, context: CrashContext, folder: Path | None = None
) -> tuple[Path | None, str]:
    """Write a report into `folder` (default: logs_dir(), else, when that cannot take it, the
    system's temporary folder). Returns (its path, "") or, if it could not be written, (None,
    the reason). Never raises."""
    try:
        text = report_text(exc, context)
    except Exception as inner:  # a context that cannot be described: the traceback still can
        text = f"Totem Games crash report\nversion: {__version__}\n({one_line(inner)})\n\n"
        text += _traceback(exc)
    stem = time.strftime("crash-%Y%m%d-%H%M%S")
    try:
        folder = logs_dir() if folder is None else folder
        folder.mkdir(parents=True, exist_ok=True)
        path = _free_name(folder, stem)
        with open(path, "x", encoding="utf-8", errors="replace") as f:
            f.write(text)
        _prune(folder)
        return path, ""
    except Exception as failure:
        if folder != logs_dir():
            return None, one_line(failure)
        try:  # the data folder cannot take it (unreadable, a file in the folder's place)
            return _write_aside(text, f"totemgame-{stem}"), ""
        except Exception:
            return None, one_line(failure)


def _write_aside(text: str, stem: str) -> Path:
    """The report in the system's temporary folder, readable by the player alone (created
    anew: an existing name, or a link in its place, is never written through)."""
    folder = Path(tempfile.gettempdir())
    path = _free_name(folder, stem)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    with open(fd, "w", encoding="utf-8", errors="replace") as f:
        f.write(text)
    return path


def _free_name(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.txt"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.txt"
        n += 1
    return path


def _prune(folder: Path) -> None:
    """Keep the newest KEEP_REPORTS reports (names sort by time). Only the app's own reports
    go: ordinary files named as it names them (anything else there is left as it is)."""
    reports = sorted(p for p in folder.glob("crash-*.txt") if _REPORT_NAME.fullmatch(p.name))
    for old in reports[:-KEEP_REPORTS]:
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.lstat(old).st_mode):
                old.unlink()


_REPORT_NAME = re.compile(r"crash-\d{8}-\d{6}(?:-\d+)?\.txt")


def _traceback(exc: BaseException) -> str:
    try:
        return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except Exception:
        return one_line(exc) + "\n"


def one_line(exc: BaseException) -> str:
    """'ValueError: its message's first line'."""
    try:
        text = next((ln.strip() for ln in str(exc).splitlines() if ln.strip()), "")
    except Exception:
        text = "(no message)"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _json(value: Any) -> str:
    try:
        return json.dumps(value, sort_keys=True, default=str)
    except Exception:
        return repr(value)


def moves_tail(actions: Sequence[Any], n: int = LAST_MOVES) -> list[Any]:
    """The last `n` moves of a record's actions, as plain lists."""
    return [list(a) if isinstance(a, tuple) else a for a in list(actions)[-n:]]
