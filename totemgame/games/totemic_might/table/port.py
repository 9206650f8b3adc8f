"""MightPort: what the parts of the Totemic Might table ask of it beyond a TablePort."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol

from totemgame.ui.table_port import TablePort

if TYPE_CHECKING:
    from totemgame.engine.game import Action
    from totemgame.games.totemic_might.view import MightView


class MightPort(TablePort, Protocol):
    """The table as the Totemic Might parts (orders sections, final pans, guesses) see it."""

    @property
    def view(self) -> MightView:
        """The viewer's own view (or the public one)."""

    def domains(self, view: MightView) -> tuple[frozenset[int], ...] | None:
        """The weights the deduction engine still allows for each totem (None: no seat)."""

    def captions(self, view: MightView) -> list[str]:
        """Per totem, what the viewer knows of its weight ("= 7", "3-12")."""

    def background(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run `fn(*args)` off the frame loop (a module-level function, picklable args)."""

    def play_sound(self, effect: str) -> None:
        """Play an effect of totemgame.ui.sound.EFFECTS (silent without a sound card)."""

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        """Ask before `on_yes` (a dialog over the table; No changes nothing)."""


def play(port: TablePort, action: Action) -> Callable[[], None]:
    """A button's on_click: play `action` through the port (a refusal shows its reason)."""

    def click() -> None:
        port.act(action)

    return click
