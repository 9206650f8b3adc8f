"""What the viewer knows of the final's pans: the weight range of each piece and of each pan
for the pieces as they lie (at once from the notes' domains, then proven off the frame loop by
known.py), and the weight every pan must reach."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.games.totemic_might.known import pan_bounds, quick_pan_ranges
from totemgame.games.totemic_might.pan_ranges import Range, target_range, within_shown
from totemgame.games.totemic_might.table.refined import Refined

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import MightPort, Notes


class PanKnowledge:
    """The ranges of the pieces and the pans, remembered per arrangement."""

    def __init__(self, notes: Notes) -> None:
        self.notes = notes  # what the viewer's notes prove (each totem's weights)
        self._ranges_key: tuple[object, ...] = ()
        self._ranges: tuple[list[Range], list[Range], Range] = ([], [], (0, 0))
        self._spans: Refined[list[Range]] = Refined([])  # the pans' ranges, then known.py's

    def ranges(self, port: MightPort, pans: list[int]) -> tuple[list[Range], list[Range], Range]:
        """(range per piece, range per pan, the target range) for the pieces on `pans`."""
        view = port.view
        doms = self.notes.domains(view)
        key = (view.seat, tuple(pans), id(doms), len(view.facts or ()))
        if key != self._ranges_key:
            self._ranges_key = key
            per, quick = quick_pan_ranges(view, doms, pans)
            self._ranges = (per, quick, target_range(view.final_items, per))
        per, quick, target = self._ranges
        asked = (view.seat, tuple(pans), len(view.facts or ()))
        shown = self._spans.key, self._spans.value
        spans = self._spans.get(
            asked,
            lambda: within_shown(quick, asked, *shown),
            port.background,
            pan_bounds,
            view,
            pans,
        )
        return per, spans, target

    def waiting(self) -> bool:
        """The proof of the pans' ranges is under way."""
        return self._spans.waiting()

    def target_exact(self) -> bool:
        """The weight every pan must reach is known to the unit."""
        lo, hi = self._ranges[2]
        return lo == hi

    def sure_balance(self, port: MightPort, pans: list[int]) -> bool:
        """Every piece is on a pan and what the player knows pins each pan's weight, level
        with the others: the pans balance, whatever the hint would arrange."""
        if not port.view.final_items or -1 in pans:
            return False
        _per, spans, _target = self.ranges(port, pans)
        if any(lo != hi for lo, hi in spans):
            return False
        weights = [lo for lo, _hi in spans]
        return max(weights) - min(weights) <= 1
