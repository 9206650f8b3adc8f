"""Finished games for the review's tests: seeded Easy-vs-Easy games, seat 0 'human'; and an
agent that notes the views it is asked about."""

from __future__ import annotations

from totemgame import games
from totemgame.engine.record import GameRecord, SeatInfo


def easy_game(game_id: str, seed: int, players: int = 0, first: str = "easy") -> GameRecord:
    """A finished game played by seeded Easy agents (seat 0 by `first`), seat 0 marked human
    (the reviewed seat)."""
    module = games.get(game_id)
    n = players or module.spec.min_players
    seats = [SeatInfo("human", "Ana")] + [SeatInfo("ai:easy", f"Bot {i}") for i in range(1, n)]
    record = GameRecord(game_id, {}, seats, seed=seed, salt="ab" * 16)
    state = module.new_game(n, module.spec.validate_options({}), seed)
    agents = [module.make_agent(first if i == 0 else "easy", 5 + i) for i in range(n)]
    while not state.is_over():
        seat = state.to_move()[0]
        action = agents[seat].choose(state.view(seat), None)
        state.apply(seat, action)
        record.actions.append((seat, action.to_json()))
    record.finished = True
    return record


class SpyAgent:
    """A Hard agent that notes every view it is asked about."""

    def __init__(self, agent, seen: list) -> None:
        self.agent = agent
        self.seen = seen
        self.name = agent.name

    def choose(self, view, deadline=None):
        self.seen.append(("choose", view))
        return self.agent.choose(view, deadline)

    def explain(self, view, action):
        self.seen.append(("explain", view))
        return self.agent.explain(view, action)
