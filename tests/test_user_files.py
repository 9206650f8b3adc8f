"""The guarded reader of user files: never blocks, never reads past its cap, refuses numbers and
nesting the app cannot use, and cleans names. Plus what the files' owners do with its answers."""

from __future__ import annotations

import json
import os
import sys
import threading

import pytest

from totemgame import stats, userfiles
from totemgame.engine.game import Result
from totemgame.engine.record import GameRecord, RecordError, SeatInfo, load_record, save_record
from totemgame.history import keep_finished_game
from totemgame.settings import Settings, load_settings, save_settings
from totemgame.userfiles import NotAFile, NotReplaced, TooLarge, UnreadableFile

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")


def within_seconds(fn, seconds: float = 10.0):
    """fn() run in a thread; fails (rather than hanging the run) if it blocks."""
    out: dict = {}

    def run() -> None:
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), "the read blocked"
    if "error" in out:
        raise out["error"]
    return out["value"]


@posix_only
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "stats.json"
    os.mkfifo(fifo)
    with pytest.raises(NotAFile):
        within_seconds(lambda: userfiles.read_bytes(fifo, 1000))
    link = tmp_path / "link.json"
    link.symlink_to(fifo)
    with pytest.raises(NotAFile):
        within_seconds(lambda: userfiles.read_bytes(link, 1000))


@posix_only
def test_devices_and_folders_are_refused(tmp_path):
    for i, target in enumerate(("/dev/zero", "/dev/null", str(tmp_path))):
        link = tmp_path / f"link{i}.json"
        link.symlink_to(target)
        with pytest.raises(NotAFile, match="not an ordinary file"):
            within_seconds(lambda link=link: userfiles.read_bytes(link, 1000))


def test_a_file_over_the_cap_is_refused_by_its_size(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(300 * userfiles.MB)
    with pytest.raises(TooLarge, match="300 MB, at most 16 MB"):
        userfiles.read_bytes(path, 16 * userfiles.MB)
    path.write_bytes(b"x" * 1000)
    assert userfiles.read_bytes(path, 1000) == b"x" * 1000
    with pytest.raises(TooLarge):
        userfiles.read_bytes(path, 999)


def test_a_missing_file_is_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        userfiles.read_bytes(tmp_path / "none.json", 10)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b"[" * 100 + b"]" * 100, "nested too deeply"),  # parses, but deeper than any file of ours
        (b'{"score": 1e999}', "out of range"),
        (b'{"score": -1e999}', "out of range"),
        (b'{"score": NaN}', "out of range"),
        (b'{"score": Infinity}', "out of range"),
        (b'{"seed": 1' + b"0" * 40 + b"}", "out of range"),
        (b'{"seed": 1' + b"0" * 5000 + b"}", "out of range"),  # beyond Python's digit limit
        (b'{"seed": 1', "not valid JSON"),
        (b'{"name": "\xed\xa0\x80"}', "not text"),
    ],
)
def test_json_the_app_cannot_use_is_refused(text, why):
    with pytest.raises(UnreadableFile, match=why):
        userfiles.parse_json(text)


def test_numbers_within_range_are_kept():
    obj = userfiles.parse_json(b'{"seed": 18446744073709551615, "score": -2.5, "n": [1, 2]}')
    assert obj == {"seed": 2**64 - 1, "score": -2.5, "n": [1, 2]}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (b"a = " + b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b"a = inf", "out of range"),
        (b"a = nan", "out of range"),
        (b"a = 1" + b"0" * 40, "out of range"),
        (b"a = 1e999", "out of range"),
        (b'a = "\\uD800"', "not a Unicode scalar"),
        (b"a = = 3 [[[", "Invalid"),
    ],
)
def test_toml_the_app_cannot_use_is_refused(text, why):
    with pytest.raises(UnreadableFile, match=why):
        userfiles.parse_toml(text)


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("An\x00a\x00", "Ana"),
        ("\ud800Ana\udfff", "Ana"),
        ("W" * 200_000, "W" * 16),
        ("\x1b[2JAna\r\n", "[2JAna"),
        ("  Mia \u2028", "Mia"),
        ("Zoë 🐢", "Zoë 🐢"),
        ("\x00\x01", ""),
    ],
)
def test_names_are_cleaned_and_capped(raw, clean):
    assert userfiles.clean_name(raw) == clean
    userfiles.clean_name(raw).encode("utf-8")  # always writable again


def test_a_save_with_a_million_moves_is_refused_with_its_reason(tmp_path):
    rec = GameRecord("tiki-topple", {}, [SeatInfo("human", "Mia"), SeatInfo("ai:easy", "AI")], 4)
    path = tmp_path / "autosave.json"
    obj = rec.to_json() | {"actions": [[0, {}]] * 1_000_000}
    path.write_text(json.dumps(obj, separators=(",", ":")))
    before = path.read_bytes()
    with pytest.raises(RecordError, match="move list is too long"):
        load_record(path)
    obj["actions"] *= 3  # about 24 MB: refused before it is read
    path.write_text(json.dumps(obj, separators=(",", ":")))
    with pytest.raises(RecordError, match="cannot be read.*too large"):
        load_record(path)
    assert len(before) < 16 * userfiles.MB


def test_a_save_keeps_cleaned_names_once_saved_again(tmp_path):
    path = tmp_path / "s.json"
    rec = GameRecord("tiki-topple", {}, [SeatInfo("human", "A\x00na"), SeatInfo("ai:easy", "B")], 4)
    save_record(rec, path)
    assert [s.name for s in load_record(path).seats] == ["Ana", "B"]


def test_a_damaged_settings_file_is_replaced_only_when_the_player_says_so_and_kept_beside(
    tmp_path,
):
    path = tmp_path / "settings.toml"
    path.write_bytes(b"sound_volume = 1" + b"0" * 40 + b"\n")
    before = path.read_bytes()
    loaded, warning = load_settings(path)
    assert loaded == Settings() and "could not be read" in (warning or "")
    assert path.read_bytes() == before
    with pytest.raises(NotReplaced, match="out of range"):
        save_settings(Settings(sound_volume=20), path)
    assert path.read_bytes() == before
    save_settings(Settings(sound_volume=20), path, replace_damaged=True)
    assert load_settings(path) == (Settings(sound_volume=20), None)
    assert (tmp_path / "settings.toml.damaged").read_bytes() == before


@posix_only
def test_a_fifo_as_settings_is_never_replaced_even_when_the_player_says_so(tmp_path):
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    with pytest.raises(NotReplaced, match="not an ordinary file"):
        within_seconds(lambda: save_settings(Settings(), path, replace_damaged=True))
    assert path.is_fifo() and [p.name for p in tmp_path.iterdir()] == ["settings.toml"]


@posix_only
def test_a_fifo_as_stats_is_neither_read_nor_replaced_and_the_game_end_says_so(tmp_path):
    path = tmp_path / "stats.json"
    os.mkfifo(path)
    loaded = within_seconds(lambda: stats.StatsFile.load(path))
    assert loaded.blocked and "left as it is" in (loaded.warning or "")
    rec = GameRecord("tiki-topple", {}, [SeatInfo("human", "Mia"), SeatInfo("ai:easy", "AI")], 4)
    with pytest.raises(stats.ResultsKept, match="not an ordinary file"):
        within_seconds(lambda: stats.record_game(rec, Result((3.0, 1.0), (1, 2)), path))
    assert path.is_fifo() and sorted(p.name for p in tmp_path.iterdir()) == [
        "stats.json",
        "stats.json.lock",
    ]
    # The result is kept while the app runs, and shown with the file's (none here).
    assert [r.player for r in within_seconds(lambda: stats.StatsFile.load(path)).results] == ["Mia"]


@posix_only
def test_the_game_end_reports_an_unusable_stats_file_in_plain_words(tmp_path, monkeypatch):
    monkeypatch.setenv("TOTEMGAME_HOME", str(tmp_path))
    stats.stats_path().parent.mkdir(parents=True)
    os.mkfifo(stats.stats_path())
    rec = GameRecord("tiki-topple", {}, [SeatInfo("human", "Mia"), SeatInfo("ai:easy", "AI")], 4)
    kept = within_seconds(lambda: keep_finished_game(rec, Result((3.0, 1.0), (1, 2))))
    assert kept.problems == [
        "The statistics file could not be read (it is not an ordinary file), so it is left as it "
        "is: the results of games you finish are kept until you close the game."
    ]
    assert kept.archived  # the game itself is kept for replays
    again = within_seconds(lambda: keep_finished_game(rec, Result((3.0, 1.0), (1, 2))))
    assert again.problems == [] and again.archived  # said once


@pytest.mark.parametrize(
    "entry_change",
    [{"score": True}, {"date": "yesterday"}, {"players": 1e300}, {"player": ["x"]}],
)
def test_wrongly_typed_stats_entries_are_damage(tmp_path, entry_change):
    path = tmp_path / "stats.json"
    entry = dict(game="g", date=1, player="A", opponents="easy", outcome="win", score=1)
    entry |= dict(best_other=0, players=2) | entry_change
    path.write_text(json.dumps({"format": 1, "results": [entry]}))
    loaded = stats.StatsFile.load(path)
    assert loaded.damaged and "could not be read" in (loaded.warning or "")


@posix_only
def test_a_link_to_a_good_settings_file_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "dotfiles" / "totem.toml"
    real.parent.mkdir()
    save_settings(Settings(sound_volume=10), real)
    link = tmp_path / "settings.toml"
    link.symlink_to(real)
    save_settings(Settings(sound_volume=30), link)
    assert link.is_symlink() and load_settings(real) == (Settings(sound_volume=30), None)


@posix_only
def test_a_link_to_a_damaged_settings_file_is_never_replaced(tmp_path):
    real = tmp_path / "elsewhere.toml"
    real.write_bytes(b"sound_volume = [")
    link = tmp_path / "settings.toml"
    link.symlink_to(real)
    with pytest.raises(NotReplaced):
        save_settings(Settings(), link, replace_damaged=True)
    assert link.is_symlink() and real.read_bytes() == b"sound_volume = ["
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere.toml", "settings.toml"]


@posix_only
@pytest.mark.parametrize("thing", ["FIFO", "folder", "broken link", "link to /dev/zero"])
def test_no_write_replaces_what_is_not_an_ordinary_file(tmp_path, thing):
    from totemgame.safe_write import write_atomic

    path = tmp_path / "x.json"
    if thing == "FIFO":
        os.mkfifo(path)
    elif thing == "folder":
        path.mkdir()
    else:
        path.symlink_to(tmp_path / "nowhere" if thing == "broken link" else "/dev/zero")
    before = os.lstat(path)
    with pytest.raises(NotReplaced, match="not an ordinary file"):
        within_seconds(lambda: write_atomic(path, "{}"))
    after = os.lstat(path)
    assert (after.st_mode, after.st_ino, after.st_mtime_ns) == (
        before.st_mode,
        before.st_ino,
        before.st_mtime_ns,
    )
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]  # no temp file left either


def test_tutorial_progress_over_a_damaged_file_is_kept_for_the_session_and_said_once(
    tmp_path, monkeypatch
):
    from totemgame import tutorial_progress

    monkeypatch.setenv("TOTEMGAME_HOME", str(tmp_path))
    path = tutorial_progress.progress_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 1, "games": {"totemix": {"step": 4, "completed": tr')
    first = tutorial_progress.save_step("tiki-topple", 2)
    assert first is not None and "left as it is" in first
    assert tutorial_progress.complete("tiki-topple") is None  # told once
    assert tutorial_progress.get("tiki-topple") == tutorial_progress.Progress(0, True)
    assert path.read_text().endswith('"completed": tr')
    path.unlink()  # the player moves it away: the next change writes what was kept
    assert tutorial_progress.save_step("totemix", 1) is None
    on_disk = json.loads(path.read_text())["games"]
    assert on_disk == {
        "tiki-topple": {"step": 0, "completed": True},
        "totemix": {"step": 1, "completed": False},
    }


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        (os.fsdecode(b"\xff\xfe-\xe9t\xe9.json"), "??-?t?.json"),  # Latin-1 bytes
        ("caf\u00e9.json", "caf\u00e9.json"),  # valid UTF-8 stays
        ("a\x1b[2Jb.json", "a?[2Jb.json"),  # control characters
        ("\ud800x.json", "?x.json"),  # a surrogate no file name gives
    ],
)
def test_file_names_that_are_not_text_are_shown_with_question_marks(name, shown):
    assert userfiles.shown_file_name(name) == shown
    assert userfiles.name_is_shown(name) == (name == shown)
