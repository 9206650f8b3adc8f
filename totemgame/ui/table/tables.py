"""The composition root of the game tables: which table each game has, typed, in one place.

The rules side of a game (totemgame.games) knows nothing of pygame; this module is where the
UI learns each game's drawn half: how to make its table around a session, the picture on its
card in the game select, and the illustrations of its rulebook. Each game's table package is
imported the first time that game is shown. A table that cannot be imported is a fault of the
app, raised as TableMissing (the crash guard keeps the game and writes a crash report), never
replaced by a lesser table; so is a game's card in the game select, never a generic picture.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from totemgame.session.protocol import Session
    from totemgame.ui.scene import Host
    from totemgame.ui.table.board import Board, BoardPort
    from totemgame.ui.table.shell import TableScene

TableMaker = Callable[["Host", "Session"], "TableScene"]


class TableMissing(RuntimeError):
    """A game's table could not be loaded: a fault of the app, reported like any crash (the
    crash guard keeps the game and says so), never replaced by a lesser table."""


@dataclass(frozen=True)
class GameTable:
    """A game's drawn half, as the screens see it."""

    make: TableMaker  # the table of a game played through `session`
    rules_picture: Callable[[str, int], pygame.Surface | None]  # a picture named in the rules
    card_art: Callable[[tuple[int, int]], pygame.Surface]  # the picture on its game-select card


def with_board(board: Callable[[BoardPort[Any]], Board[Any]]) -> TableMaker:
    """The maker of the shell around the board `board` makes."""

    def make(app: Host, session: Session) -> TableScene:
        from totemgame.ui.table.shell import TableScene

        return TableScene(app, session, board)

    return make


def _tiki_topple() -> GameTable:
    from totemgame.games.tiki_topple.table import board

    return GameTable(with_board(board.TikiBoard), board.rules_picture, board.card_art)


def _totem_surround() -> GameTable:
    from totemgame.games.totem_surround.table import board

    return GameTable(with_board(board.SurroundBoard), board.rules_picture, board.card_art)


def _totemix() -> GameTable:
    from totemgame.games.totemix.table import board

    return GameTable(with_board(board.TotemixBoard), board.rules_picture, board.card_art)


def _totem_village() -> GameTable:
    from totemgame.games.totem_village.table import board

    return GameTable(with_board(board.VillageBoard), board.rules_picture, board.card_art)


def _totemic_might() -> GameTable:
    from totemgame.games.totemic_might.table import board

    return GameTable(with_board(board.MightBoard), board.rules_picture, board.card_art)


# game id -> its table, imported on first use (the registry of totemgame.games lists the ids)
TABLES: dict[str, Callable[[], GameTable]] = {
    "tiki-topple": _tiki_topple,
    "totemix": _totemix,
    "totem-village": _totem_village,
    "totem-surround": _totem_surround,
    "totemic-might": _totemic_might,
}


def game_table(game_id: str) -> GameTable:
    """The table of `game_id`. Raises TableMissing when the game has none or it cannot be
    imported."""
    load = TABLES.get(game_id)
    if load is None:
        raise TableMissing(f"no table is known for the game {game_id}")
    try:
        return load()
    except ImportError as exc:
        raise TableMissing(f"the table of {game_id} could not be loaded: {exc!r}") from exc
