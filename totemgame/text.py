"""Words for events: message templates live in each game's data file under [messages]."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.engine.game import Event
from totemgame.paths import load_data


def describe(game_id: str, event: Event, names: Sequence[str]) -> str:
    """The event as a sentence. Params named `seat`/`player`/`by` become player names."""
    messages = load_data(game_id).get("messages", {})
    template = messages.get(event.key)
    params = dict(event.params)
    for key in ("seat", "player", "by", "winner"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
    for key, value in list(params.items()):
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            params[key] = ", ".join(value)
    if template is None:
        return event.key.replace("_", " ") + (f" {params}" if params else "")
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
