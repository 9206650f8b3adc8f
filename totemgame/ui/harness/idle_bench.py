"""Idle CPU benchmark: what a screen costs while the player only looks at it.

`idle_cpu()` runs the real app in a child process on a real window (a display is needed; under
Xvfb is fine), brings it to one screen (the title, a game's setup, or a game's table mid-game
waiting for the human), lets it settle, and measures the process's CPU time over some seconds
with no input. "At rest" means after the screen's decorative animation (torches, pulsing
glows) has stopped, as it does some seconds after the last input; `animate=True` keeps the
decorations running for the whole measurement instead.

The child is this module: `python -m totemgame.ui.harness.idle_bench SCREEN [--game ID] ...`; it prints
one JSON line: {"screen", "game", "cpu_pct", "fps", "ready"}.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import subprocess
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from totemgame.engine.match import Match
    from totemgame.ui.app import App

SCREENS = ("title", "setup", "table")
READY_TIMEOUT = 30.0  # seconds the child waits for its screen to be ready (AI moves, Continue)


def display_problem() -> str | None:
    """Why no real window can be opened here (None: one can)."""
    if getattr(sys, "frozen", False):
        return "the packaged app does not run the measuring child"
    if sys.platform.startswith(("win", "darwin")):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return "no display (set DISPLAY, e.g. run under Xvfb)"


def idle_cpu(
    screen: str,
    game_id: str | None = None,
    seconds: float = 20.0,
    animate: bool = False,
    settle: float = 2.0,
) -> dict[str, Any] | None:
    """Measure one screen in a child process; its report, or None with a note on stderr."""
    what = f"idle CPU of {screen}" + (f" ({game_id})" if game_id else "")
    problem = display_problem()
    if problem:
        print(f"bench: {what} skipped: {problem}", file=sys.stderr)
        return None
    argv = [sys.executable, "-m", "totemgame.ui.harness.idle_bench", screen]
    argv += ["--seconds", str(seconds), "--settle", str(settle)]
    if game_id:
        argv += ["--game", game_id]
    if animate:
        argv.append("--animate")
    env = dict(os.environ)
    if env.get("SDL_VIDEODRIVER") == "dummy":
        del env["SDL_VIDEODRIVER"]  # a real window: the dummy driver draws nothing anywhere
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    timeout = READY_TIMEOUT + settle + seconds + 60
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        print(f"bench: {what} timed out", file=sys.stderr)
        return None
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = proc.stderr.strip().splitlines()[-1:] or ["no output"]
        print(f"bench: {what} failed: {tail[0]}", file=sys.stderr)
        return None
    report: dict[str, Any] = json.loads(lines[-1])
    return report


# -- the child: the real app on one screen ------------------------------------------------


def waiting_match(game_id: str, seed: int = 12345) -> Match:
    """A match with a human at seat 0 and Easy AIs, played by random moves to about half of a
    game's length, stopped where the human decides (the start if no such place comes)."""
    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui.harness.frame_bench import midgame_match

    module = games.get(game_id)
    target = midgame_match(game_id, seed).ply
    spec = module.spec
    n = min(max(spec.min_players, 3), spec.max_players)
    seats = [SeatInfo("human", "Player", 0)]
    seats += [SeatInfo("ai:easy", f"AI {i}", i) for i in range(1, n)]

    def new() -> Match:
        return Match(GameRecord(game_id, spec.default_options(), seats, seed), module)

    match = new()
    agents = {s: module.make_agent("random", seed + s) for s in range(n)}
    while not match.is_over():
        movers = match.to_move()
        if match.ply >= target and 0 in movers:
            return match
        seat = movers[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return new()


def _open_screen(screen: str, game_id: str | None) -> tuple[App, Callable[[], bool]]:
    """The App on `screen`, and a function telling when it is ready to be measured."""
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    app = App(settings=Settings(), settings_warning=None, start_title=screen == "title")
    if screen == "title":
        title = app.top
        return app, lambda: bool(getattr(title, "_checked", True))
    assert game_id is not None, "--game is needed for this screen"
    if screen == "setup":
        from totemgame.ui.scenes.setup import SetupScene

        app.push(SetupScene(app, game_id))
        return app, lambda: True
    from totemgame.ui.table_factory import open_table

    table = open_table(app, waiting_match(game_id))
    table.session.autosave_enabled = False  # the player's autosave stays theirs

    def ready() -> bool:
        c = table.session
        return (
            app.top is table
            and c.human_to_move() is not None
            and set(table.session.to_move()) <= set(c.humans)  # the AIs have all moved (Totemix
            and not c.busy()  # marks at once: they may still be due when the human is)
            and not table.is_animating()
        )

    return app, ready


def _measure(
    app: App, ready: Callable[[], bool], seconds: float, settle: float, report: dict[str, Any]
) -> None:
    """In a thread beside the app's loop: wait, measure, then end the loop."""
    import pygame

    try:
        end = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < end and not _safe(ready):
            time.sleep(0.05)
        # At rest, the frames owed to the last change are drawn first (slow on a busy machine).
        while (
            time.monotonic() < end and app.pacer.busy > 0 and math.isfinite(app.pacer.decor_seconds)
        ):
            time.sleep(0.05)
        time.sleep(settle)
        cpu0, wall0, frame0 = time.process_time(), time.monotonic(), app.frame
        time.sleep(seconds)
        cpu1, wall1, frame1 = time.process_time(), time.monotonic(), app.frame
        wall = wall1 - wall0
        report["cpu_pct"] = round(100.0 * (cpu1 - cpu0) / wall, 2)
        report["fps"] = round((frame1 - frame0) / wall, 2)
        report["ready"] = _safe(ready)
    finally:
        app.running = False
        with contextlib.suppress(pygame.error):  # unless the loop already ended
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # wake a sleeping loop


def _safe(ready: Callable[[], bool]) -> bool:
    try:
        return bool(ready())
    except Exception:  # the loop changed the scene under us: ask again later
        return False


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m totemgame.ui.harness.idle_bench")
    p.add_argument("screen", choices=SCREENS)
    p.add_argument("--game")
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--settle", type=float, default=2.0)
    p.add_argument("--animate", action="store_true", help="keep decorative animations running")
    args = p.parse_args(argv)
    app, ready = _open_screen(args.screen, args.game)
    # At rest: the decorations stop at once (as they do a while after the last input).
    app.pacer.decor_seconds = math.inf if args.animate else 0.0
    report: dict[str, Any] = {"screen": args.screen, "game": args.game, "animate": args.animate}
    thread = threading.Thread(
        target=_measure, args=(app, ready, args.seconds, args.settle, report), daemon=True
    )
    thread.start()
    app.run()
    thread.join(timeout=5)
    print(json.dumps(report), flush=True)
    return 0 if "cpu_pct" in report else 1


if __name__ == "__main__":
    raise SystemExit(main())


_title_cache: dict[float, dict[str, float | None]] = {}


def _pct(report: dict[str, Any] | None) -> float | None:
    return None if report is None else report.get("cpu_pct")


def idle_report(game_id: str, seconds: float = 20.0) -> dict[str, float | None]:
    """% of one core on the title (measured once per run), `game_id`'s setup and its table
    waiting for the human, each at rest, and the title and table with their decorations on."""
    keys = ("title", "title_animating", "setup", "table", "table_animating")
    problem = display_problem()
    if problem:
        print(f"bench: idle CPU of {game_id}'s screens skipped: {problem}", file=sys.stderr)
        return dict.fromkeys(keys)
    if seconds not in _title_cache:
        _title_cache[seconds] = {
            "title": _pct(idle_cpu("title", seconds=seconds)),
            "title_animating": _pct(idle_cpu("title", seconds=seconds, animate=True)),
        }
    return {
        **_title_cache[seconds],
        "setup": _pct(idle_cpu("setup", game_id, seconds)),
        "table": _pct(idle_cpu("table", game_id, seconds)),
        "table_animating": _pct(idle_cpu("table", game_id, seconds, animate=True)),
    }
