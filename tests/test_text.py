"""Event sentences: seat numbers become player names."""

from totemgame.engine.game import Event
from totemgame.text import describe

NAMES = ["Mia", "Sam", "Kai"]


def test_a_seat_parameter_becomes_the_players_name():
    e = Event("play_up", {"player": 1, "steps": 2, "tiki": "Nui"})
    assert describe("tiki-topple", e, NAMES) == "Sam played Tiki Up 2 on Nui."


def test_a_list_of_seats_becomes_a_list_of_names():
    e = Event("game_over_shared", {"winners": [0, 2], "score": 20})
    assert (
        describe("tiki-topple", e, NAMES) == "Game over. Mia and Kai share the win with 20 points."
    )


def test_an_unknown_key_still_gives_words():
    assert "mystery" in describe("tiki-topple", Event("mystery_event"), NAMES)


def test_templates_count_and_name_things_in_words():
    from totemgame.text import _WORDS

    assert _WORDS.format("{n:bird} and {m:bird}", n=1, m=3) == "1 bird and 3 birds"
    assert _WORDS.format("{n:copy}", n=2) == "2 copies"
    assert _WORDS.format("{k:A} and {j:a}", k="elder", j="young man") == "An elder and a young man"


def test_a_number_per_seat_reads_name_colon_number():
    # "AI 1 3, AI 2 0" could be read as names "AI 1 3"; a colon keeps name and number apart.
    event = Event("bids", {"series": "A", "amounts": (3, 0), "bids_by_seat": (3, 0)})
    assert describe("totemic-might", event, ["AI 1", "AI 2"]) == "Series A bids: AI 1: 3, AI 2: 0."


def test_count_says_one_bird_and_two_birds():
    from totemgame.text import count, words

    assert [count(n, "bird") for n in (0, 1, 2)] == ["0 birds", "1 bird", "2 birds"]
    assert words("+{girls:girl}, +{boys:boy}", girls=1, boys=3) == "+1 girl, +3 boys"


def test_a_zero_count_takes_its_own_wording_where_the_data_has_one():
    names = ["Mia", "Kai"]
    paid = Event("spells_chosen", {"player": 0, "family": 0, "tag": "", "count": 3, "birds": 1})
    free = Event("spells_chosen", {"player": 1, "family": 1, "tag": "", "count": 2, "birds": 0})
    assert describe("totem-village", paid, names) == "Mia chose 3 spells, sacrificing 1 bird."
    assert describe("totem-village", free, names) == "Kai chose 2 spells, all free (no bird given)."


def test_a_spell_on_the_actors_own_hut_is_told_as_theirs_not_by_their_name():
    from totemgame.engine.game import Event
    from totemgame.text import describe

    names = ["Mia", "Kai"]
    own = {"player": 0, "tag": "", "seat": 0, "owner_tag": "", "hut": 1}
    said = describe("totem-village", Event("spell_placed", own), names)
    assert said == "Mia placed a face-down spell on one of their own huts."
    other = own | {"seat": 1}
    assert describe("totem-village", Event("spell_placed", other), names).endswith("a hut of Kai.")
    # Two families of one player (a 2-player game): the other family's hut is named.
    sister = own | {"tag": " (1)", "owner_tag": " (2)"}
    assert describe("totem-village", Event("spell_placed", sister), names).endswith("Mia (2).")
    private = own | {"spell": "Twins"}
    said = describe("totem-village", Event("spell_placed_private", private), names)
    assert said == "You placed Twins on one of your own huts."


def test_a_counted_message_agrees_with_its_number_in_the_whole_sentence(monkeypatch):
    """A message given as `one`/`other` forms takes the form for its `count` field: the
    sentence's verb agrees, not only the counted word ("1 piece was", "2 pieces were")."""
    from totemgame import text

    message = {
        "count": "n",
        "one": "{player}: {n} piece was left.",
        "other": "{player}: {n} pieces were left.",
    }
    monkeypatch.setattr(text, "load_data", lambda _game: {"messages": {"left": message}})
    assert describe("x", Event("left", {"player": 0, "n": 1}), NAMES) == "Mia: 1 piece was left."
    assert describe("x", Event("left", {"player": 1, "n": 2}), NAMES) == (
        "Sam: 2 pieces were left."
    )


def test_totemix_says_one_or_several_leftovers_in_english_as_before():
    one = Event("confirmed_leftovers", {"player": 0, "crystals": 1, "gave": "1 crystal"})
    two = Event("confirmed_leftovers", {"player": 1, "crystals": 2, "gave": "2 crystals"})
    assert describe("totemix", one, NAMES) == (
        "Mia has finished marking and turns 1 resource left unplaced into 1 crystal."
    )
    assert describe("totemix", two, NAMES) == (
        "Sam has finished marking and turns 2 resources left unplaced into 2 crystals."
    )
