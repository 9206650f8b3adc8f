"""The dependency rule (ARCHITECTURE.md): nothing left of `ui` imports pygame; no import circle.

Each pygame check runs in a fresh interpreter where importing pygame raises ImportError, so a
stray `import pygame` anywhere in the chain fails the test with its traceback. The circle check
reads the import graph from the source (tests/import_graph.py).
"""

from __future__ import annotations

import importlib.util
import json
import pkgutil
import subprocess
import sys
import textwrap

import import_graph
import pytest

import totemgame.ai
import totemgame.engine
from totemgame import games

BLOCK_PYGAME = textwrap.dedent(
    """
    import importlib.abc, sys

    class NoPygame(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith("pygame."):
                raise ImportError(f"{name} imported outside ui/ and scene.py")
            return None

    sys.meta_path.insert(0, NoPygame())
    """
)


def import_without_pygame(*modules: str) -> subprocess.CompletedProcess[str]:
    lines = [BLOCK_PYGAME]
    lines += [f"import importlib; importlib.import_module({m!r})" for m in modules]
    lines.append(
        "assert not any(m == 'totemgame.ui' or m.startswith('totemgame.ui.') for m in sys.modules)"
    )
    return subprocess.run(
        [sys.executable, "-c", "\n".join(lines)], capture_output=True, text=True, timeout=120
    )


def submodules(package) -> list[str]:
    return [package.__name__] + [
        info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
    ]


def test_the_blocker_really_blocks_pygame():
    proc = import_without_pygame("pygame")
    assert proc.returncode != 0 and "imported outside ui" in proc.stderr


@pytest.mark.parametrize("module", submodules(totemgame.engine) + submodules(totemgame.ai))
def test_engine_and_ai_modules_import_without_pygame(module):
    proc = import_without_pygame(module)
    assert proc.returncode == 0, proc.stderr


def test_registry_imports_without_pygame():
    proc = import_without_pygame("totemgame.games", "totemgame.cli")
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("game_id", games.ids())
def test_game_rules_and_ai_import_without_pygame(game_id):
    package = games._PACKAGES[game_id]
    modules = [package] + [
        f"{package}.{name}"
        for name in ("rules", "ai")
        if importlib.util.find_spec(f"{package}.{name}") is not None
    ]
    assert f"{package}.rules" in modules, f"{package} has no rules module"
    proc = import_without_pygame(*modules)
    assert proc.returncode == 0, proc.stderr
    # The registry entry itself (GAME) must be usable without pygame, too.
    code = BLOCK_PYGAME + f"from totemgame import games\ngames.get({game_id!r})\n"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


# -- every pure module, walked ---------------------------------------------------------------
def is_table_side(module: str) -> bool:
    """ui/ and games/<id>/table/: the only places pygame may be imported."""
    parts = module.split(".")
    return parts[:2] == ["totemgame", "ui"] or (
        parts[:2] == ["totemgame", "games"] and len(parts) > 3 and parts[3] == "table"
    )


def pure_modules() -> list[str]:
    return [m for m in import_graph.all_modules() if not is_table_side(m)]


WALK = """
import importlib, json, sys, traceback
failed = {}
for name in json.loads(sys.argv[1]):
    try:
        importlib.import_module(name)
    except Exception:
        failed[name] = traceback.format_exc(limit=3)
    ui = sorted(m for m in sys.modules if m == "totemgame.ui" or m.startswith("totemgame.ui."))
    if ui and name not in failed:
        failed[name] = "imported " + ", ".join(ui)
        for m in ui:
            del sys.modules[m]
print(json.dumps(failed))
"""


def test_every_module_outside_ui_and_tables_imports_without_pygame():
    modules = pure_modules()
    assert "totemgame.cli.bench" in modules and "totemgame.games.totem_surround.rules" in modules
    assert not any(".table." in m or m.startswith("totemgame.ui.") for m in modules)
    code = BLOCK_PYGAME + WALK
    proc = subprocess.run(
        [sys.executable, "-c", code, json.dumps(modules)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    failed = json.loads(proc.stdout.strip().splitlines()[-1])
    assert not failed, "\n".join(f"{m}:\n{why}" for m, why in failed.items())


# -- no import circle --------------------------------------------------------------------------
def test_the_circle_finder_sees_function_level_imports_but_not_type_checking_ones():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert import_graph.circles(edges) == [{"a", "b", "c"}]
    assert import_graph.cycle_path(edges, {"a", "b", "c"}) == ["a", "b", "c", "a"]
    table = import_graph.all_modules()
    path = table["totemgame.ui.table_factory"]
    found = import_graph.imports_of("totemgame.ui.table_factory", path, table)
    assert "totemgame.session.local" in found  # inside a function
    assert "totemgame.ui.app" not in found and "totemgame.ui.scene" not in found  # TYPE_CHECKING


def test_no_import_circle_in_the_package():
    edges = import_graph.graph()
    found = import_graph.circles(edges)
    assert not found, "import circles:\n" + "\n".join(
        " -> ".join(import_graph.cycle_path(edges, g)) for g in found
    )


def test_no_scene_module_imports_another_scene_module():
    """Screens open each other through the app's Screens (ui/screens.py); only base classes
    are imported."""
    edges = import_graph.graph()
    scenes = {m for m in edges if m.startswith("totemgame.ui.scenes.")}
    bases = {"totemgame.ui.scenes.menu"}
    for scene in sorted(scenes):
        assert not (edges[scene] & (scenes - bases)), (scene, edges[scene] & scenes)
