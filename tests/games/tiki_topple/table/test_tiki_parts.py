"""The Tiki Topple table parts against a stand-in TikiPort: no scene, no app."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from totemgame.engine.game import Event
from totemgame.games.tiki_topple.actions import Card
from totemgame.games.tiki_topple.rules import new_game
from totemgame.games.tiki_topple.table.hand import ActionHand
from totemgame.games.tiki_topple.table.layout import slot_y
from totemgame.games.tiki_topple.table.line import TikiLine
from totemgame.games.tiki_topple.table.reveal import RoundReveal


class StandIn:
    """Just enough of a table: one game's state, seat `viewer` looking and allowed to act."""

    def __init__(self, seed: int = 1) -> None:
        self.state = new_game(2, {}, seed)
        self.viewer = self.state.turn
        self.can_act = True
        self.messages: list[str] = []
        self.sounds: list[str] = []
        self.tips: list[str] = []
        self.time = 0.0
        self.hint_action = None
        self.played_action = None
        self.board_rect = pygame.Rect(0, 0, 900, 720)
        self.names = ["P0", "P1"]
        self.ai_only = False

    @property
    def view(self):
        return self.state.view(self.viewer)

    def legal_actions(self):
        return self.state.legal_actions(self.viewer)

    def show_message(self, text, kind="info", seconds=None):
        self.messages.append(text)

    def play_sound(self, effect):
        self.sounds.append(effect)

    def board_tooltip(self, key, text, pos, anchor=None):
        self.tips.append(text)

    @property
    def session(self):
        """The session's one fact the parts read: who the humans are (none: all AI)."""
        return SimpleNamespace(humans=[] if self.ai_only else [self.viewer])


def test_the_hand_refuses_toast_on_the_first_turn_and_picks_up_another_card():
    port = StandIn()
    hand = ActionHand(port)
    hand.select(port.view, Card.TOAST)
    assert hand.selected is None
    assert port.messages == ["Tiki Toast may not be played on your first turn of a round."]
    hand.select(port.view, Card.UP2)
    assert hand.selected is Card.UP2 and port.sounds == ["flick"]
    line = port.view.line
    assert set(hand.targets(Card.UP2)) == set(line[2:])
    assert hand.tiki_reason(port.view, Card.UP2, line[1]).startswith("Tiki Up 2 needs 2 tikis")
    hand.select(port.view, Card.UP2)  # the same card again puts it back
    assert hand.selected is None


def test_the_line_finds_the_tiki_under_the_pointer_and_slides_to_a_new_line():
    line = TikiLine(StandIn())
    order = list(range(9))
    line.reset(order)
    assert line.tiki_at(order, line.tiki_rect(4).center) == 4
    moved = order[:2] + [4] + order[2:4] + order[5:]
    line.animate_play(Event("play_up", {"tiki_id": 4, "from": 4, "to": 2}))
    line.retarget(moved)
    assert line.is_moving() and line.hop is not None
    for _ in range(60):
        line.update(1 / 30)
    assert not line.is_moving() and line.pos[4] == slot_y(2)


def test_the_reveal_closes_by_itself_only_at_an_all_ai_table():
    port = StandIn()
    closed: list[bool] = []
    reveal = RoundReveal(port, lambda: closed.append(True))
    events = [
        Event("round_end", {"round": 1, "line": [3, 1, 2]}),
        Event("round_score", {"player": 0, "card": 5, "points": 9}),
        Event("round_score", {"player": 1, "card": 7, "points": 0}),
    ]
    assert reveal.start(events).cards == [(0, 5, 9), (1, 7, 0)]
    reveal.update(10.0, False)
    assert reveal.showing and not closed  # a human closes it
    port.ai_only = True
    reveal.update(10.0, False)
    assert not reveal.showing and closed == [True]


def test_the_reveal_opens_once_the_rounds_last_play_has_been_seen():
    """The panel waits while the last play slides and then stands still for the hold; a click
    (or a key) brings it at once."""
    reveal = RoundReveal(StandIn(), lambda: None)
    events = [Event("round_end", {"round": 1, "line": [3, 1, 2]})]
    reveal.start(events, hold=1.0)
    assert reveal.showing and not reveal.opened  # the final line holds, the panel waits
    reveal.update(5.0, True)  # the tikis still slide: the hold has not begun
    assert not reveal.opened
    reveal.update(0.6, False)
    assert not reveal.opened
    reveal.update(0.6, False)
    assert reveal.opened
    reveal.start(events, hold=1.0)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))
    assert reveal.handle_event(click) and reveal.opened and reveal.showing


def test_a_toasted_tiki_of_your_secret_card_is_struck_through(game_app):
    """Your card shows at a glance which of its goals a Toast has ended this round."""
    import dataclasses

    from totemgame.games.tiki_topple.content import content
    from totemgame.games.tiki_topple.table.layout import SECRET
    from totemgame.games.tiki_topple.table.panels import draw_secret
    from totemgame.ui import theme

    view = new_game(3, {}, 5).view(0)
    assert view.secret is not None and not view.toasted
    top, middle, _bottom = content().deck[view.secret]
    inner = SECRET.inflate(-12, -12)
    row_h = (inner.h - 8) // 3

    def struck(v) -> list[bool]:
        surface = pygame.Surface((1280, 720))
        draw_secret(surface, v)
        rows = [range(inner.y + 4 + i * row_h, inner.y + 4 + (i + 1) * row_h) for i in range(3)]
        x = SECRET.centerx  # the strike crosses the whole row
        return [any(tuple(surface.get_at((x, y)))[:3] == theme.DANGER for y in r) for r in rows]

    assert struck(view) == [False, False, False]
    assert struck(dataclasses.replace(view, toasted=(middle,))) == [False, True, False]
    others = tuple(t for t in range(len(content().tiki_names)) if t not in (top, middle, _bottom))
    assert struck(dataclasses.replace(view, toasted=others[:2])) == [False, False, False]
