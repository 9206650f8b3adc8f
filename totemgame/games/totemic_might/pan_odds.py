"""How often the final's pans, as the player has laid them out, balance: the Hint's own measure
for any layout. The worlds are those the Hint weighs its arrangement over (MightAgent's
final_worlds, Hard's budgets, from the seat's view only: ai.layout_odds), drawn with a seed keyed by what the
seat knows, so the same view and layout always give the same share, and every layout of one
view is measured over the same worlds.

A share of all or none of the worlds is only called so when a proof (proof.py) shows that
every world consistent with the view agrees; otherwise it reads "<1%" or ">99%". Pure: the
final screen asks for it through the AI worker and draws what it returns.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from totemgame.games.totemic_might.ai_final import item_values
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import BIG, Linear
from totemgame.games.totemic_might.proof import Prover

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

World = tuple[int, ...]
PROOF_NODES = 6_000  # the whole proof that every world (or none) balances the pans
BRANCH = 2_000  # each of its searches
MEMORY = 8  # views whose worlds are remembered


@dataclass(frozen=True)
class Odds:
    """The pans balance in `balanced` of `worlds` sampled worlds; `always` / `never`: proven
    for every world consistent with the view (not only the sampled ones)."""

    balanced: int
    worlds: int
    always: bool = False
    never: bool = False

    @property
    def share(self) -> float:
        return self.balanced / self.worlds if self.worlds else 0.0

    @property
    def percent(self) -> int:
        """The share in whole percent, never 0 or 100 unless proven (then 1 or 99 at most)."""
        if self.always:
            return 100
        if self.never:
            return 0
        return min(max(round(self.share * 100), 1), 99)


def balances(pans: Sequence[int], values: Sequence[int]) -> bool:
    """Whether pans weighing `values` per item (signed: a balloon subtracts) balance: the
    heaviest at most 1 over the lightest."""
    sums = [0, 0, 0]
    for p, v in zip(pans, values, strict=True):
        sums[p] += v
    return max(sums) - min(sums) <= 1


def _key(view: MightView) -> str:
    return repr((view.seat, view.facts, view.final_items, view.own_lifts, view.balloons))


def seed_of(view: MightView) -> int:
    """A seed from what the seat knows (its facts, pieces and lifts): the same view samples
    the same worlds, whatever the layout and whenever it is asked."""
    return zlib.crc32(_key(view).encode())


_remembered: dict[str, tuple[World, ...]] = {}


def forget() -> None:
    """Drop the remembered worlds (a test that draws them afresh)."""
    _remembered.clear()


def worlds_for(view: MightView, draw: Callable[[MightView], Sequence[World]]) -> tuple[World, ...]:
    """The Hint's worlds for this view (`draw`: the Hard agent's, ai.hint_worlds), only those
    consistent with every fact it holds (remembered: a layout moved on the same view reuses
    them)."""
    if view.seat is None:
        raise ValueError("only a seat has pans")
    key = _key(view)
    worlds = _remembered.get(key)
    if worlds is None:
        know = Knowledge.from_view(view)
        worlds = tuple(w for w in draw(view) if all(c.holds(w) for c in know.cons))
        if len(_remembered) >= MEMORY:
            _remembered.pop(next(iter(_remembered)))
        _remembered[key] = worlds
    return worlds


def _pan_terms(
    items: Sequence[tuple[str, int]], pans: Sequence[int], size: int
) -> list[dict[int, int]]:
    """Per pan, its weight as {variable: coefficient} (a balloon's lift counts -1)."""
    out: list[dict[int, int]] = [{}, {}, {}]
    for (kind, ref), p in zip(items, pans, strict=True):
        var, k = (size + ref, -1) if kind == "balloon" else (ref, 1)
        out[p][var] = out[p].get(var, 0) + k
    return out


def _difference(a: dict[int, int], b: dict[int, int]) -> tuple[tuple[int, int], ...]:
    terms = dict(a)
    for v, k in b.items():
        terms[v] = terms.get(v, 0) - k
    return tuple(sorted((v, k) for v, k in terms.items() if k))


def _prover(view: MightView) -> Prover:
    return Prover(Knowledge.from_view(view), PROOF_NODES, None)


def proven_always(view: MightView, pans: Sequence[int]) -> bool:
    """Whether every world consistent with the view balances the pans: no search finds a
    world with one pan 2 or more over another (a search cut short proves nothing)."""
    prover = _prover(view)
    terms = _pan_terms(view.final_items, pans, prover.know.size)
    for a in range(3):
        for b in range(3):
            if a == b:
                continue
            diff = _difference(terms[a], terms[b])
            if not diff:
                continue  # the same pieces' weight on both: never apart
            if prover.world([Linear(diff, 2, BIG)], branch=BRANCH) is not False:
                return False
    return True


def proven_never(view: MightView, pans: Sequence[int]) -> bool:
    """Whether no world consistent with the view balances the pans."""
    prover = _prover(view)
    terms = _pan_terms(view.final_items, pans, prover.know.size)
    level = [Linear(_difference(terms[a], terms[b]), -1, 1) for a, b in ((0, 1), (1, 2), (0, 2))]
    return prover.world([c for c in level if c.terms], branch=BRANCH) is False


def layout_odds(
    view: MightView, pans: Sequence[int], draw: Callable[[MightView], Sequence[World]]
) -> Odds | None:
    """How often the pans laid out as `pans` (pan 0-2 per final item; every item on a pan)
    balance in the worlds the seat's view allows (drawn by `draw`: ai.layout_odds passes the
    Hard agent's). None: no consistent world was found, or a piece is still in the tray."""
    if view.seat is None or not view.final_items or any(p not in (0, 1, 2) for p in pans):
        return None
    worlds = worlds_for(view, draw)
    if not worlds:
        return None
    items = view.final_items
    size = Knowledge.from_view(view).size
    hits = sum(1 for w in worlds if balances(pans, item_values(items, w, size)))
    always = hits == len(worlds) and proven_always(view, pans)
    never = hits == 0 and proven_never(view, pans)
    return Odds(hits, len(worlds), always, never)
