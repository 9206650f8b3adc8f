"""The value picker, a part of the Totem Surround table, against a stand-in for the table."""

from __future__ import annotations

import pygame
import pytest

from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.rules import new_game
from totemgame.games.totem_surround.table.layout import pick_rect
from totemgame.games.totem_surround.table.picker import ValuePicker
from totemgame.games.totem_surround.view import SurroundView
from totemgame.ui import theme


class StandIn:
    """Just enough of a table: records what the picker asks of it."""

    def __init__(self) -> None:
        self.can_act = True
        self.colour_blind = False
        self.messages: list[str] = []
        self.sounds: list[str] = []
        self.tips: list[tuple[object, str]] = []

    def show_message(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        self.messages.append(text)

    def play_sound(self, effect: str) -> None:
        self.sounds.append(effect)

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        self.tips.append((key, text))


def a_view(seat: int | None = 0, left: tuple[int, ...] = (5, 5, 5, 3)) -> SurroundView:
    state = new_game(2, {}, 0)
    state.left[0] = list(left)
    state.phase = Phase.PLACE
    return state.view(seat)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def test_keys_and_clicks_pick_a_value_with_a_flick():
    table = StandIn()
    picker = ValuePicker(table)  # type: ignore[arg-type]  # a stand-in, not a whole table
    view = a_view()
    assert picker.value == 1
    assert picker.handle_event(key(pygame.K_3), view) and picker.value == 3
    assert picker.handle_event(click(pick_rect(1).center), view) and picker.value == 2
    assert table.sounds == ["flick", "flick"]
    assert not picker.handle_event(click((5, 5)), view) and picker.value == 2
    assert not picker.handle_event(key(pygame.K_5), view)


def test_a_value_with_none_left_is_refused_with_a_word():
    table = StandIn()
    picker = ValuePicker(table)  # type: ignore[arg-type]  # a stand-in, not a whole table
    picker.handle_event(key(pygame.K_4), a_view(left=(5, 5, 5, 0)))
    assert picker.value == 1 and table.messages == ["You have no 4s left."] and not table.sounds


def test_each_player_starts_on_the_lowest_value_held():
    picker = ValuePicker(StandIn())  # type: ignore[arg-type]  # a stand-in, not a whole table
    picker.follow(a_view(0))
    picker.handle_event(key(pygame.K_4), a_view(0))
    picker.follow(a_view(0))
    assert picker.value == 4  # the same player keeps their pick
    picker.follow(a_view(1))
    assert picker.value == 1  # the next player starts on the lowest
    picker.follow(a_view(0, left=(0, 5, 5, 3)))
    assert picker.value == 2  # no 1s left: the lowest held


def test_the_row_under_the_pointer_is_explained():
    table = StandIn()
    picker = ValuePicker(table)  # type: ignore[arg-type]  # a stand-in, not a whole table
    assert picker.tooltip(pick_rect(3).center)
    assert table.tips == [(("pick", 3), "Value 4 (X). Key 4.")]
    assert not picker.tooltip((5, 5))


@pytest.mark.parametrize(("can_act", "edge"), [(True, theme.GOLD_BRIGHT), (False, theme.GOLD_DARK)])
def test_the_chosen_row_glows_only_when_the_viewer_may_place(can_act, edge):
    pygame.init()
    table = StandIn()
    table.can_act = can_act
    picker = ValuePicker(table)  # type: ignore[arg-type]  # a stand-in, not a whole table
    surface = pygame.Surface((1280, 720))
    picker.draw(surface, a_view())
    rect = pick_rect(0)
    assert tuple(surface.get_at((rect.centerx, rect.top + 1)))[:3] == tuple(edge)[:3]
