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
class Saying:
    """A sentence of the rules kept as its parts, never as English: `key`, its English template
    (marked for the catalogue with N_() where the rules write it), `plural` the template when
    the field `n` is not 1, and its `fields` by name. Totems are ids (`totem`, `other`: one;
    `totems`, `left`, `right`: several), a season or a sigil its index, a weighing's `result`
    its code; event_words.py says it in the player's language."""

    key: str
    fields: tuple[tuple[str, Field], ...] = ()
    plural: str | None = None

    def field(self, name: str) -> Field | None:
        return next((v for k, v in self.fields if k == name), None)


# A field of a Saying: a number, a letter, totems by id, or a Saying within the sentence.
Field = int | str | tuple[int, ...] | Saying


def saying(key: str, plural: str | None = None, /, **fields: Field) -> Saying:
    """The Saying `key` with its `fields` (in the order given)."""
    return Saying(key, tuple(fields.items()), plural)


UNSAID = Saying("")  # the sentence of a fact never shown (the AI's pinned weights)


@dataclass(frozen=True)
class Fact:
    """One observation of one seat: kind, round, its text (a Saying: the sentence it is told
    in, as its parts), its constraints."""

    kind: str
    round: int
    text: Saying
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
