"""TableModule: what a game's `table/scene.py` module provides besides its TableScene class.

The registry names the scene as "module:Class" (GameModule[Any].scene); that module also defines two
functions the menus use, so the game select and the rulebook can show a game's own pictures
without opening its table:

    card_art(size) -> Surface                  the picture on the game's card (game select)
    rules_picture(key, width) -> Surface|None  an illustration named in the rules data
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    import pygame

    from totemgame.engine.module import GameModule


class TableModule(Protocol):
    """A game's table scene module, as the menus see it."""

    def card_art(self, size: tuple[int, int]) -> pygame.Surface: ...

    def rules_picture(self, key: str, width: int) -> pygame.Surface | None: ...


def table_module(module: GameModule[Any]) -> TableModule:
    """Import the game's table scene module (raises ImportError if it cannot be imported)."""
    return cast(TableModule, importlib.import_module(module.scene_module))
