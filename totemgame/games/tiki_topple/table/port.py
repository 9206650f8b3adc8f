"""TikiPort: the table as the parts of the Tiki Topple board see it (a BoardPort of its view)."""

from __future__ import annotations

from totemgame.games.tiki_topple.view import TikiView
from totemgame.ui.table.board import BoardPort

TikiPort = BoardPort[TikiView]
