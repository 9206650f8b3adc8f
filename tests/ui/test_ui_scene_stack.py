"""The App's scene stack: lifecycle calls, event routing, drawing from the top opaque scene."""

from __future__ import annotations

import pygame

from totemgame.storage.settings import Settings
from totemgame.ui.app import App
from totemgame.ui.scene import Scene


class Probe(Scene):
    def __init__(self, app, name, log, opaque=True, consume=False):
        super().__init__(app)
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.log.append(f"{self.name}.event")
        return self.consume

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def make_app():
    return App(settings=Settings(), start_title=False)


def test_push_pop_replace_call_the_lifecycle_hooks():
    app = make_app()
    log: list[str] = []
    a, b, c = Probe(app, "a", log), Probe(app, "b", log), Probe(app, "c", log)
    app.push(a)
    app.push(b)
    app.replace(c)
    app.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    app.shutdown()


def test_unconsumed_events_pass_down_and_consumed_ones_stop():
    app = make_app()
    log: list[str] = []
    app.push(Probe(app, "low", log, consume=True))
    app.push(Probe(app, "mid", log, consume=True))
    app.push(Probe(app, "top", log, consume=False))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert log[-2:] == ["top.event", "mid.event"]
    assert "low.event" not in log
    app.shutdown()


def test_drawing_starts_at_the_topmost_opaque_scene():
    app = make_app()
    log: list[str] = []
    app.push(Probe(app, "hidden", log))
    app.push(Probe(app, "base", log))
    app.push(Probe(app, "overlay", log, opaque=False))
    log.clear()
    app.draw(app.screen)
    assert log == ["base.draw", "overlay.draw"]
    app.shutdown()


class Opener(Probe):
    """Opens `then` on a click (a press and its release), as a menu button opens the next screen."""

    def __init__(self, app, name, log, then):
        super().__init__(app, name, log, consume=True)
        self.then = then

    def handle_event(self, event):
        self.log.append(f"{self.name}.{pygame.event.event_name(event.type)}")
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(self, "pressed", False):
            self.app.push(self.then)
        return True


def test_a_second_click_queued_behind_the_one_that_opened_a_screen_does_not_reach_it():
    # A slow frame: the player clicked twice on one spot before the new screen was drawn.
    app = make_app()
    log: list[str] = []
    menu = Opener(app, "menu", log, then=Probe(app, "tutorial", log))
    app.push(Opener(app, "title", log, then=menu))
    app.step(dt=0.0, events=App.click_events((100, 100)) + App.click_events((100, 100)))
    assert app.top is menu
    assert "menu.MouseButtonDown" not in log
    # Once drawn, the new screen takes clicks as usual.
    app.step(dt=0.0, events=App.click_events((100, 100)))
    assert "menu.MouseButtonDown" in log
    assert app.top is menu.then
    app.shutdown()
