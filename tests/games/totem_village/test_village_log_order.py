"""The log reads a round before its first phase: "Round 1 begins", then "Phase 1: Arrange"
(a newcomer saw the phase listed before the round it belongs to)."""

from __future__ import annotations

from totemgame import games
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo


def test_each_round_begins_before_its_arrange_phase():
    module = games.get("totem-village")
    seats = [SeatInfo("ai:random", f"P{i}", i) for i in range(3)]
    match = Match(GameRecord("totem-village", {}, seats, 3), module)
    agents = {s: module.make_agent("random", s) for s in range(3)}
    while not match.is_over() and match.view(0).round < 3:
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    keys = [e.event.key for e in match.log]
    starts = [i for i, k in enumerate(keys) if k == "round_start"]
    assert len(starts) >= 2
    for i in starts:
        following = next(e.event for e in match.log[i + 1 :] if e.event.key == "phase")
        assert following.params["phase"] == 1, following.params  # Arrange, right after
        assert keys[i - 1] != "phase" or match.log[i - 1].event.params["phase"] != 1
