"""The stone board of Totem Surround: 37 squares, 8-neighbour adjacency, straight rays.

Squares are numbered 0..36 row by row from the top. Everything the move generator needs
(neighbours, the eight rays leaving each square) is computed once from the data file, so the
hot path only indexes tuples. A board position is a flat list of 37 ints: 0 = empty,
+v = a White piece of value v, -v = a Red piece of value v (the totem's square holds 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from totemgame.games.totem_surround.content import data

Square = int
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1),
)  # fmt: skip


@dataclass(frozen=True)
class Geometry:
    """The board's shape, precomputed: coordinates, neighbours and rays of every square."""

    rows: tuple[int, ...]
    columns: int
    coords: tuple[tuple[int, int], ...]  # (row, column) of each square, row 0 at the top
    neighbours: tuple[tuple[Square, ...], ...]
    rays: tuple[tuple[tuple[Square, ...], ...], ...]  # per square: non-empty rays, nearest first
    centre: Square
    values: tuple[int, ...]  # piece values, e.g. (1, 2, 3, 4)
    counts: tuple[int, ...]  # pieces of each value per player
    symbols: tuple[str, ...]
    side_names: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.coords)

    def square_at(self, row: int, col: int) -> Square | None:
        """The square at (row, column), or None off the board."""
        return _index(self).get((row, col))

    def label(self, sq: Square) -> str:
        """A chess-like name: column letter a-g, row number 1-7 from the bottom (centre d4)."""
        r, c = self.coords[sq]
        return f"{'abcdefg'[c]}{len(self.rows) - r}"


@cache
def _index(geo: Geometry) -> dict[tuple[int, int], Square]:
    return {rc: i for i, rc in enumerate(geo.coords)}


@cache
def geometry() -> Geometry:
    """The board described by assets/data/totem-surround.toml."""
    raw = data()
    rows = tuple(raw["board"]["rows"])
    columns = int(raw["board"]["columns"])
    coords: list[tuple[int, int]] = []
    for r, n in enumerate(rows):
        first = (columns - n) // 2
        coords.extend((r, first + k) for k in range(n))
    index = {rc: i for i, rc in enumerate(coords)}
    neighbours = []
    rays = []
    for r, c in coords:
        neighbours.append(
            tuple(index[(r + dr, c + dc)] for dr, dc in DIRECTIONS if (r + dr, c + dc) in index)
        )
        mine = []
        for dr, dc in DIRECTIONS:
            ray = []
            rr, cc = r + dr, c + dc
            while (rr, cc) in index:
                ray.append(index[(rr, cc)])
                rr, cc = rr + dr, cc + dc
            if ray:
                mine.append(tuple(ray))
        rays.append(tuple(mine))
    pieces = raw["pieces"]
    centre = index[(len(rows) // 2, columns // 2)]
    return Geometry(
        rows=rows,
        columns=columns,
        coords=tuple(coords),
        neighbours=tuple(neighbours),
        rays=tuple(rays),
        centre=centre,
        values=tuple(pieces["values"]),
        counts=tuple(pieces["counts"]),
        symbols=tuple(pieces["symbols"]),
        side_names=tuple(raw["sides"]["names"]),
    )


def sign_of(seat: int) -> int:
    """+1 for White (seat 0), -1 for Red (seat 1): the sign of that seat's pieces on the board."""
    return 1 - 2 * seat


def totem_moves(
    cells: list[int], totem: Square, sign: int
) -> list[tuple[Square, tuple[Square, ...]]]:
    """Every destination of the totem for the side with pieces of `sign`, with the run each jump
    passes over (empty for a step). A direction gives a step if its first square is empty, a
    jump if it starts with an unbroken run of own pieces followed by an empty square."""
    out: list[tuple[Square, tuple[Square, ...]]] = []
    for ray in geometry().rays[totem]:
        v = cells[ray[0]]
        if v == 0:
            out.append((ray[0], ()))
        elif v * sign > 0:
            i = 1
            n = len(ray)
            while i < n and cells[ray[i]] * sign > 0:
                i += 1
            if i < n and cells[ray[i]] == 0:
                out.append((ray[i], ray[:i]))
    return out


def passed_over(totem: Square, to: Square) -> tuple[Square, ...]:
    """The squares between the totem and `to` on the ray that joins them: the run a jump there
    passes over (empty for a step, or when no ray joins them). Geometry, not legality."""
    for ray in geometry().rays[totem]:
        if to in ray:
            return ray[: ray.index(to)]
    return ()


def can_move_totem(cells: list[int], totem: Square, sign: int) -> bool:
    """Whether the side with pieces of `sign` has any totem move (step or jump)."""
    for ray in geometry().rays[totem]:
        v = cells[ray[0]]
        if v == 0:
            return True
        if v * sign > 0:
            i = 1
            n = len(ray)
            while i < n and cells[ray[i]] * sign > 0:
                i += 1
            if i < n and cells[ray[i]] == 0:
                return True
    return False


def placement_squares(cells: list[int], totem: Square) -> list[Square]:
    """Empty squares next to the totem; if there are none, every empty square but the totem's."""
    near = [n for n in geometry().neighbours[totem] if cells[n] == 0]
    if near:
        return near
    return [s for s in range(len(cells)) if cells[s] == 0 and s != totem]


def surround_sums(cells: list[int], totem: Square) -> tuple[int, int]:
    """(White's, Red's) sum of piece values touching the totem."""
    white = red = 0
    for n in geometry().neighbours[totem]:
        v = cells[n]
        if v > 0:
            white += v
        elif v < 0:
            red -= v
    return white, red
