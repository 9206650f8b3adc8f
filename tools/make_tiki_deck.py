"""Generate the 27-card Secret Tiki deck once (output pasted into assets/data/tiki-topple.toml).

Constraints from the decisions file: three different tikis per card, no two cards equal,
every tiki exactly three times in each slot (9, 5, 2 points). A fixed seed keeps it stable.
"""

from __future__ import annotations

import random

TIKIS = ["Nani", "Wikiwiki", "Huhu", "Nui", "Lokahi", "Akamai", "Eepo", "Hookipa", "Kapu"]


def _column(rng: random.Random, previous: list[list[str]]) -> list[str]:
    """A slot column (each tiki three times) differing row by row from the previous columns."""
    col = [t for t in TIKIS for _ in range(3)]
    while True:
        rng.shuffle(col)
        if all(col[i] not in (p[i] for p in previous) for i in range(len(col))):
            return list(col)


def make_deck(seed: int = 2008) -> list[tuple[str, str, str]]:
    rng = random.Random(seed)
    while True:
        cols = [_column(rng, [])]
        cols.append(_column(rng, cols))
        cols.append(_column(rng, cols))
        cards = list(zip(*cols, strict=True))
        if len(set(cards)) == 27:
            # Also keep any pair of tikis from sharing more than three cards, for variety.
            pairs: dict[frozenset[str], int] = {}
            for c in cards:
                for i in range(3):
                    for j in range(i + 1, 3):
                        key = frozenset((c[i], c[j]))
                        pairs[key] = pairs.get(key, 0) + 1
            if max(pairs.values()) <= 3:
                return sorted(cards)


if __name__ == "__main__":
    for top, mid, bottom in make_deck():
        print(f'  ["{top}", "{mid}", "{bottom}"],')
