"""The host's app without its window, run as a process of its own by test_host_comeback.py.

`python host_app.py open SEED`: host a Tiki Topple table (the host, a friend's open seat and a
random AI) as the Host screen does, on this computer's server with its tables kept under
TOTEMGAME_HOME; `python host_app.py continue SEED`: what Continue does after the app was killed,
the server started again from the seat remembered there. Either way the host's seat then plays
random legal moves, starting the game once the friend sits, and says on stdout what it knows:
`table URL CODE`, then `ply N` at every move it sees. It runs until it is killed.
"""

from __future__ import annotations

import sys
import time

from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.comeback import HostComeback
from totemgame.net.lobby import Request
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import OnlineGame, sit
from totemgame.storage import online_seats
from totemgame.storage.settings import Settings

GAME = "tiki-topple"
WAIT_SECONDS = 30.0


def say(*words: object) -> None:
    print(*words, flush=True)


def wait(poll):  # the first answer of `poll` that is not None, within WAIT_SECONDS
    deadline = time.monotonic() + WAIT_SECONDS
    while (got := poll()) is None:
        if time.monotonic() > deadline:
            raise SystemExit("no answer in time")
        time.sleep(0.02)
    return got


def open_table(settings: Settings) -> OnlineGame:
    server = LocalServer(0, data=online_seats.hosted_dir())
    assert server.ready.wait(WAIT_SECONDS) and server.error is None, server.error
    url = f"ws://{server.address}"
    seats = [
        {"kind": "human", "name": "Ana", "colour": 0},
        {"kind": "human", "name": "", "colour": 1},
        {"kind": "ai:random", "name": "AI", "colour": 2},
    ]
    request = Request(url, protocol.make("create", game=GAME, seats=seats, options={}))
    answer = wait(request.answer)
    assert not isinstance(answer, Exception) and answer["type"] == "created", answer
    held = online_seats.HeldSeat(url, answer["table"], GAME, answer["token"], hosted=server.kept)
    online_seats.hold(held)
    return sit(url, GAME, held.code, held.token, settings, server.address, server, is_host=True)


def come_back(settings: Settings) -> OnlineGame:
    held = online_seats.sitting_seat()
    assert held is not None and held.hosted, online_seats.held_seats()
    comeback = HostComeback(held)
    got = wait(lambda: comeback.poll(settings))
    if isinstance(got, str):
        raise SystemExit(got)
    return got


def main(mode: str, seed: int) -> None:
    settings = Settings()
    game = open_table(settings) if mode == "open" else come_back(settings)
    say("table", game.link.url, game.code)
    session = game.session
    rng = Rng(seed)
    asked_start = False
    told = -1
    while True:
        session.update()
        if session.joined and not session.started and not session.open and not asked_start:
            session.start()
            asked_start = True
        if session.joined and session.started and session.ply != told:
            told = session.ply
            say("ply", told)
        if session.human_to_move() is not None:
            session.submit(rng.choice(session.legal_actions()))
        time.sleep(0.02)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
