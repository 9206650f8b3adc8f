"""Who is at the table: a joining player's name, and every seat told when a player comes or
goes (names and kinds only, nothing of the game)."""

from __future__ import annotations

from net_helpers import Conn, Hub

from totemgame import games
from totemgame.net import protocol
from totemgame.net.remote_session import RemoteSession
from totemgame.storage.settings import Settings


def table_of_three():
    """A Tiki Topple table of two humans and an AI; the host seated, the friend's claim."""
    hub = Hub()
    host = Conn(hub)
    seats = [
        {"kind": "human", "name": "Anna", "colour": 0},
        {"kind": "human", "name": "Player 2", "colour": 1},
        {"kind": "ai:random", "name": "AI 1", "colour": 2},
    ]
    host.send(protocol.make("create", game="tiki-topple", seats=seats, options={}))
    created = host.inbox.pop()
    session = RemoteSession(
        games.get("tiki-topple"), Settings(), host, created["table"], created["token"]
    )
    session.update()
    return hub, created["table"], host, session


def test_a_claim_names_the_seat_and_says_its_game():
    hub, code, _host, _session = table_of_three()
    friend = Conn(hub)
    friend.send(protocol.make("claim", table=code, name="  Mia\x00 "))
    claimed = friend.inbox.pop()
    assert claimed["seat"] == 1 and claimed["game"] == "tiki-topple"
    assert hub.tables.referees[code].match.seats[1].name == "Mia"


def test_a_claim_without_a_name_keeps_the_hosts_name_for_the_seat():
    hub, code, _host, _session = table_of_three()
    friend = Conn(hub)
    friend.send(protocol.make("claim", table=code))
    assert friend.inbox.pop()["type"] == "claimed"
    assert hub.tables.referees[code].match.seats[1].name == "Player 2"


def test_the_others_are_told_when_a_player_comes_and_goes():
    hub, code, _host, session = table_of_three()
    friend = Conn(hub)
    friend.send(protocol.make("claim", table=code, name="Mia"))
    token = friend.inbox.pop()["token"]
    mia = RemoteSession(games.get("tiki-topple"), Settings(), friend, code, token)
    mia.update()
    session.update()
    assert session.connected == [0, 1] and session.names == ["Anna", "Mia", "AI 1"]
    assert mia.seat == 1
    told = hub.tables.leave(friend.seating)  # Mia's app went away
    assert [(address, m["type"], m["connected"]) for address, m in told] == [
        ((code, 0), "presence", [0])
    ]
    assert hub.tables.referees[code].connected == {0}


def test_a_presence_message_holds_nothing_of_the_game():
    hub, code, host, _session = table_of_three()
    referee = hub.tables.referees[code]
    told = referee.presence(changed=1)
    assert [d.seat for d in told] == [0]
    message = told[0].message
    assert set(message) == {"protocol", "type", "seat", "connected", "seats"} | {
        "started",
        "host",
        "open",
        "stand_ins",
        "away",
    }
    assert (message["started"], message["host"], message["open"]) == (False, 0, [1])
    assert message["away"] == []  # nobody has left yet
    assert protocol.check(message, protocol.SERVER_MESSAGES) is message
    text = protocol.dumps(message)
    assert str(referee.match.record.seed) not in text and referee.match.record.salt not in text
