"""At an online table through the real screens (the host's app, a friend's session, the app's
own server on 127.0.0.1): the host's Seats button gives an away friend's seat to an AI and
takes it back; a friend asks to take back their move and the host's app asks its player, whose
answer the referee follows; the host's own Undo asks the friend. Every server started here is
stopped; every wait is bounded."""

from __future__ import annotations

from helpers import click_button, run_until, scene_name
from test_online_table import friend_joins, host_a_table, start


def test_the_host_gives_an_away_seat_to_an_ai_and_takes_it_back(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        referee = game.hosting.tables.referees[game.code]
        assert not table.online.seats_button.visible  # everyone is here
        friend.close()
        run_until(app, lambda: table.online.seats_button.visible, seconds=20)
        table.online.seats_button.click()
        assert scene_name(app) == "DialogScene" and app.top.title == "Mia is away"
        click_button(app, "AI Medium")
        run_until(app, lambda: referee.stand_ins == {1: "ai:medium"}, seconds=20)
        run_until(app, lambda: table.online.seat_word(1) == "AI plays", seconds=20)
        table.online.seats_button.click()
        assert app.top.title == "An AI plays for Mia"
        click_button(app, "Take it back")
        run_until(app, lambda: referee.stand_ins == {}, seconds=20)
        run_until(app, lambda: table.online.seat_word(1).startswith("Away "), seconds=20)
        app.run_frames(2)  # drawn so
    finally:
        friend.close()


def test_a_friend_asks_to_take_back_a_move_and_the_host_lets_them(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    mia = friend.session

    def both() -> None:
        app.run_frames(1)
        mia.update()

    try:
        table = start(app, game)
        referee = game.hosting.tables.referees[game.code]
        run_until(app, lambda: mia.update() or game.session.to_move() != (), seconds=20)
        if game.session.human_to_move() is not None:  # the host moves first: Mia's turn next
            table.session.submit(game.session.legal_actions()[0])
        run_until(app, lambda: mia.update() or mia.human_to_move() is not None, seconds=20)
        ply = referee.match.ply
        assert mia.submit(mia.legal_actions()[0])
        run_until(app, lambda: both() or referee.match.ply == ply + 1, seconds=20)
        run_until(app, lambda: both() or mia.can_undo(), seconds=20)
        mia.undo()
        run_until(app, lambda: both() or scene_name(app) == "DialogScene", seconds=20)
        assert app.top.title == "Take back a move?"
        click_button(app, "Let them")
        run_until(app, lambda: both() or referee.match.ply == ply, seconds=20)
        run_until(app, lambda: both() or mia.human_to_move() is not None, seconds=20)
        assert "Mia took back their last move." in table.banners.texts()
        # The host's own move now: its Undo asks Mia, who says no.
        assert mia.submit(mia.legal_actions()[0])
        run_until(app, lambda: both() or game.session.human_to_move() is not None, seconds=20)
        table.session.submit(game.session.legal_actions()[0])
        run_until(app, lambda: both() or table.undo_button.enabled, seconds=20)
        table.undo_button.click()
        run_until(app, lambda: both() or mia.undo_asks.question is not None, seconds=20)
        mia.undo_asks.answer(False)
        run_until(app, lambda: both() or "Mia said no: your move stands." in table.banners.texts())
        assert referee.match.ply == ply + 2
    finally:
        friend.close()
