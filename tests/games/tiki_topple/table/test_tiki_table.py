"""Tiki Topple through the real scenes: secrets in pass-and-play, clicks on cards and tikis."""

from __future__ import annotations

import pygame
import pytest
from helpers import pass_handoff, texts_drawn

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.tiki_topple.actions import CARDS, Card
from totemgame.games.tiki_topple.table.board import TikiBoard
from totemgame.games.tiki_topple.table.layout import CARD_H, CARD_W, HAND_X, HAND_Y
from totemgame.ui.table import TableScene


@pytest.fixture
def tiki_app(game_app):
    return game_app


def _start(app, kinds: list[str], seed: int = 11) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("tiki-topple", {}, seats, seed))
    assert isinstance(scene, TableScene) and isinstance(scene.board, TikiBoard)
    return scene


def _card_centre(card: Card) -> tuple[int, int]:
    i = CARDS.index(card)
    return (HAND_X + i * (CARD_W + 8) + CARD_W // 2, HAND_Y + CARD_H // 2)


def test_pass_and_play_never_shows_a_secret_card_to_the_wrong_player(tiki_app):
    """Three humans: every frame of the table shows only the secret of the human on screen,
    and a hand-off screen hides the table whenever the turn passes to another human."""
    scene = _start(tiki_app, ["human", "human", "human"])
    state = scene.session.match.state
    handoffs = 0
    turns = 0
    last_viewer = None
    for _ in range(4000):
        tiki_app.step(1 / 60)
        top = tiki_app.top
        if type(top).__name__ == "HandoffScene":
            handoffs += 1
            assert top.opaque  # the table is not drawn under it
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            tiki_app.click(button.rect.center)
            continue
        if top is not scene:
            continue
        view = scene.view
        if view.seat is not None and view.secret is not None:
            assert view.secret == state.secrets[view.seat]
            assert view.seat == scene.session.viewer
        if scene.board.summary is not None:
            scene.board.reveal.close()
            continue
        if scene.can_act:
            mover = scene.session.human_to_move()
            assert mover == view.seat, "the table shows the player whose turn it is"
            if last_viewer is not None and last_viewer != mover:
                assert handoffs > 0
            last_viewer = mover
            scene.submit(scene.legal_actions()[0])
            turns += 1
            if turns >= 14:
                break
    assert turns >= 14 and handoffs >= turns - 1


def test_pass_and_play_hides_the_table_between_humans_and_at_a_new_deal(tiki_app):
    """With an AI between two humans, the table shows the public view while the AI moves;
    at a round's end (everyone looks at the reveal) nobody's new card is on screen."""
    scene = _start(tiki_app, ["human", "human", "ai:easy"])
    state = scene.session.match.state
    reveals = 0
    for _ in range(20000):
        tiki_app.step(1 / 60)
        if pass_handoff(tiki_app):
            continue
        if tiki_app.top is not scene:
            continue
        if scene.board.summary is not None:  # the round's reveal, in front of everyone
            assert scene.view.seat is None and scene.viewer is None
            assert not any(e.startswith("You drew") for e in scene.log.entries)
            reveals += 1
            if reveals == 2:
                break
            scene.board.reveal.close()
            continue
        if state.turn == 2 and not state.is_over():  # the AI is to move
            assert scene.view.seat is None, "a human's secret stays on screen while the AI plays"
        if scene.can_act:
            scene.submit(scene.legal_actions()[0])
    assert reveals == 2


def test_clicking_a_card_then_a_glowing_tiki_plays_it(tiki_app):
    scene = _start(tiki_app, ["human", "ai:random"], seed=3)
    while not scene.can_act:
        tiki_app.step(1 / 60)
    view = scene.view
    target = view.line[5]
    tiki_app.click(_card_centre(Card.UP2))
    tiki_app.step(1 / 60)
    assert scene.board.selected is Card.UP2
    tiki_app.click(scene.board.tikis.tiki_rect(target).center)
    tiki_app.step(1 / 60)
    human_moves = [a for seat, a in scene.session.match.record.actions if seat == 0]
    assert human_moves == [{"kind": "play", "card": "up2", "tiki": target}]


def test_clicking_a_tiki_that_cannot_move_changes_nothing_and_says_why(tiki_app):
    scene = _start(tiki_app, ["human", "ai:random"], seed=4)
    while not scene.can_act:
        tiki_app.step(1 / 60)
    second = scene.view.line[1]
    before = scene.session.match.ply
    tiki_app.click(_card_centre(Card.UP3))
    tiki_app.step(1 / 60)
    tiki_app.click(scene.board.tikis.tiki_rect(second).center)
    tiki_app.step(1 / 60)
    assert scene.session.match.ply == before
    assert any("needs 3 tikis above" in b.text for b in scene.banners.banners)


def test_toast_on_the_first_turn_is_refused_with_a_reason(tiki_app):
    scene = _start(tiki_app, ["human", "ai:random"], seed=5)
    while not scene.can_act:
        tiki_app.step(1 / 60)
    tiki_app.click(_card_centre(Card.TOAST))
    tiki_app.step(1 / 60)
    assert scene.board.selected is None
    assert any("first turn" in b.text for b in scene.banners.banners)


@pytest.mark.slow
def test_selftest_plays_tiki_topple_through_the_real_scenes():
    from totemgame.ui.harness.selftest import run_selftest

    assert run_selftest("tiki-topple", use_process=False) == 0


def test_while_a_rounds_reveal_is_open_the_heading_names_that_round(tiki_app, monkeypatch):
    from totemgame.games.tiki_topple.table.reveal import RoundSummary

    scene = _start(tiki_app, ["human", "ai:random"])
    tiki_app.step(1 / 60)
    shown = texts_drawn(monkeypatch, "blit_shadowed")
    view = scene.view
    scene.board.draw(tiki_app.screen, view)
    assert f"Round {view.round} of {view.rounds_total}" in shown
    shown.clear()
    scene.board.reveal.summary = RoundSummary(view.round, list(view.line), [], last=False)
    scene.board.draw(tiki_app.screen, view)
    assert f"Round {view.round} is over" in shown
    assert not any(t.endswith(f"of {view.rounds_total}") for t in shown)


def test_the_round_reveal_takes_the_keys_enter_closes_it_and_tab_stays(tiki_app):
    from totemgame.games.tiki_topple.table.reveal import RoundSummary

    scene = _start(tiki_app, ["human", "ai:random"])
    tiki_app.step(1 / 60)
    view = scene.view
    closed: list[bool] = []
    scene.board.reveal._on_close = lambda: closed.append(True)
    scene.board.reveal.summary = RoundSummary(view.round, list(view.line), [], last=False)
    scene.ui.set_focus(scene.menu_button)  # a side button has the focus behind the panel
    focus = scene.ui.focused
    for key in (pygame.K_TAB, pygame.K_DOWN):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    assert scene.ui.focused is focus and scene.board.reveal.showing  # Tab stayed on the panel
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert closed == [True] and not scene.board.reveal.showing
    assert type(tiki_app.top).__name__ != "PauseScene"  # Enter did not press Menu behind it
