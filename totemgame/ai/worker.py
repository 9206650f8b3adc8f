"""Runs AI decisions away from the UI's frame loop: in a worker process, under a deadline.

The UI asks `AiWorker.request(...)` and polls the returned Ticket each frame. A process (not a
thread) keeps the search from competing with the frame loop for the GIL. If processes cannot be
started, a thread is used instead so the game still plays.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from totemgame.engine.game import Action

T = TypeVar("T")


def think(
    game_id: str, difficulty: str, view: Any, seed: int, seconds: float | None
) -> dict[str, Any]:
    """Choose an action for `view.seat`; returns the action as JSON (picklable everywhere)."""
    from totemgame import games

    module = games.get(game_id)
    agent = module.make_agent(difficulty, seed)
    deadline = None if seconds is None else time.monotonic() + seconds
    action: Action = agent.choose(view, deadline)
    return action.to_json()


def think_explained(
    game_id: str,
    difficulty: str,
    view: Any,
    seed: int,
    seconds: float | None,
    language: str = "en",
) -> dict[str, Any]:
    """Like `think`, plus a one-line reason (the Hint button) in the player's `language`:
    {"action": ..., "reason": ..., "reasons": {language: reason, ...}}. `reasons` words it in
    every language too, so that a hint on screen is said again when the player changes
    language."""
    from totemgame import games, i18n
    from totemgame.ai.agent import explain_choice

    if i18n.current() != language:  # a worker process starts in English
        i18n.set_language(language)

    module = games.get(game_id)
    agent = module.make_agent(difficulty, seed)
    deadline = None if seconds is None else time.monotonic() + seconds
    action: Action = agent.choose(view, deadline)
    reason = explain_choice(agent, view, action)
    reasons = {language: reason}
    for other in i18n.LANGUAGES:
        if other != language:
            with i18n.speaking(other):  # this thread only: the app's screens stay as they are
                reasons[other] = explain_choice(agent, view, action)
    return {"action": action.to_json(), "reason": reason, "reasons": reasons}


def _follow_parent() -> None:
    """A worker's initializer: end the worker as soon as the app's process is gone (killed,
    crashed), so no search lives on in the background after the app."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


def _warm_up() -> bool:
    from totemgame import games

    for game_id in games.ids():
        games.get(game_id)
    return True


class Ticket:
    """A pending AI decision. Poll `done()`; `result()` gives the Action (or raises)."""

    def __init__(self, future: Future[Any], game_id: str, started: float) -> None:
        self._future = future
        self._game_id = game_id
        self.started = started
        self.cancelled = False

    def done(self) -> bool:
        return self._future.done()

    def result(self) -> Action:
        from totemgame import games

        raw = self._future.result()
        if "reason" in raw and "action" in raw:  # an explained decision (think_explained)
            raw = raw["action"]
        return games.get(self._game_id).codec.decode(raw)

    def reason(self) -> str:
        """The one-line reason of an explained decision ('' for a plain one)."""
        raw = self._future.result()
        return str(raw.get("reason", "")) if "action" in raw else ""

    def reasons(self) -> dict[str, str]:
        """The reason in every language, by language code ({} when only `reason` is known)."""
        raw = self._future.result()
        said = raw.get("reasons", {}) if "action" in raw else {}
        return {str(k): str(v) for k, v in said.items()} if isinstance(said, dict) else {}

    def cancel(self) -> None:
        """Forget this decision (the search finishes in the background and is discarded)."""
        self.cancelled = True
        self._future.cancel()


class AiWorker:
    """One background worker for AI decisions (one at a time: the machine has two cores)."""

    def __init__(self, use_process: bool = True) -> None:
        self._lock = threading.Lock()
        self._pool: ProcessPoolExecutor | ThreadPoolExecutor | None = None
        self._use_process = use_process

    def start(self) -> None:
        """Start the worker early (after the first frame) so the first AI move is not slow."""
        with self._lock:
            if self._pool is None:
                self._pool = self._make_pool()
                if isinstance(self._pool, ProcessPoolExecutor):
                    self._pool.submit(_warm_up)

    def _make_pool(self) -> ProcessPoolExecutor | ThreadPoolExecutor:
        if self._use_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                return ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_follow_parent
                )
            except (OSError, ValueError, NotImplementedError):
                pass
        return ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")

    def request(
        self,
        game_id: str,
        difficulty: str,
        view: Any,
        seed: int,
        seconds: float | None,
        explain: bool = False,
    ) -> Ticket:
        """Start thinking for `view.seat`; `seconds` caps the wall-clock time of the search.
        With `explain`, the ticket also carries a one-line `reason()` (hints)."""
        from totemgame import i18n

        fn: Any = think_explained if explain else think
        args: tuple[Any, ...] = (game_id, difficulty, view, seed, seconds)
        if explain:
            args += (i18n.current(),)
        return Ticket(self.submit(fn, *args), game_id, time.monotonic())

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run `fn(*args)` in the worker: an AI decision, or other work a table keeps off the
        frame loop (Totemic Might's proofs of what a player's notes allow). `fn` is a
        module-level function and `args` are picklable; the work queues behind the worker's
        current task."""
        self.start()
        assert self._pool is not None
        try:
            return self._pool.submit(fn, *args)
        except (BrokenProcessPool, RuntimeError):
            # The worker died (killed, out of memory): fall back to a thread and carry on.
            with self._lock:
                self._use_process = False
                self._pool = self._make_pool()
            return self._pool.submit(fn, *args)

    def shutdown(self) -> None:
        """Stop at once: a search still running (the window closed mid-move) is abandoned, and
        its process ended, so the app exits without waiting out the AI's deadline."""
        with self._lock:
            if self._pool is not None:
                # No public way to stop a running task before Python 3.14's terminate_workers().
                procs = list((getattr(self._pool, "_processes", None) or {}).values())
                self._pool.shutdown(wait=False, cancel_futures=True)
                for proc in procs:
                    with contextlib.suppress(Exception):
                        proc.terminate()
                self._pool = None
