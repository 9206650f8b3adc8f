"""Tutorial scripts (assets/data/tutorials/): they load, the rules accept every move, and each
teaches with at least ten moves of the learner's own."""

from __future__ import annotations

import pytest

from totemgame import games, paths, tutorial
from totemgame.tutorial import TutorialError, parse

WITH_TUTORIAL = tutorial.available(games.ids())


def test_a_script_the_rules_refuse_is_reported_at_its_step():
    script = parse(
        "tiki-topple",
        {
            "seed": 1,
            "players": ["You", "Kai"],
            "steps": [{"text": "Hi."}, {"text": "Do it.", "play": {"kind": "nonsense"}}],
        },
    )
    problems = tutorial.check(script)
    assert problems and problems[0].startswith("step 2:")


@pytest.mark.parametrize(
    "data, words",
    [
        ({"players": ["You", "Kai"], "steps": []}, "seed"),
        ({"seed": 1, "players": ["You"], "steps": []}, "two players"),
        ({"seed": 1, "players": ["A", "B"], "steps": [{"play": {"kind": "x"}}]}, "no text"),
        ({"seed": 1, "players": ["A", "B"], "steps": [{"text": "x", "seat": 5}]}, "no seat"),
        ({"seed": 1, "players": ["A", "B"], "steps": ["x"]}, "not a table"),
        ({"seed": 1, "players": ["A", "B"], "steps": [], "real_game": {"players": 1}}, "2 players"),
        ({"seed": 1, "players": ["A", "B"], "steps": [], "real_game": "3"}, "malformed"),
    ],
)
def test_malformed_files_are_refused_with_a_reason(data, words):
    with pytest.raises(TutorialError, match=words):
        parse("tiki-topple", data)


def test_record_replays_the_moves_before_a_step():
    script = parse(
        "stick",
        {
            "seed": 3,
            "players": ["You", "Kai"],
            "steps": [
                {"text": "a"},
                {"text": "b", "play": {"kind": "take", "n": 1}},
                {"seat": 1, "play": {"kind": "take", "n": 2}},
                {"text": "c", "play": {"kind": "take", "n": 1}},
            ],
        },
    )
    assert script.record(3).actions == [
        (0, {"kind": "take", "n": 1}),
        (1, {"kind": "take", "n": 2}),
    ]
    assert [s.kind for s in script.record(0).seats] == ["human", "ai:easy"]
    assert script.ply_of(3) == 2 and script.step_of_ply(2) == 3
    assert script.learner_moves == 2


@pytest.mark.parametrize("game_id", WITH_TUTORIAL)
def test_every_tutorial_plays_through_the_rules(game_id):
    script = tutorial.load(game_id)
    assert tutorial.check(script) == []
    assert script.learner_moves >= 10
    assert script.summary, "the end screen says what was learned"
    assert all(s.text for s in script.steps if s.learner_moves or s.play is None)


def test_the_learner_is_the_default_player_in_another_language(catalogues):
    """'You' is an English name: in German the log would read 'You bietet'. Outside English
    the learner is named as a new game names the first player (Spieler 1, Joueur 1, Gracz 1)."""
    from totemgame import i18n

    script = tutorial.load("tiki-topple")
    assert script.record().seats[0].name == "You"
    i18n.set_language("de")
    try:
        assert script.record().seats[0].name == "Spieler 1"
        assert script.record().seats[1].name == "Kai"
    finally:
        i18n.set_language("en")


def test_a_step_is_a_move_or_a_click_not_both():
    data = {
        "seed": 1,
        "players": ["You", "Kai"],
        "steps": [{"text": "Both.", "click": "sticks", "play": {"kind": "take", "n": 1}}],
    }
    with pytest.raises(TutorialError, match="both a move and a click"):
        parse("stick-pick", data)
    data["steps"] = [{"text": "Kai's.", "seat": 1, "accept": "x", "play": {"kind": "take", "n": 1}}]
    with pytest.raises(TutorialError, match="not the learner's move"):
        parse("stick-pick", data)
    data["steps"] = [{"text": "Click the sticks.", "click": "sticks"}]
    step = parse("stick-pick", data).steps[0]
    assert step.click == "sticks" and not step.waits and not step.learner_moves


def test_a_step_that_accepts_any_move_passing_a_check_is_checked_against_it():
    """The script's own move must pass the check it names, and the game must have it."""
    from totemgame.paths import tomllib

    with open(paths.asset("data", "tutorials", "totemic-might.toml"), "rb") as f:
        data = tomllib.load(f)
    finals = [s for s in data["steps"] if s.get("play", {}).get("kind") == "arrange"]
    assert [s.get("accept") for s in finals] == ["balanced"]
    assert tutorial.check(parse("totemic-might", data)) == []
    finals[0]["accept"] = "level"
    assert "no check 'level'" in tutorial.check(parse("totemic-might", data))[0]
    finals[0]["accept"] = "balanced"
    hinted = next(s["shows"]["pans"] for s in data["steps"] if "shows" in s)
    finals[0]["play"]["pans"] = hinted  # the hinted pans miss: the check fails
    assert "fails its own check" in tutorial.check(parse("totemic-might", data))[0]
