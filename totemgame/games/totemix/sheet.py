"""One player's sheet in play: marks, completed rows, the totem pole, pending resources.

Marking rules (rulebook + totemix.md): a resource goes on an open yellow field of its kind;
`first` rows (gold > / smoke >) need their first field before the others, `last` rows
(> papyrus) need all others before the last; the Gold Mask exchange opens once its row is
complete. A completed totem row gives its pieces at once; an exchange field gives its X at
once; a completed development row works from the next auction on. An X joker marks any open
field (as that field's resource).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from totemgame.games.totemix.content import BASE_PIECE, Piece, R, Sheet, sheet

JOKER = "x"
# What marking a field did: ("exchange" | "row_done", its details for the log).
SheetEffect = tuple[str, dict[str, Any]]


@dataclass
class Player:
    """Mutable per-seat state. `steps` are this round's placements, kept so they can be undone."""

    mode: str
    crystals: int
    marks: list[bool]
    done: list[bool]  # rows complete (checked circle)
    active: list[bool]  # development rows in effect for the current auction
    pole: list[Piece]
    pending: list[int]  # unplaced resources per RESOURCES index (only marked kinds and x)
    bid: int | None = None
    confirmed: bool = True
    steps: list[tuple[str, int]] = field(default_factory=list)
    start: tuple[list[Any], ...] = ()  # (marks, done, pole, pending) when marking began

    @staticmethod
    def new(mode: str, crystals: int) -> Player:
        sh = sheet(mode)
        n_rows = len(sh.rows)
        return Player(
            mode,
            crystals,
            [False] * len(sh.field_resource),
            [False] * n_rows,
            [False] * n_rows,
            [],
            [0] * len(R),
        )

    def clone(self) -> Player:
        return Player(
            self.mode,
            self.crystals,
            self.marks[:],
            self.done[:],
            self.active[:],
            self.pole[:],
            self.pending[:],
            self.bid,
            self.confirmed,
            self.steps[:],
            self.start,
        )

    @property
    def sheet(self) -> Sheet:
        return sheet(self.mode)

    # -- the pole ----------------------------------------------------------------------
    def height(self) -> int:
        return sum(p.levels for p in self.pole)

    def carved(self) -> int:
        return sum(p.levels for p in self.pole if p.carved)

    # -- marking -----------------------------------------------------------------------
    def field_open(self, f: int) -> bool:
        """Whether field `f` may be marked now (by its own resource or an X)."""
        if self.marks[f]:
            return False
        sh = self.sheet
        row = sh.rows[sh.field_row[f]]
        if row.requires >= 0 and not self.done[row.requires]:
            return False
        if row.order == "first" and f != row.fields[0]:
            return self.marks[row.fields[0]]
        if row.order == "last" and f == row.fields[-1]:
            return all(self.marks[g] for g in row.fields[:-1])
        return True

    def open_fields(self, resource: str) -> list[int]:
        """Fields that `resource` (or, for "x", any resource) may be marked on now."""
        fr = self.sheet.field_resource
        return [
            f
            for f in range(len(fr))
            if (resource == JOKER or fr[f] == resource) and self.field_open(f)
        ]

    def placeable(self) -> list[str]:
        """Pending resource kinds that have at least one open field."""
        out = []
        for res in ("gold", "stone", "ruby", "smoke", "papyrus", JOKER):
            if self.pending[R[res]] and self.open_fields(res):
                out.append(res)
        return out

    def mark(self, resource: str, f: int) -> list[SheetEffect]:
        """Mark field `f` with a pending `resource` (or X). Returns (event key, params) pairs."""
        sh = self.sheet
        self.pending[R[resource]] -= 1
        self.marks[f] = True
        self.steps.append((resource, f))
        ri = sh.field_row[f]
        row = sh.rows[ri]
        out: list[SheetEffect] = []
        if row.kind == "exchange":
            for i, n in enumerate(row.each):
                self.pending[i] += n
            out.append(("exchange", {"field": f}))
        elif all(self.marks[g] for g in row.fields) and not self.done[ri]:
            self.done[ri] = True
            if row.kind == "totem":
                self.pole.extend(row.pieces)
            out.append(("row_done", {"row": ri, "row_id": row.id, "kind": row.kind}))
        return out

    def begin_marking(self) -> None:
        self.confirmed = False
        self.steps = []
        self.start = (self.marks[:], self.done[:], self.pole[:], self.pending[:])

    def undo_last(self) -> None:
        """Take back the last placement of this round (replays the others from the snapshot)."""
        steps = self.steps[:-1]
        marks, done, pole, pending = self.start
        self.marks, self.done, self.pole, self.pending = marks[:], done[:], pole[:], pending[:]
        self.steps = []
        for res, f in steps:
            self.mark(res, f)

    def take_base(self, n: int = 1) -> None:
        self.pole.extend([BASE_PIECE] * n)

    def leftovers(self) -> int:
        """Unplaced resources (each becomes a crystal when marking is confirmed)."""
        return sum(self.pending)
