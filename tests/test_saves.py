"""Games in progress: one autosave per game, summaries read without replaying, earlier
versions' autosave.json moved in, damaged files left as they were, the cap never silent."""

from __future__ import annotations

import json
import os
import random
import time

import pytest

from totemgame import games, paths
from totemgame.engine import match as match_mod
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo, load_record, save_record
from totemgame.storage import save_head, saves


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOTEMGAME_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def seats(n: int = 2) -> list[SeatInfo]:
    return [SeatInfo("human", "Mia", 0)] + [SeatInfo("ai:easy", f"AI {i}", i) for i in range(1, n)]


def played(game_id: str, moves: int, seed: int = 3) -> Match:
    """A real game of `game_id` with `moves` random legal moves played."""
    match = Match(GameRecord(game_id, {}, seats(), seed), games.get(game_id))
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = match.to_move()[0]
        match.apply(seat, rnd.choice(list(match.state.legal_actions(seat))))
    return match


def autosave(match: Match, now: float) -> saves.SavedGame:
    path = saves.new_slot(match.record.game, now=now)
    saves.write_game(path, match.record, saves.summarize(match, now=now))
    return saves.read_entry(path, named=False)


def snapshot(path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


def test_each_game_started_has_its_own_file_and_a_new_game_leaves_the_others_alone():
    first = autosave(played("totem-village", 12), now=1000.0)
    before = snapshot(first.path)
    second = autosave(played("tiki-topple", 5), now=2000.0)
    assert first.path != second.path and first.path.parent == saves.games_dir()
    assert snapshot(first.path) == before
    assert [e.path for e in saves.unfinished_games()] == [second.path, first.path]  # newest first


def test_two_games_started_in_the_same_second_never_share_a_file():
    names = {saves.new_slot("tiki-topple", now=1000.0).name for _ in range(50)}
    assert len(names) == 50


def test_the_file_is_an_ordinary_save_headed_by_its_summary():
    match = played("totem-village", 12)
    entry = autosave(match, now=1234.5)
    assert load_record(entry.path).actions == match.record.actions  # load_record reads it
    head = entry.path.read_text(encoding="utf-8").splitlines()[0]
    assert head.startswith('{"summary": ')
    s = entry.summary
    assert s is not None and s.game == "totem-village" and s.last_played == 1234.5
    assert s.moves == 12 and not s.finished
    assert s.progress == f"round {match.view(None).round}" and s.players == "Mia vs 1 AI"
    assert entry.describe == f"Totem Village, {s.progress} \u2014 Mia vs 1 AI"


def test_the_summary_is_read_from_the_first_bytes_only(monkeypatch):
    entry = autosave(played("tiki-topple", 4), now=50.0)
    text = entry.path.read_text(encoding="utf-8")
    entry.path.write_text(text[: saves.HEAD_BYTES // 2], encoding="utf-8")  # the moves cut off

    def no_full_read(path):
        raise AssertionError("the whole file was read")

    monkeypatch.setattr(save_head, "load_record", no_full_read)  # where the head is read
    assert saves.read_summary(entry.path) == entry.summary


def test_continue_on_an_autosave_of_millions_of_moves_neither_replays_nor_parses_it(monkeypatch):
    summary = saves.Summary("tiki-topple", "round 9", "Mia vs 1 AI", time.time(), 3_000_000)
    body = json.dumps(GameRecord("tiki-topple", {}, seats(), 1).to_json())
    moves = ", ".join(["[0, {}]"] * 3_000_000)
    text = saves.game_text(GameRecord("tiki-topple", {}, seats(), 1), summary)
    text = text.replace('"actions": []', f'"actions": [{moves}]')
    assert '"actions": []' in body and len(text) > 20_000_000
    path = saves.new_slot("tiki-topple")
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")

    calls = []

    def refuse(*args, **kwargs):
        calls.append(args)
        raise AssertionError("a summary must not replay or parse the record")

    monkeypatch.setattr(match_mod, "replay", refuse)
    monkeypatch.setattr(saves, "load_record", refuse)
    monkeypatch.setattr(save_head, "load_record", refuse)
    started = time.perf_counter()
    entry, damaged = saves.latest_unfinished()
    took = time.perf_counter() - started
    assert entry is not None and entry.path == path and damaged == ""
    assert entry.describe == "Tiki Topple, round 9 \u2014 Mia vs 1 AI"
    assert took < 0.5, took
    assert calls == []


def test_continue_resumes_the_game_played_most_recently():
    old = autosave(played("totem-village", 3), now=1000.0)
    new = autosave(played("tiki-topple", 3), now=2000.0)
    assert saves.latest_unfinished() == (new, "")
    again = played("totem-village", 4)  # the older game is played again: it comes first
    saves.write_game(old.path, again.record, saves.summarize(again, now=3000.0))
    assert saves.latest_unfinished()[0].path == old.path


def test_a_finished_game_leaves_the_list_of_games_in_progress():
    match = played("tiki-topple", 2)
    entry = autosave(match, now=10.0)
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, list(match.state.legal_actions(seat))[0])
    saves.write_game(entry.path, match.record, saves.summarize(match))
    assert saves.read_summary(entry.path).finished
    assert saves.unfinished_games() == []


def test_load_lists_games_in_progress_and_named_saves_together_newest_first():
    a = autosave(played("totem-village", 2), now=1000.0)
    named = paths.saves_dir() / "evening.json"
    match = played("tiki-topple", 3)
    saves.write_game(named, match.record, saves.summarize(match, now=1500.0))
    b = autosave(played("tiki-topple", 1), now=2000.0)
    listed = saves.load_list()
    assert [e.path for e in listed] == [b.path, named, a.path]
    assert [e.named for e in listed] == [False, True, False]
    assert listed[1].title == "Tiki Topple \u2014 evening"
    assert listed[1].detail.endswith("Mia vs 1 AI \u00b7 saved game")
    assert listed[0].detail.endswith("\u00b7 Mia vs 1 AI \u00b7 in progress")


def test_a_named_save_of_an_earlier_version_without_a_summary_is_still_listed():
    path = paths.saves_dir() / "old.json"
    save_record(played("tiki-topple", 3).record, path)
    (entry,) = saves.load_list()
    assert (
        not entry.broken and entry.detail == "3 moves played \u00b7 Mia vs 1 AI \u00b7 saved game"
    )


def test_a_damaged_summary_falls_back_to_the_record():
    entry = autosave(played("tiki-topple", 3), now=10.0)
    text = entry.path.read_text(encoding="utf-8")
    entry.path.write_text(text.replace('"moves": 3', '"moves": "lots"'), encoding="utf-8")
    again = saves.read_entry(entry.path, named=False)
    assert not again.broken and again.summary.moves == 3


# -- the autosave.json of earlier versions -------------------------------------------------
def test_an_earlier_versions_autosave_is_moved_in_as_a_game_in_progress():
    match = played("totem-village", 30)
    legacy = paths.autosave_path()
    save_record(match.record, legacy)
    os.utime(legacy, (1_600_000_000, 1_600_000_000))
    (entry,) = saves.unfinished_games()
    assert not legacy.exists() and entry.path.parent == saves.games_dir()
    assert load_record(entry.path).to_json() == match.record.to_json()
    assert entry.last_played == 1_600_000_000
    assert entry.describe == f"Totem Village, round {match.view(None).round} \u2014 Mia vs 1 AI"
    assert saves.latest_unfinished() == (entry, "")


def test_a_very_long_earlier_autosave_is_moved_in_without_replaying_it(monkeypatch):
    match = played("tiki-topple", 6)
    save_record(match.record, paths.autosave_path())
    monkeypatch.setattr(saves, "ADOPT_REPLAY_LIMIT", 5)
    replays = []
    real = match_mod.replay
    monkeypatch.setattr(match_mod, "replay", lambda *a, **k: replays.append(1) or real(*a, **k))
    (entry,) = saves.unfinished_games()
    assert entry.describe == "Tiki Topple, 6 moves played \u2014 Mia vs 1 AI"
    assert replays == []


def test_a_damaged_autosave_of_an_earlier_version_is_listed_and_left_untouched():
    legacy = paths.autosave_path()
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(b'{"format": 1, "game": "tiki-topple", "seats": [')
    before = snapshot(legacy)
    (entry,) = saves.unfinished_games()
    assert entry.broken and entry.path == legacy and "damaged" in entry.problem
    assert saves.latest_unfinished() == (None, entry.problem)
    assert snapshot(legacy) == before


def test_a_finished_autosave_of_an_earlier_version_is_left_where_it_is():
    record = played("tiki-topple", 1).record
    record.finished = True
    save_record(record, paths.autosave_path())
    before = snapshot(paths.autosave_path())
    assert saves.unfinished_games() == []
    assert snapshot(paths.autosave_path()) == before


# -- the cap -------------------------------------------------------------------------------
def test_past_the_cap_the_oldest_games_are_named_before_any_is_dropped():
    match = played("tiki-topple", 1)
    made = [autosave(match, now=1000.0 + i) for i in range(4)]
    assert saves.dropped_by_new_game(cap=5) == []
    assert [e.path for e in saves.dropped_by_new_game(cap=4)] == [made[0].path]
    assert [e.path for e in saves.dropped_by_new_game(cap=3)] == [made[1].path, made[0].path]
    assert all(e.path.exists() for e in made)  # naming them deletes nothing


def test_damaged_files_never_count_towards_the_cap_nor_get_dropped():
    autosave(played("tiki-topple", 1), now=5.0)
    bad = saves.games_dir() / "bad.json"
    bad.write_text("{", encoding="utf-8")
    os.utime(bad, (1.0, 1.0))
    assert saves.dropped_by_new_game(cap=2) == []
    assert bad not in [e.path for e in saves.dropped_by_new_game(cap=1)]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_among_the_games_in_progress_is_listed_as_unreadable_without_blocking():
    good = autosave(played("tiki-topple", 3), now=10.0)
    fifo = good.path.parent / "zz-fifo.json"
    os.mkfifo(fifo)
    entries = {e.path.name: e for e in saves.unfinished_games()}  # returns: nothing blocks
    assert fifo.name not in entries or entries[fifo.name].broken
    assert not entries[good.path.name].broken
    latest, _why = saves.latest_unfinished()
    assert latest is not None and latest.path == good.path


@pytest.mark.parametrize(
    "bad", ['"last_played": 1e999', '"players": "Mia\\u0000\\u001b[2J vs 1 AI"']
)
def test_a_hostile_summary_gives_a_safe_entry(bad):
    entry = autosave(played("tiki-topple", 3), now=10.0)
    text = entry.path.read_text(encoding="utf-8")
    key = bad.split(":")[0]
    start = text.index(key)
    end = text.index(",", start)
    entry.path.write_text(text[:start] + bad + text[end:], encoding="utf-8")
    again = saves.read_entry(entry.path, named=False)
    if again.summary is not None:  # else damaged, with its reason: shown as such
        assert again.summary.last_played < 1e15
        assert "\x00" not in again.summary.players and "\x1b" not in again.summary.players
    else:
        assert again.broken and again.problem
    assert again.describe and again.detail and again.title is not None and again.date is not None


# -- said in the player's language ------------------------------------------------------------
def test_a_game_without_rounds_counts_whole_turns_not_half_moves():
    # A Totem Surround turn is two actions: the totem's move, then a piece placed.
    assert saves.summarize(played("totem-surround", 0)).progress == "turn 1"
    assert saves.summarize(played("totem-surround", 1)).progress == "turn 1"  # totem moved
    assert saves.summarize(played("totem-surround", 2)).progress == "turn 2"
    assert saves.summarize(played("totem-surround", 21)).progress == "turn 11"
    assert played("totem-surround", 21).record.turns() == 11


def test_the_lists_say_progress_players_state_and_date_in_the_players_language(catalogues):
    from totemgame import i18n

    entry = autosave(
        played("totem-village", 12), now=time.mktime((2026, 11, 25, 4, 56, 0, 0, 0, -1))
    )
    surround = autosave(played("totem-surround", 21), now=5000.0)
    i18n.set_language("fr")
    s = entry.summary
    assert s is not None
    number = s.progress.split()[1]
    assert entry.detail == f"Manche {number} \u00b7 Mia contre 1 IA \u00b7 en cours"
    assert entry.describe == f"Totem Village, manche {number} \u2014 Mia contre 1 IA"
    assert entry.date == "25 nov. 2026 à 04:56"
    assert surround.detail.startswith("Tour 11 \u00b7 ")
    i18n.set_language("de")
    assert entry.detail == f"Runde {number} \u00b7 Mia gegen 1 KI \u00b7 läuft"
    assert entry.date == "25. Nov. 2026, 04:56"
    i18n.set_language("en")
    assert entry.detail == f"Round {number} \u00b7 Mia vs 1 AI \u00b7 in progress"


def test_the_progress_is_kept_as_its_parts_and_said_from_them_not_from_its_english(catalogues):
    """The file keeps how far a game has come as ("round", 3) beside the English an earlier
    version reads; this version says the parts, whatever the English text says."""
    from totemgame import i18n

    entry = autosave(played("totem-surround", 21), now=5000.0)
    first = entry.path.read_text(encoding="utf-8").splitlines()[0]
    summary = json.loads(first.rstrip(",") + "}")[save_head.SUMMARY_KEY]
    assert summary["stage"] == ["turn", 11] and summary["progress"] == "turn 11"
    path = saves.new_slot("totem-village", now=10.0)
    told = saves.Summary("totem-village", "words", "Mia vs 1 AI", 10.0, 5, stage=("round", 4))
    saves.write_game(path, GameRecord("totem-village", {}, seats(), 3), told)
    i18n.set_language("de")
    assert saves.read_entry(path, named=False).detail.startswith("Runde 4 \u00b7 ")


def test_a_summary_from_an_earlier_version_is_still_said_in_the_players_language(catalogues):
    from totemgame import i18n

    path = saves.new_slot("totem-surround", now=10.0)
    # An earlier version kept only the English words, and counted half-moves.
    saves.write_game(
        path,
        GameRecord("totem-surround", {}, seats(), 3),
        saves.Summary("totem-surround", "move 22", "Mia vs 1 AI", 10.0, 21),
    )
    i18n.set_language("fr")
    entry = saves.read_entry(path, named=False)
    assert entry.detail == "Coup 22 \u00b7 Mia vs 1 AI \u00b7 en cours"
    assert saves.progress_words("tie-break") == "départage"
    assert saves.progress_words("7 moves played") == "7 coups joués"
    assert saves.progress_words("round 0x") == "round 0x"  # anything else is shown as kept


@pytest.mark.parametrize(
    ("humans", "ais"),
    [("Mia", 1), (["Mia", 5], 1), (["Mia"], -1), (["Mia"], True), (["x"] * 40, 1), (["Mia"], None)],
)
def test_damaged_player_lists_in_a_summary_fall_back_to_its_words(humans, ais):
    obj = saves.Summary("tiki-topple", "round 1", "Mia vs 1 AI", 10.0, 3).to_json()
    obj["humans"], obj["ais"] = humans, ais
    summary = saves.Summary.from_json(obj)
    assert summary.humans is None and summary.players_said == "Mia vs 1 AI"


def test_names_in_a_summary_are_cleaned_of_control_characters():
    obj = saves.Summary("tiki-topple", "round 1", "Mia vs 1 AI", 10.0, 3).to_json()
    obj["humans"], obj["ais"] = ["Mi\x1b[2Ja\x00"], 2
    assert saves.Summary.from_json(obj).players_said == "Mi[2Ja vs 2 AI"
