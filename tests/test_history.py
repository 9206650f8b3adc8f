"""Finished-game archive, statistics store and aggregation, and the seekable ReplayMatch."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from totemgame import games, history, stats
from totemgame.engine.game import IllegalAction, Result
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo, load_record, replay
from totemgame.engine.replay_match import CHECKPOINT_EVERY, ReplayMatch


def seats(*kinds: str) -> list[SeatInfo]:
    return [SeatInfo(k, f"P{i + 1}", i) for i, k in enumerate(kinds)]


def finished(game: str, kinds: tuple[str, ...], seed: int = 4) -> tuple[GameRecord, Result]:
    """A game of `game` played to the end with random moves."""
    module = games.get(game)
    rec = GameRecord(game, {}, seats(*kinds), seed)
    match = Match(rec, module)
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    return rec, match.state.result()


TWO_PLAYER = Result((5.0, 3.0), (1, 2))


# -- archive ----------------------------------------------------------------------------------
def test_archived_game_is_an_ordinary_save_with_winners_and_date(tmp_path):
    rec, res = finished("totem-surround", ("human", "ai:easy"))
    path = history.archive_game(rec, res, tmp_path, now=1_700_000_000)
    assert load_record(path).actions == rec.actions
    entry = history.list_replays(tmp_path)[0]
    assert entry.game == "totem-surround" and entry.players == ("P1", "P2")
    assert entry.winners == tuple(rec.seats[w].name for w in res.winners)
    assert entry.scores == tuple(float(s) for s in res.scores)
    # A Totem Surround move is two actions (the totem, then a piece): the list counts moves.
    assert entry.moves == len(rec.actions) // 2 and entry.problem == ""
    assert "2023" in entry.date


def test_archive_keeps_only_the_newest_games(tmp_path):
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:easy"), 1)
    for i in range(7):
        history.archive_game(rec, TWO_PLAYER, tmp_path, keep=3, now=1_700_000_000 + i * 60)
    files = history.archived_files(tmp_path)
    assert len(files) == 3
    # Newest first: the three last minutes survive.
    kept = [json.loads(p.read_text())["archived"]["date"] for p in files]
    assert kept == [1_700_000_000 + i * 60 for i in (6, 5, 4)]


def test_games_ending_at_the_same_moment_all_stay_in_order(tmp_path):
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:easy"), 1)
    made = [history.archive_game(rec, TWO_PLAYER, tmp_path, now=1_700_000_000) for _ in range(12)]
    assert all(p.exists() for p in made) and len(set(made)) == 12
    assert history.archived_files(tmp_path) == made[::-1]  # still newest first
    assert not list(tmp_path.glob("*.tmp"))  # written atomically, nothing left over


def test_a_damaged_archive_file_is_listed_with_its_problem(tmp_path):
    (tmp_path / "20990101-000000000-00-tiki-topple.json").write_text("{not json")
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:easy"), 1)
    history.archive_game(rec, TWO_PLAYER, tmp_path, now=1_700_000_000)
    entries = history.list_replays(tmp_path)
    assert len(entries) == 2
    assert "damaged" in entries[0].problem and entries[1].problem == ""


def test_winner_sentence_names_shared_winners():
    e = history.ReplayEntry(history.replays_dir(), "g", "", ("A", "B"), ("A", "B"), (1, 1), 3)
    assert history.describe_winners(e) == "Shared win: A, B"
    assert history.format_scores((12.0, 9.5)) == "12 \u2013 9.5"


def test_the_replay_list_says_who_scored_what():
    e = history.ReplayEntry(history.replays_dir(), "g", "", ("Ana", "Bo"), ("Bo",), (4, 5), 9)
    assert history.describe_players(e) == "Ana: 4, Bo: 5"


def test_scores_that_do_not_match_the_seats_are_shown_apart():
    e = history.ReplayEntry(history.replays_dir(), "g", "", ("Ana", "Bo"), (), (4,), 9)
    assert history.describe_players(e) == "Ana, Bo (4)"
    e = history.ReplayEntry(history.replays_dir(), "g", "", ("Ana", "Bo"), (), (), 9)
    assert history.describe_players(e) == "Ana, Bo"


def test_the_last_finished_game_is_the_newest_archived(tmp_path):
    assert history.last_finished_game(tmp_path) is None
    for game, now in (("totemix", 1_700_000_000), ("tiki-topple", 1_700_000_100)):
        rec = GameRecord(game, {}, seats("human", "ai:easy"), 1)
        history.archive_game(rec, TWO_PLAYER, tmp_path, now=now)
    assert history.last_finished_game(tmp_path) == "tiki-topple"


# -- statistics: what is recorded -------------------------------------------------------------
def test_one_human_against_the_ai_records_win_loss_or_draw():
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:hard"), 1)
    win = stats.results_of(rec, Result((5.0, 3.0), (1, 2)), now=1.0)
    loss = stats.results_of(rec, Result((2.0, 3.0), (2, 1)), now=1.0)
    draw = stats.results_of(rec, Result((3.0, 3.0), (1, 1)), now=1.0)
    assert [r.outcome for r in win + loss + draw] == ["win", "loss", "draw"]
    assert win[0].opponents == "hard" and win[0].score == 5 and win[0].best_other == 3
    assert win[0].ranked


def test_ai_seats_of_different_levels_are_mixed():
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:easy", "ai:hard"), 1)
    assert stats.opponents_of(rec) == "mixed"


def test_games_of_ai_only_record_nothing():
    rec = GameRecord("tiki-topple", {}, seats("ai:easy", "ai:hard"), 1)
    assert stats.results_of(rec, TWO_PLAYER) == []


def test_pass_and_play_records_each_human_apart_from_the_ranked_numbers():
    rec = GameRecord("tiki-topple", {}, seats("human", "human", "ai:easy"), 1)
    out = stats.results_of(rec, Result((4.0, 6.0, 1.0), (2, 1, 3)), now=5.0)
    assert [(r.player, r.outcome) for r in out] == [("P1", "loss"), ("P2", "win")]
    assert all(r.opponents == stats.PASS_AND_PLAY and not r.ranked for r in out)


def test_hinted_games_are_marked_and_left_out_of_the_ranked_numbers():
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:hard"), 1)
    rec.hints_used = 2
    (r,) = stats.results_of(rec, TWO_PLAYER)
    assert r.hints == 2 and not r.ranked
    clean = GameRecord("tiki-topple", {}, seats("human", "ai:hard"), 2)
    results = [r, *stats.results_of(clean, Result((1.0, 3.0), (2, 1)))]
    summary = stats.summarise(results, "tiki-topple")
    assert summary.with_hints == 1
    assert summary.total.played == 1 and summary.total.losses == 1


def test_summary_tallies_per_difficulty_in_level_order():
    def result(opp: str, outcome: str, score: float, game: str = "totemix") -> stats.GameResult:
        return stats.GameResult(game, 1.0, "Me", opp, outcome, score, 0.0, 2)

    results = [
        result("hard", "win", 7),
        result("easy", "loss", 2),
        result("hard", "loss", 4),
        result("hard", "draw", 5),
        result("easy", "win", 9, game="tiki-topple"),
    ]
    s = stats.summarise(results, "totemix")
    assert list(s.by_difficulty) == ["easy", "hard"]
    hard = s.by_difficulty["hard"]
    assert (hard.played, hard.wins, hard.losses, hard.draws) == (3, 1, 1, 1)
    assert hard.scores == [7, 4, 5] and hard.best == 7
    assert s.total.played == 4 and s.total.win_rate == 0.25


# -- statistics: the file ---------------------------------------------------------------------
def test_stats_round_trip_through_the_file(tmp_path):
    path = tmp_path / "stats.json"
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:medium"), 1)
    assert stats.record_game(rec, TWO_PLAYER, path) == 1
    assert stats.record_game(rec, TWO_PLAYER, path) == 1
    loaded = stats.StatsFile.load(path)
    assert loaded.warning is None
    assert [r.outcome for r in loaded.results] == ["win", "win"]
    assert not list(tmp_path.glob("*.tmp"))


def test_a_damaged_stats_file_is_kept_and_results_wait_in_memory_until_it_is_gone(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text('{"results": [{"game": 1')
    loaded = stats.StatsFile.load(path)
    assert loaded.results == [] and loaded.damaged
    assert "could not be read (it is not valid JSON)" in (loaded.warning or "")
    rec = GameRecord("tiki-topple", {}, seats("human", "ai:medium"), 1)
    with pytest.raises(stats.ResultsKept) as first:
        stats.record_game(rec, TWO_PLAYER, path)
    with pytest.raises(stats.ResultsKept) as second:
        stats.record_game(rec, TWO_PLAYER, path)
    assert not first.value.told and second.value.told  # the player is told once
    assert path.read_text() == '{"results": [{"game": 1'  # never written over
    assert not (tmp_path / "stats.json.bak").exists()
    kept = stats.StatsFile.load(path)
    assert kept.damaged and [r.outcome for r in kept.results] == ["win", "win"]
    path.unlink()  # the player moves the damaged file away: the next result writes them all
    stats.record_game(rec, TWO_PLAYER, path)
    fresh = stats.StatsFile.load(path)
    assert fresh.warning is None and len(fresh.results) == 3


def test_a_stats_entry_with_a_wrong_outcome_is_damage(tmp_path):
    path = tmp_path / "stats.json"
    entry = dict(game="g", date=1, player="A", opponents="easy", outcome="maybe", score=1)
    path.write_text(
        json.dumps({"format": 1, "results": [{**entry, "best_other": 0, "players": 2}]})
    )
    assert stats.StatsFile.load(path).damaged


# -- replays ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["tiki-topple", "totemix", "totem-surround"])
def test_replay_match_shows_the_same_position_as_replaying_the_prefix(game):
    kinds = ("human", "ai:easy", "ai:hard")[: games.get(game).spec.min_players + 1]
    if len(kinds) > games.get(game).spec.max_players:
        kinds = kinds[:2]
    rec, _ = finished(game, kinds, seed=9)
    module = games.get(game)
    rm = ReplayMatch(rec, module)
    assert rm.ply == rm.total == len(rec.actions) and rm.is_over()
    full = Match(rec, module)
    plies = sorted({0, 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 3, rm.total // 2, rm.total})
    # Backwards, forwards one at a time, and by jumps: always the position of the prefix.
    for ply in [*reversed(plies), *range(0, min(rm.total, 20) + 1), *plies]:
        rm.seek(ply)
        state, _ = replay(rec, module.spec, module.new_game, module.codec, ply)
        for viewer in (None, *range(len(rec.seats))):
            assert rm.view(viewer) == state.view(viewer)
        assert rm.log == [e for e in full.log if e.ply < ply]
        assert rm.ply == ply
    assert rm.record.actions == rec.actions  # a replay never changes its record


def test_replay_match_is_read_only():
    rec, _ = finished("totem-surround", ("human", "ai:easy"))
    rm = ReplayMatch(rec, games.get("totem-surround"), start=0)
    seat = rm.to_move()[0]
    with pytest.raises(IllegalAction):
        rm.apply(seat, rm.state.legal_actions(seat)[0])
    assert rm.undo(0) is False and rm.ply == 0


def test_events_of_a_ply_are_those_that_move_produced():
    rec, _ = finished("tiki-topple", ("human", "ai:easy"))
    rm = ReplayMatch(rec, games.get("tiki-topple"))
    full = Match(rec, games.get("tiki-topple"))
    assert rm.events_of(3) == [e.event for e in full.log if e.ply == 3]
    assert rm.mover(3) == rec.actions[3][0]


def test_history_and_stats_never_import_pygame():
    code = (
        "import sys; sys.modules['pygame'] = None\n"  # any `import pygame` now raises
        "import totemgame.history, totemgame.stats, totemgame.engine.replay_match\n"
        "assert not any(m.startswith('totemgame.ui') for m in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_a_game_whose_scores_never_differ_is_charted_by_its_wins():
    def result(outcome: str, score: float) -> stats.GameResult:
        return stats.GameResult("totemic-might", 1.0, "Me", "hard", outcome, score, 0.0, 2)

    flat = stats.summarise([result("win", 0), result("loss", 0), result("win", 0)], "totemic-might")
    assert not flat.scores_vary
    assert flat.by_difficulty["hard"].running_wins() == [1, 1, 2]
    varied = stats.summarise([result("win", 3), result("loss", 1)], "totemic-might")
    assert varied.scores_vary
