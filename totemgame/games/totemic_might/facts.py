"""What a seat learns, as constraints over the weights: the shared language of the rules (which
record observations), the views (which carry them) and the deduction engine (which reasons).

Variables 0..19 are the totems' weights (a permutation of 1..20); variable 20 + b is the lift of
the seat's own balloon number b (independent of the others).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BIG = 10**6
N_VARS = 20


@dataclass(frozen=True)
class Linear:
    """lo <= sum(coeff * var) <= hi."""

    terms: tuple[tuple[int, int], ...]
    lo: int
    hi: int

    def holds(self, w: Sequence[int]) -> bool:
        s = 0
        for v, c in self.terms:
            s += c * w[v]
        return self.lo <= s <= self.hi

    @property
    def vars(self) -> tuple[int, ...]:
        return tuple(v for v, _ in self.terms)


@dataclass(frozen=True)
class Allowed:
    """var takes one of `values`."""

    var: int
    values: tuple[int, ...]

    def holds(self, w: Sequence[int]) -> bool:
        return w[self.var] in self.values

    @property
    def vars(self) -> tuple[int, ...]:
        return (self.var,)


@dataclass(frozen=True)
class ModDiff:
    """|a - b| mod `mod` == value (the Wolf's answer)."""

    a: int
    b: int
    mod: int
    value: int

    def holds(self, w: Sequence[int]) -> bool:
        return abs(w[self.a] - w[self.b]) % self.mod == self.value

    @property
    def vars(self) -> tuple[int, ...]:
        return (self.a, self.b)


Constraint = Linear | Allowed | ModDiff


@dataclass(frozen=True)
class Fact:
    """One observation of one seat: kind, round, an English sentence, its constraints."""

    kind: str
    round: int
    text: str
    cons: tuple[Constraint, ...]


def linear(coeffs: dict[int, int], lo: int, hi: int) -> Linear:
    """A Linear with zero terms dropped and terms sorted (so equal facts compare equal)."""
    return Linear(tuple(sorted((v, c) for v, c in coeffs.items() if c)), lo, hi)


def compare(left: Sequence[int], right: Sequence[int], sign: int) -> Linear:
    """sum(left) - sum(right) is > 0 (sign 1), == 0 (sign 0) or < 0 (sign -1)."""
    coeffs: dict[int, int] = {}
    for t in left:
        coeffs[t] = coeffs.get(t, 0) + 1
    for t in right:
        coeffs[t] = coeffs.get(t, 0) - 1
    if sign > 0:
        return linear(coeffs, 1, BIG)
    if sign < 0:
        return linear(coeffs, -BIG, -1)
    return linear(coeffs, 0, 0)


def holds_all(cons: Sequence[Constraint], w: Sequence[int]) -> bool:
    return all(c.holds(w) for c in cons)
