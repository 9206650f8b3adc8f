"""Totemix's words in other languages: the log's word fields are said again in the current
language, and English stays exactly as the record wrote it."""

from __future__ import annotations

import random

import pytest

from totemgame.engine.game import Event
from totemgame.games.totemix import words
from totemgame.games.totemix.event_words import localised
from totemgame.games.totemix.rules import new_game
from totemgame.text import describe

NAMES = ["Mia", "Kai", "Ana"]


@pytest.mark.parametrize("mode", ["apprentice", "master"])
def test_english_log_lines_are_unchanged(mode: str) -> None:
    state = new_game(3, {"mode": mode}, 7)
    rng = random.Random(1)
    keys = set()
    for _move in range(600):
        if state.is_over():
            break
        seat = state.to_move()[0]
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            keys.add(event.key)
            plain = describe("totemix", event, NAMES)
            assert describe("totemix", localised(event, mode), NAMES) == plain
    assert {"gains", "marked", "pieces"} <= keys


def test_word_fields_follow_the_language(marked: None) -> None:
    gains = Event("gains", {"player": 0, "row": "top", "bid": 2, "what": "2 stones, 1 ruby"})
    said = localised(gains, "apprentice").params
    assert said["row"] == "[top]"
    assert said["what"] == "[2 stones], [1 ruby]"
    pieces = Event(
        "pieces",
        {
            "player": 0,
            "what": "Monkey God (2 levels), an uncarved base",
            "cards": (("Monkey God", 2), ("", 1)),
        },
    )
    assert (
        localised(pieces, "apprentice").params["what"]
        == "[[Monkey God] (2 levels)], [an uncarved base]"
    )
    marked_event = Event("marked", {"player": 0, "resource": "ruby", "field": 3, "res": "ruby"})
    assert localised(marked_event, "apprentice").params["res"] == "[ruby]"


def test_the_cards_a_totem_row_gives_are_said_from_the_rules_parts_not_their_english(
    marked: None,
) -> None:
    """The rules keep the cards as (animal, levels): the log says them from these, and a
    record without them (made before they were kept) keeps the words it was written with."""
    cards = Event("pieces", {"player": 0, "what": "x", "cards": [["Eagle", 1], ["Eagle", 2]]})
    assert (
        localised(cards, "apprentice").params["what"] == "[[Eagle] (1 level)], [[Eagle] (2 levels)]"
    )
    old = Event("pieces", {"player": 0, "what": "Monkey God (2 levels)"})
    assert localised(old, "apprentice") == old


def test_unknown_words_stay_as_recorded(marked: None) -> None:
    odd = Event("gains", {"player": 0, "row": "top", "bid": 2, "what": "3 feathers"})
    assert localised(odd, "apprentice").params["what"] == "3 feathers"


def test_counts_use_the_catalogue_plural(marked: None) -> None:
    assert words.count("papyrus", 3) == "[3 papyri]"
    assert words.bundle((0,) * 8) == "[nothing]"


def _german(event: Event) -> str:
    return describe("totemix", localised(event, "apprentice"), NAMES)


@pytest.mark.parametrize(
    ("left", "said"),
    [
        (1, "Mia ist mit dem Markieren fertig und tauscht 1 nicht platzierte Ressource in "
            "1 Kristall um."),
        (3, "Mia ist mit dem Markieren fertig und tauscht 3 nicht platzierte Ressourcen in "
            "3 Kristalle um."),
    ],
)  # fmt: skip
def test_the_german_log_turns_one_or_several_leftovers_into_crystals(catalogues, left, said):
    from totemgame import i18n

    event = Event("confirmed_leftovers", {"player": 0, "crystals": left, "gave": ""})
    assert i18n.set_language("de")
    assert _german(event) == said


def test_the_polish_leftovers_take_each_of_the_three_plural_forms(catalogues):
    from totemgame import i18n

    assert i18n.set_language("pl")
    said = {
        n: describe(
            "totemix",
            localised(Event("confirmed_leftovers", {"player": 0, "crystals": n}), "apprentice"),
            NAMES,
        )
        for n in (1, 3, 5)
    }
    assert "1 nieumieszczony zasób na 1 kryształ." in said[1]
    assert "3 nieumieszczone zasoby na 3 kryształy." in said[3]
    assert "5 nieumieszczonych zasobów na 5 kryształów." in said[5]


def test_the_german_log_takes_an_uncarved_base_in_the_accusative(catalogues):
    from totemgame import i18n

    pieces = Event(
        "pieces",
        {
            "player": 0,
            "what": "Monkey God (2 levels), an uncarved base",
            "cards": (("Monkey God", 2), ("", 1)),
        },
    )
    assert i18n.set_language("de")
    assert _german(pieces) == (
        "Mia vervollständigt eine Reihe und erhält: Affengott (2 Ebenen), einen "
        "ungeschnitzten Sockel."
    )
    # the same words elsewhere stay the subject they are there
    assert i18n._("an uncarved base") == "ein ungeschnitzter Sockel"


def test_the_log_says_the_card_row_apart_from_the_deposits(catalogues) -> None:
    """'takes the Highest bid row: 4 crystals, 1 gold, 1 stone' credited the row with the
    deposits' crystals: the row's resources and the deposits' are said apart."""
    from totemgame import i18n
    from totemgame.games.totemix.actions import Bid
    from totemgame.games.totemix.content import content, describe_bundle

    state = new_game(3, {"mode": "apprentice"}, 7)
    card = content().deck[state.card]
    events = []
    for seat, amount in enumerate((2, 1, 0)):
        events += state.apply(seat, Bid(amount))
    gains = [e for e in events if e.key == "gains"]
    assert [e.params["row"] for e in gains] == ["top", "middle", "bottom"]
    for e in gains:
        assert e.params["taken"] == describe_bundle(getattr(card, e.params["row"]))
        line = describe("totemix", localised(e, "apprentice"), NAMES)
        assert f"({e.params['taken']}), plus {e.params['shared']} from the deposits." in line
    assert i18n.set_language("de")
    top = gains[0].params
    assert _german(gains[0]) == (
        f"Mia bietet 2 und erhält die Reihe „Höchstgebot“ ({bundle_de(top['taken'])}), "
        f"dazu {bundle_de(top['shared'])} aus den Vorkommen der Karte."
    )


def bundle_de(text: str) -> str:
    from totemgame.games.totemix.event_words import bundle_again

    return bundle_again(text, taken=True)


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("de", "1 ungeschnitzten Sockel", "2 ungeschnitzte Sockel"),
        ("pl", "1 nierzeźbioną podstawę", "2 nierzeźbione podstawy"),
        ("fr", "1 socle brut", "2 socles bruts"),
    ],
)
def test_a_counted_list_after_takes_is_its_object(catalogues, lang, one, two):
    """'erhält 1 ungeschnitzter Sockel' was the subject's case: the counted lists of what a
    player takes (the log's rows and deposits, the card's and deposits' tooltips) are said
    as the verb's object, from their own catalogue entry; elsewhere the counted name stays."""
    from totemgame import i18n
    from totemgame.games.totemix.content import RESOURCES

    assert i18n.set_language(lang)
    base = tuple(1 if r == "base" else 0 for r in RESOURCES)
    assert words.bundle(base, taken=True) == one
    assert words.count("base", 2, taken=True) == two
    assert words.bundle(base) == i18n.ngettext("{n} uncarved base", "{n} uncarved bases", 1).format(
        n=1
    )
    gains = Event(
        "gains",
        {"player": 0, "row": "top", "bid": 2, "taken": "1 uncarved base, 1 ruby",
         "shared": "1 uncarved base", "what": "2 uncarved bases, 1 ruby"},
    )  # fmt: skip
    said = localised(gains, "apprentice").params
    assert said["taken"].startswith(one) and said["shared"] == one


def test_every_counted_name_after_takes_has_the_object_form_in_german(catalogues):
    """Every resource a player can take, counted one and several in German: the object form
    after 'erhält' (only the uncarved base's adjective changes; the nouns keep their form)."""
    from totemgame import i18n
    from totemgame.games.totemix.content import RESOURCES

    assert i18n.set_language("de")
    line = i18n._("{player} completes a row and takes {what}.")
    assert "erhält" in line
    for res in RESOURCES:
        for n in (1, 2):
            said = words.count(res, n, taken=True)
            assert not said.endswith("er Sockel"), said  # nominative masculine after "erhält"
            assert said.startswith(f"{n} ")


def test_the_german_log_names_a_completed_advantage_row_as_its_object(catalogues):
    """'KI 1 hat der Vorteil „Niedrigstgebot“ vervollständigt' had the subject's case: the
    row completed is the object, in the tense of the other marking lines."""
    from totemgame import i18n
    from totemgame.games.totemix.content import sheet

    rows = sheet("master").rows
    lowest = next(i for i, r in enumerate(rows) if r.advantage == "lowest")
    event = Event("upgrade", {"player": 0, "row": lowest, "area": "", "effect": ""})
    assert i18n.set_language("de")
    said = describe("totemix", localised(event, "master"), NAMES)
    assert said.startswith("Mia vervollständigt die Vorteilsreihe „Niedrigstgebot“: +1 Kristall")
    assert i18n.set_language("pl")
    said = describe("totemix", localised(event, "master"), NAMES)
    assert said.startswith("Mia uzupełnia premię za najniższą ofertę")
