"""The board's fixed facts: the stages of a round and the rulebook's phase of each, the setup
options, a spell token, and a family's first arrangement. The state itself is
rules.VillageState (its fields and small queries); position.py says what the functions over it
read.

A family is a colour on the board; with 2 players seat s runs families s and s + 2.
Village hut h belongs to family h // 3. A hut is a list of 7 counts, one per Kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from totemgame.games.totem_village.content import BOY, ELDER, GIRL, KINDS, MM, MW, YM, YW, Kind

STAGES = (
    "arrange", "choose", "place", "reveal3", "births", "reveal4", "hunt", "meal", "starve",
    "reveal6", "disease", "reveal7", "youth", "ageing", "totem",
)  # fmt: skip
STAGE_PHASE = {
    "arrange": 1, "choose": 2, "place": 2, "reveal3": 3, "births": 3, "reveal4": 4, "hunt": 4,
    "meal": 5, "starve": 5, "reveal6": 6, "disease": 6, "reveal7": 7, "youth": 7, "ageing": 7,
    "totem": 8,
}  # fmt: skip


@dataclass(frozen=True)
class Options:
    """The setup options: the rulebook's variants and the round limit (a house rule: the
    rulebook has none; 0, the default, means no limit)."""

    village: bool = False
    spells: str = "base"  # base | a | b
    meal: str = "base"  # base | a | b
    totem_a: bool = False
    totem_b: bool = False
    max_rounds: int = 0

    @staticmethod
    def from_mapping(m: Mapping[str, Any]) -> Options:
        return Options(
            village=bool(m.get("village", False)),
            spells=str(m.get("spells", "base")),
            meal=str(m.get("meal", "base")),
            totem_a=bool(m.get("totem_a", False)),
            totem_b=bool(m.get("totem_b", False)),
            max_rounds=int(m.get("max_rounds", 0)),
        )


Token = list[Any]  # [caster family, Spell, village hut, revealed]


def k_i(kind: Kind) -> int:
    """Index of a Kind in a hut's count list."""
    return KINDS.index(kind)


def spread(counts: tuple[int, ...]) -> list[list[int]]:
    """A family's first arrangement: couples of a woman and a man in the first two huts, the
    rest in the third, so every hut can have children from the first round."""
    women = [YW] * counts[YW] + [MW] * counts[MW]
    men = [YM] * counts[YM] + [MM] * counts[MM]
    tokens: list[int] = []
    for w, m in zip(women, men, strict=False):
        tokens += [w, m]
    tokens += women[len(men) :] + men[len(women) :]
    tokens += [GIRL] * counts[GIRL] + [BOY] * counts[BOY] + [ELDER] * counts[ELDER]
    huts = [[0] * 7 for _ in range(3)]
    for i, k in enumerate(tokens):
        huts[min(i // 2, 2)][k] += 1
    return huts
