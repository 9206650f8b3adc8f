"""Totemic Might's words in the player's language: the rules keep their events and facts in
English (saves stay language-neutral); the table puts the totems' names, a weighing's result
and a wager's animal into the translated messages in the player's language."""

from __future__ import annotations

import random

from totemgame import i18n
from totemgame.engine.game import Event
from totemgame.games.totemic_might.content import totem_label, totem_name
from totemgame.games.totemic_might.event_words import (
    fact_words,
    hint_words,
    localised,
    totem_words,
    weighing_words,
)
from totemgame.games.totemic_might.hints import generate
from totemgame.text import describe, said

NAMES = ["Mia", "Kai", "Ana"]
EVENTS = [
    Event(
        "weighing",
        {
            "seat": 0,
            "left": "Void Sky",
            "right": "Summer Secret, Spring Land",
            "result": "right heavier",
            "result_code": "right",
        },
    ),
    Event("wager_taken", {"seat": 1, "wager": "snake"}),
    Event("series_item", {"series": "A", "seat": 0, "item": "a trial Void Sky", "totem_id": 9}),
    Event("series_item", {"series": "B", "seat": 2, "item": "a garnet", "totem_id": -1}),
    Event("spirit_gained", {"seat": 0, "totem": "Void Sky", "totem_id": 9, "shared": False}),
    Event("gift", {"seat": 0, "recipient": 1, "totem": "Winter Land"}),
    Event("bear", {"seat": 2, "totems": "Void Sky, Winter Land", "lo": 20, "hi": 29}),
]


def test_english_messages_are_unchanged_by_the_table_s_words():
    for event in EVENTS:
        assert describe("totemic-might", localised(event), NAMES) == describe(
            "totemic-might", event, NAMES
        )
    record = "Void Sky vs Summer Secret, Spring Land: balanced."
    assert weighing_words(record) == record
    assert weighing_words("Hint A: something else.") == "Hint A: something else."
    for kind, text in (
        ("own", "Your starting spirit totem Void Sky weighs 10."),
        ("bear", "Void Sky, Winter Land weigh 21 to 30 together."),
        ("fox", "Void Sky, Winter Land, Summer Secret weigh 27 together."),
        ("hint", "Hint C: Void Sky weighs 10 or less."),
    ):
        assert fact_words(kind, text) == text


def _hints(seed: int) -> list[str]:
    rng = random.Random(seed)
    weights = list(range(1, 21))
    rng.shuffle(weights)
    return [h.text for h in generate(weights, rng)]


def test_every_kind_of_snake_hint_is_read_back_in_english_and_french(catalogues):
    texts = [t for seed in range(12) for t in _hints(seed)]
    assert all(hint_words(t) == t for t in texts)
    assert hint_words("Void Sky weighs a lot.") == "Void Sky weighs a lot."
    assert i18n.set_language("fr")
    assert all(hint_words(t) != t for t in texts)  # each names a totem, a season or a sigil


def test_french_messages_name_the_totems_in_french(catalogues):
    assert i18n.set_language("fr")
    french = totem_label(9)  # Void Sky: its season and sigil are translated data texts
    assert french != totem_name(9) and "Void" not in french
    sentence = describe("totemic-might", localised(EVENTS[0]), NAMES)
    assert french in sentence and "Void Sky" not in sentence
    assert totem_words("Void Sky, Winter Land").startswith(french + ", ")
    assert "Void Sky" not in weighing_words("Void Sky vs Summer Secret: left heavier.")
    assert totem_words("not a totem") == "not a totem"
    own = fact_words("own", "Your starting spirit totem Void Sky weighs 10.")
    assert french in own and "Void Sky" not in own


def test_the_rules_refusals_keep_their_english_and_are_said_from_their_parts(catalogues):
    from totemgame import i18n
    from totemgame.engine.refusal import Refusal
    from totemgame.games.totemic_might.checks import bid_ok

    too_high, too_many = bid_ok(20, 11, 0), bid_ok(20, 10, 10)
    assert isinstance(too_high, Refusal) and isinstance(too_many, Refusal)
    for reason, english in (
        (too_high, "a bid is 0 to 10 chips"),
        (too_many, "at most 15 chips in total this round"),
        (bid_ok(1, 1, 1), "at most 1 chip in total this round"),
    ):
        assert reason == english and said(reason) == english  # no English read back
        assert reason.key.startswith(("a bid", "at most")) and isinstance(reason.params["n"], int)
    i18n.set_language("de")
    try:
        german = said(too_many)
    finally:
        i18n.set_language("en")
    assert "15" in german and german != "at most 15 chips in total this round"


def test_a_failed_final_attempt_is_told_in_the_players_language(catalogues):
    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.games.totemic_might.actions import Arrange

    module = games.get("totemic-might")
    seats = [SeatInfo("ai:random", f"P{s}", s) for s in range(3)]
    match = Match(GameRecord("totemic-might", {"short": True}, seats, 3), module)
    agents = {s: module.make_agent("random", 3 + s) for s in range(3)}
    while not (match.view(0).phase == "final" and 0 in match.to_move()):
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    match.apply(0, Arrange(tuple([0] * len(match.view(0).final_items))))  # all on one pan
    (fact,) = [f for f in match.view(0).facts if f.kind == "final"]
    assert (
        fact_words("final", fact.text) == fact.text == "Attempt 1: pan 1 heaviest, pan 2 lightest."
    )
    assert i18n.set_language("pl")
    said = fact_words("final", fact.text)
    assert said != fact.text and "heaviest" not in said and "1" in said and "2" in said


def test_a_weighing_hint_whose_answer_is_nearly_known_says_it_teaches_little():
    from totemgame.games.totemic_might.actions import Weigh
    from totemgame.games.totemic_might.hint_words import explain
    from totemgame.games.totemic_might.rules import new_game

    state = new_game(3, {"short": True}, 4)
    view = state.view(0)
    a, b = view.start, next(t for t in range(20) if t != view.start)
    heavy = [[15 if t == a else 3 if t == b else 10 for t in range(20)]] * 19
    light = [[3 if t == a else 15 if t == b else 10 for t in range(20)]]
    sure = explain(view, Weigh((a,), (b,)), heavy + light)  # left heavier in 95% of worlds
    assert "left heavier 95%" in sure and "teaches little" in sure
    open_ = explain(view, Weigh((a,), (b,)), heavy[:10] + light * 10)
    assert "the less sure the answer, the more it teaches" in open_


def test_the_final_says_why_a_pan_is_too_light_or_too_heavy_and_what_to_do():
    from totemgame.games.totemic_might.pan_words import misses

    target = (68, 68)
    assert misses([(30, 90), (40, 100), (20, 80)], [7, 7, 8], target) == ""
    light = misses([(30, 90), (40, 100), (17, 67)], [7, 7, 8], target)
    assert light.startswith("Pan 3 is too light: even at its heaviest (67) it stays under 68")
    assert "Move weight onto it" in light
    heavy = misses([(69, 90), (40, 100), (20, 80)], [7, 7, 8], target)
    assert heavy.startswith("Pan 1 is too heavy: even at its lightest (69) it stays over 68")
    assert misses([(0, 0), (40, 100), (20, 80)], [0, 7, 8], target) == ""  # an empty pan


def test_a_failed_attempt_says_by_how_much_its_heaviest_and_lightest_pans_may_be_off():
    from totemgame.games.totemic_might.pan_words import attempt_words, off_by

    assert off_by((70, 90), (68, 68), True) == (2, 22)
    assert off_by((50, 69), (68, 68), True) == (1, 1)  # the heaviest is over by 1 at least
    assert off_by((40, 60), (68, 68), False) == (8, 28)
    assert off_by((60, 75), (67, 68), False) == (1, 8)
    text = attempt_words(1, 1, 2, [(60, 70), (70, 90), (40, 60)], (68, 68))
    assert text.startswith("Attempt 1: pan 2 was the heaviest, over by 2 to 22; pan 3 the ")
    assert "under by 8 to 28" in text and "Move weight from pan 2 to pan 3" in text


def test_a_bear_or_fox_answer_about_one_totem_says_weighs_without_together(catalogues):
    bear = Event("bear", {"seat": 0, "totems": "Void Land", "n": 1, "lo": 16, "hi": 20})
    fox = Event("fox", {"seat": 0, "totems": "Summer Creature", "n": 1, "total": 7})
    two = Event("bear", {"seat": 0, "totems": "Void Land, Void Sky", "n": 2, "lo": 16, "hi": 20})
    assert describe("totemic-might", localised(bear), NAMES) == "Bear: Void Land weighs 16 to 20."
    assert describe("totemic-might", localised(fox), NAMES) == "Fox: Summer Creature weighs 7."
    assert describe("totemic-might", localised(two), NAMES).endswith("weigh 16 to 20 together.")
    assert fact_words("bear", "Void Land weighs 16 to 20.") == "Void Land weighs 16 to 20."
    assert fact_words("fox", "Void Land weighs 7.") == "Void Land weighs 7."
    assert i18n.set_language("de")
    said = fact_words("bear", "Void Land weighs 16 to 20.")
    assert "wiegt" in said and "zusammen" not in said
    assert "zusammen" in fact_words("bear", "Void Land, Void Sky weigh 16 to 20 together.")
    assert "zusammen" not in describe("totemic-might", localised(bear), NAMES)
