"""ShellPort: the table shell as its own parts see it (the log, the hint flow, the hand-off
and results, the moves, the keys, the side column's panels).

The parts are composed by the shell (totemgame/ui/table/shell.py) and typed against this
protocol, never the shell's class, so none of them imports the shell."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from totemgame.engine.game import Action, Event, Seat
    from totemgame.session.protocol import Session
    from totemgame.text import Words
    from totemgame.ui.furniture.game_log import GameLog
    from totemgame.ui.scene import Host
    from totemgame.ui.table.board import Board
    from totemgame.ui.table.column import SideColumn
    from totemgame.ui.table_port import Guide, Online
    from totemgame.ui.widgets.banner import BannerStack
    from totemgame.ui.widgets.button import Button
    from totemgame.ui.widgets.focus import FocusGroup


class ShellPort(Protocol):
    """What the shell's parts read and ask of it."""

    app: Host
    session: Session
    board: Board[Any]
    column: SideColumn
    # The column's widgets as the table holds them now (a replay gives it a shorter log).
    log: GameLog
    banners: BannerStack
    hint_button: Button
    ui: FocusGroup
    hint_action: Action | None  # the hinted move, while it still applies
    tutorial: Guide | None
    online: Online | None
    game_id: str
    time: float

    @property
    def board_rect(self) -> pygame.Rect:
        """Where the board is drawn on screen."""

    @property
    def view(self) -> Any:
        """The view on screen."""

    @property
    def viewer(self) -> Seat | None:
        """The seat whose view is on screen (None: the public view)."""

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""

    @property
    def can_act(self) -> bool:
        """The viewing human may move now."""

    def is_animating(self) -> bool:
        """The board plays something the AI and the hand-off wait for."""

    def overlay_waits(self) -> bool:
        """A panel only a click closes is up."""

    def on_top(self) -> bool:
        """The table is the scene shown (no pause menu, hand-off or dialog over it)."""

    def seat_colour(self, seat: Seat) -> tuple[int, int, int]:
        """The seat's colour on the panels and results."""

    def show_message(self, text: Words, kind: str = "info", seconds: float | None = None) -> None:
        """A message over the log."""

    def describe_event(self, event: Event) -> str:
        """An event as the log says it."""

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip should not cover where it can go elsewhere."""

    def notes_keep_clear(self) -> list[pygame.Rect]:
        """What the player reads while pointing elsewhere: a tooltip keeps clear of it."""

    def act(self, action: Action) -> bool:
        """Play `action` for the viewing human, or show why it is refused."""

    def handle_board_event(self, event: pygame.event.Event, view: Any) -> bool:
        """A mouse or key event on the board: True if the board took it."""

    def open_handoff(self) -> None:
        """The hand-off screen over the table."""

    def open_pause(self) -> None:
        """The pause menu over the table."""

    def ask_for_hint(self) -> None:
        """The Hint button or H."""

    def toggle_mute(self) -> None:
        """M: sound off / on."""

    def undo(self) -> None:
        """Take back the viewing human's last move."""
