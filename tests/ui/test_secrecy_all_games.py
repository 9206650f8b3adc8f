"""Pass-and-play never shows a human another human's secrets, in every registered game.

Three humans (and an AI seat where the game seats four) play through the real App. The table's
draw and the hand-off screen are instrumented: every frame the table draws records whose view it
used, every hand-off records whom it handed the screen to, every human decision records who
made it. The seat at the screen is the one the last hand-off went to, and then:
- the table only ever draws that seat's view (or the public one),
- its game log only lists events that seat may see,
- every human decision is taken by that seat, so a different human only decides after a
  hand-off screen was shown to them.
A game without hidden information needs no hand-offs: there, every seat's view must be the same.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from totemgame import games
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.session.local_session import LocalSession
from totemgame.ui.scenes.handoff import HandoffScene
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.button import Button

DECISIONS = 30  # human decisions per game (a few rounds of every human)
MAX_FRAMES = 6000
TABLE_BUTTONS = {"Menu", "Hint", "Hint...", "Undo"}


@pytest.fixture
def real_app():
    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    a.ai_min_delay = 0.0
    yield a
    a.shutdown()
    pygame.quit()


@pytest.fixture
def journal(monkeypatch):
    """Instrument the table, the hand-off and the controller; returns the list of records."""
    log: list[tuple] = []
    table_draw, handoff_draw = TableScene.draw, HandoffScene.draw
    handoff_done, submit = HandoffScene.done, LocalSession.submit

    def draw_table(self, surface):
        view = self.view
        seat = getattr(view, "seat", self.viewer)
        log.append(("table", seat, list(self.log.entries), self))
        table_draw(self, surface)

    def draw_handoff(self, surface):
        log.append(("handoff-shown", self.seat))
        handoff_draw(self, surface)

    def done(self):
        handoff_done(self)
        log.append(("handed", self.table.session.viewer))

    def decide(self, action):
        log.append(("decide", self.human_to_move()))
        return submit(self, action)

    monkeypatch.setattr(TableScene, "draw", draw_table)
    monkeypatch.setattr(HandoffScene, "draw", draw_handoff)
    monkeypatch.setattr(HandoffScene, "done", done)
    monkeypatch.setattr(LocalSession, "submit", decide)
    return log


def _kinds(game_id: str) -> list[str]:
    spec = games.get(game_id).spec
    humans = min(3, spec.max_players)
    kinds = ["human"] * humans
    if spec.max_players > humans:
        kinds.insert(1, "ai:random")  # an AI moves between two humans
    return kinds


def _stray_button(scene: TableScene) -> Button | None:
    """A modal button of the game's own (e.g. "Next round" after a reveal, a board's
    Continue), if one shows."""
    own = () if scene.board is None else scene.board.widgets()
    for value in [*vars(scene).values(), *own]:
        shown = isinstance(value, Button) and value.visible and value.enabled
        if shown and value.label not in TABLE_BUTTONS:
            return value
    return None


def _play(app, game_id: str, rnd: random.Random) -> TableScene:
    """Humans decide (random legal moves); hand-offs are clicked away like a player would."""
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"Player {i + 1}", i) for i, k in enumerate(_kinds(game_id))]
    table = start_game(app, GameRecord(game_id, {}, seats, rnd.randrange(10**6)))
    assert table is not None
    decisions, idle = 0, 0
    for _ in range(MAX_FRAMES):
        app.step(1 / 60)
        top = app.top
        name = type(top).__name__
        assert name != "DialogScene", f"a dialog appeared: {getattr(top, 'text', '')}"
        if name == "ResultsScene" or decisions >= DECISIONS:
            break
        if isinstance(top, HandoffScene):
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            app.click(button.rect.center)
            continue
        if top is not table:
            continue
        if table.can_act:
            idle = 0
            table.submit(rnd.choice(table.legal_actions()))
            decisions += 1
            continue
        idle += 1
        if idle > 90 and (button := _stray_button(table)) is not None:
            app.click(button.rect.center)
            idle = 0
    assert decisions >= min(DECISIONS, 10), f"only {decisions} human decisions were made"
    return table


@pytest.mark.parametrize("game_id", games.ids())
def test_no_frame_shows_another_humans_secret(real_app, journal, game_id):
    rnd = random.Random(game_id)
    table = _play(real_app, game_id, rnd)
    match = table.session.match
    humans = match.human_seats()
    secret = games.get(game_id).spec.hidden_information
    at_screen = None
    deciders: list[int] = []
    handoffs_shown: set[int] = set()
    table_frames = 0
    for entry in journal:
        kind = entry[0]
        if kind == "handoff-shown":
            handoffs_shown.add(entry[1])
        elif kind == "handed":
            assert entry[1] in handoffs_shown, "the screen went to someone never shown a hand-off"
            at_screen = entry[1]
            handoffs_shown.clear()
        elif kind == "table":
            _, seat, log_entries, scene = entry
            table_frames += 1
            if secret:
                assert seat is None or seat == at_screen, (
                    f"the table drew seat {seat}'s view while seat {at_screen} had the screen"
                )
                allowed = [scene.describe_event(le.event) for le in match.events_visible_to(seat)]
                assert set(log_entries) <= set(allowed), "the log shows events of another seat"
        elif kind == "decide":
            seat = entry[1]
            assert seat in humans
            if secret:
                assert seat == at_screen, (
                    f"seat {seat} decided while seat {at_screen} had the screen"
                )
            deciders.append(seat)
    assert table_frames >= len(deciders) > 0  # the table was seen before each decision
    assert len(set(deciders)) >= 2, "at least two humans should have decided"
    changes = sum(1 for a, b in zip(deciders, deciders[1:], strict=False) if a != b)
    handed = sum(1 for e in journal if e[0] == "handed")
    if secret:
        assert handed >= changes > 0
    else:
        assert handed == 0  # nothing to hide: the screen passes freely
        state = match.state
        public = [dataclasses.replace(state.view(s), seat=None) for s in range(len(match.seats))]
        assert all(v == public[0] for v in public), "a perfect-information game has secrets"
