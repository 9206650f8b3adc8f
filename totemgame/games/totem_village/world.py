"""Totem Village's sampler: a full state matching what one seat knows (for the AI's search)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.engine.rng import Rng
from totemgame.games.totem_village.board import Token
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
    seed = rng.randint(0, 2**62)  # the world's own dice, drawn before its hidden spells
    chosen: list[list[Spell | None]] = [list(c) for c in view.chosen]
    tokens: list[Token] = [list(t) for t in view.tokens]
    for f in range(view.families):
        if view.mine(f):
            continue
        known = {t[1] for t in view.tokens if t[0] == f and t[1] is not None}
        pool = [sp for sp in SPELLS if sp not in known]
        rng.shuffle(pool)
        for i, t in enumerate(tokens):
            if beliefs and i in beliefs and t[0] == f and t[1] is None:
                t[1] = _draw(pool, beliefs[i], rng)
        for i, sp in enumerate(chosen[f]):
            if sp is None:
                chosen[f][i] = pool.pop()
        for t in tokens:
            if t[0] == f and t[1] is None:
                t[1] = pool.pop()
            if t[0] == f and t[2] < 0:
                t[2] = rng.randint(0, 3 * view.families - 1)
    nominations = []
    for c, k, h in view.nominations:
        if k < 0:
            present = [
                (i, kk) for i in range(3) for kk in range(7) if view.huts[3 * view.target + i][kk]
            ]
            h, k = rng.choice(present) if present else (0, 0)
        nominations.append((c, k, h))
    return VillageState(
        players=view.players,
        families=view.families,
        owner=view.owner,
        opts=view.opts,
        huts=[list(h) for h in view.huts],
        birds=list(view.birds),
        totem=list(view.totem),
        round=view.round,
        start=view.start,
        stage=view.stage,
        queue=list(view.queue),
        over=view.over,
        winners=list(view.winners),
        wiped=list(view.wiped),
        elder_on_board=list(view.elder_on_board),
        rng=Rng(seed),
        opening=[],
        # Every spell is known now (yours, or drawn above).
        chosen=[[sp for sp in c if sp is not None] for c in chosen],
        tokens=tokens,
        sacrificed=list(view.sacrificed),
        passed=list(view.passed),
        elder_hit=list(view.elder_hit),
        target=view.target,
        deficit=list(view.deficit),
        nominations=nominations,
        youth_left=list(view.youth_left),
        kept=[list(k) for k in view.kept],
        hidden_places=view.hidden_places,
    )


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
