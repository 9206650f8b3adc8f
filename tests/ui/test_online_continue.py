"""Continue on the title screen after the app was killed at an online table: the host's own
table comes back from the autosave its server kept (on the same port, the friend's app finds
it again), a friend's seat is joined again, and a game played since is continued instead.
Real sockets on 127.0.0.1; every server started here is stopped."""

from __future__ import annotations

import time

from helpers import click, click_button, record, run_until, scene_name
from test_online_table import friend_joins, host_a_table, start

from totemgame.net.connection import Phase
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import OnlineGame
from totemgame.storage import online_seats
from totemgame.ui.scenes.title import TitleScene, autosave_status
from totemgame.ui.table import TableScene
from totemgame.ui.table_factory import start_game


def killed(app, game: OnlineGame) -> None:
    """What is left of the app after a SIGKILL at `game`'s table: its server and connection
    gone, the seat still marked as the one it sat at (nothing of the app ran to clear it)."""
    url, code = game.link.url, game.code
    server, game.hosting = game.hosting, None  # (a killed app closes no table: it just ends)
    app.set_root(app.screens.title())  # (leaves the table: its mark is cleared...)
    online_seats.note_sitting(url, code, time.time())  # (...and set back as a kill leaves it)
    if server is not None:
        server.stop()
        assert server.wait_stopped(10)


def test_continue_opens_the_host_s_table_again_and_the_friend_comes_back(game_app):
    app = game_app
    game = host_a_table(app)
    held = online_seats.held_seat(game.link.url, game.code)
    assert held is not None and held.hosted and held.sat > 0  # remembered like a friend's seat
    friend = friend_joins(game)
    try:
        start(app, game)
        run_until(app, lambda: friend.session.update() or friend.session.started, seconds=20)
        mover = game.session if game.session.human_to_move() is not None else friend.session
        assert mover.submit(mover.legal_actions()[0])
        run_until(app, lambda: friend.session.update() or friend.session.ply >= 1, seconds=20)
        seen, ply = friend.session.visible_events(), friend.session.ply
        port = game.hosting.port
        killed(app, game)
        run_until(app, lambda: friend.status().phase is Phase.RECONNECTING, seconds=20)

        title = app.top
        app.run_frames(3)
        cont = title.find_button("Continue")
        assert cont.enabled and cont.detail == f"Tiki Topple, online table {game.code}"
        click_button(app, "Continue")
        run_until(app, lambda: scene_name(app) in ("LobbyScene", "TableScene"), seconds=20)
        run_until(app, lambda: isinstance(app.top, TableScene), seconds=20)
        back: OnlineGame = app.top.online.game
        assert back.is_host and back.hosting is not None and back.hosting.port == port
        assert back.code == game.code and back.session.viewer == 0
        run_until(app, lambda: back.session.ply >= ply and back.session.started, seconds=20)
        run_until(
            app,
            lambda: friend.session.update() or friend.status().phase is Phase.ONLINE,
            seconds=30,
        )
        assert friend.session.visible_events()[: len(seen)] == seen
        run_until(app, lambda: 1 in back.session.connected, seconds=20)  # seen back online
    finally:
        friend.close()
        app.set_root(app.screens.title())


def test_continue_joins_a_friend_s_seat_again(game_app):
    app = game_app
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    try:
        game = host_a_table_at(server)
        online_seats.note_sitting(game[0], game[1], time.time())
        app.set_root(TitleScene(app))
        app.run_frames(3)
        click_button(app, "Continue")
        run_until(app, lambda: scene_name(app) == "LobbyScene", seconds=20)
        joined: OnlineGame = app.top.game
        run_until(app, lambda: joined.session.joined, seconds=20)
        assert joined.session.viewer == 1 and joined.hosting is None
    finally:
        app.set_root(app.screens.title())
        server.stop()
        assert server.wait_stopped(10)


def host_a_table_at(server: LocalServer) -> tuple[str, str]:
    """A table at `server` whose second seat this player's app claimed (remembered)."""
    from totemgame.net import protocol
    from totemgame.net.client import ask

    url = f"ws://{server.address}"
    seats = [{"kind": "human", "name": f"P{i}", "colour": i} for i in range(2)]
    created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
    claimed = ask(url, protocol.make("claim", table=created["table"], name="Mia"))
    online_seats.hold(online_seats.HeldSeat(url, created["table"], "tiki-topple", claimed["token"]))
    return url, created["table"]


def test_a_game_saved_after_the_online_seat_is_the_one_continued(app):
    url = "ws://127.0.0.1:1"
    online_seats.hold(online_seats.HeldSeat(url, "ABCDEF", "stick-pick", "t"))
    online_seats.note_sitting(url, "ABCDEF", 1000.0)
    status = autosave_status()
    assert status.resumable and status.seat is not None and status.seat.code == "ABCDEF"
    online_seats.note_sitting(url, "ABCDEF", 0.0)  # left it: nothing to continue
    assert not autosave_status().resumable
    online_seats.note_sitting(url, "ABCDEF", 1000.0)  # sat there long ago...
    table = start_game(app, record(["human", "ai:random", "ai:random"]))
    app.run_frames(2)
    click(app, table.board.take_buttons[0].rect.center)  # ...and a local game played since
    status = autosave_status()
    assert status.resumable and status.seat is None and status.path is not None
    online_seats.note_sitting(url, "ABCDEF", time.time() + 60)  # sat there after it
    assert autosave_status().seat is not None


def test_a_host_who_leaves_closes_the_table_for_good(game_app):
    app = game_app
    game = host_a_table(app)
    url, code, server = game.link.url, game.code, game.hosting
    assert server is not None and server.kept and online_seats.held_seat(url, code) is not None
    app.set_root(app.screens.title())  # the host leaves the lobby: the table closes
    assert server.wait_stopped(10)
    assert online_seats.held_seat(url, code) is None and online_seats.sitting_seat() is None
    again = LocalServer(0, data=server.data)  # the app's server another day: no such table
    try:
        assert again.ready.wait(10) and again.error is None and again.kept
        assert code not in again.tables.referees
    finally:
        again.stop()
        assert again.wait_stopped(10)
    app.run_frames(3)
    assert not app.top.find_button("Continue").enabled


def test_the_join_screen_fills_in_a_friend_s_table_not_one_this_app_hosted(game_app):
    app = game_app
    online_seats.hold(online_seats.HeldSeat("ws://127.0.0.1:7001", "FRIEND", "tiki-topple", "a"))
    hosted = online_seats.HeldSeat("ws://127.0.0.1:7002", "HOSTED", "tiki-topple", "b", hosted=True)
    online_seats.hold(hosted)  # the newest, but it comes back with its server (Continue)
    join = app.screens.online_join()
    try:
        assert (join.address, join.code) == ("127.0.0.1:7001", "FRIEND")
    finally:
        join.exit()
