"""Every user file kind x every damage kind, driven through the screens and keys that write
that file: the damaged thing is left exactly as it was, and the app runs on.

Kinds: settings (M at a table, then Save in Settings), setups (leaving a setup screen),
statistics and their lock file (finishing a game), tutorial progress (a tutorial moving on and
ending, Learn to play), a game in progress (a new game's moves, Save and quit, Load game), the
autosave.json of earlier versions (start, Load game), a named save (Save game as... under its
name, Load game), a replay (finishing a game, Replays) and the crash reports' folder (a crash).

Damages: truncated, invalid UTF-8, nesting 100,000 deep, numbers too large (10**40) or not
finite (1e999, inf), wrong types, 300 MB (a sparse file: 300 MB to every reader, nothing on the
disk), mode 000 (as a non-root user: every kind in one child process that drops to `nobody`),
a FIFO, a symlink to a FIFO and to /dev/zero, a folder in its place, and a name that is not
UTF-8 (a file of that name beside the kind's file, or the kind's own file for the folders of
games, saves, replays and reports; the whole data folder then lives under such a name too).

Set TOTEMGAME_MATRIX_REPORT to a file to get the table of what happened, one line per case.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from helpers import click, click_button, record, run_until, scene_name

from totemgame import paths
from totemgame.storage import history, saves, stats, tutorial_progress
from totemgame.storage.setup_memory import setups_path

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, modes and /dev are POSIX")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEEP = b"[" * 100_000 + b"]" * 100_000
BAD_NAME = b"\xff\xfe-\xe9t\xe9"  # Latin-1 bytes: not UTF-8
REPLAY_NAME = "20260101-120000000-00-stick-pick.json"
SLOT_NAME = "20260101-120000-stick-pick-abc123.json"
REPORT_NAME = "crash-20260101-120000.txt"


# -- the kinds: where each lives, and a valid file of it with a number and a name to spoil ---
def target(kind: str) -> Path:
    data = paths.data_dir()
    return {
        "settings": paths.settings_path(),
        "setups": setups_path(),
        "stats": stats.stats_path(),
        "stats lock": stats.stats_path().with_name("stats.json.lock"),
        "tutorials": tutorial_progress.progress_path(),
        "game in progress": saves.games_dir() / SLOT_NAME,
        "earlier autosave": paths.autosave_path(),
        "named save": paths.saves_dir() / "evening.json",
        "replay": history.replays_dir() / REPLAY_NAME,
        "crash reports": data / "logs",
    }[kind]


def valid_bytes(kind: str, number: bytes = b"1", name: bytes = b'"Mia"') -> bytes:
    """A file of `kind` the app reads whole, with `number` and `name` as raw tokens."""
    if kind == "settings":
        return b"sound_volume = " + number + b"\nplayer_name = " + name + b"\n"
    if kind == "setups":
        seats = [{"kind": "human", "name": "@N", "colour": "@X"}, {"kind": "ai:easy", "colour": 1}]
        obj: dict = {"format": 1, "games": {"stick-pick": {"seats": seats, "options": {}}}}
    elif kind == "stats":
        entry = dict(game="stick-pick", date="@X", player="@N", opponents="easy", outcome="win")
        obj = {"format": 1, "results": [entry | dict(score=3, best_other=1, players=2)]}
    elif kind == "tutorials":
        obj = {"format": 1, "games": {"stick-pick": {"step": "@X", "completed": False}}, "n": "@N"}
    elif kind in ("stats lock", "crash reports"):
        return b"Totem Games crash report\nseed: " + number + b"\nname: " + name + b"\n"
    else:
        obj = record(["human", "ai:random"]).to_json() | {"seed": "@X"}
        obj["seats"][0]["name"] = "@N"
        if kind == "replay":
            obj["archived"] = {"date": 1.7e9, "winners": [0], "scores": [3, 1]}
    return json.dumps(obj).encode().replace(b'"@X"', number).replace(b'"@N"', name)


def _toml(kind: str, toml: bytes, js: bytes) -> bytes:
    return toml if kind == "settings" else js


def _write(data: Callable[[str], bytes]) -> Callable[[str, Path], None]:
    return lambda kind, path: path.write_bytes(data(kind))


def _fifo(kind: str, path: Path) -> None:
    os.mkfifo(path)


def _link_to_fifo(kind: str, path: Path) -> None:
    elsewhere = path.parent / "elsewhere.fifo"
    os.mkfifo(elsewhere)
    path.symlink_to(elsewhere)


def _huge(kind: str, path: Path) -> None:
    with open(path, "wb") as f:
        f.truncate(300 * 1024 * 1024)  # sparse: 300 MB to the reader, nothing on the disk


def _folder(kind: str, path: Path) -> None:
    path.mkdir()


def _mode_000(kind: str, path: Path) -> None:
    if kind == "crash reports":
        path.mkdir()
        (path / REPORT_NAME).write_bytes(valid_bytes(kind))
    else:
        path.write_bytes(valid_bytes(kind))
    os.chmod(path, 0)


DAMAGES: dict[str, Callable[[str, Path], None]] = {
    "truncated": _write(lambda k: valid_bytes(k)[: len(valid_bytes(k)) // 2]),
    "invalid UTF-8": _write(lambda k: valid_bytes(k, name=b'"\xed\xa0\x80\xff"')),
    "nesting 100,000 deep": _write(lambda k: valid_bytes(k, DEEP)),
    "10**40": _write(lambda k: valid_bytes(k, b"1" + b"0" * 40)),
    "1e999 / inf": _write(lambda k: valid_bytes(k, _toml(k, b"inf", b"1e999"))),
    "wrong types": _write(lambda k: valid_bytes(k, _toml(k, b'"loud"', b'"many"'), name=b"7")),
    "300 MB (sparse)": _huge,
    "FIFO": _fifo,
    "symlink to a FIFO": _link_to_fifo,
    "symlink to /dev/zero": lambda k, p: p.symlink_to("/dev/zero"),
    "folder": _folder,
    "name not UTF-8": lambda k, p: None,  # see damaged_paths()
}
# Kept apart: needs a user the file's mode applies to (root reads anything).
MODE_000 = "mode 000"

KINDS = (
    "settings",
    "setups",
    "stats",
    "stats lock",
    "tutorials",
    "game in progress",
    "earlier autosave",
    "named save",
    "replay",
    "crash reports",
)
FOLDER_KINDS = ("game in progress", "named save", "replay", "crash reports")


def damaged_paths(kind: str, damage: str) -> list[Path]:
    """Make `kind`'s damage; returns what must stay exactly as it is."""
    path = target(kind)
    if kind == "crash reports" and damage in ("folder", "name not UTF-8"):
        path.mkdir(parents=True, exist_ok=True)  # the folder is fine: a report in it is not
        name = os.fsdecode(b"crash-" + BAD_NAME + b".txt") if damage != "folder" else REPORT_NAME
        path = path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if damage == "name not UTF-8":
        if kind in FOLDER_KINDS:
            if kind != "crash reports":  # a good file of the kind, under a name that is not text
                path = path.with_name(os.fsdecode(BAD_NAME + b".json"))
            path.write_bytes(valid_bytes(kind))
            return [path]
        stray = path.with_name(os.fsdecode(os.fsencode(path.name) + BAD_NAME))
        stray.write_bytes(b"\xff\x00garbage")  # beside the kind's file, which is missing
        return [stray, path.parent]
    if damage == MODE_000:
        _mode_000(kind, path)
    else:
        DAMAGES[damage](kind, path)
    return [path]


def snapshot(path: Path) -> tuple:
    """Type, mode, size, time, link target and (for small ordinary files) the bytes."""
    st = os.lstat(path)
    link = os.readlink(path) if stat.S_ISLNK(st.st_mode) else None
    readable = stat.S_ISREG(st.st_mode) and st.st_size < 50_000_000 and st.st_mode & 0o444
    content = Path(path).read_bytes() if readable else None
    if stat.S_ISDIR(st.st_mode):
        return st.st_mode, link, None  # a folder: its entries may change, it stays a folder
    return st.st_mode, st.st_size, st.st_mtime_ns, link, content


# -- the actions that used to write each kind ----------------------------------------------
def start_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.ui.app import App

    app = App(ai_worker=AiWorker(use_process=False))  # reads settings.toml as a start does
    app.ai_min_delay = 0.0
    app.run_frames(4)
    return app


def _texts(app) -> list[str]:
    """Every message on screen: banners of the scenes, the dialog on top."""
    out = []
    for scene in app.stack:
        banners = getattr(scene, "banners", None)
        if banners is not None:
            out += banners.texts()
    top = app.top
    if hasattr(top, "text") and isinstance(top.text, str):
        out.append(f"[{top.title}] {top.text}")
    return out


def _new_table(app):
    from totemgame.ui.table_factory import start_game

    table = start_game(app, record(["human", "ai:random"], seed=3))
    app.run_frames(2)
    return table


def _play_to_the_end(app, table) -> None:
    def over() -> bool:
        if table.can_act:
            table.submit(table.legal_actions()[0])
        return table.session.match.is_over()

    run_until(app, over, seconds=60)
    app.run_frames(2)


def _to_title(app):

    app.set_root(app.screens.title())
    app.run_frames(3)
    return app.top


def _open(app, label: str):
    _to_title(app)
    click_button(app, label)
    app.run_frames(3)
    return app.top


def _answer(app) -> None:
    """A question or a message about the file: keep it, or OK."""
    for label in ("Keep it", "OK"):
        if scene_name(app) == "DialogScene" and app.top.find_button(label) is not None:
            click_button(app, label)
            return


def act_settings(app) -> list[str]:
    table = _new_table(app)
    app.key(pygame.K_m, unicode="m")
    app.run_frames(2)
    told = _texts(app)
    app.key(pygame.K_m, unicode="m")  # and back: never said twice
    app.run_frames(2)
    _open(app, "Settings")
    click_button(app, "Save")
    told += _texts(app)
    _answer(app)
    app.run_frames(2)
    assert table.app.running
    return told


def act_setups(app) -> list[str]:
    from totemgame.ui.scenes.setup import SetupScene

    _to_title(app)
    app.push(SetupScene(app, "stick-pick"))
    app.run_frames(2)
    click_button(app, "Start")  # leaving the setup for the table
    app.run_frames(2)
    told = _texts(app)
    _to_title(app)
    app.push(SetupScene(app, "stick-pick"))
    app.run_frames(2)
    click_button(app, "Back")
    app.run_frames(2)
    return told + _texts(app)


def act_finish(app) -> list[str]:
    table = _new_table(app)
    _play_to_the_end(app, table)
    told = _texts(app)
    _open(app, "Statistics")
    return told + _texts(app)


def act_tutorials(app) -> list[str]:
    from totemgame import tutorial as scripts
    from totemgame.ui import tutorial_guide as tutorial

    _open(app, "Learn to play")  # the chooser reads the progress for its marks
    scene = tutorial.start(app, "stick-pick")
    app.run_frames(2)
    app.key(pygame.K_RETURN)  # Next: the tutorial moves on a step
    app.run_frames(3)
    told = _texts(app)
    assert scene.tutorial is not None
    tutorial.finish(app, scripts.load("stick-pick"))  # and ends: marked completed
    app.run_frames(2)
    return told + _texts(app)


def act_game_in_progress(app) -> list[str]:
    table = _new_table(app)
    click(app, table.board.take_buttons[0].rect.center)  # a move: the autosave is written
    app.run_frames(3)

    app.push(app.screens.pause(table))
    app.run_frames(1)
    click_button(app, "Save and quit to title")
    told = _texts(app)
    scene = _open(app, "Load game")
    app.run_frames(2)  # every row drawn
    assert scene_name(app) == "LoadGameScene" and scene.entries
    return told + _texts(app)


def act_earlier_autosave(app) -> list[str]:
    told = _texts(app)  # the title's Continue read it at start
    _open(app, "Load game")
    app.run_frames(2)
    return told + _texts(app)


def act_named_save(app) -> list[str]:

    table = _new_table(app)
    pause = app.screens.pause(table)
    app.push(pause)
    app.run_frames(1)
    pause.save_as()
    pause.name_box.text = "evening"
    click_button(app, "Save")
    told = _texts(app)
    _answer(app)
    _open(app, "Load game")
    app.run_frames(2)
    return told + _texts(app)


def act_replay(app) -> list[str]:
    table = _new_table(app)
    _play_to_the_end(app, table)
    told = _texts(app)
    _open(app, "Replays")
    app.run_frames(2)
    return told + _texts(app)


def act_crash(app) -> list[str]:
    from totemgame.ui.crash_guard import CrashGuard

    _new_table(app)
    CrashGuard(app).recover(RuntimeError("a bug"))
    app.run_frames(2)
    told = _texts(app)
    app.key(pygame.K_RETURN)  # back to the title
    app.run_frames(2)
    return told


ACTIONS: dict[str, Callable[..., list[str]]] = {
    "settings": act_settings,
    "setups": act_setups,
    "stats": act_finish,
    "stats lock": act_finish,
    "tutorials": act_tutorials,
    "game in progress": act_game_in_progress,
    "earlier autosave": act_earlier_autosave,
    "named save": act_named_save,
    "replay": act_replay,
    "crash reports": act_crash,
}
WHAT_WROTE = {
    "settings": "M at a table; Save in Settings",
    "setups": "leaving the setup (Start, Back)",
    "stats": "finishing a game",
    "stats lock": "finishing a game",
    "tutorials": "a tutorial step; its end",
    "game in progress": "a move; Save and quit",
    "earlier autosave": "start; Load game",
    "named save": "Save game as... that name",
    "replay": "finishing a game",
    "crash reports": "a crash",
}


def run_case(kind: str, damage: str) -> tuple[list[Path], list[str]]:
    """Damage `kind`, start the app and do what used to write it; (what must stay, what the
    player was told). The app must still run."""
    kept = damaged_paths(kind, damage)
    before = [snapshot(p) for p in kept]
    app = start_app()
    try:
        told = ACTIONS[kind](app)
        app.run_frames(3)  # still drawing
        assert app.running
    finally:
        app.shutdown()
    assert [snapshot(p) for p in kept] == before, f"{kind} / {damage} changed"
    return kept, told


def report(kind: str, damage: str, told: list[str]) -> None:
    out = os.environ.get("TOTEMGAME_MATRIX_REPORT")
    if out:
        action = WHAT_WROTE.get(kind, "every screen that reads it")
        line = {"kind": kind, "damage": damage, "action": action, "told": told}
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")


# -- the fake game and its tutorial, for a test or a child process ---------------------------
TUTORIAL = {
    "title": "Learn Stick Pick",
    "seed": 5,
    "players": ["You", "Kai"],
    "options": {"sticks": 5},
    "summary": ["Take one to three sticks."],
    "not_covered": ["The second round."],
    "steps": [
        {"text": "These are the sticks.", "element": "sticks"},
        {"text": "Take one stick.", "play": {"kind": "take", "n": 1}, "wrong": "take ONE."},
        {"text": "Well done."},
    ],
}


def use_fake_game(mp: pytest.MonkeyPatch) -> None:
    """The throwaway Stick Pick game (as the `fake_game` fixture) and a tutorial for it."""
    import fake_game as fg

    from totemgame import games, text, tutorial

    mp.setattr(games, "_PACKAGES", {fg.GAME_ID: "fake_game"})
    mp.setattr(games, "_loaded", {})
    from totemgame.ui.table import tables

    mp.setitem(tables.TABLES, fg.GAME_ID, fg.table)
    real = text.load_data

    def load_data(name: str):
        return fg.DATA if name == fg.GAME_ID else real(name)

    mp.setattr(text, "load_data", load_data)
    mp.setattr(paths, "load_data", load_data)
    script = tutorial.parse("stick-pick", TUTORIAL)
    mp.setattr(tutorial, "load", lambda game_id: script)
    mp.setattr(tutorial, "exists", lambda game_id: game_id == "stick-pick")


@pytest.fixture
def fake_game_and_tutorial(monkeypatch, tmp_path):
    use_fake_game(monkeypatch)
    aside = tmp_path / "tmp"  # where a crash report the data folder cannot take goes
    aside.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(aside))


@pytest.mark.parametrize("damage", list(DAMAGES))
@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_file_stays_as_it_is_through_what_used_to_write_it(
    fake_game_and_tutorial, monkeypatch, tmp_path, kind, damage
):
    if damage == "name not UTF-8":  # the whole user folder under a name that is not text too
        monkeypatch.setenv("TOTEMGAME_HOME", os.fsdecode(bytes(tmp_path) + b"/h" + BAD_NAME))
    _kept, told = run_case(kind, damage)
    report(kind, damage, told)
    if kind in ("settings", "setups", "stats", "tutorials") and damage != "name not UTF-8":
        # the player is told where the choice is kept instead
        assert any("until you close the game" in t for t in told), told
    if kind == "named save" and damage != "name not UTF-8":  # refused, not offered to replace
        assert any("choose another name" in t for t in told), told


# -- mode 000, as a user the mode applies to ---------------------------------------------------
NOBODY = 65534
ROOT_USER = getattr(os, "getuid", lambda: -1)() == 0  # root reads any file: drop to nobody
# What a child process runs as: `nobody` when the tests run as root, else the user as it is.
AS_USER: dict = dict(user=NOBODY, group=NOBODY, extra_groups=[]) if ROOT_USER else {}


def nobody_python(env: dict[str, str]) -> list[str] | None:
    """A Python the unprivileged user can run with this environment's packages, or None."""
    name = f"python{sys.version_info[0]}.{sys.version_info[1]}"  # the same version's packages
    on_path = [os.path.join(d, name) for d in os.get_exec_path() if d]
    candidates = [sys.executable, *on_path, f"/usr/bin/{name}", f"/usr/local/bin/{name}"]
    for exe in dict.fromkeys(c for c in candidates if os.path.isfile(c)):
        try:
            done = subprocess.run(
                [exe, "-c", "import pygame, pytest, totemgame"],
                env=env,
                **AS_USER,
                cwd="/",
                capture_output=True,
                timeout=60,
            )
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            return [exe]
    return None


def child_env(home: str, tmp: str) -> dict[str, str]:
    import site

    path = [str(ROOT), str(HERE), str(HERE.parent), *site.getsitepackages()]
    return dict(
        os.environ,
        TOTEMGAME_HOME=home,
        TMPDIR=tmp,
        PYTHONPATH=os.pathsep.join(path),
        HOME="/",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )


CHILD = """
import json, sys
import pytest
import test_user_files_matrix as m
out = {}
with pytest.MonkeyPatch.context() as mp:
    m.use_fake_game(mp)
    for kind, home in json.loads(sys.argv[1]).items():
        mp.setenv("TOTEMGAME_HOME", home)
        app = m.start_app()
        try:
            told = m.ACTIONS[kind](app)
            app.run_frames(3)
            out[kind] = {"running": app.running, "told": told}
        except Exception as exc:
            out[kind] = {"running": False, "told": [repr(exc)]}
        finally:
            app.shutdown()
print("RESULT " + json.dumps(out))
"""


@pytest.fixture
def shared_tmp():
    """A folder the unprivileged user can reach (pytest's own is root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="totem-matrix-", dir="/tmp"))
    os.chmod(folder, 0o755)
    yield folder
    for dirpath, dirnames, _files in os.walk(folder):
        for d in dirnames:
            os.chmod(os.path.join(dirpath, d), 0o755)
    shutil.rmtree(folder, ignore_errors=True)


def _give_to_nobody(folder: Path) -> None:
    if not ROOT_USER:
        return  # the user running the tests owns them already
    for dirpath, dirnames, files in os.walk(folder):
        for name in [*dirnames, *files]:
            full = os.path.join(dirpath, name)
            if not os.path.islink(full):
                os.lchown(full, NOBODY, NOBODY)
    os.chown(folder, NOBODY, NOBODY)


def test_a_mode_000_file_stays_as_it_is_for_a_user_who_cannot_read_it(
    fake_game_and_tutorial, monkeypatch, shared_tmp
):
    aside = shared_tmp / "tmp"
    aside.mkdir()
    _give_to_nobody(aside)
    env = child_env(str(shared_tmp / "probe"), str(aside))
    python = nobody_python(env)
    if python is None:
        pytest.skip("no Python the user 'nobody' may run with these packages (as root)")
    homes, kept = {}, {}
    for kind in KINDS:
        home = shared_tmp / kind.replace(" ", "-")
        home.mkdir()
        monkeypatch.setenv("TOTEMGAME_HOME", str(home))
        paths_kept = damaged_paths(kind, MODE_000)
        os.chmod(home, 0o755)
        _give_to_nobody(home)
        homes[kind] = str(home)
        kept[kind] = [(p, snapshot(p)) for p in paths_kept]
    done = subprocess.run(
        [*python, "-c", CHILD, json.dumps(homes)],
        env=env,
        **AS_USER,
        cwd="/",
        capture_output=True,
        text=True,
        timeout=600,
    )
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("RESULT ")), None)
    assert line is not None, done.stderr[-3000:]
    results = json.loads(line[len("RESULT ") :])
    for kind in KINDS:
        assert results[kind]["running"], (kind, results[kind])
        for path, before in kept[kind]:
            assert snapshot(path) == before, f"{kind} / mode 000 changed"
        report(kind, MODE_000, results[kind]["told"])
    for kind in ("settings", "setups", "stats", "stats lock", "tutorials"):
        assert any("until you close the game" in t for t in results[kind]["told"]), kind


# -- folders that cannot be read or listed, as a user they apply to ---------------------------
def act_unreadable_saves_folder(app) -> list[str]:
    """The saves folder cannot be read: Save game as... says so, Load game lists it so."""

    table = _new_table(app)
    pause = app.screens.pause(table)
    app.push(pause)
    app.run_frames(1)
    pause.save_as()
    click_button(app, "Save")
    told = _texts(app)
    _answer(app)
    scene = _open(app, "Load game")
    app.run_frames(2)
    rows = [f"{e.title}: {e.detail}" for e in scene.entries]
    return told + rows


def act_unreadable_data_folder(app) -> list[str]:
    """The data folder cannot be read: every screen that reads it opens and says so."""
    from totemgame.ui import tutorial_guide as tutorial
    from totemgame.ui.scenes.replays import row_words

    scene = _open(app, "Load game")
    app.run_frames(2)
    told = [f"Load game: {e.title}: {e.detail}" for e in scene.entries if e.folder_problem]
    scene = _open(app, "Replays")
    app.run_frames(2)
    told += ["Replays: " + ": ".join(row_words(e)) for e in scene.entries if e.folder_problem]
    _open(app, "Statistics")
    assert scene_name(app) == "StatsScene"
    told += _texts(app)
    _open(app, "Learn to play")
    assert scene_name(app) == "GameSelectScene"
    tutorial.start(app, "stick-pick")
    app.run_frames(2)
    app.key(pygame.K_RETURN)
    app.run_frames(2)
    told += _texts(app)
    table = _new_table(app)
    click(app, table.board.take_buttons[0].rect.center)  # the autosave fails: said at the table
    app.run_frames(3)
    told += _texts(app)
    pause = app.screens.pause(table)
    app.push(pause)
    app.run_frames(1)
    pause.save_as()
    click_button(app, "Save")
    told += _texts(app)
    _answer(app)
    app.run_frames(1)
    return told + act_crash(app)


FOLDER_CASES = {
    "saves folder, mode 000": ("saves", act_unreadable_saves_folder),
    "data folder, mode 000": ("data", act_unreadable_data_folder),
}

FOLDER_CHILD = """
import json, sys
import pytest
import test_user_files_matrix as m
out = {}
with pytest.MonkeyPatch.context() as mp:
    m.use_fake_game(mp)
    for case, home in json.loads(sys.argv[1]).items():
        mp.setenv("TOTEMGAME_HOME", home)
        app = m.start_app()
        try:
            told = m.FOLDER_CASES[case][1](app)
            app.run_frames(3)
            out[case] = {"running": app.running, "told": told}
        except Exception as exc:
            import traceback
            out[case] = {"running": False, "told": [traceback.format_exc()]}
        finally:
            app.shutdown()
print("RESULT " + json.dumps(out))
"""


def test_folders_that_cannot_be_read_are_said_on_every_screen_for_a_user_who_cannot(
    fake_game_and_tutorial, shared_tmp
):
    aside = shared_tmp / "tmp"
    aside.mkdir()
    _give_to_nobody(aside)
    env = child_env(str(shared_tmp / "probe"), str(aside))
    python = nobody_python(env)
    if python is None:
        pytest.skip("no Python the user 'nobody' may run with these packages (as root)")
    homes = {}
    for case, (folder, _act) in FOLDER_CASES.items():
        home = shared_tmp / case.split(",")[0].replace(" ", "-")
        shut = home / "data" / ("saves" if folder == "saves" else "")
        shut.mkdir(parents=True)
        (home / "data" / "games").mkdir(exist_ok=True)
        os.chmod(home, 0o755)
        _give_to_nobody(home)
        os.chmod(shut, 0)
        homes[case] = str(home)
    done = subprocess.run(
        [*python, "-c", FOLDER_CHILD, json.dumps(homes)],
        env=env,
        **AS_USER,
        cwd="/",
        capture_output=True,
        text=True,
        timeout=600,
    )
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("RESULT ")), None)
    assert line is not None, done.stderr[-3000:]
    results = json.loads(line[len("RESULT ") :])
    saves_told = results["saves folder, mode 000"]
    assert saves_told["running"], saves_told
    assert any("could not be saved in" in t and "permission" in t for t in saves_told["told"])
    assert any("This folder cannot be read: permission denied" in t for t in saves_told["told"])
    data_told = results["data folder, mode 000"]
    assert data_told["running"], data_told
    told = "\n".join(data_told["told"])
    assert "Load game: The folder" in told and "Replays: The folder" in told
    assert "The statistics file could not be read (permission denied)" in told
    assert "tutorial progress file could not be read" in told
    assert "Autosave failed" in told
    assert "A crash report was written to" in told  # in the temporary folder
    for case, text in results.items():
        report(case, "(folder)", text["told"])


@pytest.mark.parametrize("content", ["damaged", "good"])
def test_files_whose_names_are_not_text_are_listed_and_drawn(fake_game_and_tutorial, content):
    """Load game and Replays show what can be shown of such a name, say that it cannot be
    shown whole, and draw every row (pygame cannot draw the name itself)."""
    from totemgame.ui.scenes.replays import row_words

    name = os.fsdecode(BAD_NAME + b".json")
    for folder, kind in (
        (saves.games_dir(), "game in progress"),
        (paths.saves_dir(), "named save"),
        (history.replays_dir(), "replay"),
    ):
        folder.mkdir(parents=True, exist_ok=True)
        data = valid_bytes(kind)
        (folder / name).write_bytes(data[: len(data) // 2] if content == "damaged" else data)
    app = start_app()
    try:
        scene = _open(app, "Load game")
        app.run_frames(3)  # every row drawn
        titles = [e.title for e in scene.entries]
        if content == "damaged":
            assert titles == ["??-?t?.json (a file whose name cannot be shown)"] * 2
        else:
            assert "Stick Pick \u2014 ??-?t? (a file whose name cannot be shown)" in titles
        scene = _open(app, "Replays")
        app.run_frames(3)
        (entry,) = scene.entries
        if content == "damaged":
            assert row_words(entry)[0] == "??-?t?.json (a file whose name cannot be shown)"
        app.run_frames(3)
        assert app.running
    finally:
        app.shutdown()
