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
