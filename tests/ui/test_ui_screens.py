"""Screens that only read: results chart data, the rulebook, the self-test, lazy start-up."""

from __future__ import annotations

import sys

import pytest
from helpers import click_button, record, scene_name

from totemgame import games
from totemgame.engine.match import Match
from totemgame.ui.harness.selftest import run_selftest
from totemgame.ui.scenes.results import ResultsScene, cumulative
from totemgame.ui.scenes.rules import RulesScene, rule_sections

REAL_PACKAGES = dict(games._PACKAGES)  # before the fake game's fixture replaces them


def test_cumulative_scores_add_up_round_by_round():
    assert cumulative([[1, 2], [3, 0]]) == [[0, 1, 4], [0, 2, 2]]


def test_results_scene_shows_the_winner_and_can_go_back_to_the_title(app):
    match = Match(record(["ai:random", "ai:random"]), games.get("stick-pick"))
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    scene = ResultsScene(app, match)
    app.set_root(scene)
    app.run_frames(2)
    assert len(scene.lines) == 2 and len(scene.lines[0]) == 3
    assert "wins" in scene.headline() or "Shared" in scene.headline()
    click_button(app, "Back to title")
    assert scene_name(app) == "TitleScene"


def test_results_tell_the_one_human_their_place(app):
    match = Match(record(["ai:random", "human", "ai:random"]), games.get("stick-pick"))
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    scene = ResultsScene(app, match)
    rank = match.state.result().ranks[1]
    assert scene.own_place().startswith("You finished ") and scene.own_place().endswith(" of 3")
    assert ("1st" in scene.own_place()) == (rank == 1)


def test_the_headline_says_you_win_to_the_one_human_who_won(app):
    said = {True: 0, False: 0}
    for kinds in (["human", "ai:random"], ["ai:random", "human"]):
        match = Match(record(kinds), games.get("stick-pick"))
        while not match.is_over():
            seat = match.to_move()[0]
            match.apply(seat, match.state.legal_actions(seat)[0])
        human_won = list(match.state.result().winners) == [kinds.index("human")]
        scene = ResultsScene(app, match)
        headline = scene.headline()
        assert (headline == "You win!") == human_won and (" wins!" in headline) != human_won
        assert scene.own_place() == ""  # not "You finished 2nd of 2": the headline says it
        said[human_won] += 1
    assert said[True] and said[False]  # the same play, each side: one wins, one loses
    both = Match(record(["human", "human"]), games.get("stick-pick"))
    while not both.is_over():
        seat = both.to_move()[0]
        both.apply(seat, both.state.legal_actions(seat)[0])
    assert ResultsScene(app, both).headline().endswith(" wins!")  # two humans: a name


def test_rules_are_read_from_data_with_the_games_pictures(app):
    assert [s["title"] for s in rule_sections("stick-pick")] == ["Goal", "Play"]
    scene = RulesScene(app, "stick-pick")
    app.push(scene)
    app.run_frames(2)
    page = scene._page
    assert page is not None and page.get_height() > 300


def test_the_selftest_passes_on_a_working_game(fake_game):
    assert run_selftest("stick-pick", monkey_seconds=1.0, use_process=False) == 0


def test_the_title_screen_does_not_import_any_game(fake_game):
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    sys.modules.pop("fake_game", None)
    app = App(settings=Settings())
    app.run_frames(1)
    assert "fake_game" not in sys.modules
    app.shutdown()


def test_every_option_value_fits_between_its_arrows(app, monkeypatch):
    """Each game's option choices, at the one size their box draws them, fit between the
    arrows (Totemix's "Apprentice (bat side)" ran over them in a 170 px box)."""
    from totemgame.ui import theme
    from totemgame.ui.scenes.setup import SetupScene, panels
    from totemgame.ui.widgets.choice import Choice

    monkeypatch.setattr(games, "_PACKAGES", REAL_PACKAGES)
    monkeypatch.setattr(games, "_loaded", {})
    checked = 0
    for game_id in REAL_PACKAGES:
        scene = SetupScene(app, game_id)
        app.push(scene)
        app.run_frames(1)
        for w in scene.ui.widgets:
            if not isinstance(w, Choice) or w.rect.left < panels()[1].left:
                continue
            room = w.box.w - 52
            size = w._value_size(room)
            for _, label in w.options:
                assert theme.font("bold", size).size(label)[0] <= room, (game_id, label)
            assert w.box.left > w.rect.left + theme.font().size(w.label)[0], (game_id, w.label)
            checked += 1
        app.pop()
    assert checked >= 4  # Tiki Topple's rounds, Totemix's mode, Totem Village's spells and meal


@pytest.mark.parametrize(
    "game_id", ["tiki-topple", "totemix", "totem-village", "totemic-might", "totem-surround"]
)
def test_a_rules_page_ends_below_its_last_line_not_in_blank_parchment(game_id):
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App
    from totemgame.ui.scenes.rules import RulesScene

    app = App(settings=Settings(), start_title=False)
    try:
        page = RulesScene(app, game_id)._render_page()
        inked = page.get_bounding_rect()  # the smallest rect holding every drawn pixel
        assert page.get_height() - inked.bottom <= 40
    finally:
        app.shutdown()


def test_a_chart_label_sits_right_of_the_plot_never_on_a_lone_point():
    import pygame

    from totemgame.ui.chart import Series, line_chart

    pygame.display.init()
    pygame.font.init()
    surf = pygame.Surface((600, 400))
    surf.fill((255, 255, 255))
    plot = pygame.Rect(60, 40, 360, 300)
    colour = (10, 200, 30)
    line_chart(surf, plot, [Series("Easy", (12.0,), colour)], ["1"], "game")
    row = plot.bottom - int(plot.h * 12 / 15)  # the axis runs 0..15 for a 12
    xs = [x for x in range(plot.x + 8, surf.get_width()) if surf.get_at((x, row))[:3] == colour]
    assert xs, "the point and the swatch are drawn in the line's colour"
    point = [x for x in xs if x <= plot.centerx + 6]
    swatch = [x for x in xs if x > plot.centerx + 6]
    assert point and swatch and min(swatch) >= plot.right + 10
