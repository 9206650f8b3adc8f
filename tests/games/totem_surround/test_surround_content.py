"""The Totem Surround rules screen opens with the game in one minute and ends with its credits."""

from __future__ import annotations

from totemgame.games.totem_surround.content import data


def test_the_rules_open_with_the_game_in_one_minute_and_end_with_the_credits():
    sections = data()["rules"]
    first, last = sections[0], sections[-1]
    assert first["title"] == "The game in one minute"
    lines = first["text"].split("\n")
    assert 5 <= len(lines) <= 8 and all(len(line) < 130 for line in lines)
    assert last["title"] == "Credits"
    assert "Jérémy Partinico" in last["text"] and "Cosmoludo" in last["text"]
    assert "unofficial" in last["text"]
