"""A game's review as data: each reviewed decision of one seat, and the whole review, with their
JSON form (kept beside the replays: see store.py). No pygame."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from totemgame.engine.record import GameRecord
from totemgame.review.marks import Mark

REVIEW_FORMAT = 3  # bump when the judging changes: older reviews are then made again
# 2: every Totemic Might decision valued; 3: Totemix judged by the expected place at the game's
# end (1: at the round's end)


@dataclass(frozen=True)
class MoveReview:
    """One decision of the reviewed seat: move `ply` of the record (0-based), the move played
    and the Hard AI's best with its reason (by language), each one's chance afterwards and the
    mark; then the same judged with hindsight (None: nothing was hidden, or not known)."""

    ply: int
    played: dict[str, Any]
    best: dict[str, Any]
    reasons: dict[str, str]
    played_value: float | None
    best_value: float | None
    mark: Mark | None  # None: the AI could not put a value on the move played
    hindsight_played: float | None = None
    hindsight_best: float | None = None
    hindsight_mark: Mark | None = None

    @property
    def loss(self) -> float:
        """The chance lost against the best move (0 when unknown or not worse)."""
        if self.played_value is None or self.best_value is None:
            return 0.0
        return max(0.0, self.best_value - self.played_value)

    def to_json(self) -> dict[str, Any]:
        return {
            "ply": self.ply,
            "played": self.played,
            "best": self.best,
            "reasons": self.reasons,
            "values": [self.played_value, self.best_value],
            "mark": None if self.mark is None else self.mark.value,
            "hindsight": [self.hindsight_played, self.hindsight_best],
            "hindsight_mark": None if self.hindsight_mark is None else self.hindsight_mark.value,
        }

    @staticmethod
    def from_json(obj: Any) -> MoveReview:
        """Raises ValueError (or KeyError, TypeError) on anything malformed."""
        if not isinstance(obj, dict):
            raise ValueError("a move's review is not an object")
        ply = obj["ply"]
        played, best, reasons = obj["played"], obj["best"], obj["reasons"]
        if not isinstance(ply, int) or not isinstance(played, dict) or not isinstance(best, dict):
            raise ValueError("a move's review is malformed")
        if not isinstance(reasons, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in reasons.items()
        ):
            raise ValueError("a move's reasons are malformed")
        pv, bv = (_chance(v) for v in obj["values"])
        hp, hb = (_chance(v) for v in obj["hindsight"])
        return MoveReview(
            ply, played, best, reasons, pv, bv, _mark(obj["mark"]), hp, hb,
            _mark(obj["hindsight_mark"]),
        )  # fmt: skip


def _chance(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ValueError("a chance out of 0..1")
    return float(value)


def _mark(value: Any) -> Mark | None:
    return None if value is None else Mark(value)


@dataclass
class Review:
    """The review of one seat's game: its decisions in order (complete when `done`)."""

    game: str
    seat: int
    digest: str
    moves: list[MoveReview] = field(default_factory=list)

    def costliest(self, n: int = 3) -> list[MoveReview]:
        """The `n` moves that lost the most (a loss above nothing only), costliest first."""
        lost = [m for m in self.moves if m.loss > 0]
        return sorted(lost, key=lambda m: (-m.loss, m.ply))[:n]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT,
            "game": self.game,
            "seat": self.seat,
            "digest": self.digest,
            "moves": [m.to_json() for m in self.moves],
        }


def record_digest(record: GameRecord) -> str:
    """A fingerprint of the game a review belongs to (its moves, seed and seats): one-way, so
    a review file says nothing of the game's seed or salt."""
    key = {
        "game": record.game,
        "options": record.options,
        "seats": [s.kind for s in record.seats],
        "seed": record.seed,
        "salt": record.salt,
        "actions": record.actions,
    }
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
