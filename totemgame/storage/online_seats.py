"""The seats this player holds at online tables: `online_seats.json` in the user data folder.

Per table (its server's address and its code): the game and the seat's token, so that a player
whose app closed takes the same seat again by joining the same table, and the hints this
player was shown there (a hinted online game stays hinted after the app restarts, as a local
game's autosave keeps its count). It holds the seat's key and nothing of the game. The newest
few are kept. Reading never fails (a missing or damaged file holds no seats); a file that cannot
be written only means the seat cannot be taken back after the app closes. No pygame here.

The host's own seat is remembered the same way, marked `hosted`: that table is kept by the
server of this player's app, in `hosted_dir()`, and opened again on the same port. A seat the
player `sat` at and did not leave (the app was killed or crashed meanwhile) is the one the title
screen's Continue offers (`sitting_seat`).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from totemgame import paths
from totemgame.storage import userfiles
from totemgame.storage.safe_write import write_atomic

FORMAT = 1
MAX_BYTES = 64 * 1024
KEEP = 20  # tables remembered, the newest first


@dataclass(frozen=True)
class HeldSeat:
    """A seat at table `code` of the server at `url`: its game, its token and the hints its
    player was shown there."""

    url: str
    code: str
    game: str
    token: str
    hints: int = 0
    hosted: bool = False  # kept by this app's own server (on the url's port)
    open_to_others: bool = False  # that server let other computers join
    sat: float = 0.0  # when the player sat down there and has not left since (0: left)


def seats_path() -> Path:
    return paths.data_dir() / "online_seats.json"


def hosted_dir() -> Path:
    """Where the server of this player's app keeps the tables it hosts."""
    return paths.data_dir() / "hosted"


def held_seats() -> list[HeldSeat]:
    """The seats remembered, the newest first (none if the file is missing or damaged)."""
    try:
        data = userfiles.read_json(seats_path(), MAX_BYTES)
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return []
    out = []
    entries = data.get("seats")
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        fields = [entry.get(k) for k in ("url", "code", "game", "token")]
        texts = [f for f in fields if isinstance(f, str) and f]
        hints = entry.get("hints", 0)
        if not isinstance(hints, int) or isinstance(hints, bool) or hints < 0:
            hints = 0
        sat = entry.get("sat", 0.0)
        if not isinstance(sat, (int, float)) or isinstance(sat, bool) or not sat >= 0:
            sat = 0.0
        hosted, others = entry.get("hosted") is True, entry.get("open_to_others") is True
        if len(texts) == 4:
            url, code, game, token = texts
            out.append(HeldSeat(url, code, game, token, hints, hosted, others, float(sat)))
    return out[:KEEP]


def held_seat(url: str, code: str) -> HeldSeat | None:
    """The seat remembered at table `code` of `url`, if any."""
    return next((s for s in held_seats() if s.url == url and s.code == code), None)


def hold(seat: HeldSeat) -> None:
    """Remember `seat` (the newest); a file that cannot be written is left as it is."""
    others = [s for s in held_seats() if (s.url, s.code) != (seat.url, seat.code)]
    _write([seat, *others][:KEEP])


def note_hints(url: str, code: str, hints: int) -> None:
    """The player was shown `hints` hints at table `code` of `url` so far (kept in its place
    among the seats; nothing if that seat is not remembered)."""
    seats = held_seats()
    kept = [replace(s, hints=hints) if (s.url, s.code) == (url, code) else s for s in seats]
    if kept != seats:
        _write(kept)


def sitting_seat() -> HeldSeat | None:
    """The seat the player sat at most recently and has not left (the app was killed or
    crashed there), if any."""
    sitting = [s for s in held_seats() if s.sat > 0]
    return max(sitting, key=lambda s: s.sat, default=None)


def note_sitting(url: str, code: str, when: float) -> None:
    """The player sat down at table `code` of `url` at `when` (0: left it)."""
    seats = held_seats()
    kept = [replace(s, sat=when) if (s.url, s.code) == (url, code) else s for s in seats]
    if kept != seats:
        _write(kept)


def let_go(url: str, code: str) -> None:
    """Forget the seat at table `code` of `url` (the table is gone)."""
    seats = held_seats()
    kept = [s for s in seats if (s.url, s.code) != (url, code)]
    if len(kept) != len(seats):
        _write(kept)


def _write(seats: list[HeldSeat]) -> None:
    text = json.dumps({"format": FORMAT, "seats": [asdict(s) for s in seats]}, indent=1)
    with contextlib.suppress(OSError):
        write_atomic(seats_path(), text)
