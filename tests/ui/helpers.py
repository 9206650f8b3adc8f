"""Helpers for driving the App in tests: clicks, waiting for scenes, starting fake games."""

from __future__ import annotations

import time

import pygame

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


def texts_drawn(monkeypatch, helper: str = "blit_text") -> list[str]:
    """From now on, every text drawn through theme.`helper` (still drawn) joins the list."""
    from totemgame.ui import theme

    shown: list[str] = []
    real = getattr(theme, helper)

    def spy(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, helper, spy)
    return shown


def scene_name(app) -> str:
    return type(app.top).__name__


def record(kinds: list[str], seed: int = 5, game: str = "stick-pick") -> GameRecord:
    seats = [
        SeatInfo(k, f"P{i + 1}" if k == "human" else f"AI {i + 1}", i) for i, k in enumerate(kinds)
    ]
    return GameRecord(game, {"sticks": 5}, seats, seed)


def pass_handoff(app) -> bool:
    """If a hand-off screen is on top, press its button ("I am ..." / "To the table")."""
    top = app.top
    if type(top).__name__ != "HandoffScene":
        return False
    labels = ("I am", "To the table")
    button = next(w for w in top.ui.widgets if getattr(w, "label", "").startswith(labels))
    app.click(button.rect.center)
    return True


def go_on_from_panel(app, scene) -> bool:
    """If the table shows a panel that waits for the player (a round's results, the bids
    revealed), press Enter as a player goes on from it."""
    if app.top is not scene or not scene.overlay_waits():
        return False
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    return True


def to_next_human(app, scene, frames: int = 3000) -> None:
    """Step, passing hand-off screens and panels that wait, until a human may act at the
    table `scene`."""
    for _ in range(frames):
        app.step(1 / 60)
        if pass_handoff(app) or go_on_from_panel(app, scene):
            continue
        if app.top is scene and scene.can_act:
            app.step(1 / 60)  # one more frame: the controls refresh for the new decision
            return
    raise AssertionError("no human got to act")


def autosaves() -> list:
    """The games in progress saved so far (one autosave file per game started)."""
    from totemgame import saves

    return sorted(saves.games_dir().glob("*.json"))


def the_autosave():
    """The one game in progress's autosave file (the test played a single game)."""
    files = autosaves()
    assert len(files) == 1, files
    return files[0]


def play_by_clicks(app, scene, action, clicks: int = 12) -> None:
    """Play `action` for the viewing human as a player would: click the centre of
    `scene.element_for(action)` (the table's answer to "where next?") until the move is
    applied; fails if the element is missing or the clicks play another move."""
    plies = len(scene.session.match.record.actions)

    def played() -> bool:
        return len(scene.session.match.record.actions) > plies

    for _ in range(clicks):
        # (a move may open a panel that waits for a click: it counts once applied)
        run_until(app, lambda: played() or not scene.is_animating(), 10)
        if played():
            break
        rect = scene.element_for(action)
        assert rect is not None, f"no element to click for {action}"
        click(app, rect.center)
    assert played(), f"{clicks} clicks did not play {action}"
    _seat, played = scene.session.match.record.actions[plies]
    assert played == action.to_json(), f"played {played}, wanted {action.to_json()}"
