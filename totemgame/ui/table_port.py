"""TablePort: what a part of a game's table (a panel, a section, an overlay) may ask of the table.

Parts receive a TablePort, never the concrete scene class, so every game's table is split the
same way and a part can be tested against a stand-in. TableScene implements it.

A game's board and its parts see the table as a BoardPort (totemgame/ui/table/board.py), this
port typed by the game's view with the session and the table's clock, sound and messages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from totemgame.engine.game import Action, Seat
    from totemgame.text import Words
    from totemgame.tutorial import Step, Tutorial


class TablePort(Protocol):
    """The table as its parts see it: the view on screen, who looks, and how to act."""

    @property
    def view(self) -> Any:
        """The view on screen (the viewing seat's, or the public one)."""

    @property
    def viewer(self) -> Seat | None:
        """The seat whose view is on screen (None: the public view)."""

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""

    @property
    def can_act(self) -> bool:
        """The viewing human may decide now (their turn, nothing animating)."""

    def seat_colour(self, seat: Seat) -> tuple[int, int, int]:
        """The seat's colour (colour-blind palette included)."""

    def why_not(self, action: Action) -> str | None:
        """None if the viewing human may play `action` now, else the reason in words."""

    def act(self, action: Action) -> bool:
        """Play `action` for the viewing human; an illegal one is refused with its reason shown.
        True if it was played."""

    def show_message(self, text: Words, kind: str = "info", seconds: float | None = None) -> None:
        """A message over the game log (kind: info, ok, warning, error); given as a function,
        it is said again when the language changes."""

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        """Explain the board item `key` under the pointer at `pos` (call on motion), clear of
        `anchor` (the item's rectangle) when given."""

    def board_element(self, key: str) -> pygame.Rect | None:
        """Where the board element named `key` is drawn now (None: not on screen)."""


class Guide(Protocol):
    """A Learn to play runner on a table (ui/tutorial_guide.py's TutorialGuide), as the table and
    its game see it: it may refuse a move, holds the opponents back, and draws over the table."""

    tutorial: Tutorial  # the script it runs

    @property
    def step(self) -> Step | None:
        """The step on show (None: past the last one)."""

    @property
    def waiting_for_next(self) -> bool:
        """The step is read, not played: Next goes on."""

    def expected(self) -> Action | None:
        """The learner's move of the current step (None: not a learner step)."""

    def refuse(self, action: Action) -> str | None:
        """Why the step does not want `action` (None: it does)."""

    def holds_opponents(self) -> bool: ...

    def language_changed(self) -> None: ...

    def update(self, dt: float) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def pointed(self) -> list[pygame.Rect]:
        """What the step points at now (its glow, its arrow): no tooltip covers it."""

    def next_frame_in(self) -> float | None: ...


class Online(Protocol):
    """An online table's companion (ui/online_bar.py): the connection's state in sight."""

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def next_frame_in(self) -> float | None: ...

    def seat_word(self, seat: Seat) -> str | None:
        """The word on another player's panel ("Online", "Away"), or None for the usual one."""

    def leave_question(self) -> str:
        """What leaving the table means, asked before."""

    def log_lines(self, entries: list[str]) -> list[str]:
        """The game log's entries with what the players said at the table."""

    def close(self) -> None:
        """The table is left: the seat leaves, a server of this app stops."""
