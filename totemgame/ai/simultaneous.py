"""Regret matching for one-shot simultaneous decisions (sealed bids, secret orders).

Generic and game-agnostic: a game describes a small normal-form game (each seat's number of
candidate actions and a payoff function over joint profiles), and `regret_matching` returns
each seat's average strategy, which approaches a (coarse correlated) equilibrium as the
iterations grow (Hart & Mas-Colell 2000). Sampled profiles keep each iteration cheap with many
seats: every seat's regrets are updated against one profile drawn from the current strategies.
Deterministic given the Rng; stops early at `deadline` (time.monotonic()).
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Sequence

from totemgame.engine.rng import Rng

Payoff = Callable[[tuple[int, ...]], Sequence[float]]


def _strategy(regrets: list[float]) -> list[float]:
    positive = [r if r > 0 else 0.0 for r in regrets]
    total = sum(positive)
    if total <= 0:
        return [1.0 / len(regrets)] * len(regrets)
    return [p / total for p in positive]


def regret_matching(
    sizes: Sequence[int],
    payoff: Payoff,
    iterations: int,
    rng: Rng,
    deadline: float | None = None,
) -> list[list[float]]:
    """Average strategies of every seat after `iterations` rounds of sampled regret matching.

    sizes[i]: how many actions seat i chooses from; payoff(profile) -> one utility per seat.
    """
    n = len(sizes)
    regrets = [[0.0] * k for k in sizes]
    sums = [[0.0] * k for k in sizes]
    for it in range(iterations):
        if deadline is not None and it % 32 == 0 and time.monotonic() >= deadline:
            break
        strategies = [_strategy(r) for r in regrets]
        profile = tuple(rng.weighted_index(s) for s in strategies)
        for i in range(n):
            if sizes[i] == 1:
                sums[i][0] += 1.0
                continue
            base = payoff(profile)[i]
            row = regrets[i]
            for a in range(sizes[i]):
                if a != profile[i]:
                    alt = profile[:i] + (a,) + profile[i + 1 :]
                    row[a] += payoff(alt)[i] - base
            for a, p in enumerate(strategies[i]):
                sums[i][a] += p
    out = []
    for s in sums:
        total = sum(s)
        out.append([x / total for x in s] if total > 0 else [1.0 / len(s)] * len(s))
    return out


def response_values(
    own: int,
    sizes: Sequence[int],
    strategies: Sequence[Sequence[float]],
    payoff: Payoff,
    samples: int,
    rng: Rng,
) -> list[float]:
    """Mean utility of each of seat `own`'s actions against `samples` profiles of the others
    drawn from `strategies` (a sampled best-response table; one-ply, no equilibrium)."""
    values = [0.0] * sizes[own]
    for _ in range(max(1, samples)):
        profile = [rng.weighted_index(s) for s in strategies]
        for a in range(sizes[own]):
            profile[own] = a
            values[a] += payoff(tuple(profile))[own]
    return [v / max(1, samples) for v in values]


def exact_response_values(
    own: int,
    sizes: Sequence[int],
    strategies: Sequence[Sequence[float]],
    payoff: Payoff,
    limit: int = 4096,
) -> list[float] | None:
    """Expected utility of each of seat `own`'s actions against the others' `strategies`,
    summed over every profile of theirs (no sampling noise); None when the others have more
    than `limit` joint profiles (then sample with response_values)."""
    others = [i for i in range(len(sizes)) if i != own]
    if math.prod(sizes[i] for i in others) > limit:
        return None
    values = [0.0] * sizes[own]
    for combo in itertools.product(*(range(sizes[i]) for i in others)):
        weight = 1.0
        for i, a in zip(others, combo, strict=True):
            weight *= strategies[i][a]
        if weight <= 0.0:
            continue
        profile = [0] * len(sizes)
        for i, a in zip(others, combo, strict=True):
            profile[i] = a
        for a in range(sizes[own]):
            profile[own] = a
            values[a] += weight * payoff(tuple(profile))[own]
    return values
