"""The Totem Surround table: the shell around the Totem Surround board (board.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.games.totem_surround.table.board import SurroundBoard, card_art, rules_picture
from totemgame.ui.table import TableScene

if TYPE_CHECKING:
    from totemgame.session.protocol import Session
    from totemgame.ui.scene import Host

__all__ = ["TotemSurroundScene", "card_art", "rules_picture"]


class TotemSurroundScene(TableScene):
    """The Totem Surround table."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session, SurroundBoard)
