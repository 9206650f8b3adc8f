"""The dependency rule (ARCHITECTURE.md): nothing left of `ui` imports pygame.

Each check runs in a fresh interpreter where importing pygame raises ImportError, so a stray
`import pygame` anywhere in the chain fails the test with its traceback.
"""

from __future__ import annotations

import importlib.util
import pkgutil
import subprocess
import sys
import textwrap

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
