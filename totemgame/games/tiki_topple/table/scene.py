"""The Tiki Topple table: the shell around the Tiki Topple board (board.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.games.tiki_topple.table.board import TikiBoard, card_art, rules_picture
from totemgame.ui.table import TableScene

if TYPE_CHECKING:
    from totemgame.session.protocol import Session
    from totemgame.ui.scene import Host

__all__ = ["TikiToppleScene", "card_art", "rules_picture"]


class TikiToppleScene(TableScene):
    """The Tiki Topple table."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session, TikiBoard)
