"""UI benchmarks: table frame times mid-game, and the longest frame gap while the AI thinks."""

from __future__ import annotations

import os
import statistics
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord
    from totemgame.ui.app import App


def _percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def _headless_app() -> App:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    return App(
        settings=Settings(animation_speed="normal"), settings_warning=None, start_title=False
    )


def _seated_record(game_id: str, kind: str, seed: int) -> GameRecord:
    from totemgame import games
    from totemgame.engine.record import GameRecord, SeatInfo

    spec = games.get(game_id).spec
    n = min(max(spec.min_players, 3), spec.max_players)
    seats = [SeatInfo(kind, f"AI {i + 1}", i) for i in range(n)]
    return GameRecord(game_id, spec.default_options(), seats, seed)


def midgame_match(game_id: str, seed: int = 12345) -> Match:
    """A match played by random agents to about half of its length (deterministic)."""
    from totemgame import games
    from totemgame.engine.match import Match

    module = games.get(game_id)

    def play(limit: int | None) -> Match:
        match = Match(_seated_record(game_id, "ai:random", seed), module)
        agents = {s: module.make_agent("random", seed + s) for s in range(len(match.seats))}
        while not match.is_over() and (limit is None or match.ply < limit):
            seat = match.to_move()[0]
            match.apply(seat, agents[seat].choose(match.view(seat)))
        return match

    length = play(None).ply
    return play(length // 2)


def table_frame_times(game_id: str, frames: int = 600) -> dict[str, float]:
    """Median and 95th percentile (ms) of update+draw of the game's table scene, mid-game,
    drawn offscreen at 1280x720 (no AI requests: timing the UI only)."""
    import pygame

    from totemgame.session.local_session import LocalSession
    from totemgame.ui.table.tables import game_table

    app = _headless_app()
    try:
        match = midgame_match(game_id)
        session = LocalSession(match, None, app.settings, autosave=False)
        scene = game_table(game_id).make(app, session)
        app.push(scene)
        surface = pygame.Surface((1280, 720))
        for _ in range(30):  # warm the caches like a player's first second at the table
            scene.update(1 / 60)
            scene.draw(surface)
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            scene.update(1 / 60)
            scene.draw(surface)
            times.append((time.perf_counter() - t0) * 1000)
        return {"median_ms": statistics.median(times), "p95_ms": _percentile(times, 0.95)}
    finally:
        app.shutdown()


def max_frame_gap_while_ai(game_id: str, seconds: float = 4.0) -> float:
    """The longest gap (ms) between frames of the real app loop while a Hard AI move is
    pending in the worker process."""
    from totemgame.ui.table_factory import open_table

    app = _headless_app()
    try:
        from totemgame import games

        record = _seated_record(game_id, "ai:hard", 777)
        match = games.open_match(record)
        # Let the worker finish spawning and importing before timing frames.
        seat = match.to_move()[0]
        app.ai_worker.request(game_id, "random", match.view(seat), 1, 0.05).result()
        table = open_table(app, match)
        table.session.autosave_enabled = False
        worst = 0.0
        last = time.perf_counter()
        end = last + seconds
        while time.perf_counter() < end:
            app.step(*app.pacer.next_frame(app.next_frame_in))  # as App.run() paces frames
            now = time.perf_counter()
            if table.session.busy() and app.frame > 3:
                worst = max(worst, (now - last) * 1000)
            last = now
        return worst
    finally:
        app.shutdown()
