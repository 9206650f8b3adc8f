"""The table framework: the shell every game's table shares (shell.py) and the Board protocol
a game's board implements (board.py)."""

from __future__ import annotations

from totemgame.ui.table.shell import BOARD, RESULTS_DELAY, TableScene

__all__ = ["BOARD", "RESULTS_DELAY", "TableScene"]
