"""The review says a Totem Village reason with the families named for the players, as the
table's bands name them, never with the rules' raw "[family 2]" marks."""

from __future__ import annotations

from totemgame import games, i18n
from totemgame.games.totem_village.hint_words import FAMILY_MARK, named_for


def test_two_players_each_run_two_families_named_by_band():
    text = "Choose Infertility: stops the 5 births in [family 2]'s hut 1; [family 3] waits"
    said = named_for(text, ["Mia", "AI 1"])
    assert not FAMILY_MARK.search(said)
    # seat s runs families s and s + 2: family 2 is AI 1's first, family 3 Mia's second
    assert "AI 1 · 1st family's hut 1" in said and "Mia · 2nd family waits" in said


def test_more_players_run_one_family_each():
    assert named_for("[family 3] is starving", ["Mia", "AI 1", "AI 2"]) == "AI 2 is starving"


def test_the_family_tag_is_said_in_the_players_language():
    with i18n.speaking("de"):
        said = named_for("[family 1]", ["Mia", "KI 1"])
    assert said.startswith("Mia") and "1st family" not in said


def test_the_review_uses_the_games_naming():
    assert games.get("totem-village").named is named_for
    assert games.get("tiki-topple").named is None
