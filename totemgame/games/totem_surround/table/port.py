"""SurroundPort: the table as the Totem Surround board and its parts see it (a BoardPort of its
view)."""

from __future__ import annotations

from totemgame.games.totem_surround.view import SurroundView
from totemgame.ui.table.board import BoardPort

SurroundPort = BoardPort[SurroundView]
