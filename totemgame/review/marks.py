"""Marks of a reviewed move (best, good, inaccuracy, mistake, blunder) and each game's
thresholds, read from its data file's `[review]` table. No pygame."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from totemgame import paths
from totemgame.i18n import N_


class Mark(Enum):
    """How a played move compares with the Hard AI's best, from least to most costly."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def label(self) -> str:
        """The mark's name for players (untranslated msgid: say it through `_`)."""
        return MARK_LABELS[self]


MARK_LABELS: dict[Mark, str] = {
    Mark.BEST: N_("Best"),
    Mark.GOOD: N_("Good"),
    Mark.INACCURACY: N_("Inaccuracy"),
    Mark.MISTAKE: N_("Mistake"),
    Mark.BLUNDER: N_("Blunder"),
}


@dataclass(frozen=True)
class Thresholds:
    """A game's marks as the chance lost against the best move (0..1): a loss under `good` is
    good, under `inaccuracy` an inaccuracy, under `mistake` a mistake, else a blunder.
    `measure` names what the chance is of (a msgid, e.g. "chance to win")."""

    good: float
    inaccuracy: float
    mistake: float
    measure: str

    def mark(self, loss: float, played_best: bool) -> Mark:
        """The mark of a move that lost `loss` against the best (the best move itself: BEST)."""
        if played_best or loss <= 0.0:
            return Mark.BEST
        if loss < self.good:
            return Mark.GOOD
        if loss < self.inaccuracy:
            return Mark.INACCURACY
        if loss < self.mistake:
            return Mark.MISTAKE
        return Mark.BLUNDER


def thresholds_for(game_id: str, kind: str = "") -> Thresholds:
    """The thresholds in `game_id`'s data (`[review]`, in percent; for a `kind` of decision
    that has its own, `[review.<kind>]`); KeyError if it has none."""
    data = paths.load_data(game_id)["review"]
    own = data.get(kind) if kind else None
    if isinstance(own, dict):
        data = own
    good, inaccuracy, mistake = (float(data[k]) / 100 for k in ("good", "inaccuracy", "mistake"))
    if not 0 < good < inaccuracy < mistake <= 1:
        raise ValueError(f"{game_id}: review thresholds must rise within 0..100")
    return Thresholds(good, inaccuracy, mistake, str(data["measure"]))


def has_review(game_id: str) -> bool:
    """Whether `game_id` can be reviewed (its data names thresholds)."""
    return "review" in paths.load_data(game_id)
