"""The marking planner: where to put each gained resource. Used by "auto-place" and the AI.

It values a row by what completing it gives (carved levels above all) and by how close the
row is to completion, so resources go where they finish or nearly finish something. Pure and
deterministic: the same sheet and resources always give the same placements.
"""

from __future__ import annotations

from totemgame.games.totemix.content import R, Row
from totemgame.games.totemix.sheet import JOKER, Player, SheetEffect

CARVED_LEVEL = 3.0
UNCARVED_LEVEL = 0.5
EXCHANGE_FIELD = 2.0  # an X joker at once
# An X is best spent on what is hard to get.
SCARCITY = {"gold": 0.8, "papyrus": 0.6, "ruby": 0.5, "smoke": 0.5, "stone": 0.0}
ORDER = ("gold", "smoke", "ruby", "stone", "papyrus")


def row_value(row: Row, late: float = 0.0) -> float:
    """What completing `row` is worth; developments fade as the game nears its end (late 0..1)."""
    if row.kind == "totem":
        return sum(p.levels * (CARVED_LEVEL if p.carved else UNCARVED_LEVEL) for p in row.pieces)
    if row.kind == "exchange":
        return EXCHANGE_FIELD * len(row.fields)
    return row.value * max(0.0, 1.0 - late)


def field_score(player: Player, resource: str, f: int, late: float = 0.0) -> float:
    """How good marking field `f` is now (higher is better)."""
    sh = player.sheet
    row = sh.rows[sh.field_row[f]]
    if row.kind == "exchange":
        return EXCHANGE_FIELD
    n = len(row.fields)
    marked = sum(1 for g in row.fields if player.marks[g])
    value = row_value(row, late)
    after = marked + 1
    score = value * (after / n) ** 2
    if after == n:
        score += value
    if row.order == "first" and f == row.fields[0]:
        score += 0.3 * value / n  # opens the row
    if resource == JOKER:
        score += SCARCITY.get(sh.field_resource[f], 0.0)
    return score


def best_field(player: Player, resource: str, late: float = 0.0) -> int | None:
    fields = player.open_fields(resource)
    if not fields:
        return None
    return max(fields, key=lambda f: (field_score(player, resource, f, late), -f))


def auto_place(
    player: Player, late: float = 0.0, results: list[SheetEffect] | None = None
) -> list[tuple[str, int]]:
    """Mark every pending resource that can be marked. Mutates `player`; returns the
    placements made (and extends `results` with what they gave).

    A hand small enough is placed as a whole: every way of placing it is tried (plan), and
    the one that places the most, then leaves the sheet worth most, wins. So two stones and
    a papyrus complete a Snake rather than each going where it alone scores best. A larger
    hand goes greedily: openers (gold, smoke) first so their rows open for the rest, each on
    the row that then takes the most of what is still in hand; X jokers last."""
    made: list[tuple[str, int]] = []
    whole = plan(player, late)
    if whole is not None:
        for res, at in whole:
            got = player.mark(res, at)
            if results is not None:
                results.extend(got)
            made.append((res, at))
        return made
    progress = True
    while progress:
        progress = False
        for res in (*ORDER, JOKER):
            while player.pending[R[res]]:
                if res in OPENERS:
                    f = _best_opener(player, res, late)
                else:
                    f = best_field(player, res, late)
                if f is None:
                    break
                got = player.mark(res, f)
                if results is not None:
                    results.extend(got)
                made.append((res, f))
                progress = True
    return made


OPENERS = ("gold", "smoke")
PLACED = 10.0  # a resource that finds a field beats any field's score: leftovers are 1 crystal


def _best_opener(player: Player, resource: str, late: float) -> int | None:
    """The field for a row-opening resource that, after greedy marking of what is left in
    hand, places the most resources (then scores best)."""
    fields = player.open_fields(resource)
    if len(fields) <= 1:
        return fields[0] if fields else None

    def outcome(f: int) -> tuple[float, int]:
        trial = player.clone()
        total = field_score(trial, resource, f, late)
        trial.mark(resource, f)
        while True:
            res = next(
                (r for r in (*ORDER, JOKER) if trial.pending[R[r]] and trial.open_fields(r)), None
            )
            if res is None:
                return total, -f
            g = best_field(trial, res, late)
            assert g is not None
            total += PLACED + field_score(trial, res, g, late)
            trial.mark(res, g)

    return max(fields, key=outcome)


PLAN_NODES = 3000  # placements tried at most by plan(); a larger hand goes greedily


class _TooMany(Exception):
    """plan() tried PLAN_NODES placements without finishing."""


def sheet_value(player: Player, late: float = 0.0) -> float:
    """What the sheet's marks are worth now, row by row, as field_score counts them: a row's
    value times the square of its share marked, once more when complete; an opened row a
    little; each exchange field its joker."""
    sh = player.sheet
    total = 0.0
    for row in sh.rows:
        marked = sum(1 for g in row.fields if player.marks[g])
        if row.kind == "exchange":
            total += EXCHANGE_FIELD * marked
            continue
        value, n = row_value(row, late), len(row.fields)
        total += value * (marked / n) ** 2 + (value if marked == n else 0.0)
        if row.order == "first" and player.marks[row.fields[0]]:
            total += 0.3 * value / n
    return total


def plan(player: Player, late: float = 0.0) -> list[tuple[str, int]] | None:
    """The placements of the whole hand that place the most resources, then leave the sheet
    worth most (ties: the first found, fields in order); None if that takes more than
    PLAN_NODES placements to find. Resources go in ORDER (openers first, X last); a hand and
    sheet reached twice are searched once."""
    base = sheet_value(player, late)
    best: list[tuple[tuple[int, float], list[tuple[str, int]]]] = []
    seen: set[tuple[tuple[bool, ...], tuple[int, ...]]] = set()
    nodes = 0
    scarcity = player.sheet.field_resource

    def walk(p: Player, steps: list[tuple[str, int]], bonus: float) -> None:
        nonlocal nodes
        res = next((r for r in (*ORDER, JOKER) if p.pending[R[r]] and p.open_fields(r)), None)
        if res is None:
            score = (len(steps), round(sheet_value(p, late) - base + bonus, 9))
            if not best or score > best[0][0]:
                best[:] = [(score, steps)]
            return
        key = (tuple(p.marks), tuple(p.pending))
        if key in seen:
            return
        seen.add(key)
        for f in p.open_fields(res):
            nodes += 1
            if nodes > PLAN_NODES:
                raise _TooMany
            trial = p.clone()
            trial.mark(res, f)
            extra = SCARCITY.get(scarcity[f], 0.0) if res == JOKER else 0.0
            walk(trial, [*steps, (res, f)], bonus + extra)

    try:
        walk(player.clone(), [], 0.0)
    except _TooMany:
        return None
    return best[0][1] if best else []
