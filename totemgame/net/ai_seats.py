"""How an AI decides at the referee: for an AI seat, or for an absent player's seat (a stand-in).

The agent is given only that seat's view, seeded by the game's salt (engine/seeds.py) as on a
player's own computer, with the thinking time of its difficulty at the table's AI speed. An AI
that crashes or answers an illegal move is tried once more as a random player: a broken AI
must not stall a table. No input or output here.
"""

from __future__ import annotations

import time

from totemgame.ai import budget
from totemgame.engine.game import Action, Seat
from totemgame.engine.match import Match
from totemgame.engine.seeds import agent_seed

AI_ATTEMPTS = 2  # its own difficulty, then a random move


def choose(match: Match, seat: Seat, kind: str, ai_speed: str) -> Action:
    """The move an AI of `kind` ("ai:medium"...) plays for `seat` now."""
    m = match
    difficulty = kind.removeprefix("ai:") if kind.startswith("ai:") else "easy"
    for attempt in range(AI_ATTEMPTS):
        if attempt == AI_ATTEMPTS - 1:
            difficulty = "random"
        seed = agent_seed(m.record.salt, m.record.seed, seat, m.ply, attempt)
        agent = m.module.make_agent(difficulty, seed)
        deadline = time.monotonic() + budget.ai_seconds(difficulty, ai_speed)
        try:
            action: Action = agent.choose(m.view(seat), deadline)
        except Exception:  # a crashing agent: the next attempt plays a random move
            if attempt == AI_ATTEMPTS - 1:
                raise
            continue
        if m.state.check(seat, action) is None:
            return action
    raise RuntimeError(f"{m.module.spec.id}: the AI of seat {seat} found no legal move")
