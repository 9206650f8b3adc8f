"""The referee: every game played to the end by bot players and one AI seat, each seat sent
only what its view and visible events hold; hostile requests refused, nothing changed."""

from __future__ import annotations

import pytest
from net_helpers import Bot, check_stream, new_match, seat_kinds, truth_of

from totemgame import games
from totemgame.net import wire
from totemgame.net.protocol import Refused
from totemgame.net.referee import Referee, encode_events


class Table:
    """A referee, its bots, and what each seat could see after every move (the truth the
    messages are compared with)."""

    def __init__(self, game_id, kinds=None, table="TEST"):
        self.match = new_match(game_id, kinds or seat_kinds(game_id))
        self.seats = range(len(self.match.seats))
        self.truth = {}  # ply -> seat -> (view, legal)
        self.match.on_change = lambda m: self.remember()
        self.remember()
        self.referee = Referee(self.match, table)
        self.whitelist = wire.Whitelist.of_game(game_id)
        self.bots = {}

    def remember(self):
        m = self.match
        self.truth[m.ply] = {
            s: (m.view(s), list(m.state.legal_actions(s)) if s in m.to_move() else [])
            for s in self.seats
        }

    def join_all(self):
        for seat in self.match.human_seats():
            bot = Bot(self.referee.token_of(seat), seed=seat)
            bot.take(self.referee.join(bot.token))
            self.bots[seat] = bot

    def play(self, bot):
        for delivery in self.referee.action(bot.token, bot.choose()):
            self.bots[delivery.seat].take(delivery.message)

    def play_to_the_end(self):
        for _ in range(100_000):
            if self.match.is_over():
                return
            movers = [b for b in self.bots.values() if b.wants_to_move()]
            assert movers, "no bot may move, yet the game is not over"
            self.play(movers[0])
        raise AssertionError("the game did not end")


def check_every_message(table: Table, seat: int, bot: Bot) -> None:
    check_stream(table.match, seat, bot.texts)
    # The truth replayed from the record agrees with the one seen while playing.
    assert truth_of(table.match.record) == table.truth


@pytest.mark.parametrize("game_id", games.ids())
def test_a_whole_game_sends_each_seat_only_its_view_and_visible_events(game_id):
    table = Table(game_id)
    table.join_all()
    table.play_to_the_end()
    assert table.match.is_over()
    for seat, bot in table.bots.items():
        assert not bot.refusals
        check_every_message(table, seat, bot)


def test_the_encoded_events_are_the_seat_s_own():
    table = Table("tiki-topple")
    table.join_all()
    snapshot = table.bots[1].messages[0]
    assert snapshot["events"] == encode_events(table.match.events_visible_to(1))


# -- hostile requests: refused, nothing changed, the others unaffected ---------------------------
def unchanged(table: Table):
    m = table.match
    return (list(m.record.actions), len(m.log), [m.view(s) for s in table.seats])


def refused(call, code):
    with pytest.raises(Refused) as caught:
        call()
    assert caught.value.code == code, caught.value.reason
    return caught.value


@pytest.fixture
def tiki():
    """Tiki Topple with two human seats (0 and 1) and the AI at seat 2."""
    table = Table("tiki-topple", ["human", "human", "ai:random"])
    table.join_all()
    return table


def mover_and_other(table):
    mover = next(s for s, b in table.bots.items() if b.wants_to_move())
    return table.bots[mover], table.bots[1 - mover]


def test_a_move_out_of_turn_is_refused(tiki):
    mover, other = mover_and_other(tiki)
    before = unchanged(tiki)
    # The other seat sends a move that is legal for the seat to move: refused for its own seat.
    refused(lambda: tiki.referee.action(other.token, mover.choose()), "out_of_turn")
    assert unchanged(tiki) == before
    tiki.play(mover)  # the player to move is unaffected
    assert len(tiki.match.record.actions) > len(before[0])


def test_a_client_naming_another_seat_is_not_listened_to(tiki):
    mover, other = mover_and_other(tiki)
    before = unchanged(tiki)
    forged = dict(mover.choose(), seat=mover.last["seat"])
    refused(lambda: tiki.referee.action(other.token, forged), "out_of_turn")
    assert unchanged(tiki) == before


def test_an_illegal_or_malformed_move_is_refused(tiki):
    mover, _ = mover_and_other(tiki)
    before = unchanged(tiki)
    refused(
        lambda: tiki.referee.action(mover.token, {"kind": "play", "card": "toast", "tiki": 99}),
        "illegal",
    )
    refused(
        lambda: tiki.referee.action(mover.token, {"kind": "play", "card": "queen", "tiki": 0}),
        "malformed",
    )
    refused(lambda: tiki.referee.action(mover.token, {"kind": "teleport"}), "malformed")
    refused(lambda: tiki.referee.action(mover.token, {"kind": "play", "card": "up1"}), "malformed")
    assert unchanged(tiki) == before
    tiki.play(mover)


def test_a_token_of_another_table_or_none_is_refused(tiki):
    elsewhere = Table("tiki-topple", ["human", "human", "ai:random"], table="OTHER")
    stranger = elsewhere.referee.token_of(0)
    before = unchanged(tiki)
    refused(lambda: tiki.referee.join(stranger), "unknown_token")
    refused(
        lambda: tiki.referee.action(stranger, {"kind": "play", "card": "up1", "tiki": 0}),
        "unknown_token",
    )
    refused(lambda: tiki.referee.join("guess"), "unknown_token")
    assert unchanged(tiki) == before
    assert tiki.referee.connected == {0, 1}


def test_tokens_are_secret_and_distinct():
    table = Table("totemic-might", ["human"] * 5 + ["ai:random"])
    tokens = [table.referee.token_of(s) for s in range(5)]
    assert len(set(tokens)) == 5 and all(len(t) >= 32 for t in tokens)
    with pytest.raises(KeyError):
        table.referee.token_of(5)  # an AI seat has no token


def test_claiming_gives_each_free_seat_once_then_refuses():
    table = Table("tiki-topple", ["human", "ai:random", "human"])
    assert [table.referee.claim()[0] for _ in range(2)] == [0, 2]
    refused(table.referee.claim, "full")


def test_a_seat_that_leaves_gets_nothing_and_its_snapshot_on_return(tiki):
    mover, other = mover_and_other(tiki)
    tiki.referee.leave(other.token)
    sent = len(other.texts)
    while not other.wants_to_move() and mover.wants_to_move():
        for d in tiki.referee.action(mover.token, mover.choose()):
            assert d.seat != other.last["seat"], "a message to a seat that left"
            tiki.bots[d.seat].take(d.message)
    assert len(other.texts) == sent
    snapshot = other.take(tiki.referee.join(other.token))
    seat = snapshot["seat"]
    assert wire.decode(snapshot["view"], tiki.whitelist) == tiki.match.view(seat)
    assert snapshot["events"] == encode_events(tiki.match.events_visible_to(seat))


def test_a_move_after_the_end_is_refused():
    table = Table("totem-surround", ["human", "ai:random"])
    table.join_all()
    table.play_to_the_end()
    refused(lambda: table.referee.action(table.bots[0].token, {"kind": "x"}), "over")
