"""The tutorial runner: one mechanism that teaches any game on its real table.

A TutorialGuide rides on a TableScene (scene.tutorial). It shows the current step in a box
where the game log is, plays the opponents' scripted moves (the controller asks it, no AI is
consulted), dims the board but for the element to click (the scene's `element_for(action)`,
or `board_element(key)` for an explanation or a step's click), refuses any other click or
move with "Not this one: ...", and keeps the step reached so a tutorial quit halfway resumes there. The script and
its texts are data (totemgame.tutorial); tutorials write no autosave, statistics or replay.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from totemgame.engine.game import Action, IllegalAction, Seat
from totemgame.i18n import _
from totemgame.session.local_session import local_of, match_of
from totemgame.storage import tutorial_progress
from totemgame.tutorial import Step, Tutorial, decode
from totemgame.ui import theme
from totemgame.ui.tutorial_arrow import best_side, draw_arrow, pointed_area
from totemgame.ui.tutorial_box import StepBox
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

BOARD = pygame.Rect(0, 0, 900, 720)
SMALL = 140  # targets smaller than this (each way) get the arrow too
ARROW_SECONDS = 2.5  # how long the arrow shows for a new target (and after a wrong click)
LATE_CLICK = 1.0  # seconds after a move's animation in which a click was meant for it
VEIL = (8, 5, 3, 140)
KEYS_NEXT = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


class TutorialGuide:
    """The steps of `tutorial` on `scene`, from step `start` (a resumed tutorial)."""

    def __init__(self, scene: TableScene, tutorial: Tutorial, start: int = 0) -> None:
        self.scene = scene
        self.tutorial = tutorial
        self.index = start
        self.landed = False  # the current opponent step's move has been played
        self.refusals = 0  # wrong clicks and moves refused (the self-test counts them)
        self.time = 0.0
        self.animated_at = -LATE_CLICK  # when the board last showed a move (self.time)
        self.arrow_until = ARROW_SECONDS  # the arrow shows a while at each step (self.time)
        self._arrow_key: tuple[int, tuple[int, int, int, int] | None] | None = None
        # Where the arrow stands (the side of the target it hides least), and whether it
        # covers something there all the same (then it is see-through)
        self._arrow_side = ("left", False)
        self.finished = False
        self._swallow_up = False
        self._held: int | None = None  # the key that went on: its repeats do nothing more
        self._pressed = -1  # the click step whose element the mouse went down on
        self._clicked = False  # ...and came up: the step ends at the next update
        self._veil: tuple[tuple[int, int, int, int] | None, pygame.Surface] | None = None
        self._action_cache: tuple[int, Action | None] = (-1, None)
        self._panel_step = -1  # the step read while a panel waited for its button
        self.step_box = StepBox(scene, tutorial, self.next)
        self.next_button = self.step_box.next_button
        self.language_changed()
        self.ui = FocusGroup([self.next_button])
        local_of(scene.session).script = self.scripted_move
        scene.session.autosave_enabled = False  # no autosave, statistics or replay
        self._sync()

    def language_changed(self) -> None:
        """The Next button in the current language (the step's text is said as it is drawn)."""
        self.next_button.label = _("Next")
        self.next_button.tooltip = _("Go on to the next step (Enter)")

    # -- where the tutorial stands -----------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def waiting_for_next(self) -> bool:
        """The step is read, not played: Next goes on (an explanation, a landed move)."""
        step = self.step
        if step is None or self.scene.is_animating():
            return False
        if step.play is None:
            return not step.click  # a click step ends with its click
        return step.seat != 0 and step.waits and self.landed

    def expected(self) -> Action | None:
        """The learner's move of the current step (None: not a learner step)."""
        step = self.step
        if step is None or not step.learner_moves:
            return None
        if self._action_cache[0] != self.index:
            try:
                action: Action | None = decode(self.tutorial.game, step)
            except IllegalAction:
                action = None
            self._action_cache = (self.index, action)
        return self._action_cache[1]

    def target(self) -> pygame.Rect | None:
        """Where the learner should click now (None: nothing to point at)."""
        if self.scene.is_animating() or self.scene.overlay_waits():
            return None
        step = self.step
        if step is None:
            return None
        action = self.expected()
        if action is not None:
            return self.scene.element_for(action)
        if step.click:
            return self.scene.board_element(step.click)
        if step.element and (step.play is None or (step.seat != 0 and self.landed)):
            return self.scene.board_element(step.element)  # an opponent's move, once seen
        return None

    def pointed(self) -> list[pygame.Rect]:
        """What the step points at now, glow and arrow: no tooltip may cover it (one hid the
        final's arrow and next click)."""
        if self.scene.overlay_waits() or self.scene.is_animating() or self.step is None:
            return []
        arrow = self.time < self.arrow_until
        return pointed_area(self.target(), BOARD, SMALL, self._arrow_side[0], arrow)

    # -- the controller's questions -------------------------------------------------------
    def scripted_move(self, seat: Seat) -> Action | None:
        """The opponent's move the script plays now (None: `seat` waits)."""
        step = self.step
        if step is None or step.play is None or step.seat != seat or seat == 0 or self.landed:
            return None
        if self.scene.session.ply != self.tutorial.ply_of(self.index):
            return None
        return decode(self.tutorial.game, step)

    def refuse(self, action: Action) -> str | None:
        """Why the learner may not play `action` now (None: it is the step's move, or one of
        its kind that passes the step's check)."""
        expected = self.expected()
        if action == expected or (expected is not None and self._accepts(expected, action)):
            return None
        self.refusals += 1
        return self._not_this_one()

    def _accepts(self, expected: Action, action: Action) -> bool:
        from totemgame import games

        step = self.step
        if step is None or not step.accept or action.kind != expected.kind:
            return False
        check = games.get(self.tutorial.game).tutorial_checks.get(step.accept)
        return check is not None and check(match_of(self.scene.session).state, step.seat, action)

    @property
    def free(self) -> bool:
        """The learner's move is any that passes the step's check: the board takes clicks."""
        step = self.step
        return step is not None and step.learner_moves and bool(step.accept)

    def holds_opponents(self) -> bool:
        """An opponent is to move but the script keeps it waiting (no frames are needed)."""
        step = self.step
        return step is None or step.seat == 0 or step.play is None or self.landed

    # -- steps ------------------------------------------------------------------------------
    def next(self) -> None:
        if self.waiting_for_next:
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self.landed = False
        self._veil = None
        self._sync()
        if self.step is not None:
            self.scene.app.notify(tutorial_progress.save_step(self.tutorial.game, self.index))

    def _sync(self) -> None:
        """Catch up with the moves played: a learner's move or a silent opponent's one moves
        on by itself; an opponent's move with a text waits for Next once it has landed."""
        while self.step is not None:
            step = self.step
            if step.play is None:
                return
            played = self.scene.session.ply - self.tutorial.ply_of(self.index)
            if played < 1:
                return
            if step.seat != 0 and step.waits:
                self.landed = True
                return
            self.index += 1
            self.landed = False
            self._veil = None
            self.scene.app.notify(tutorial_progress.save_step(self.tutorial.game, self.index))
        if not self.finished:
            self.finished = True

    def update(self, dt: float) -> None:
        self.time += dt
        if self.scene.is_animating():
            self.animated_at = self.time
        before = self.index
        if self._clicked:  # the step's click went through to the table
            self._clicked = False
            self._advance()
        self._sync()
        self._panel_closes_step()
        self.next_button.visible = self.waiting_for_next
        # Next sits under the longest step's text, in one place for the whole lesson
        # (messages rise from the column's bottom)
        self.next_button.rect.y = self.step_box.next_y()
        self.ui.update(dt)
        if self.finished and not self.scene.is_animating() and self.scene.app.top is self.scene:
            finish(self.scene.app, self.tutorial)
        elif self.index != before:
            self.scene.ui.tooltips.clear()

    def _panel_closes_step(self) -> None:
        """A step read while a panel waits for its own button (a round's results) ends when
        the learner presses that button: one action, not the panel's and then Next."""
        step = self.step
        if step is None or not step.waits or (step.play is not None and not self.landed):
            return
        if self.scene.overlay_waits():
            self._panel_step = self.index
        elif self._panel_step == self.index and self.waiting_for_next:
            self._panel_step = -1
            self._advance()

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """True if the tutorial took the event (its own buttons, or a refused click)."""
        if event.type == pygame.KEYUP and event.key == self._held:
            self._held = None
            return True
        if event.type == pygame.KEYDOWN and event.key == self._held:
            return True  # the key still held down since it went on: one press, one step
        if event.type == pygame.KEYDOWN and event.key in KEYS_NEXT and self.waiting_for_next:
            self._held = event.key  # its repeats must not play a move on the next step
            self.next()
            return True
        arrow = event.type == pygame.KEYDOWN and event.key in ARROWS  # the table's (a bid's dial)
        if not arrow and self.ui.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._swallow_up:
            self._swallow_up = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed >= 0:
            self._clicked = self._pressed == self.index  # the table's button acts on it too
            self._pressed = -1
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if not BOARD.collidepoint(event.pos) or self.scene.overlay_waits():
            return False  # the right column (Menu, the log) and a panel's own click stay free
        if self.scene.is_animating():
            return False  # a click on a move being shown (a reveal's "click to continue")
        if self.free:
            return False  # the move is checked when played (refuse), not click by click
        target = self.target()
        step = self.step
        wanted = self.expected() is not None or (step is not None and bool(step.click))
        if wanted and target is not None and target.collidepoint(event.pos):
            if step is not None and step.click:
                self._pressed = self.index
            return False
        if self.time - self.animated_at < LATE_CLICK:
            self.refusals += 1  # refused all the same, but meant for the move that just ended:
            self._swallow_up = True  # no scolding
            return True
        self.refusals += 1
        self.arrow_until = self.time + ARROW_SECONDS  # show again where to click
        self._swallow_up = True
        step = self.step  # said again for this step if the language changes
        self.scene.show_message(lambda: self._not_this_one(step), "warning", seconds=3.0)
        self.scene.sound.play("thud")
        return True

    def _not_this_one(self, step: Step | None = None) -> str:
        step = self.step if step is None else step
        if step is not None and (step.learner_moves or step.click):
            return _("Not this one: {why}").format(why=_(step.wrong or "click what glows."))
        return _("Not yet: read the step, then press Next.")

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The veil over the board (a window on the target, its glow, an arrow), then the box."""
        clip = surface.get_clip()
        surface.set_clip(BOARD)
        self.draw_board(surface)
        surface.set_clip(clip)
        self.draw_box(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Over the board: the veil with a window on the target, its glow and an arrow."""
        if self.scene.overlay_waits() or self.scene.is_animating() or self.step is None:
            return
        target = self.target()
        hole = None if target is None else target.inflate(10, 10).clip(BOARD)
        key = None if hole is None else (hole.x, hole.y, hole.w, hole.h)
        if hole is not None and self._arrow_key != (self.index, key):
            # a new target: point at it a while, from the side where the board shows least
            self._arrow_key = (self.index, key)
            self.arrow_until = self.time + ARROW_SECONDS
            avoid = self.scene.tooltip_avoid()  # the board's controls: the next clicks
            self._arrow_side = best_side(surface, hole, BOARD, avoid)
        if self._veil is None or self._veil[0] != key:
            veil = pygame.Surface(BOARD.size, pygame.SRCALPHA)
            veil.fill(VEIL)
            if hole is not None:
                veil.fill((0, 0, 0, 0), hole)
            self._veil = (key, veil)
        if not self.free:  # a free step leaves the board bright: every piece may move
            surface.blit(self._veil[1], BOARD.topleft)
        if hole is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
            colour = theme.GOLD_BRIGHT if pulse > 0.5 else theme.GOLD
            pygame.draw.rect(surface, colour, hole, width=3 + round(pulse * 2), border_radius=8)
            # A small target gets an arrow too, for a moment (it would hide what is around it)
            if hole.w < SMALL and hole.h < SMALL and self.time < self.arrow_until:
                draw_arrow(surface, hole, pulse, *self._arrow_side)

    def shown_steps(self) -> int:
        """The steps the learner reads (an opponent's silent move is not one of them)."""
        return self.step_box.shown_steps()

    def shown_number(self) -> int:
        """The number of the step on screen among those (a silent move keeps the last one's)."""
        return self.step_box.shown_number(self.index)

    def draw_box(self, surface: pygame.Surface) -> None:
        """The step box where the game log was: the lesson's progress, the step, Next."""
        step = self.step
        if step is None:
            return
        self.step_box.draw(surface, step, self.index, self.landed)
        self.ui.draw(surface)

    def next_frame_in(self) -> float | None:
        """The target's glow pulses while a step waits for the learner's click."""
        return 1 / 20 if self.target() is not None else None


# -- starting and ending ------------------------------------------------------------------
def start(app: Host, game_id: str, resume: bool = True) -> TableScene:
    """Open the game's tutorial on its real table (where the learner left it, if `resume`)."""
    from totemgame import tutorial

    script = tutorial.load(game_id)
    at = tutorial_progress.get(game_id).step if resume else 0
    return open_tutorial(app, script, at)


def open_tutorial(app: Host, script: Tutorial, at: int = 0) -> TableScene:
    """Show `script` on its game's table from step `at` (the moves before it replayed)."""
    from totemgame import games
    from totemgame.ui.table_factory import local_table

    if not 0 <= at < len(script.steps):
        at = 0
    match = games.open_match(script.record(at))
    scene = local_table(app, match)
    scene.tutorial = TutorialGuide(scene, script, at)
    app.set_root(scene)
    if at:
        scene.show_message(lambda: _("Tutorial resumed where you left it (Menu: start over)."))
    return scene


def finish(app: Host, script: Tutorial) -> None:
    """The last step is done: it counts as completed; the end screen says what was learned."""

    told = tutorial_progress.complete(script.game)
    app.set_root(app.screens.tutorial_end(script))
    app.notify(told)
