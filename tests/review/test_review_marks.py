"""Marks come from each game's thresholds (data), and the rules screen's "Review" paragraph
says those very thresholds."""

from __future__ import annotations

import pytest

from totemgame import games, paths
from totemgame.review.marks import Mark, Thresholds, has_review, thresholds_for

REVIEWED = [g for g in games.ids() if has_review(g)]


def test_marks_follow_the_chance_lost():
    t = Thresholds(0.05, 0.15, 0.30, "chance to win")
    assert t.mark(0.2, played_best=True) is Mark.BEST
    assert t.mark(0.0, played_best=False) is Mark.BEST
    assert t.mark(0.04, False) is Mark.GOOD
    assert t.mark(0.05, False) is Mark.INACCURACY
    assert t.mark(0.149, False) is Mark.INACCURACY
    assert t.mark(0.2, False) is Mark.MISTAKE
    assert t.mark(0.3, False) is Mark.BLUNDER
    assert t.mark(1.0, False) is Mark.BLUNDER


def test_the_games_with_a_review_hook_have_thresholds_and_only_they():
    assert {"totem-surround", "tiki-topple"} <= set(REVIEWED)
    for game_id in games.ids():
        assert has_review(game_id) == (games.get(game_id).review_values is not None)


@pytest.mark.parametrize("game_id", REVIEWED)
def test_the_rules_review_paragraph_says_the_thresholds(game_id):
    t = thresholds_for(game_id)
    [section] = [s for s in paths.load_data(game_id)["rules"] if s["title"] == "Review"]
    text = section["text"]
    for share in (t.good, t.inaccuracy, t.mistake):
        assert f"less than {round(share * 100)}" in text or f"{round(share * 100)} or more" in text
    assert f"{round(t.mistake * 100)} or more a Blunder" in text


def kinds_of(game_id: str) -> list[str]:
    """The kinds of decision with thresholds of their own (`[review.<kind>]`)."""
    return [k for k, v in paths.load_data(game_id)["review"].items() if isinstance(v, dict)]


@pytest.mark.parametrize("game_id", [g for g in REVIEWED if kinds_of(g)])
def test_the_rules_review_paragraph_says_each_kinds_thresholds(game_id):
    [section] = [s for s in paths.load_data(game_id)["rules"] if s["title"] == "Review"]
    text = section["text"]
    for kind in kinds_of(game_id):
        t = thresholds_for(game_id, kind)
        good, inaccuracy, mistake = (round(x * 100) for x in (t.good, t.inaccuracy, t.mistake))
        said = (
            f"less than {good} is Good, less than {inaccuracy} an Inaccuracy, less than "
            f"{mistake} a Mistake, {mistake} or more a Blunder"
        )
        assert said in text or said.replace(f"{good} is", f"{good} points is") in text, kind


def test_a_kind_without_thresholds_of_its_own_takes_the_games():
    game_id = "totemic-might"
    assert thresholds_for(game_id, "no such kind") == thresholds_for(game_id)
    assert thresholds_for(game_id, "weigh").mistake > thresholds_for(game_id).mistake
