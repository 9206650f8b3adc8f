"""A game with too many moves to list (Totemic Might: weighings, orders, wagers, the final's
arrangement) sends a menu of its legal moves, not all of them. Over real sockets on 127.0.0.1
the player's app plays a legal move that is not in the menu (the referee checks it), and a
move the rules refuse comes back with the rules' own reason, said in the player's language.
Every server started here is stopped; every wait is bounded."""

from __future__ import annotations

import json

import pytest
from test_server import Running, raw_connection, request, wait_for

from totemgame import games
from totemgame.engine.refusal import refused
from totemgame.games.totemic_might.actions import SetBid, SetPrefs, Weigh
from totemgame.i18n import N_
from totemgame.net import protocol
from totemgame.net.client import remote_session
from totemgame.text import said


@pytest.fixture
def running():
    server = Running()
    yield server
    server.stop()


def might_table(url):
    """A started Totemic Might table: this app's seat 0, two AI seats; its session and link."""
    module = games.get("totemic-might")
    kinds = ["human", "ai:easy", "ai:easy"]
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
    texts: list[str] = []
    session, link = remote_session(
        url, module, created["table"], created["token"], None, texts.append
    )
    wait_for(lambda: session.update() or session.joined, what="the seat joined")
    session.start()
    wait_for(lambda: session.update() or session.human_to_move() == 0, what="the first orders")
    return session, link, texts


def test_a_legal_move_missing_from_the_menu_is_sent_and_played(running):
    session, link, texts = might_table(running.url)
    try:
        referee = next(iter(running.server.tables.referees.values()))
        order = tuple(reversed(referee.match.state.p[0].prefs[0]))
        reversed_prefs = SetPrefs(0, order)  # legal, but the menu moves one item at a time
        assert reversed_prefs not in list(session.legal_actions())
        assert referee.match.state.check(0, reversed_prefs) is None
        assert '"listed":false' in texts[-1]
        assert session.refusal(reversed_prefs) is None
        assert session.submit(reversed_prefs)
        wait_for(lambda: session.update() or not session.waiting, what="the move's answer")
        assert referee.match.state.p[0].prefs[0] == order
    finally:
        link.close()


def test_a_move_the_rules_refuse_comes_back_with_their_reason(running):
    session, link, texts = might_table(running.url)
    try:
        referee = next(iter(running.server.tables.referees.values()))
        spirit = referee.match.state.p[0].spirits[0]
        said_to_player: list[str] = []
        session.on_message = lambda words, kind: said_to_player.append(words())
        one_pan = Weigh((spirit,), ())
        before = referee.match.ply
        # The app greys it from its own view; sent all the same, the referee refuses it too.
        assert session.refusal(one_pan) == refused(N_("put something on both pans"))
        session.transport.send(protocol.make("action", action=one_pan.to_json()))
        wait_for(lambda: session.update() or said_to_player, what="the refusal")
        assert referee.match.ply == before
        refusal = next(json.loads(t) for t in texts if '"type":"refused"' in t)
        assert refusal["code"] == "illegal"
        assert refusal["why"]["key"] == "put something on both pans"
        assert said_to_player == [said(refused(N_("put something on both pans")))]
        assert not session.waiting and session.human_to_move() == 0
    finally:
        link.close()


def test_moves_off_the_menu_are_greyed_from_the_seat_s_own_view_and_not_sent(running):
    """A bid lowered to nothing while chips are left, a weighing with an empty pan: the app
    refuses them itself with the rules' reason (what the referee would say); a legal move off
    the menu is still allowed."""
    session, link, texts = might_table(running.url)
    try:
        referee = next(iter(running.server.tables.referees.values()))
        state = referee.match.state
        spirit = state.p[0].spirits[0]
        said_to_player: list[str] = []
        session.on_message = lambda words, kind: said_to_player.append(words())
        no_bid, one_pan = SetBid(0, 0), Weigh((spirit,), ())
        for action in (no_bid, one_pan):
            assert action not in list(session.legal_actions())
            assert session.refusal(action) == state.check(0, action) is not None
        received = len(texts)
        assert not session.submit(no_bid) and not session.waiting  # refused here, not sent
        assert said_to_player == ["That move is not allowed: bid at least 1 chip"]
        reversed_prefs = SetPrefs(0, tuple(reversed(state.p[0].prefs[0])))
        assert reversed_prefs not in list(session.legal_actions())
        assert session.refusal(reversed_prefs) is None
        assert session.submit(reversed_prefs)
        wait_for(lambda: session.update() or not session.waiting, what="the move's answer")
        assert not any('"type":"refused"' in t for t in texts[received:])
        assert state.p[0].prefs[0] == reversed_prefs.order
    finally:
        link.close()


def test_a_listed_game_still_refuses_moves_off_its_list_without_sending(running):
    """Tiki Topple lists every move: one not listed is refused by the app itself."""
    module = games.get("tiki-topple")
    kinds = ["human", "ai:easy"]
    seats = [{"kind": k, "name": f"P{i}", "colour": i} for i, k in enumerate(kinds)]
    with raw_connection(running.url) as ws:
        created = request(ws, protocol.make("create", game=module.spec.id, seats=seats, options={}))
    texts: list[str] = []
    session, link = remote_session(
        running.url, module, created["table"], created["token"], None, texts.append
    )
    try:
        wait_for(lambda: session.update() or session.joined, what="the seat joined")
        session.start()
        wait_for(lambda: session.update() or session.human_to_move() == 0, seconds=20)
        assert '"listed":true' in texts[-1]
        action = session.legal_actions()[0]
        foreign = type(action)(card=action.card, tiki=99)
        assert session.refusal(foreign) == "That move is not allowed now."
    finally:
        link.close()
