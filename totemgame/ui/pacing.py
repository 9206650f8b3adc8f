"""Frame pacing: the window is redrawn only when something on it can have changed.

While anything happens (input, a change of screen, an animation, an AI thinking) the App runs
every frame at FPS. A quiet screen costs nothing: the App sleeps, looking at the event queue
every POLL seconds, until input arrives or the top scene's next timer is due (`Scene.next_frame_in`), and redraws at the
latest every IDLE_REFRESH seconds anyway, so a change no scene reported shows soon after.

The rule is kept conservative: after any input, any change of screen and the last frame of an
animation, ACTIVE_FRAMES more frames are drawn at full rate (what an event or an ended
animation sets off in the next updates, such as a hand-off screen, is drawn as it happens).
"""

from __future__ import annotations

import time

import pygame

FPS = 60
MAX_DT = 0.1  # a frame never advances the game's clocks further (a stall is not a jump)
ACTIVE_FRAMES = 40  # full-rate frames after input, a new screen or an animation's end
IDLE_REFRESH = 1.0  # a quiet screen is still redrawn this often (seconds)
DECOR_SECONDS = 10.0  # decorative animations run this long after the last input, then rest
DECOR_FPS = 12  # a flickering torch or a pulsing glow looks the same at a fifth of the cost
# How often a sleeping App looks at the event queue: input waits at most this long (well under
# a frame). pygame's event.wait() polls every millisecond, which alone costs 2% of a core.
POLL = 0.008


def soonest(*waits: float | None) -> float | None:
    """The earliest of some `next_frame_in` answers (None: none of them needs a frame)."""
    known = [w for w in waits if w is not None]
    return max(0.0, min(known)) if known else None


class FramePacer:
    """Decides when the App's next frame runs, and sleeps until then."""

    def __init__(self, fps: int = FPS) -> None:
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.busy = ACTIVE_FRAMES  # full-rate frames still owed
        self.active_at = time.monotonic()  # the last input or change of screen
        self.decor_seconds = DECOR_SECONDS
        self.sleeps = 0  # frames that followed a sleep on the event queue (for tests, bench)
        self.frame_at = time.monotonic()  # when the last frame began

    def wake(self) -> None:
        """Input arrived or the screen changed: draw at full rate for a while."""
        self.busy = ACTIVE_FRAMES
        self.active_at = time.monotonic()

    def quiet_for(self) -> float:
        """Seconds since the last input or change of screen."""
        return time.monotonic() - self.active_at

    def decoration(self) -> float | None:
        """`next_frame_in` of a purely decorative animation (torches, pulsing glows): DECOR_FPS
        frames a second for `decor_seconds` after the last input, then none (it holds still)."""
        return 1.0 / DECOR_FPS if self.quiet_for() < self.decor_seconds else None

    def next_frame(self, wanted_in: float | None) -> tuple[float, list[pygame.event.Event]]:
        """Wait until the next frame is due; return its time step and the events to handle.

        `wanted_in` is the top scene's `next_frame_in()` after the last frame, counted from
        that frame's start (its update saw the time up to then)."""
        if wanted_in is not None and wanted_in <= 0.0:
            self.busy = ACTIVE_FRAMES  # animating: and a tail of frames once it ends
        if self.busy > 0 or (wanted_in is not None and wanted_in < 1.0 / self.fps):
            self.busy -= 1
            dt = min(self.clock.tick(self.fps) / 1000.0, MAX_DT)
            events = pygame.event.get()
        else:
            timeout = IDLE_REFRESH if wanted_in is None else min(wanted_in, IDLE_REFRESH)
            events = _wait_for_events(timeout - (time.monotonic() - self.frame_at))
            elapsed = self.clock.tick() / 1000.0
            self.sleeps += 1
            if not events:
                # Timers ran while we slept: the scene's clocks advance by the whole sleep.
                self.frame_at = time.monotonic()
                return min(elapsed, timeout + MAX_DT), []
            # Input: a hover starts now, not when the sleep began (tooltips wait from here).
            dt = min(elapsed, MAX_DT)
        if events:
            self.wake()
        self.frame_at = time.monotonic()
        return dt, events


def _wait_for_events(timeout: float) -> list[pygame.event.Event]:
    """The events arriving within `timeout` seconds (as soon as there are any), else []."""
    end = time.monotonic() + timeout
    while True:
        events = pygame.event.get()
        left = end - time.monotonic()
        if events or left <= 0:
            return events
        time.sleep(min(POLL, left))
