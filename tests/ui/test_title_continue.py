"""Continue on the title screen says which game it resumes."""

from __future__ import annotations

from helpers import click, record

from totemgame.engine.record import SeatInfo
from totemgame.ui.scenes.title import TitleScene, describe_players
from totemgame.ui.table_factory import start_game


def title(app) -> TitleScene:
    app.set_root(TitleScene(app))
    app.run_frames(3)  # Continue is checked after the first frames
    return app.top


def test_continue_names_the_game_round_and_players_it_resumes(app):
    table = start_game(app, record(["human", "ai:random", "ai:random"]))
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)  # a move: the autosave has the game
    cont = title(app).find_button("Continue")
    assert cont.enabled
    assert cont.detail == "Stick Pick, round 1 \u2014 P1 vs 2 AI"
    assert cont.tooltip == "Resume Stick Pick, round 1 \u2014 P1 vs 2 AI"


def test_continue_without_a_game_has_no_detail_and_says_why(app):
    cont = title(app).find_button("Continue")
    assert not cont.enabled and cont.detail == ""
    assert cont.tooltip_text() == "No game in progress."


def test_the_players_are_named_humans_first_and_the_ai_counted():
    def seats(*kinds):
        names = iter(["Mia", "Sam", "Noa"])
        return [SeatInfo(k, next(names) if k == "human" else "AI", i) for i, k in enumerate(kinds)]

    assert describe_players(seats("human", "ai:easy")) == "Mia vs 1 AI"
    assert describe_players(seats("human", "human")) == "Mia and Sam"
    assert (
        describe_players(seats("human", "ai:hard", "human", "human")) == "Mia, Sam and Noa vs 1 AI"
    )
    assert describe_players(seats("ai:easy", "ai:hard")) == "2 AI"


def test_a_detail_too_long_for_its_button_is_cut_after_a_word(app):
    from totemgame.ui import theme

    long = "Totemic Might, round 12 \u2014 Mia, Sam, Noa and Ari vs 3 AI"
    short = theme.elide(long, 200, "body", 16)
    assert short.endswith("\u2026") and long.startswith(short[:-1])
    assert theme.font("body", 16).size(short)[0] <= 200
    assert theme.elide("Tiki Topple", 200, "body", 16) == "Tiki Topple"


def test_a_narrow_continue_keeps_the_game_and_round_and_leaves_the_players_to_its_tooltip(app):
    game = record(["human", "ai:random", "ai:random"])
    game.seats[0] = SeatInfo("human", "Mia Kowalska-Nowak", 0)
    table = start_game(app, game)
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)
    scene = title(app)
    cont = scene.find_button("Continue")
    full = "Stick Pick, round 1 \u2014 Mia Kowalska-Nowak vs 2 AI"
    cont.rect.w = 180  # as narrow as the two columns of a large text size make it
    scene._show_status(cont)
    assert cont.detail == "Stick Pick, round 1"
    assert cont.tooltip == f"Resume {full}"
    cont.rect.w = 900
    scene._show_status(cont)
    assert cont.detail == full
