"""The table's step-by-step replay of the automatic phases.

One action can resolve births, hunt, meal, disease, ageing and the census at once; the real
view then already shows the next round. While the overlays play, the table draws a *display*
view instead: the view from before the batch, updated step by step from the snapshots the
rules put in their events (params["snap"] = [family, 21 hut counts, birds, totem]; a
"phase" event carries every family's as params["snaps"]). So the
children appear with the births overlay, the birds with the hunt, the sick leave with disease.
The round number and the elders rule follow the steps too ("round_start", "elder_lost"), and
nobody is deciding while the steps play: the table never shows what is still to come. The
game log keeps pace as well: it holds back the lines of the steps still to play (`log_upto`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from totemgame.engine.game import Event
from totemgame.games.totem_village.board import STAGE_PHASE, STAGES
from totemgame.games.totem_village.view import VillageView

# The first stage of each phase, to show a phase on the track through the view's `stage`.
PHASE_STAGE = {p: STAGES.index(s) for s, p in reversed(list(STAGE_PHASE.items()))}


class Replay:
    """Display state of the village while a batch of resolution steps plays."""

    def __init__(self) -> None:
        self.active = False
        self.huts: list[tuple[int, ...]] = []
        self.birds: list[int] = []
        self.totem: list[int] = []
        self.stage = 0
        self.round = 0
        self.elder_hit: list[bool] = []
        self.pending: list[list[tuple[str, Any]]] = []  # per queued step: its changes
        self.ends: list[int] = []  # per queued step: the game log's length at its last event
        self.log_upto: int | None = None  # the log lines shown (None: all of them)
        self.loose: list[tuple[str, Any]] = []  # changes of events not yet in a step
        self.version = 0
        self._cache: tuple[int, int, VillageView | None] = (0, -1, None)

    def begin(self, view: VillageView | None) -> None:
        """Start from `view` (what the table showed before the batch) unless already running."""
        if self.active or view is None:
            return
        self.active = True
        self.huts = list(view.huts)
        self.birds = list(view.birds)
        self.totem = list(view.totem)
        self.stage = view.stage
        self.round = view.round
        self.elder_hit = list(view.elder_hit)
        self.pending.clear()
        self.loose.clear()
        self.version += 1

    def note(self, event: Event) -> None:
        """Remember what `event` changed, for the step it will belong to."""
        if not self.active:
            return
        if event.key == "phase":
            self.loose.append(("stage", PHASE_STAGE[int(event.params["phase"])]))
            self.loose += [("snap", snap) for snap in event.params.get("snaps", ())]
        elif event.key == "round_start":
            self.loose.append(("round", int(event.params["round"])))
        elif event.key in ("elder_lost", "elder_lost_kept"):
            self.loose.append(("elder", int(event.params["family"])))
        snap = event.params.get("snap")
        if snap is not None:
            self.loose.append(("snap", snap))

    def close_step(self, log_end: int) -> None:
        """The events noted so far belong to the step just queued; the game log holds
        `log_end` events once they are in."""
        if self.active:
            self.pending.append(self.loose)
            self.ends.append(log_end)
            self.loose = []

    def advance(self) -> None:
        """A step starts playing: show its changes."""
        if not self.active or not self.pending:
            return
        self.log_upto = self.ends.pop(0)
        for what, data in self.pending.pop(0):
            if what == "stage":
                self.stage = data
                continue
            if what == "round":  # a new round: the elders rule has struck no one yet
                self.round = data
                self.elder_hit = [False] * len(self.elder_hit)
                continue
            if what == "elder":
                self.elder_hit[data] = True
                continue
            f, counts, birds, totem = data
            for i in range(3):
                self.huts[3 * f + i] = tuple(counts[7 * i : 7 * i + 7])
            self.birds[f], self.totem[f] = birds, totem
        self.version += 1

    def clear(self) -> None:
        self.active = False
        self.pending.clear()
        self.ends.clear()
        self.loose.clear()
        self.log_upto = None

    def view(self, real: VillageView) -> VillageView:
        """The view to draw: `real`, or the replay's state dressed as a view (cached)."""
        if not self.active:
            return real
        rid, version, cached = self._cache
        if cached is None or rid != id(real) or version != self.version:
            cached = dataclasses.replace(
                real,
                huts=tuple(self.huts),
                birds=tuple(self.birds),
                totem=tuple(self.totem),
                stage=self.stage,
                round=self.round,
                elder_hit=tuple(self.elder_hit),
                queue=(),  # the phases resolve on their own: nobody is deciding yet
                over=False,  # the end is announced once its last step has played
                tokens=real.tokens if self.stage <= real.stage else (),
            )
            self._cache = (id(real), self.version, cached)
        return cached
