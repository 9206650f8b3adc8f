"""Saves under abuse: damaged, alien, illegal, future, unwritable. Each gives a RecordError (or
an OSError with plain words) and the file already on disk is never touched."""

from __future__ import annotations

import copy
import errno
import json
import os
import random
from typing import Any

import pytest

from totemgame import games, safe_write
from totemgame.engine.record import (
    FORMAT,
    GameRecord,
    RecordError,
    SeatInfo,
    load_record,
    save_problem,
    save_record,
)


def played_record(game_id: str, seed: int = 3, plies: int = 40) -> GameRecord:
    """A record of `plies` random legal moves of `game_id` (two seats)."""
    module = games.get(game_id)
    players = max(2, module.spec.min_players)
    seats = [SeatInfo("human" if i == 0 else "ai:easy", f"P{i}", i) for i in range(players)]
    rec = GameRecord(game_id, {}, seats, seed)
    state = module.new_game(players, module.spec.validate_options({}), seed)
    rnd = random.Random(seed)
    while not state.is_over() and len(rec.actions) < plies:
        seat = state.to_move()[0]
        action = rnd.choice(list(state.legal_actions(seat)))
        state.apply(seat, action)
        rec.actions.append((seat, action.to_json()))
    return rec


def load_and_open(path) -> Any:
    """What the app does with a save: read it, then replay it through the rules."""
    return games.open_match(load_record(path))


def snapshot(path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


@pytest.fixture(params=games.ids())
def game_id(request) -> str:
    return request.param


def test_a_save_truncated_anywhere_is_refused_and_left_intact(tmp_path, game_id):
    path = tmp_path / "s.json"
    save_record(played_record(game_id), path)
    full = path.read_bytes()
    for cut in sorted(set(random.Random(1).sample(range(len(full)), 25)) | {0, 1, len(full) - 1}):
        path.write_bytes(full[:cut])
        before = snapshot(path)
        with pytest.raises(RecordError):
            load_and_open(path)
        assert snapshot(path) == before


def test_random_bytes_are_refused_with_a_reason(tmp_path):
    rnd = random.Random(7)
    path = tmp_path / "noise.json"
    for size in (1, 7, 100, 5000):
        path.write_bytes(bytes(rnd.randrange(256) for _ in range(size)))
        with pytest.raises(RecordError, match="damaged|not a saved game"):
            load_and_open(path)


def test_valid_json_of_an_unknown_game_names_the_game(tmp_path):
    path = tmp_path / "alien.json"
    rec = played_record(games.ids()[0])
    rec.game = "chess-960"
    save_record(rec, path)
    with pytest.raises(RecordError, match="no game called 'chess-960'"):
        load_and_open(path)


def test_valid_json_that_is_not_a_record_is_refused(tmp_path):
    path = tmp_path / "x.json"
    for obj in ([], 3, "hello", {"format": "one"}, {"format": 1}, {"format": 1, "game": 5}):
        path.write_text(json.dumps(obj))
        with pytest.raises(RecordError):
            load_and_open(path)


def test_an_illegal_move_in_a_record_is_named_by_its_number(tmp_path, game_id):
    rec = played_record(game_id, plies=12)
    seat, action = rec.actions[5]
    rec.actions[5] = ((seat + 1) % len(rec.seats), action)  # the wrong seat plays it
    path = tmp_path / "illegal.json"
    save_record(rec, path)
    with pytest.raises(RecordError, match="move 6 is not legal"):
        load_and_open(path)


def test_a_replay_of_an_illegal_record_names_the_move_and_the_game_s_note(game_id):
    """The Replays screen replays a finished game on its own: a move today's rules refuse
    gives the same reason as loading the save, the game's note included."""
    from totemgame.engine.replay_match import ReplayMatch

    module = games.get(game_id)
    rec = played_record(game_id, plies=12)
    seat, action = rec.actions[5]
    rec.actions[5] = ((seat + 1) % len(rec.seats), action)
    with pytest.raises(RecordError, match="move 6 is not legal") as err:
        ReplayMatch(rec, module)
    assert str(err.value).endswith(module.spec.replay_note)


def test_a_long_refusal_never_cuts_off_the_game_s_note():
    module = games.get("totem-village")
    rec = played_record("totem-village", plies=12)
    rec.actions[5] = (rec.actions[5][0], {"kind": "x" * 5000})  # a damaged move, quoted
    with pytest.raises(RecordError) as err:
        games.open_match(rec)
    message = str(err.value)
    assert message.startswith("move 6 is not legal") and "\u2026" in message
    assert message.endswith(". " + module.spec.replay_note)
    assert len(message) <= 240 + 2 + len(module.spec.replay_note)


def test_a_record_from_a_newer_format_says_so(tmp_path, game_id):
    path = tmp_path / "future.json"
    path.write_text(json.dumps(played_record(game_id).to_json() | {"format": FORMAT + 1}))
    with pytest.raises(RecordError, match="newer version"):
        load_and_open(path)


def _mutate(obj: Any, rnd: random.Random) -> Any:
    """One random damage to a decoded save: a value replaced, a key dropped, a list cut."""
    junk = [None, -1, 0, 2**70, 1.5, "", "x", [], {}, True, [1, 2], {"kind": "zz"}]
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                paths.append((node, k))
                walk(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                paths.append((node, i))
                walk(v)

    walk(obj)
    parent, key = rnd.choice(paths)
    r = rnd.random()
    if r < 0.6:
        parent[key] = rnd.choice(junk)
    elif r < 0.8 and isinstance(parent, dict):
        del parent[key]
    elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rnd.choice((-1, 1, 1000))
    elif isinstance(parent[key], list) and parent[key]:
        del parent[key][rnd.randrange(len(parent[key])) :]
    return obj


def test_hundreds_of_damaged_records_give_record_errors_not_crashes(tmp_path, game_id):
    """Fuzzing: whatever is broken in a save, loading says so (or the save still works)."""
    base = played_record(game_id, plies=30).to_json()
    rnd = random.Random(game_id)
    path = tmp_path / "fuzz.json"
    refused = 0
    for _ in range(300):
        obj = _mutate(copy.deepcopy(base), rnd)
        path.write_text(json.dumps(obj))
        try:
            match = load_and_open(path)
        except RecordError as exc:
            refused += 1
            assert str(exc)
            continue
        # It loaded: then it must be playable (views and legal moves work).
        for seat in match.to_move():
            assert list(match.state.legal_actions(seat)) or match.is_over()
            match.view(seat)
    assert refused > 100


def test_save_problems_are_said_in_plain_words():
    assert save_problem(OSError(errno.ENOSPC, "No space left on device")) == "the disk is full"
    assert save_problem(PermissionError(errno.EACCES, "Permission denied")) == (
        "the save folder is read-only"
    )
    assert save_problem(OSError(errno.EROFS, "Read-only file system")) == (
        "the save folder is read-only"
    )


class _FullDisk:
    """A file whose writes fail as on a full disk."""

    def __init__(self, f) -> None:
        self.f = f

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")


def full_disk(monkeypatch) -> None:
    """Every save_record from now on fails with ENOSPC while writing."""
    real_fdopen = os.fdopen
    monkeypatch.setattr(
        safe_write.os, "fdopen", lambda fd, *a, **k: _FullDisk(real_fdopen(fd, *a, **k))
    )


def test_a_full_disk_keeps_the_previous_save_and_leaves_no_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    save_record(played_record(games.ids()[0], plies=5), path)
    before = snapshot(path)
    full_disk(monkeypatch)
    with pytest.raises(OSError) as info:
        save_record(played_record(games.ids()[0], plies=9), path)
    assert save_problem(info.value) == "the disk is full"
    assert snapshot(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]
    assert len(load_record(path).actions) == 5


def test_a_read_only_folder_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    save_record(played_record(games.ids()[0], plies=5), path)
    before = snapshot(path)

    def refuse(*args, **kwargs):  # what mkstemp meets in a folder we may not write to
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(safe_write.tempfile, "mkstemp", refuse)
    with pytest.raises(PermissionError) as info:
        save_record(played_record(games.ids()[0], plies=9), path)
    assert save_problem(info.value) == "the save folder is read-only"
    assert snapshot(path) == before


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anywhere")
def test_a_really_read_only_folder_keeps_the_previous_save(tmp_path):
    path = tmp_path / "autosave.json"
    save_record(played_record(games.ids()[0], plies=5), path)
    before = snapshot(path)
    os.chmod(tmp_path, 0o555)
    try:
        with pytest.raises(PermissionError):
            save_record(played_record(games.ids()[0], plies=9), path)
    finally:
        os.chmod(tmp_path, 0o755)
    assert snapshot(path) == before


def test_loading_never_writes_even_a_good_save(tmp_path):
    path = tmp_path / "good.json"
    save_record(played_record(games.ids()[0]), path)
    os.chmod(path, 0o444)
    before = snapshot(path)
    load_and_open(path)
    assert snapshot(path) == before
