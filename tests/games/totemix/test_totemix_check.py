"""State.check: the reason a move is illegal, exactly when apply refuses it, on random games."""

from __future__ import annotations

import random

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.games.totemix.rules import (
    AutoPlace,
    Bid,
    Confirm,
    Mark,
    TotemixState,
    Unmark,
    new_game,
)
from totemgame.games.totemix.sheet import JOKER


def _candidates(state: TotemixState, seat: int, rng: random.Random) -> list:
    """The seat's legal moves, every seat's, and moves that are wrong now in various ways."""
    pl = state.p[seat]
    out = [a for s in range(state.players) for a in state.legal_actions(s)]
    out += [Bid(-1), Bid(pl.crystals), Bid(pl.crystals + 1), Confirm(), Unmark(0), Unmark(5)]
    out += [AutoPlace(False), AutoPlace(True)]
    fields = len(pl.marks)
    for res in ("gold", "stone", "ruby", "smoke", "papyrus", JOKER, "crystal"):
        out += [Mark(res, rng.randrange(fields)), Mark(res, fields), Mark(res, -1)]
    return out


def _agrees(state: TotemixState, seat: int, action) -> str | None:
    reason = state.check(seat, action)
    legal = action in state.legal_actions(seat)
    assert (reason is None) == legal, (seat, action, reason)
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        assert reason is not None, (seat, action)
    else:
        assert reason is None, (seat, action, reason)
    return reason


@pytest.mark.parametrize(
    ("players", "mode", "seed", "moves"), [(2, "apprentice", 1, 120), (3, "master", 2, 60)]
)
def test_check_gives_a_reason_exactly_when_apply_refuses(players, mode, seed, moves):
    rng = random.Random(seed)
    state = new_game(players, {"mode": mode}, seed)
    reasons: set[str] = set()
    for _ in range(moves):
        if state.is_over():
            break
        for seat in range(players):
            for action in _candidates(state, seat, rng):
                reason = _agrees(state, seat, action)
                if reason is not None:
                    assert reason.strip() and not reason.endswith(".")
                    reasons.add(reason)
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    # The game's own words, not one blanket refusal.
    assert "it is time to bid" in reasons
    assert "this player has no decision to make now" in reasons
    assert any(r.startswith("a bid must be 0 to") for r in reasons)
    assert "that field is not open for this resource" in reasons or any(
        r.startswith("no ") for r in reasons
    )


def test_check_after_the_game_is_over():
    state = new_game(2, {"mode": "apprentice"}, 3)
    rng = random.Random(3)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.check(0, Bid(0)) == "the game is over"
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(0, Bid(0))
