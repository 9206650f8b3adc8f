"""The final challenge's check and the end of game: pan weights, balance, feedback constraints,
scores, ranking and the opal. Pure functions so each rule is testable alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.games.totemic_might.facts import BIG, N_VARS, Linear, linear

Item = tuple[str, int]  # ("copy", totem) | ("spirit", totem) | ("balloon", index)


def final_items(spirits: Sequence[int], balloons: int) -> tuple[Item, ...]:
    """What a seat puts on the three pans: a copy of each totem, its spirits, its balloons."""
    return (
        tuple(("copy", t) for t in range(20))
        + tuple(("spirit", t) for t in spirits)
        + tuple(("balloon", b) for b in range(balloons))
    )


def pan_terms(items: Sequence[Item], pans: Sequence[int], pan: int) -> dict[int, int]:
    """The pan's weight as coefficients over the variables (balloons subtract their lift)."""
    coeffs: dict[int, int] = {}
    for (kind, ref), p in zip(items, pans, strict=True):
        if p != pan:
            continue
        var = N_VARS + ref if kind == "balloon" else ref
        coeffs[var] = coeffs.get(var, 0) + (-1 if kind == "balloon" else 1)
    return coeffs


def pan_weights(
    items: Sequence[Item], pans: Sequence[int], weights: Sequence[int], lifts: Sequence[int]
) -> tuple[int, int, int]:
    """The three pans' weights for the real (or a sampled) world."""
    out = [0, 0, 0]
    for (kind, ref), p in zip(items, pans, strict=True):
        out[p] += -lifts[ref] if kind == "balloon" else weights[ref]
    return out[0], out[1], out[2]


def balanced(pans: Sequence[int]) -> bool:
    """As equal as the total allows: the heaviest and lightest pans differ by at most 1
    (exactly equal when the total is a multiple of 3; see "Our decisions")."""
    return max(pans) - min(pans) <= 1


def heaviest_lightest(pans: Sequence[int]) -> tuple[int, int]:
    """Indexes of the heaviest and the lightest pan (ties: the lower index; never the same)."""
    h = max(range(3), key=lambda i: (pans[i], -i))
    rest = [i for i in range(3) if i != h]
    lo = min(rest, key=lambda i: (pans[i], i))
    return h, lo


def feedback_constraints(
    items: Sequence[Item], pans: Sequence[int], heavy: int, light: int
) -> tuple[Linear, ...]:
    """What a failed attempt teaches: pan `heavy` >= every pan >= pan `light`, and the
    heaviest and lightest differ by 2 or more (else it would have balanced)."""
    terms = [pan_terms(items, pans, p) for p in range(3)]

    def diff(a: int, b: int) -> dict[int, int]:
        out = dict(terms[a])
        for v, c in terms[b].items():
            out[v] = out.get(v, 0) - c
        return out

    middle = 3 - heavy - light
    return (
        linear(diff(heavy, middle), 0, BIG),
        linear(diff(middle, light), 0, BIG),
        linear(diff(heavy, light), 2, BIG),
    )


def final_score(weight: int, guessed_by: int, penalty: int) -> int:
    """Pan weight minus `penalty` per correct guesser ("your final weight score is decreased
    by 3" for each): a failed challenge guessed by others goes below 0."""
    return weight - penalty * guessed_by


def ranking_keys(
    marks: Sequence[int],
    scores: Sequence[int],
    garnets: Sequence[int],
    history: Sequence[Sequence[int]],
) -> list[tuple[int, ...]]:
    """Higher is better: fewest failure marks, highest score, most garnets, then the garnet
    counts posted earlier, latest first."""
    return [
        (-marks[s], scores[s], garnets[s], *reversed(tuple(history[s]))) for s in range(len(marks))
    ]


def opal_winner(correct: Sequence[int], wagers: Sequence[int]) -> int | None:
    """Most correct guesses; ties go to fewer wagers; still tied, nobody."""
    best = max(correct)
    tied = [s for s, c in enumerate(correct) if c == best]
    fewest = min(wagers[s] for s in tied)
    tied = [s for s in tied if wagers[s] == fewest]
    return tied[0] if len(tied) == 1 else None


def balanced_attempt(state: Any, seat: int, action: Any) -> bool:
    """A final attempt whose three pans balance with the real weights (a tutorial's check:
    its final step takes any balanced arrangement, not only the scripted one)."""
    from totemgame.games.totemic_might.actions import Arrange

    if not isinstance(action, Arrange):
        return False
    items = state.items(seat)
    if len(action.pans) != len(items) or any(p not in (0, 1, 2) for p in action.pans):
        return False
    return balanced(pan_weights(items, action.pans, state.weights, state.p[seat].lifts))
