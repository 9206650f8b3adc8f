"""Totemic Might agents' wagers: the Fox (paid with garnets) on the most uncertain triple, the
Bear with leftover garnets, Snake hints when the end is near and the arrangement is not yet
safe (Easy: at random, balloons of unknown lift included). A Fox or a Bear leaves out the
totems whose weight the seat already knows.
"""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.ai_info import FOX_TRIPLES, sum_entropy, totem_entropy
from totemgame.games.totemic_might.ai_levels import Preset, seat_of
from totemgame.games.totemic_might.content import column, content, row, season
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.known import known_domains
from totemgame.games.totemic_might.view import MightView


def known_totems(preset: Preset, view: MightView, know: Knowledge) -> set[int]:
    """The totems whose weight this seat knows: its starting spirit totem's, and every one
    its facts pin to one weight (Hard: by proof, as the Wager tab and the Hint tell it)."""
    doms = known_domains(view) if preset.proves else know.domains()
    return {t for t in range(20) if len(doms[t]) == 1} | {view.start}


def choose_wager(
    preset: Preset, rng: Rng, view: MightView, worlds: Sequence[tuple[int, ...]], know: Knowledge
) -> tuple[str, int, tuple[int, ...], int]:
    """This round's wager (kind, Snake letter, totems, option) for `preset`'s level: Easy at
    random; the others a Fox or a Bear on the totems still most uncertain, the Snake near the
    end while the arrangement is not yet safe."""
    c = content()
    me = seat_of(view)
    garnets = view.garnets[me]
    free = [i for i in range(10) if not view.letters_taken[i] and i not in view.hints_got]
    letter = free[0] if free else 0
    snake_ok = view.snake_used[me] < c.snake_uses
    if preset.name == "easy":
        r = rng.random()
        if r < 0.15 and snake_ok:
            return "snake", rng.randint(0, 9), (), 0
        if r < 0.3:
            own = set(view.spirits[me])
            pool = [t for t in range(20) if t not in own]
            a, b = rng.sample(pool, 2)
            if season(a) != season(b):
                return "wolf", 0, tuple(sorted((a, b))), 0
        if r < 0.45:
            trio = rng.choice(FOX_TRIPLES)
            return "fox", 0, trio, 1 if garnets >= c.fox_cost else 0
        return "none", 0, (), 0
    # A Fox or a Bear on a totem whose weight is known teaches less than one on totems
    # still open: they leave known totems out (the Wager tab warns against them too).
    known = known_totems(preset, view, know) if garnets >= c.bear_cost else set()
    triples = FOX_TRIPLES if preset.rich else FOX_TRIPLES[::7]
    triples = [tr for tr in triples if not known.intersection(tr)]
    if garnets >= c.fox_cost and triples:
        best = max(triples, key=lambda tr: sum_entropy(tr, worlds))
        if sum_entropy(best, worlds) > 0.5:
            return "fox", 0, best, 1
    if preset.rich and garnets >= c.bear_narrow_cost and not view.final_round:
        lines = [row(s) for s in range(4)] + [column(s) for s in range(5)]
        sets = [tuple(t for t in ts if t not in known) for ts in lines]
        sets = [ts for ts in sets if len(ts) > 1]
        if sets:
            bear = max(sets, key=lambda ts: sum_entropy(ts, worlds, 5))
            if sum_entropy(bear, worlds, 5) > 1.0:
                return "bear", 0, tuple(sorted(bear)), 1
    near_end = view.final_round or sum(1 for ch in view.chips if ch <= 25) >= 3
    if snake_ok and near_end:
        unsure = sum(1 for t in range(20) if totem_entropy(worlds, t) > 0.01)
        if unsure >= (2 if preset.rich else 4):
            return "snake", letter, (), 0
    return "none", 0, (), 0
