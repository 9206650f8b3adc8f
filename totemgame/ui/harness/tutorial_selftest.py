"""`totemgame selftest --tutorial`: every tutorial driven through its real table like a learner.

Each step: one wrong click first (it must be refused and change nothing), then the right one:
Next for an explanation, the step's element for a click step, else the centre of the table's
`element_for(action)` until the step's move is played. A panel waiting for a click gets Enter. One JSON line per game on stdout.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from totemgame.ui.app import App
    from totemgame.ui.table import TableScene
    from totemgame.ui.tutorial_guide import TutorialGuide

STEP_TIMEOUT = 30.0  # seconds of frames one step may take
CLICKS = 12  # clicks one move may need (a card, a tiki, a confirmation...)
WRONG_SPOTS = ((6, 6), (894, 6), (6, 714), (894, 714), (450, 360), (450, 6))


class TutorialFailure(RuntimeError):
    """A tutorial that cannot be played through (message for stderr)."""


def _frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def _click(app: App, pos: tuple[int, int]) -> None:
    app.click(pos)
    _frames(app, 2)


def _enter(app: App) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    _frames(app, 2)


def _wrong_click(app: App, scene: TableScene, guide: TutorialGuide) -> None:
    """Click the board away from the target: refused, nothing played."""
    target = guide.target()
    spot = next(
        (p for p in WRONG_SPOTS if target is None or not target.inflate(12, 12).collidepoint(p)),
        None,
    )
    if spot is None:
        return
    ply, refusals = scene.session.ply, guide.refusals
    _click(app, spot)
    if scene.session.ply != ply or guide.refusals != refusals + 1:
        raise TutorialFailure(
            f"step {guide.index + 1}: a wrong click at {spot} was not refused "
            f"(moves {ply}->{scene.session.ply}, refusals {refusals}->{guide.refusals})"
        )


def drive_tutorial(app: App, game_id: str) -> dict[str, object]:
    """Play the game's tutorial to its end screen; the JSON-ready report."""
    from totemgame.ui import tutorial_guide as tutorial

    t0 = time.monotonic()
    scene = tutorial.start(app, game_id, resume=False)
    guide = scene.tutorial
    if not isinstance(guide, tutorial.TutorialGuide):
        raise TutorialFailure(f"{game_id}: the table took no tutorial")
    steps = len(guide.tutorial.steps)
    tried: set[int] = set()
    clicks = 0
    index, since = -1, time.monotonic()
    while True:
        _frames(app)
        top = app.top
        if type(top).__name__ == "TutorialEndScene":
            break
        if guide.index != index:
            index, since, clicks = guide.index, time.monotonic(), 0
        if time.monotonic() - since > STEP_TIMEOUT:
            raise TutorialFailure(f"{game_id}: step {index + 1} of {steps} never completed")
        if top is not scene:  # a confirmation the move opened: its focused answer goes on
            _enter(app)
            continue
        if scene.overlay_waits():
            _enter(app)
            continue
        if scene.is_animating() or guide.finished:
            continue
        step = guide.step
        clicked = "" if step is None else step.click  # a click step: its element
        if (
            index not in tried
            and not guide.free
            and (guide.waiting_for_next or guide.expected() is not None or clicked)
        ):
            tried.add(index)
            _wrong_click(app, scene, guide)
            continue
        if guide.waiting_for_next:
            _click(app, guide.next_button.rect.center)
            continue
        if clicked:
            target = guide.target()
            clicks += 1
            if target is None or clicks > CLICKS:
                why = "nothing to click" if target is None else "its click did not end it"
                raise TutorialFailure(f"{game_id}: step {index + 1} ({clicked}): {why}")
            _click(app, target.center)
            continue
        action = guide.expected()
        if action is None:
            continue  # an opponent's scripted move is on its way
        rect = scene.element_for(action)
        clicks += 1
        if rect is None or clicks > CLICKS:
            why = "nothing to click" if rect is None else f"{CLICKS} clicks did not play it"
            raise TutorialFailure(f"{game_id}: step {index + 1} ({action}): {why}")
        _click(app, rect.center)
    return {
        "game": game_id,
        "steps": steps,
        "completed": True,
        "seconds": round(time.monotonic() - t0, 1),
    }


def run_tutorials(app: App, game_ids: list[str]) -> None:
    """Every tutorial of `game_ids`, one JSON line each (TutorialFailure on the first fault)."""
    from totemgame import tutorial

    for gid in game_ids:
        if not tutorial.exists(gid):
            raise TutorialFailure(f"{gid} has no tutorial")
        problems = tutorial.check(tutorial.load(gid))
        if problems:
            raise TutorialFailure(f"{gid}: {problems[0]}")
        print(json.dumps(drive_tutorial(app, gid)), flush=True)
