"""Tiki Topple agents (placeholder until the search agents land: every level plays at random)."""

from __future__ import annotations

from totemgame.ai.agent import RandomAgent
from totemgame.games.tiki_topple.rules import sample_world


def make_agent(difficulty: str, seed: int) -> RandomAgent:
    return RandomAgent(sample_world, seed)
