"""TikiPort: what the parts of the Tiki Topple table ask of it beyond a TablePort."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from totemgame.ui.table_port import TablePort

if TYPE_CHECKING:
    import pygame

    from totemgame.engine.game import Action, Seat


class TikiPort(TablePort, Protocol):
    """The Tiki Topple table as its parts see it."""

    @property
    def time(self) -> float:
        """Seconds the table has been shown (drives the glows and the torches)."""

    @property
    def hint_action(self) -> Action | None:
        """The hinted move, while it still applies."""

    @property
    def played_action(self) -> Action | None:
        """In a replay opened from a review: the move played there (drawn beside the hint)."""

    @property
    def board_rect(self) -> pygame.Rect:
        """Where the board is drawn on screen."""

    def legal_actions(self) -> list[Action]:
        """The viewing human's legal moves now ([] when they may not act)."""

    def play_sound(self, effect: str) -> None:
        """Play an effect of totemgame.ui.sound.EFFECTS (silent without a sound card)."""

    def human_to_move(self) -> Seat | None:
        """The human whose decision it is (None: an AI's turn, or the game is over)."""

    def thinking(self) -> set[Seat]:
        """The AI seats searching for a move now."""

    def all_ai(self) -> bool:
        """No human plays at this table (an all-AI game moves on by itself)."""

    def last_move_text(self) -> str:
        """The last card played in this round, in words ('' at a round's start)."""

    def tutorial_waits(self) -> bool:
        """A Learn to play step is up that is read, not played (it waits for Next)."""
