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
    pieces = Event("pieces", {"player": 0, "what": "Monkey God (2 levels), an uncarved base"})
    assert (
        localised(pieces, "apprentice").params["what"]
        == "[[Monkey God] (2 levels)], [an uncarved base]"
    )
    marked_event = Event("marked", {"player": 0, "resource": "ruby", "field": 3, "res": "ruby"})
    assert localised(marked_event, "apprentice").params["res"] == "[ruby]"


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

    pieces = Event("pieces", {"player": 0, "what": "Monkey God (2 levels), an uncarved base"})
    assert i18n.set_language("de")
    assert _german(pieces) == (
        "Mia vervollständigt eine Reihe und erhält Affengott (2 Ebenen), einen ungeschnitzten "
        "Sockel."
    )
    # the same words elsewhere stay the subject they are there
    assert i18n._("an uncarved base") == "ein ungeschnitzter Sockel"
