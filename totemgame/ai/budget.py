"""The AI's time budgets: the one place that says how long each difficulty may think. No pygame.

Easy answers within 0.1 s, Medium 0.5 s, Hard 1.5 s (ARCHITECTURE.md, "AI"). The app scales
them by the player's AI-speed setting; the CLI's bench uses them as the move deadline; every
game's Difficulty presets take their `seconds` from here (`Difficulty.preset`).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T", bound=Any)

# Wall-clock caps of the AI presets (seconds).
AI_SECONDS: dict[str, float] = {"random": 0.05, "easy": 0.1, "medium": 0.5, "hard": 1.5}
# The AI-speed setting's factor on those caps in the app.
AI_SPEED_SCALE: dict[str, float] = {"relaxed": 1.5, "normal": 1.0, "fast": 0.5}
# The cap of a difficulty this table does not name (a CLI-only agent).
DEFAULT_SECONDS = 0.5


def ai_seconds(difficulty: str, ai_speed: str = "normal") -> float:
    """How long an AI of `difficulty` may think, at the AI-speed setting `ai_speed`."""
    return AI_SECONDS.get(difficulty, DEFAULT_SECONDS) * AI_SPEED_SCALE.get(ai_speed, 1.0)


def scaled_count(count: int, factor: float) -> int:
    """An iteration or node budget `count` times `factor` (rounded; a positive budget stays
    at least 1, a zero budget stays 0)."""
    if count <= 0 or factor == 1.0:
        return count
    return max(1, round(count * factor))


def scaled(preset: T, factor: float, *fields: str) -> T:
    """The preset (a dataclass) with its integer work budgets `fields` multiplied by `factor`:
    the CLI's `ai:hard@8` thinks 8x as many iterations, still reproducibly (no clock)."""
    if factor == 1.0:
        return preset
    changes = {f: scaled_count(getattr(preset, f), factor) for f in fields}
    return dataclasses.replace(preset, **changes)
