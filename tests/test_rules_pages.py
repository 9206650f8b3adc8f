"""Every game's rules screen opens with "The game in one minute" and ends with its credits;
every game has a tutorial that plays through."""

from __future__ import annotations

import pytest

from totemgame import games, paths, tutorial


@pytest.mark.parametrize("game_id", games.ids())
def test_rules_open_with_the_game_in_one_minute_and_end_with_credits(game_id):
    sections = paths.load_data(game_id)["rules"]
    first, last = sections[0], sections[-1]
    assert first["title"] == "The game in one minute"
    lines = [ln for ln in first["text"].strip().splitlines() if ln.strip()]
    assert 5 <= len(lines) <= 8, lines
    assert last["title"] == "Credits" and last["text"].strip()


def test_every_game_has_a_tutorial():
    assert tutorial.available(games.ids()) == games.ids()
