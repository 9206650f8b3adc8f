"""MightPort: the table as the Totemic Might board and its parts see it (a BoardPort of its
view), and Notes: what the viewer's notebook proves, for the parts that show it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from totemgame.ui.table.board import BoardPort

if TYPE_CHECKING:
    from totemgame.engine.game import Action
    from totemgame.games.totemic_might.view import MightView
    from totemgame.ui.table_port import TablePort

MightPort = BoardPort["MightView"]


class Notes(Protocol):
    """What the viewer's notes (and the deduction assist) prove of the totems' weights."""

    def domains(self, view: MightView) -> tuple[frozenset[int], ...] | None:
        """The weights the deduction engine still allows for each totem (None: no seat)."""

    def captions(self, view: MightView) -> list[str]:
        """Per totem, what the viewer knows of its weight ("= 7", "3-12")."""


def play(port: TablePort, action: Action) -> Callable[[], None]:
    """A button's on_click: play `action` through the port (a refusal shows its reason)."""

    def click() -> None:
        port.act(action)

    return click
