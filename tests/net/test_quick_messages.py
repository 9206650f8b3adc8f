"""Quick messages over real sockets on 127.0.0.1: a fixed message said by its id reaches every
seat at the table; free text, a wrong type and a flood are refused to the sender alone, and
the others (and the game) are not touched. Every server started here is stopped."""

from __future__ import annotations

import time

import pytest

from totemgame.net import protocol
from totemgame.net.client import ask
from totemgame.net.local_server import LocalServer
from totemgame.net.online_game import sit
from totemgame.net.protocol import Refused
from totemgame.net.quick_messages import (
    BURST,
    PER_SECOND,
    QUICK_MESSAGES,
    QUICK_REFUSAL,
    QuickRates,
    relay,
)
from totemgame.storage.settings import Settings


def wait_for(condition, sessions, seconds=10.0, what="a condition"):
    deadline = time.monotonic() + seconds
    while True:
        for s in sessions:
            s.update()
        if condition():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


def settle(sessions, seconds=0.5):
    """Let what is on its way arrive (nothing is waited for)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for s in sessions:
            s.update()
        time.sleep(0.01)


@pytest.fixture
def table():
    """A 3-seat Tiki Topple table on a server of this app, started, every seat sitting; what
    each seat heard said and was told."""
    server = LocalServer(0)
    assert server.ready.wait(10) and server.error is None
    url = f"ws://{server.address}"
    seats = [{"kind": "human", "name": f"P{i}", "colour": i} for i in range(3)]
    created = ask(url, protocol.make("create", game="tiki-topple", seats=seats, options={}))
    tokens = [created["token"]]
    for name in ("Mia", "Jo"):
        claimed = ask(url, protocol.make("claim", table=created["table"], name=name))
        tokens.append(claimed["token"])
    games = [
        sit(url, "tiki-topple", created["table"], t, Settings(), server.address, None)
        for t in tokens
    ]
    heard: list[list[tuple[int, str]]] = [[] for _ in games]
    told: list[list[str]] = [[] for _ in games]
    for i, game in enumerate(games):
        game.session.on_said = lambda seat, said, i=i: heard[i].append((seat, said))
        game.session.on_message = lambda text, kind, i=i: told[i].append(
            text() if callable(text) else text
        )
    sessions = [g.session for g in games]
    wait_for(lambda: all(s.joined for s in sessions), sessions, what="every seat here")
    games[0].session.start()
    wait_for(lambda: all(s.started for s in sessions), sessions, what="the start")
    yield games, heard, told
    for game in games:
        game.close()
        assert game.link.wait_closed(10)
    server.stop()
    assert server.wait_stopped(10)


def test_a_quick_message_reaches_every_seat_at_the_table(table):
    games, heard, told = table
    sessions = [g.session for g in games]
    sessions[1].say("good_move")
    wait_for(lambda: all(heard), sessions, what="everyone hears Mia")
    assert heard == [[(1, "good_move")]] * 3
    sessions[0].say("thanks")
    wait_for(lambda: all(len(h) == 2 for h in heard), sessions, what="everyone hears P0")
    assert all(h[1] == (0, "thanks") for h in heard)
    assert not any(told)


def test_free_text_and_a_wrong_type_are_refused_to_the_sender_alone(table):
    games, heard, told = table
    sessions = [g.session for g in games]
    games[2].link.send(protocol.make("say", said="you are all losers"))
    games[2].link.send({"protocol": 1, "type": "say", "said": 7})
    wait_for(lambda: len(told[2]) >= 2, sessions, what="two refusals")
    settle(sessions)
    assert not any(heard) and not told[0] and not told[1]


def test_a_flood_is_refused_to_the_flooder_and_the_others_go_on(table):
    games, heard, told = table
    sessions = [g.session for g in games]
    ply = sessions[0].ply
    for _ in range(30):
        sessions[2].say("sorry")
    wait_for(lambda: len(told[2]) >= 30 - BURST - 2, sessions, what="the flood refused")
    assert set(told[2]) == {"Not so fast: wait a moment before the next quick message."}
    settle(sessions)
    flooded = [h for h in heard[0] if h[0] == 2]
    assert BURST <= len(flooded) <= BURST + 2  # the burst, and what came back meanwhile
    assert heard[0] == heard[1] == heard[2]
    sessions[1].say("hello")  # Mia is not held back by Jo's flood
    wait_for(lambda: (1, "hello") in heard[0], sessions, what="Mia heard after the flood")
    assert not told[0] and not told[1]
    assert [s.ply for s in sessions] == [ply] * 3  # the game is untouched


def test_a_seat_may_say_a_few_at_once_then_one_every_two_seconds():
    now = [0.0]
    rates = QuickRates(clock=lambda: now[0])
    seats_here = (0, 1)
    for _ in range(BURST):
        assert len(relay(rates, "ABC234", 0, "hello", seats_here)) == 2
    with pytest.raises(Refused) as refused:
        relay(rates, "ABC234", 0, "hello", seats_here)
    assert refused.value.code == QUICK_REFUSAL
    assert relay(rates, "ABC234", 1, "hello", seats_here)  # another seat: its own rate
    assert relay(rates, "XYZ789", 0, "hello", seats_here)  # the same seat at another table
    now[0] += 1 / PER_SECOND
    assert relay(rates, "ABC234", 0, "thanks", seats_here)


@pytest.mark.parametrize("said", ["", "Hello!", "HELLO", "hello ", "x" * 5000])
def test_only_the_known_ids_are_quick_messages(said):
    with pytest.raises(Refused) as refused:
        relay(QuickRates(), "ABC234", 0, said, (0, 1))
    assert refused.value.code == "malformed"
    assert said not in QUICK_MESSAGES
