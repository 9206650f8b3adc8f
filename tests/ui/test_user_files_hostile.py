"""Every user file the app reads, damaged every way, through the screens that read it.

File kinds: settings.toml, setups.json, stats.json, the autosave, a save, a replay. Damages:
nesting 100,000 deep, 1e999, NaN, 10**40, wrong types, invalid UTF-8, a FIFO, a symlink to a
FIFO, a symlink to a device, a folder, a 300 MB file; and names with NUL characters, lone
surrogates or 200,000 characters. Each gives its kind's message (or a silent default, for the
setups), names are cleaned, the screen keeps running, and the file is left exactly as it was.
"""

from __future__ import annotations

import faulthandler
import json
import os
import stat
import sys
from pathlib import Path

import pytest
from helpers import click, click_button, record, scene_name

from totemgame import paths
from totemgame.storage import history, saves, stats
from totemgame.storage.setup_memory import SetupMemory, setups_path
from totemgame.ui.scenes.setup import SetupScene

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")

KINDS = ("settings", "setups", "stats", "autosave", "save", "replay")
DEEP = b"[" * 100_000 + b"]" * 100_000


@pytest.fixture(autouse=True)
def _never_block():
    """A read that blocks on a FIFO would hang the run: stop it with the stack instead."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def target(kind: str) -> Path:
    return {
        "settings": paths.settings_path(),
        "setups": setups_path(),
        "stats": stats.stats_path(),
        "autosave": saves.games_dir() / "20260101-120000-stick-pick.json",  # a game in progress
        "save": paths.saves_dir() / "mine.json",
        "replay": history.replays_dir() / "20260101-120000000-00-stick-pick.json",
    }[kind]


def file_bytes(kind: str, number: bytes = b"1", name: bytes | None = None) -> bytes:
    """A valid file of `kind` with `number` at a numeric place and `name` as a player's name
    (both raw tokens of the file's language, so they can be anything)."""
    if kind == "settings":
        name = name or b'"Mia"'
        return b"sound_volume = " + number + b"\nplayer_name = " + name + b"\n"
    name = name or b'"Mia"'
    if kind == "setups":
        seats = [{"kind": "human", "name": "@N", "colour": "@X"}, {"kind": "ai:easy", "colour": 1}]
        obj: dict = {"format": 1, "games": {"stick-pick": {"seats": seats, "options": {}}}}
    elif kind == "stats":
        entry = dict(game="stick-pick", date="@X", player="@N", opponents="easy", outcome="win")
        obj = {"format": 1, "results": [entry | dict(score=3, best_other=1, players=2)]}
    else:
        obj = record(["human", "ai:random"]).to_json() | {"seed": "@X"}
        obj["seats"][0]["name"] = "@N"
        if kind == "replay":
            obj["archived"] = {"date": 1.7e9, "winners": [0], "scores": [3, 1]}
    text = json.dumps(obj).encode()
    return text.replace(b'"@X"', number).replace(b'"@N"', name)


def toml_or_json(kind: str, toml: bytes, js: bytes) -> bytes:
    return toml if kind == "settings" else js


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_to_fifo(path: Path) -> None:
    elsewhere = path.parent / "elsewhere.fifo"
    os.mkfifo(elsewhere)
    path.symlink_to(elsewhere)


def _huge(path: Path) -> None:
    with open(path, "wb") as f:
        f.truncate(300 * 1024 * 1024)  # sparse: 300 MB to the reader, nothing on the disk


DAMAGES = {
    "nesting 100,000 deep": lambda k, p: p.write_bytes(file_bytes(k, DEEP)),
    "1e999": lambda k, p: p.write_bytes(file_bytes(k, b"1e999")),
    "NaN": lambda k, p: p.write_bytes(file_bytes(k, toml_or_json(k, b"nan", b"NaN"))),
    "10**40": lambda k, p: p.write_bytes(file_bytes(k, b"1" + b"0" * 40)),
    "wrong type (number)": lambda k, p: p.write_bytes(
        file_bytes(k, toml_or_json(k, b"{ a = [true] }", b'{"a": [true]}'))
    ),
    "wrong type (name)": lambda k, p: p.write_bytes(file_bytes(k, name=b"[7]")),
    "wrong type (whole file)": lambda k, p: p.write_bytes(
        toml_or_json(k, b"[[player_name]]\n", b'["a", 1]')
    ),
    "invalid UTF-8": lambda k, p: p.write_bytes(file_bytes(k, name=b'"\xed\xa0\x80\xff"')),
    "FIFO": lambda k, p: _fifo(p),
    "symlink to a FIFO": lambda k, p: _link_to_fifo(p),
    "symlink to /dev/zero": lambda k, p: p.symlink_to("/dev/zero"),
    "folder": lambda k, p: p.mkdir(),
    "300 MB": lambda k, p: _huge(p),
}

# Names: (raw JSON token, raw TOML token or None if TOML cannot hold it, name shown).
NAMES = {
    "NUL characters": (b'"An\\u0000a\\u0000"', b'"An\\u0000a\\u0000"', "Ana"),
    "a lone surrogate": (b'"\\ud800Ana\\udfff"', None, "Ana"),
    "200,000 characters": (b'"' + b"W" * 200_000 + b'"', b'"' + b"W" * 200_000 + b'"', "W" * 16),
    "escape sequences": (b'"\\u001b[2JAna\\r\\n"', b'"\\u001b[2JAna\\r\\n"', "[2JAna"),
}


def snapshot(path: Path) -> tuple:
    """Type, size, time, link target and (for ordinary files) the bytes: all must stay."""
    st = os.lstat(path)
    link = os.readlink(path) if stat.S_ISLNK(st.st_mode) else None
    small_file = stat.S_ISREG(st.st_mode) and st.st_size < 50_000_000
    return st.st_mode, st.st_size, st.st_mtime_ns, link, path.read_bytes() if small_file else None


def start_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.ui.app import App

    app = App(ai_worker=AiWorker(use_process=False))  # reads settings.toml as a start does
    app.run_frames(4)
    return app


def open_setup(app) -> SetupScene:
    scene = SetupScene(app, "stick-pick")
    app.push(scene)
    app.run_frames(2)
    return scene


def open_from_title(app, label: str):
    click_button(app, label)
    app.run_frames(2)
    return app.top


def seats(scene: SetupScene) -> list[tuple[str, str, int]]:
    return [(s.kind, s.name, s.colour) for s in scene.seats]


def refused_as_promised(kind: str, app, home: Path) -> None:
    """What the player sees for a file that cannot be used."""
    banners = app.top.banners.texts()
    if kind == "settings":
        assert any("settings" in t.lower() for t in banners), banners
        assert app.settings.sound_volume == 70 and app.settings.player_name in ("Mia", "Player")
    elif kind == "setups":  # silent: the screen starts from its defaults
        damaged = seats(open_setup(app))
        app.pop()
        app.setups = SetupMemory(home / "no-such-setups.json")
        assert damaged == seats(open_setup(app))
    elif kind == "stats":
        scene = open_from_title(app, "Statistics")
        assert any("statistics" in b.text.lower() for b in scene.banners.banners)
        assert scene.file.results == []
    elif kind == "autosave":
        assert not app.top.find_button("Continue").enabled
        assert any("autosave cannot be loaded" in t for t in banners), banners
    elif kind == "save":
        scene = open_from_title(app, "Load game")
        assert [e.broken for e in scene.entries] == [True]
        assert scene.entries[0].detail.startswith("Cannot be loaded")
        click(app, (scene.view.rect.x + 100, scene.view.rect.y + 20))
        assert scene_name(app) == "DialogScene" and "cannot be loaded" in app.top.text
    else:
        scene = open_from_title(app, "Replays")
        assert len(scene.entries) == 1 and scene.entries[0].problem


def shown_name(kind: str, app) -> str:
    """The (first human) name the screen that reads `kind` shows."""
    if kind == "settings":
        return app.settings.player_name
    if kind == "setups":
        return open_setup(app).seats[0].name
    if kind == "stats":
        scene = open_from_title(app, "Statistics")
        assert not scene.file.warning
        return scene.file.results[0].player
    if kind == "autosave":
        cont = app.top.find_button("Continue")
        assert cont.enabled
        click(app, cont.rect.center)
        assert scene_name(app) == "TableScene"
        return app.top.session.match.seats[0].name
    if kind == "save":
        scene = open_from_title(app, "Load game")
        assert not scene.entries[0].broken
        return scene.entries[0].summary.players.split(" vs ")[0]
    scene = open_from_title(app, "Replays")
    assert not scene.entries[0].problem
    return scene.entries[0].players[0]


@pytest.mark.parametrize("damage", list(DAMAGES))
@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_file_gives_its_message_and_is_left_as_it_was(fake_game, _home, kind, damage):
    path = target(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    DAMAGES[damage](kind, path)
    before = snapshot(path)
    app = start_app()
    try:
        if (kind, damage) == ("settings", "wrong type (name)"):
            # One wrong value resets only itself, with the warning naming it.
            assert any("player_name" in t for t in app.top.banners.texts())
        else:
            refused_as_promised(kind, app, _home)
        app.run_frames(3)  # the screen keeps drawing
        assert app.running
    finally:
        app.shutdown()
    assert snapshot(path) == before


@pytest.mark.parametrize("name", list(NAMES))
@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_name_is_cleaned_on_loading(fake_game, _home, kind, name):
    as_json, as_toml, shown = NAMES[name]
    path = target(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    token = as_toml if kind == "settings" else as_json
    path.write_bytes(file_bytes(kind, b"1", token or as_json))
    before = snapshot(path)
    app = start_app()
    try:
        if token is None:  # TOML has no lone surrogates: the file is damaged
            refused_as_promised(kind, app, _home)
        else:
            assert shown_name(kind, app) == shown
        app.run_frames(3)
        assert app.running
    finally:
        app.shutdown()
    assert snapshot(path) == before


LONG = "x" * 1_000_000


@pytest.mark.parametrize(
    "where", ["game id", "seat kind", "option value", "option name", "100,000 seats", "app version"]
)
@pytest.mark.parametrize("kind", ["autosave", "save", "replay"])
def test_a_megabyte_of_text_in_a_record_gives_a_short_message(fake_game, _home, kind, where):
    obj = json.loads(file_bytes(kind))
    if where == "game id":
        obj["game"] = LONG
    elif where == "seat kind":
        obj["seats"][0]["kind"] = LONG
    elif where == "option value":
        obj["options"] = {"sticks": LONG}
    elif where == "option name":
        obj["options"] = {LONG: 1}
    elif where == "100,000 seats":
        obj["seats"] *= 50_000
    else:
        obj["app_version"] = LONG
    path = target(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj | {"seed": 5}))
    before = snapshot(path)
    app = start_app()
    try:
        if where == "app version":  # not shown anywhere: the game still loads
            assert shown_name(kind, app) == "Mia"
        else:
            assert len(refusal_shown(kind, app)) < 400
        app.run_frames(3)
    finally:
        app.shutdown()
    assert snapshot(path) == before


def refusal_shown(kind: str, app) -> str:
    """The message a record that cannot be used gives, where the player meets it."""
    if kind == "autosave":
        cont = app.top.find_button("Continue")
        if not cont.enabled:
            return next(t for t in app.top.banners.texts() if "autosave cannot be loaded" in t)
        # The list reads summaries, never replays: opening the game replays it and says why.
        click(app, cont.rect.center)
        assert scene_name(app) == "DialogScene" and "cannot be loaded" in app.top.text
        return app.top.text
    scene = open_from_title(app, "Load game" if kind == "save" else "Replays")
    click(app, (scene.view.rect.x + 100, scene.view.rect.y + 20))  # open it
    assert scene_name(app) == "DialogScene"  # the list tells only what it read without replay
    assert "cannot be loaded" in app.top.text or "cannot be replayed" in app.top.text
    return app.top.text


def test_a_replay_with_a_million_winners_and_scores_is_listed_on_one_line(fake_game, _home):
    obj = json.loads(file_bytes("replay"))
    obj["archived"] = {"date": 1e15, "winners": [[0], {}, True, 0] * 250_000, "scores": [1] * 10**6}
    path = target("replay")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(obj))
    before = snapshot(path)
    app = start_app()
    try:
        scene = open_from_title(app, "Replays")
        entry = scene.entries[0]
        assert entry.winners == ("Mia",) and len(entry.scores) == 16
        app.run_frames(3)  # the row is drawn
        assert app.running
    finally:
        app.shutdown()
    assert snapshot(path) == before


@pytest.mark.parametrize("score", [1e15, -1e15, 2**64, 1e-300])
def test_the_largest_numbers_the_reader_allows_still_chart(fake_game, _home, score):
    path = target("stats")
    path.parent.mkdir(parents=True)
    entry = dict(game="stick-pick", player="Mia", opponents="easy", players=2, best_other=1)
    results = [
        entry | dict(date=d, outcome=o, score=s)
        for d, o, s in ((1, "win", score), (2, "loss", -score), (3, "draw", 0))
    ]
    path.write_text(json.dumps({"format": 1, "results": results}))
    before = snapshot(path)
    app = start_app()
    try:
        scene = open_from_title(app, "Statistics")
        if score == 2**64:  # beyond the largest score kept: the file is damaged
            assert any("could not be read" in b.text for b in scene.banners.banners)
        else:
            assert scene.summary.total.played == 3 and not scene.file.warning
        app.run_frames(3)  # table and chart drawn
        assert app.running
    finally:
        app.shutdown()
    assert snapshot(path) == before


def test_an_autosave_of_a_million_moves_is_refused_on_the_title(fake_game, _home):
    obj = json.loads(file_bytes("autosave")) | {"actions": [[0, {"take": 1}]] * 1_000_000}
    path = target("autosave")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(obj, separators=(",", ":")))
    before = snapshot(path)
    app = start_app()
    try:
        assert not app.top.find_button("Continue").enabled
        assert any("move list is too long" in t for t in app.top.banners.texts())
    finally:
        app.shutdown()
    assert snapshot(path) == before
