"""The monkey: seeded random input on every scene of every game, to shake out crashes and freezes.

Random input alone rarely reaches the results screen or a hand-off, so the monkey works in short
*scenarios*: each one puts the real App on a chosen scene (title, game select, setup, a table with
AI seats, a pass-and-play table, pause, rules, settings, load, results, hand-off) the way a player
would get there, then sends random clicks, drags, wheel turns, keys (Esc, F11, Ctrl+Z, H, arrows,
Enter...), window resizes and full-screen toggles for its slice of time. Wherever the input takes
the app is fair game. It fails (MonkeyFailure) on any exception, on a main loop that stalls, or on
a table where an AI should move but nothing happens for `frozen_after` seconds.
"""

from __future__ import annotations

import random
import time
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from totemgame.engine.record import GameRecord, SeatInfo, save_record
from totemgame.ui.harness.monkey_input import RandomInput, post

if TYPE_CHECKING:
    from totemgame.ui.app import App
    from totemgame.ui.table import TableScene

SCENARIOS = (
    "title",
    "game_select",
    "setup",
    "table_ai",
    "pause",
    "rules",
    "settings",
    "load",
    "table_humans",
    "handoff",
    "results",
)


def _random_playout(record: GameRecord) -> list[tuple[int, dict[str, Any]]]:
    """The actions of a whole game of random moves from `record`'s start (rules only, fast)."""
    from totemgame import games

    module = games.get(record.game)
    options = module.spec.validate_options(record.options)
    state = module.new_game(len(record.seats), options, record.seed)
    rnd = random.Random(record.seed)
    actions: list[tuple[int, dict[str, Any]]] = []
    while not state.is_over() and len(actions) < 20_000:
        seat = state.to_move()[0]
        action = rnd.choice(list(state.legal_actions(seat)))
        state.apply(seat, action)
        actions.append((seat, action.to_json()))
    return actions


class MonkeyFailure(RuntimeError):
    """The monkey found a crash or a freeze; the message says where and how to reproduce it."""


@dataclass
class MonkeyReport:
    """What a monkey run did: inputs sent, scenes seen, the slowest frame."""

    inputs: int = 0
    frames: int = 0
    scenes: set[str] = field(default_factory=set)
    scenarios: list[str] = field(default_factory=list)
    slowest_frame_s: float = 0.0
    slowest_scene: str = ""

    def summary(self) -> str:
        return (
            f"{self.inputs} inputs, {self.frames} frames, {len(self.scenarios)} scenarios, "
            f"scenes seen: {', '.join(sorted(self.scenes))}; "
            f"slowest frame {self.slowest_frame_s * 1000:.0f} ms ({self.slowest_scene})"
        )


class Monkey:
    """Drives one App with random input; `run(game_ids, seconds)` splits the time among games."""

    def __init__(
        self,
        app: App,
        seed: int = 1,
        frozen_after: float = 30.0,
        stall_after: float = 10.0,
    ) -> None:
        self.app = app
        self.seed = seed
        self.rnd = random.Random(seed)
        self.frozen_after = frozen_after
        self.stall_after = stall_after
        self.report = MonkeyReport()
        self.recent: deque[str] = deque(maxlen=12)  # the last inputs, for the failure message
        self.first: list[str] = []  # the first inputs, to check that a seed replays the same
        self.game_id = ""
        self.scenario = ""
        self._progress: object = None
        self._stuck_since: float | None = None
        self.hands = RandomInput(app, self.rnd, self._note, self._sensible_input)

    # -- the run ----------------------------------------------------------------------------
    def run(self, game_ids: list[str], seconds: float) -> MonkeyReport:
        """Every scenario of every game, round-robin, until `seconds` are used up."""
        run_end = time.monotonic() + seconds
        for n, game_id in enumerate(game_ids):
            self.game_id = game_id
            # This game's share of what is left, so one slow game does not starve the others.
            end = time.monotonic() + (run_end - time.monotonic()) / (len(game_ids) - n)
            order = list(SCENARIOS)
            i = 0
            # At least one pass over every scenario, however little time there is.
            while i < len(SCENARIOS) or time.monotonic() < end:
                if i % len(order) == 0 and i:
                    self.rnd.shuffle(order)
                left = max(1, len(SCENARIOS) - i % len(SCENARIOS))
                slice_s = max(0.2, (end - time.monotonic()) / left)
                self.play_scenario(order[i % len(order)], slice_s)
                i += 1
        return self.report

    def _note(self, what: str) -> None:
        self.recent.append(what)
        if len(self.first) < 20:
            self.first.append(what)

    def play_scenario(self, name: str, seconds: float, game_id: str | None = None) -> None:
        """Put the app on scenario `name` (of `game_id`, default the current game), then random
        input for `seconds`."""
        self.game_id = game_id or self.game_id
        self.scenario = name
        self.report.scenarios.append(f"{self.game_id}/{name}")
        self._note(f"scenario {name}")
        self._guard(lambda: self._enter(name), f"opening the {name} scenario")
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self._guard(self.random_input, "handling random input")
            for _ in range(self.rnd.randrange(1, 4)):
                self.frame()

    # -- frames and checks ------------------------------------------------------------------
    def frame(self, dt: float = 1 / 60) -> None:
        """One frame of the real loop, timed; then the freeze checks."""
        t0 = time.monotonic()
        self._guard(lambda: self.app.step(dt), "running a frame")
        took = time.monotonic() - t0
        self.report.frames += 1
        if took > self.report.slowest_frame_s:
            self.report.slowest_frame_s = took
            self.report.slowest_scene = self.app.top.describe() if self.app.top else ""
        if took > self.stall_after:
            self.fail(f"the main loop stalled for {took:.1f} s in one frame")
        if not self.app.running:  # the monkey found Quit: back to the title and carry on
            from totemgame.ui.scenes.title import TitleScene

            self.app.running = True
            self.app.leaving.confirming = False
            self.app.set_root(TitleScene(self.app))
        top = self.app.top
        if top is not None:
            self.report.scenes.add(type(top).__name__)
        self._check_ai_progress()

    def _check_ai_progress(self) -> None:
        """An AI that should move and doesn't, on a table in plain sight, is a freeze."""
        table = self._table_on_top()
        waiting = (
            table is not None
            and not table.session.is_over()
            and not table.is_animating()
            and table.session.pending_handoff is None
            and any(s not in table.session.humans for s in table.session.to_move())
        )
        if not waiting:
            self._stuck_since = None
            return
        assert table is not None
        progress = (table.session.revision, table.session.ply)
        now = time.monotonic()
        if progress != self._progress or self._stuck_since is None:
            self._progress, self._stuck_since = progress, now
        elif now - self._stuck_since > self.frozen_after:
            self.fail(
                f"the table froze: an AI should move at ply {table.session.ply} but nothing "
                f"happened for {self.frozen_after:.0f} s"
            )

    def _table_on_top(self) -> TableScene | None:
        from totemgame.ui.table import TableScene

        top = self.app.top
        return top if isinstance(top, TableScene) else None

    def _guard(self, fn: Callable[[], Any], doing: str) -> None:
        try:
            fn()
        except MonkeyFailure:
            raise
        except Exception as exc:
            trace = traceback.format_exc()
            self.fail(f"{type(exc).__name__} while {doing}: {exc}\n{trace}")

    def fail(self, what: str) -> None:
        top = self.app.top.describe() if self.app.top else "<no scene>"
        raise MonkeyFailure(
            f"monkey (seed {self.seed}, game {self.game_id}, scenario {self.scenario}, "
            f"scene {top}, after {self.report.inputs} inputs): {what}\n"
            f"last inputs: {'; '.join(self.recent)}"
        )

    # -- scenarios ----------------------------------------------------------------------------
    def _enter(self, name: str) -> None:
        from totemgame.ui.scenes.title import TitleScene

        app = self.app
        app.running = True
        app.leaving.confirming = False
        app.set_root(TitleScene(app))
        self.frame()
        if name == "title":
            return
        if name == "game_select":
            from totemgame.ui.scenes.game_select import GameSelectScene

            app.push(GameSelectScene(app, for_rules=self.rnd.random() < 0.3))
        elif name == "setup":
            from totemgame.ui.scenes.setup import SetupScene

            app.push(SetupScene(app, self.game_id))
        elif name == "rules":
            from totemgame.ui.scenes.rules import RulesScene

            app.push(RulesScene(app, self.game_id))
        elif name == "settings":
            from totemgame.ui.scenes.settings_screen import SettingsScene

            app.push(SettingsScene(app))
        elif name == "load":
            from totemgame.ui.scenes.load_game import LoadGameScene

            self._write_saves()
            app.push(LoadGameScene(app))
        elif name in ("table_ai", "pause"):
            table = self._start(["human"] + ["ai:random"] * (self._players() - 1))
            if name == "pause" and table is not None:
                table.open_pause()
        elif name in ("table_humans", "handoff"):
            players = self._players()
            kinds = ["human"] * min(3, players) + ["ai:easy"] * (players - min(3, players))
            table = self._start(kinds)
            if name == "handoff" and table is not None:
                self._run_until(lambda: type(app.top).__name__ == "HandoffScene", 2.0)
        elif name == "results":
            # A game a few moves from its end (played out headless), finished at the table.
            record = self._record(["ai:random"] * self._players())
            record.actions = _random_playout(record)[: -self.rnd.randint(1, 4)]
            from totemgame.ui.table_factory import start_game

            start_game(app, record)
            self._run_until(lambda: type(app.top).__name__ == "ResultsScene", 20.0)
        self.frame()  # the scenario's scene is on screen before any input

    def _players(self) -> int:
        from totemgame import games

        spec = games.get(self.game_id).spec
        return self.rnd.randint(spec.min_players, min(spec.max_players, 4))

    def _record(self, kinds: list[str]) -> GameRecord:
        seats = [SeatInfo(k, f"Monkey {i + 1}", i) for i, k in enumerate(kinds)]
        return GameRecord(self.game_id, {}, seats, self.rnd.randrange(1_000_000))

    def _start(self, kinds: list[str]) -> TableScene | None:
        from totemgame.ui.table_factory import start_game

        table = start_game(self.app, self._record(kinds))
        self.frame()
        return table

    def _run_until(self, done: Callable[[], bool], seconds: float) -> None:
        """Frames (with a human's sensible moves) until `done()`, at most `seconds`."""
        end = time.monotonic() + seconds
        while not done() and time.monotonic() < end:
            self._sensible_input()
            self.frame(0.1)  # long frames, as on a slow machine: animations end sooner

    def _write_saves(self) -> None:
        """A good save, a damaged one and one of an unknown game in the saves folder."""
        from totemgame import paths

        folder = paths.saves_dir()
        save_record(self._record(["human", "ai:random"]), folder / "monkey-good.json")
        (folder / "monkey-damaged.json").write_bytes(
            bytes(self.rnd.randrange(256) for _ in range(64))
        )
        alien = self._record(["human", "ai:random"])
        alien.game = "no-such-game"
        save_record(alien, folder / "monkey-alien.json")

    # -- input ----------------------------------------------------------------------------------
    def random_input(self) -> None:
        """One random thing a player (or a cat on the keyboard) might do."""
        self.report.inputs += 1
        self.hands.random_input()

    def _sensible_input(self) -> None:
        """What a player mostly does: click the hand-off away, go on from a panel that waits,
        or make a legal move."""
        top = self.app.top
        name = type(top).__name__ if top else ""
        if name == "HandoffScene":
            self._note("hand-off: ready")
            button = next(
                (
                    w
                    for w in top.ui.widgets  # type: ignore[union-attr]  # the hand-off is on top
                    if getattr(w, "label", "").startswith(("I am", "To the table"))
                ),
                None,
            )
            if button is not None:
                self.app.click(button.rect.center)
            return
        table = self._table_on_top()
        if table is not None and table.overlay_waits():  # a panel a player reads, then goes on
            self._note("panel: Enter")
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            return
        if table is not None and table.can_act:
            actions = table.legal_actions()
            if actions:
                action = self.rnd.choice(actions)
                self._note(f"move {action!r}")
                table.submit(action)
