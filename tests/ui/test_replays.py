"""Replays through the real scenes: a finished game is kept, listed and stepped through."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import click, click_button, record, run_until, scene_name

from totemgame import games
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo, load_record
from totemgame.storage import history
from totemgame.ui.scenes.replay_view import ReplayViewScene
from totemgame.ui.table_factory import start_game


def play_to_the_end(app, kinds=("human", "ai:random"), seed=3):
    """Start a game and play it through the table (the human always takes 1)."""
    app.ai_min_delay = 0.0
    table = start_game(app, record(list(kinds), seed=seed))
    app.run_frames(2)
    while not table.session.match.is_over():
        if table.can_act:
            table.submit(table.legal_actions()[0])
        app.step(1 / 60)
    return table


def open_first_replay(app) -> ReplayViewScene:
    from totemgame.ui.scenes.title import TitleScene

    app.set_root(TitleScene(app))
    app.run_frames(3)
    click_button(app, "Replays")
    assert scene_name(app) == "ReplaysScene"
    assert app.top.entries
    view = app.top.view
    click(app, (view.rect.x + 100, view.rect.y + 20))
    assert isinstance(app.top, ReplayViewScene)
    return app.top


def test_a_finished_game_is_kept_and_listed(app, _home):
    table = play_to_the_end(app)
    files = history.archived_files()
    assert len(files) == 1
    assert load_record(files[0]).actions == table.session.match.record.actions
    from totemgame.ui.scenes.title import TitleScene

    app.set_root(TitleScene(app))
    app.run_frames(3)
    click_button(app, "Replays")
    (entry,) = app.top.entries
    assert entry.players == ("P1", "AI 2")
    assert entry.winners and entry.moves == len(table.session.match.record.actions)


def test_the_replay_list_names_each_players_score(app):
    table = play_to_the_end(app)
    p1, ai = table.session.match.state.result().scores
    from totemgame.ui.scenes.title import TitleScene

    app.set_root(TitleScene(app))
    app.run_frames(3)
    click_button(app, "Replays")
    (entry,) = app.top.entries
    assert history.describe_players(entry) == f"P1: {p1:g}, AI 2: {ai:g}"


def test_the_viewer_steps_with_keys_and_buttons_both_ways(app):
    play_to_the_end(app)
    rv = open_first_replay(app)
    total = rv.match.total
    assert rv.match.ply == 0 and total > 3
    app.key(pygame.K_RIGHT)
    app.key(pygame.K_RIGHT)
    app.run_frames(1)
    assert rv.match.ply == 2
    app.key(pygame.K_LEFT)
    app.run_frames(1)
    assert rv.match.ply == 1
    app.key(pygame.K_END)
    app.run_frames(1)
    assert rv.match.ply == total
    assert not rv.step_buttons[3].enabled  # nothing after the end
    app.key(pygame.K_HOME)
    app.run_frames(1)
    assert rv.match.ply == 0
    click(app, rv.step_buttons[3].rect.center)  # the "one move forward" button
    assert rv.match.ply == 1
    click(app, rv.step_buttons[4].rect.center)
    assert rv.match.ply == total
    click(app, rv.step_buttons[1].rect.center)
    assert rv.match.ply == total - 1


def test_board_clicks_change_nothing_and_no_ai_runs(app):
    play_to_the_end(app)
    rv = open_first_replay(app)
    table = rv.table
    assert rv.session.worker is None and table.can_act is False
    for button in table.board.take_buttons:
        click(app, button.rect.center)
    app.run_frames(30)
    assert rv.match.ply == 0 and not rv.session.busy()
    assert rv.match.record.actions == load_record(history.archived_files()[0]).actions


def test_the_final_position_stays_without_opening_the_results(app):
    play_to_the_end(app)
    rv = open_first_replay(app)
    app.key(pygame.K_END)
    app.run_frames(120)  # longer than the table's delay before its results screen
    assert app.top is rv
    app.key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert scene_name(app) == "ReplaysScene"


def test_autoplay_walks_to_the_end_and_stops(app):
    play_to_the_end(app)
    rv = open_first_replay(app)
    rv.set_speed(30)
    app.key(pygame.K_SPACE)
    app.run_frames(1)
    assert rv.autoplay and rv.play_button.label == "Pause"
    run_until(app, lambda: not rv.autoplay, seconds=20)
    assert rv.match.ply == rv.match.total
    assert rv.play_button.label == "Again"


def test_public_view_shows_no_secret_and_a_seat_sees_only_its_own(app):
    # Stick Pick deals each seat a secret card at the start of round 2 (private events).
    play_to_the_end(app, kinds=("human", "ai:random"), seed=5)
    rv = open_first_replay(app)
    app.key(pygame.K_END)
    app.run_frames(1)
    table, state = rv.table, rv.match.state
    assert rv.session.viewer is None
    assert table.view.my_card is None
    assert not any("You hold" in line for line in table.log.entries)
    rv.viewer_choice.step(1)  # seat 0
    app.run_frames(1)
    assert table.viewer == 0 and table.view.my_card == state.cards[0]
    private = [
        e.event for e in rv.match.log if e.event.visible_to is not None and 0 in e.event.visible_to
    ]
    assert private, "the test game must have dealt a secret card"
    held = [line for line in table.log.entries if "You hold" in line]
    assert held == [f"You hold a {e.params['card']}." for e in private]
    app.key(pygame.K_v)  # seat 1 now: seat 0's secrets are gone from the log
    app.run_frames(1)
    assert table.viewer == 1 and table.view.my_card == state.cards[1]
    others = [e for e in rv.match.log if e.event.visible_to == (0,)]
    assert all(e.event.visible(1) is False for e in others)
    assert len([ln for ln in table.log.entries if "You hold" in ln]) == len(private)


def test_stepping_forward_animates_only_what_the_viewer_may_see(app):
    play_to_the_end(app, seed=5)
    rv = open_first_replay(app)
    table = rv.table
    table.board.events_seen.clear()
    for _ in range(rv.match.total):
        app.key(pygame.K_RIGHT)
    app.run_frames(1)
    assert rv.match.ply == rv.match.total
    assert "take" in table.board.events_seen
    assert "deal" not in table.board.events_seen  # the public view never sees a secret deal


def test_a_damaged_replay_file_gives_a_message(app):
    play_to_the_end(app)
    path = history.archived_files()[0]
    path.write_text('{"format": 1, "game": "stick-pick"}')
    from totemgame.ui.scenes.title import TitleScene

    app.set_root(TitleScene(app))
    app.run_frames(3)
    click_button(app, "Replays")
    assert "damaged" in app.top.entries[0].problem
    app.top.open(0)
    app.run_frames(1)
    assert scene_name(app) == "DialogScene"


@pytest.fixture
def real_app():
    """An App with the real games registered (no AI worker: a replay never needs one)."""
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(settings=Settings(animation_speed="instant"), ai_worker=None, start_title=False)
    yield a
    a.shutdown()
    pygame.quit()


@pytest.mark.parametrize("game", games.ids())
def test_every_game_replays_read_only_on_its_own_table(real_app, game):
    module = games.get(game)
    seats = [SeatInfo("human", "Mia", 0)] + [
        SeatInfo("ai:easy", f"AI {i}", i) for i in range(1, module.spec.min_players)
    ]
    rec = GameRecord(game, {}, seats, 12)
    match = Match(rec, module)
    rng = random.Random(12)
    while not match.is_over() and match.ply < 400:
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    rv = ReplayViewScene(real_app, rec)
    real_app.push(rv)
    total = rv.match.total
    for viewer in (None, *range(len(seats))):
        rv.set_viewer(viewer)
        for ply in (0, total // 2, total):
            rv.jump(ply)
            for _ in range(3):
                rv.step_forward()
                real_app.run_frames(2)
            shown = rv.match.ply
            assert rv.table.view == rv.match.state.view(viewer)
            # The log holds exactly the events this viewer may see, up to the shown move.
            visible = [e for e in match.log if e.ply < shown and e.event.visible(viewer)]
            assert len(rv.table.log.entries) == len(visible)
    assert rv.match.record.actions == rec.actions


PROMPTS = ("your turn", "choose ", "click ", "press ")


def texts_drawn(monkeypatch) -> list[str]:
    """Every text the UI renders from now on (theme.text is where all text is made)."""
    from totemgame.ui import theme

    seen: list[str] = []
    real = theme.text

    def spy(s, *args, **kwargs):
        seen.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    return seen


@pytest.mark.parametrize("game", games.ids())
def test_a_replay_seen_by_a_player_never_asks_them_to_move(real_app, game, monkeypatch):
    module = games.get(game)
    players = max(module.spec.min_players, 3 if game == "totemic-might" else 2)
    seats = [SeatInfo("human", "Mia", 0)] + [
        SeatInfo("ai:easy", f"AI {i}", i) for i in range(1, players)
    ]
    rec = GameRecord(game, {}, seats, 12)
    match = Match(rec, module)
    rng = random.Random(12)
    while not match.is_over() and match.ply < 200:
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    seen = texts_drawn(monkeypatch)
    rv = ReplayViewScene(real_app, rec)
    real_app.push(rv)
    rv.set_viewer(0)
    mias_turns = [ply for ply, (seat, _) in enumerate(rec.actions) if seat == 0][:6]
    assert mias_turns
    for ply in mias_turns:  # the positions where Mia was to decide
        rv.jump(ply)
        real_app.run_frames(1)
    prompts = {t for t in seen if any(p in t.lower() for p in PROMPTS)}
    assert not prompts


def test_a_totem_surround_replay_counts_whole_moves_and_ends_without_asking_for_results(
    real_app, monkeypatch
):
    module = games.get("totem-surround")
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("ai:easy", "AI 1", 1)]
    rec = GameRecord("totem-surround", {}, seats, 12)
    match = Match(rec, module)
    rng = random.Random(12)
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    moves = len(rec.actions) // 2  # each move: the totem, then a piece
    seen = texts_drawn(monkeypatch)
    rv = ReplayViewScene(real_app, rec)
    real_app.push(rv)
    real_app.run_frames(1)
    assert f"Replay: start \u00b7 {moves} moves" in seen
    for ply, number in ((1, 1), (2, 1), (3, 2)):  # both steps of a move show its number
        rv.jump(ply)
        real_app.run_frames(1)
        assert f"Replay: move {number} of {moves}" in seen
    assert "Waiting for their move." not in seen  # nobody is waited for in a replay
    rv.to_end()
    real_app.run_frames(240)
    assert not any("press Results" in t for t in seen)
    assert rv._status_line().get_width() < rv.speed_choice.rect.x - rv.table.board_rect.right
