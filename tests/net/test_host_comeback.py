"""The host's app killed (SIGKILL) in the middle of a game and started again, as real processes
on 127.0.0.1: its server kept the table under the host's home, Continue's way back opens it
again on the same port with every move the friend was told of, and the friend's app, which kept
trying, sits at its seat again and the game goes on. Every process started here is stopped;
every wait is bounded."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_server import raw_connection, request, wait_for

from totemgame.engine.rng import Rng
from totemgame.net import protocol
from totemgame.net.connection import Phase
from totemgame.net.online_game import sit
from totemgame.storage.settings import Settings

HOST_APP = Path(__file__).with_name("host_app.py")


class HostApp:
    """tests/net/host_app.py in a process of its own, under the host's home."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.proc: subprocess.Popen[str] | None = None
        self.lines: list[str] = []

    def start(self, mode: str, seed: int) -> tuple[str, str]:
        env = dict(os.environ, PYTHONUNBUFFERED="1", TOTEMGAME_HOME=str(self.home))
        self.proc = subprocess.Popen(
            [sys.executable, str(HOST_APP), mode, str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        first = self.proc.stdout.readline().split()
        if first[:1] != ["table"]:
            self.proc.kill()
            raise AssertionError(" ".join(first) + self.proc.communicate(timeout=20)[1])
        return first[1], first[2]

    def kill(self) -> None:
        assert self.proc is not None and self.proc.poll() is None, "the host's app ended"
        self.proc.kill()  # SIGKILL: nothing of it runs after this
        self.proc.wait(timeout=20)

    def plies(self) -> list[int]:
        """The plies it said it saw, up to now (it must be killed first)."""
        assert self.proc is not None
        return [int(line.split()[1]) for line in self.proc.stdout if line.startswith("ply ")]

    def cleanup(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait(timeout=20)
            for stream in (self.proc.stdout, self.proc.stderr):
                if stream is not None:
                    stream.close()


@pytest.fixture
def host_apps(tmp_path):
    started: list[HostApp] = []

    def make() -> HostApp:
        started.append(HostApp(tmp_path / "host-home"))
        return started[-1]

    yield make
    for app in started:
        app.cleanup()


def friend_plays(game, rng, until) -> None:
    """The friend's seat plays random legal moves until `until()` holds (bounded)."""

    def step() -> bool:
        game.session.update()
        if game.session.human_to_move() is not None:
            game.session.submit(rng.choice(game.session.legal_actions()))
        return until()

    wait_for(step, seconds=60, what="the friend's game")


def test_the_host_app_killed_and_started_again_goes_on_and_the_friend_comes_back(host_apps):
    first = host_apps()
    url, code = first.start("open", seed=5)
    assert url.startswith("ws://127.0.0.1:")
    with raw_connection(url) as ws:
        claimed = request(ws, protocol.make("claim", table=code, name="Bo"))
    assert claimed["type"] == "claimed", claimed
    friend = sit(url, "tiki-topple", code, claimed["token"], Settings(), url[5:])
    rng = Rng(11)
    try:
        wait_for(lambda: friend.session.update() or friend.session.started, seconds=30)
        friend_plays(friend, rng, lambda: friend.session.ply >= 6)
        seen = friend.session.visible_events()  # what the friend was told before the kill
        ply = friend.session.ply
        first.kill()
        wait_for(lambda: friend.status().phase is Phase.RECONNECTING, seconds=20)
        assert first.plies(), "the host's app did not play"
        kept = first.home / "data"
        assert any(kept.rglob("tables.sqlite3")), "the table is not kept under the host's home"

        second = host_apps()
        again, same = second.start("continue", seed=6)
        assert (again, same) == (url, code)  # the same port: the friends' apps find it there
        wait_for(
            lambda: friend.session.update() or friend.status().phase is Phase.ONLINE, seconds=30
        )
        friend.session.update()
        assert friend.session.ply >= ply
        assert friend.session.visible_events()[: len(seen)] == seen  # no move was lost
        friend_plays(friend, rng, lambda: friend.session.ply >= ply + 6)  # the game goes on
        second.kill()
        assert min(second.plies()) >= ply  # the host came back to the table as it was
    finally:
        friend.close()
