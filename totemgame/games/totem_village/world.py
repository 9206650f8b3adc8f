"""Totem Village's sampler: a full state matching what one seat knows (for the AI's search)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.engine.rng import Rng
from totemgame.games.totem_village.content import SPELLS, Spell
from totemgame.games.totem_village.rules import VillageState
from totemgame.games.totem_village.view import VillageView

if TYPE_CHECKING:
    from totemgame.games.totem_village.beliefs import Beliefs


def sample_world(view: VillageView, rng: Rng, beliefs: Beliefs | None = None) -> VillageState:
    """A full state matching `view`: every hidden spell of another family is drawn from the
    spells it has not revealed (a face-down token in `beliefs` by its weights, the rest
    alike); hidden huts and starvation choices are drawn at random. The huts themselves are
    open (Arrange is played on the open board)."""
    s = VillageState.__new__(VillageState)
    s.players, s.families, s.owner, s.opts = view.players, view.families, view.owner, view.opts
    s.huts = [list(h) for h in view.huts]
    s.birds, s.totem = list(view.birds), list(view.totem)
    s.round, s.start, s.stage, s.queue = view.round, view.start, view.stage, list(view.queue)
    s.sacrificed, s.passed = list(view.sacrificed), list(view.passed)
    s.elder_hit, s.wiped = list(view.elder_hit), list(view.wiped)
    s.elder_on_board = list(view.elder_on_board)
    s.target, s.deficit = view.target, list(view.deficit)
    s.youth_left, s.kept = list(view.youth_left), [list(k) for k in view.kept]
    s.hidden_places, s.over, s.winners = view.hidden_places, view.over, list(view.winners)
    s.opening = []
    s.rng = Rng(rng.randint(0, 2**62))
    chosen: list[list[Spell | None]] = [list(c) for c in view.chosen]
    s.tokens = [list(t) for t in view.tokens]
    for f in range(view.families):
        if view.mine(f):
            continue
        known = {t[1] for t in view.tokens if t[0] == f and t[1] is not None}
        pool = [sp for sp in SPELLS if sp not in known]
        rng.shuffle(pool)
        for i, t in enumerate(s.tokens):
            if beliefs and i in beliefs and t[0] == f and t[1] is None:
                t[1] = _draw(pool, beliefs[i], rng)
        for i, sp in enumerate(chosen[f]):
            if sp is None:
                chosen[f][i] = pool.pop()
        for t in s.tokens:
            if t[0] == f and t[1] is None:
                t[1] = pool.pop()
            if t[0] == f and t[2] < 0:
                t[2] = rng.randint(0, 3 * view.families - 1)
    # Every spell is known now (yours, or drawn above).
    s.chosen = [[sp for sp in c if sp is not None] for c in chosen]
    s.nominations = []
    for c, k, h in view.nominations:
        if k < 0:
            present = [
                (i, kk) for i in range(3) for kk in range(7) if view.huts[3 * view.target + i][kk]
            ]
            h, k = rng.choice(present) if present else (0, 0)
        s.nominations.append((c, k, h))
    return s


def _draw(pool: list[Spell], weights: dict[Spell, float], rng: Rng) -> Spell:
    """Take one spell out of `pool`, each as likely as its weight."""
    total = sum(weights.get(sp, 0.0) for sp in pool)
    if total <= 0.0:
        return pool.pop()
    r = rng.random() * total
    for i, sp in enumerate(pool):
        r -= weights.get(sp, 0.0)
        if r < 0.0:
            return pool.pop(i)
    return pool.pop()
