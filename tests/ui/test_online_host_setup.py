"""Hosting a table for friends: the game's options are offered as for a game at this computer
(Totemic Might's short game reaches the referee), and the lobby speaks to the host and to a
friend each in their own words. Real sockets on 127.0.0.1; every server started is stopped."""

from __future__ import annotations

from helpers import click, click_button, run_until, scene_name
from test_online_table import friend_joins

from totemgame.net.online_game import OnlineGame
from totemgame.ui.widgets.toggle import Toggle


def host_scene(app):
    app.run_frames(3)
    click_button(app, "Play online")
    click_button(app, "Host a table")
    assert scene_name(app) == "HostScene"
    app.top.port = 0  # any free port of 127.0.0.1
    return app.top


def test_the_host_sets_might_s_short_game_and_the_table_is_opened_with_it(game_app):
    app = game_app
    host = host_scene(app)
    host.set_game("totem-surround")  # a game without options: no button
    assert host.find_button("Game options") is None
    host.set_game("totemic-might")
    assert host.options == {"short": False}
    click_button(app, "Game options")
    assert scene_name(app) == "GameOptionsScene"
    (short,) = [w for w in app.top.ui.widgets if isinstance(w, Toggle)]
    assert short.label == "Short game"
    click(app, short.rect.center)
    click_button(app, "Done")
    assert app.top is host and host.options == {"short": True}
    click_button(app, "Create the table")
    run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
    game: OnlineGame = app.top.game
    try:
        assert game.hosting is not None
        referee = game.hosting.tables.referees[game.code]
        assert referee.match.record.options["short"] is True
        assert referee.match.state.weighings == 6  # the short game's weighings a round
        assert app.top.invitation() == "Give your friends the code and the server's address."
    finally:
        app.set_root(app.screens.title())


def test_a_friend_s_lobby_does_not_tell_her_to_give_out_the_code(game_app):
    app = game_app
    host_scene(app)
    click_button(app, "Create the table")
    run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
    game: OnlineGame = app.top.game
    friend = friend_joins(game)
    try:
        lobby = app.screens.online_lobby(friend)
        app.push(lobby)
        run_until(app, lambda: friend.session.joined, seconds=20)
        app.run_frames(2)
        assert not lobby.is_host
        assert lobby.invitation() == "More players join with this code and the server's address."
    finally:
        app.set_root(app.screens.title())
