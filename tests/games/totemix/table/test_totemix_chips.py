"""An opponent's bid chip: shown once this round's bids are revealed, never during the next
round's secret bidding (last round's bid then read as the bid being made)."""

from __future__ import annotations

from totemgame.games.totemix.actions import BID, Bid
from totemgame.games.totemix.rules import new_game
from totemgame.games.totemix.table.lastmoves import bid_shown, last_moves


def test_a_chip_shows_the_bid_after_the_reveal_and_hides_in_the_next_bidding() -> None:
    state = new_game(4, {"mode": "apprentice"}, 5)
    log = list(state.opening_events())
    for seat, amount in enumerate((2, 1, 0, 0)):
        log += state.apply(seat, Bid(amount))
    view = state.view(0)
    lasts = last_moves(log, 4)
    assert view.phase != BID  # marking: the bids are on the table
    assert [bid_shown(last, view.round, view.phase == BID) for last in lasts] == [True] * 4
    # everyone finishes marking: the next auction's bidding starts
    while state.view(0).phase != BID:
        seat = state.to_move()[0]
        log += state.apply(seat, state.legal_actions(seat)[-1])
    view = state.view(0)
    assert view.round == 2
    lasts = last_moves(log, 4)
    assert all(last.bid is not None for last in lasts)  # known, but not shown
    assert not any(bid_shown(last, view.round, True) for last in lasts)
    # one seat has bid in secret: still nothing shown
    log += state.apply(1, Bid(1))
    lasts = last_moves(log, 4)
    assert not any(bid_shown(last, state.view(0).round, True) for last in lasts)
