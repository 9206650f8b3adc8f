"""Saves and settings: bad input gives a clear message and never destroys a file."""

from __future__ import annotations

import json

import pytest

from totemgame.engine.record import (
    FORMAT,
    GameRecord,
    RecordError,
    SeatInfo,
    load_record,
    save_record,
)
from totemgame.storage.settings import Settings, load_settings, save_settings


def _record() -> GameRecord:
    return GameRecord("tiki-topple", {}, [SeatInfo("human", "Mia"), SeatInfo("ai:hard", "AI")], 42)


def test_truncated_save_is_refused_and_left_intact(tmp_path):
    path = tmp_path / "s.json"
    save_record(_record(), path)
    damaged = path.read_bytes()[:20]
    path.write_bytes(damaged)
    with pytest.raises(RecordError, match="damaged"):
        load_record(path)
    assert path.read_bytes() == damaged


def test_random_bytes_are_refused(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(bytes(range(256)))
    with pytest.raises(RecordError):
        load_record(path)


def test_save_from_a_newer_format_names_the_problem(tmp_path):
    path = tmp_path / "s.json"
    obj = _record().to_json() | {"format": FORMAT + 1}
    path.write_text(json.dumps(obj))
    with pytest.raises(RecordError, match="newer version"):
        load_record(path)


def test_unknown_seat_kind_is_refused(tmp_path):
    path = tmp_path / "s.json"
    obj = _record().to_json()
    obj["seats"][0]["kind"] = "wizard"
    path.write_text(json.dumps(obj))
    with pytest.raises(RecordError, match="seat"):
        load_record(path)


def test_save_is_atomic_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "s.json"
    save_record(_record(), path)
    save_record(_record(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.toml"
    s = Settings(sound_volume=30, colour_blind=True, player_name="Mia")
    save_settings(s, path)
    loaded, warning = load_settings(path)
    assert warning is None and loaded == s


def test_broken_settings_file_gives_defaults_and_a_warning_and_is_not_touched(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("volume = = 3 [[[")
    loaded, warning = load_settings(path)
    assert loaded == Settings() and warning and "could not be read" in warning
    assert path.read_text() == "volume = = 3 [[["


def test_wrongly_typed_settings_are_reset_with_a_warning(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('sound_volume = "loud"\nanimation_speed = "warp"\nfullscreen = true\n')
    loaded, warning = load_settings(path)
    assert loaded.sound_volume == Settings().sound_volume and "sound_volume" in warning
    assert loaded.animation_speed == "normal" and loaded.fullscreen is True


def test_missing_settings_file_is_not_a_warning(tmp_path):
    assert load_settings(tmp_path / "none.toml") == (Settings(), None)
