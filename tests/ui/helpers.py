"""Helpers for driving the App in tests: clicks, waiting for scenes, starting fake games."""

from __future__ import annotations

import time

from totemgame.engine.record import GameRecord, SeatInfo


def click(app, pos, frames: int = 2) -> None:
    """A real click through pygame's event queue, then a few frames."""
    app.click(pos)
    for _ in range(frames):
        app.step(1 / 60)


def click_button(app, label: str) -> None:
    button = app.top.find_button(label)
    assert button is not None, f"no button {label!r} on {app.top.describe()}"
    click(app, button.rect.center)


def run_until(app, predicate, seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, f"timed out on {app.top.describe() if app.top else None}"
        app.step(1 / 60)


def scene_name(app) -> str:
    return type(app.top).__name__


def record(kinds: list[str], seed: int = 5, game: str = "stick-pick") -> GameRecord:
    seats = [
        SeatInfo(k, f"P{i + 1}" if k == "human" else f"AI {i + 1}", i) for i, k in enumerate(kinds)
    ]
    return GameRecord(game, {"sticks": 5}, seats, seed)
