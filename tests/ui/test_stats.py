"""Statistics through the real scenes: results recorded at the game's end, shown per level."""

from __future__ import annotations

import pygame
from helpers import click_button, record, scene_name
from test_replays import play_to_the_end

from totemgame import stats
from totemgame.ui.chart import Series, line_chart, nice_step, tick_labels
from totemgame.ui.scenes.stats import opening_game


def open_stats(app):
    from totemgame.ui.scenes.title import TitleScene

    app.set_root(TitleScene(app))
    app.run_frames(3)
    click_button(app, "Statistics")
    assert scene_name(app) == "StatsScene"
    app.run_frames(2)
    return app.top


def test_a_game_against_the_ai_is_counted_at_its_end(app):
    table = play_to_the_end(app, kinds=("human", "ai:random"))
    (r,) = stats.StatsFile.load().results
    result = table.session.match.state.result()
    expected = "win" if result.winners == (0,) else ("loss" if 0 not in result.winners else "draw")
    assert (r.game, r.opponents, r.outcome) == ("stick-pick", "random", expected)
    assert r.score == result.scores[0] and r.hints == 0
    scene = open_stats(app)
    summary = scene.summary
    assert list(summary.by_difficulty) == ["random"]
    assert summary.total.played == 1


def test_a_game_with_hints_is_marked_and_not_counted(app, monkeypatch):
    from totemgame.session import local as controller

    real = controller.LocalSession._keep_finished_game

    def with_a_hint(self):
        self.match.record.hints_used = 1  # as if the Hint button had been used
        real(self)

    monkeypatch.setattr(controller.LocalSession, "_keep_finished_game", with_a_hint)
    play_to_the_end(app)
    (r,) = stats.StatsFile.load().results
    assert r.hints == 1
    summary = open_stats(app).summary
    assert summary.total.played == 0 and summary.with_hints == 1


def test_a_game_of_ai_only_is_kept_for_replay_but_not_counted(app):
    from totemgame import history

    play_to_the_end(app, kinds=("ai:random", "ai:random"))
    assert stats.StatsFile.load().results == []
    assert len(history.archived_files()) == 1


def test_pass_and_play_counts_each_human_apart(app):
    from totemgame.ui.scenes.handoff import HandoffScene
    from totemgame.ui.table_factory import start_game

    table = start_game(app, record(["human", "human"], seed=2))
    while not table.session.match.is_over():
        app.step(1 / 60)
        if isinstance(app.top, HandoffScene):
            table.session.accept_handoff()
            app.pop()
        elif table.can_act:
            table.submit(table.legal_actions()[0])
    results = stats.StatsFile.load().results
    assert [r.player for r in results] == ["P1", "P2"]
    summary = open_stats(app).summary
    assert summary.pass_and_play_games == 1 and summary.total.played == 0


def test_a_damaged_stats_file_is_kept_and_the_results_shown_for_the_session(app):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("garbage")
    scene = open_stats(app)
    assert any("could not be read" in b.text for b in scene.banners.banners)
    table = play_to_the_end(app)
    assert any("left as it is" in t for t in table.banners.texts())  # said at the game's end
    assert path.read_text() == "garbage"
    assert not path.with_name("stats.json.bak").exists()
    scene = open_stats(app)
    assert len(scene.file.results) == 1  # this session's result, shown with the warning
    assert any("could not be read" in b.text for b in scene.banners.banners)


def test_title_menu_fits_the_window_with_replays_and_statistics(app):
    app.run_frames(3)
    screen = pygame.Rect(0, 0, 1280, 720)
    buttons = [w for w in app.top.ui.widgets if getattr(w, "label", None)]
    labels = {b.label for b in buttons}
    assert {"Replays", "Statistics"} <= labels
    assert all(screen.contains(b.rect) for b in buttons)
    rects = [b.rect for b in buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_chart_ticks_are_round_and_thinned():
    assert nice_step(40) == 10
    assert tick_labels(1, 5) == ["1", "2", "3", "4", "5"]
    labels = tick_labels(1, 30)
    assert labels[0] == "1" and sum(1 for t in labels if t) <= 10


def test_chart_draws_lines_in_the_plot(app):
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    plot = pygame.Rect(40, 20, 250, 220)
    line_chart(surf, plot, [Series("Hard", (1.0, 5.0, 3.0), (255, 0, 0))], ["1", "2", "3"], "game")
    reds = sum(
        1
        for x in range(plot.x, plot.right)
        for y in range(plot.y, plot.bottom)
        if surf.get_at((x, y))[:3] == (255, 0, 0)
    )
    assert reds > 100


def test_a_best_score_from_a_game_not_won_is_said_to_be_one():
    """Totemic Might ranks failure marks before scores: its best score can be a loss."""
    lost_high = stats.GameResult("totemic-might", 1.0, "Mia", "hard", "loss", 87.0, 70.0, 4)
    won_low = stats.GameResult("totemic-might", 2.0, "Mia", "hard", "win", 60.0, 80.0, 4)
    tally = stats.Tally()
    for r in (lost_high, won_low):
        tally.add(r)
    assert tally.best == 87.0 and not tally.best_won
    tally.add(stats.GameResult("totemic-might", 3.0, "Mia", "hard", "win", 87.0, 50.0, 4))
    assert tally.best_won  # the same best score, this time in a win


# -- which game the screen opens on -------------------------------------------------------------
def result(game: str, date: float, opponents: str = "easy") -> stats.GameResult:
    return stats.GameResult(game, date, "Mia", opponents, "win", 5.0, 3.0, 2)


IDS = ("tiki-topple", "totemix", "totem-surround")


def test_statistics_open_on_the_game_last_played():
    results = [result("totemix", 1.0), result("tiki-topple", 2.0)]
    assert opening_game(results, IDS, ["tiki-topple"]) == "tiki-topple"


def test_the_last_game_is_found_by_date_not_by_place_in_the_file():
    results = [result("totemix", 5.0), result("tiki-topple", 2.0)]
    assert opening_game(results, IDS, [None, None]) == "totemix"


def test_a_game_in_progress_counts_as_the_last_played():
    results = [result("totemix", 1.0), result("tiki-topple", 2.0)]
    assert opening_game(results, IDS, ["totemix", "tiki-topple"]) == "totemix"


def test_a_last_game_of_ais_only_opens_the_last_game_with_statistics():
    results = [result("totemix", 1.0), result("tiki-topple", 2.0)]
    assert opening_game(results, IDS, ["totem-surround"]) == "tiki-topple"


def test_without_statistics_the_first_game_opens():
    assert opening_game([], IDS, ["totemix"]) == "tiki-topple"


def test_a_game_no_longer_offered_opens_the_first_game_with_statistics():
    results = [result("totemix", 1.0), result("old-game", 2.0)]
    assert opening_game(results, IDS, ["old-game"]) == "totemix"


def stats_scene_of_real_games():
    """The statistics screen over the real games' registry (not the test's fake game)."""
    from totemgame.settings import Settings
    from totemgame.ui.app import App
    from totemgame.ui.scenes.stats import StatsScene

    app = App(settings=Settings(), ai_worker=None, start_title=False)
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)
    app.shutdown()
    pygame.quit()
    return scene


def test_the_statistics_screen_opens_on_the_last_game_played_with_statistics():
    """Totem Village was played last with a human; a game of AIs came after."""
    from totemgame import history
    from totemgame.engine.game import Result
    from totemgame.engine.record import GameRecord, SeatInfo

    stats.StatsFile.load().add([result("totem-village", 5.0), result("totemix", 2.0)])
    ais = [SeatInfo("ai:easy", "A", 0), SeatInfo("ai:easy", "B", 1)]
    history.archive_game(GameRecord("totem-surround", {}, ais, 1), Result.from_keys([1, 0], [1, 0]))
    scene = stats_scene_of_real_games()
    assert scene.game == "totem-village"
    assert scene.find_button("Totem Village").style == "primary"


def test_the_statistics_screen_opens_on_the_game_in_progress():
    from totemgame import paths
    from totemgame.engine.record import GameRecord, SeatInfo, save_record

    stats.StatsFile.load().add([result("totemix", 2.0), result("totem-village", 5.0)])
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("ai:easy", "B", 1)]
    save_record(GameRecord("totemix", {}, seats, 1), paths.autosave_path())
    assert stats_scene_of_real_games().game == "totemix"


def test_a_game_finished_after_the_one_in_progress_was_played_comes_first():
    import os

    from totemgame import history, saves
    from totemgame.engine.game import Result
    from totemgame.engine.record import GameRecord, SeatInfo

    stats.StatsFile.load().add([result("totemix", 2.0), result("totem-village", 5.0)])
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("ai:easy", "B", 1)]
    slot = saves.new_slot("totemix")
    summary = saves.Summary("totemix", "round 1", "Mia vs 1 AI", 1000.0, 0)
    saves.write_game(slot, GameRecord("totemix", {}, seats, 1), summary)
    kept = history.archive_game(
        GameRecord("totem-village", {}, seats, 2), Result.from_keys([1, 0], [1, 0])
    )
    os.utime(kept, (2000.0, 2000.0))  # finished after the totemix game was last played
    assert stats_scene_of_real_games().game == "totem-village"
    os.utime(kept, (500.0, 500.0))  # finished before it
    assert stats_scene_of_real_games().game == "totemix"


def test_a_game_that_cannot_be_kept_for_replays_keeps_its_autosave_in_any_language(
    app, monkeypatch, catalogues
):
    from totemgame import history, i18n
    from totemgame.engine.record import load_record

    def refused(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(history, "archive_game", refused)
    i18n.set_language("fr")
    table = play_to_the_end(app)
    app.run_frames(2)
    said = [b.text for b in table.banners.banners]
    path = table.session.autosave_file
    assert path is not None and path.exists()  # nothing lost: the whole game is still on disk
    assert load_record(path).actions == table.session.match.record.actions
    assert any("n'a pas pu être gardée pour être revue" in text for text in said), said
