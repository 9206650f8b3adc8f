"""`totemgame simulate --mix`: mixed difficulties per seat, seeded; every game ends, legally."""

from __future__ import annotations

import json

import pytest

from totemgame import cli, games
from totemgame.engine.rng import Rng


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(games._PACKAGES, "toy", "toy_game")
    monkeypatch.delitem(games._loaded, "toy", raising=False)
    return "toy"


def simulate(capsys, *argv: str) -> tuple[int, list[dict], str]:
    code = cli.main(["simulate", "--json", *argv])
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines() if line.strip()], err


def test_mix_draws_a_difficulty_per_seat_from_the_pool(toy, capsys):
    code, lines, err = simulate(capsys, "--game", "toy", "--mix", "random,easy", "--games", "12")
    assert code == 0, err
    kinds = {k for line in lines for k in line["seats"]}
    assert kinds == {"ai:random", "ai:easy"}
    spec = games.get("toy").spec
    counts = {len(line["seats"]) for line in lines}
    assert counts <= set(range(spec.min_players, spec.max_players + 1))


def test_mix_is_reproducible_and_the_same_over_two_processes(toy, capsys):
    args = ("--game", "toy", "--mix", "--games", "6", "--seed", "9")
    _, one, _ = simulate(capsys, *args)
    _, two, _ = simulate(capsys, *args, "--jobs", "2")
    strip = [{k: v for k, v in line.items() if k != "seconds"} for line in one]
    assert strip == [{k: v for k, v in line.items() if k != "seconds"} for line in two]
    assert [line["seed"] for line in one] == list(range(9, 15))


def test_mix_with_players_fixes_the_seat_count(toy, capsys):
    code, lines, err = simulate(capsys, "--game", "toy", "--mix", "--players", "2", "--games", "4")
    assert code == 0, err
    assert all(len(line["seats"]) == 2 for line in lines)


@pytest.mark.parametrize(
    "argv",
    [
        ("--mix", "--seats", "ai:easy,ai:easy"),
        ("--mix", "easy,genius"),
        ("--mix", ","),
        ("--mix", "--players", "9"),
        (),
    ],
)
def test_bad_mixes_are_clear_errors(toy, capsys, argv):
    code, _, err = simulate(capsys, "--game", "toy", *argv)
    assert code == 2 and "error" in err


def test_an_agent_that_crashes_is_reported_with_game_and_seed(toy, capsys, monkeypatch):
    def crash(self, view, deadline):
        raise RuntimeError("out of ideas")

    module = games.get("toy")
    agent = module.make_agent("easy", 1)
    monkeypatch.setattr(type(agent), "choose", crash)
    code, _, err = simulate(capsys, "--game", "toy", "--seats", "ai:easy,ai:easy", "--seed", "4")
    assert code == 3
    assert "toy seed 4" in err and "RuntimeError: out of ideas" in err


def test_mixed_seats_follow_the_seed_only():
    spec = games.get(games.ids()[0]).spec
    a = cli.mixed_seats(["random", "easy", "medium"], spec, 0, 77)
    assert a == cli.mixed_seats(["random", "easy", "medium"], spec, 0, 77)
    draws = {tuple(cli.mixed_seats(["random", "easy", "medium"], spec, 0, s)) for s in range(40)}
    assert len(draws) > 10
    assert Rng("mix/77").randint(spec.min_players, spec.max_players) == len(a)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.ids())
def test_a_small_mixed_sample_of_every_game_ends_legally(game_id, capsys):
    """CI sample: play_headless checks every action is legal and every game ends."""
    code, lines, err = simulate(
        capsys, "--game", game_id, "--mix", "random,easy", "--games", "4", "--seed", "3"
    )
    assert code == 0, err
    assert len(lines) == 4 and all(line["plies"] > 0 and line["winners"] for line in lines)
    fewest = str(games.get(game_id).spec.min_players)
    _, medium, err = simulate(
        capsys, "--game", game_id, "--mix", "easy,medium", "--players", fewest, "--games", "1"
    )
    assert len(medium) == 1, err
