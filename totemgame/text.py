"""Words for events: message templates live in each game's data file under [messages]."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Event
from totemgame.paths import load_data


def describe(game_id: str, event: Event, names: Sequence[str]) -> str:
    """The event as a sentence. Params naming seats (`seat`, `player`, `by`, `recipient`...)
    become player names."""
    messages = load_data(game_id).get("messages", {})
    template = messages.get(event.key)
    params = dict(event.params)
    for key in ("seat", "player", "by", "recipient", "winner", "winners", "players", "seats"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
        elif isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
            params[key] = _join([names[v] if 0 <= v < len(names) else str(v) for v in value])
    for key, value in list(params.items()):
        if key.endswith("_by_seat") and isinstance(value, list | tuple):  # one value per seat
            params[key] = ", ".join(
                f"{names[s] if s < len(names) else s} {v}" for s, v in enumerate(value)
            )
        elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            params[key] = ", ".join(value)
    if template is None:
        return event.key.replace("_", " ") + (f" {params}" if params else "")
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def _join(words: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
