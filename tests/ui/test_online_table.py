"""Play online through the real screens against a real server on 127.0.0.1 (the app's own):
host a table, a friend joins, the table over a RemoteSession renders and applies a move, a
dropped server is said and rejoined, leaving asks first. The network runs outside the frame
loop. Every server started here is stopped; every wait is bounded."""

from __future__ import annotations

import threading
import time

import pytest
from helpers import click, click_button, go_on_from_panel, run_until, scene_name

from totemgame.net import client as net_client
from totemgame.net import protocol
from totemgame.net.client import ask
from totemgame.net.connection import Phase
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import OnlineGame, sit
from totemgame.storage.settings import Settings
from totemgame.ui.table import TableScene


@pytest.fixture
def connects(monkeypatch):
    """The threads every WebSocket connection was opened on."""
    threads: list[threading.Thread] = []
    real = net_client.connect

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(net_client, "connect", spy)
    return threads


def host_a_table(app) -> OnlineGame:
    """Title -> Play online -> Host a table (Tiki Topple, you and a remote player) -> lobby;
    the lobby's game."""
    app.run_frames(3)
    click_button(app, "Play online")
    click_button(app, "Host a table")
    assert scene_name(app) == "HostScene"
    app.top.port = 0  # any free port of 127.0.0.1: tests never bind a fixed one
    click_button(app, "Create the table")
    run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
    game: OnlineGame = app.top.game
    assert game.hosting is not None and game.hosting.host == "127.0.0.1"
    assert game.is_host and game.session.game_id == "tiki-topple"
    return game


def friend_joins(game: OnlineGame) -> OnlineGame:
    """A friend's app claims the other seat by the table's code (as the Join screen does)."""
    url = f"ws://{game.address}"
    claimed = ask(url, protocol.make("claim", table=game.code, name="Mia"))
    assert claimed["type"] == "claimed", claimed
    return sit(url, claimed["game"], game.code, claimed["token"], Settings(), game.address)


def start(app, game: OnlineGame) -> TableScene:
    run_until(app, lambda: app.top.find_button("Start").enabled, seconds=20)
    click_button(app, "Start")  # the table starts the game; the host's table opens then
    run_until(app, lambda: isinstance(app.top, TableScene), seconds=20)
    table = app.top
    assert isinstance(table, TableScene) and table.online is not None
    assert game.session.started
    return table


def test_hosting_a_table_and_playing_a_move_over_the_wire(game_app, connects):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        assert game.session.names == [app.settings.shown_player_name(), "Mia"]
        run_until(app, lambda: game.session.to_move() != (), seconds=20)
        if game.session.human_to_move() is not None:  # the host moves through its table
            assert table.submit(game.session.legal_actions()[0])
        else:  # the friend moves: the host's table shows it
            run_until(app, lambda: friend.session.update() or friend.session.human_to_move() == 1)
            assert friend.session.submit(friend.session.legal_actions()[0])
        run_until(app, lambda: game.session.ply == 1, seconds=20)
        app.run_frames(3)  # drawn with the move applied
        assert table.log.entries[-1].startswith(
            game.session.names[game.session.visible_events()[-1].seat]
        )
        assert table.online.words() == f"Online · {game.code}"
    finally:
        friend.close()
    assert connects and threading.main_thread() not in connects, "a connection on the frame loop"


def test_a_dropped_server_is_said_and_the_table_comes_back_as_it_was(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        server = game.hosting
        assert server is not None and server.port is not None
        server.stop()
        assert server.wait_stopped(10)
        run_until(app, lambda: game.status().phase is Phase.RECONNECTING, seconds=20)
        app.run_frames(20)
        assert table.online.words().startswith("Reconnecting")
        assert any("Reconnecting" in t for t in table.banners.texts())
        assert server.kept  # under the player's home: a server started again opens it there
        again = LocalServer(server.port, data=server.data)
        game.hosting = again  # stopped when the table is left, like the first
        assert again.ready.wait(10) and again.error is None
        run_until(app, lambda: game.status().phase is Phase.ONLINE, seconds=20)
        app.run_frames(20)
        assert any("Connected again" in t for t in table.banners.texts())
        referee = again.tables.referees[game.code]
        assert game.session.view() == referee.match.view(0)
    finally:
        friend.close()


def test_leaving_an_online_table_asks_first_and_stops_the_hosted_server(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        table.open_pause()
        app.run_frames(2)
        click_button(app, "Leave the table")
        assert scene_name(app) == "DialogScene"
        click_button(app, "Keep playing")
        assert app.top is not table  # back on the pause menu, the table under it
        click_button(app, "Leave the table")
        click_button(app, "Leave")
        assert scene_name(app) == "TitleScene"
        assert game.hosting is not None and game.hosting.wait_stopped(10)
        assert game.link.wait_closed(10)
    finally:
        friend.close()


def test_a_friend_whose_app_closed_takes_the_same_seat_again_with_join(game_app):
    app = game_app
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    try:
        url = f"ws://{server.address}"
        seats = [{"kind": "human", "name": f"P{i}", "colour": i} for i in range(2)]
        created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
        code = created["table"]

        def join() -> OnlineGame:
            app.set_root(app.screens.title())
            app.run_frames(3)
            click_button(app, "Play online")
            click_button(app, "Join a table")
            join = app.top
            join.address, join.code, join.name = server.address, code.lower(), "Mia"
            click_button(app, "Join")
            run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
            game: OnlineGame = app.top.game
            run_until(app, lambda: game.session.joined, seconds=20)
            return game

        first = join()
        assert first.session.viewer == 1 and first.session.names == ["P0", "Mia"]
        app.set_root(app.screens.title())
        app.run_frames(3)
        click_button(app, "Play online")
        click_button(app, "Join a table")  # coming back: the table left is filled in
        assert (app.top.address, app.top.code) == (server.address, code)
        assert app.top.inputs["code"].text == code
        again = join()  # the app left the lobby (closed); the table's seats are all claimed
        assert again.session.viewer == 1 and again.status().phase is Phase.ONLINE
        assert first.link.wait_closed(10)
    finally:
        app.set_root(app.screens.title())
        server.stop()
        assert server.wait_stopped(10)


def test_a_move_the_server_refuses_shows_its_refusal_and_changes_nothing(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        run_until(app, lambda: game.session.to_move() != (), seconds=20)
        if game.session.human_to_move() is not None:  # the host plays, then it is Mia's turn
            move = game.session.legal_actions()[0]
            assert table.submit(move)
            run_until(app, lambda: game.session.ply == 1, seconds=20)
        ply = game.session.ply
        assert game.session.human_to_move() is None
        # a move out of turn, as an app that did not check first would send it
        game.link.send(protocol.make("action", action=move_of(friend).to_json()))
        run_until(app, lambda: "It is not your turn." in table.banners.texts(), seconds=20)
        app.run_frames(5)
        assert game.session.ply == ply == friend.session.ply
    finally:
        friend.close()


def move_of(online: OnlineGame):
    """A legal move of the seat to move at `online` (its session brought up to date)."""
    deadline = 200
    while online.session.human_to_move() is None and deadline:
        online.session.update()
        threading.Event().wait(0.05)
        deadline -= 1
    return online.session.legal_actions()[0]


def test_quitting_the_app_at_an_online_table_says_what_leaving_means(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        start(app, game)
        app.request_quit()
        assert scene_name(app) == "DialogScene"
        assert "leaving closes it" in app.top.text
        click_button(app, "Keep playing")
    finally:
        friend.close()


def test_the_results_of_an_online_game_offer_no_rematch_at_this_one_screen(game_app):
    from layout_tour import finished

    app = game_app
    match = finished("tiki-topple")
    for online, offered in ((False, True), (True, False)):
        app.set_root(app.screens.results(match, online=online))
        app.run_frames(2)
        assert app.top.find_button("Rematch").enabled is offered


def test_a_friend_who_leaves_is_said_on_the_badge_and_on_their_panel(game_app):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        app.run_frames(20)
        assert table.online.seat_word(1) == "Online" and table.online.seat_word(0) is None
        friend.close()
        run_until(app, lambda: "Mia left the table." in table.banners.texts(), seconds=20)
        assert table.online.words().startswith("Away: Mia 0:0")  # how long: the referee's
        assert table.online.seat_word(1).startswith("Away 0:0")
        app.run_frames(2)  # drawn so
    finally:
        friend.close()


def test_a_friend_waits_in_the_lobby_until_the_host_starts_and_cannot_move_before(
    game_app, monkeypatch
):
    from helpers import texts_drawn

    app = game_app
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    url = f"ws://{server.address}"
    seats = [
        {"kind": "human", "name": "Ana", "colour": 0},
        {"kind": "human", "name": "P", "colour": 1},
    ]
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
        run_until(app, lambda: game.session.joined and len(game.session.connected) == 2, 20)
        shown = texts_drawn(monkeypatch)
        app.run_frames(30)  # everyone is here: the friend's table does not open by itself
        assert scene_name(app) == "LobbyScene" and app.top.find_button("Start") is None
        assert "Everyone is here: waiting for the host to start the game." in shown
        assert game.session.human_to_move() is None and not game.session.started
        game.link.send(protocol.make("action", action={"kind": "play", "card": "up1", "tiki": 0}))
        run_until(app, lambda: "The host has not started the game yet." in app.top.banners.texts())
        referee = server.tables.referees[created["table"]]
        assert referee.match.ply == 0 and not referee.started
        host.session.start()
        run_until(app, lambda: isinstance(app.top, TableScene), seconds=20)
        assert referee.started and game.session.started
    finally:
        host.close()
        app.set_root(app.screens.title())
        server.stop()
        assert server.wait_stopped(10)


def test_the_host_gives_an_open_seat_to_the_ai_level_chosen_then_starts(game_app):
    app = game_app
    app.run_frames(3)
    click_button(app, "Play online")
    click_button(app, "Host a table")
    app.top.port = 0
    app.top.add_seat()  # you and two remote players
    click_button(app, "Create the table")
    run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
    game: OnlineGame = app.top.game
    friend = friend_joins(game)
    try:
        run_until(app, lambda: game.session.open == [2] and len(game.session.connected) == 2, 20)
        app.run_frames(2)
        assert not app.top.find_button("Start").enabled  # seat 3 is open
        click_button(app, "Give to an AI")
        assert scene_name(app) == "DialogScene"
        click_button(app, "AI Hard")
        run_until(app, lambda: game.session.open == [], seconds=20)
        referee = game.hosting.tables.referees[game.code]
        assert referee.match.seats[2].kind == "ai:hard" and referee.match.seats[2].name == "AI 1"
        table = start(app, game)
        assert table.session.seats[2].kind == "ai:hard"
    finally:
        friend.close()


def test_the_host_is_offered_an_ai_for_a_friend_who_stays_away_and_the_seat_goes_back(
    game_app, monkeypatch
):
    from totemgame.ui import online_bar

    monkeypatch.setattr(online_bar, "STAND_IN_AFTER", 0.5)
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        referee = game.hosting.tables.referees[game.code]
        friend.close()
        run_until(app, lambda: scene_name(app) == "AwayQuestion", seconds=20)
        assert app.top.title == "Mia is away"
        click_button(app, "AI Easy")
        run_until(app, lambda: referee.stand_ins == {1: "ai:easy"}, seconds=20)
        run_until(app, lambda: table.online.seat_word(1) == "AI plays", seconds=20)
        back = friend_rejoins(game, friend)
        run_until(app, lambda: referee.stand_ins == {} and 1 in referee.connected, seconds=20)
        run_until(app, lambda: table.online.seat_word(1) == "Online", seconds=20)
        back.close()
    finally:
        friend.close()


def test_the_question_about_an_away_friend_closes_itself_when_they_come_back(game_app, monkeypatch):
    """The host left the question open: the friend's return (and the moves meanwhile) still
    reach the table, and the stale question goes away by itself."""
    from totemgame.ui import online_bar

    monkeypatch.setattr(online_bar, "STAND_IN_AFTER", 0.5)
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        referee = game.hosting.tables.referees[game.code]
        run_until(app, lambda: 1 in referee.match.to_move() or game.session.human_to_move() == 0)
        if game.session.human_to_move() == 0:  # the host moves first: the friend's turn next
            assert table.submit(game.session.legal_actions()[0])
            run_until(app, lambda: 1 in referee.match.to_move(), seconds=20)
        friend.close()
        run_until(app, lambda: scene_name(app) == "AwayQuestion", seconds=20)
        question = app.top
        assert question.title == "Mia is away"
        back = friend_rejoins(game, friend)
        run_until(app, lambda: back.session.update() or back.session.human_to_move() == 1)
        ply = referee.match.ply
        assert back.session.submit(back.session.legal_actions()[0])
        run_until(app, lambda: app.top is table, seconds=20)  # closed by itself
        assert question.answer is None and referee.stand_ins == {}
        run_until(app, lambda: game.session.ply > ply, seconds=20)  # the move came through
        run_until(app, lambda: table.online.seat_word(1) == "Online", seconds=20)
        back.close()
    finally:
        friend.close()


def friend_rejoins(game: OnlineGame, friend: OnlineGame) -> OnlineGame:
    """The friend's app opens again and takes its seat with its token."""
    url = f"ws://{game.address}"
    return sit(url, "tiki-topple", game.code, friend.session.token, Settings(), game.address)


def test_the_online_results_speak_to_the_player_at_this_app(game_app):
    from layout_tour import finished

    app = game_app
    match = finished("tiki-topple")
    winner = match.state.result().winners[0]
    loser = next(s for s in range(len(match.seats)) if s not in match.state.result().winners)
    app.set_root(app.screens.results(match, online=True, viewer=winner))
    app.run_frames(2)
    assert app.top.headline() == "You win!"
    app.set_root(app.screens.results(match, online=True, viewer=loser))
    app.run_frames(2)
    assert app.top.headline() == f"{match.seats[winner].name} wins!"


def test_the_hint_button_works_at_an_online_table_and_the_finished_game_is_kept(game_app):
    """The host's Hint asks nothing (an online game counts apart) and the hint arrives from the
    app's worker; played to the end, the game joins this app's Replays (marked online, with
    the seat held) and Statistics."""
    from totemgame.storage import history, stats
    from totemgame.ui.scenes.replays import row_words

    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    session = game.session
    try:
        table = start(app, game)
        deadline_frames = 0
        while session.human_to_move() is None:
            friend.session.update()
            if friend.session.human_to_move() is not None:
                friend.session.submit(friend.session.legal_actions()[0])
            app.run_frames(1)
            deadline_frames += 1
            assert deadline_frames < 2000, "the host's turn never came"
        run_until(app, lambda: table.hint_button.enabled, seconds=20)
        click(app, table.hint_button.rect.center)
        app.run_frames(1)
        assert app.top is table  # no question: the game is not one of the statistics' ranked
        run_until(app, lambda: table.hint_action is not None, seconds=30)
        assert table.hint_action in session.legal_actions() and session.hints_used == 1
        assert any(t.startswith("Hint: ") for t in table.banners.texts())
        deadline = time.monotonic() + 180
        while not (session.is_over() and session.finished() is not None):
            friend.session.update()
            if friend.session.human_to_move() is not None:
                friend.session.submit(friend.session.legal_actions()[0])
            if session.human_to_move() is not None and not table.is_animating():
                table.submit(session.legal_actions()[0])
            go_on_from_panel(app, table)  # a round's results: the player goes on
            app.run_frames(1)
            time.sleep(0.001)
            assert time.monotonic() < deadline, f"the game did not end (move {session.ply})"
    finally:
        friend.close()
    (entry,) = history.list_replays()
    assert entry.online_seat == 0 and entry.game == "tiki-topple"
    assert row_words(entry)[1].startswith(f"Online, as {session.names[0]}")
    (result,) = stats.StatsFile.load().results
    assert result.opponents == stats.ONLINE and result.hints == 1


def test_a_tall_message_over_the_log_heading_hides_the_badge_rather_than_crossing_it(game_app):
    """A hint's long reason climbs over the log's heading row: the badge is not drawn across
    its words (it is back once the message is gone)."""
    import pygame

    from totemgame.ui.online_bar import status_colour

    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    try:
        table = start(app, game)
        app.run_frames(3)
        online = table.online
        _, badge = online.badge()
        dot = (badge.x + 14, badge.centery)
        colour = status_colour(online.status, False)

        def drawn_dot() -> tuple[int, int, int]:
            surface = pygame.Surface(app.screen.get_size())
            table.draw(surface)
            return tuple(surface.get_at(dot))[:3]

        assert drawn_dot() == colour
        table.show_message(" ".join(["A long reason for the suggested move."] * 30), "info", 30.0)
        assert badge.collidelist(table.banners.rects()) != -1  # it does reach the heading
        assert drawn_dot() != colour
    finally:
        friend.close()
