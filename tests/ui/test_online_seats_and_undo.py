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
        assert scene_name(app) == "AwayQuestion" and app.top.title == "Mia is away"
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


def test_a_friend_sees_how_long_the_host_is_away_and_that_the_host_can_hand_the_seat(
    game_app, monkeypatch
):
    """The app at a friend's seat (not the host's): the host's app goes away; the friend's
    badge and the host's panel say for how long, and after a while the friend is told the host
    can let an AI play; the friend has no Seats button."""
    from totemgame.net import protocol
    from totemgame.net.client import ask
    from totemgame.net.local_server import LocalServer
    from totemgame.net.online_game import OnlineGame, sit
    from totemgame.storage.settings import Settings
    from totemgame.ui import online_bar
    from totemgame.ui.table import TableScene

    monkeypatch.setattr(online_bar, "STAND_IN_AFTER", 1.0)
    app = game_app
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    url = f"ws://{server.address}"
    seats = [{"kind": "human", "name": n, "colour": i} for i, n in enumerate(["Ana", "P"])]
    created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
    host = sit(url, "tiki-topple", created["table"], created["token"], Settings(), server.address)
    try:
        app.run_frames(3)
        click_button(app, "Play online")
        click_button(app, "Join a table")
        join = app.top
        join.address, join.code, join.name = server.address, created["table"], "Mia"
        click_button(app, "Join")
        run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
        game: OnlineGame = app.top.game
        run_until(app, lambda: host.session.update() or len(host.session.connected) == 2, 20)
        host.session.start()
        run_until(app, lambda: isinstance(app.top, TableScene), seconds=20)
        table = app.top
        host.close()  # the host's app goes away (its server stays: another process's)
        run_until(app, lambda: table.online.words().startswith("Away: Ana 0:0"), seconds=20)
        assert table.online.seat_word(0).startswith("Away 0:0")
        said = "Ana has been away for 0:0"
        run_until(app, lambda: any(t.startswith(said) for t in table.banners.texts()), 20)
        assert not table.online.seats_button.visible and not game.session.is_host
        assert scene_name(app) != "DialogScene"  # only the host is asked
    finally:
        host.close()
        app.set_root(app.screens.title())
        server.stop()
        assert server.wait_stopped(10)
