"""A seat's player away, over real sockets on 127.0.0.1: every player is told since when (not
only the host); the host gives the seat to an AI and takes it back (the game then waits for its
player), and only the host may; the hints a player was shown at an online table still count
after their app restarts and rejoins. Every server started here is stopped; every wait is
bounded."""

from __future__ import annotations

import pytest
from test_server import Running, raw_connection, request, wait_for
from test_undo import PATIENT, close_all, move, start

from totemgame import games
from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.client import remote_session
from totemgame.net.online_game import sit
from totemgame.storage import online_seats
from totemgame.storage.settings import Settings


@pytest.fixture
def running():
    server = Running(PATIENT)
    yield server
    server.stop()


def test_every_player_is_told_who_is_away_and_for_how_long(running):
    module = games.get("tiki-topple")
    seats = [{"kind": "human", "name": n, "colour": i} for i, n in enumerate(["Ana", "Bo", "Cy"])]
    with raw_connection(running.url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
        tokens = [created["token"]]
        for _ in range(2):
            tokens.append(request(ws, protocol.make("claim", table=created["table"]))["token"])
    code = created["table"]
    apps = [remote_session(running.url, module, code, t)[0] for t in tokens]
    referee = running.server.tables.referees[code]
    clock = [1000.0]
    referee.clock = lambda: clock[0]
    try:
        wait_for(lambda: [a.update() for a in apps] and all(len(a.connected) == 3 for a in apps))
        assert all(a.away_for(2) is None for a in apps)
        apps.pop().close()  # Cy's app goes
        wait_for(lambda: [a.update() for a in apps] and all(a.connected == [0, 1] for a in apps))
        for app in apps:  # the host and the friend alike
            assert app.away_for(2) is not None and 0 <= app.away_for(2) < 5
        clock[0] += 90.0  # a minute and a half later, Bo's app joins again: told since when
        apps[1].close()
        apps[1] = remote_session(running.url, module, code, tokens[1])[0]
        wait_for(lambda: apps[1].update() or apps[1].joined)
        assert 89 <= apps[1].away_for(2) < 95 and apps[1].away_for(0) is None
    finally:
        for app in apps:
            app.close()


def test_the_host_gives_an_absent_seat_to_an_ai_and_takes_it_back(running):
    code, players = start(running.url, ["human", "human"])
    referee = running.server.tables.referees[code]
    try:
        rng = Rng(9)
        while move(players, rng) != 0:  # the host (seat 0) has moved: seat 1 to move
            pass
        players.pop(1).close()
        presence = players[0].until("presence")
        assert presence["connected"] == [0] and presence["away"][0][0] == 1
        players[0].send("recall", seat=1)  # no AI plays for seat 1 yet
        assert players[0].until("refused")["code"] == "not_handed"
        ply = referee.match.ply
        players[0].send("hand", seat=1, ai="ai:easy")
        assert players[0].until("update", mover=1)["ply"] == ply + 1  # the AI played for seat 1
        assert players[0].until("presence")["stand_ins"] == [1]
        players[0].send("recall", seat=1)
        assert players[0].until("presence")["stand_ins"] == []
        assert referee.stand_ins == {} and not referee.plays_ai(1)
        move(players, rng)  # the host moves: seat 1's turn, and nobody plays it now
        assert referee.match.to_move() == (1,)
        ply = referee.match.ply
        players[0].send("ping")
        players[0].until("pong")
        assert referee.match.ply == ply and referee.connected == {0}
    finally:
        close_all(players)


def test_only_the_host_takes_a_seat_back(running):
    code, players = start(running.url, ["human", "human", "human"])
    referee = running.server.tables.referees[code]
    try:
        players.pop(2).close()
        players[0].until("presence")
        players[0].send("hand", seat=2, ai="ai:easy")
        players[0].until("presence")
        players[1].send("recall", seat=2)
        assert players[1].until("refused")["code"] == "not_host"
        assert referee.stand_ins == {2: "ai:easy"}
    finally:
        close_all(players)


def test_the_hints_shown_online_count_after_the_app_restarts(running):
    module = games.get("tiki-topple")
    seats = [{"kind": "human", "name": n, "colour": i} for i, n in enumerate(["Ana", "Bo"])]
    with raw_connection(running.url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
        claimed = request(ws, protocol.make("claim", table=created["table"]))
    code = created["table"]
    online_seats.hold(online_seats.HeldSeat(running.url, code, module.spec.id, claimed["token"]))
    host, _ = remote_session(running.url, module, code, created["token"])
    friend = sit(running.url, module.spec.id, code, claimed["token"], Settings(), "here")
    try:
        wait_for(lambda: host.update() or host.joined)
        host.start()
        session = friend.session
        wait_for(lambda: session.update() or session.started)
        session.hint_source.count()  # a hint shown (as the hint flow counts it)
        session.hint_source.count()
        assert online_seats.held_seat(running.url, code).hints == 2
        friend.close()  # the app closes...
        friend = sit(running.url, module.spec.id, code, claimed["token"], Settings(), "here")
        assert friend.session.hints_used == 2  # ...and the count is there on its return
        wait_for(lambda: friend.session.update() or friend.session.joined)
        other = sit(running.url, module.spec.id, code, created["token"], Settings(), "here")
        assert other.session.hints_used == 0  # another seat's count is its own
        other.close()
    finally:
        friend.close()
        host.close()
