"""The CLI contract (ARCHITECTURE.md, "CLI"): JSON keys, reproducibility, seat rotation."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import toy_game

from totemgame import __version__, cli, games
from totemgame.cli import bench as cli_bench

SIMULATE_KEYS = {"game", "seed", "seats", "scores", "winners", "plies", "rounds", "seconds"}
ARENA_KEYS = {"game", "a", "b", "players", "games", "a_wins", "a_win_rate", "ci95", "draws"}
BENCH_KEYS = {"game", "playouts_per_s", "frame_ms", "ai_move_s", "max_frame_gap_ms_while_ai"}


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the throwaway toy game for one test."""
    monkeypatch.setitem(games._PACKAGES, "toy", "toy_game")
    monkeypatch.delitem(games._loaded, "toy", raising=False)
    return "toy"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def json_lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def simulate(capsys, *extra: str) -> list[dict]:
    code, out, err = run(capsys, "simulate", "--game", "toy", "--json", *extra)
    assert code == 0, err
    return json_lines(out)


def arena(capsys, *extra: str) -> dict:
    code, out, err = run(capsys, "arena", "--game", "toy", "--json", *extra)
    assert code == 0, err
    return json.loads(out)


def test_simulate_prints_one_json_line_per_game_with_the_contract_keys(toy, capsys):
    lines = simulate(capsys, "--seats", "ai:hard,ai:random", "--games", "3", "--seed", "5")
    assert len(lines) == 3
    for i, line in enumerate(lines):
        assert set(line) >= SIMULATE_KEYS
        assert line["game"] == "toy" and line["seed"] == 5 + i
        assert line["seats"] == ["ai:hard", "ai:random"]
        assert len(line["scores"]) == 2 and line["winners"] and line["plies"] > 0
        assert isinstance(line["rounds"], int)


def test_simulate_is_reproducible_from_the_seed(toy, capsys):
    args = ("--seats", "ai:random,ai:random,ai:easy", "--games", "4", "--seed", "11")
    first, second = simulate(capsys, *args), simulate(capsys, *args)
    strip = [{k: v for k, v in line.items() if k != "seconds"} for line in first]
    assert strip == [{k: v for k, v in line.items() if k != "seconds"} for line in second]


def test_simulate_without_json_prints_a_summary(toy, capsys):
    code, out, _ = run(capsys, "simulate", "--game", "toy", "--seats", "ai:easy,ai:random")
    assert code == 0 and "seat 0" in out and "wins" in out


def test_simulate_refuses_an_illegal_action_with_an_error(toy, capsys, monkeypatch):
    monkeypatch.setattr(toy_game, "_CHEAT", [True])
    code, _, err = run(capsys, "simulate", "--game", "toy", "--seats", "ai:easy,ai:random")
    assert code != 0 and "illegal action" in err


@pytest.mark.parametrize("seats", ["human,ai:easy", "ai:genius,ai:easy", "ai:easy"])
def test_simulate_rejects_bad_seats(toy, capsys, seats):
    code, _, err = run(capsys, "simulate", "--game", "toy", "--seats", seats)
    assert code == 2 and err


def test_unknown_game_is_a_clear_error(capsys):
    code, _, err = run(capsys, "simulate", "--game", "nope", "--seats", "ai:easy,ai:easy")
    assert code == 2 and "unknown game" in err


def test_arena_reports_the_contract_keys(toy, capsys):
    report = arena(capsys, "--a", "ai:hard", "--b", "ai:random", "--games", "6", "--seed", "1")
    assert ARENA_KEYS | {"a_move_seconds"} <= set(report)
    assert set(report["a_move_seconds"]) == {"median", "p95"}
    lo, hi = report["ci95"]
    assert 0 <= lo <= report["a_win_rate"] <= hi <= 1
    assert report["players"] == 2 and report["games"] == 6


def test_arena_rotates_the_seat_of_a(toy, capsys):
    # With first_wins, seat 0 always wins: a wins exactly the games where it sits first.
    report = arena(
        capsys, "--a", "ai:easy", "--b", "ai:easy", "--players", "3", "--games", "6",
        "--option", "first_wins=true",
    )  # fmt: skip
    assert report["a_wins"] == 2 and report["draws"] == 0
    assert cli.arena_seats("A", "B", 3, 4) == (["B", "A", "B"], 1)


def test_arena_counts_shared_wins_as_fractions_and_draws(toy, capsys):
    report = arena(
        capsys, "--a", "ai:easy", "--b", "ai:random", "--players", "4", "--games", "3",
        "--option", "all_tie=true",
    )  # fmt: skip
    assert report["draws"] == 3 and report["a_wins"] == pytest.approx(0.75)


def test_arena_is_reproducible_and_independent_of_jobs(toy, capsys):
    args = ("--a", "ai:hard", "--b", "ai:random", "--games", "8", "--seed", "3")
    one = arena(capsys, *args)
    two = arena(capsys, *args, "--jobs", "2")
    del one["a_move_seconds"], two["a_move_seconds"]
    assert one == two


def test_wilson_interval_matches_a_known_value():
    lo, hi = cli.wilson(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-3) and hi == pytest.approx(0.9433, abs=1e-3)


def test_version_prints_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--version"])
    assert exit_info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_version_in_a_fresh_process_does_not_import_pygame():
    code = (
        "import sys; from totemgame.cli import main\n"
        "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
        "assert 'pygame' not in sys.modules, 'pygame imported at CLI startup'\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_bench_quick_reports_the_contract_keys(toy, capsys, monkeypatch):
    # The toy game has no table scene: the UI measurements are left out here (see below).
    monkeypatch.setattr(cli_bench, "_ui_measure", lambda what, fn: None)
    code, out, err = run(capsys, "bench", "--game", "toy", "--quick", "--json")
    assert code == 0, err
    (report,) = json_lines(out)
    assert set(report) >= BENCH_KEYS | {"cold_start_s"}
    assert set(report["ai_move_s"]) == {"easy", "medium", "hard"}
    assert report["playouts_per_s"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.ids())
def test_bench_quick_measures_every_registered_game_with_its_table(game_id):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    argv = [sys.executable, "-m", "totemgame", "bench", "--game", game_id, "--quick", "--json"]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    (report,) = json_lines(proc.stdout)
    assert set(report) >= BENCH_KEYS | {"cold_start_s"}
    assert report["frame_ms"]["median"] is not None, proc.stderr


@pytest.mark.parametrize("game_id", games.ids())
def test_simulate_plays_every_registered_game_between_random_agents(game_id, capsys):
    seats = ",".join(["ai:random"] * max(2, games.get(game_id).spec.min_players))
    code, out, err = run(capsys, "simulate", "--game", game_id, "--seats", seats, "--json")
    assert code == 0, err
    (line,) = json_lines(out)
    assert set(line) >= SIMULATE_KEYS and line["plies"] > 0
