"""Reading the player's own files safely: settings, setups, statistics, saves and replays.

Every file the app reads from the user folders comes through here, because any of them may be
damaged or hand-edited: a FIFO or a device in place of the file (opened without blocking and
refused), hundreds of megabytes (refused by size before reading), JSON or TOML nested
thousands deep, numbers such as 1e999 or 10**40, or names with NUL characters and lone
surrogates. Each problem is an `UnreadableFile` whose message a player can read; nothing here
writes. A file the app could not read is never written over (`NotReplaced`), and names of
files that are not valid UTF-8 are shown with a mark where their bytes could not be read
(`shown_file_name`). No pygame here.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import unicodedata
from pathlib import Path
from typing import Any

from totemgame.paths import TOML

MB = 1024 * 1024
NAME_MAX = 16  # characters of a name, as the setup and settings screens allow
MAX_DEPTH = 64  # nesting of lists/tables; the app's own files use fewer than 8
MAX_INT = 2**64  # seeds and salts stay below this; anything larger is damage
MAX_FLOAT = 1e15  # scores and dates beyond this are damage (charts would overflow)


class UnreadableFile(ValueError):
    """A user file that cannot be used; str() says why in a few lower-case words."""


class NotAFile(UnreadableFile):
    """A FIFO, a device or a folder (or a link to one) where a file should be."""


class TooLarge(UnreadableFile):
    """A file larger than its kind ever is."""


NOT_A_FILE = "it is not an ordinary file"


class NotReplaced(OSError):
    """A write refused because the file in its place could not be read (damaged, unreadable,
    or not an ordinary file): that stays exactly as it is. `reason` says why, in a few
    lower-case words; `path` is the file kept."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(errno.EEXIST, reason)
        self.path = Path(path)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


def read_bytes(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them.

    Never blocks: a FIFO, a device, a folder (or a link to one) is refused without reading
    (NotAFile), and so is a file larger than `limit` (TooLarge). Raises OSError if the system
    refuses (FileNotFoundError if there is nothing at `path`)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not stat.S_ISREG(os.stat(path).st_mode):  # checked before opening: a device may react
        raise NotAFile(NOT_A_FILE)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # swapped for something else since the check
            raise NotAFile(NOT_A_FILE)
        if info.st_size > limit:
            raise TooLarge(f"it is too large: {_size(info.st_size)}, at most {_size(limit)}")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(limit + 1 - total, MB))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while being read
            raise TooLarge(f"it is too large: more than {_size(limit)}")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_head(path: Path | str, count: int) -> bytes:
    """The first `count` bytes of the regular file at `path` (a summary at a file's head),
    refusing what read_bytes refuses, whatever the file's size."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotAFile(NOT_A_FILE)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(NOT_A_FILE)
        return os.read(fd, count)
    finally:
        os.close(fd)


def _size(n: int) -> str:
    return f"{n / MB:.0f} MB" if n >= MB else f"{n // 1024} KB"


OUT_OF_RANGE = "a number in it is out of range"


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_FLOAT:
        raise UnreadableFile(OUT_OF_RANGE)
    return value


def _integer(text: str) -> int:
    try:
        value = int(text)
    except ValueError as exc:  # Python refuses more than 4300 digits
        raise UnreadableFile(OUT_OF_RANGE) from exc
    if abs(value) > MAX_INT:
        raise UnreadableFile(OUT_OF_RANGE)
    return value


def _constant(text: str) -> Any:
    raise UnreadableFile(OUT_OF_RANGE)  # NaN, Infinity, -Infinity


def parse_json(data: bytes) -> Any:
    """Decoded JSON with only finite, bounded numbers and shallow nesting; else UnreadableFile."""
    try:
        obj = json.loads(
            data.decode("utf-8"),
            parse_float=_number,
            parse_int=_integer,
            parse_constant=_constant,
        )
    except UnicodeDecodeError as exc:
        raise UnreadableFile("it is not text") from exc
    except RecursionError as exc:
        raise UnreadableFile("it is nested too deeply") from exc
    except UnreadableFile:
        raise
    except ValueError as exc:  # JSONDecodeError
        raise UnreadableFile("it is not valid JSON") from exc
    check_shape(obj)
    return obj


def parse_toml(data: bytes) -> dict[str, Any]:
    """Decoded TOML checked as parse_json checks JSON; else UnreadableFile."""
    try:
        obj: dict[str, Any] = TOML.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise UnreadableFile("it is not text") from exc
    except RecursionError as exc:
        raise UnreadableFile("it is nested too deeply") from exc
    except ValueError as exc:  # TOMLDecodeError, and integers of more than 4300 digits
        raise UnreadableFile(str(exc).splitlines()[0][:80] or "it is not valid TOML") from exc
    check_shape(obj)
    return obj


def check_shape(obj: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH and numbers out of range (without recursion)."""
    stack = [(obj, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise UnreadableFile("it is nested too deeply")
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
        elif _out_of_range(node):
            raise UnreadableFile(OUT_OF_RANGE)


def _out_of_range(value: Any) -> bool:
    if isinstance(value, float):
        return not math.isfinite(value) or abs(value) > MAX_FLOAT
    return isinstance(value, int) and abs(value) > MAX_INT


def read_json(path: Path | str, limit: int) -> Any:
    """read_bytes then parse_json."""
    return parse_json(read_bytes(path, limit))


def clean_name(text: str, limit: int = NAME_MAX) -> str:
    """A name fit to show: control characters, lone surrogates and other code points that
    cannot be written out dropped, spaces at the ends trimmed, at most `limit` characters."""
    text = text[: limit * 4]  # a 200,000-character name is cut before looking at it
    kept = "".join(c for c in text if _shown(c))
    return kept.strip()[:limit].strip()


def _shown(c: str) -> bool:
    category = unicodedata.category(c)
    # Cc: control (NUL, escapes), Cs: lone surrogates, Cn: unassigned, Zl/Zp: line breaks,
    # Co: private use (no font draws it); format characters (Cf) such as joiners stay.
    return category not in ("Cc", "Cs", "Cn", "Co", "Zl", "Zp")


def shown_file_name(name: str) -> str:
    """A file's name fit to show: the bytes of a name that is not valid UTF-8 (which Python
    keeps as lone surrogates) each become '?', control characters become '?' too."""
    text = name
    if _has_surrogates(name):
        try:
            raw = name.encode("utf-8", "surrogateescape")  # the name's bytes, as on the disk
        except UnicodeEncodeError:  # surrogates no file name gives: '?' each
            raw = name.encode("utf-8", "replace")
        text = raw.decode("utf-8", "replace").replace("\ufffd", "?")
    return "".join("?" if unicodedata.category(c) in ("Cc", "Cs") else c for c in text)


def shown_path(path: Path | str) -> str:
    """A folder or file path fit to show (bytes that are not text shown as '?')."""
    return shown_file_name(str(path))


def name_is_shown(name: str) -> bool:
    """Whether `name` shows as it is (shown_file_name changes nothing)."""
    return shown_file_name(name) == name


def _has_surrogates(text: str) -> bool:
    return any("\ud800" <= c <= "\udfff" for c in text)


def read_reason(exc: BaseException) -> str:
    """Why a file or a folder could not be read, in a few lower-case words."""
    if isinstance(exc, UnreadableFile | NotReplaced):
        return str(exc)
    if isinstance(exc, PermissionError):
        return "permission denied"
    if isinstance(exc, NotADirectoryError):
        return "it is not a folder"
    if isinstance(exc, OSError):
        return (exc.strerror or type(exc).__name__).lower()
    return str(exc) or type(exc).__name__


def folder_entries(folder: Path, suffix: str = ".json") -> list[Path]:
    """The entries of `folder` whose names end with `suffix` (files, FIFOs, links, folders
    alike: what they are is judged when each is read). A missing folder has none. Raises
    OSError when the folder cannot be listed (unreadable, or not a folder): say so."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    return [folder / n for n in names if n.endswith(suffix)]
