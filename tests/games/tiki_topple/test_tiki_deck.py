"""The Secret Tiki deck (decisions file, Components), its data and the tool that writes it."""

from __future__ import annotations

import importlib.util
import itertools
from collections import Counter
from pathlib import Path

import pytest

from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import new_game
from totemgame.games.tiki_topple.world import sample_world, unseen_cards
from totemgame.paths import load_data

ROOT = Path(__file__).resolve().parents[3]
NAMES = content().tiki_names

# The decisions file's six cards known as printed ([9, 5, 2]): the rulebook's scoring example,
# players A-D, then the two quoted in published reviews.
PRINTED = [
    ("Hookipa", "Lokahi", "Nani"),
    ("Wikiwiki", "Hookipa", "Akamai"),
    ("Lokahi", "Wikiwiki", "Hookipa"),
    ("Akamai", "Huhu", "Hookipa"),
    ("Nani", "Hookipa", "Nui"),
    ("Akamai", "Wikiwiki", "Kapu"),
]


def card_index(names: tuple[str, str, str]) -> int:
    return content().deck.index(tuple(NAMES.index(n) for n in names))


def tool():
    spec = importlib.util.spec_from_file_location(
        "make_tiki_deck", ROOT / "tools/make_tiki_deck.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the deck -------------------------------------------------------------------------------
def test_secret_deck_has_27_distinct_cards_each_tiki_three_times_per_slot():
    deck = content().deck
    assert len(deck) == 27
    assert len(set(deck)) == 27
    assert all(len(set(card)) == 3 for card in deck)
    for slot in range(3):
        assert Counter(card[slot] for card in deck) == {t: 3 for t in range(9)}


def test_the_deck_is_the_27_ways_to_pick_one_tiki_of_each_back_symbol_group():
    groups = content().groups
    assert [sorted(NAMES[t] for t in g) for g in groups] == [
        ["Huhu", "Nani", "Wikiwiki"],
        ["Akamai", "Lokahi", "Nui"],
        ["Eepo", "Hookipa", "Kapu"],
    ]
    picks = {frozenset(c) for c in itertools.product(*groups)}
    assert {frozenset(card) for card in content().deck} == picks


def test_the_cards_known_as_printed_are_in_the_deck_exactly_as_printed():
    deck = [tuple(NAMES[t] for t in card) for card in content().deck]
    for card in PRINTED:
        assert card in deck, f"{card} is not in the deck as printed"
    assert [tuple(c) for c in load_data("tiki-topple")["secret_deck"]["printed"]] == PRINTED


def test_no_two_cards_hold_the_same_two_tikis_in_the_same_two_slots():
    seen = Counter(
        (i, j, card[i], card[j]) for card in content().deck for i, j in ((0, 1), (0, 2), (1, 2))
    )
    assert max(seen.values()) == 1


# -- the tool that writes it ----------------------------------------------------------------
def test_the_tool_reproduces_the_data_file():
    text = (ROOT / "assets/data/tiki-topple.toml").read_text(encoding="utf-8")
    assert tool().updated_text(text) == text, "run python tools/make_tiki_deck.py"


def test_the_tool_rewrites_a_card_edited_by_hand():
    text = (ROOT / "assets/data/tiki-topple.toml").read_text(encoding="utf-8")
    first = text.index('  ["', text.index("cards = ["))
    row = text[first : text.index("\n", first)]
    a, b, c = [part.strip(' "[]') for part in row.split(",")][:3]
    edited = text.replace(row, f'  ["{b}", "{a}", "{c}"],', 1)
    assert edited != text
    assert tool().updated_text(edited) == text


def test_the_tool_refuses_a_printed_card_without_one_tiki_per_group():
    make = tool()
    groups = make.groups_of(load_data("tiki-topple"))
    assert len(make.make_deck(groups, PRINTED)) == 27
    with pytest.raises(ValueError, match="one tiki of each group"):
        make.make_deck(groups, [*PRINTED, ("Nani", "Wikiwiki", "Kapu")])


# -- the rulebook's scoring example, played through the rules --------------------------------
def test_rulebook_scoring_example_with_the_deck_cards():
    # Players A-D hold the rulebook's four cards; the sixth tiki is toasted, leaving
    # Lokahi 1st, Hookipa 2nd, Akamai 3rd. The rulebook's totals: 5, 7, 11, 2.
    s = new_game(4, {}, 5)
    s.secrets = [card_index(c) for c in PRINTED[:4]]
    s.line = [NAMES.index(n) for n in ("Lokahi", "Hookipa", "Akamai", "Eepo")]
    s.toasted = [NAMES.index(n) for n in ("Nani", "Wikiwiki", "Huhu", "Nui", "Kapu")]
    s.turns_taken[s.turn] = 1
    events = s.apply(s.turn, PlayCard(Card.TOAST, NAMES.index("Eepo")))
    assert s.round_scores[0] == [5, 7, 11, 2]
    reveals = [e.params for e in events if e.key == "round_score"]
    assert [(r["top"], r["middle"], r["bottom"]) for r in reveals] == PRINTED[:4]
    assert [r["points"] for r in reveals] == [5, 7, 11, 2]


# -- searches draw the others' cards from this deck ------------------------------------------
def test_sample_world_deals_the_others_every_unseen_card_and_no_other():
    s = new_game(3, {}, 17)
    view = s.view(0)
    pool = set(unseen_cards(view))
    assert len(pool) == 26 and view.secret not in pool
    dealt: set[int] = set()
    for i in range(300):
        world = sample_world(view, Rng(i))
        others = [world.secrets[p] for p in (1, 2)]
        assert set(others) <= pool and others[0] != others[1]
        assert not set(others) & set(world.deck)
        dealt.update(others)
    assert dealt == pool
