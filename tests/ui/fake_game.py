"""A throwaway game for the UI tests: "Stick Pick". Players take 1-3 sticks in turn; each holds
a secret card; whoever takes the last stick adds their card to their score. Two rounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from totemgame.ai.agent import RandomAgent
from totemgame.engine.game import (
    Action,
    ActionCodec,
    Event,
    GameOption,
    GameSpec,
    IllegalAction,
    OptionKind,
    Result,
)
from totemgame.engine.module import GameModule
from totemgame.engine.rng import Rng
from totemgame.ui import theme
from totemgame.ui.table.board import HANDLED, Board, BoardPort, Intent
from totemgame.ui.table.tables import GameTable, with_board
from totemgame.ui.widgets.button import Button

GAME_ID = "stick-pick"
DATA = {
    "messages": {
        "take": "{seat} takes {n} stick(s).",
        "deal": "You hold a {card}.",
        "round_end": "{seat} took the last stick and scores {points}.",
    },
    "rules": [
        {"title": "Goal", "text": "Take the last stick.", "picture": "sticks"},
        {"title": "Play", "text": "Take 1 to 3 sticks. " * 30},
    ],
}


@dataclass(frozen=True)
class Take(Action):
    kind = "take"
    n: int


@dataclass(frozen=True)
class View:
    seat: int | None
    sticks: int
    scores: tuple[int, ...]
    my_card: int | None
    current: int
    round: int

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0


class StickState:
    def __init__(self, players: int, options: dict, seed: int) -> None:
        self.rng = Rng(seed)
        self.players = players
        self.start_sticks = options.get("sticks", 7)
        self.rounds = 2
        self.round = 1
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.current = 0
        self._deal()

    def _deal(self) -> None:
        self.sticks = self.start_sticks
        self.cards = [self.rng.randint(1, 9) for _ in range(self.players)]
        self.taken = [0] * self.players

    def to_move(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.current,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.current or self.is_over():
            return []
        return [Take(n) for n in (1, 2, 3) if n <= self.sticks]

    def check(self, seat: int, action: Action) -> str | None:
        if not isinstance(action, Take) or action not in self.legal_actions(seat):
            return f"cannot take {getattr(action, 'n', '?')} now"
        return None

    def opening_events(self) -> list[Event]:
        return []  # the first deal is not logged (the table tests count the log from move 1)

    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.check(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        self.sticks -= action.n
        self.taken[seat] += action.n
        events = [Event("take", {"seat": seat, "n": action.n})]
        if self.sticks == 0:
            gained = [
                self.taken[s] + (self.cards[s] if s == seat else 0) for s in range(self.players)
            ]
            self.round_scores.append(gained)
            for s in range(self.players):
                self.scores[s] += gained[s]
            events.append(Event("round_end", {"seat": seat, "points": gained[seat]}))
            self.round += 1
            if self.round <= self.rounds:
                self._deal()
                events.extend(
                    Event("deal", {"card": self.cards[s]}, visible_to=(s,), barrier=True)
                    for s in range(self.players)
                )
        self.current = (self.current + 1) % self.players
        return events

    def is_over(self) -> bool:
        return self.round > self.rounds

    def result(self) -> Result:
        return Result.from_keys(
            self.scores, self.scores, round_scores=[list(r) for r in self.round_scores]
        )

    def view(self, seat: int | None) -> View:
        return View(
            seat,
            self.sticks,
            tuple(self.scores),
            None if seat is None else self.cards[seat],
            self.current,
            self.round,
        )

    def clone(self) -> StickState:
        import copy

        return copy.deepcopy(self)


def new_game(players: int, options: Any, seed: int) -> StickState:
    return StickState(players, dict(options), seed)


def sample_world(view: View, rng: Rng) -> StickState:
    s = StickState(len(view.scores), {}, rng.randint(0, 10**9))
    s.sticks, s.scores, s.current, s.round = (
        view.sticks,
        list(view.scores),
        view.current,
        view.round,
    )
    if view.seat is not None and view.my_card is not None:
        s.cards[view.seat] = view.my_card
    return s


class StickBoard(Board[View]):
    """Draws the sticks and three Take buttons."""

    def __init__(self, port: BoardPort[View]) -> None:
        self.port = port
        self.take_buttons = [
            Button((100 + i * 220, 500, 200, 56), f"Take {n}", lambda n=n: self.take(n))
            for i, n in enumerate((1, 2, 3))
        ]
        self.events_seen: list[str] = []
        self.pressed: Intent = None  # the Take button pressed by the event being handled

    def take(self, n: int) -> None:
        self.pressed = Take(n)

    def draw(self, surface: pygame.Surface, view: View) -> None:
        surface.fill(theme.JUNGLE_DARK, self.port.board_rect)
        for i in range(view.sticks):
            pygame.draw.rect(surface, theme.WOOD_LIGHT, (120 + i * 40, 200, 16, 180))
        if view.my_card is not None:
            theme.blit_text(surface, f"Your card: {view.my_card}", (100, 420), "bold", 24)
        for b in self.take_buttons:
            b.set_enabled(self.port.can_act)
            b.draw(surface)

    def hit(self, event: pygame.event.Event, view: View) -> Intent:
        self.pressed = None
        used = any(b.handle_event(event) for b in self.take_buttons)
        return self.pressed or (HANDLED if used else None)

    def on_events(self, events, viewer) -> None:
        self.events_seen.extend(e.key for e in events)

    def is_animating(self) -> bool:
        return False

    def panel_note(self, view, seat) -> str:
        return f"Round {view.round}"

    def element_for(self, view, action):
        if isinstance(action, Take) and 1 <= action.n <= 3:
            return self.take_buttons[action.n - 1].rect
        return None

    def board_element(self, view, key: str):
        return pygame.Rect(110, 190, 500, 200) if key == "sticks" else None


# The table of Stick Pick: the shell around its board.
FakeTable = with_board(StickBoard)


def rules_picture(key: str, width: int) -> pygame.Surface:
    surf = pygame.Surface((width, 80))
    surf.fill(theme.WOOD)
    return surf


def card_art(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(theme.JUNGLE)
    return surf


def table() -> GameTable:
    """Its entry in the tables' composition root (the fake_game fixture adds it)."""
    return GameTable(FakeTable, rules_picture, card_art)


GAME = GameModule(
    spec=GameSpec(
        GAME_ID,
        "Stick Pick",
        2,
        4,
        "Take the last stick and cash your secret card.",
        options=(GameOption("sticks", "Sticks", OptionKind.INT, 7, minimum=4, maximum=10),),
        hidden_information=True,
    ),
    new_game=new_game,
    sample_world=sample_world,
    codec=ActionCodec(Take),
    make_agent=lambda difficulty, seed: RandomAgent(sample_world, seed),
    tutorial_checks={"two_or_more": lambda state, seat, action: action.n >= 2},
)
