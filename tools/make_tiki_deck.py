"""Write the 27-card Secret Tiki deck into assets/data/tiki-topple.toml.

    python tools/make_tiki_deck.py          # rewrite the `cards = [...]` list in the data file
    python tools/make_tiki_deck.py --check  # exit 1 if the data file differs from the tool

The decisions file (shared/rules/tiki-topple.md, Components) fixes the deck: every card holds
one tiki of each back-symbol group, so the 27 cards are exactly the 27 ways to pick one tiki
per group (3 x 3 x 3). The cards printed in the rulebook's scoring example and in reviews
(`printed` in the data file) keep their printed order of the 9-, 5- and 2-point slots; every
other card's order is chosen so that each tiki sits exactly three times in each slot, and so
that no two cards agree in two slots (two players may share tikis, but never two tikis in the
same places, so no two cards are nearly the same goal). The tikis and their groups come from the
data file too. The search is a depth-first search whose
choices are shuffled by a fixed seed, so the output never changes unless the data does.
"""

from __future__ import annotations

import argparse
import itertools
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path

import tomllib

DATA = Path(__file__).resolve().parent.parent / "assets" / "data" / "tiki-topple.toml"
SEED = 2008  # the year the game was published
PER_SLOT = 3  # 27 cards, 9 tikis: each tiki three times in each slot
SLOT_PAIRS = ((0, 1), (0, 2), (1, 2))

Card = tuple[str, str, str]  # 9-, 5-, 2-point tikis


def _pairs(card: Sequence[str]) -> list[tuple[int, int, str, str]]:
    """What two cards must not both hold: the same two tikis in the same two slots."""
    return [(i, j, card[i], card[j]) for i, j in SLOT_PAIRS]


def groups_of(data: dict) -> list[list[str]]:
    """The tikis of each back-symbol group, groups in letter order, tikis in file order."""
    letters = sorted({t["group"] for t in data["tiki"]})
    return [[t["name"] for t in data["tiki"] if t["group"] == g] for g in letters]


def make_deck(groups: Sequence[Sequence[str]], printed: Sequence[Sequence[str]]) -> list[Card]:
    """All one-per-group cards, the printed ones as printed, each tiki 3 times per slot."""
    group_of = {name: g for g, names in enumerate(groups) for name in names}
    fixed: dict[frozenset[str], Card] = {}
    for card in printed:
        if sorted(group_of[t] for t in card) != list(range(len(groups))):
            raise ValueError(f"printed card {card} does not hold one tiki of each group")
        key = frozenset(card)
        if key in fixed:
            raise ValueError(f"two printed cards hold the same tikis: {card}")
        fixed[key] = (card[0], card[1], card[2])
    counts = [dict.fromkeys(group_of, 0) for _ in range(3)]
    pairs: set[tuple[int, int, str, str]] = set()
    for card in fixed.values():
        for slot, t in enumerate(card):
            counts[slot][t] += 1
        pairs.update(_pairs(card))
    if any(n > PER_SLOT for slot in counts for n in slot.values()):
        raise ValueError("the printed cards put one tiki in one slot more than three times")
    if len(pairs) < 3 * len(fixed):
        raise ValueError("two printed cards agree in two slots")

    rng = random.Random(SEED)
    open_cards = [c for c in itertools.product(*groups) if frozenset(c) not in fixed]
    rng.shuffle(open_cards)
    orders = {c: list(itertools.permutations(c)) for c in open_cards}
    for options in orders.values():
        rng.shuffle(options)
    chosen: dict[tuple[str, ...], Card] = {}

    def fits(order: Sequence[str]) -> bool:
        return all(counts[slot][t] < PER_SLOT for slot, t in enumerate(order)) and not any(
            p in pairs for p in _pairs(order)
        )

    def search() -> bool:
        todo = [c for c in open_cards if c not in chosen]
        if not todo:
            return True
        # The card with the fewest orders still possible next (ties: the shuffled order).
        card = min(todo, key=lambda c: sum(map(fits, orders[c])))
        for order in orders[card]:
            if fits(order):
                chosen[card] = order  # type: ignore[assignment]
                for slot, t in enumerate(order):
                    counts[slot][t] += 1
                pairs.update(_pairs(order))
                if search():
                    return True
                for slot, t in enumerate(order):
                    counts[slot][t] -= 1
                pairs.difference_update(_pairs(order))
                del chosen[card]
        return False

    if not search():
        raise ValueError("no deck around the printed cards meets the slot rules")
    return sorted([*fixed.values(), *chosen.values()])


def render(cards: Sequence[Card]) -> str:
    """The `cards = [...]` list as it stands in the data file."""
    rows = "".join(f'  ["{a}", "{b}", "{c}"],\n' for a, b, c in cards)
    return f"cards = [\n{rows}]\n"


_CARDS_LIST = re.compile(r"^cards = \[\n(?:  \[.*\],\n)*\]\n", re.MULTILINE)


def updated_text(text: str) -> str:
    """The data file's text with its Secret Tiki `cards` list regenerated."""
    data = tomllib.loads(text)
    cards = make_deck(groups_of(data), data["secret_deck"]["printed"])
    section = text.index("[secret_deck]")
    match = _CARDS_LIST.search(text, section)
    if match is None:
        raise ValueError("no `cards = [...]` list after [secret_deck]")
    return text[: match.start()] + render(cards) + text[match.end() :]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report a difference")
    args = parser.parse_args(argv)
    text = DATA.read_text(encoding="utf-8")
    new = updated_text(text)
    if args.check:
        if new != text:
            print(f"{DATA.name}: the Secret Tiki cards differ from tools/make_tiki_deck.py")
            return 1
        print(f"{DATA.name}: the Secret Tiki cards match the tool")
        return 0
    DATA.write_text(new, encoding="utf-8")
    print(f"wrote {len(_CARDS_LIST.search(new).group().splitlines()) - 2} cards to {DATA}")  # type: ignore[union-attr]
    return 0


if __name__ == "__main__":
    sys.exit(main())
