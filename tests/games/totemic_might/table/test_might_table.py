"""Totemic Might through the real scene: secrets in pass-and-play, bids, preference drags,
wagers picked on the grid, the trial scale, the notebook, the final challenge and guesses."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import texts_drawn, to_next_human

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemic_might.table.final_board import attempt_of
from totemgame.ui import theme

GAME = "totemic-might"


@pytest.fixture
def might_app(game_app):
    return game_app


def _start(app, kinds: list[str], seed: int = 11, match=None):
    from totemgame.games.totemic_might.table.board import MightBoard
    from totemgame.ui.table_factory import open_table, start_game

    if match is not None:
        scene = open_table(app, match)
    else:
        seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
        scene = start_game(app, GameRecord(GAME, {"short": True}, seats, seed))
    assert isinstance(scene.board, MightBoard)
    return scene


def _wait_to_act(app, scene, frames: int = 3000) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        if scene.can_act and scene.board.summary is None:
            app.step(1 / 60)  # one more frame: the controls refresh for the new decision
            return
        if scene.board.summary is not None:
            scene.board.summary.button.click()
    raise AssertionError("the human never got a decision")


def _wait_for_end_table(app, scene, frames: int = 600) -> None:
    """Step until the end table is up (the caller asserts it is)."""
    for _ in range(frames):
        app.step(1 / 60)
        if scene.board.end is not None:
            return


def _moves(scene, seat: int = 0) -> list[dict]:
    return [a for s, a in scene.session.match.record.actions if s == seat]


def _click(app, pos) -> None:
    app.click(pos)
    app.step(1 / 60)


def _submit_anyway(app, scene) -> None:
    """Submit orders; with weighings left the table asks first: submit anyway."""
    _click(app, scene.board.orders.submit_button.rect.center)
    if app.top is not scene:
        button = app.top.find_button("Submit anyway")
        assert button is not None
        _click(app, button.rect.center)


def test_pass_and_play_shows_only_the_viewers_own_secrets(might_app):
    """Three humans: every drawn view belongs to the human on screen (their own starting
    totem and weight), and a hand-off hides the table between two humans' orders."""
    scene = _start(might_app, ["human", "human", "human"])
    state = scene.session.match.state
    handoffs = submits = 0
    from totemgame.games.totemic_might.actions import Submit

    for _ in range(3000):
        might_app.step(1 / 60)
        top = might_app.top
        if type(top).__name__ == "HandoffScene":
            handoffs += 1
            assert top.opaque
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            might_app.click(button.rect.center)
            continue
        if top is not scene:
            continue
        view = scene.view
        if view.seat is not None:
            assert view.seat == scene.session.viewer
            assert view.start == state.view(view.seat).start
            assert view.start_weight == state.weights[view.start]
        else:
            assert view.start == -1
        if scene.board.summary is not None:
            scene.board.summary.button.click()
            continue
        if scene.can_act and view.phase == "orders":
            assert scene.act(Submit())
            submits += 1
            if submits >= 6:
                break
    assert submits >= 6 and handoffs >= submits - 1


def test_a_trade_is_offered_on_the_scale_and_accepted_by_the_other_human(might_app):
    from totemgame.games.totemic_might.actions import TRIAL

    scene = _start(might_app, ["human", "human", "ai:easy"])
    state = scene.session.match.state
    state.p[0].trials, state.p[1].trials = [3, 8], [7, 12]
    to_next_human(might_app, scene)
    assert scene.view.seat == 0
    scene.board.orders.open("scale")
    scene.board.orders.scale.side[TRIAL + 1] = 1  # select the copy of totem 8
    scene.board.orders.scale.refresh(scene)
    _click(might_app, scene.board.orders.scale.trade_button.rect.center)
    assert scene.board.orders.scale.chooser.active
    rect, seat, k, totem = scene.board.orders.scale.chooser._targets[1]
    assert (seat, k, totem) == (1, 1, 12)
    _click(might_app, rect.center)
    assert state.p[0].offers == {1: (1, 1)}
    _submit_anyway(might_app, scene)
    to_next_human(might_app, scene)
    assert scene.view.seat == 1 and not scene.banners.banners  # Ana's messages are gone
    _submit_anyway(might_app, scene)
    to_next_human(might_app, scene)
    assert state.phase == "reply" and scene.view.seat == 1
    _click(might_app, scene.board.orders.reply.accept.rect.center)
    assert 12 in state.p[0].trials and 8 in state.p[1].trials


def test_plus_raises_the_bid_and_minus_is_disabled_at_the_minimum(might_app):
    scene = _start(might_app, ["human", "ai:random", "ai:random"])
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "auction"
    might_app.step(1 / 60)
    assert not scene.board.orders.auction.minus[0].enabled  # a bid is at least 1
    assert scene.board.orders.auction.minus[0].disabled_reason
    _click(might_app, scene.board.orders.auction.plus[0].rect.center)
    assert _moves(scene)[-1] == {"kind": "bid", "series": 0, "amount": 2}
    assert scene.view.bids[0] == 2


def test_dragging_a_preference_tile_reorders_the_series(might_app):
    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "auction"
    might_app.step(1 / 60)
    src = scene.board.orders.auction.tile_rect(1, 0).center
    dst = scene.board.orders.auction.tile_rect(1, 3).center
    might_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
    might_app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))]
    )
    might_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
    assert scene.view.prefs[1] == (1, 2, 3, 0, 4, 5)
    assert _moves(scene)[-1]["kind"] == "prefs"


def test_clicking_a_preference_tile_puts_it_first(might_app):
    """A click (no drag) on the garnet, the last tile, makes it the first choice; the table
    points at that tile for the same move (a tutorial step)."""
    from totemgame.games.totemic_might.actions import SetPrefs

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "auction"
    might_app.step(1 / 60)
    wanted = SetPrefs(0, (5, 0, 1, 2, 3, 4))
    assert scene.element_for(wanted) == scene.board.orders.auction.tile_rect(0, 5)
    _click(might_app, scene.board.orders.auction.tile_rect(0, 5).center)
    assert scene.view.prefs[0] == (5, 0, 1, 2, 3, 4)
    assert _moves(scene)[-1] == {"kind": "prefs", "series": 0, "order": [5, 0, 1, 2, 3, 4]}
    assert scene.element_for(wanted) is None  # done: nothing left to click
    _click(might_app, scene.board.orders.auction.tile_rect(0, 0).center)  # the first stays first
    assert scene.view.prefs[0] == (5, 0, 1, 2, 3, 4)


def test_a_bear_wager_is_chosen_by_clicking_totems_on_the_grid(might_app):
    from totemgame.games.totemic_might.table import grid

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=5)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "wager"
    scene.board.orders.wager.choose("bear")
    for t in (2, 9):
        _click(might_app, grid.cell_rect(t).center)
    assert sorted(scene.board.orders.wager.totems) == [2, 9]
    _click(might_app, scene.board.orders.wager.place_button.rect.center)
    wager = scene.view.wager
    assert wager is not None and wager.wager == "bear" and wager.totems == (2, 9)
    # A placed wager is confirmed, not refused: no "already the wager" under the buttons.
    might_app.step(1 / 60)
    assert any(t.startswith("Wager placed") for t in scene.banners.texts())
    assert (
        scene.board.orders.wager.reason == "" and not scene.board.orders.wager.place_button.enabled
    )


def test_weigh_needs_a_piece_on_each_pan_and_says_so(might_app):
    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=6)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "scale"
    might_app.step(1 / 60)
    _click(
        might_app, scene.board.orders.scale.tile_rect(0).center
    )  # the starting spirit to the left pan
    assert list(scene.board.orders.scale.side.values()) == [1]
    assert not scene.board.orders.scale.weigh_button.enabled
    assert "each pan" in scene.board.orders.scale.weigh_button.disabled_reason
    before = len(_moves(scene))
    _click(might_app, scene.board.orders.scale.weigh_button.rect.center)
    assert len(_moves(scene)) == before


def test_notebook_clicks_strike_weights_without_playing_a_move(might_app):
    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=7)
    _wait_to_act(might_app, scene)
    _click(might_app, scene.board.tab_buttons["notebook"].rect.center)
    assert scene.board.tab == "notebook"
    before = len(_moves(scene))
    nb = scene.board.notes.notebook
    pos = (nb.rect.x + 4 + 166 + 4 * 24 + 12, nb.rect.y + 4 + 28 + 3 * 26 + 13)
    assert nb.cell_at(pos) == (3, 5)
    _click(might_app, pos)
    assert (3, 5) in nb.marks_of(0)
    assert len(_moves(scene)) == before
    assert 5 not in nb.candidates(0, 3, None)
    assert scene.board.notes.assist  # on from the start
    _click(might_app, scene.board.notes.assist_button.rect.center)
    assert not scene.board.notes.assist
    assert len(_moves(scene)) == before
    doms = scene.board.notes.domains(scene.view)
    assert doms is not None and doms[scene.view.start] == frozenset({scene.view.start_weight})


def test_the_notebooks_strikes_and_assist_off_come_back_with_a_saved_game(might_app, tmp_path):
    from totemgame.storage import saves
    from totemgame.ui.table_factory import open_saved_game

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=7)
    _wait_to_act(might_app, scene)
    _click(might_app, scene.board.tab_buttons["notebook"].rect.center)
    nb = scene.board.notes.notebook
    _click(might_app, (nb.rect.x + 4 + 166 + 4 * 24 + 12, nb.rect.y + 4 + 28 + 3 * 26 + 13))
    _click(might_app, scene.board.notes.assist_button.rect.center)  # off
    assert (3, 5) in nb.marks_of(0) and not scene.board.notes.assist
    path = tmp_path / "mid-game.json"
    saves.write_game(path, scene.session.match.record, saves.summarize(scene.session.match))
    again = open_saved_game(might_app, path)
    assert again is not None and again is not scene
    assert again.board.notes.notebook.marks_of(0) == {(3, 5)}
    assert not again.board.notes.assist  # the game was saved with the assist off
    assert 5 not in again.board.notes.candidates(again.view, 3)


def _match_at_final(seed: int = 3):
    """A 3-player match played by random agents until seat 0 must arrange its final pans."""
    from totemgame import games
    from totemgame.engine.match import Match

    module = games.get(GAME)
    seats = [
        SeatInfo("human", "P0", 0),
        SeatInfo("ai:random", "P1", 1),
        SeatInfo("ai:random", "P2", 2),
    ]
    match = Match(GameRecord(GAME, {"short": True}, seats, seed), module)
    agents = {s: module.make_agent("random", seed + s) for s in range(3)}
    while not (match.view(0).phase == "final" and 0 in match.to_move()):
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return match


def test_final_challenge_needs_every_piece_on_a_pan_then_submits_an_arrangement(might_app):
    scene = _start(might_app, [], match=_match_at_final())
    _wait_to_act(might_app, scene)
    view = scene.view
    assert view.phase == "final"
    assert not scene.board.final.submit_button.enabled
    slots = scene.board.final.slots(view)
    _click(might_app, slots[0].center)  # a click moves a piece from the tray to pan 1
    assert scene.board.final.arrangement(view)[0] == 0
    # Drag the second piece onto pan 3.
    src, dst = scene.board.final.slots(view)[1].center, scene.board.final.balance.pan_rect(2).center
    might_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
    might_app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))]
    )
    might_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
    pans = scene.board.final.arrangement(view)
    assert pans[1] == 2
    for i in range(len(pans)):
        pans[i] = i % 3
    scene.board.final.refresh(scene)
    assert scene.board.final.submit_button.enabled
    _click(might_app, scene.board.final.submit_button.rect.center)
    assert _moves(scene)[-1] == {"kind": "arrange", "pans": [i % 3 for i in range(len(pans))]}


def _match_at_guess(seed: int = 3):
    """A 3-player match played by random agents until seat 0 must guess."""
    from totemgame import games
    from totemgame.engine.match import Match

    module = games.get(GAME)
    seats = [
        SeatInfo("human", "P0", 0),
        SeatInfo("ai:random", "P1", 1),
        SeatInfo("ai:random", "P2", 2),
    ]
    match = Match(GameRecord(GAME, {"short": True}, seats, seed), module)
    agents = {s: module.make_agent("random", seed + s) for s in range(3)}
    while not (match.view(0).phase == "guess" and 0 in match.to_move()):
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return match


def test_guesses_are_clicked_per_player_then_the_ranking_table_leads_to_results(
    might_app, monkeypatch
):
    scene = _start(might_app, [], match=_match_at_guess())
    _wait_to_act(might_app, scene)
    assert scene.board.board_mode(scene.view) == "guess"
    assert not scene.board.guess.submit_button.enabled  # a guess for every other player first
    _click(might_app, scene.board.guess.cell(0, 7).center)
    _click(might_app, scene.board.guess.cell(1, 12).center)
    assert scene.board.guess.choice[0] == {1: 7, 2: 12}
    _click(might_app, scene.board.guess.submit_button.rect.center)
    assert _moves(scene)[-1] == {"kind": "guess", "totems": [-1, 7, 12]}
    _wait_for_end_table(might_app, scene)
    assert scene.board.end is not None and scene.is_animating()  # the table waits for the player
    _click(might_app, scene.board.end.button.rect.center)
    for _ in range(200):
        might_app.step(1 / 60)
    results = might_app.top
    assert type(results).__name__ == "ResultsScene"
    # Failure marks rank before scores: each bar of the chart says its seat's marks.
    drawn = texts_drawn(monkeypatch)
    results._draw_final_bars(pygame.Surface((1280, 720)))
    marks = results.result.details["failure_marks"]
    for seat in range(3):
        assert results.tiebreak_detail(seat).startswith(f"failure marks {marks[seat]} · ")
        assert results.tiebreak_detail(seat) in drawn


@pytest.mark.slow
def test_selftest_plays_totemic_might_through_the_real_scenes():
    """Like `python -m totemgame selftest --game totemic-might`: the AI in worker processes."""
    from totemgame.ui.harness.selftest import run_selftest

    assert run_selftest(GAME, use_process=True) == 0


def _press_drag_release(app, src, dst) -> None:
    """A real drag: press on `src`, move in steps with the button held, release on `dst`."""
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
    for k in (1, 2, 3):
        pos = (src[0] + (dst[0] - src[0]) * k // 3, src[1] + (dst[1] - src[1]) * k // 3)
        app.step(
            1 / 60,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))],
        )
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])


def _at_scale(app, trials: list[int], seed: int = 6, players: int = 3):
    scene = _start(app, ["human"] + ["ai:random"] * (players - 1), seed=seed)
    scene.session.match.state.p[0].trials = list(trials)
    _wait_to_act(app, scene)
    scene.board.orders.open("scale")
    scene._refreshed = ()
    app.step(1 / 60)
    return scene


def test_dragging_a_piece_onto_the_right_pan_puts_it_there(might_app):
    scene = _at_scale(might_app, [3, 8])
    scale = scene.board.orders.scale
    code = scale.items(scene)[1][0]
    _press_drag_release(might_app, scale.tile_rect(1).center, scale.scale.pan_rects()[1].center)
    assert scale.side == {code: 2}  # a click would have put it on the left pan


def test_a_piece_dragged_off_the_scale_or_clicked_on_its_pan_comes_off(might_app):
    scene = _at_scale(might_app, [3, 8])
    scale = scene.board.orders.scale
    left, right = (scale.items(scene)[i][0] for i in (0, 1))
    _click(might_app, scale.tile_rect(0).center)  # a plain click still cycles: left pan
    _press_drag_release(might_app, scale.tile_rect(1).center, scale.scale.pan_rects()[0].center)
    assert scale.side == {left: 1, right: 1}
    on_pan = scale.scale.piece_rects(0, 2, (34, 44))
    _click(might_app, on_pan[0].center)  # a click on a piece standing on a pan
    assert scale.side == {right: 1}
    (last,) = scale.scale.piece_rects(0, 1, (34, 44))
    _press_drag_release(might_app, last.center, (scale.rect.centerx, scale.rect.y + 400))
    assert scale.side == {}


def test_every_piece_you_own_has_a_tile_clear_of_the_scale_buttons(might_app):
    scene = _at_scale(might_app, [3, 8, 9, 12, 14, 14, 14, 19, 1, 2, 5, 6, 7, 10, 11], players=7)
    scale = scene.board.orders.scale
    n = len(scale.items(scene))
    rects = scale.tile_rects(n)
    assert len(rects) == n >= 16
    buttons = [b.rect for b in scale.controls()]
    for r in rects:
        assert scale.rect.contains(r)
        assert r.collidelist(buttons) == -1
    assert len({r.topleft for r in rects}) == n  # none hidden under another


def test_give_asks_whom_and_the_chosen_player_gets_the_copy(might_app):
    from totemgame.games.totemic_might.actions import TRIAL

    scene = _at_scale(might_app, [3, 8], players=5)
    scale = scene.board.orders.scale
    scale.side[TRIAL + 1] = 1  # the copy standing on the scale is the one offered
    scale.refresh(scene)
    _click(might_app, scale.give_button.rect.center)
    assert scale.giver.active and scale.giver.trial == 1
    assert sorted(scale.giver.buttons) == [1, 2, 3, 4]
    _click(might_app, scale.giver.buttons[3].rect.center)  # the third other player
    assert scene.session.match.state.p[0].gives == {1: 3}
    assert not scale.giver.active
    assert TRIAL + 1 not in {c for c, *_ in scale.items(scene)}  # listed under the buttons


def test_give_with_several_free_copies_asks_which_copy_first(might_app):
    scene = _at_scale(might_app, [3, 8, 9])
    scale = scene.board.orders.scale
    _click(might_app, scale.give_button.rect.center)
    giver = scale.giver
    assert giver.active and giver.trial is None
    assert not giver.buttons[2].enabled and "copy" in giver.buttons[2].disabled_reason
    rect, k, totem = giver.copy_rects(scene.view)[2]
    _click(might_app, rect.center)
    assert giver.trial == k == 2 and totem == 9
    _click(might_app, giver.buttons[2].rect.center)
    assert scene.session.match.state.p[0].gives == {2: 2}


def test_a_greyed_wager_says_why_on_hover_and_on_click(might_app):
    from totemgame.games.totemic_might.table import grid

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=5)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "wager"
    scene.board.orders.wager.choose("fox")
    for t in (0, 1, 12):  # two Summer totems: a Fox needs three seasons
        _click(might_app, grid.cell_rect(t).center)
    place = scene.board.orders.wager.place_button
    assert not place.enabled and "are both Summer" in place.disabled_reason
    assert (
        scene.board.orders.wager.reason == place.disabled_reason
    )  # also written under the buttons
    pos = place.rect.center
    might_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0))])
    assert scene.ui.tooltips._text == place.disabled_reason
    _click(might_app, pos)
    assert any(b.text == place.disabled_reason for b in scene.banners.banners)
    assert scene.view.wager is None or scene.view.wager.wager == "none"


def test_snake_letters_already_taken_are_marked_and_explained(might_app):
    from totemgame.games.totemic_might.table.wager_terms import letters_text

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=5)
    scene.session.match.state.letters_taken[1] = True
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "wager"
    scene.board.orders.wager.choose("snake")
    scene.board.orders.wager._letter(1)
    b_button = scene.board.orders.wager.letter_buttons[1]
    assert "taken" in b_button.tooltip
    assert "taken" not in scene.board.orders.wager.letter_buttons[2].tooltip
    assert "B would give you C" in letters_text(scene.view, 1)


def test_the_snake_button_is_greyed_once_both_snakes_are_used(might_app):
    from totemgame.games.totemic_might.content import content

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=5)
    _wait_to_act(might_app, scene)
    scene.board.orders.tab = "wager"
    wager = scene.board.orders.wager
    wager.choose("snake")
    snake = wager.kind_buttons[1]
    assert snake.enabled and wager.kind == "snake"
    scene.session.match.state.p[0].snake_used = content().snake_uses
    scene._view_key = None
    wager.refresh(scene)
    assert not snake.enabled and "both" in snake.disabled_reason
    assert wager.kind == "none"  # no letter to pick for a wager that cannot be placed


def _final_scene(app):
    scene = _start(app, [], match=_match_at_final())
    _wait_to_act(app, scene)
    pans = scene.board.final.arrangement(scene.view)
    for i in range(len(pans)):
        pans[i] = i % 3
    scene.board.final.refresh(scene)
    return scene


def test_a_repeated_final_arrangement_is_refused_without_spending_an_attempt(might_app):
    scene = _final_scene(might_app)
    _click(might_app, scene.board.final.submit_button.rect.center)
    _wait_to_act(might_app, scene)
    assert len(scene.view.feedback) == 1 and scene.view.marks[0] == 1
    assert not scene.board.final.submit_button.enabled
    assert "attempt 1" in scene.board.final.submit_button.disabled_reason
    before = len(_moves(scene))
    _click(might_app, scene.board.final.submit_button.rect.center)
    assert len(_moves(scene)) == before and scene.view.marks[0] == 1
    assert any("attempt 1" in b.text for b in scene.banners.banners)


def test_moving_a_final_piece_levels_the_pans_and_keeps_every_answer(might_app):
    scene = _final_scene(might_app)
    _click(might_app, scene.board.final.submit_button.rect.center)
    _wait_to_act(might_app, scene)
    for _ in range(90):
        might_app.step(1 / 60)
    assert scene.board.final.balance.offset != [0.0, 0.0, 0.0]  # the answer tips the pans
    _click(might_app, scene.board.final.slots(scene.view)[0].center)  # one piece to the next pan
    for _ in range(90):
        might_app.step(1 / 60)
    assert scene.board.final.balance.offset == [0.0, 0.0, 0.0]
    assert scene.board.final.submit_button.enabled and scene.can_act  # levelling blocks nothing
    _click(might_app, scene.board.final.submit_button.rect.center)
    _wait_to_act(might_app, scene)
    assert len(scene.view.feedback) == 2
    assert attempt_of(scene.view, scene.board.final.arrangement(scene.view)) == 2


def test_each_final_pan_shows_what_it_can_weigh_by_what_you_know(might_app):
    scene = _final_scene(might_app)
    pieces_range, pans, target = scene.board.final.ranges(scene)
    view = scene.view
    start = next(i for i, item in enumerate(view.final_items) if item == ("spirit", view.start))
    assert pieces_range[start] == (view.start_weight, view.start_weight)
    assert all(lo <= hi for lo, hi in pans)
    assert sum(lo for lo, _ in pans) <= 3 * target[1] and sum(hi for _, hi in pans) >= 3 * target[0]


def test_a_known_sum_bounds_its_copies_together_on_a_pan():
    """A Fox told that three totems weigh 42: with their three copies on one pan, that pan's
    copies weigh exactly 42 (and the rest 210 - 42), not 6 to 57."""
    from totemgame.games.totemic_might.facts import Fact, linear
    from totemgame.games.totemic_might.pan_ranges import known_sums, pan_range, piece_ranges

    fox = Fact("fox", 3, "", (linear({0: 1, 6: 1, 12: 1}, 42, 42),))
    sums = known_sums([fox])
    assert sums == [(frozenset({0, 6, 12}), 42, 42)]
    items = tuple(("copy", t) for t in range(20))
    per = piece_ranges(items, None)
    pans = [0 if t in (0, 6, 12) else 1 for t in range(20)]
    assert pan_range(items, pans, 0, per) == (6, 57)
    assert pan_range(items, pans, 0, per, sums) == (42, 42)
    assert pan_range(items, pans, 1, per, sums) == (210 - 42, 210 - 42)
    split = [0 if t in (0, 6) else 1 for t in range(20)]  # one of the three elsewhere
    assert pan_range(items, split, 0, per, sums) == pan_range(items, split, 0, per)


def test_final_pan_ranges_count_every_copy_once():
    from totemgame.games.totemic_might.pan_ranges import pan_range, piece_ranges, target_range

    items = tuple(("copy", t) for t in range(20)) + (("spirit", 4), ("balloon", 0))
    per = piece_ranges(items, None, (7,))
    everything = [0] * len(items)
    assert pan_range(items, everything, 0, per) == (210 + 1 - 7, 210 + 20 - 7)
    two = [0, 0] + [1] * 18 + [1, 1]
    assert pan_range(items, two, 0, per) == (3, 39)  # two distinct weights: 1+2 to 20+19
    assert target_range(items, per) == ((210 + 1 - 7) // 3, -(-(210 + 20 - 7) // 3))


def test_round_results_keep_your_own_results_whole():
    from totemgame.engine.game import Event
    from totemgame.games.totemic_might.table.overlays import RoundSummary

    hint = "Snake hint C: Winter Creature is heavier than every other Winter totem. " * 3
    events = [
        Event("wager_taken", {"seat": s, "wager": "fox"}) for s in range(1, 7)
    ] + [
        Event("consumed", {"seat": s, "count": 2}) for s in range(7)
    ] + [Event("snake", {"seat": 0}, visible_to=(0,))]  # fmt: skip
    summary = RoundSummary.from_events(
        events, lambda e: hint if e.key == "snake" else e.key, [f"P{i}" for i in range(7)],
        ["A vs B: left heavier."],
    )  # fmt: skip
    assert summary is not None
    assert [text for _, text in summary.mine] == ["Your weighing: A vs B: left heavier.", hint]
    assert len(summary.lines) == 2  # seven wagers and seven crumblings, one line each


def test_the_end_table_shows_scores_after_guesses_and_the_true_weights(might_app):
    scene = _start(might_app, [], match=_match_at_guess())
    _wait_to_act(might_app, scene)
    state = scene.session.match.state
    right = state.p[1].start
    _click(might_app, scene.board.guess.cell(0, right).center)
    _click(might_app, scene.board.guess.cell(1, (state.p[2].start + 1) % 20).center)
    _click(might_app, scene.board.guess.submit_button.rect.center)
    _wait_for_end_table(might_app, scene)
    assert scene.board.end is not None
    ranking, _, _, scores = scene.board.modals._end_facts(scene.view)
    assert scores[1] == scene.view.final_weight[1] - 3  # P0 guessed P1's start
    assert scene.board.notes.captions(scene.view) == [f"= {w}" for w in state.weights]


def test_a_known_weight_fits_beside_every_notebook_row_name():
    """Once "Summer Creature = 17" ran under the grey candidate cells of its row."""
    from totemgame.games.totemic_might.table.notebook import LABEL_MAX_W, row_label

    pygame.font.init()
    for t in range(20):
        label, size = row_label(t, [17])
        assert label.endswith(" = 17")
        assert theme.font("body", size).size(label)[0] <= LABEL_MAX_W
    assert row_label(1, [3, 17]) == ("Summer Creature", 16)


def test_a_long_trade_offer_wraps_inside_the_orders_and_is_taken_back_by_a_click(might_app):
    from totemgame.games.totemic_might.actions import OfferTrade

    scene = _start(might_app, ["human", "human", "ai:easy"])
    state = scene.session.match.state
    state.p[0].trials, state.p[1].trials = [11], [16]  # Spring Creature, Winter Creature
    to_next_human(might_app, scene)
    assert scene.act(OfferTrade(0, 1, 0))
    scene.board.orders.open("scale")
    for _ in range(3):
        might_app.step(1 / 60)
    (rect, _), *rest = scene.board.orders.scale._takebacks
    assert not rest and rect.h > 30  # two lines
    assert (
        scene.board.orders.scale.rect.left <= rect.left
        and rect.right <= scene.board.orders.scale.rect.right
    )
    _click(might_app, rect.center)
    assert state.p[0].offers == {}


def test_enter_presses_see_results_on_the_end_table(might_app):
    """Modal panels (round results, the end table) take Enter like their button."""
    scene = _start(might_app, [], match=_match_at_guess())
    _wait_to_act(might_app, scene)
    state = scene.session.match.state
    _click(might_app, scene.board.guess.cell(0, state.p[1].start).center)
    _click(might_app, scene.board.guess.cell(1, state.p[2].start).center)
    _click(might_app, scene.board.guess.submit_button.rect.center)
    _wait_for_end_table(might_app, scene)
    assert scene.board.end is not None
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    might_app.step(1 / 60, [enter])
    assert scene.board.end is None


def test_a_balanced_final_arrangement_is_celebrated_in_a_banner(might_app):
    from totemgame.engine.rng import Rng
    from totemgame.games.totemic_might.ai_final import partition
    from totemgame.games.totemic_might.scoring import balanced, pan_weights

    scene = _final_scene(might_app)
    st = scene.session.match.state
    items = st.items(0)
    weights = [-st.p[0].lifts[ref] if kind == "balloon" else st.weights[ref] for kind, ref in items]
    pans = partition(weights, Rng(1), tries=200)  # the real weights: a test may look
    assert balanced(pan_weights(items, pans, st.weights, st.p[0].lifts))
    arrangement = scene.board.final.arrangement(scene.view)
    arrangement[:] = pans
    scene.board.final.refresh(scene)
    _click(might_app, scene.board.final.submit_button.rect.center)
    assert scene.session.match.state.p[0].final_done and scene.view.marks[0] == 0
    assert any(b.kind == "ok" and "balance" in b.text for b in scene.banners.banners)


def test_in_pass_and_play_each_seat_opens_on_its_own_tab(might_app):
    scene = _start(might_app, ["human", "human", "ai:easy"])
    to_next_human(might_app, scene)
    assert scene.view.seat == 0
    scene.board.orders.open("wager")
    _click(might_app, scene.board.orders.submit_button.rect.center)
    to_next_human(might_app, scene)
    assert scene.view.seat == 1
    assert scene.board.orders.tab == "auction"  # not the tab Ana left open
    scene.board.orders.open("scale")
    scene.board._tabs_for(0)  # back to Ana's view (as after the next hand-off): her tab again
    assert scene.board.orders.tab == "wager"
    scene.board._tabs_for(1)
    assert scene.board.orders.tab == "scale"


def test_your_trade_offer_that_lapses_is_said_in_a_banner_not_only_in_the_log(might_app):
    """The copy asked for crumbled on its holder's scale: the offer lapses when the orders
    close (test_might_trades), and its offerer is told at once."""
    from totemgame.engine.game import Event

    scene = _start(might_app, ["human", "ai:random", "ai:random"])
    params = {"seat": 0, "recipient": 1, "totem": "Summer Secret", "other": "Void Land"}
    before = len(scene.banners.banners)
    scene.board.on_events([Event("trade_lapsed", {**params, "seat": 2})], 0)
    assert len(scene.banners.banners) == before  # another player's offer: the log is enough
    scene.board.on_events([Event("trade_lapsed", params)], 0)
    lapsed = scene.banners.banners[-1]
    assert lapsed.kind == "warning"
    assert lapsed.text == (
        "P0's offer of trial Summer Secret for P1's trial Void Land lapses: that totem is no "
        "longer free."
    )


def test_a_hint_for_the_rounds_orders_stays_while_they_are_drafted_and_goes_with_submit(
    might_app,
):
    from helpers import run_until

    from totemgame.games.totemic_might.actions import SetBid, Submit

    scene = _start(might_app, ["human", "ai:random", "ai:random"], seed=7)
    _wait_to_act(might_app, scene)
    assert scene.session.request_hint()
    run_until(might_app, lambda: scene.hint_action is not None, 30.0)
    bid = SetBid(0, 2)
    assert scene.session.match.state.check(0, bid) is None
    scene.submit(bid)  # one part of the orders the hint spells out
    might_app.step(1 / 60)
    assert scene.hint_action is not None
    assert any(t.startswith("Hint: ") for t in scene.banners.texts())
    scene.submit(Submit())
    might_app.step(1 / 60)
    assert scene.hint_action is None


def _balanced_pans(state, seat: int) -> tuple[int, ...]:
    """An arrangement of the seat's final pieces that balances with the true weights (a test
    reads them; a local search that moves one piece at a time)."""
    from totemgame.games.totemic_might.scoring import balanced, pan_weights

    items, lifts = state.items(seat), state.p[seat].lifts
    rng = random.Random(5)
    pans = [i % 3 for i in range(len(items))]
    for _ in range(20_000):
        weights = pan_weights(items, pans, state.weights, lifts)
        if balanced(weights):
            return tuple(pans)
        heavy = weights.index(max(weights))
        i = rng.choice([i for i, p in enumerate(pans) if p == heavy])
        pans[i] = rng.choice([p for p in range(3) if p != heavy])
    raise AssertionError("no balanced arrangement found")


def test_balanced_pans_stay_up_with_their_verdict_until_the_player_goes_on(might_app):
    scene = _final_scene(might_app)
    state = scene.session.match.state
    pans = scene.board.final.arrangement(scene.view)
    pans[:] = list(_balanced_pans(state, 0))
    scene.board.final.refresh(scene)
    _click(might_app, scene.board.final.submit_button.rect.center)
    for _ in range(30):
        might_app.step(1 / 60)
    assert state.p[0].final_done and state.p[0].marks == 0
    view = scene.view
    assert scene.board.final.verdict == 0 and scene.board.board_mode(view) == "final"
    text = scene.board.final.verdict_text(view)
    assert text.startswith("Balanced at attempt 1:") and str(state.p[0].final_weight) in text
    assert scene.board.final.verdict_button.label == "Continue"
    _click(might_app, scene.board.final.verdict_button.rect.center)
    assert scene.board.final.verdict is None and scene.board.board_mode(scene.view) != "final"
