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
    localised,
    saying_words,
    totems_said,
    weighing_words,
)
from totemgame.games.totemic_might.facts import saying
from totemgame.games.totemic_might.hints import generate
from totemgame.text import describe, said

NAMES = ["Mia", "Kai", "Ana"]
VOID_SKY, SUMMER_SECRET, SPRING_LAND, WINTER_LAND = 9, 0, 13, 18
# The rules' events name totems by id; said in English, they read as they always did.
EVENTS = {
    "Mia weighed Void Sky against Summer Secret, Spring Land: right heavier.": Event(
        "weighing",
        {
            "seat": 0,
            "left": (VOID_SKY,),
            "right": (SUMMER_SECRET, SPRING_LAND),
            "result_code": "right",
        },
    ),
    "Kai takes the snake wager.": Event("wager_taken", {"seat": 1, "wager": "snake"}),
    "Series A: Mia takes a trial Void Sky.": Event(
        "series_item", {"series": "A", "seat": 0, "totem_id": VOID_SKY}
    ),
    "Series B: Ana takes a garnet.": Event(
        "series_item", {"series": "B", "seat": 2, "totem_id": -1}
    ),
    "Mia gains the extra spirit totem Void Sky.": Event(
        "spirit_gained",
        {"seat": 0, "totem": VOID_SKY, "totem_id": VOID_SKY, "shared": False},
    ),
    "Mia gives a trial Winter Land to Kai.": Event(
        "gift", {"seat": 0, "recipient": 1, "totem": WINTER_LAND}
    ),
    "Bear: Void Sky, Winter Land weigh 20 to 29 together.": Event(
        "bear", {"seat": 2, "totems": (VOID_SKY, WINTER_LAND), "n": 2, "lo": 20, "hi": 29}
    ),
}


def test_events_and_facts_kept_as_ids_and_keys_are_said_in_english_as_before():
    for english, event in EVENTS.items():
        assert describe("totemic-might", localised(event), NAMES) == english
    record = saying("{left} vs {right}: {result}.", left=(9,), right=(0, 13), result="balanced")
    assert weighing_words(record) == "Void Sky vs Summer Secret, Spring Land: balanced."
    own = saying("Your starting spirit totem {totem} weighs {weight}.", totem=9, weight=10)
    assert fact_words("own", own) == "Your starting spirit totem Void Sky weighs 10."
    hint = saying(
        "Hint {letter}: {hint}", letter="C", hint=saying("{totem} weighs 10 or less.", totem=9)
    )
    assert fact_words("hint", hint) == "Hint C: Void Sky weighs 10 or less."


def _hints(seed: int) -> list[str]:
    rng = random.Random(seed)
    weights = list(range(1, 21))
    rng.shuffle(weights)
    return [saying_words(h.text) for h in generate(weights, rng)]


def test_every_kind_of_snake_hint_is_said_in_english_and_french(catalogues):
    english = [t for seed in range(12) for t in _hints(seed)]
    assert all("{" not in t and t.endswith(".") for t in english)
    assert any("season" in t for t in english) and any("sigil" in t for t in english)
    assert i18n.set_language("fr")
    french = [t for seed in range(12) for t in _hints(seed)]
    assert all(f != e for f, e in zip(french, english, strict=True))  # each names a totem...


def test_french_messages_name_the_totems_in_french(catalogues):
    assert i18n.set_language("fr")
    french = totem_label(9)  # Void Sky: its season and sigil are translated data texts
    assert french != totem_name(9) and "Void" not in french
    weighing = next(e for e in EVENTS.values() if e.key == "weighing")
    sentence = describe("totemic-might", localised(weighing), NAMES)
    assert french in sentence and "Void Sky" not in sentence
    assert totems_said((9, 18)).startswith(french + ", ")
    record = saying("{left} vs {right}: {result}.", left=(9,), right=(0,), result="left")
    assert "Void Sky" not in weighing_words(record)
    own = fact_words(
        "own", saying("Your starting spirit totem {totem} weighs {weight}.", totem=9, weight=10)
    )
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
    english = fact_words("final", fact.text)
    assert english == "Attempt 1: pan 1 heaviest, pan 2 lightest."
    assert i18n.set_language("pl")
    said = fact_words("final", fact.text)
    assert said != english and "heaviest" not in said and "1" in said and "2" in said


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
    from totemgame.games.totemic_might.content import counted

    void_land, summer_creature = 8, 1
    bear = Event("bear", {"seat": 0, "totems": (void_land,), "n": 1, "lo": 16, "hi": 20})
    fox = Event("fox", {"seat": 0, "totems": (summer_creature,), "n": 1, "total": 7})
    two = Event("bear", {"seat": 0, "totems": (void_land, 9), "n": 2, "lo": 16, "hi": 20})
    assert describe("totemic-might", localised(bear), NAMES) == "Bear: Void Land weighs 16 to 20."
    assert describe("totemic-might", localised(fox), NAMES) == "Fox: Summer Creature weighs 7."
    assert describe("totemic-might", localised(two), NAMES).endswith("weigh 16 to 20 together.")
    one_band = saying(*counted("bear"), totems=(void_land,), n=1, lo=16, hi=20)
    two_bands = saying(*counted("bear"), totems=(void_land, 9), n=2, lo=16, hi=20)
    one_total = saying(*counted("fox"), totems=(void_land,), n=1, total=7)
    assert fact_words("bear", one_band) == "Void Land weighs 16 to 20."
    assert fact_words("bear", two_bands) == "Void Land, Void Sky weigh 16 to 20 together."
    assert fact_words("fox", one_total) == "Void Land weighs 7."
    assert i18n.set_language("de")
    said = fact_words("bear", one_band)
    assert "wiegt" in said and "zusammen" not in said
    assert "zusammen" in fact_words("bear", two_bands)
    assert "zusammen" not in describe("totemic-might", localised(bear), NAMES)


def _strings(value: object) -> list[str]:
    """Every string inside `value`: a dataclass's fields, a mapping's values, a sequence's items."""
    import dataclasses

    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for f in dataclasses.fields(value) for s in _strings(getattr(value, f.name))]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple | set | frozenset):
        return [s for v in value for s in _strings(v)]
    return []


def test_a_whole_game_keeps_no_english_in_its_facts_hints_or_events():
    """The rules name totems by id and keep their sentences as keys and fields: no totem's
    English name is in a view's facts, in the hints or in an event, and every observation is
    said from its parts (no template field left unfilled)."""
    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo

    module = games.get("totemic-might")
    seats = [SeatInfo("ai:random", f"P{s}", s) for s in range(3)]
    match = Match(GameRecord("totemic-might", {"short": True}, seats, 11), module)
    agents = {s: module.make_agent("random", 20 + s) for s in range(3)}
    events = []
    while not match.state.is_over():
        seat = match.to_move()[0]
        events += match.apply(seat, agents[seat].choose(match.view(seat)))
    english = {totem_name(t) for t in range(20)}
    kept = [match.view(s).facts for s in range(3)] + [match.state.hints, events]
    assert {f.kind for s in range(3) for f in match.view(s).facts} >= {"own", "weigh"}
    leaks = [s for s in _strings(kept) if any(name in s for name in english)]
    assert not leaks, leaks[:3]
    for s in range(3):
        for fact in match.view(s).facts:
            words = fact_words(fact.kind, fact.text)
            assert words and "{" not in words, words


def test_a_trial_copy_and_the_spirit_totem_of_its_name_are_told_apart_on_the_scale():
    """A player holding the spirit totem Void Sky and a trial copy of Void Sky may weigh each
    against Void Future (two pieces, two weighings: the rules refuse only the same pieces
    again); the records name the copy, so the two never read as one weighing and its mirror."""
    from totemgame.games.totemic_might.actions import TRIAL, Weigh
    from totemgame.games.totemic_might.rules import new_game

    void_future, void_sky = 7, VOID_SKY
    st = new_game(3, {}, 4)
    p = st.p[0]
    p.spirits = sorted({void_future, void_sky})
    p.trials = [void_sky]
    first = st.apply(0, Weigh((void_future,), (TRIAL + 0,)))[0]
    second = st.apply(0, Weigh((void_future,), (void_sky,)))[0]
    i18n.set_language("en")
    lines = [describe("totemic-might", localised(e), NAMES) for e in (first, second)]
    assert lines[0].startswith("Mia weighed Void Future against Void Sky (trial copy): ")
    assert lines[1].startswith("Mia weighed Void Future against Void Sky: ")
    facts = [weighing_words(f.text) for f in p.facts[-2:]]
    assert facts[0].startswith("Void Future vs Void Sky (trial copy): ")
    assert facts[1].startswith("Void Future vs Void Sky: ")
    # A record made before the copies were told (an old save) still says its totems.
    old = saying(
        "{left} vs {right}: {result}.", left=(void_future,), right=(void_sky,), result="left"
    )
    assert weighing_words(old) == "Void Future vs Void Sky: left heavier."


def test_after_the_sixth_failure_the_line_over_the_pans_says_the_final_is_over(catalogues):
    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.games.totemic_might.actions import Arrange
    from totemgame.games.totemic_might.pan_words import advice_words

    module = games.get("totemic-might")
    seats = [SeatInfo("ai:random", f"P{s}", s) for s in range(3)]
    match = Match(GameRecord("totemic-might", {"short": True}, seats, 3), module)
    agents = {s: module.make_agent("random", 3 + s) for s in range(3)}
    while not (match.view(0).phase == "final" and 0 in match.to_move()):
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    n = len(match.view(0).final_items)
    spans, target = [(0, 500)] * 3, (60, 60)
    for attempt in range(6):  # all on one pan, then on another: never balanced
        pans = tuple([attempt % 3] * n)
        before = advice_words(match.view(0), pans, spans, target, None, False)
        assert before.startswith("Put every piece on a pan")  # the final goes on
        match.apply(0, Arrange(pans))
    view = match.view(0)
    assert view.final_done[0] and view.marks[0] == 6
    for verdict, tried in ((True, None), (False, 6), (False, None)):
        said = advice_words(view, pans, spans, target, tried, verdict)
        assert said.startswith("Your final challenge is over: 6 attempts failed")
        assert "final weight is 0" in said
    assert i18n.set_language("de")
    german = advice_words(view, pans, spans, target, None, True)
    assert "6" in german and "0" in german and "final challenge" not in german
