"""Every game has the same shape: the same standard files for the same roles, each exporting
the same contract names, so a reader who knows one game finds their way in the next.

The pure half (totemgame/games/<id>/): actions, rules, view, world, ai, content; a game whose
rules span several files names them legality, effects and scoring beside rules. The drawn half
(table/): art, port, and board.py with the game's Board (older tables still subclass the shell
in scene.py). The names a game differs in are listed below, each to go by a rename."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from totemgame import games
from totemgame.engine.game import Action

ROOT = Path(games.__file__).parent
GAME_IDS = games.ids()

PURE = ("actions", "rules", "view", "world", "ai", "content")
TABLE = ("art", "port")
RULES_SPLIT = ("legality", "effects", "scoring")  # one rules file, or these three beside it

# What is left to rename (shrinks to nothing):
NOT_ON_A_BOARD: set[str] = set()  # every game is on a board
RULES_SPLIT_OTHERWISE = {"totemic-might": ("checks", "resolve", "scoring")}
CONTENT_AS_DATA = {"totem-surround"}  # content.data() gives its TOML; no content()


def folder(game_id: str) -> Path:
    return ROOT / games.package_of(game_id).rpartition(".")[2]


def names_in(path: Path) -> set[str]:
    """The top-level names a module defines (functions, classes, assignments)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Assign):
            found.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.add(node.target.id)
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_the_standard_files(game_id):
    here = folder(game_id)
    missing = [m for m in PURE if not (here / f"{m}.py").is_file()]
    missing += [f"table/{m}" for m in TABLE if not (here / "table" / f"{m}.py").is_file()]
    drawn = "scene" if game_id in NOT_ON_A_BOARD else "board"
    if not (here / "table" / f"{drawn}.py").is_file():
        missing.append(f"table/{drawn}")
    assert not missing, f"{game_id} lacks {missing}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_on_a_board_keeps_no_scene_and_the_others_no_board(game_id):
    table = folder(game_id) / "table"
    if game_id in NOT_ON_A_BOARD:
        assert not (table / "board.py").exists()
    else:
        assert not (table / "scene.py").exists(), "its board is its whole table"
        assert any(n.endswith("Board") for n in names_in(table / "board.py"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_in_several_files_use_the_standard_names(game_id):
    here = folder(game_id)
    split = RULES_SPLIT_OTHERWISE.get(game_id, RULES_SPLIT)
    present = [m for m in split if (here / f"{m}.py").is_file()]
    assert present in ([], list(split)), f"{game_id} splits its rules as {present}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_exports_the_contract_names(game_id):
    here = folder(game_id)
    wanted = {
        "__init__": {"GAME", "SPEC"},
        "actions": {"CODEC"},
        "rules": {"new_game"},
        "world": {"sample_world"},
        "ai": {"make_agent"},
        "content": {"GAME_ID", "data" if game_id in CONTENT_AS_DATA else "content"},
    }
    for module, names in wanted.items():
        missing = names - names_in(here / f"{module}.py")
        assert not missing, f"{game_id}/{module}.py lacks {sorted(missing)}"
    assert any(n.endswith("State") for n in names_in(here / "rules.py"))
    assert any(n.endswith("View") for n in names_in(here / "view.py"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_module_is_made_of_its_standard_files(game_id):
    """GAME's functions are the ones its standard files name, not stand-ins of __init__."""
    import importlib

    package = games.package_of(game_id)
    game = games.get(game_id)
    rules = importlib.import_module(f"{package}.rules")
    world = importlib.import_module(f"{package}.world")
    ai = importlib.import_module(f"{package}.ai")
    actions = importlib.import_module(f"{package}.actions")
    assert game.new_game is rules.new_game
    assert game.sample_world is world.sample_world
    assert game.make_agent is ai.make_agent
    own = [
        c
        for c in vars(actions).values()
        if inspect.isclass(c) and issubclass(c, Action) and c.__module__ == actions.__name__
    ]
    assert own, f"{game_id}/actions.py defines no Action"
